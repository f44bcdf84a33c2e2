"""Who plays (issue 26): a strip of seat tags under the map, one per seat, with the seat's mark
in its colour, the player's name and what the seat is (its colour and faction), or for a seat
the game waits for "to move · until …" on a highlighted tag.

The strip lies under the map, not in the seats' rows on the right: a seat's row is as wide as
the panel, so its focus picture (``bot.render.focus``) is shown at 0.6 of its size on a phone,
where the tag's small second line would no longer read; under the map it only falls in the
focus of a region or a kingdom, shown at full size. Its room is the same whatever the names
(the frame moves nothing), so the areas' boxes do not depend on who plays.
"""

from __future__ import annotations

import math
from functools import cache

from bot.engine.base import View
from bot.games.tek.render.palette import COLOURS as C
from bot.games.tek.render.palette import seat_colour
from bot.games.tek.render.words import player_name, seat_name
from bot.i18n import t
from bot.render.board_frame import BoardFrame, Box
from bot.render.canvas import Canvas
from bot.render.palette import mix
from bot.render.panels import panel
from bot.render.seat_legend import TAG_HEIGHT, seat_tag

PAD = 8.0  # inside the strip's frame
GAP = 10.0  # between two tags
ROW_GAP = 6.0
SMALLEST_TAG = 230.0  # narrower, "to move · until <deadline>" is cut before the time


def columns(seats: int, width: float) -> int:
    """How many tags stand in a row: as many as fit at SMALLEST_TAG, balanced over the rows
    (four seats in a narrow strip make two rows of two, not three and one)."""
    fit = max(1, int((width - 2 * PAD + GAP) // (SMALLEST_TAG + GAP)))
    rows = math.ceil(max(1, seats) / fit)
    return math.ceil(max(1, seats) / rows)


def strip_height(seats: int, width: float) -> float:
    rows = math.ceil(max(1, seats) / columns(seats, width))
    return 2 * PAD + rows * TAG_HEIGHT + (rows - 1) * ROW_GAP


def tag_boxes(seats: int, box: Box) -> list[Box]:
    """Each seat's tag in the strip ``box``, row by row."""
    left, top, right, _bottom = box
    cols = columns(seats, right - left)
    width = (right - left - 2 * PAD - (cols - 1) * GAP) / cols
    boxes: list[Box] = []
    for seat in range(seats):
        row, col = divmod(seat, cols)
        x = left + PAD + col * (width + GAP)
        y = top + PAD + row * (TAG_HEIGHT + ROW_GAP)
        boxes.append((x, y, x + width, y + TAG_HEIGHT))
    return boxes


def seat_label(view: View, locale: str, seat: int) -> str:
    """What a seat is on this board: its colour, and its faction once chosen."""
    colour = seat_name(locale, seat)
    faction = player_name(locale, view, seat)
    return colour if faction == colour else _with_faction(locale, colour, faction)


@cache
def _with_faction(locale: str, colour: str, faction: str) -> str:
    return t(locale, "tek-seat-with-faction", colour=colour, faction=faction)


def draw_players(
    canvas: Canvas, view: View, locale: str, frame: BoardFrame | None, box: Box
) -> None:
    """The strip in ``box``: the frame's names, or the seats' labels when it names nobody."""
    seats = len(view.get("seats") or [])
    panel(canvas, box, C.panel, C.faint, 1.2, 12)
    tags = frame.seats if frame is not None else ()
    highlight = mix(C.gold, C.panel, 0.72)
    for seat, spot in enumerate(tag_boxes(seats, box)):
        tag = tags[seat] if seat < len(tags) else None
        label = seat_label(view, locale, seat)
        seat_tag(canvas, spot, seat, tag, label, seat_colour(seat), highlight, C.ink, C.muted)
