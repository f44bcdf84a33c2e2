"""Where everything lies on the Sun Tzu board, in logical pixels (the PNG's).

One place for the geometry, read by the drawing (``board``, ``commanders``) and by the board's
areas (``areas``), so that an area's box is where its contents are drawn. Nothing here depends
on the table's frame (the players' names): the same view gives the same boxes with any frame.
"""

from __future__ import annotations

from bot.games.suntzu.render.words import TRACK_REACH
from bot.render.canvas import Box

BOARD_WIDTH = 1400
# BOTTOM_H holds a commander's panel: its band, the player's tag (issue 26), three figures and
# the warlords.
HEADER_H, TRACK_H, PROVINCE_H, BOTTOM_H = 86, 90, 490, 276
MARGIN = 32
BOARD_HEIGHT = MARGIN - 8 + HEADER_H + 14 + TRACK_H + 20 + PROVINCE_H + 20 + BOTTOM_H + MARGIN

HEADER_TOP = MARGIN - 8
TRACK_TOP = HEADER_TOP + HEADER_H + 14
PROVINCES_BOX: Box = (
    MARGIN,
    TRACK_TOP + TRACK_H + 20,
    BOARD_WIDTH - MARGIN,
    TRACK_TOP + TRACK_H + 20 + PROVINCE_H,
)
BOTTOM_TOP = PROVINCES_BOX[3] + 20

ROUND_STEP, ROUND_RADIUS = 52, 19  # the round track in the header
TRACK_CAP = 150  # the width of each end of the score track
SIDE_W = 380  # a commander's panel
RESERVE_H, RESERVE_GAP = 72, 24  # the reserve's box, under the event's
EVENT_H = BOTTOM_H - RESERVE_H - RESERVE_GAP  # the event's box: what the panels leave
# The score track's area is the stretch round the marker this many steps wide: the whole
# track (1,336 px) would be cut out too wide for a phone to read (bot.render.focus).
TRACK_WINDOW_STEPS = 7
WINDOW_PAD = 4  # round the steps, so that an outline does not cover their edges


def score_cells(top: float) -> tuple[float, float, float]:
    """The score track's first step's left edge, a step's width and the track's middle y."""
    left, right = MARGIN, BOARD_WIDTH - MARGIN
    cells = 2 * TRACK_REACH + 1
    cell = (right - left - 2 * TRACK_CAP - 16) / cells
    return left + TRACK_CAP + 8, cell, top + 26 + (TRACK_H - 26) / 2


def marker_x(marker: int) -> float:
    """The middle of the score track's step where the marker stands (clamped to the ends)."""
    track_left, cell, _mid_y = score_cells(TRACK_TOP)
    step = max(-TRACK_REACH, min(TRACK_REACH, marker))
    return track_left + (step + TRACK_REACH) * cell + cell / 2


def track_window(marker: int) -> Box:
    """The score track round the marker: TRACK_WINDOW_STEPS whole steps and the room of an
    outline round them, kept on the track. The lead's caption above the middle step stays out
    of it (an outline would cross it when the marker is off the middle); the focus picture's
    margin shows it."""
    _left, cell, _mid_y = score_cells(TRACK_TOP)
    width = TRACK_WINDOW_STEPS * cell + 2 * WINDOW_PAD
    left = marker_x(marker) - width / 2
    left = min(max(MARGIN - WINDOW_PAD, left), BOARD_WIDTH - MARGIN + WINDOW_PAD - width)
    return (left, TRACK_TOP + 20, left + width, TRACK_TOP + TRACK_H + WINDOW_PAD)


def commander_box(seat: int, top: float = BOTTOM_TOP) -> Box:
    left = MARGIN if seat == 0 else BOARD_WIDTH - MARGIN - SIDE_W
    return (left, top, left + SIDE_W, top + BOTTOM_H)


def middle_box(top: float = BOTTOM_TOP) -> Box:
    """Between the commanders: the event above, the reserve below."""
    return (MARGIN + SIDE_W + 20, top, BOARD_WIDTH - MARGIN - SIDE_W - 20, top + BOTTOM_H)


def event_box(top: float = BOTTOM_TOP) -> Box:
    left, top, right, _bottom = middle_box(top)
    return (left, top, right, top + EVENT_H)


def reserve_box(top: float = BOTTOM_TOP) -> Box:
    left, _top, right, bottom = middle_box(top)
    return (left, bottom - RESERVE_H, right, bottom)
