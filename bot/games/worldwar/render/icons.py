"""The small emblems of World War, drawn with the canvas's shapes: a soldier, a horse, a
cannon, a catapult, a well-tower, the capital's star, the lord's crown and a sack of grain.
Each is centred on ``at`` and about ``size`` logical pixels tall."""

from __future__ import annotations

import math

from bot.games.worldwar.render.palette import COLOURS as C
from bot.render.canvas import Canvas, Point
from bot.render.icons import star
from bot.render.palette import RGB, lightness, mix


def soldier(canvas: Canvas, at: Point, size: float, ink: RGB) -> None:
    """A pawn: a round head over a bell of a body."""
    x, y = at
    s = size
    canvas.circle((x, y - s * 0.24), s * 0.2, fill=ink)
    canvas.polygon(
        [
            (x - s * 0.12, y - s * 0.06),
            (x + s * 0.12, y - s * 0.06),
            (x + s * 0.3, y + s * 0.42),
            (x - s * 0.3, y + s * 0.42),
        ],
        ink,
    )


def horse(canvas: Canvas, at: Point, size: float, ink: RGB) -> None:
    """A chess knight's head and neck, facing left."""
    x, y = at
    s = size
    outline = [
        (0.28, 0.46),
        (-0.26, 0.46),
        (-0.2, 0.22),
        (0.0, 0.02),
        (-0.08, -0.04),
        (-0.3, 0.06),
        (-0.4, -0.06),
        (-0.14, -0.34),
        (-0.04, -0.48),
        (0.04, -0.36),
        (0.22, -0.3),
        (0.34, -0.06),
        (0.34, 0.2),
    ]
    canvas.polygon([(x + dx * s, y + dy * s) for dx, dy in outline], ink)


def cannon(canvas: Canvas, at: Point, size: float, ink: RGB) -> None:
    """A barrel raised to the right on a wheel."""
    x, y = at
    s = size
    angle = math.radians(-24)
    length, half = s * 0.86, s * 0.13
    bx, by = x - s * 0.36, y + s * 0.16  # the breech
    dx, dy = math.cos(angle), math.sin(angle)
    nx, ny = -dy, dx
    barrel = [
        (bx + nx * half * 1.3, by + ny * half * 1.3),
        (bx + dx * length + nx * half, by + dy * length + ny * half),
        (bx + dx * length - nx * half, by + dy * length - ny * half),
        (bx - nx * half * 1.3, by - ny * half * 1.3),
    ]
    canvas.polygon(barrel, ink)
    canvas.circle((bx, by), half * 1.3, fill=ink)
    canvas.circle((x - s * 0.06, y + s * 0.24), s * 0.22, fill=ink)
    canvas.circle((x - s * 0.06, y + s * 0.24), s * 0.08, fill=mix(ink, C.plate, 0.6))


def catapult(canvas: Canvas, at: Point, size: float, ink: RGB, wood: RGB | None = None) -> None:
    """A wooden frame on two wheels with a throwing arm and its stone."""
    x, y = at
    s = size
    wood = wood or C.engine
    canvas.line([(x - s * 0.42, y + s * 0.2), (x + s * 0.42, y + s * 0.2)], wood, s * 0.12)
    canvas.line([(x - s * 0.1, y + s * 0.2), (x + s * 0.1, y - s * 0.12)], wood, s * 0.1)
    canvas.line([(x + s * 0.3, y + s * 0.2), (x + s * 0.1, y - s * 0.12)], wood, s * 0.1)
    canvas.line([(x - s * 0.16, y + s * 0.12), (x - s * 0.36, y - s * 0.38)], ink, s * 0.1)
    canvas.circle((x - s * 0.36, y - s * 0.38), s * 0.12, fill=ink)
    for wx in (-0.26, 0.26):
        canvas.circle((x + s * wx, y + s * 0.3), s * 0.13, fill=ink)


def tower(canvas: Canvas, at: Point, size: float, ink: RGB, wood: RGB | None = None) -> None:
    """A well-tower: a tall wooden frame with a crenellated platform."""
    x, y = at
    s = size
    wood = wood or C.engine
    canvas.polygon(
        [
            (x - s * 0.2, y - s * 0.2),
            (x + s * 0.2, y - s * 0.2),
            (x + s * 0.3, y + s * 0.48),
            (x - s * 0.3, y + s * 0.48),
        ],
        wood,
    )
    canvas.line([(x - s * 0.24, y + s * 0.12), (x + s * 0.24, y + s * 0.12)], ink, s * 0.07)
    canvas.rect((x - s * 0.3, y - s * 0.36, x + s * 0.3, y - s * 0.18), fill=ink)
    for cx in (-0.3, -0.06, 0.18):
        canvas.rect((x + s * cx, y - s * 0.5, x + s * (cx + 0.12), y - s * 0.34), fill=ink)


def _emblem_colour(army: RGB, gold: RGB) -> RGB:
    """Gold reads on every army's colour but yellow: there the emblem is dark."""
    return mix(army, C.ink, 0.75) if lightness(army) > 150 else gold


def capital(canvas: Canvas, at: Point, size: float, rim: RGB) -> None:
    """The capital's star: gold on a disc of its army's colour."""
    canvas.circle(at, size * 0.5, fill=rim, outline=C.plate, width=max(1.0, size * 0.06))
    star(canvas, at, size * 0.36, size * 0.15, 5, _emblem_colour(rim, C.capital))


def crown(canvas: Canvas, at: Point, size: float, fill: RGB, ink: RGB | None = None) -> None:
    """A lord's crown: three points over a band."""
    x, y = at
    s = size
    points = [
        (x - s * 0.42, y + s * 0.3),
        (x - s * 0.46, y - s * 0.26),
        (x - s * 0.2, y - s * 0.02),
        (x, y - s * 0.38),
        (x + s * 0.2, y - s * 0.02),
        (x + s * 0.46, y - s * 0.26),
        (x + s * 0.42, y + s * 0.3),
    ]
    if ink is not None:
        grow = s * 0.1
        canvas.polygon(
            [(px + (px - x) * grow / s * 1.6, py + (py - y) * grow / s * 1.6) for px, py in points],
            ink,
        )
    canvas.polygon(points, fill)
    for px, py in (points[1], points[3], points[5]):
        canvas.circle((px, py), s * 0.08, fill=fill)


def lord(canvas: Canvas, at: Point, size: float, army: RGB) -> None:
    """The lord's token: a gold crown on a disc of its army's colour."""
    canvas.circle(at, size * 0.5, fill=army, outline=C.plate, width=max(1.0, size * 0.06))
    crown(canvas, (at[0], at[1] + size * 0.03), size * 0.56, _emblem_colour(army, C.lord))


def grain(canvas: Canvas, at: Point, size: float, fill: RGB | None = None) -> None:
    """A tied sack of grain."""
    x, y = at
    s = size
    fill = fill or C.grain
    canvas.ellipse((x - s * 0.36, y - s * 0.14, x + s * 0.36, y + s * 0.48), fill=fill)
    canvas.polygon(
        [
            (x - s * 0.16, y - s * 0.06),
            (x - s * 0.22, y - s * 0.42),
            (x + s * 0.22, y - s * 0.42),
            (x + s * 0.16, y - s * 0.06),
        ],
        fill,
    )
    canvas.line(
        [(x - s * 0.18, y - s * 0.14), (x + s * 0.18, y - s * 0.14)], C.engine_dark, s * 0.08
    )


def flag(canvas: Canvas, at: Point, size: float, fill: RGB) -> None:
    """A territory: a pennant on a pole."""
    x, y = at
    s = size
    canvas.line([(x - s * 0.28, y - s * 0.46), (x - s * 0.28, y + s * 0.48)], C.ink, s * 0.09)
    canvas.polygon(
        [(x - s * 0.26, y - s * 0.46), (x + s * 0.4, y - s * 0.26), (x - s * 0.26, y - s * 0.04)],
        fill,
    )


UNIT_ICONS = {"soldiers": soldier, "horses": horse, "cannons": cannon}


def shield(
    canvas: Canvas, at: Point, size: float, rim: RGB, count: int, digits: float | None = None
) -> None:
    """A territory's shield (Earthworks, Citadel): a heater shield in its army's colour with
    the losses it still ignores written on a pale face (``digits`` tall, else half the
    shield)."""
    x, y = at
    s = size

    def outline(grow: float) -> list[Point]:
        half, top, waist, tip = s * 0.42 + grow, y - s * 0.5 - grow, y + s * 0.08, y + s * 0.52
        return [
            (x - half, top),
            (x + half, top),
            (x + half, waist),
            (x, tip + grow * 1.4),
            (x - half, waist),
        ]

    canvas.polygon(outline(1.2), C.plate)
    canvas.polygon(outline(0), rim)
    inner = [(x + (px - x) * 0.72, y - s * 0.04 + (py - y) * 0.72) for px, py in outline(0)]
    canvas.polygon(inner, C.plate)
    canvas.text((x, y - s * 0.06), str(count), digits or s * 0.5, C.ink, True)


# Where the pips of each face lie, in thirds of the die from its centre.
PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def die(canvas: Canvas, at: Point, size: float, face: int, fill: RGB, pip: RGB) -> None:
    """A die showing ``face`` with its pips, ``size`` wide, rounded like a real one."""
    x, y = at
    half = size / 2
    box = (x - half, y - half, x + half, y + half)
    canvas.rect(box, fill=fill, outline=C.ink, width=0.8, radius=size * 0.2)
    step = size * 0.27
    for dx, dy in PIPS.get(face, ()):
        canvas.circle((x + dx * step, y + dy * step), size * 0.095, fill=pip)
