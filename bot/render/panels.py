"""Panels and cards: framed boxes with an optional drop shadow and a coloured band across the
top, and the small rounded tags (pills) that label things on them."""

from __future__ import annotations

from bot.render.canvas import Box, Canvas, Point
from bot.render.palette import RGB


def panel(
    canvas: Canvas,
    box: Box,
    fill: RGB,
    outline: RGB | None = None,
    width: float = 1,
    radius: float = 0,
    band: tuple[float, RGB] | None = None,
    shadow: RGB | None = None,
    shadow_offset: Point = (2, 3),
) -> None:
    """A framed box. ``band`` = (height, colour) paints a header band across the top (rounded
    like the box above, square below); ``shadow`` casts a flat shadow of that colour."""
    if shadow:
        canvas.shadow(box, shadow_offset, radius, shadow)
    canvas.rect(box, fill=fill, outline=outline, width=width, radius=radius)
    if band:
        left, top, right, _bottom = box
        height, colour = band
        canvas.rect((left, top, right, top + height), fill=colour, radius=radius)
        square_from = top + max(0.0, height - radius)  # cover the band's rounded lower corners
        canvas.rect((left, square_from, right, top + height), fill=colour)


def pill(
    canvas: Canvas,
    at: Point,
    value: str,
    size: float,
    fill: RGB,
    ink: RGB,
    outline: RGB | None = None,
    bold: bool = False,
    pad: float = 9,
    height: float = 24,
    align: str = "left",
) -> float:
    """A rounded tag with a word in it. ``at`` is the tag's left edge (``align="right"``: its
    right edge) at its vertical middle; returns the tag's width."""
    width = canvas.text_width(value, size, bold) + 2 * pad
    x, y = at
    left = x - width if align == "right" else x
    box = (left, y - height / 2, left + width, y + height / 2)
    canvas.rect(box, fill=fill, outline=outline, width=1, radius=height / 2)
    canvas.text((left + width / 2, y), value, size, ink, bold)
    return width
