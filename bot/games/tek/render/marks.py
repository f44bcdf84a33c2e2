"""Tiny Epic Kingdoms' owned pieces with their seat's mark (issue 26): a meeple says whose it
is by its colour and, for players who cannot tell the colours apart, by the shape on its
chest; a card's name band and a seat's colour bar carry the same shape."""

from __future__ import annotations

from bot.games.tek.render.icons import meeple
from bot.games.tek.render.palette import COLOURS as C
from bot.games.tek.render.palette import seat_colour
from bot.render.canvas import Canvas, Point
from bot.render.palette import WHITE
from bot.render.seat_marks import seat_mark


def marked_meeple(
    canvas: Canvas, at: Point, s: float, seat: int, down: bool = False, what: str = "meeple"
) -> None:
    """A seat's meeple (see icons.meeple) with the seat's mark on its body; the Lost
    Kingdom's grey meeples (seat -1) belong to nobody and carry none."""
    meeple(canvas, at, s, seat_colour(seat), down)
    if seat < 0:
        return
    x, y = at
    # the body's widest part: below the head when standing, left of it when lying down
    body = (x - s * 0.3, y + s * 0.05) if down else (x, y + s * 0.3)
    seat_mark(canvas, seat, body, s * 0.62, C.ink, WHITE, what)


def band_mark(canvas: Canvas, seat: int, at: Point, size: float, what: str) -> None:
    """A seat's mark on its colour band, bar or disc, ringed in white to read on any colour."""
    seat_mark(canvas, seat, at, size, C.ink, WHITE, what)
