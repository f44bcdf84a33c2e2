"""The project says one licence everywhere (issue 23): an OSI licence in LICENSE, the same in
pyproject.toml's metadata and the README, and the fonts' own licence beside them."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_code_is_mit_licensed_in_every_place_that_says_so() -> None:
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License\n")
    assert "Permission is hereby granted, free of charge" in licence
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT"
    assert project["license-files"] == ["LICENSE"]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Licence\n", 1)[1].split("\n## ", 1)[0]
    assert "MIT" in section and "[`LICENSE`](LICENSE)" in section


def test_the_fonts_keep_their_own_licence_and_the_readme_points_to_it() -> None:
    fonts = ROOT / "bot" / "render" / "fonts"
    assert "SIL OPEN FONT LICENSE Version 1.1" in (fonts / "LICENSE-OFL.txt").read_text("utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Licence\n", 1)[1].split("\n## ", 1)[0]
    assert "SIL Open Font License" in section
    assert "bot/render/fonts/LICENSE-OFL.txt" in section
    assert "bot/render/fonts/LICENSE-OFL.txt" in (ROOT / "LICENSE").read_text(encoding="utf-8")
