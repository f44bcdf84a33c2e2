"""A player's display name made drawable on a board (issue 26): as the server shows it, with
nothing the shipped fonts would draw as an empty box.

Display names hold anything Unicode allows: emoji, scripts our CJK subsets leave out (Hangul,
Cyrillic, Arabic), zero-width and direction marks, stacks of combining marks. A board draws a
name with the locale's face (``bot.render.text``); a character that face lacks would come out
as a box, so it is left out, and a name with nothing left is told by the caller's fallback
(the seat's label). Text is drawn as it is, never interpreted: a name such as "**Bob**" shows
its stars, as the member list does.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from bot.render.text import face_for, font

PROBE_SIZE = 16  # pixels: any size tells the missing glyph apart
MISSING = "\U0010fffd"  # a private-use character no font maps: it draws the "missing" glyph


@cache
def _missing_mask(face_locale: str) -> tuple[tuple[int, int], bytes]:
    mask = font(PROBE_SIZE, locale=face_locale).getmask(MISSING)
    return mask.size, bytes(mask)


@cache
def has_glyph(char: str, face_locale: str) -> bool:
    """Whether the face of ``face_locale`` draws ``char`` with a glyph of its own."""
    mask = font(PROBE_SIZE, locale=face_locale).getmask(char)
    return (mask.size, bytes(mask)) != _missing_mask(face_locale)


def drawable(name: str, locale: str | None, fallback: str) -> str:
    """``name`` with only what the locale's face can draw: control and format characters
    dropped, runs of spaces made one, at most one combining mark per letter, characters
    without a glyph left out; ``fallback`` when nothing readable is left."""
    face_locale = "zh-TW" if face_for(locale) == "tc" else "en"
    kept: list[str] = []
    marks = 0
    for char in unicodedata.normalize("NFC", name):
        category = unicodedata.category(char)
        if category in ("Cc", "Cf", "Cs", "Co", "Cn"):
            continue
        if category.startswith("Z"):
            if kept and kept[-1] != " ":
                kept.append(" ")
            marks = 0
            continue
        if category.startswith("M"):
            marks += 1
            if marks > 1 or not kept or not has_glyph(char, face_locale):
                continue
            kept.append(char)
            continue
        marks = 0
        if has_glyph(char, face_locale):
            kept.append(char)
    shown = "".join(kept).strip()
    if not any(unicodedata.category(char)[0] in "LN" for char in shown):
        return fallback
    return shown
