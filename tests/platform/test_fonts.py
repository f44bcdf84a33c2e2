"""The shipped font subset covers every character our catalogs can put on a board."""

from __future__ import annotations

from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from bot.i18n import LOCALES_DIR
from bot.render.common import FONTS_DIR, font

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("weight", ["Regular", "Bold"])
def test_every_catalog_character_has_a_glyph(weight: str) -> None:
    cmap = TTFont(FONTS_DIR / f"NotoSansCJKsc-{weight}.subset.otf").getBestCmap()
    text = "".join(p.read_text(encoding="utf-8") for p in LOCALES_DIR.rglob("*.ftl"))
    # Emoji come from the reader's client (they are not drawn on boards); FE0F selects emoji style.
    emoji = {c for c in text if ord(c) >= 0x1F000 or 0x2600 <= ord(c) < 0x2800}
    emoji |= {chr(c) for c in range(0xFE00, 0xFE10)} | {chr(c) for c in range(0x23E9, 0x23FB)}
    missing = sorted({c for c in text if c.isprintable() and ord(c) not in cmap} - emoji)
    assert missing == [], f"run scripts/subset_fonts.py: missing {''.join(missing)}"


def test_the_font_licence_ships_beside_the_fonts() -> None:
    licence = (FONTS_DIR / "LICENSE-OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence


def test_font_renders_chinese_wider_than_nothing() -> None:
    assert font(24).getlength("孫子兵法") > 60
