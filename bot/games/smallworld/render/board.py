"""The whole Small World board: the cached printed map, the pieces of this view over it, and
the side panel beside it."""

from __future__ import annotations

from bot.engine.base import View
from bot.games.smallworld.engine.maps.shapes import Point, board_shapes
from bot.games.smallworld.render.map import MARGIN, base_map, scaled
from bot.games.smallworld.render.palette import COLOURS as C
from bot.games.smallworld.render.panel import PANEL_WIDTH, draw_panel, panel_height
from bot.games.smallworld.render.pieces import draw_region_pieces
from bot.render.board_frame import BoardFrame
from bot.render.canvas import SCALE, Canvas

PALETTE_COLOURS = 256  # the PNG is palette-reduced to stay small


def render_board(view: View, locale: str, frame: BoardFrame | None = None) -> bytes:
    """The public board as PNG bytes."""
    return draw_board(view, locale).finish(colours=PALETTE_COLOURS)


def draw_board(view: View, locale: str) -> Canvas:
    """The board drawn from the public view only (coins never appear)."""
    players = int(view["map"])
    printed = base_map(players)
    map_w, map_h = printed.width / SCALE, printed.height / SCALE
    canvas = Canvas(map_w + PANEL_WIDTH, max(map_h, panel_height(view)), C, locale)
    top = map_top(view)
    canvas.paste(printed, (0, top))
    anchors = board_shapes(players).anchors
    origin = (MARGIN, top + MARGIN)
    for region in view.get("regions") or []:
        anchor = scaled(anchors[int(region["id"])], origin)[0]
        draw_region_pieces(canvas, region, anchor, locale)
    draw_panel(canvas, view, locale, map_w)
    return canvas


def map_top(view: View) -> float:
    """How far down the map stands: a map shorter than the panel sits in the middle."""
    map_h = base_map(int(view["map"])).height
    height = max(map_h, round(panel_height(view) * SCALE))
    return (height - map_h) // 2 / SCALE


def region_anchor(view: View, rid: int) -> Point:
    """Where a region's counter stands on the final picture."""
    x, y = board_shapes(int(view["map"])).anchors[rid][0]
    return scaled([(x, y)], (MARGIN, map_top(view) + MARGIN))[0]
