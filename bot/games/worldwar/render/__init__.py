"""The World War (世界大战) pictures, drawn with the drawing toolkit of ``bot.render``.

``render_board(view, locale)``: the public board — the world map with its continents tinted,
territory borders, sea links (Alaska and the Far East meet across the left and right edges),
each territory's owner colour, stack of soldiers, horses and cannons, catapults and
well-towers, the capitals, the lords and the shields cards left standing; the continent
bonuses in the legend; in the open sea, the last battle (both sides' dice, or the sorcery
duel) and the political events with what they leave in force; the round, the army to play and
its action points; a card per army (grain, public by ruling W1; territories, units, engines,
capitals taken, lords captured; its lord card in the monarch edition; tags for its lord held,
its grudges, truces, armed reactions, discounts, free machines, ransoms and action points
owed). It reads the public keys only, never ``me``: no mission, hand or lord offer reaches it
(missions appear in the armies' cards once the game is over, when the view makes them public).

With a ``BoardFrame`` (issue 26) each army's card also names its player under the band
(``bot.render.seat_legend``: who is to move and until when), and the areas the frame marks are
outlined. ``board_areas(view, locale)``: the parts of the board a player can name (``areas``):
every territory, each continent (a group), each army's card, the last battle and the events.
Text on the map is drawn large enough for the focus picture it falls in (``readable``): a
continent's picture is as wide as the continent, so Asia's and North America's labels, values
and stacks are larger than crowded Europe's.

``render_private(view, locale)``: one seat's own picture for its DM — its secret mission (or
the two it is offered), the two lord cards it is offered in the monarch edition, and its
domestic-affairs hand; ``None`` for a view with no seat.

Modules: ``board`` (the whole picture), ``layout`` and ``geometry`` (where its parts lie),
``areas`` (the board's named areas), ``readable`` (the least text sizes for the phone),
``map`` (the printed map, cached per locale, and the mask the owner colours are painted
through), ``pieces`` (what stands on the map), ``legend``
(continent bonuses and the key), ``battle_box`` (the last battle), ``events_box`` (the
political events), ``panel`` (the header and the armies' cards), ``seat_notes`` (an army's
lord card and tags), ``private`` (a seat's mission, lord offer and hand), ``lord_cards`` (a
lord card offered), ``icons`` (emblems, dice, shields), ``words`` (catalog words), ``palette``
(the colours). The numbers come from the view and the engine (``bot.games.worldwar.engine.state``
for the rounds and action points, the content loaders for the map and the cards); nothing here
reads the content files.
"""

from __future__ import annotations

from PIL import Image

from bot.engine.base import View
from bot.games.worldwar.render import map as _map
from bot.games.worldwar.render.areas import board_areas
from bot.games.worldwar.render.board import PUBLIC_KEYS, draw_board, render_board, territory_point
from bot.games.worldwar.render.palette import COLOURS, army, continent_colour
from bot.games.worldwar.render.private import render_private


def board_image(view: View, locale: str) -> Image.Image:
    """The full public picture at its final size."""
    return draw_board(view, locale).picture()


def warm_up(locales: tuple[str, ...] = ("en", "zh-TW", "zh-CN")) -> None:
    """Draw the cached layers (the printed map and its mask per locale) ahead of the first
    board."""
    for locale in locales:
        _map.base_layer(locale)
        _map.band_pieces(locale)


def clear_caches() -> None:
    """Forget every drawn layer, so that the next picture draws everything again."""
    for cached in (_map.printed, _map.band_pieces, _map.labels, _map.id_map):
        cached.cache_clear()


__all__ = [
    "COLOURS",
    "PUBLIC_KEYS",
    "army",
    "board_areas",
    "board_image",
    "clear_caches",
    "continent_colour",
    "render_board",
    "render_private",
    "territory_point",
    "warm_up",
]
