"""A full-colour picture reduced to a palette of at most ``colours`` (issue 29 part 4).

Choosing the palette was the dear part of a board: Pillow's octree over every pixel of a
2-million-pixel board took 8-12 ms, more than encoding the PNG. A board is flat ground, seat
colours and their smoothed edges, each repeated over thousands of pixels, so the octree is
built from every ``SAMPLE_STEP``-th pixel of every ``SAMPLE_STEP``-th row (nearest, so no new
colours are made up), and then every pixel takes the nearest colour of that palette (2-3 ms).

The palette comes from the picture alone: the same picture gives the same bytes in any
process, in any order (the render workers, the thread path and a replay agree). A palette
kept from an earlier board of the game was measured and set aside: an opening board lacks the
colours of a late one, and mapped onto it up to 12 % of a late Sun Tzu board's pixels moved by
more than 8, where the sample moves under 1 % (docs/benchmarks.md, "Boards, issue 29").
"""

from __future__ import annotations

from PIL import Image

SAMPLE_STEP = 4  # one pixel in 4 x 4: 1/16 of a board, still ~140,000 pixels
# Below this many pixels the whole picture is sampled (its octree costs about a millisecond):
# a small picture has too few pixels of each colour to thin out safely.
WHOLE_BELOW = 250_000


def palette_picture(image: Image.Image, colours: int) -> Image.Image:
    """``image`` (RGB) as a palette picture of at most ``colours`` colours, no dithering
    (flat areas stay flat)."""
    sample = image
    width, height = image.size
    if width * height >= WHOLE_BELOW:
        size = (max(1, width // SAMPLE_STEP), max(1, height // SAMPLE_STEP))
        sample = image.resize(size, Image.Resampling.NEAREST)
    palette = sample.quantize(
        colors=colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )
    if sample is image:
        return palette
    return image.quantize(palette=palette, dither=Image.Dither.NONE)
