"""PNG encoding shared by every renderer (a game's own package may use it without the rest of
the drawing toolkit)."""

from __future__ import annotations

import io

from PIL import Image

MAX_UPLOAD_BYTES = 8 * 1024 * 1024  # Discord's smallest attachment limit
# zlib levels. A full-colour picture is filtered line by line before zlib sees it, and level 6
# keeps it small. A palette picture is not filtered (PNG filters do not help indexes), and on a
# board's 2.2 million indexes level 6 took 23 ms where level 2 takes 10 ms, for a PNG about a
# fifth larger (a five-player Small World board: 195 -> 239 KiB, far below any upload limit).
FULL_COLOUR_LEVEL = 6
PALETTE_LEVEL = 2


def to_png(image: Image.Image, compress_level: int | None = None) -> bytes:
    """Encode as PNG, at ``compress_level`` if given, else at the level for the image's mode
    (``PALETTE_LEVEL`` for a palette image, ``FULL_COLOUR_LEVEL`` otherwise). No ``optimize``
    pass: on our flat boards it took several times as long as the drawing itself (0.2 s a
    Small World board) to save about 3 per cent."""
    if compress_level is None:
        compress_level = PALETTE_LEVEL if image.mode == "P" else FULL_COLOUR_LEVEL
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=compress_level)
    return buffer.getvalue()
