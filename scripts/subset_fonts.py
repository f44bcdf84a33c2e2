"""Build the CJK font subsets shipped in assets/fonts from Debian's fonts-noto-cjk (OFL).

Boards must render the same everywhere, so the bot ships its own font instead of relying on
the host. The whole Noto Sans CJK collection is ~20 MB a weight; we keep the Simplified Chinese
face and only the characters a board can show: ASCII and Latin-1, punctuation and symbols,
every character in our message catalogs and game data, plus the common Chinese characters
(GB2312 level 1 and Big5 level 1) so that most player names written in Chinese render too.

Run after adding catalog text with new characters:
    apt-get install fonts-noto-cjk && python scripts/subset_fonts.py
tests/test_fonts.py fails when a catalog uses a character the subset lacks.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/opentype/noto")
SC_FACE = 2  # face order in NotoSansCJK-*.ttc: JP, KR, SC, TC, HK


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
    for pattern in ("bot/**/*.ftl", "bot/**/*.py", "bot/**/*.json", "docs/**/*.md"):
        for path in ROOT.glob(pattern):
            chars.update(path.read_text(encoding="utf-8"))
    return chars


def wanted() -> str:
    chars = {chr(c) for c in range(0x20, 0x7F)} | {chr(c) for c in range(0xA0, 0x180)}
    chars |= {chr(c) for c in range(0x2000, 0x2070)}  # general punctuation
    chars |= {chr(c) for c in range(0x2190, 0x2300)}  # arrows, mathematical operators
    chars |= {chr(c) for c in range(0x2460, 0x2500)}  # enclosed numbers
    chars |= {chr(c) for c in range(0x25A0, 0x2700)}  # shapes and symbols
    chars |= {chr(c) for c in range(0x3000, 0x3040)}  # CJK punctuation
    chars |= {chr(c) for c in range(0xFF00, 0xFFF0)}  # full-width forms
    chars |= gb2312_level1() | big5_level1() | project_chars()
    return "".join(sorted(c for c in chars if c.isprintable()))


def build(weight: str) -> Path:
    collection = TTCollection(SOURCE / f"NotoSansCJK-{weight}.ttc")
    font = collection.fonts[SC_FACE]
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=wanted())
    subsetter.subset(font)
    out = ROOT / "assets" / "fonts" / f"NotoSansCJKsc-{weight}.subset.otf"
    font.save(out)
    return out


def main() -> int:
    for weight in ("Regular", "Bold"):
        out = build(weight)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
