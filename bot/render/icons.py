"""Small pieces drawn the same way by every game: round tokens with a rim and a soft shadow,
numbered discs (counts, coins, track steps), stars, and numbered tracks of discs."""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from bot.render.canvas import Canvas, Point
from bot.render.palette import RGB


def token(
    canvas: Canvas,
    centre: Point,
    radius: float,
    fill: RGB,
    rim: RGB,
    rim_width: float,
    shadow: bool = True,
) -> None:
    """A round playing piece: a soft drop shadow, a rim, a face. Draw its emblem after."""
    x, y = centre
    box = (x - radius, y - radius, x + radius, y + radius)
    if shadow:
        offset = (radius * 0.12, radius * 0.18)
        canvas.shadow(box, offset, blur=radius * 0.12, opacity=0.43, round_shape=True)
    canvas.circle(centre, radius, fill=rim)
    canvas.circle(centre, radius - rim_width, fill=fill)


def badge(
    canvas: Canvas,
    centre: Point,
    radius: float,
    value: str,
    fill: RGB,
    ink: RGB,
    outline: RGB | None = None,
    width: float = 1,
    size: float | None = None,
    bold: bool = True,
) -> None:
    """A disc with a short text in it (a count, a coin's value, a step of a track)."""
    canvas.circle(centre, radius, fill=fill, outline=outline, width=width)
    canvas.text(centre, value, size or radius, ink, bold)


def star(canvas: Canvas, centre: Point, reach: float, inner: float, points: int, fill: RGB) -> None:
    """A star with ``points`` points, the first straight up; ``inner`` is the waist's reach."""
    x, y = centre
    corners = []
    for index in range(2 * points):
        angle = math.pi / points * index - math.pi / 2
        length = reach if index % 2 == 0 else inner
        corners.append((x + length * math.cos(angle), y + length * math.sin(angle)))
    canvas.polygon(corners, fill)


@dataclass(frozen=True)
class Step:
    """How one disc of a track looks: passed, current or still to come."""

    fill: RGB | None
    ink: RGB
    outline: RGB | None = None
    width: float = 1
    grow: float = 0  # drawn this much larger than the others
    bold: bool = False


def track(
    canvas: Canvas,
    centres: Sequence[Point],
    current: int,
    radius: float,
    size: float,
    passed: Step,
    now: Step,
    coming: Step,
    ringed: Collection[int] = (),
    ring: tuple[RGB, float, float] | None = None,
) -> None:
    """Discs numbered 1, 2, … at ``centres`` (a round or turn track); number ``current`` is
    ``now``. Numbers in ``ringed`` get a second ring: ``ring`` = (colour, gap, width)."""
    for number, centre in enumerate(centres, start=1):
        if number < current:
            step = passed
        elif number == current:
            step = now
        else:
            step = coming
        canvas.circle(centre, radius + step.grow, step.fill, step.outline, step.width)
        if ring and number in ringed:
            colour, gap, width = ring
            canvas.circle(centre, radius + gap, outline=colour, width=width)
        canvas.text(centre, str(number), size, step.ink, step.bold)
