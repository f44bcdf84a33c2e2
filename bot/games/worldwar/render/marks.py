"""World War's owned things with their army's mark (issue 26): the shape that says whose a
territory, a stack, a capital, a lord or a shield is for players who cannot tell the armies'
colours apart (bot.render.seat_marks)."""

from __future__ import annotations

from bot.games.worldwar.render.palette import COLOURS as C
from bot.render.canvas import Canvas, Point
from bot.render.seat_marks import seat_mark


def army_mark(canvas: Canvas, seat: int, at: Point, size: float, what: str) -> None:
    """A seat's mark in ink on a pale edge: it reads on an army's colour and on the map."""
    seat_mark(canvas, seat, at, size, C.ink, C.plate, what)


def corner_mark(canvas: Canvas, seat: int, centre: Point, icon: float, what: str) -> None:
    """A seat's mark at the lower right of an icon ``icon`` wide centred on ``centre`` (a
    capital's star, a lord's crown, a shield), where the icon's colour alone said whose."""
    x, y = centre
    army_mark(canvas, seat, (x + icon * 0.38, y + icon * 0.3), max(7.0, icon * 0.42), what)
