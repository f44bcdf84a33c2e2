"""scripts/balance_campaign.py and the tournaments' chunks (issue 30, part 7): the games' balance
with every seat strong, played in seeded chunks that add up across sessions. What the records
say depends on how chunks are written, continued, pooled and set aside, so that is tested here
with a tiny search (a strong seat of 1-2 iterations) and a few games."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from bot.ai.arena import wilson

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "scripts"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


campaign = _load("balance_campaign")
chunks = _load("balance_chunks")
ROW = {row.name: row for row in campaign.ROWS}
TINY = {"normal": 1, "strong": 2}  # the levels as a test plays them (BOT_ARENA_ITERATIONS=2)


@pytest.mark.parametrize(
    ("name", "players", "target"),
    [
        # ±8 points at 95 %: z²·p(1-p)/0.08² seat-games at the fair share p = 1/players ...
        ("sw2", 2, 160),  # 151, in chunks of 10
        ("sw3", 3, 140),  # 134
        ("sw4", 4, 120),  # 113
        ("sw5", 5, 100),  # 97
        ("ww4g", 4, 114),  # every colour and position sits in every game: 113, chunks of 2
        ("ww5g", 5, 98),  # 97
        ("ww4m", 4, 114),
        # ... and a faction sits in players/16 of the games: 134·16/3 = 715, chunks of 4
        ("tek2", 2, 1208),
        ("tek3", 3, 716),
        ("tek4", 4, 452),
        ("tek5", 5, 312),
    ],
)
def test_each_row_has_enough_games_for_8_points_at_95_percent(
    name: str, players: int, target: int
) -> None:
    row = ROW[name]
    assert row.players == players and row.target == target and target % row.chunk == 0
    # The promise itself: at the fair share, the interval of the sparsest category is ±8 points.
    p = 1 / players
    seat_games = target * players // (16 if row.game == "tek" else players)
    lo, hi = wilson(p * seat_games, seat_games)
    assert (hi - lo) / 2 <= 0.08 + 0.002  # Wilson's interval is a hair off the normal one


def test_every_measure_the_issue_names_has_rows_at_every_player_count() -> None:
    covered = {(row.game, row.players, row.edition) for row in campaign.ROWS}
    expected = {("smallworld", n, "") for n in range(2, 6)} | {("tek", n, "") for n in range(2, 6)}
    expected |= {("worldwar", n, e) for n in (4, 5) for e in ("generals", "monarchs")}
    assert covered == expected


def test_a_chunk_is_written_and_the_next_goes_on_from_the_next_seed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOT_ARENA_ITERATIONS", "2")  # a tiny search: not today's strong level
    row = dataclasses.replace(ROW["sw2"], chunk=1)
    first = campaign.play_chunk(row, 1, tmp_path)
    second = campaign.play_chunk(row, 1, tmp_path)
    assert (first.name, second.name) == ("seeds-1-1.json", "seeds-2-2.json")
    chunk = json.loads(second.read_text())
    assert chunk["first"] == 2 and chunk["games"] == 1 and chunk["iterations"] == {"strong": 2}
    assert chunk["positions"]["1"]["games"] == 1 and chunk["cpu_seconds"] > 0
    assert campaign.played(row, tmp_path) == 0  # played at 2 iterations, not strong's own
    assert campaign.shares(row, tmp_path) == {}
    assert not list(tmp_path.rglob("*.tmp"))
    monkeypatch.setattr(campaign, "ITERATIONS", TINY)  # now they count
    assert campaign.played(row, tmp_path) == 2
    counted = campaign.shares(row, tmp_path)["position"]
    assert sum(won for won, _ in counted.values()) == pytest.approx(2)  # one winner a game
    assert {name: n for name, (_, n) in counted.items()} == {"1st": 2, "2nd": 2}


def test_a_chunk_killed_while_written_leaves_nothing_the_campaign_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "smallworld" / "sw2" / "seeds-1-10.json"

    def killed(self: Path, other: Path) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(Path, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        chunks.save(target, {"first": 1, "games": 10, "iterations": {"strong": 150}})
    assert not target.exists()
    assert campaign.paths(ROW["sw2"], tmp_path) == []  # the scratch file is no chunk
    assert campaign.next_seed(ROW["sw2"], tmp_path) == 1


def _tournament(script: str, *argv: str) -> str:
    done = subprocess.run(
        [sys.executable, str(SCRIPTS / script), "--level", "strong", "--iterations", "2", *argv],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode in (0, 1), done.stderr  # 1: two games are out of any bound
    return done.stdout


def _body(record: str) -> str:
    """The record without its first paragraph (the command and the time it took)."""
    start = record.index("<!-- balance-strong:start -->")
    end = record.index("<!-- balance-strong:end -->")
    return record[start:end].split("\n\n", 1)[1]


@pytest.mark.parametrize(
    ("script", "argv"),
    [
        ("tek_tournament.py", ("--players", "2")),
        ("worldwar_tournament.py", ("--players", "4", "--edition", "generals")),
    ],
)
def test_two_chunks_pool_into_the_record_one_run_over_both_gives(
    tmp_path: Path, script: str, argv: tuple[str, ...]
) -> None:
    one_run = _tournament(script, *argv, "--games", "2", "--workers", "1")
    for first in (0, 1):
        chunk = tmp_path / f"seeds-{first}.json"
        _tournament(
            script,
            *argv,
            "--games",
            "1",
            "--first",
            str(first),
            "--chunk",
            str(chunk),
            "--workers",
            "1",
        )
        assert json.loads(chunk.read_text())["first"] == first
    pooled = _tournament(
        script, "--pool", str(tmp_path / "seeds-1.json"), str(tmp_path / "seeds-0.json")
    )
    assert "--pool (2 chunks)" in pooled
    assert _body(pooled) == _body(one_run)  # every table, figure for figure
    assert "seeds 0–1" in pooled or "2 players 0–1" in pooled


def test_chunks_played_alike_only_are_pooled(tmp_path: Path) -> None:
    base: dict[str, Any] = {"same": ["script", "level", "iterations"], "script": "tek_tournament"}
    (tmp_path / "a.json").write_text(json.dumps({**base, "level": "strong", "iterations": {}}))
    (tmp_path / "b.json").write_text(json.dumps({**base, "level": "normal", "iterations": {}}))
    with pytest.raises(SystemExit, match="level"):
        chunks.load([tmp_path / "a.json", tmp_path / "b.json"])
    with pytest.raises(SystemExit, match="games 3–4 are in more than one chunk"):
        chunks.no_repeats([1, 2, 3, 4, 3, 4], "2 players")
    assert chunks.seed_ranges([5, 1, 2, 3, 9, 10]) == "1–3, 5, 9–10"


def _fake_tek_chunk(folder: Path, first: int, strong: int, content: str) -> None:
    """A chunk of two 2-player games: faction a beats b, then c beats a."""
    games = [
        {"number": first, "factions": ["a", "b"], "winners": [0], "ended": True, "counts": {}},
        {"number": first + 1, "factions": ["a", "c"], "winners": [1], "ended": True, "counts": {}},
    ]
    chunk = {
        "script": "tek_tournament",
        "level": "strong",
        "iterations": {"strong": strong},
        "quick_follow": False,
        "content": content,
        "same": ["script", "level", "iterations", "quick_follow", "content"],
        "first": first,
        "games": 2,
        "results": {"2": games},
        "cpu_seconds": 360.0,
        "wall_seconds": 200.0,
    }
    chunks.save(folder / "tek" / "tek2" / f"seeds-{first}-{first + 1}.json", chunk)


def test_stale_levels_and_content_are_set_aside_and_said_so(tmp_path: Path) -> None:
    today = campaign.content("tek")
    strong = campaign.ITERATIONS["strong"]
    _fake_tek_chunk(tmp_path, 1, strong, today)
    _fake_tek_chunk(tmp_path, 3, strong, today)
    _fake_tek_chunk(tmp_path, 5, strong - 1, today)  # another strong level
    _fake_tek_chunk(tmp_path, 7, strong, "0123456789abcdef")  # other factions
    row = ROW["tek2"]
    assert campaign.played(row, tmp_path) == 4
    assert campaign.next_seed(row, tmp_path) == 9  # after every chunk, stale ones too
    assert campaign.cpu_hours(row, tmp_path) == pytest.approx(0.2)
    counted = campaign.shares(row, tmp_path)["faction"]
    assert counted == {"a": (pytest.approx(2.0), 4), "b": (0.0, 2), "c": (pytest.approx(2.0), 2)}
    line = next(line for line in campaign.table(tmp_path).splitlines() if "Kingdoms 2" in line)
    assert line.startswith("| Tiny Epic Kingdoms 2 `tek2` | 4 (1208) | 2 | 0.20 | faction |")
    assert "a 50% (15%–85%, 4); b 0% (0%–66%, 2); c 100% (34%–100%, 2)" in line
    assert line.endswith("| 50.0 |")  # c's 100 % against the mean 50 %


def test_a_game_reaches_its_record_only_when_every_row_reached_its_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[list[str]] = []

    def run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
        calls.append(command)
        return subprocess.CompletedProcess(command, 0)

    today = campaign.content("tek")
    _fake_tek_chunk(tmp_path, 1, campaign.ITERATIONS["strong"], today)
    monkeypatch.setattr(campaign, "ROWS", [dataclasses.replace(ROW["tek2"], chunk=1)])
    monkeypatch.setattr(campaign, "HALF_WIDTH", 0.3)  # a target of a few dozen games
    target = campaign.ROWS[0].target
    assert target == 88  # 11 seat-games a faction at ±30 points
    assert not campaign.complete("tek", tmp_path) and campaign.write_records(tmp_path, run) == []
    for first in range(3, target, 2):
        _fake_tek_chunk(tmp_path, first, campaign.ITERATIONS["strong"], today)
    assert campaign.complete("tek", tmp_path)
    assert campaign.write_records(tmp_path, run) == ["tek"]
    (command,) = calls
    assert command[1].endswith("tek_tournament.py") and command[-1] == "--write"
    assert len(command) == 3 + target // 2 + 1  # python, script, --pool, every chunk, --write


def test_the_tables_go_between_their_own_markers(tmp_path: Path) -> None:
    doc = tmp_path / "benchmarks.md"
    arena = "<!-- arena:start -->\narena\n<!-- arena:end -->"
    doc.write_text(f"# B\n{arena}\n{campaign.START}\nold\n{campaign.END}\nafter\n")
    campaign.arena_campaign.write("| new |", doc, campaign.START, campaign.END)
    assert doc.read_text() == f"# B\n{arena}\n{campaign.START}\n| new |\n{campaign.END}\nafter\n"


def test_the_docs_have_the_markers() -> None:
    assert campaign.START in campaign.DOC.read_text() and campaign.END in campaign.DOC.read_text()
    for game in ("smallworld", "tek", "worldwar"):
        rules = Path(str(campaign.RULES).format(game=game)).read_text(encoding="utf-8")
        assert campaign.STRONG_START in rules and campaign.STRONG_END in rules, game


@pytest.mark.parametrize("module", [campaign, campaign.arena_campaign])
def test_no_minutes_left_plays_no_chunk(module: ModuleType, tmp_path: Path) -> None:
    # --minutes 0 once meant "no limit" and started a campaign.
    assert module.main(["run", "--rows", "sw2", "--minutes", "0", "--folder", str(tmp_path)]) == 0
    assert not list(tmp_path.rglob("*"))


def _fake_smallworld_chunk(folder: Path, players: int, first: int, games: int) -> None:
    """The arena's JSON of ``games`` games in which the first mover won every other game."""
    firsts = (games + 1) // 2
    positions = {"1": {"win_share": firsts / games, "games": games}}
    for position in range(2, players + 1):
        positions[str(position)] = {
            "win_share": (games - firsts) / games / (players - 1),
            "games": games,
        }
    chunk = {"positions": positions, "first": first, "games": games, "iterations": {"strong": 150}}
    chunks.save(
        folder / "smallworld" / f"sw{players}" / f"seeds-{first}-{first + games - 1}.json", chunk
    )


def test_small_worlds_record_is_written_into_its_rules_once_every_player_count_is_done(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(campaign, "HALF_WIDTH", 0.25)  # targets of 20 or 10 games
    monkeypatch.setattr(campaign, "ITERATIONS", {"normal": 25, "strong": 150})
    rules = tmp_path / "smallworld" / "rules.md"
    rules.parent.mkdir()
    rules.write_text(f"# Rules\n{campaign.STRONG_START}\nnot yet\n{campaign.STRONG_END}\n")
    monkeypatch.setattr(campaign, "RULES", tmp_path / "{game}" / "rules.md")
    for players in (2, 3, 4):
        _fake_smallworld_chunk(tmp_path / "chunks", players, 1, ROW[f"sw{players}"].target)
    assert campaign.write_records(tmp_path / "chunks") == []  # 5 players: not played
    assert "not yet" in rules.read_text()
    _fake_smallworld_chunk(tmp_path / "chunks", 5, 1, 6)
    _fake_smallworld_chunk(tmp_path / "chunks", 5, 7, 4)
    assert ROW["sw5"].target == 10
    assert campaign.write_records(tmp_path / "chunks") == ["smallworld"]
    text = rules.read_text()
    assert "not yet" not in text
    # 5 players: the first mover won 3 of 6 and 2 of 4 games, 50 % against a mean of 20 %.
    line = next(line for line in text.splitlines() if line.startswith("| 5 | 10 |"))
    assert line.startswith("| 5 | 10 | 50.0% (23.7%–76.3%) | 12.5% ")
    assert line.endswith("| 30.0 |")
    assert "| 2 | 20 | 50.0% (29.9%–70.1%) | 50.0% (29.9%–70.1%) | — | — | — | 0.0 |" in text


@pytest.mark.parametrize("name", ["tek2", "ww4m"])
def test_the_tournaments_play_a_rows_chunk_with_its_settings(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOT_ARENA_ITERATIONS", "1")
    row = dataclasses.replace(ROW[name], chunk=1)
    path = campaign.play_chunk(row, 1, tmp_path)
    assert path == tmp_path / row.game / name / "seeds-1-1.json"
    chunk = json.loads(path.read_text())
    assert chunk["first"] == 1 and chunk["games"] == 1 and chunk["iterations"] == {"strong": 1}
    assert chunk["content"] == campaign.content(row.game)
    games = chunk["results"]["2"] if row.game == "tek" else chunk["results"]["monarchs"]["4"]
    assert [game["number"] for game in games] == [1] and games[0]["ended"]
    assert campaign.next_seed(row, tmp_path) == 2
