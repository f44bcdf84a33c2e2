"""The Small World board: the map with its pieces, and beside it the market, the turn track
and every player's races, drawn with the drawing toolkit of ``bot.render``.

The picture is drawn from the public view only (coins never appear). The map itself (terrain,
region numbers, printed symbols, mountains) depends on nothing but the player count, so it is
drawn once per map and cached (``map.base_map``); so is the panel's key, once per locale
(``panel.key_layer``), and the pieces' soft shadows (``bot.render.canvas.shadow_mask``). Pieces
and the rest of the side panel are drawn over a copy for each view.

Printed things (region numbers, mine, magic source, cavern) are ink on the terrain; pieces
(race counters, Lost Tribes, markers) are round tokens with a rim and a shadow, so that what
can move stands apart from what is printed.

``render_private`` draws one seat's own picture (``private``): its coins, tokens in hand and
races with the reminders of their powers, what the private prompt also says in words (see
``prompts.prompt.private_summary``).

``board_areas`` names the board's parts (``areas``: regions with their outlines from
``outlines``, the panel's rows) for focus pictures and the outlines of what a move changed.

Modules: ``board`` (the whole picture), ``map`` (the printed map), ``pieces`` (what stands on
it), ``panel`` (the side panel), ``icons`` (emblems), ``palette`` (the colours), ``areas`` and
``outlines`` (the board's named parts), ``private`` (a seat's own picture).
"""

from __future__ import annotations

from PIL import Image

from bot.engine.base import View
from bot.games.smallworld.render import map as printed_map
from bot.games.smallworld.render import panel
from bot.games.smallworld.render.areas import board_areas
from bot.games.smallworld.render.board import draw_board, region_anchor, render_board
from bot.games.smallworld.render.palette import COLOURS
from bot.games.smallworld.render.pieces import race_badge
from bot.games.smallworld.render.private import render_private


def board_image(view: View, locale: str) -> Image.Image:
    """The full public picture at its final size."""
    return draw_board(view, locale).picture()


def clear_caches() -> None:
    """Forget the drawn maps and keys, so that the next picture draws them again (tests that
    watch what is drawn)."""
    for cached in (printed_map.base_map, panel.key_layer):
        cached.cache_clear()


__all__ = [
    "COLOURS",
    "board_areas",
    "board_image",
    "clear_caches",
    "race_badge",
    "region_anchor",
    "render_board",
    "render_private",
]
