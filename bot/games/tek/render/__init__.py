"""The Tiny Epic Kingdoms board: the territory cards as hex flowers with their meeples, the
action card with its shields, the tower card, the war and a row per seat, drawn with the
drawing toolkit of ``bot.render``.

The public picture is drawn from the public view only: a war shows who has bid, never what, and
a follow choice shows only that it was made. Each card face is drawn once and cached; the
pieces, the cards' name bands and the panel are drawn over copies for each view.

``render_private`` draws one seat's own picture: its row (resources, magic with its faction's
costs, tower and meeples), what it may do now, its sealed bid or follow choice, which only that
seat may see, and its faction card with the five powers; it returns ``None`` for a view with no
seat.

The channel board (issue 26) also names the players in a strip under the map (from the table's
``BoardFrame``), and ``board_areas`` names its parts (regions, kingdoms, the panel's cards and
rows) with what each shows, for focus pictures and the outlines of what a move changed.

Modules: ``channel`` (the channel's picture: board, frame, outlines), ``board`` (the whole
picture and its layout), ``areas`` (the board's named parts), ``map`` (the printed territory
cards), ``pieces`` (meeples, tokens, alliance and war marks on the map), ``players`` (the
players' strip), ``panel`` (title, action card, tower card, war, seats), ``legend`` (the key),
``private`` and ``now`` (a seat's own picture and its step in words), ``icons`` (emblems),
``geometry`` (where things lie), ``words`` (catalog labels), ``palette`` (the colours). The
numbers come from the engine: what a seat pays now from its view (``costs``), the printed cards
and the game's limits from ``bot.games.tek.engine.content``; nothing here reads the content files.
"""

from __future__ import annotations

from PIL import Image

from bot.engine.base import View
from bot.games.tek.render import cards, legend, seats
from bot.games.tek.render.areas import board_areas
from bot.games.tek.render.board import PUBLIC_KEYS, draw_board, region_centre
from bot.games.tek.render.channel import render_board
from bot.games.tek.render.map import card_layer
from bot.games.tek.render.palette import COLOURS, seat_colour
from bot.games.tek.render.private import render_private


def board_image(view: View, locale: str) -> Image.Image:
    """The full public picture at its final size."""
    return draw_board(view, locale).picture()


def clear_caches() -> None:
    """Forget every drawn layer (card faces, the printed cards, the key, the seats' rows), so
    that the next picture draws everything again (tests that watch what is drawn)."""
    for cached in (
        card_layer,
        cards._action_card,
        cards._tower_card,
        seats._seat_base,
        legend._legend,
    ):
        cached.cache_clear()


__all__ = [
    "COLOURS",
    "PUBLIC_KEYS",
    "board_areas",
    "board_image",
    "clear_caches",
    "region_centre",
    "render_board",
    "render_private",
    "seat_colour",
]
