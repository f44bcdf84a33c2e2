"""The supersampling canvas every picture is drawn on.

Drawing code speaks in logical pixels, the size of the final picture; the canvas draws at
``scale`` times that size and box-filters down at the end, which gives smooth edges to
circles, curves and text at a fraction of the cost of antialiasing each shape.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from bot.render import drawn_text
from bot.render.common import to_png
from bot.render.palette import RGB, Palette
from bot.render.reduce import palette_picture
from bot.render.text import Typeface

Point = tuple[float, float]
Box = tuple[float, float, float, float]
SCALE = 2  # the usual supersampling factor: twice the size is smooth enough for flat boards
# Soft shadows' masks kept: only a piece's (at most 256 x 256 one-byte pixels, 64 KiB; a Small
# World counter's is about 70 x 70, 5 KiB), at most 512 of them: 32 MiB at worst, a few MiB in
# practice (a map's pieces stand on a few hundred spots).
SHADOW_MASKS = 512
SHADOW_MASK_PIXELS = 256 * 256
# Text masks kept: a board draws about a hundred labels, most of them the same words at the same
# spot as on the last board, and rasterising them was a quarter of a Small World board's
# drawing. Only masks of at most 128 x 128 one-byte pixels (16 KiB; a token's number is about
# 20 x 30, a panel line 300 x 40), at most 2048 of them: 32 MiB at worst.
TEXT_MASKS = 2048
TEXT_MASK_PIXELS = 128 * 128
TEXT_MASK_PAD = 2  # pixels of room around the measured box (a fractional start shifts it)


@lru_cache(maxsize=SHADOW_MASKS)
def shadow_mask(
    size: tuple[int, int], shape: Box, radius: float, value: int, round_shape: bool, blur: float
) -> Image.Image:
    """A soft shadow's mask in device pixels: ``shape`` (an ellipse, or a box rounded by
    ``radius``) filled with ``value`` and blurred by ``blur``. The same piece at the same spot
    casts the same shadow on every board, so the masks are kept (the blur is the dear part)."""
    mask = Image.new("L", size, 0)
    if round_shape:
        ImageDraw.Draw(mask).ellipse(shape, fill=value)
    else:
        ImageDraw.Draw(mask).rounded_rectangle(shape, radius=radius, fill=value)
    if blur:
        mask = mask.filter(ImageFilter.GaussianBlur(blur))
    return mask


@lru_cache(maxsize=64)
def solid(colour: RGB, size: tuple[int, int]) -> Image.Image:
    """A piece of flat ``colour``. Pasted through a mask it gives the same pixels as pasting
    the colour itself, in about half the time (Pillow's blend of two images is the faster
    path): a soft shadow is pasted for every piece on a board. The shadows of a board come in
    a few sizes, so a few dozen are kept (at most ``SHADOW_MASK_PIXELS``: 192 KiB each)."""
    return Image.new("RGB", size, colour)


@lru_cache(maxsize=TEXT_MASKS)
def text_mask(
    font: ImageFont.FreeTypeFont,
    value: str,
    anchor: str,
    stroke_width: int,
    start: Point,
) -> tuple[Image.Image, tuple[int, int]] | None:
    """``value`` as a mask (255 where full ink goes) and where the mask's corner lies from the
    whole-pixel part of the point it is drawn at; ``start`` is that point's fractional part,
    which changes the glyphs' antialiasing. Pillow draws the same mask there, so pasting this
    one gives the same pixels. None when the mask would be larger than ``TEXT_MASK_PIXELS``."""
    box = font.getbbox(value, anchor=anchor, stroke_width=stroke_width)
    left, top = math.floor(box[0]), math.floor(box[1])
    pad = TEXT_MASK_PAD
    size = (math.ceil(box[2]) - left + 2 * pad + 1, math.ceil(box[3]) - top + 2 * pad + 1)
    if size[0] * size[1] > TEXT_MASK_PIXELS:
        return None
    mask = Image.new("L", size, 0)
    at = (pad - left, pad - top)
    ImageDraw.Draw(mask).text(
        (at[0] + start[0], at[1] + start[1]),
        value,
        fill=255,
        font=font,
        anchor=anchor,
        stroke_width=stroke_width,
    )
    return mask, (-at[0], -at[1])


class Canvas:
    """A picture of ``width`` x ``height`` logical pixels, drawn ``scale`` times larger.

    ``colours`` gives the background and the default ink; ``locale`` picks the font face.
    ``image`` and ``draw`` are the full-size Pillow objects, for what the methods do not cover.
    ``png_level`` sets the zlib level ``finish`` encodes at, for a picture that was measured to
    want another than the usual one.
    """

    def __init__(
        self,
        width: float,
        height: float,
        colours: Palette,
        locale: str | None = None,
        scale: int = SCALE,
        background: RGB | None = None,
        png_level: int | None = None,
    ) -> None:
        self.width = width
        self.png_level = png_level  # zlib level for ``finish``; None: ``to_png``'s default
        self.height = height
        self.colours = colours
        self.scale = scale
        self.type = Typeface(locale, scale)
        size = (round(width * scale), round(height * scale))
        self.image = Image.new("RGB", size, background or colours.paper)
        self.draw = ImageDraw.Draw(self.image)
        # Translucent fills laid over the finished picture (``wash``): a flat tint needs no
        # smoothing, and blending it at the logical size touches a quarter of the pixels.
        self._washes: list[tuple[tuple[Point, ...] | None, Box, float, tuple[int, ...]]] = []

    # --- coordinates ---------------------------------------------------------------------

    def device(self, points: Sequence[Point]) -> list[Point]:
        """Logical points as pixels of the full-size image."""
        return [(x * self.scale, y * self.scale) for x, y in points]

    def _box(self, box: Box) -> Box:
        left, top, right, bottom = box
        s = self.scale
        return (left * s, top * s, right * s, bottom * s)

    def _stroke(self, width: float) -> int:
        return max(1, round(width * self.scale))

    # --- shapes --------------------------------------------------------------------------

    def rect(
        self,
        box: Box,
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: float = 1,
        radius: float = 0,
    ) -> None:
        self.draw.rounded_rectangle(
            self._box(box),
            radius=radius * self.scale,
            fill=fill,
            outline=outline,
            width=self._stroke(width) if outline else 0,
        )

    def ellipse(
        self, box: Box, fill: RGB | None = None, outline: RGB | None = None, width: float = 1
    ) -> None:
        stroke = self._stroke(width) if outline else 0
        self.draw.ellipse(self._box(box), fill=fill, outline=outline, width=stroke)

    def circle(
        self,
        centre: Point,
        radius: float,
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: float = 1,
    ) -> None:
        x, y = centre
        self.ellipse((x - radius, y - radius, x + radius, y + radius), fill, outline, width)

    def line(
        self, points: Sequence[Point], fill: RGB, width: float = 1, joint: str | None = None
    ) -> None:
        self.draw.line(self.device(points), fill=fill, width=self._stroke(width), joint=joint)

    def polygon(self, points: Sequence[Point], fill: RGB) -> None:
        self.draw.polygon(self.device(points), fill=fill)

    def arc(self, box: Box, start: float, end: float, fill: RGB, width: float = 1) -> None:
        self.draw.arc(self._box(box), start, end, fill=fill, width=self._stroke(width))

    def pieslice(self, box: Box, start: float, end: float, fill: RGB) -> None:
        self.draw.pieslice(self._box(box), start, end, fill=fill)

    def dashed_rect(
        self, box: Box, colour: RGB, dash: float = 6, radius: float = 6, width: float = 1.5
    ) -> None:
        """A placeholder outline: an empty slot where something will go."""
        left, top, right, bottom = box
        for start, end, fixed, horizontal in (
            (left + radius, right - radius, top, True),
            (left + radius, right - radius, bottom, True),
            (top + radius, bottom - radius, left, False),
            (top + radius, bottom - radius, right, False),
        ):
            pos = start
            while pos < end:
                stop = min(pos + dash, end)
                if horizontal:
                    self.line([(pos, fixed), (stop, fixed)], colour, width)
                else:
                    self.line([(fixed, pos), (fixed, stop)], colour, width)
                pos += dash * 2

    def shadow(
        self,
        box: Box,
        offset: Point = (2, 3),
        radius: float = 0,
        colour: RGB | None = None,
        blur: float = 0,
        opacity: float = 1,
        round_shape: bool = False,
    ) -> None:
        """The shadow of a rounded box (or of the ellipse in ``box``), cast ``offset`` away:
        a flat shape in ``colour``, or with ``blur`` a soft one, ``opacity`` strong."""
        colour = colour or self.colours.shadow
        dx, dy = offset
        left, top, right, bottom = box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy
        if not blur and opacity >= 1:
            if round_shape:
                self.ellipse((left, top, right, bottom), fill=colour)
            else:
                self.rect((left, top, right, bottom), fill=colour, radius=radius)
            return
        s, pad = self.scale, blur * 3 + 1
        x0, y0 = math.floor((left - pad) * s), math.floor((top - pad) * s)
        x1, y1 = math.ceil((right + pad) * s), math.ceil((bottom + pad) * s)
        shape = (left * s - x0, top * s - y0, right * s - x0, bottom * s - y0)
        size = (x1 - x0, y1 - y0)
        make = shadow_mask if size[0] * size[1] <= SHADOW_MASK_PIXELS else shadow_mask.__wrapped__
        mask = make(size, shape, radius * s, round(255 * opacity), round_shape, blur * s)
        flat = solid(colour, size) if size[0] * size[1] <= SHADOW_MASK_PIXELS else colour
        self.image.paste(flat, (x0, y0, x1, y1), mask)

    def paste(
        self, image: Image.Image, at: Point = (0, 0), mask: Image.Image | None = None
    ) -> None:
        """Paste a full-size image (one drawn at this canvas's scale) at a logical point."""
        self.image.paste(image, (round(at[0] * self.scale), round(at[1] * self.scale)), mask)
        self.draw = ImageDraw.Draw(self.image)

    # --- text ----------------------------------------------------------------------------

    def text(
        self,
        xy: Point,
        value: str,
        size: float,
        fill: RGB | None = None,
        bold: bool = False,
        anchor: str = "mm",
        stroke: tuple[float, RGB] | None = None,
    ) -> None:
        """``value`` at ``xy`` (``anchor`` as in Pillow: "mm" centres it), optionally outlined.
        Drawn from kept masks (``text_mask``), as Pillow would draw it: the outline's mask in
        its colour, then the text's in ``fill``."""
        drawn_text.note(size, xy, value)
        font = self.type.font(size, bold)
        ink = fill or self.colours.ink
        point = (xy[0] * self.scale, xy[1] * self.scale)
        width, outline = (round(stroke[0] * self.scale), stroke[1]) if stroke else (0, None)
        # Pillow's passes: the outline (``width`` may be 0) in its colour, then the text in
        # its own unless the two colours are the same.
        passes = [(width, outline)] if outline else []
        if outline != ink:
            passes.append((0, ink))
        whole = (int(point[0]), int(point[1]))
        start = (math.modf(point[0])[0], math.modf(point[1])[0])
        masks = (
            []
            if "\n" in value
            else [text_mask(font, value, anchor, pass_width, start) for pass_width, _ in passes]
        )
        if not masks or None in masks:  # several lines, or a mask too large to keep
            self.draw.text(
                point,
                value,
                font=font,
                fill=ink,
                anchor=anchor,
                stroke_width=width,
                stroke_fill=outline,
            )
            return
        for found, (_, colour) in zip(masks, passes, strict=True):
            assert found is not None
            mask, (dx, dy) = found
            self.draw.bitmap((whole[0] + dx, whole[1] + dy), mask, fill=colour)

    def text_width(self, value: str, size: float, bold: bool = False) -> float:
        return self.type.width(value, size, bold)

    def fit(
        self, value: str, size: float, max_width: float, bold: bool = False, smallest: float = 9
    ) -> float:
        """The largest size <= ``size`` at which ``value`` fits in ``max_width``."""
        return self.type.fit(value, size, max_width, bold, smallest)

    def fitted_text(
        self,
        xy: Point,
        value: str,
        size: float,
        max_width: float,
        fill: RGB | None = None,
        bold: bool = False,
        anchor: str = "mm",
        smallest: float = 9,
    ) -> float:
        """One line shrunk (then, if need be, shortened with "…") to ``max_width``; returns
        the width it took."""
        shown, size = self.type.fit_line(value, size, max_width, bold, smallest)
        self.text(xy, shown, size, fill, bold, anchor)
        return self.text_width(shown, size, bold)

    def paragraph(
        self,
        xy: Point,
        value: str,
        size: float,
        max_width: float,
        max_lines: int,
        fill: RGB | None = None,
        line_height: float = 1.35,
    ) -> float:
        """Left-aligned wrapped text from the top-left corner, at most ``max_lines`` (the last
        one ends in "…" if text was left out); returns the bottom y."""
        lines = self.type.wrap(value, size, max_width)
        if len(lines) > max_lines:
            lines = lines[:max_lines]
            lines[-1] = self.type.ellipsize(lines[-1], size, max_width, always=True)
        x, y = xy
        for line in lines:
            self.text((x, y), line, size, fill, anchor="lt")
            y += size * line_height
        return y

    # --- the result ----------------------------------------------------------------------

    def wash(
        self,
        fill: tuple[int, int, int, int],
        box: Box,
        outline: Sequence[Point] = (),
        radius: float = 0,
    ) -> None:
        """A translucent ``fill`` (RGBA) over the polygon ``outline``, or else over ``box``
        with corners rounded by ``radius``, laid over everything drawn, at the end."""
        self._washes.append((tuple(outline) or None, box, radius, fill))

    def picture(self) -> Image.Image:
        """The picture at its logical size (a box filter is what supersampling needs), its
        washes laid over it."""
        image = self.image.reduce(self.scale) if self.scale > 1 else self.image.copy()
        if self._washes:
            blend = ImageDraw.Draw(image, "RGBA")
            for outline, box, radius, fill in self._washes:
                if outline is not None:
                    blend.polygon(list(outline), fill=fill)
                else:
                    corners = (box[0], box[1], box[2] - 1, box[3] - 1)
                    blend.rounded_rectangle(corners, round(radius), fill=fill)
        return image

    def finish(self, colours: int | None = None) -> bytes:
        """The picture as PNG bytes; ``colours`` reduces it to a palette of that many, which
        keeps a busy picture small (no dithering: flat areas stay flat; the palette is chosen
        from a sample of the picture, ``bot.render.reduce``)."""
        image = self.picture()
        if colours:
            image = palette_picture(image, colours)
        return to_png(image, self.png_level)
