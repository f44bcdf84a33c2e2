"""``python -m bot arena``: bot levels play each other, and each level's win share is measured
with a 95 % confidence interval (issue 30, part 5).

Every game is seeded (``--seed`` + its number), and the levels rotate among the seats from one
game to the next, so no level keeps the first seat. ``easy`` is the game's autopilot; the other
levels are :func:`bot.ai.decide`, given only the seat's view. With ``--workers`` the games are
played in worker processes (each decision in the process of its game). A shared win counts
``1/len(winners)``, a draw nothing.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from bot.ai.decide import engine_of, think
from bot.ai.levels import ITERATIONS, LEVELS
from bot.engine.base import rng_for, setup_rng

Z95 = 1.959963984540054  # the normal quantile of a two-sided 95 % interval
MAX_STEPS = 20_000  # a game still running after this many actions is stopped as a draw
ITERATIONS_ENV = "BOT_ARENA_ITERATIONS"  # tests: a fixed, small search instead of CPU time


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a share of ``successes`` in ``trials`` (fractional
    successes, from shared wins, are fine): unlike the normal approximation it stays inside
    0..1 and is sensible near 0 and 1 and for few games."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def level_iterations(level: str, iterations: int | None) -> int | None:
    """A level's iterations in the arena: its own (``ITERATIONS``, without the CPU ceiling, so
    a busy machine measures the same games), or with ``--iterations`` the given number for the
    strongest level and the others their share of it; None for ``easy``, which does not search."""
    if level not in ITERATIONS:
        return None
    if iterations is None:
        return ITERATIONS[level]
    return max(1, round(iterations * ITERATIONS[level] / max(ITERATIONS.values())))


@dataclass
class GameRecord:
    """One game's outcome: each seat's level and reward, and the search decisions' CPU time."""

    levels: list[str]
    rewards: list[float]
    steps: int
    cpu: dict[str, list[float]] = field(default_factory=dict)
    # The seats in the order they first moved: position 1 is the first player (how each game
    # picks it, random in Small World, is its own business), so a win share per position
    # measures the turn order's advantage.
    order: list[int] = field(default_factory=list)


def seat_levels(levels: list[str], number: int) -> list[str]:
    """Game ``number``'s levels by seat: the list rotated by one seat per game."""
    shift = number % len(levels)
    return levels[-shift:] + levels[:-shift] if shift else list(levels)


def next_mover(engine: Any, state: Any) -> int:
    """The seat a driver that lets one seat act at a time asks next: the lowest waited-for
    seat that still has something to decide."""
    waiting = sorted(engine.waiting_for(state))
    pending = getattr(engine, "pending", None)
    if pending is not None:
        waiting = [s for s in waiting if pending(state, s)] or waiting
    return waiting[0]


def play_game(
    game: str,
    levels: list[str],
    seed: int,
    options: dict[str, Any],
    iterations: int | None,
) -> GameRecord:
    """One whole game, ``levels[seat]`` in each seat."""
    engine = engine_of(game)
    players = len(levels)
    state = engine.setup(players, options, setup_rng(seed))
    record = GameRecord(levels=levels, rewards=[0.0] * players, steps=0)
    for number in range(MAX_STEPS):
        if engine.result(state) is not None:
            break
        seat = next_mover(engine, state)
        if seat not in record.order:
            record.order.append(seat)
        level = levels[seat]
        action, cpu = seat_action(
            engine,
            state,
            seat,
            level,
            autopilot_rng=rng_for(seed, 1_000_000 + number),
            search_seed=seed * 100_003 + number,
            iterations=level_iterations(level, iterations),
        )
        if cpu is not None:
            record.cpu.setdefault(level, []).append(cpu)
        engine.apply(state, seat, action, rng_for(seed, number))
        record.steps = number + 1
    result = engine.result(state)
    if result is not None and result.winners and len(result.winners) < players:
        for seat in result.winners:
            record.rewards[seat] = 1.0 / len(result.winners)
    return record


def seat_action(
    engine: Any,
    state: Any,
    seat: int,
    level: str,
    *,
    autopilot_rng: Any,
    search_seed: int,
    iterations: int | None = None,
) -> tuple[Any, float | None]:
    """The move of a ``level`` bot in ``seat`` and the CPU-seconds its search took (None for
    ``easy``, the autopilot, which reads the state; a search is given the seat's view only).
    The arena and the balance tournaments (scripts/*_tournament.py ``--level``) play through it."""
    if level == "easy":
        return engine.autopilot(state, seat, autopilot_rng), None
    view = engine.view(state, seat)
    outcome = think(engine, view, seat, level, search_seed, iterations=iterations)
    return outcome.action, outcome.cpu


def _play(job: tuple[str, list[str], int, dict[str, Any], int | None]) -> GameRecord:
    return play_game(*job)


def summary(records: list[GameRecord], levels: list[str]) -> dict[str, Any]:
    """Each level's win share (per seat it played), its interval and its decisions' CPU."""
    seats: dict[str, Any] = {}
    for level in dict.fromkeys(levels):
        rewards = [
            reward
            for record in records
            for seat_level, reward in zip(record.levels, record.rewards, strict=True)
            if seat_level == level
        ]
        won = sum(rewards)
        trials = len(rewards)
        cpu = [c for record in records for c in record.cpu.get(level, [])]
        lo, hi = wilson(won, trials)
        seats[level] = {
            "win_share": won / trials if trials else 0.0,
            "games": len(records),
            "seat_games": trials,
            "ci95": [round(lo, 4), round(hi, 4)],
            "decisions": len(cpu),
            "cpu_mean": sum(cpu) / len(cpu) if cpu else 0.0,
            "cpu_max": max(cpu) if cpu else 0.0,
        }
    return seats


def position_shares(records: list[GameRecord]) -> dict[int, dict[str, Any]]:
    """The win share of each turn-order position (1 = the seat that moved first), whatever
    level sat there: with every seat at one level it measures the first player's advantage."""
    shares: dict[int, dict[str, Any]] = {}
    for position in range(1, max((len(r.levels) for r in records), default=0) + 1):
        rewards = [
            record.rewards[record.order[position - 1]]
            for record in records
            if len(record.order) >= position
        ]
        lo, hi = wilson(sum(rewards), len(rewards))
        shares[position] = {
            "win_share": sum(rewards) / len(rewards) if rewards else 0.0,
            "games": len(rewards),
            "ci95": [round(lo, 4), round(hi, 4)],
        }
    return shares


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot arena",
        description="Bot levels play each other; prints each level's win share (95 % CI).",
    )
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument(
        "--seats", required=True, help="a level per seat, comma-separated: strong,easy"
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option (true/false or a number), e.g. --option beginner=true",
    )
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help=(
            "search iterations per decision of the strongest level instead of its own (the"
            f" others in proportion; also ${ITERATIONS_ENV})"
        ),
    )
    return parser


def _option_value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "yes", "1"):
        return True
    if lowered in ("false", "no", "0"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def _progress(records: list[GameRecord], total: int) -> None:
    """A line on stderr per finished game: long runs show they are alive (stdout stays the
    one table or JSON object)."""
    record = records[-1]
    won = ",".join(level for level, r in zip(record.levels, record.rewards, strict=True) if r)
    print(f"game {len(records)}/{total}: won by {won or 'nobody'}", file=sys.stderr, flush=True)


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    levels = [level.strip() for level in args.seats.split(",")]
    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        print(f"error: unknown level {unknown[0]!r} (one of {', '.join(LEVELS)})", file=sys.stderr)
        return 2
    if len(levels) != args.players:
        print(
            f"error: --seats names {len(levels)} seats for {args.players} players", file=sys.stderr
        )
        return 2
    try:
        engine = engine_of(args.game)
    except (KeyError, LookupError, ValueError):
        print(f"error: no game named {args.game!r}", file=sys.stderr)
        return 2
    if not engine.min_players <= args.players <= engine.max_players:
        print(
            f"error: {args.game} is for {engine.min_players}-{engine.max_players}", file=sys.stderr
        )
        return 2
    if any(level != "easy" for level in levels) and getattr(engine, "determinize", None) is None:
        print(f"error: {args.game} has no determinize yet: only 'easy' plays it", file=sys.stderr)
        return 2
    # The lobby's defaults, as a table opened today plays (an empty options dict means a game
    # stored before its options existed: the old rules in Tiny Epic Kingdoms and World War).
    options: dict[str, Any] = {option.name: option.default for option in engine.options}
    options.update(
        (name, _option_value(value))
        for name, _, value in (item.partition("=") for item in args.option)
    )
    iterations = args.iterations
    if iterations is None and os.environ.get(ITERATIONS_ENV):
        iterations = int(os.environ[ITERATIONS_ENV])
    jobs = [
        (args.game, seat_levels(levels, number), args.seed + number, options, iterations)
        for number in range(args.games)
    ]
    wall, cpu = time.perf_counter(), time.process_time()
    records: list[GameRecord] = []
    if args.workers > 1:
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            for record in pool.map(_play, jobs):
                records.append(record)
                _progress(records, len(jobs))
    else:
        for job in jobs:
            records.append(_play(job))
            _progress(records, len(jobs))
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    seats = summary(records, levels)
    if args.json:
        positions = position_shares(records)
        print(
            json.dumps(
                {"seats": seats, "positions": positions, "game": args.game, "players": args.players}
            )
        )
        return 0
    print(f"{args.game}, {args.players} players, {args.games} games, seats {args.seats}")
    for level, row in seats.items():
        lo, hi = row["ci95"]
        line = f"  {level:<7} win share {row['win_share']:6.1%}  95% CI [{lo:.1%}, {hi:.1%}]"
        line += f"  seat-games {row['seat_games']}"
        if row["decisions"]:
            line += (
                f"  CPU/decision mean {row['cpu_mean']:.3f} s, max {row['cpu_max']:.3f} s"
                f" ({row['decisions']} decisions)"
            )
        print(line)
    for position, row in position_shares(records).items():
        lo, hi = row["ci95"]
        print(
            f"  position {position} (moved first = 1): win share {row['win_share']:6.1%}"
            f"  95% CI [{lo:.1%}, {hi:.1%}]  games {row['games']}"
        )
    print(f"  wall {wall:.1f} s, CPU of this process {cpu:.1f} s")
    return 0
