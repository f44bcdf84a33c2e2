"""Each seat's shape: the cue for who owns a piece that does not depend on colour (issue 26).

Seat colours are chosen to stay apart for colour-blind players, but a colour alone still fails
on a grey screen, in print, or for a player who cannot name it. So every owned piece, outline
or marker on a channel board also carries its seat's mark, a small shape drawn the same way in
every game and every language (a letter would need the locale's font and clash with the
counts printed on the pieces): seat 0 a circle, 1 a triangle, 2 a square, 3 a diamond,
4 a cross, then round again.

Renderers call :func:`seat_mark`, naming what the mark is on ("meeple", "band"); a test wraps
a render in :func:`recording` to learn which marks were placed on what for which seat, and
compares them with the owned things of the view, without reading pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from bot.render.canvas import Canvas, Point
from bot.render.palette import RGB
from bot.render.recorder import Recorder

SHAPES: tuple[str, ...] = ("circle", "triangle", "square", "diamond", "cross")


@dataclass(frozen=True)
class Placed:
    """One mark drawn: whose, on what, where (logical pixels)."""

    seat: int
    what: str
    centre: Point


# The marks placed while a test records. None: nobody asks, and drawing costs nothing more.
_placed: Recorder[Placed] = Recorder("seat_marks")
recording = _placed.recording  # collect every mark drawn inside the block


def shape_of(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


def seat_mark(
    canvas: Canvas, seat: int, centre: Point, size: float, fill: RGB, halo: RGB, what: str
) -> None:
    """Seat ``seat``'s shape, ``size`` logical pixels across, in ``fill`` inside a ``halo``
    (a contrasting edge about a sixth of the size wide, so it reads on any background).
    ``what`` names the thing it marks, for :func:`recording`."""
    placed = _placed.active
    if placed is not None:
        placed.append(Placed(seat, what, centre))
    edge = max(1.0, size * 0.17)
    _shape(canvas, shape_of(seat), centre, size / 2 + edge, halo)
    _shape(canvas, shape_of(seat), centre, size / 2, fill)


def _shape(canvas: Canvas, shape: str, centre: Point, radius: float, fill: RGB) -> None:
    x, y = centre
    if shape == "circle":
        canvas.circle(centre, radius * 0.85, fill=fill)  # as heavy to the eye as the others
    elif shape == "triangle":  # pointing up, its centroid a little low so it looks centred
        canvas.polygon(_regular(x, y + radius * 0.15, radius * 1.1, 3, -90), fill)
    elif shape == "square":
        r = radius * 0.8
        canvas.rect((x - r, y - r, x + r, y + r), fill=fill)
    elif shape == "diamond":
        canvas.polygon(_regular(x, y, radius * 1.05, 4, -90), fill)
    else:  # a plus-shaped cross, its arms a third of its width
        arm = radius * 0.36
        canvas.rect((x - radius, y - arm, x + radius, y + arm), fill=fill)
        canvas.rect((x - arm, y - radius, x + arm, y + radius), fill=fill)


def _regular(x: float, y: float, radius: float, sides: int, start: float) -> list[Point]:
    """The corners of a regular polygon around (x, y), the first at ``start`` degrees."""
    turns = [math.radians(start + 360 * k / sides) for k in range(sides)]
    return [(x + radius * math.cos(a), y + radius * math.sin(a)) for a in turns]
