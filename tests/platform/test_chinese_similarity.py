"""scripts/chinese_similarity.py: the share of zh-CN messages that are the zh-TW ones converted
character by character, per catalog (issue 27)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "chinese_similarity", ROOT / "scripts" / "chinese_similarity.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_it_prints_a_share_for_the_platform_and_every_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    script().main(ROOT)
    rows = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines()[1:]}
    games = {path.parent.name for path in (ROOT / "bot" / "games").glob("*/locales")}
    assert set(rows) == games | {"platform"}
    for name, (_, same, total, share) in rows.items():
        assert 0 <= int(same) <= int(total) and total != "0", name
        assert share.endswith("%")


def test_a_converted_line_counts_and_a_written_one_does_not(tmp_path: Path) -> None:
    from opencc import OpenCC

    catalogs = {
        "zh-TW": "a = 這是圖板\nb = 遊戲開始\nc = 123\n",
        "zh-CN": "a = 这是图板\nb = 对局开始\nc = 123\n",
    }
    for locale, text in catalogs.items():
        (tmp_path / locale).mkdir()
        (tmp_path / locale / "x.ftl").write_text(text, encoding="utf-8")
    # a: converted; b: written anew; c: no Chinese, not counted
    assert script().similarity(tmp_path, OpenCC("t2s")) == (1, 2)
