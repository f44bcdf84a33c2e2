"""scripts/arena_campaign.py: the arena's rows played in seeded chunks that add up across
sessions (issue 30, part 5). Its table is what docs/benchmarks.md records, so how it pools
chunks, which chunks it sets aside and where the next chunk starts are tested here."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from bot.ai.arena import wilson
from bot.ai.levels import ITERATIONS

ROOT = Path(__file__).resolve().parent.parent


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "arena_campaign", ROOT / "scripts" / "arena_campaign.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["arena_campaign"] = module
    spec.loader.exec_module(module)
    return module


campaign = _load()
ROW = {row.name: row for row in campaign.ROWS}


@pytest.mark.parametrize(
    ("name", "target", "strict", "chunk"),
    [
        ("st-se", 0.70, False, 20),  # Sun Tzu strong vs easy >= 70 %
        ("st-sn", 0.55, True, 20),  # strong vs normal > 55 %
        ("sw2", 0.70, False, 20),  # two players: as Sun Tzu
        ("sw3", 2 / 3, False, 21),  # twice the fair share: >= 67 % at 3
        ("tek4", 0.50, False, 20),
        ("ww5", 0.40, False, 20),  # >= 40 % at 5
        ("tek-sn", 0.55, True, 20),
    ],
)
def test_each_row_has_the_issues_target_and_chunks_the_seats_rotate_evenly_in(
    name: str, target: float, strict: bool, chunk: int
) -> None:
    row = ROW[name]
    assert row.target == pytest.approx(target)
    assert row.strict is strict
    assert row.chunk == chunk and row.chunk % row.players == 0


def test_every_game_and_player_count_has_a_row() -> None:
    covered = {(row.game, row.players) for row in campaign.ROWS if row.seats.count("strong") == 1}
    expected = {("suntzu", 2)} | {(g, n) for g in ("smallworld", "tek") for n in range(2, 6)}
    expected |= {("worldwar", 4), ("worldwar", 5)}
    assert expected <= covered
    head_to_head = {row.game for row in campaign.ROWS if row.seats == ("strong", "normal")}
    assert head_to_head == {"suntzu", "smallworld", "tek"}  # every game with a 2-player table


def _chunk(
    seed: int, games: int, won: float, cpu: float, iterations: dict[str, int]
) -> dict[str, Any]:
    strong = {
        "win_share": won / games,
        "games": games,
        "seat_games": games,
        "decisions": 10 * games,
        "cpu_mean": cpu,
        "cpu_max": cpu * 2,
    }
    return {"seats": {"strong": strong}, "seed": seed, "games": games, "iterations": iterations}


def _write(folder: Path, row: str, chunk: dict[str, Any]) -> None:
    path = folder / row / f"seeds-{chunk['seed']}-{chunk['seed'] + chunk['games'] - 1}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(chunk))


def test_chunks_pool_into_one_record_and_other_levels_are_set_aside(tmp_path: Path) -> None:
    row = ROW["sw2"]
    _write(tmp_path, "sw2", _chunk(1, 100, 80, 0.2, dict(ITERATIONS)))
    _write(tmp_path, "sw2", _chunk(101, 100, 70, 0.4, dict(ITERATIONS)))
    _write(tmp_path, "sw2", _chunk(201, 20, 0, 9.0, {"normal": 5, "strong": 30}))  # stale
    record = campaign.combined(row, tmp_path)
    assert record["games"] == 200 and record["stale"] == 1 and record["chunks"] == 2
    assert record["share"] == pytest.approx(0.75)
    assert record["ci95"] == pytest.approx(wilson(150, 200))
    assert record["cpu_mean"] == pytest.approx(0.3)  # weighted by decisions
    assert record["cpu_max"] == pytest.approx(0.8)
    assert campaign.verdict(row, record) == "met"
    assert campaign.next_seed(row, tmp_path) == 221  # after every chunk, stale ones too


@pytest.mark.parametrize(
    ("name", "games", "won", "expected"),
    [
        ("sw2", 200, 140, "met"),  # exactly the target: at least 70 %
        ("sw2", 200, 139, "**missed**"),
        ("st-sn", 200, 110, "**missed**"),  # exactly 55 %: not more than it
        ("st-sn", 200, 111, "met"),
        ("sw5", 180, 180, "20 games to go"),
    ],
)
def test_the_verdict(name: str, games: int, won: int, expected: str) -> None:
    record = {"games": games, "share": won / games}
    assert campaign.verdict(ROW[name], record) == expected


def test_a_row_nobody_played_says_so(tmp_path: Path) -> None:
    text = campaign.table(tmp_path)
    assert (
        "| World War 5 | strong, easy, easy, easy, easy | 0 | — | ≥ 40% | not played | — |" in text
    )


def test_a_chunk_is_played_written_and_the_next_goes_on_from_its_seed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(campaign, "CHUNK", 2)
    monkeypatch.setenv("BOT_ARENA_ITERATIONS", "2")  # a tiny search: not today's levels
    row = ROW["st-se"]
    first = campaign.play_chunk(row, 1, tmp_path)
    second = campaign.play_chunk(row, 1, tmp_path)
    assert (first.name, second.name) == ("seeds-1-2.json", "seeds-3-4.json")
    chunk = json.loads(second.read_text())
    assert chunk["games"] == 2 and chunk["seats"]["strong"]["games"] == 2
    assert chunk["iterations"]["strong"] == 2 and chunk["cpu_seconds"] > 0
    assert campaign.played(row, tmp_path) == 0  # played at 2 iterations, not strong's own
    assert campaign.combined(row, tmp_path) is None
    assert not list(tmp_path.rglob("*.tmp"))


def test_the_table_goes_between_the_markers_and_nowhere_else(tmp_path: Path) -> None:
    doc = tmp_path / "benchmarks.md"
    doc.write_text(f"# B\nbefore\n{campaign.START}\nold table\n{campaign.END}\nafter\n")
    campaign.write("| new |", doc)
    assert doc.read_text() == f"# B\nbefore\n{campaign.START}\n| new |\n{campaign.END}\nafter\n"
    doc.write_text("no markers\n")
    with pytest.raises(SystemExit):
        campaign.write("| new |", doc)
    assert doc.read_text() == "no markers\n"


def test_the_doc_has_the_markers() -> None:
    assert campaign.START in campaign.DOC.read_text() and campaign.END in campaign.DOC.read_text()
