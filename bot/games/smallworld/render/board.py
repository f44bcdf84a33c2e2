"""The whole Small World board: the cached printed map, the pieces of this view over it, and
the side panel beside it with the players' names; the areas a move changed outlined."""

from __future__ import annotations

from functools import lru_cache

from bot.engine.base import View
from bot.games.smallworld.engine.maps.shapes import Point, board_shapes
from bot.games.smallworld.render.areas import board_areas, map_top
from bot.games.smallworld.render.map import MARGIN, base_map, scaled
from bot.games.smallworld.render.palette import COLOURS as C
from bot.games.smallworld.render.panel import PANEL_WIDTH, draw_panel, panel_height
from bot.games.smallworld.render.pieces import draw_region_pieces
from bot.render.area_marks import mark_areas
from bot.render.board_frame import BoardFrame
from bot.render.canvas import SCALE, Canvas

PALETTE_COLOURS = 256  # the PNG is palette-reduced to stay small
# zlib level 3, not the palette default 2: the largest five-player board of the benchmark
# 194 -> 187 KiB (issue 29: at most 200 KB) for ~0.8 ms, and still ~0.8 ms less than level 2
# took on the old scattered texture (docs/benchmarks.md, "Cheaper boards, second pass").
PNG_LEVEL = 3


def render_board(view: View, locale: str, frame: BoardFrame | None = None) -> bytes:
    """The public board as PNG bytes; ``frame``: the players' names and what to outline."""
    return draw_board(view, locale, frame).finish(colours=PALETTE_COLOURS)


def draw_board(view: View, locale: str, frame: BoardFrame | None = None) -> Canvas:
    """The board drawn from the public view only (coins never appear)."""
    players = int(view["map"])
    printed = base_map(players)
    map_w, map_h = printed.width / SCALE, printed.height / SCALE
    height = max(map_h, panel_height(view))
    canvas = Canvas(map_w + PANEL_WIDTH, height, C, locale, png_level=PNG_LEVEL)
    top = map_top(view)
    canvas.paste(printed, (0, top))
    anchors = _counter_spots(players, top)
    for region in view.get("regions") or []:
        draw_region_pieces(canvas, region, anchors[int(region["id"])], locale)
    draw_panel(canvas, view, locale, map_w, frame)
    if frame and frame.marked:  # areas cost a little: only worked out when some are marked
        mark_areas(canvas, board_areas(view, locale), frame.marked)
    return canvas


@lru_cache(maxsize=16)
def _counter_spots(players: int, top: float) -> dict[int, Point]:
    """Where each region's counter stands on a board whose map is ``top`` down: the same on
    every board of a game, so worked out once."""
    origin = (MARGIN, top + MARGIN)
    return {rid: scaled(spots, origin)[0] for rid, spots in board_shapes(players).anchors.items()}


def region_anchor(view: View, rid: int) -> Point:
    """Where a region's counter stands on the final picture."""
    x, y = board_shapes(int(view["map"])).anchors[rid][0]
    return scaled([(x, y)], (MARGIN, map_top(view) + MARGIN))[0]
