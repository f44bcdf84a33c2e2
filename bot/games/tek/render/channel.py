"""The board as the channel sees it (issue 26): the public picture with the table's frame, the
players' names in their strip and the areas the frame names outlined, reduced to a palette."""

from __future__ import annotations

from bot.engine.base import View
from bot.games.tek.render.areas import board_areas
from bot.games.tek.render.board import draw_board
from bot.render.area_marks import mark_areas
from bot.render.board_frame import BoardFrame

PALETTE_COLOURS = 256  # the PNG is palette-reduced to stay small


def render_board(view: View, locale: str, frame: BoardFrame | None = None) -> bytes:
    """The public board as PNG bytes, labelled in ``locale``, with ``frame``'s names and
    outlines (none: the seats are named by their colours)."""
    canvas = draw_board(view, locale, frame)
    if frame is not None and frame.marked:
        mark_areas(canvas, board_areas(view, locale), frame.marked)
    return canvas.finish(colours=PALETTE_COLOURS)
