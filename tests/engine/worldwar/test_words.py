"""World War's Chinese: one name per side and one measure word per unit in each locale, as the
game's glossary (bot/games/worldwar/glossary.md) lists them, in every World War catalog (issue 27).

The glossary is the single source: its "Measure words" table and its "side" row are read here, and
every catalog line where a number (or a count variable) meets a unit must use that unit's measure
word; every place a side is named (log, boards, areas, missions) must use the side's name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, serialize

from bot.games.worldwar.prompts.words import mission_text
from bot.i18n import SUPPORTED, t
from bot.i18n import text as translate

ROOT = Path(__file__).resolve().parents[3]
GAME = ROOT / "bot" / "games" / "worldwar"
GLOSSARY = (GAME / "glossary.md").read_text(encoding="utf-8")
CHINESE = ("zh-TW", "zh-CN")
UNITS = ("soldier", "horse", "cannon", "catapult", "tower")
# Words that end in a unit's name without counting it (这么多兵马: troops, not horses)
COMPOUNDS = {"兵马", "兵馬", "买马", "買馬"}
COLOURS = ("black", "blue", "yellow", "red", "green")


def table_rows(first_cell: str, width: int) -> list[list[str]]:
    """The rows of the glossary's Markdown tables ``width`` cells wide whose first cell is
    ``first_cell`` (the measure words' table has 3 columns, the terms' table 5)."""
    rows = []
    for line in GLOSSARY.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == width and cells[0] == first_cell:
            rows.append(cells)
    return rows


def measure_words() -> dict[str, dict[str, tuple[str, str]]]:
    """locale -> unit -> (measure word, unit name), from the "Measure words" table."""
    names = {"soldier": "soldier", "horse": "horse", "cannon": "cannon"}
    names |= {"catapult": "catapult", "well-tower": "tower"}
    out: dict[str, dict[str, tuple[str, str]]] = {locale: {} for locale in CHINESE}
    for en, unit in names.items():
        [row] = table_rows(en, 3)
        for locale, cell in zip(CHINESE, row[1:3], strict=True):
            out[locale][unit] = (cell[0], cell[1:])
    return out


def side_names() -> dict[str, list[str]]:
    [row] = table_rows("side (a seat's colour)", 5)
    return {
        locale: [name.strip() for name in cell.split(",")]
        for locale, cell in zip(CHINESE, row[1:3], strict=True)
    }


MEASURES = measure_words()
SIDES = side_names()


def catalog_lines(locale: str) -> list[tuple[str, str]]:
    """(message id, the message's text as written, placeholders included) for every message of
    every World War catalog of ``locale``; comments are left out."""
    lines = []
    for path in sorted((GAME / "locales" / locale).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                text = serialize(ast.Resource([ast.Message(entry.id, entry.value)]))
                lines.append((entry.id.name, text.split("=", 1)[1]))
    return lines


def test_the_glossary_tables_are_read() -> None:
    assert MEASURES["zh-CN"]["horse"] == ("匹", "马")
    assert MEASURES["zh-TW"]["catapult"] == ("輛", "投石車")
    assert SIDES["zh-CN"][0] == "黑方" and SIDES["zh-TW"][0] == "黑軍"
    assert all(len(names) == len(COLOURS) for names in SIDES.values())


@pytest.mark.parametrize("locale", CHINESE)
@pytest.mark.parametrize("unit", UNITS)
def test_the_count_messages_use_the_glossarys_measure_word(locale: str, unit: str) -> None:
    measure, name = MEASURES[locale][unit]
    assert t(locale, f"ww-unit-{unit}") == name
    assert t(locale, f"ww-board-unit-{unit}") == name
    assert t(locale, f"ww-n-{unit}", n=3) == f"3 {measure}{name}"
    assert t(locale, "ww-name-unit-counted", unit=unit) == f"{measure}{name}"
    if unit != "tower":
        assert f"{measure}{name}" in t(locale, "ww-skill-discount", unit=unit, n=20)
    else:
        assert f"{measure}{name}" in t(locale, "ww-skill-discount", unit="well_tower", n=20)


@pytest.mark.parametrize("locale", CHINESE)
def test_every_count_of_a_unit_uses_its_measure_word(locale: str) -> None:
    """A number, a count variable or a numeral (一, 两, 每, 几…) before a unit's name is followed
    by the unit's own measure word: 1 匹戰馬, never 1 個戰馬; 辆 for every catapult."""
    wrong = []
    for unit, (measure, name) in MEASURES[locale].items():
        count = re.compile(
            r"(?:\d+|\{ \$\w+ \}|[一两兩二三四五六七八九十几幾每多])\s*([^\s\d{}（）()、，。：；]?)"
            + re.escape(name)
        )
        for key, text in catalog_lines(locale):
            for match in count.finditer(text):
                if match.group(1) != measure and match.group(1) + name not in COMPOUNDS:
                    wrong.append(f"{key}: {match.group(0)!r} ({unit}: {measure}{name})")
    assert wrong == []


@pytest.mark.parametrize("locale", CHINESE)
def test_one_name_per_side_in_the_log_the_boards_and_the_missions(locale: str) -> None:
    for colour, name in zip(COLOURS, SIDES[locale], strict=True):
        assert t(locale, f"ww-seat-{colour}") == name
        assert t(locale, f"ww-board-colour-{colour}") == name
        assert t(locale, f"ww-area-seat-{colour}") == name
        assert t(locale, f"ww-mission-eliminate-{colour}").startswith(name)
        assert t(locale, f"ww-mission-capture-{colour}").startswith(name)


@pytest.mark.parametrize("locale", CHINESE)
def test_no_other_pattern_names_a_side(locale: str) -> None:
    """Not 黑色, 黑色軍隊 or the other locale's pattern: a colour word followed by 軍/军/方/色
    that is not the side's own name is a second name for the side."""
    own = set(SIDES[locale])
    colour = re.compile(r"[黑蓝藍黄黃红紅绿綠][军軍方色]")
    wrong = [
        f"{key}: {found}"
        for key, text in catalog_lines(locale)
        for found in colour.findall(text)
        if found not in own
    ]
    assert wrong == []


def test_zh_cn_calls_a_mission_a_mission_card() -> None:
    """The seed's 任务卡: one keeps 一张任务卡, never 一张任务."""
    wrong = [
        f"{key}: {text.strip()}"
        for key, text in catalog_lines("zh-CN")
        if re.search(r"张(?:秘密)?任务(?!卡)", text)
    ]
    assert wrong == []


@pytest.mark.parametrize("locale", CHINESE)
def test_a_counted_unit_name_comes_with_its_measure_word(locale: str) -> None:
    """A count before the bare unit name (``{ $n } 個{ ww-name-unit }``, the old buy line) has no
    measure word of its own: counts go through ``ww-name-unit-counted``."""
    bare = re.compile(r"(?:\d+|\{ \$\w+ \}|[一两兩每])\s*\S?\{ ww-name-unit \}")
    assert [key for key, text in catalog_lines(locale) if bare.search(text)] == []


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("colour", ["black", "blue", "yellow", "red", "green"])
def test_a_mission_naming_a_side_says_the_same_on_its_card_and_in_a_dm(
    locale: str, colour: str
) -> None:
    for kind in ("eliminate", "capture"):
        dm = translate(locale, mission_text(f"{kind}-{colour}"))
        assert dm == t(locale, f"ww-mission-{kind}-{colour}")
        assert t(locale, f"ww-seat-{colour}") in dm
