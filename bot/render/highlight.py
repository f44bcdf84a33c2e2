"""What changed on a board: two pictures of the public board (before and now), compared pixel
by pixel, and the changed areas outlined and lightly tinted on the current picture.

Generic: it knows nothing of any game, only of two images. Both come from public views (the
board everybody sees), so the outlines can only point at what everybody could see change;
nothing secret can show. Deterministic: the same two pictures give the same result.

How: a pixel counts as changed when one of its channels differs by more than ``NOISE`` (a
palette-reduced board may shade a colour slightly differently when something elsewhere
changed); the picture is cut into ``CELL``-pixel cells, a cell with a changed pixel is
changed, changed cells grow by ``REACH`` cells so that nearby changes join, and each group
of touching cells becomes one box (boxes that overlap once padded are merged). Each box gets
a translucent tint and a rounded outline drawn inside it, so the picture outside the boxes is
exactly the current board.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bot.render.area_marks import OUTLINE as AREA_OUTLINE
from bot.render.area_marks import TINT_ALPHA
from bot.render.common import to_png

NOISE = 40  # channel levels (of 255) a pixel may differ by without counting as changed: a
# palette-reduced board shifts untouched colours by up to about 35 when its palette changes
CELL = 8  # pixels per side of a cell of the change grid
REACH = 2  # cells a change spreads to, so that a piece and its label make one box
PAD = 6  # pixels around a group of changed cells
# The colours of every area mark (bot.render.area_marks), as RGBA
OUTLINE: tuple[int, int, int, int] = (*AREA_OUTLINE, 255)
TINT: tuple[int, int, int, int] = (*AREA_OUTLINE, TINT_ALPHA)
OUTLINE_WIDTH = 4
RADIUS = 10

Box = tuple[int, int, int, int]  # left, top, right, bottom: right and bottom excluded


@dataclass(frozen=True)
class Highlight:
    """The current board with its changes marked (None when nothing changed) and the boxes."""

    png: bytes | None
    boxes: tuple[Box, ...]


def changed_mask(before: Image.Image, after: Image.Image) -> Image.Image:
    """An "L" image the size of ``after``: 255 where a pixel changed by more than NOISE.
    Where ``before`` has no pixel (the board grew) everything counts as changed."""
    first = before.convert("RGB")
    second = after.convert("RGB")
    if first.size != second.size:
        # Pixels outside the old picture have nothing to be compared to: they changed.
        overlap = (0, 0, min(first.width, second.width), min(first.height, second.height))
        mask = Image.new("L", second.size, 255)
        mask.paste(changed_mask(first.crop(overlap), second.crop(overlap)), (0, 0))
        return mask
    red, green, blue = ImageChops.difference(first, second).split()
    largest = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    return largest.point(lambda level: 255 if level > NOISE else 0)


def changed_cells(mask: Image.Image) -> Image.Image:
    """The change grid: one pixel per cell, non-zero where the cell holds a changed pixel,
    grown by REACH cells."""
    # A box reduction averages each cell (rounding the last partial row and column up): one
    # changed pixel of 64 still leaves 255 / 64, about 4, so no change is lost.
    cells = mask.reduce(CELL).point(lambda level: 255 if level else 0)
    if REACH:
        cells = cells.filter(ImageFilter.MaxFilter(2 * REACH + 1))
    return cells


def groups(cells: Image.Image) -> list[Box]:
    """The bounding box, in cells, of each group of touching changed cells (8-neighbours)."""
    width, height = cells.size
    data = cells.tobytes()
    seen = bytearray(width * height)
    found: list[Box] = []
    for start in range(width * height):
        if not data[start] or seen[start]:
            continue
        seen[start] = 1
        stack = [start]
        left, top, right, bottom = width, height, 0, 0
        while stack:
            index = stack.pop()
            y, x = divmod(index, width)
            left, top = min(left, x), min(top, y)
            right, bottom = max(right, x + 1), max(bottom, y + 1)
            for ny in (y - 1, y, y + 1):
                if not 0 <= ny < height:
                    continue
                for nx in (x - 1, x, x + 1):
                    other = ny * width + nx
                    if 0 <= nx < width and data[other] and not seen[other]:
                        seen[other] = 1
                        stack.append(other)
        found.append((left, top, right, bottom))
    return found


def overlaps(one: Box, other: Box) -> bool:
    return one[0] < other[2] and other[0] < one[2] and one[1] < other[3] and other[1] < one[3]


def merged(boxes: list[Box]) -> list[Box]:
    """Boxes that overlap joined into their common bounding box, until none overlap."""
    result = list(boxes)
    joined = True
    while joined:
        joined = False
        for i, one in enumerate(result):
            for j in range(i + 1, len(result)):
                other = result[j]
                if overlaps(one, other):
                    result[i] = (
                        min(one[0], other[0]),
                        min(one[1], other[1]),
                        max(one[2], other[2]),
                        max(one[3], other[3]),
                    )
                    del result[j]
                    joined = True
                    break
            if joined:
                break
    return sorted(result)


def change_boxes(before: Image.Image, after: Image.Image) -> list[Box]:
    """The areas of ``after`` (in pixels) that differ from ``before``, padded and merged."""
    cells = changed_cells(changed_mask(before, after))
    width, height = after.size
    boxes = [
        (
            max(0, left * CELL - PAD),
            max(0, top * CELL - PAD),
            min(width, right * CELL + PAD),
            min(height, bottom * CELL + PAD),
        )
        for left, top, right, bottom in groups(cells)
    ]
    return merged(boxes)


def mark(after: Image.Image, boxes: list[Box]) -> Image.Image:
    """``after`` with each box tinted and outlined, everything drawn inside the boxes."""
    marked = after.convert("RGBA")
    for box in boxes:
        size = (box[2] - box[0], box[3] - box[1])
        layer = Image.new("RGBA", size, (0, 0, 0, 0))
        draw = ImageDraw.Draw(layer)
        corner = min(RADIUS, size[0] // 2, size[1] // 2)
        # ImageDraw's corners are inclusive: the last pixel inside the box is size - 1.
        inside = (0, 0, size[0] - 1, size[1] - 1)
        draw.rounded_rectangle(inside, corner, fill=TINT)
        width = min(OUTLINE_WIDTH, max(1, corner))
        draw.rounded_rectangle(inside, corner, outline=OUTLINE, width=width)
        # Only the box's own area is composited: the rest of the picture stays as it was.
        marked.paste(Image.alpha_composite(marked.crop(box), layer), box[:2])
    return marked.convert("RGB")


def highlight(before_png: bytes, after_png: bytes) -> Highlight:
    """The current board (``after_png``) with what changed since ``before_png`` marked; no
    picture when the two boards look the same (slow: run it off the event loop)."""
    with Image.open(io.BytesIO(before_png)) as before, Image.open(io.BytesIO(after_png)) as after:
        before.load()
        after.load()
        boxes = change_boxes(before, after)
        if not boxes:
            return Highlight(None, ())
        return Highlight(to_png(mark(after, boxes)), tuple(boxes))
