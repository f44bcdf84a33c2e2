"""Small World's emblems: the symbols printed on the map (mine, magic source, cavern) and the
markers that stand on it (mountains, troll lairs, fortresses …), as tokens or ink.

Each painter draws one emblem centred on (x, y), about ``s`` logical pixels in radius.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.smallworld.render.palette import COLOURS as C
from bot.render.canvas import Canvas, Point
from bot.render.icons import badge, star, token
from bot.render.palette import BLACK, RGB, WHITE, mix

Painter = Callable[[Canvas, float, float, float, RGB], None]


def _den(canvas: Canvas, x: float, y: float, s: float, width: float, top: float, ink: RGB) -> None:
    """An arched opening: a half disc on a block (caves and lairs)."""
    canvas.pieslice((x - s * width, y - s * top, x + s * width, y + s * 1.0), 180, 360, ink)
    canvas.rect((x - s * width, y + s * 0.15, x + s * width, y + s * 0.55), fill=ink)


def mine(canvas: Canvas, x: float, y: float, s: float, ink: RGB) -> None:
    """A pickaxe: curved head on a slanted handle."""
    width = max(1, s * 0.16)
    canvas.line([(x - s * 0.55, y + s * 0.6), (x + s * 0.35, y - s * 0.3)], ink, width)
    canvas.arc((x - s * 0.55, y - s * 0.95, x + s * 0.95, y + s * 0.35), 215, 325, ink, width)


def magic(canvas: Canvas, x: float, y: float, s: float, ink: RGB) -> None:
    """A four-pointed spark."""
    star(canvas, (x, y), s * 0.85, s * 0.26, 4, ink)


def cavern(canvas: Canvas, x: float, y: float, s: float, ink: RGB) -> None:
    """A cave mouth in a rock."""
    _den(canvas, x, y, s, 0.85, 0.7, ink)
    hole = mix(ink, BLACK, 0.7)
    canvas.pieslice((x - s * 0.42, y - s * 0.25, x + s * 0.42, y + s * 0.9), 180, 360, hole)
    canvas.rect((x - s * 0.42, y + s * 0.15, x + s * 0.42, y + s * 0.55), fill=hole)


def mountain(canvas: Canvas, x: float, y: float, s: float, ink: RGB) -> None:
    """A peak with a snowcap and a smaller, darker one beside it."""
    peak = (x - s * 0.1, y - s * 0.75)
    canvas.polygon([(x - s * 0.9, y + s * 0.6), peak, (x + s * 0.7, y + s * 0.6)], ink)
    snow = [peak, (x - s * 0.36, y - s * 0.32), (x + s * 0.16, y - s * 0.32)]
    canvas.polygon(snow, WHITE)
    second = [(x + s * 0.2, y + s * 0.6), (x + s * 0.5, y + s * 0.05), (x + s * 0.95, y + s * 0.6)]
    canvas.polygon(second, mix(ink, BLACK, 0.25))


def lair(canvas: Canvas, x: float, y: float, s: float, ink: RGB) -> None:
    """A troll lair: a dark den with a boulder."""
    _den(canvas, x, y, s, 0.8, 0.65, ink)
    canvas.ellipse((x + s * 0.05, y - s * 0.05, x + s * 0.75, y + s * 0.55), fill=WHITE)


def fortress(canvas: Canvas, x: float, y: float, s: float, ink: RGB) -> None:
    """A keep with three merlons and a gate."""
    canvas.rect((x - s * 0.6, y - s * 0.3, x + s * 0.6, y + s * 0.7), fill=ink)
    for dx in (-0.6, -0.1, 0.4):
        canvas.rect((x + dx * s, y - s * 0.65, x + (dx + 0.22) * s, y - s * 0.3), fill=ink)
    canvas.pieslice((x - s * 0.2, y + s * 0.15, x + s * 0.2, y + s * 0.85), 180, 360, WHITE)
    canvas.rect((x - s * 0.2, y + s * 0.5, x + s * 0.2, y + s * 0.7), fill=WHITE)


def encampment(canvas: Canvas, x: float, y: float, s: float, ink: RGB) -> None:
    """A tent."""
    canvas.polygon(
        [(x - s * 0.85, y + s * 0.6), (x, y - s * 0.75), (x + s * 0.85, y + s * 0.6)], ink
    )
    door = [(x - s * 0.22, y + s * 0.6), (x, y + s * 0.05), (x + s * 0.22, y + s * 0.6)]
    canvas.polygon(door, WHITE)


def hero(canvas: Canvas, x: float, y: float, s: float, ink: RGB) -> None:
    """A shield with a cross."""
    outline = [
        (x - s * 0.65, y - s * 0.65),
        (x + s * 0.65, y - s * 0.65),
        (x + s * 0.6, y + s * 0.1),
        (x, y + s * 0.8),
        (x - s * 0.6, y + s * 0.1),
    ]
    canvas.polygon(outline, ink)
    width = max(1, s * 0.14)
    canvas.line([(x, y - s * 0.5), (x, y + s * 0.55)], WHITE, width)
    canvas.line([(x - s * 0.45, y - s * 0.15), (x + s * 0.45, y - s * 0.15)], WHITE, width)


def dragon(canvas: Canvas, x: float, y: float, s: float, ink: RGB) -> None:
    """A flame."""
    flame = [
        (x, y - s * 0.9),
        (x + s * 0.35, y - s * 0.25),
        (x + s * 0.55, y - s * 0.5),
        (x + s * 0.65, y + s * 0.3),
        (x, y + s * 0.85),
        (x - s * 0.65, y + s * 0.3),
        (x - s * 0.4, y - s * 0.2),
    ]
    canvas.polygon(flame, ink)
    canvas.ellipse((x - s * 0.28, y + s * 0.05, x + s * 0.28, y + s * 0.7), fill=(255, 226, 120))


def hole(canvas: Canvas, x: float, y: float, s: float, ink: RGB) -> None:
    """A round door in a hillside."""
    canvas.circle((x, y), s * 0.7, fill=ink)
    canvas.circle((x, y), s * 0.5, fill=(72, 140, 72))
    canvas.circle((x + s * 0.21, y + s * 0.01), s * 0.09, fill=(236, 200, 90))


def tribe(canvas: Canvas, x: float, y: float, s: float, ink: RGB) -> None:
    """A spear over a round shield."""
    canvas.ellipse((x - s * 0.55, y - s * 0.45, x + s * 0.55, y + s * 0.65), fill=ink)
    canvas.line([(x - s * 0.8, y + s * 0.8), (x + s * 0.6, y - s * 0.6)], ink, max(1, s * 0.14))
    head = [
        (x + s * 0.85, y - s * 0.85),
        (x + s * 0.45, y - s * 0.65),
        (x + s * 0.65, y - s * 0.45),
    ]
    canvas.polygon(head, ink)


MARKERS: dict[str, Painter] = {
    "mountain": mountain,
    "lair": lair,
    "fortress": fortress,
    "encampment": encampment,
    "hero": hero,
    "dragon": dragon,
    "hole": hole,
}
PRINTED: dict[str, Painter] = {"mine": mine, "magic": magic, "cavern": cavern}
MARKER_ORDER = ("dragon", "hero", "fortress", "lair", "encampment", "hole")


def printed_symbol(canvas: Canvas, name: str, at: Point, s: float) -> None:
    """A symbol printed on the map: ink on a pale round cartouche."""
    ink = C.printed[name]
    canvas.circle(at, s, fill=C.cartouche, outline=ink, width=max(1, s * 0.1))
    PRINTED[name](canvas, at[0], at[1], s * 0.66, ink)


def marker_token(canvas: Canvas, name: str, at: Point, radius: float, count: int = 1) -> None:
    """A marker standing on the map: a token in the marker's colour with its emblem, and a
    count badge when there are several."""
    colour = C.markers[name]
    token(canvas, at, radius, colour, mix(colour, C.ink, 0.5), radius * 0.12)
    emblem = (255, 248, 220) if name == "hero" else WHITE
    MARKERS[name](canvas, at[0], at[1], radius * 0.62, emblem)
    if count > 1:
        size = radius * 0.5
        corner = (at[0] + radius * 0.78, at[1] - radius * 0.72)
        width = max(1, size * 0.15)
        badge(canvas, corner, size, str(count), WHITE, C.ink, C.ink, width, size * 1.4)
