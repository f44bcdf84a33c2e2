"""A soft shadow pasted from a kept flat image gives the pixels the colour itself gave when
pasted through the same mask (issue 29 part 4: the faster of Pillow's two paths)."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops

from bot.render.canvas import Canvas, shadow_mask
from bot.render.palette import Palette

COLOURS = Palette(
    paper=(240, 232, 214),
    ink=(40, 30, 20),
    muted=(120, 110, 100),
    faint=(200, 190, 170),
    panel=(250, 245, 235),
    gold=(200, 160, 40),
)


@pytest.mark.parametrize("round_shape", [True, False])
@pytest.mark.parametrize("at", [(30.0, 20.0), (31.3, 20.7)])
def test_a_soft_shadow_is_the_colour_through_its_mask(
    round_shape: bool, at: tuple[float, float]
) -> None:
    canvas = Canvas(120, 90, COLOURS)
    canvas.rect((0, 0, 60, 90), fill=(90, 140, 60))  # the shadow falls across two grounds
    before = canvas.image.copy()
    box = (at[0], at[1], at[0] + 40, at[1] + 30)
    canvas.shadow(box, (2, 3), radius=8, blur=2.4, opacity=0.43, round_shape=round_shape)
    # the old way, written out: the shadow's colour pasted through the kept mask
    s, pad = canvas.scale, 2.4 * 3 + 1
    left, top, right, bottom = box[0] + 2, box[1] + 3, box[2] + 2, box[3] + 3
    x0, y0 = int((left - pad) * s // 1), int((top - pad) * s // 1)
    x1, y1 = -int(-(right + pad) * s // 1), -int(-(bottom + pad) * s // 1)
    shape = (left * s - x0, top * s - y0, right * s - x0, bottom * s - y0)
    mask = shadow_mask((x1 - x0, y1 - y0), shape, 8 * s, round(255 * 0.43), round_shape, 2.4 * s)
    before.paste(COLOURS.shadow, (x0, y0, x1, y1), mask)
    assert ImageChops.difference(before, canvas.image).getbbox() is None
    assert ImageChops.difference(before, Image.new("RGB", before.size, COLOURS.paper)).getbbox()
