"""Type: the shipped fonts, chosen by locale, and text measured and fitted to a width.

The fonts are Noto Sans CJK subsets (see ``scripts/subset_fonts.py``) shipped as package data
in ``bot/render/fonts`` and read through importlib.resources, so they load wherever the
package is installed. Each face draws Latin and Chinese alike; the Traditional Chinese face
(TC) draws zh-TW text in its Taiwanese shapes, the Simplified one (SC) everything else.
"""

from __future__ import annotations

import io
import math
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
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
# Closing marks (Chinese punctuation, closing brackets and quotes, zh-CN's ” ’ included) that
# may not begin a line: each stays with what it closes, on the line before.
NO_LINE_START = frozenset("，。、；：！？）」』】》〉〕〗〙〞…・·”’！），．：；？］｝%％‰℃")
# Opening marks that may not end a line: each goes down with what it opens.
NO_LINE_END = frozenset("（「『【《〈〔〖〘〝“‘（［｛")
# Brackets around an aside (a level, a colour, a count): one whose inside is at most
# SHORT_ASIDE characters long stays on one line with the word before it; a longer one (a
# clause) may break inside, as any text.
ASIDE_OPEN = {"（": "）", "(": ")"}
SHORT_ASIDE = 8

# What ``wrap`` places on a line, whole when it fits: (spaces before, text, the groups it
# may break into when it does not fit a line of its own; none for one unit).
Group = tuple[str, str, list["Group"]]


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


# Text widths kept: a board measures ~300 strings (names, labels, counts fitted to their
# boxes), nearly all the same as on the game's last board, and measuring was ~10 % of a World
# War board (issue 29 part 4). At most this many (face, size, weight, text), a few MiB.
KEPT_WIDTHS = 8192


@lru_cache(maxsize=KEPT_WIDTHS)
def _length(face: str, size: int, bold: bool, value: str) -> float:
    return _face_font(face, size, bold).getlength(value)


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
        pixels = max(1, round(size * self.scale))  # as ``font`` picks the size
        return _length(face_for(self.locale), pixels, bold, value) / self.scale

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
        break between words, Chinese ones between any two characters, except where a reader
        expects none (see ``_units``): a closing mark (，」” …) never starts a line, an opening
        one (「“ …) never ends one, a number stays with the measure word after it (「放置
        2 名」 never breaks between 2 and 名), and a short bracketed aside stays whole with
        the word it qualifies (「機器人 1（困難）」, "Bot 1 (strong)"; see ``_asides``).
        Newlines in ``value`` start new lines."""
        lines: list[str] = []
        line = ""
        first = True  # a paragraph's first unit keeps the spaces before it

        def fits(candidate: str) -> bool:
            return self.width(candidate, size, bold) <= max_width

        def place(group: Group) -> None:
            nonlocal line, first
            space, unit, parts = group
            candidate = line + space + unit if line or first else unit
            if fits(candidate):
                line, first = candidate, False
                return
            if parts and not fits(unit):
                for part in parts:  # a group too wide for a line of its own breaks inside
                    place(part)
                return
            first = False
            if line:
                lines.append(line)
                line = ""
            if fits(unit) or any(_is_cjk(c) for c in unit):
                line = unit  # a Chinese unit wider than the line stays whole
                return
            for char in unit:  # a Latin word wider than the line breaks anywhere
                if line and not fits(line + char):
                    lines.append(line)
                    line = ""
                line += char

        for paragraph in value.split("\n"):
            line, first = "", True
            for group in _asides(_units(paragraph)):
                place(group)
            lines.append(line)
        return lines


def _units(paragraph: str) -> list[tuple[str, str]]:
    """``paragraph`` cut where a line may break, as (spaces before, unit) pairs: between words,
    and before or after any Chinese character, except that

    * a closing mark joins what comes before it, an opening mark what comes after it;
    * a number joins the Chinese character right after it (its measure word: 2 名, 3 格);
    * text with no space and no Chinese character between (a word, player’s) stays whole."""
    atoms: list[tuple[str, str]] = []
    space = ""
    for char in paragraph:
        if char == " ":
            space += char
        elif (
            atoms
            and not space
            and not _is_cjk(char)
            and char not in NO_LINE_START | NO_LINE_END
            and not _is_cjk(atoms[-1][1][-1])
            and atoms[-1][1][-1] not in NO_LINE_START | NO_LINE_END
        ):
            atoms[-1] = (atoms[-1][0], atoms[-1][1] + char)  # one Latin word
        else:
            atoms.append((space, char))
            space = ""
    units: list[tuple[str, str]] = []
    opening = False  # the last unit ends with an opening mark: the next atom joins it
    for space, atom in atoms:
        last = units[-1][1] if units else ""
        joins = bool(units) and (
            opening
            or atom[0] in NO_LINE_START
            or (not space and not _is_cjk(atom[0]) and not _is_cjk(last[-1]))
            or (len(space) <= 1 and _is_cjk(atom[0]) and last[-1].isdigit())
        )
        if joins:
            units[-1] = (units[-1][0], last + space + atom)
        else:
            units.append((space, atom))
        opening = atom[-1] in NO_LINE_END
    return units


def _asides(units: list[tuple[str, str]]) -> list[Group]:
    """``units`` (from ``_units``) as groups (spaces before, text, the groups inside): each
    short bracketed aside, from the word before its opening bracket to the unit with its
    closing one, is one group (and "Bot 1 (strong)" one around "1 (strong)"); every other
    unit a group of its own, with nothing inside. ``wrap`` keeps a group on one line when it
    fits one, and breaks between the groups inside it when it does not."""
    groups: list[Group] = []
    index = 0
    while index < len(units):
        space, unit = units[index]
        if groups and len(space) <= 1 and _is_symbol(unit):
            groups[-1] = _marked(groups[-1], (space, unit, []))
            index += 1
            continue
        end = _aside_end(units, index)
        if end is None:
            groups.append((space, unit, []))
            index += 1
            continue
        inside: list[Group] = [(gap, piece, []) for gap, piece in units[index : end + 1]]
        start = index
        if unit[0] in ASIDE_OPEN and groups and not groups[-1][2]:
            # the opening bracket begins its unit: the word before joins it
            start -= 1
            inside.insert(0, groups.pop())
            if _labels(units, start) and groups and not groups[-1][2]:
                # "Bot 1 (strong)": the number and its word are one name, kept whole when
                # it fits a line, else broken before "1 (strong)"
                groups.append(_joined([groups.pop(), _joined(inside)]))
                index = end + 1
                continue
        groups.append(_joined(inside))
        index = end + 1
    return groups


def _marked(group: Group, mark: Group) -> Group:
    """``group`` with a symbol after it (a bot's 🤖): the mark stays with the innermost name
    that ends the group ("Bot 1 (strong) 🤖" breaks as "Bot" and "1 (strong) 🤖"), and goes to
    a line alone only when that name and the mark are too wide for one together."""
    parts = group[2]
    if parts and parts[-1][2]:
        return _joined([*parts[:-1], _marked(parts[-1], mark)])
    return _joined([group, mark])


def _joined(parts: list[Group]) -> Group:
    """One group of ``parts``: the first one's spaces before it, their texts as written."""
    text = parts[0][1] + "".join(space + unit for space, unit, _ in parts[1:])
    return (parts[0][0], text, parts)


def _labels(units: list[tuple[str, str]], index: int) -> bool:
    """``units[index]`` is a number after a Latin word and one space (Bot 1, Player 2): the
    number names what the word says, so an aside after it takes the word along. Chinese
    may break before the number (機器人｜1（困難）), as between any two characters."""
    space, unit = units[index]
    return (
        index > 0
        and unit.isdigit()
        and space == " "
        and not _is_cjk(units[index - 1][1][-1])
        and units[index - 1][1][-1] not in NO_LINE_START | NO_LINE_END
    )


def _aside_end(units: list[tuple[str, str]], index: int) -> int | None:
    """The index of the unit that closes a short aside opened in ``units[index]``, None when
    that unit opens none (or a long one, or one never closed)."""
    unit = units[index][1]
    opened = next((at for at, char in enumerate(unit) if char in ASIDE_OPEN), None)
    if opened is None:
        return None
    opening = unit[opened]
    closing = ASIDE_OPEN[opening]
    depth = 0
    inside = ""
    for number in range(index, len(units)):
        gap, text = units[number]
        for char in text[opened + 1 :] if number == index else gap + text:
            if char == closing and depth == 0:
                return number
            depth += (char == opening) - (char == closing)
            inside += char
            if len(inside) > SHORT_ASIDE:
                return None
    return None


def _is_symbol(atom: str) -> bool:
    """An atom of symbols only (🤖, ✓, ★): a mark on the word before it, never a word."""
    return all(unicodedata.category(char) == "So" for char in atom)


def _is_cjk(char: str) -> bool:
    """A Han character or full-width mark: Chinese lines may break before or after it."""
    return "\u2e80" <= char <= "\u9fff" or "\uf900" <= char <= "\uffef"
