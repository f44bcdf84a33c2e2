"""An uploaded record is untrusted (issue 23, item 23): a number of thousands of digits, an
option of the wrong kind or a name of any length is reported as what it is, in words; every
placeable of the report stays within what the catalogs format."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from bot.table import TableService
from bot.table.verify import verify, verify_bytes
from bot.table.verify_words import report_lines
from bot.verify import main
from tests.platform.test_verify import VERIFIER_ONLY, finished_record

HUGE = 10**3999  # 4,000 digits: Python's JSON reads it, Fluent will not format it


@pytest.fixture
async def tek_record(service: TableService) -> dict[str, Any]:
    return await finished_record(service, "tek")


def lines(record: dict[str, Any]) -> list[str]:
    found = report_lines(verify(record), "en")
    assert not [line for line in found if "{???}" in line], found
    return found


@VERIFIER_ONLY
@pytest.mark.parametrize(
    ("where", "field"),
    [
        (lambda record: record["actions"][2], "number"),
        (lambda record: record["actions"][2], "seat"),
        (lambda record: record["game"], "id"),
        (lambda record: record["players"][0], "seat"),
    ],
    ids=["move-number", "move-seat", "game-id", "player-seat"],
)
async def test_a_huge_number_anywhere_is_a_malformed_field(
    tek_record: dict[str, Any], where: Any, field: str
) -> None:
    record = copy.deepcopy(tek_record)
    where(record)[field] = HUGE
    report = verify(record)
    assert [(p.key, p.params) for p in report.problems] == [("verify-malformed", {"field": field})]
    assert any(f"“{field}”" in line for line in lines(record))


@VERIFIER_ONLY
@pytest.mark.parametrize("value", ["bogus", 1, None, [True]])
async def test_an_option_of_the_wrong_kind_is_refused(
    tek_record: dict[str, Any], value: Any
) -> None:
    record = copy.deepcopy(tek_record)
    record["game"]["options"]["deal_factions"] = value
    report = verify(record)
    assert not report.ok
    assert report.problems[0].key == "verify-malformed"
    assert report.problems[0].params == {"field": "deal_factions"}


@VERIFIER_ONLY
async def test_a_long_name_is_cut_in_the_report(tek_record: dict[str, Any]) -> None:
    record = copy.deepcopy(tek_record)
    record["players"][0]["name"] = "N" * 5000
    assert all(len(line) < 2000 for line in lines(record))


@VERIFIER_ONLY
async def test_the_command_line_names_the_field(
    tek_record: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = copy.deepcopy(tek_record)
    record["actions"][2]["number"] = HUGE
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    assert main([str(path)]) == 1
    printed = capsys.readouterr().out
    assert "{???}" not in printed and "“number”" in printed


@VERIFIER_ONLY
@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity"])
async def test_a_record_with_nan_or_infinity_is_not_json(
    tek_record: dict[str, Any], number: str
) -> None:
    text = json.dumps(tek_record).replace('"number": 3,', f'"number": {number},', 1)
    assert number in text
    assert [p.key for p in verify_bytes(text.encode()).problems] == ["verify-not-json"]
