"""The colours' balance is measured, and the measurement on record is the current one.

``scripts/worldwar_tournament.py --write`` plays thousands of autopilot games and writes the
per-colour win rates (and how the games went) into bot/games/worldwar/rules.md. These tests read
that record — they play no tournament: every colour lies within 8 points of the average for
its player count, the record was made with the content as it is now (its digest of decks.json
and map.json matches the files, so a changed card or territory needs a new tournament), every
edition the engine offers was played, and the script still runs.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "scripts" / "worldwar_tournament.py"
BOUND = 8.0  # points
MIN_GAMES = 2000  # per player count and edition


def tournament() -> ModuleType:
    spec = importlib.util.spec_from_file_location("worldwar_tournament", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def record() -> str:
    doc = (ROOT / "bot" / "games" / "worldwar" / "rules.md").read_text(encoding="utf-8")
    script = tournament()
    assert script.START in doc and script.END in doc, "the balance record is in the rules"
    return str(doc.split(script.START, 1)[1].split(script.END, 1)[0])


def colour_tables(text: str) -> list[list[str]]:
    """The win-rate-per-colour tables (one per edition), as their rows: headed "colour" and
    a column per player count (the generals' table is headed "colour" too, without them)."""
    blocks = [block.strip().splitlines() for block in text.split("\n\n")]
    return [
        block
        for block in blocks
        if block and block[0].startswith("| colour |") and "players" in block[0]
    ]


def test_every_colour_lies_within_the_bound_for_every_player_count() -> None:
    text = record()
    games = re.search(r"--games (\d+)", text)
    assert games and int(games.group(1)) >= MIN_GAMES
    tables = colour_tables(text)
    assert len(tables) == len(tournament().editions_offered()), "a colour table per edition"
    for table in tables:
        rows = [row for row in table[2:] if "%" in row]
        rates = {
            row.split("|")[1].strip(): [float(x) for x in re.findall(r"([\d.]+)%", row)]
            for row in rows
        }
        averages = rates.pop("*average*")
        # Green sits out 4-player games, so its row has one rate: the 5-player one.
        assert set(rates) == {"black", "blue", "yellow", "red", "green"}
        assert len(averages) == 2 and len(rates["green"]) == 1
        for colour, values in rates.items():
            pairs = zip(values, averages[-len(values) :], strict=True)
            for rate, average in pairs:
                assert abs(rate - average) <= BOUND, f"{colour}: {rate}% against {average}%"


def test_the_record_was_made_with_the_content_as_it_is() -> None:
    digest = re.search(r"Content digest `([0-9a-f]+)`", record())
    assert digest, "the record names the content it was played with"
    assert digest.group(1) == tournament().content_digest(), "content changed: run it again"


def test_every_edition_the_engine_offers_was_played() -> None:
    text = record()
    for edition in tournament().editions_offered():
        assert f"### {edition.capitalize()} edition" in text, edition


def test_the_script_runs_and_counts_what_the_autopilot_did() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--games", "2", "--workers", "1", "--players", "4"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode in (0, 1), done.stderr  # 1: two games are no measure of balance
    assert "| *average* |" in done.stdout and "Content digest" in done.stdout
    assert "attack" in done.stdout and "| … by a mission of kind capture |" in done.stdout


def test_a_tournament_of_searching_bots_plays_through_their_views(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 30 part 7: the same tournament with every seat a search (2 iterations: cheap).
    script = tournament()
    searched = script.play("generals", 4, 0, "normal", 2)
    autopilot = script.play("generals", 4, 0)
    assert searched["ended"] and autopilot["ended"]
    assert searched["actions"] != autopilot["actions"]  # other players, another game
    # Its record goes between markers of its own: the autopilot's record stays.
    doc = tmp_path / "rules.md"
    doc.write_text(f"# Rules\n\n## Balance\n\n{script.START}\nautopilot\n{script.END}\n")
    monkeypatch.setattr(script, "DOC", doc)
    start, end = script.markers("strong")
    script.write(f"{start}\nfirst\n{end}", "strong")
    script.write(f"{start}\nsecond\n{end}", "strong")
    text = doc.read_text()
    assert f"{script.START}\nautopilot\n{script.END}" in text
    assert "## Balance with strong bots" in text
    assert "second" in text and "first" not in text
