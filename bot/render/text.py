"""Type: the shipped fonts, chosen by locale, and text measured and fitted to a width.

The fonts are Noto Sans CJK subsets (see ``scripts/subset_fonts.py``) shipped as package data
in ``bot/render/fonts`` and read through importlib.resources, so they load wherever the
package is installed. Each face draws Latin and Chinese alike; the Traditional Chinese face
(TC) draws zh-TW text in its Taiwanese shapes, the Simplified one (SC) everything else.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from PIL import ImageFont

FONT_PACKAGE = "bot.render"
FONT_FOLDER = "fonts"
LICENCE = "LICENSE-OFL.txt"
DEFAULT_FACE = "sc"
LOCALE_FACES = {"zh-TW": "tc"}  # every other locale draws with DEFAULT_FACE
ELLIPSIS = "…"
# Chinese punctuation that may not begin a line: it stays at the end of the line before.
NO_LINE_START = frozenset("，。、；：！？）」』】》〉〕…・·！），．：；？］｝")


def face_for(locale: str | None) -> str:
    """The face a locale's text is drawn in: "tc" for zh-TW, "sc" for the others."""
    return LOCALE_FACES.get(locale or "", DEFAULT_FACE)


def font_file(face: str, bold: bool = False) -> str:
    weight = "Bold" if bold else "Regular"
    return f"NotoSansCJK{face}-{weight}.subset.otf"


def font_resource(locale: str | None, bold: bool = False) -> Traversable:
    """The font file for ``locale`` inside the installed package."""
    return font_folder() / font_file(face_for(locale), bold)


def font_folder() -> Traversable:
    return files(FONT_PACKAGE) / FONT_FOLDER


@cache
def _font_path(face: str, bold: bool) -> str | None:
    """The font's file on disk, when the package is installed as files (it usually is)."""
    resource = font_folder() / font_file(face, bold)
    return str(resource) if isinstance(resource, Path) and resource.is_file() else None


@cache
def _font_bytes(face: str, bold: bool) -> bytes:
    return (font_folder() / font_file(face, bold)).read_bytes()


@cache
def _face_font(face: str, size: int, bold: bool) -> ImageFont.FreeTypeFont:
    # From the file's path FreeType maps the file: every size, and every render worker, shares
    # its pages. From bytes Pillow keeps a copy of all 4 MB per size (a board uses about 20
    # sizes: 80 MB per process), so bytes are only the fallback of a zipped install.
    path = _font_path(face, bold)
    if path is not None:
        return ImageFont.truetype(path, size)
    return ImageFont.truetype(io.BytesIO(_font_bytes(face, bold)), size)


def font(size: int, bold: bool = False, locale: str | None = None) -> ImageFont.FreeTypeFont:
    """The shipped font for ``locale`` at ``size`` pixels."""
    return _face_font(face_for(locale), max(1, size), bold)


@dataclass(frozen=True)
class Typeface:
    """The fonts of one locale measured in logical pixels of a picture drawn ``scale`` times
    larger (see ``Canvas``): sizes and widths in, sizes, widths and lines out."""

    locale: str | None = None
    scale: float = 1

    def font(self, size: float, bold: bool = False) -> ImageFont.FreeTypeFont:
        return font(round(size * self.scale), bold, self.locale)

    def width(self, value: str, size: float, bold: bool = False) -> float:
        return self.font(size, bold).getlength(value) / self.scale

    def ink(self, value: str, size: float, bold: bool = False) -> tuple[float, ...]:
        """Where the ink of ``value`` falls, drawn from its top-left corner (anchor "lt", as
        paragraphs are): (left, top, right, bottom) in logical pixels."""
        box = self.font(size, bold).getbbox(value, anchor="lt")
        return tuple(edge / self.scale for edge in box)

    def fit(
        self, value: str, size: float, max_width: float, bold: bool = False, smallest: float = 9
    ) -> float:
        """The largest size <= ``size`` (and >= ``smallest``) at which ``value`` fits."""
        width = self.width(value, size, bold)
        if width <= max_width or size <= smallest:
            return size
        step = 1 / self.scale  # one pixel of the drawing
        size = max(smallest, math.floor(size * max_width / width * self.scale) * step)
        while size > smallest and self.width(value, size, bold) > max_width:
            size -= step
        return max(size, smallest)

    def ellipsize(
        self, value: str, size: float, max_width: float, bold: bool = False, always: bool = False
    ) -> str:
        """``value`` cut short with "…" to fit (``always``: with "…" even if it fits)."""
        if not always and self.width(value, size, bold) <= max_width:
            return value
        while value and self.width(value.rstrip() + ELLIPSIS, size, bold) > max_width:
            value = value[:-1]
        return value.rstrip() + ELLIPSIS

    def fit_line(
        self, value: str, size: float, max_width: float, bold: bool = False, smallest: float = 9
    ) -> tuple[str, float]:
        """Shrink ``value`` to fit; if even ``smallest`` is too large, shorten it with "…"."""
        size = self.fit(value, size, max_width, bold, smallest)
        return self.ellipsize(value, size, max_width, bold), size

    def wrap(self, value: str, size: float, max_width: float, bold: bool = False) -> list[str]:
        """Greedy line breaking for spaced Latin text and unspaced Chinese alike: Latin lines
        break between words, Chinese ones between any two characters (but never before a
        closing mark such as "，" or "」": the character before it goes to the next line
        with it, so the mark neither starts a line nor hangs outside the width). Newlines in
        ``value`` start new lines."""
        lines: list[str] = []
        for paragraph in value.split("\n"):
            line = ""
            for char in paragraph:
                candidate = line + char
                fits = self.width(candidate, size, bold) <= max_width
                if fits or not line:
                    line = candidate
                    continue
                if char in NO_LINE_START:
                    # A closing mark may neither start a line nor hang past the edge: the
                    # character before it goes down with it (with any marks before that).
                    cut = len(line) - 1
                    while cut > 0 and line[cut] in NO_LINE_START:
                        cut -= 1
                    if cut > 0 and not _is_cjk(line[cut]) and line[cut] != " ":
                        space = line.rfind(" ", 0, cut)  # a Latin word goes down whole
                        cut = space + 1 if space > 0 else cut
                    if cut > 0:
                        lines.append(line[:cut].rstrip())
                        line = line[cut:].lstrip() + char
                    else:
                        line = candidate  # one word and its mark wider than the line
                    continue
                cut = line.rfind(" ")
                word = line[cut + 1 :] + char if cut > 0 else ""
                if cut > 0 and char != " " and not any(_is_cjk(c) for c in word):
                    # carry the unfinished Latin word (or number) to the next line; Chinese
                    # breaks between any two characters, so "前 6" never strands the 6
                    lines.append(line[:cut])
                    line = line[cut + 1 :] + char
                else:
                    lines.append(line.rstrip())
                    line = char.lstrip()
            lines.append(line)
        return lines


def _is_cjk(char: str) -> bool:
    """A Han character or full-width mark: Chinese lines may break before or after it."""
    return "\u2e80" <= char <= "\u9fff" or "\uf900" <= char <= "\uffef"
