"""The players on the board (issue 26): one tag per seat with its mark in its colour, the
player's name, and, for a seat the game waits for, "to move" and the deadline.

Every game draws its legend in its own look and place; the tag is the same everywhere, so a
player learns it once. A tag is two lines in a fixed box (the board's layout never depends on
the names): the mark and the name, bold and on a highlighted pill for a seat to move; under
it what the seat is (its label) or, for a seat to move, "to move · until Sat 14:00 UTC".
"""

from __future__ import annotations

from bot.i18n import t
from bot.render.board_frame import Box, SeatTag
from bot.render.canvas import Canvas
from bot.render.drawable_names import drawable
from bot.render.palette import RGB, WHITE, lightness
from bot.render.seat_marks import seat_mark

NAME_SIZE = 14.0  # logical pixels: the smallest a board draws a name at
NOTE_SIZE = 11.0  # the second line (label, "to move", deadline)
SMALLEST = 10.0  # a long name shrinks to this, then is cut with "…"
TAG_HEIGHT = 40.0  # the box a tag needs at these sizes, padding included


def tag_text(locale: str | None, seat: int, tag: SeatTag | None, label: str) -> tuple[str, str]:
    """The two lines of a seat's tag: the name (the label when the table names nobody) and
    the note under it."""
    if tag is None:
        return label, ""
    name = drawable(tag.name, locale, label)
    if tag.bot:
        name = t(locale, "board-bot-name", name=name)
    if tag.to_move and tag.deadline:
        return name, t(locale, "board-to-move-until", when=tag.deadline)
    if tag.to_move:
        return name, t(locale, "board-to-move")
    return name, label


def seat_tag(
    canvas: Canvas,
    box: Box,
    seat: int,
    tag: SeatTag | None,
    label: str,
    colour: RGB,
    highlight: RGB,
    ink: RGB,
    muted: RGB,
) -> None:
    """Seat ``seat``'s tag in ``box`` (left, top, right, bottom; TAG_HEIGHT tall is enough).
    ``colour``: the seat's; ``highlight``: the pill behind a seat to move; ``ink`` and
    ``muted``: the text's colours on the board's ground."""
    left, top, right, bottom = box
    to_move = tag is not None and tag.to_move
    name, note = tag_text(canvas.type.locale, seat, tag, label)
    if to_move:
        canvas.rect(box, fill=highlight, radius=(bottom - top) / 4)
        canvas.rect((left, top, left + 4, bottom), fill=colour)
    middle = top + (bottom - top) / 2
    name_y = middle - (NOTE_SIZE * 0.6 if note else 0)
    mark = NAME_SIZE * 1.15
    edge = edge_for(colour, ink)
    seat_mark(canvas, seat, (left + 8 + mark / 2, name_y), mark, colour, edge, "legend")
    text_left = left + 8 + mark + 6
    width = right - text_left - 4
    name_at = (text_left, name_y)
    canvas.fitted_text(name_at, name, NAME_SIZE, width, ink, to_move, "lm", SMALLEST)
    if note:
        note_y = middle + NAME_SIZE * 0.55
        canvas.fitted_text(
            (text_left, note_y),
            note,
            NOTE_SIZE,
            width,
            ink if to_move else muted,
            bold=to_move,
            anchor="lm",
            smallest=SMALLEST,
        )


def edge_for(colour: RGB, ink: RGB) -> RGB:
    """The mark's edge: the ink, unless the seat's colour is about as dark (then white)."""
    return WHITE if abs(lightness(colour) - lightness(ink)) < 60 else ink
