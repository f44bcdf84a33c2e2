"""The animated replay's pictures (issue 31 part 2): one frame per turn, the public board with
the turn's lines under it, and the frames written as one looping GIF.

Why GIF: every Discord client (desktop, web, phones, old app versions) plays an attached GIF
inline; animated WebP plays inline only in clients updated since Discord added it in 2024-25
(docs/architecture.md, "The animated replay"). Boards are flat colours and most of a board
stays as it was from one turn to the next, which is what GIF does well: each frame after the
first stores only the box that changed, unchanged pixels in it transparent.

A frame is a fixed size for the whole animation: the board scaled to ``FRAME_WIDTH`` (about
two phone screens wide: the caption is read inline, the board by tapping), and a caption band
of ``CAPTION_ROWS`` rows. Every frame uses one palette (taken from the last frame, which shows
every player's pieces), without dithering, so a pixel that did not change keeps its index and
compresses to nothing. Frames are drawn in the render workers (bot/table/renderpool.py) a few
at a time, as P-mode PNGs; :func:`encode_gif` streams them into the file holding two frames at
most. Pure Pillow, no Discord, no table: the words arrive already in the reader's language.
"""

from __future__ import annotations

import io
import struct
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from PIL import GifImagePlugin, Image, ImageChops, ImageDraw

from bot.render.board_frame import BoardFrame
from bot.render.drawable_names import drawable
from bot.render.text import Typeface

FRAME_WIDTH = 800  # pixels: a phone shows it ~400 px wide, the caption's 26 px text at 13
PADDING = 16
HEADER_SIZE = 22  # the frame's "3/40 · moves 12–17"
LINE_SIZE = 26  # the turn's lines
LINE_GAP = 6
CAPTION_ROWS = 5  # rows of the turn's lines under the header; more are cut with "… N more"
BACKGROUND = (250, 247, 240)
HEADER_INK = (110, 100, 90)
LINE_INK = (30, 28, 26)
COLOURS = 255  # palette entries for the pictures: the 256th is the GIF's transparency
TRANSPARENT = 255


@dataclass(frozen=True)
class Caption:
    """What a frame says under its board: its place in the game, then the turn's lines (the
    ``more`` line says how many were left out, already in the reader's words)."""

    header: str
    lines: tuple[str, ...]
    more: str  # "… {count} more", with {count} left to fill in here


@dataclass(frozen=True)
class FrameSpec:
    """One frame to draw: the public view, the table's part of the board (the players' names,
    whom the game waited for then), and the caption. Plain data: it crosses to the workers."""

    view: Any
    frame: BoardFrame
    caption: Caption


def caption_height() -> int:
    return PADDING * 2 + HEADER_SIZE + LINE_GAP + CAPTION_ROWS * (LINE_SIZE + LINE_GAP)


def board_box(board_size: tuple[int, int]) -> tuple[int, int]:
    """Where a board of ``board_size`` goes on a frame: its size scaled to ``FRAME_WIDTH``."""
    width, height = board_size
    return FRAME_WIDTH, round(height * FRAME_WIDTH / width)


def caption_rows(caption: Caption, locale: str) -> list[str]:
    """The caption's rows, wrapped to the frame: the turn's first line (who did what) and as
    many of its last lines (how the turn ended) as fit, with "… N more" between when some are
    left out. Characters the shipped fonts lack (emoji in a name) are left out."""
    face = Typeface(locale)
    room = FRAME_WIDTH - 2 * PADDING
    wrapped = [
        face.wrap(drawable(line, locale, line), LINE_SIZE, room) for line in caption.lines if line
    ]
    rows = [row for line in wrapped for row in line]
    if len(rows) <= CAPTION_ROWS:
        return rows
    head = wrapped[0][: CAPTION_ROWS - 2]
    tail: list[str] = []
    shown = 1  # lines shown whole or in part: the first, then the last ones
    for line in reversed(wrapped[1:]):
        if len(head) + 1 + len(tail) + len(line) > CAPTION_ROWS:
            break
        tail = line + tail
        shown += 1
    more = caption.more.replace("{count}", str(len(wrapped) - shown))
    return [*head, face.ellipsize(more, LINE_SIZE, room), *tail]


def draw_frame(
    board_png: bytes, caption: Caption, locale: str, box: tuple[int, int] | None = None
) -> Image.Image:
    """One frame in RGB: the board scaled into ``box`` (None: the board's own
    :func:`board_box`) at the top, centred, the caption under it. A game whose board grows
    or shrinks along the way (a longer legend) keeps the first box, so every frame of an
    animation is the same size."""
    with Image.open(io.BytesIO(board_png)) as board:
        box = box or board_box(board.size)
        scale = min(box[0] / board.width, box[1] / board.height)
        size = (max(1, round(board.width * scale)), max(1, round(board.height * scale)))
        scaled = board.convert("RGB").resize(size, Image.Resampling.LANCZOS)
    frame = Image.new("RGB", (box[0], box[1] + caption_height()), BACKGROUND)
    frame.paste(scaled, ((box[0] - scaled.width) // 2, 0))
    face = Typeface(locale)
    pen = ImageDraw.Draw(frame)
    top = box[1] + PADDING
    header = face.ellipsize(caption.header, HEADER_SIZE, FRAME_WIDTH - 2 * PADDING, bold=True)
    pen.text((PADDING, top), header, font=face.font(HEADER_SIZE, bold=True), fill=HEADER_INK)
    top += HEADER_SIZE + LINE_GAP
    body = face.font(LINE_SIZE)
    for row in caption_rows(caption, locale):
        pen.text((PADDING, top), row, font=body, fill=LINE_INK)
        top += LINE_SIZE + LINE_GAP
    return frame


def palette_of(frame: Image.Image) -> Image.Image:
    """A palette image for every frame of an animation, made from one frame: its ``COLOURS``
    commonest colours (median cut), the last entry repeating the first (never chosen: the
    transparency's index)."""
    quantized = frame.quantize(COLOURS, Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    entries = (quantized.getpalette() or [])[: COLOURS * 3]
    entries += entries[:3] * (256 - len(entries) // 3)
    palette = Image.new("P", (1, 1))
    palette.putpalette(entries)
    return palette


def on_palette(frame: Image.Image, palette: Image.Image) -> Image.Image:
    """``frame`` in the animation's palette, without dithering (a flat area keeps one index,
    so it compresses, and an unchanged pixel keeps its index from frame to frame)."""
    quantized = frame.quantize(palette=palette, dither=Image.Dither.NONE)
    if quantized.histogram()[TRANSPARENT]:  # the repeated entry: the first one's colour
        quantized = quantized.point([*range(TRANSPARENT), 0])
        quantized.putpalette(palette.getpalette() or [])
    return quantized


@dataclass(frozen=True)
class Look:
    """What every frame of one animation shares: the palette and the board's box."""

    palette: bytes
    box: tuple[int, int]


def draw_frames(
    render_board: Callable[[Any, str, BoardFrame | None], bytes],
    specs: Iterable[FrameSpec],
    locale: str,
    look: Look | None = None,
) -> tuple[list[bytes], Look]:
    """The frames of ``specs`` as P-mode PNGs in ``look`` (None: the look of the first of
    them, which the caller makes the last frame of the animation), and that look."""
    pngs: list[bytes] = []
    palette: Image.Image | None = None
    if look is not None:
        palette = Image.new("P", (1, 1))
        palette.putpalette(look.palette)
    for spec in specs:
        board = render_board(spec.view, locale, spec.frame)
        frame = draw_frame(board, spec.caption, locale, look.box if look else None)
        if look is None or palette is None:
            palette = palette_of(frame)
            look = Look(
                bytes(palette.getpalette() or []), (frame.width, frame.height - caption_height())
            )
        pngs.append(frame_png(on_palette(frame, palette)))
    assert look is not None, "no frame to draw"
    return pngs, look


def frame_png(frame: Image.Image) -> bytes:
    out = io.BytesIO()
    frame.save(out, "PNG", optimize=False, compress_level=1)
    return out.getvalue()


def encode_gif(frames: Iterable[tuple[bytes, int]]) -> bytes:
    """The looping GIF of ``frames`` (P-mode PNGs on one palette, each with its duration in
    ms). Each frame after the first is written as the box that changed, unchanged pixels in it
    transparent; a frame equal to the one before only lengthens it. Streams: at most the
    frame before and the one being written are held."""
    out = io.BytesIO()
    previous: Image.Image | None = None
    pending: tuple[Image.Image, tuple[int, int], int] | None = None
    for png, duration in frames:
        with Image.open(io.BytesIO(png)) as opened:
            frame = opened.copy()
        if frame.mode != "P":
            raise ValueError("animation frames are P-mode PNGs")
        if previous is None:
            out.write(_header(frame))
            pending = (frame, (0, 0), duration)
        else:
            if frame.size != previous.size:
                raise ValueError("animation frames differ in size")
            region = _changed(previous, frame)
            assert pending is not None
            if region is None:
                pending = (pending[0], pending[1], pending[2] + duration)
            else:
                _write_frame(out, *pending)
                pending = (*region, duration)
        previous = frame
    if pending is None:
        raise ValueError("an animation needs at least one frame")
    _write_frame(out, *pending)
    out.write(b";")
    return out.getvalue()


def _indices(frame: Image.Image) -> Image.Image:
    """The frame's palette indices as a grey image (to compare two frames of one palette)."""
    return Image.frombytes("L", frame.size, frame.tobytes())


def _changed(before: Image.Image, after: Image.Image) -> tuple[Image.Image, tuple[int, int]] | None:
    """The box of ``after`` that differs from ``before``, its unchanged pixels made
    transparent, and where it goes; None when nothing changed."""
    delta = ImageChops.difference(_indices(before), _indices(after))
    box = delta.getbbox()
    if box is None:
        return None
    region = after.crop(box)
    unchanged = delta.crop(box).point([255, *(0,) * 255], "1")
    region.paste(TRANSPARENT, mask=unchanged)
    return region, (box[0], box[1])


def _header(frame: Image.Image) -> bytes:
    """GIF89a, the frame's size, its palette as the global colour table, loop forever."""
    entries = bytes((frame.getpalette() or [])[: 256 * 3]).ljust(256 * 3, b"\0")
    screen = struct.pack("<6sHHBBB", b"GIF89a", frame.width, frame.height, 0xF7, 0, 0)
    loop = b"!\xff\x0bNETSCAPE2.0\x03\x01" + struct.pack("<H", 0) + b"\0"
    return screen + entries + loop


def _write_frame(
    out: io.BytesIO, frame: Image.Image, offset: tuple[int, int], duration: int
) -> None:
    """One frame: its delay and transparency (kept on screen under the next: disposal 1),
    then its pixels, LZW-coded by Pillow, with no colour table of its own."""
    for part in GifImagePlugin.getdata(
        frame, offset, duration=duration, transparency=TRANSPARENT, disposal=1
    ):
        out.write(part)
