"""The shipped fonts: package data read through importlib.resources, one face per locale (the
Traditional Chinese one for zh-TW), each covering every character its catalogs can draw."""

from __future__ import annotations

import fnmatch
import os
import shutil
import subprocess
import sys
import tomllib
from importlib.resources import files
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont
from PIL import Image, ImageDraw

from bot.i18n import SUPPORTED, catalog_files
from bot.render.canvas import Canvas
from bot.render.palette import Palette
from bot.render.text import FONT_FOLDER, FONT_PACKAGE, LICENCE, face_for, font, font_resource

ROOT = Path(__file__).resolve().parents[2]
WEIGHTS = [pytest.param(False, id="regular"), pytest.param(True, id="bold")]


def drawable(text: str) -> set[str]:
    """The characters of ``text`` a board may draw: emoji come from the reader's client (they
    are not drawn on boards); FE0F selects emoji style."""
    emoji = {c for c in text if ord(c) >= 0x1F000 or 0x2600 <= ord(c) < 0x2800}
    emoji |= {chr(c) for c in range(0xFE00, 0xFE10)} | {chr(c) for c in range(0x23E9, 0x23FB)}
    return {c for c in text if c.isprintable()} - emoji


@pytest.mark.parametrize("bold", WEIGHTS)
@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_catalog_character_has_a_glyph_in_its_locales_face(locale: str, bold: bool) -> None:
    with font_resource(locale, bold).open("rb") as file:
        cmap = TTFont(file).getBestCmap()
    text = "".join(path.read_text(encoding="utf-8") for path in catalog_files(locale))
    missing = sorted(c for c in drawable(text) if ord(c) not in cmap)
    assert missing == [], f"run scripts/subset_fonts.py: missing {''.join(missing)}"


def test_zh_tw_draws_with_the_traditional_chinese_face() -> None:
    assert [face_for(locale) for locale in ("zh-TW", "zh-CN", "en")] == ["tc", "sc", "sc"]
    assert font_resource("zh-TW").name == "NotoSansCJKtc-Regular.subset.otf"
    assert font_resource("zh-TW", bold=True).name == "NotoSansCJKtc-Bold.subset.otf"
    assert font_resource("zh-CN").name == "NotoSansCJKsc-Regular.subset.otf"
    # what a renderer's canvas draws with
    colours = Palette(paper=(255,) * 3, ink=(0,) * 3, muted=(0,) * 3, faint=(0,) * 3,
                      panel=(255,) * 3, gold=(0,) * 3)  # fmt: skip
    for locale, family in (("zh-TW", "Noto Sans CJK TC"), ("zh-CN", "Noto Sans CJK SC")):
        canvas = Canvas(10, 10, colours, locale)
        assert canvas.type.font(20).getname() == (family, "Regular")
        assert canvas.type.font(20, bold=True).getname() == (family, "Bold")


def drawn(char: str, locale: str) -> bytes:
    image = Image.new("L", (80, 80), 0)
    ImageDraw.Draw(image).text((40, 40), char, font=font(64, locale=locale), fill=255, anchor="mm")
    return image.tobytes()


@pytest.mark.parametrize("char", ["說", "吳", "內"])
def test_a_han_character_takes_its_taiwanese_shape_in_zh_tw(char: str) -> None:
    assert drawn(char, "zh-TW") != drawn(char, "zh-CN")


def test_latin_looks_the_same_in_both_faces() -> None:
    assert drawn("Wu 7", "zh-TW") == drawn("Wu 7", "en")


def test_fonts_are_package_data_read_through_importlib_resources() -> None:
    folder = files(FONT_PACKAGE) / FONT_FOLDER
    for locale in SUPPORTED:
        for bold in (False, True):
            resource = font_resource(locale, bold)
            assert (folder / resource.name).is_file()
            assert resource.read_bytes()[:4] == b"OTTO"  # an OpenType font with CFF outlines
    assert "SIL OPEN FONT LICENSE Version 1.1" in (folder / LICENCE).read_text(encoding="utf-8")
    # every shipped file is declared as package data, so that a wheel carries it
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"][FONT_PACKAGE]
    shipped = [entry.name for entry in folder.iterdir() if entry.is_file()]
    assert len(shipped) >= 5
    for name in shipped:
        assert any(fnmatch.fnmatch(f"{FONT_FOLDER}/{name}", pattern) for pattern in patterns), name


def test_a_copy_of_the_package_without_the_checkout_renders(tmp_path: Path) -> None:
    """Installed as a wheel the package stands alone: no repository (and no assets folder)
    around it. A copy of it elsewhere still finds its fonts."""
    shutil.copytree(ROOT / "bot", tmp_path / "bot", ignore=shutil.ignore_patterns("__pycache__"))
    script = (
        "import bot.render.text as text\n"
        "print(text.font_resource('zh-TW'))\n"
        "print(text.font(24, locale='zh-TW').getlength('孫子兵法'))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    path, width = out.stdout.split("\n")[:2]
    assert Path(path).is_relative_to(tmp_path)
    assert float(width) > 60
