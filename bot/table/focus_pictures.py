"""Close-ups of a channel board for phones (issue 26, bot.render.focus): the part a turn post's
moves changed, or the area ``/game status area:`` asks for, cut from the board as drawn.

A board no wider than FOCUS_MAX_WIDTH reads whole on a phone, so it gets no close-up. The
cut is made from the PNG the post carries (same frame, same marks), never drawn again.
Decoding and encoding a PNG is slow: call these off the event loop.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable

from bot.render.board_frame import BoardArea
from bot.render.focus import FOCUS_MAX_WIDTH, focus_box, focus_png

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(png: bytes) -> tuple[int, int]:
    """A PNG's width and height, from its header (no decoding)."""
    if png[:8] != PNG_SIGNATURE or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def needs_focus(png: bytes) -> bool:
    """Whether a board is too wide to read whole on a phone."""
    return png_size(png)[0] > FOCUS_MAX_WIDTH


def marked_focus(png: bytes, areas: Iterable[BoardArea], marked: frozenset[str]) -> bytes | None:
    """The close-up of the marked areas of a wide board; None when nothing is marked, the
    board reads whole, or no marked area is on it."""
    if not marked or not needs_focus(png):
        return None
    boxes = [area.box for area in areas if area.id in marked and not area.group]
    if not boxes:
        return None
    return focus_png(png, focus_box(png_size(png), boxes))


def area_focus(png: bytes, area: BoardArea) -> bytes:
    """One area (or group) of a board at full scale, with some of the board round it."""
    return focus_png(png, focus_box(png_size(png), [area.box]))
