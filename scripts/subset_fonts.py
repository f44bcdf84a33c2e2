"""Build the CJK font subsets shipped in bot/render/fonts from Debian's fonts-noto-cjk (OFL).

Boards must render the same everywhere, so the bot ships its own fonts instead of relying on
the host; they are package data of ``bot.render`` and load through importlib.resources, so a
plain wheel install renders too. The whole Noto Sans CJK collection is ~20 MB a weight; we keep
two faces, Simplified Chinese (SC: English and zh-CN boards) and Traditional Chinese (TC: zh-TW
boards, whose characters take Taiwanese shapes), each with only the characters a board can
show: ASCII, Latin-1 and Latin Extended-A, Greek and Cyrillic (players' names), punctuation
and symbols, every character in our message catalogs and game data, plus the common Chinese
characters (GB2312 level 1 and Big5 level 1) so that most player names written in Chinese
render too. Both faces get the same characters. A name's other characters (emoji, Hangul) are
left out when a board draws it (bot.render.drawable_names), never drawn as empty boxes.

Run after adding catalog text with new characters:
    apt-get install fonts-noto-cjk && python scripts/subset_fonts.py
tests/platform/test_fonts.py fails when a catalog uses a character its locale's face lacks.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/opentype/noto")
OUT = ROOT / "bot" / "render" / "fonts"  # bot.render.text loads them from here
FACES = {"sc": 2, "tc": 3}  # face order in NotoSansCJK-*.ttc: JP, KR, SC, TC, HK
WEIGHTS = ("Regular", "Bold")


def gb2312_level1() -> set[str]:
    chars = set()
    for hi in range(0xB0, 0xD8):
        for lo in range(0xA1, 0xFF):
            with contextlib.suppress(UnicodeDecodeError):
                chars.add(bytes([hi, lo]).decode("gb2312"))
    return chars


def big5_level1() -> set[str]:
    chars = set()
    for hi in range(0xA4, 0xC7):
        for lo in list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)):
            with contextlib.suppress(UnicodeDecodeError):
                chars.add(bytes([hi, lo]).decode("big5"))
    return chars


def project_chars() -> set[str]:
    chars: set[str] = set()
    # a game's rules.md and glossary.md live in its folder (bot/games/<game>/)
    patterns = ("bot/**/*.ftl", "bot/**/*.py", "bot/**/*.json", "bot/**/*.md", "docs/**/*.md")
    for pattern in patterns:
        for path in ROOT.glob(pattern):
            chars.update(path.read_text(encoding="utf-8"))
    return chars


def wanted() -> str:
    chars = {chr(c) for c in range(0x20, 0x7F)} | {chr(c) for c in range(0xA0, 0x180)}
    # Greek and Cyrillic: players' names are drawn on the boards (issue 26), and these are the
    # scripts of many of them that the CJK faces cover at a small cost (about 400 glyphs)
    chars |= {chr(c) for c in range(0x370, 0x530)}
    chars |= {chr(c) for c in range(0x2000, 0x2070)}  # general punctuation
    chars |= {chr(c) for c in range(0x2190, 0x2300)}  # arrows, mathematical operators
    chars |= {chr(c) for c in range(0x2460, 0x2500)}  # enclosed numbers
    chars |= {chr(c) for c in range(0x25A0, 0x2700)}  # shapes and symbols
    chars |= {chr(c) for c in range(0x3000, 0x3040)}  # CJK punctuation
    chars |= {chr(c) for c in range(0xFF00, 0xFFF0)}  # full-width forms
    chars |= gb2312_level1() | big5_level1() | project_chars()
    return "".join(sorted(c for c in chars if c.isprintable()))


def build(face: str, weight: str, text: str) -> Path:
    collection = TTCollection(SOURCE / f"NotoSansCJK-{weight}.ttc")
    font = collection.fonts[FACES[face]]
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    font.recalcTimestamp = False  # keep the source's date: the same input gives the same file
    out = OUT / f"NotoSansCJK{face}-{weight}.subset.otf"
    font.save(out)
    return out


def main() -> int:
    text = wanted()
    for face in FACES:
        for weight in WEIGHTS:
            out = build(face, weight, text)
            print(f"{out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
