"""Outlines round the areas of a board that a move changed (issue 26): the last move on a turn
post, the changes since a seat's last move on its catch-up picture.

One look everywhere: a translucent magenta tint (a colour no board uses for land or a seat)
and a magenta edge inside a thin white one, so it reads on dark and light ground alike. The
game's renderer calls :func:`mark_areas` with the areas the frame names, on its canvas,
before the picture is reduced to a palette (the tint must not add colours the palette lacks
room for). The edges are drawn at the canvas's scale (smooth); the tint is a wash laid over
the finished picture at its logical size (flat, and a quarter of the pixels to blend).
``bot.render.highlight`` draws its boxes in the same colours.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.render.board_frame import BoardArea, Point
from bot.render.canvas import Canvas

OUTLINE: tuple[int, int, int] = (230, 40, 140)  # magenta
HALO: tuple[int, int, int] = (255, 255, 255)
TINT_ALPHA = 46  # of 255: the ground stays readable under the tint
OUTLINE_WIDTH = 3.0  # logical pixels of magenta
HALO_WIDTH = 1.5  # logical pixels of white on each side of it
RADIUS = 6.0  # corner of a box's outline
TINT = (*OUTLINE, TINT_ALPHA)


def mark_areas(canvas: Canvas, areas: Iterable[BoardArea], marked: frozenset[str]) -> int:
    """Tint and outline each area of ``areas`` whose id is in ``marked`` (groups never are);
    returns how many it marked."""
    count = 0
    for area in areas:
        if area.group or area.id not in marked:
            continue
        if area.outline:
            _mark_shape(canvas, area.outline)
        else:
            _mark_box(canvas, area.box)
        count += 1
    return count


def _mark_shape(canvas: Canvas, outline: tuple[Point, ...]) -> None:
    left = min(x for x, _ in outline)
    top = min(y for _, y in outline)
    right = max(x for x, _ in outline)
    bottom = max(y for _, y in outline)
    canvas.wash(TINT, (left, top, right, bottom), outline)
    points = canvas.device(outline)
    closed = [*points, points[0], points[1]]  # the extra point joins the last corner too
    scale = canvas.scale
    width = round((OUTLINE_WIDTH + 2 * HALO_WIDTH) * scale)
    canvas.draw.line(closed, fill=HALO, width=width, joint="curve")
    canvas.draw.line(closed, fill=OUTLINE, width=round(OUTLINE_WIDTH * scale), joint="curve")


def _mark_box(canvas: Canvas, box: tuple[float, float, float, float]) -> None:
    scale = canvas.scale
    left, top, right, bottom = (round(edge * scale) for edge in box)
    radius = round(RADIUS * scale)
    whole = (left, top, right - 1, bottom - 1)
    canvas.wash(TINT, box, radius=RADIUS)
    halo = round((OUTLINE_WIDTH + 2 * HALO_WIDTH) * scale)
    inner = round(HALO_WIDTH * scale)
    canvas.draw.rounded_rectangle(whole, radius, outline=HALO, width=halo)
    inset = (left + inner, top + inner, right - 1 - inner, bottom - 1 - inner)
    width = round(OUTLINE_WIDTH * scale)
    canvas.draw.rounded_rectangle(inset, max(0, radius - inner), outline=OUTLINE, width=width)
