"""Focus pictures: a part of a big board cut out so that it reads on a phone (issue 26).

Discord shows a picture about 400 pixels wide on a phone. A whole board (1,400 to 2,200 pixels
wide) shrinks to a third of its size or less, and its labels become noise; a cut-out no wider
than :data:`FOCUS_MAX_WIDTH` shrinks by 0.7 at most, so text the board draws at 11.2 pixels or
more stays at least :data:`SMALLEST_TEXT` (8) pixels tall there. The turn post carries one
round what its moves changed, ``/game status area:`` one round the area asked for.

The rule a game's board meets, held by tests/render/test_phone_view.py: for every
``BoardArea``, all text drawn inside :func:`focus_box` of its box is at least 8 pixels tall
once the cut-out is shown :data:`PHONE_WIDTH` wide (:func:`phone_size`).
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image

from bot.render.board_frame import Box
from bot.render.common import to_png

PHONE_WIDTH = 400  # pixels a phone's Discord gives a picture
SMALLEST_TEXT = 8.0  # pixels: the smallest text we accept there
FOCUS_MIN_WIDTH = 400.0  # a narrower cut-out would be shown no larger, only with less around it
FOCUS_MAX_WIDTH = 560.0  # so text of 11.2 pixels reads at 8
CONTEXT = 24.0  # pixels of the board kept round the areas
ASPECT = 0.75  # a cut-out at least this tall for its width (a phone scrolls down, not across)


def phone_size(size: float, box_width: float) -> float:
    """How tall text of ``size`` pixels is on a phone that shows a ``box_width`` cut-out."""
    return size * min(1.0, PHONE_WIDTH / box_width)


def focus_box(board: tuple[float, float], boxes: Sequence[Box]) -> Box:
    """The cut-out of a ``board`` (width, height) that shows ``boxes``: their union with some
    of the board round it, widened to FOCUS_MIN_WIDTH and ASPECT, kept inside the board.
    Boxes spread wider or taller than FOCUS_MAX_WIDTH: the window of that size holding the
    most of them (on a tie, the one with the box given first), the others left to the whole
    board. A single box larger than that (a continent) is shown whole."""
    if not boxes:
        raise ValueError("a focus needs at least one box")
    chosen = _most_in_window(boxes)
    left = min(box[0] for box in chosen) - CONTEXT
    top = min(box[1] for box in chosen) - CONTEXT
    right = max(box[2] for box in chosen) + CONTEXT
    bottom = max(box[3] for box in chosen) + CONTEXT
    width = max(right - left, FOCUS_MIN_WIDTH)
    height = max(bottom - top, width * ASPECT)
    return _inside(board, (left + right - width) / 2, (top + bottom - height) / 2, width, height)


def _most_in_window(boxes: Sequence[Box]) -> list[Box]:
    """The boxes that fit one window of FOCUS_MAX_WIDTH each way (with CONTEXT round them)
    together, the most of them; all of them when they fit. On a tie, the window holding the
    box given first: a game lists its map's areas before its panels, so the map wins."""
    room = FOCUS_MAX_WIDTH - 2 * CONTEXT
    if _span(boxes, 0) <= room and _span(boxes, 1) <= room:
        return list(boxes)
    best: list[Box] = []
    best_first = len(boxes)
    for left in sorted({box[0] for box in boxes}):
        for top in sorted({box[1] for box in boxes}):
            inside = [
                box
                for box in boxes
                if left <= box[0]
                and box[2] <= left + room
                and top <= box[1]
                and box[3] <= top + room
            ]
            first = min((boxes.index(box) for box in inside), default=len(boxes))
            if (len(inside), -first) > (len(best), -best_first):
                best, best_first = inside, first
    return best or [boxes[0]]


def _within(box: Box, window: Box) -> bool:
    return (
        window[0] <= box[0] and box[2] <= window[2] and window[1] <= box[1] and box[3] <= window[3]
    )


def _span(boxes: Sequence[Box], axis: int) -> float:
    """How far the boxes reach along an axis (0: across, 1: down)."""
    return max(box[axis + 2] for box in boxes) - min(box[axis] for box in boxes)


def _inside(
    board: tuple[float, float], left: float, top: float, width: float, height: float
) -> Box:
    """A width x height box at (left, top) moved (and, if larger, cut) to lie on the board."""
    width, height = min(width, board[0]), min(height, board[1])
    left = min(max(0.0, left), board[0] - width)
    top = min(max(0.0, top), board[1] - height)
    return (left, top, left + width, top + height)


def focus_png(board_png: bytes, box: Box) -> bytes:
    """The cut-out ``box`` of a board picture (slow: decode and encode; off the event loop)."""
    with Image.open(io.BytesIO(board_png)) as board:
        left, top, right, bottom = (round(edge) for edge in box)
        return to_png(board.crop((left, top, right, bottom)))
