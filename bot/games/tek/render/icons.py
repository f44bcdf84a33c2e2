"""Tiny Epic Kingdoms' emblems: meeples standing and lying down, the action card's six actions,
food, mana and ore, the capital's crown, shields, exploration tokens, crossed swords and the
link between allies.

Each painter draws one emblem centred on ``at``, about ``s`` logical pixels in radius (a
meeple: ``s`` is half its height).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from bot.games.tek.render.palette import COLOURS as C
from bot.render.canvas import Canvas, Point
from bot.render.icons import star, token
from bot.render.palette import BLACK, RGB, WHITE, mix

Painter = Callable[[Canvas, Point, float, RGB], None]

# A meeple two units tall, centred on (0, 0): the body's outline and the head's disc.
MEEPLE_BODY: tuple[Point, ...] = (
    (0.22, -0.34),
    (0.86, -0.16),
    (0.84, 0.1),
    (0.34, 0.14),
    (0.66, 0.94),
    (0.16, 0.94),
    (0.0, 0.58),
    (-0.16, 0.94),
    (-0.66, 0.94),
    (-0.34, 0.14),
    (-0.84, 0.1),
    (-0.86, -0.16),
    (-0.22, -0.34),
)
MEEPLE_HEAD: Point = (0.0, -0.62)
MEEPLE_HEAD_R = 0.36


def _place(points: Sequence[Point], at: Point, s: float, turn: float = 0.0) -> list[Point]:
    """Unit points scaled by ``s``, turned ``turn`` degrees clockwise, moved to ``at``."""
    cos, sin = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    x, y = at
    return [(x + s * (px * cos - py * sin), y + s * (px * sin + py * cos)) for px, py in points]


def meeple(
    canvas: Canvas, at: Point, s: float, fill: RGB, down: bool = False, outline: RGB | None = None
) -> None:
    """A meeple ``2 s`` tall, or lying on its back (head to the right) when ``down``."""
    turn = 90.0 if down else 0.0
    body = canvas.device(_place(MEEPLE_BODY, at, s, turn))
    head = _place([MEEPLE_HEAD], at, s, turn)[0]
    rim = outline or mix(fill, BLACK, 0.62)
    draw, scale = canvas.draw, canvas.scale
    stroke = max(1.0, s * 0.13) * scale
    hx, hy = head[0] * scale, head[1] * scale
    head_r = MEEPLE_HEAD_R * s * scale
    # the rim: the silhouette drawn a stroke wider, then the face over it
    draw.polygon(body, fill=rim, outline=rim, width=round(stroke * 2))
    draw.ellipse(
        (hx - head_r - stroke, hy - head_r - stroke, hx + head_r + stroke, hy + head_r + stroke),
        fill=rim,
    )
    draw.polygon(body, fill=fill)
    draw.ellipse((hx - head_r, hy - head_r, hx + head_r, hy + head_r), fill=fill)
    # a small highlight on the head makes it read as a piece, not a print
    glint = mix(fill, WHITE, 0.45)
    gx, gy = hx - head_r * 0.35, hy - head_r * 0.35
    g = head_r * 0.28
    draw.ellipse((gx - g, gy - g, gx + g, gy + g), fill=glint)


def meeple_outline(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """An empty meeple (one still in the supply): its outline only."""
    body = _place(MEEPLE_BODY, at, s)
    head = _place([MEEPLE_HEAD], at, s)[0]
    width = max(1.0, s * 0.14)
    canvas.line([*body, body[0]], ink, width, joint="curve")
    r = MEEPLE_HEAD_R * s
    canvas.circle(head, r, outline=ink, width=width)


def crown(canvas: Canvas, at: Point, s: float, fill: RGB) -> None:
    """The capital's crown: three points with a jewel on each, on a band."""
    points = (
        (-0.9, 0.6), (-0.9, -0.35), (-0.45, 0.1), (0.0, -0.6), (0.45, 0.1),
        (0.9, -0.35), (0.9, 0.6),
    )  # fmt: skip
    rim = mix(fill, BLACK, 0.55)
    shape = canvas.device(_place(points, at, s))
    canvas.draw.polygon(shape, fill=rim, outline=rim, width=max(2, round(s * 0.3 * canvas.scale)))
    canvas.draw.polygon(shape, fill=fill)
    for px, py in ((-0.9, -0.35), (0.0, -0.6), (0.9, -0.35)):
        tip = _place([(px, py)], at, s)[0]
        canvas.circle(tip, s * 0.2, fill=fill, outline=rim, width=max(1, s * 0.1))
    canvas.line(_place([(-0.78, 0.36), (0.78, 0.36)], at, s), rim, max(1, s * 0.1))


SHIELD_SHAPE: tuple[Point, ...] = (
    (-0.82, -0.92), (0.82, -0.92), (0.82, 0.0), (0.72, 0.4), (0.42, 0.74), (0.0, 1.0),
    (-0.42, 0.74), (-0.72, 0.4), (-0.82, 0.0),
)  # fmt: skip


def shield(canvas: Canvas, at: Point, s: float, fill: RGB, rim: RGB) -> None:
    """A heater shield, the marker of a used action."""
    shape = canvas.device(_place(SHIELD_SHAPE, at, s))
    canvas.draw.polygon(shape, fill=rim, outline=rim, width=max(2, round(s * 0.2 * canvas.scale)))
    inner = canvas.device(_place(SHIELD_SHAPE, at, s * 0.8))
    canvas.draw.polygon(inner, fill=fill)
    light = mix(fill, WHITE, 0.35)
    half = [(x, y) for x, y in SHIELD_SHAPE if x <= 0] + [(0.0, -0.92)]
    canvas.polygon(_place(half, at, s * 0.8), light)


def exploration(canvas: Canvas, at: Point, s: float) -> None:
    """A face-down exploration token: a brown disc with a compass star."""
    token(canvas, at, s, C.token, C.token_rim, s * 0.16)
    star(canvas, at, s * 0.62, s * 0.18, 4, mix(C.token, WHITE, 0.6))
    canvas.circle(at, s * 0.14, fill=C.token_rim)


def swords(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """Two crossed swords: a war."""
    width = max(1.5, s * 0.2)
    for sign in (1, -1):
        tip = (at[0] + sign * s * 0.85, at[1] - s * 0.85)
        hilt = (at[0] - sign * s * 0.6, at[1] + s * 0.6)
        length = math.dist(hilt, tip)
        dx, dy = (tip[0] - hilt[0]) / length, (tip[1] - hilt[1]) / length
        canvas.line([hilt, tip], ink, width)
        gx, gy = hilt[0] + dx * s * 0.32, hilt[1] + dy * s * 0.32
        reach = s * 0.34
        canvas.line(
            [(gx - dy * reach, gy + dx * reach), (gx + dy * reach, gy - dx * reach)], ink, width
        )
        canvas.circle((hilt[0] - dx * s * 0.08, hilt[1] - dy * s * 0.08), width * 0.9, fill=ink)


def link(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """Two interlocked rings: an alliance."""
    width = max(1.5, s * 0.24)
    r = s * 0.5
    for dx in (-0.36, 0.36):
        centre = (at[0] + dx * s, at[1])
        canvas.circle(centre, r + width / 2 + 0.8, outline=C.ink, width=width + 1.6)
    for dx in (-0.36, 0.36):
        centre = (at[0] + dx * s, at[1])
        canvas.circle(centre, r + width / 2, outline=ink, width=width)


def tick(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """A check mark."""
    points = _place([(-0.7, 0.0), (-0.2, 0.5), (0.75, -0.55)], at, s)
    canvas.line(points, ink, max(1.5, s * 0.28), joint="curve")


def hourglass(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """Still thinking."""
    top = _place([(-0.6, -0.8), (0.6, -0.8), (0.0, 0.0)], at, s)
    bottom = _place([(-0.6, 0.8), (0.6, 0.8), (0.0, 0.0)], at, s)
    canvas.polygon(top, ink)
    canvas.polygon(bottom, ink)


# --- resources ----------------------------------------------------------------------------


def food(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """A wheat ear: grains on both sides of a stalk."""
    rim = mix(ink, BLACK, 0.45)
    canvas.line(_place([(0.0, 0.95), (0.0, -0.55)], at, s), rim, max(1, s * 0.14))
    for row in range(3):
        y = -0.55 + row * 0.42
        for side in (-1, 1):
            cx, cy = _place([(side * 0.3, y)], at, s)[0]
            rx, ry = s * 0.22, s * 0.32
            canvas.ellipse(
                (cx - rx, cy - ry, cx + rx, cy + ry), fill=ink, outline=rim, width=max(1, s * 0.08)
            )
    cx, cy = _place([(0.0, -0.78)], at, s)[0]
    canvas.ellipse(
        (cx - s * 0.2, cy - s * 0.28, cx + s * 0.2, cy + s * 0.28),
        fill=ink,
        outline=rim,
        width=max(1, s * 0.08),
    )


def mana(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """A crystal."""
    rim = mix(ink, BLACK, 0.45)
    outline = [(0.0, -1.0), (0.62, -0.4), (0.5, 0.55), (0.0, 1.0), (-0.5, 0.55), (-0.62, -0.4)]
    shape = canvas.device(_place(outline, at, s))
    canvas.draw.polygon(shape, fill=ink, outline=rim, width=max(1, round(s * 0.12 * canvas.scale)))
    facet = _place([(0.0, -1.0), (-0.18, -0.1), (0.0, 1.0)], at, s)
    canvas.line(facet, mix(ink, WHITE, 0.5), max(1, s * 0.1))
    canvas.polygon(_place([(-0.62, -0.4), (0.0, -1.0), (-0.18, -0.1)], at, s), mix(ink, WHITE, 0.3))


def ore(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """A lump of ore with a bright facet."""
    rim = mix(ink, BLACK, 0.45)
    outline = [(-0.9, 0.55), (-0.6, -0.35), (-0.1, -0.75), (0.55, -0.55), (0.95, 0.2), (0.6, 0.7)]
    shape = canvas.device(_place(outline, at, s))
    canvas.draw.polygon(shape, fill=ink, outline=rim, width=max(1, round(s * 0.12 * canvas.scale)))
    canvas.polygon(
        _place([(-0.6, -0.35), (-0.1, -0.75), (0.05, -0.1), (-0.45, 0.1)], at, s),
        mix(ink, WHITE, 0.35),
    )


RESOURCES: dict[str, Painter] = {"f": food, "m": mana, "o": ore}


def resource(canvas: Canvas, kind: str, at: Point, s: float) -> None:
    RESOURCES[kind](canvas, at, s, C.resources[kind])


# --- the action card's six actions ---------------------------------------------------------


def patrol(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """Footprints: a step to the region next door."""
    for dx, dy in ((-0.38, 0.3), (0.38, -0.3)):
        sole = (at[0] + dx * s, at[1] + (dy + 0.1) * s)
        rx, ry = s * 0.24, s * 0.4
        canvas.ellipse((sole[0] - rx, sole[1] - ry, sole[0] + rx, sole[1] + ry), fill=ink)
        canvas.circle((sole[0], at[1] + (dy + 0.68) * s), s * 0.17, fill=ink)


def quest(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """A banner on a pole: off to another land."""
    width = max(1.5, s * 0.16)
    canvas.line(_place([(-0.55, 0.95), (-0.55, -0.95)], at, s), ink, width)
    flag = [(-0.55, -0.9), (0.85, -0.62), (0.3, -0.32), (0.85, -0.02), (-0.55, 0.1)]
    canvas.polygon(_place(flag, at, s), ink)


def build(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """A tower with battlements and a door."""
    canvas.rect(_box(at, s, -0.55, -0.45, 0.55, 0.95), fill=ink)
    for left in (-0.75, -0.15, 0.45):
        canvas.rect(_box(at, s, left, -0.95, left + 0.3, -0.45), fill=ink)
    canvas.rect(_box(at, s, -0.75, -0.55, 0.75, -0.35), fill=ink)
    door = _box(at, s, -0.2, 0.35, 0.2, 0.95)
    canvas.rect(door, fill=WHITE, radius=s * 0.18)


def research(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """A spark of magic with a smaller one beside it."""
    star(canvas, (at[0] - s * 0.12, at[1] + s * 0.1), s * 0.9, s * 0.24, 4, ink)
    star(canvas, (at[0] + s * 0.62, at[1] - s * 0.62), s * 0.36, s * 0.1, 4, ink)


def expand(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """A meeple and a plus: one more in play."""
    body = _place(MEEPLE_BODY, (at[0] - s * 0.22, at[1] + s * 0.1), s * 0.8)
    canvas.polygon(body, ink)
    canvas.circle(
        _place([MEEPLE_HEAD], (at[0] - s * 0.22, at[1] + s * 0.1), s * 0.8)[0],
        MEEPLE_HEAD_R * s * 0.8,
        fill=ink,
    )
    width = max(1.5, s * 0.2)
    cx, cy = at[0] + s * 0.72, at[1] - s * 0.62
    canvas.line([(cx - s * 0.3, cy), (cx + s * 0.3, cy)], ink, width)
    canvas.line([(cx, cy - s * 0.3), (cx, cy + s * 0.3)], ink, width)


def trade(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """Two arrows one way and the other."""
    width = max(1.5, s * 0.2)
    for y, sign in ((-0.36, 1), (0.36, -1)):
        a = (at[0] - sign * s * 0.8, at[1] + y * s)
        b = (at[0] + sign * s * 0.55, at[1] + y * s)
        canvas.line([a, b], ink, width)
        head = [(0.55, -0.32), (0.95, 0.0), (0.55, 0.32)]
        canvas.polygon([(at[0] + sign * px * s, at[1] + (y + py) * s) for px, py in head], ink)


ACTIONS: dict[str, Painter] = {
    "patrol": patrol,
    "quest": quest,
    "build": build,
    "research": research,
    "expand": expand,
    "trade": trade,
}


def _box(
    at: Point, s: float, left: float, top: float, right: float, bottom: float
) -> tuple[float, float, float, float]:
    return (at[0] + left * s, at[1] + top * s, at[0] + right * s, at[1] + bottom * s)


# --- what the regions' terrain looks like --------------------------------------------------


def grass(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """Plains: a tuft of wheat stalks."""
    width = max(1.0, s * 0.16)
    x, y = at
    for dx, lean in ((-0.45, -0.35), (0.0, 0.0), (0.45, 0.35)):
        base = (x + dx * s * 0.6, y + s * 0.55)
        top = (x + dx * s + lean * s * 0.3, y - s * (0.55 if dx else 0.8))
        canvas.line([base, top], ink, width)
        canvas.ellipse(
            (top[0] - s * 0.12, top[1] - s * 0.26, top[0] + s * 0.12, top[1] + s * 0.1), fill=ink
        )


def peak(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """Mountains: two peaks, the taller with snow."""
    x, y = at
    canvas.polygon(
        [(x + s * 0.05, y + s * 0.6), (x + s * 0.55, y - s * 0.2), (x + s * 1.05, y + s * 0.6)],
        mix(ink, WHITE, 0.15),
    )
    top = (x - s * 0.25, y - s * 0.7)
    canvas.polygon([(x - s * 0.95, y + s * 0.6), top, (x + s * 0.45, y + s * 0.6)], ink)
    snow = [
        top,
        (x - s * 0.5, y - s * 0.3),
        (x - s * 0.32, y - s * 0.38),
        (x - s * 0.18, y - s * 0.26),
        (x, y - s * 0.3),
    ]
    canvas.polygon(snow, (250, 246, 238))


def tree(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """Forest: a fir tree."""
    x, y = at
    canvas.rect((x - s * 0.09, y + s * 0.35, x + s * 0.09, y + s * 0.75), fill=mix(ink, BLACK, 0.3))
    canvas.polygon(
        [(x - s * 0.55, y + s * 0.45), (x, y - s * 0.35), (x + s * 0.55, y + s * 0.45)], ink
    )
    canvas.polygon(
        [(x - s * 0.42, y + s * 0.0), (x, y - s * 0.8), (x + s * 0.42, y + s * 0.0)], ink
    )


def ruin(canvas: Canvas, at: Point, s: float, ink: RGB) -> None:
    """Ruins: a standing column with its capital, a broken one, a fallen drum."""
    x, y = at
    canvas.rect((x - s * 0.85, y + s * 0.55, x + s * 0.85, y + s * 0.75), fill=ink)
    canvas.rect((x - s * 0.62, y - s * 0.62, x - s * 0.28, y + s * 0.55), fill=ink)
    canvas.rect((x - s * 0.75, y - s * 0.8, x - s * 0.15, y - s * 0.6), fill=ink)
    broken = [
        (x + s * 0.2, y + s * 0.55),
        (x + s * 0.2, y - s * 0.15),
        (x + s * 0.32, y - s * 0.3),
        (x + s * 0.42, y - s * 0.1),
        (x + s * 0.54, y - s * 0.22),
        (x + s * 0.54, y + s * 0.55),
    ]
    canvas.polygon(broken, ink)
    canvas.ellipse((x + s * 0.62, y + s * 0.22, x + s * 1.0, y + s * 0.55), fill=ink)


TERRAIN: dict[str, Painter] = {"plains": grass, "mountains": peak, "forest": tree, "ruins": ruin}


def terrain_symbol(canvas: Canvas, terrain: str, at: Point, s: float) -> None:
    painter = TERRAIN.get(terrain)
    if painter:
        painter(canvas, at, s, C.motif[terrain])
