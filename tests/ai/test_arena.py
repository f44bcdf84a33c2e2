"""``python -m bot arena``: its confidence intervals, its seat rotation and its output."""

from __future__ import annotations

import json

import pytest

from bot.__main__ import main as bot_main
from bot.ai.arena import (
    GameRecord,
    level_iterations,
    play_game,
    position_shares,
    seat_levels,
    summary,
    wilson,
)


@pytest.mark.parametrize(
    ("won", "trials", "low", "high"),
    [
        (0, 10, 0.0, 0.2775),
        (5, 10, 0.2366, 0.7634),
        (10, 10, 0.7225, 1.0),
        (140, 200, 0.6332, 0.7593),
        (1, 1, 0.2065, 1.0),
        (0, 0, 0.0, 1.0),  # no games: nothing known
        (2.5, 5, 0.1704, 0.8296),  # shared wins count halves
    ],
)
def test_wilson_interval(won: float, trials: int, low: float, high: float) -> None:
    lo, hi = wilson(won, trials)
    assert lo == pytest.approx(low, abs=1e-4)
    assert hi == pytest.approx(high, abs=1e-4)


@pytest.mark.parametrize(
    ("levels", "number", "expected"),
    [
        (["strong", "easy"], 0, ["strong", "easy"]),
        (["strong", "easy"], 1, ["easy", "strong"]),
        (["strong", "easy"], 2, ["strong", "easy"]),
        (["strong", "easy", "easy"], 1, ["easy", "strong", "easy"]),
        (["strong", "easy", "easy"], 2, ["easy", "easy", "strong"]),
    ],
)
def test_levels_rotate_among_the_seats(levels: list[str], number: int, expected: list[str]) -> None:
    assert seat_levels(levels, number) == expected


def test_summary_counts_shared_wins_and_draws() -> None:
    records = [
        GameRecord(levels=["strong", "easy"], rewards=[1.0, 0.0], steps=1),
        GameRecord(levels=["easy", "strong"], rewards=[0.0, 0.0], steps=1),  # a draw
        GameRecord(levels=["strong", "easy", "easy"], rewards=[0.0, 0.5, 0.5], steps=1),
    ]
    seats = summary(records, ["strong", "easy"])
    assert seats["strong"]["win_share"] == pytest.approx(1 / 3)
    assert seats["strong"]["seat_games"] == 3
    assert seats["easy"]["win_share"] == pytest.approx(1 / 4)
    assert seats["easy"]["games"] == 3


def test_position_shares_follow_the_order_of_first_moves() -> None:
    records = [
        # seat 1 moved first and won
        GameRecord(levels=["easy", "easy"], rewards=[0.0, 1.0], steps=9, order=[1, 0]),
        # seat 0 moved first, seat 1 won
        GameRecord(levels=["easy", "easy"], rewards=[0.0, 1.0], steps=9, order=[0, 1]),
        # a shared win
        GameRecord(levels=["easy", "easy"], rewards=[0.5, 0.5], steps=9, order=[0, 1]),
    ]
    shares = position_shares(records)
    assert shares[1]["win_share"] == pytest.approx((1.0 + 0.0 + 0.5) / 3)
    assert shares[2]["win_share"] == pytest.approx((0.0 + 1.0 + 0.5) / 3)
    assert shares[1]["games"] == shares[2]["games"] == 3


@pytest.mark.parametrize(("game", "players"), [("smallworld", 3), ("tek", 4), ("worldwar", 4)])
def test_a_game_records_every_seat_in_the_order_it_first_moved(game: str, players: int) -> None:
    from bot.ai.decide import engine_of

    engine = engine_of(game)
    options = {option.name: option.default for option in engine.options}
    record = play_game(game, ["easy"] * players, 3, options, None)
    assert sorted(record.order) == list(range(players))
    assert record.steps > players


def test_the_command_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "--game", "suntzu", "--players", "2", "--seats", "normal,easy"]
    argv += ["--games", "2", "--json", "--iterations", "4", "--option", "beginner=true"]
    assert bot_main(argv) == 0
    out = capsys.readouterr().out
    data = json.loads(out)
    assert set(data["seats"]) == {"normal", "easy"}
    for row in data["seats"].values():
        assert row["games"] == 2
        assert 0.0 <= row["ci95"][0] <= row["win_share"] <= row["ci95"][1] <= 1.0
    total = data["seats"]["normal"]["win_share"] + data["seats"]["easy"]["win_share"]
    assert total <= 1.0
    assert data["seats"]["normal"]["decisions"] > 0
    assert set(data["positions"]) == {"1", "2"}
    assert sum(row["win_share"] for row in data["positions"].values()) == pytest.approx(total)


def test_the_command_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "--game", "suntzu", "--players", "2", "--seats", "easy,easy"]
    assert bot_main([*argv, "--games", "3", "--option", "beginner=true"]) == 0
    out = capsys.readouterr().out
    assert "easy" in out and "95% CI" in out and "3 games" in out


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--game", "suntzu", "--players", "2", "--seats", "brilliant,easy"], "unknown level"),
        (["--game", "suntzu", "--players", "2", "--seats", "strong"], "names 1 seats"),
        (["--game", "nosuchgame", "--players", "2", "--seats", "easy,easy"], "no game"),
        (["--game", "suntzu", "--players", "3", "--seats", "easy,easy,easy"], "is for 2-2"),
    ],
)
def test_bad_arguments_are_refused(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert bot_main(["arena", *argv, "--games", "1"]) == 2
    assert says in capsys.readouterr().err


@pytest.mark.parametrize(
    ("level", "iterations", "expected"),
    [
        ("strong", 1000, 1000),
        ("normal", 1200, 200),
        ("normal", 2, 1),
        ("strong", None, 150),
        ("normal", None, 25),
        ("easy", None, None),
        ("easy", 1000, None),
    ],
)
def test_the_arena_plays_each_level_at_its_iterations(
    level: str, iterations: int | None, expected: int | None
) -> None:
    assert level_iterations(level, iterations) == expected


@pytest.mark.parametrize("game", ["tek", "worldwar"])
def test_the_arena_plays_the_lobbys_default_options(
    game: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # An empty options dict is a game stored before its options (the old rules): the arena
    # must measure the game a table opened today plays.
    from bot.ai import arena
    from bot.ai.decide import engine_of

    jobs: list[tuple[object, ...]] = []

    def record(job: tuple[str, list[str], int, dict[str, object], int | None]) -> GameRecord:
        jobs.append(job)
        return GameRecord(levels=job[1], rewards=[0.0] * len(job[1]), steps=0)

    monkeypatch.setattr(arena, "_play", record)
    assert (
        bot_main(
            [
                "arena",
                "--game",
                game,
                "--players",
                "4",
                "--seats",
                "easy,easy,easy,easy",
                "--games",
                "1",
                "--json",
            ]
        )
        == 0
    )
    defaults = {option.name: option.default for option in engine_of(game).options}
    assert defaults and jobs[0][3] == defaults
