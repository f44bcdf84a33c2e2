"""Many games played at once in one event loop, as the bot does when several channels are busy.

Each game has its own driver coroutine that sends ``TableService.act`` calls one after the
other (each action picked by the autopilot); all drivers run together with ``asyncio.gather``
on one service and one Store (one aiosqlite connection, as in the bot). For each level of
concurrency: the accepted actions per second over the wall-clock time, and the latency of one
``act`` call (p50, p95, p99, max), which now includes waiting for the other games' engine work
on the event loop and for the store's single connection. The drivers pick their actions with
the autopilot on the same loop (tens of microseconds each): that time counts in the wall
clock and so lowers the throughput a little, where a real player's click costs the loop
nothing.

Then group commit (issue 13), off and on side by side: Sun Tzu and five-player Small World,
16, 64 and 256 games at once (quick: 16), each game sending one ``act`` per action as clicks
arrive, on a FULL-sync database opened with ``group_commit`` False (each action commits and
syncs alone) or True (the actions waiting at the same moment share one commit). The actions
are worked out before the clock starts (the service's own random streams, so each is
accepted), and each carries the stamp of the control it was clicked on, as a button does: the
driver costs the loop nothing and ``act`` checks the stamp as it does for a click. The two
modes alternate per level on fresh databases. Figures: accepted actions/s over the wall
clock, ``act`` p50/p99, and the process's CPU (every thread, SQLite's too) beside the wall.

A third mode adds the service's game cache (issue 13, ``bot.table.cache``) to group commit:
a click then finds its game in memory instead of two SELECTs and the state's parse. The
stamps are made by the driver before the clock, so ``act`` works each one out again (in the
bot the presenter made it for the controls it sent, and the cache remembers it): the cache's
gain here leaves that part out. Tiny Epic Kingdoms (5p) and World War (5p) are measured too.

With ``--base REV`` (issue 29) it measures instead, side by side in one run, the mode the
targets are set in (group commit and game cache, FULL sync) for this tree and for an exported
copy of commit ``REV``: each row's base and now take turns ``--rounds`` times (the base in a
child process running this script in the exported tree), and the table gives accepted
actions per CPU-second (this process's CPU: every thread, SQLite's too) beside accepted
actions per wall-second, as medians of the rounds.

Usage: ``.venv/bin/python benchmarks/bench_service_concurrency.py [--quick] [--game NAME]
[--base REV [--rounds N] [--games-at-once N ...]]``
(``--game``: only these setups of the comparison, by kind: suntzu, smallworld, tek, worldwar)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from benchlib import (
    Setup,
    banner,
    chosen,
    ends_with_me,
    export_tree,
    footer,
    headline,
    ms,
    next_seat,
    percentile,
    print_table,
)
from tables import open_game, play_by_act

from bot.engine.base import Action
from bot.store import Store
from bot.table import Table, TableService
from bot.table.service import prompt_stamp

SETUP = Setup("suntzu full", "suntzu", 2, {"beginner": False})
GROUP_SETUPS = (
    SETUP,
    Setup("smallworld 5p", "smallworld", 5),
    Setup("tek 5p", "tek", 5),
    Setup("worldwar 5p", "worldwar", 5),
)
# (group commit, game cache): each action alone, then group commit, then both.
MODES = ((False, False), (True, False), (True, True))


@dataclass
class Level:
    games: int
    actions: int
    wall: float
    latencies: list[float]


async def run_level(folder: Path, games: int, limit: int) -> Level:
    """Open ``games`` games, then play ``limit`` actions in each, all games at once."""
    path = folder / f"concurrent-{games}.db"
    store = await Store.open(path)
    try:
        service = TableService(store)
        tables = [await open_game(service, channel + 1, SETUP, channel) for channel in range(games)]
        latencies: list[float] = []
        start = time.perf_counter()
        await asyncio.gather(*(play_by_act(service, t, latencies, limit) for t in tables))
        wall = time.perf_counter() - start
    finally:
        await store.close()
    return Level(games, len(latencies), wall, latencies)


async def measure(levels: tuple[int, ...], limit: int) -> list[Level]:
    with tempfile.TemporaryDirectory(prefix="bench-concurrency-") as name:
        return [await run_level(Path(name), games, limit) for games in levels]


@dataclass
class Grouped:
    """One row of the group commit comparison."""

    setup: Setup
    games: int
    group_commit: bool
    cache: bool
    actions: int
    wall: float
    cpu: float
    latencies: list[float]
    batches: int  # commits the group writer made (0 without it)


Click = tuple[int, Action, str]  # the user, the action, the stamp of the control clicked


def clicks(table: Table, count: int) -> list[Click]:
    """The next ``count`` actions of ``table`` as its players would click them: each chosen
    by the autopilot and applied with the random streams the service uses, so every one is
    accepted when sent in order."""
    engine = table.spec.engine
    state = json.loads(table.game.state_text or "null")
    found: list[Click] = []
    number = table.game.version
    while len(found) < count and engine.result(state) is None:
        number += 1
        seat = next_seat(engine, state)
        stamp = prompt_stamp(engine, state, seat)
        action = engine.autopilot(state, seat, table.random.autopilot(number))
        engine.apply(state, seat, action, table.random.step(number))
        found.append((table.user_of(seat), action, stamp))
    return found


async def send(service: TableService, game_id: int, moves: list[Click], out: list[float]) -> None:
    for user, action, stamp in moves:
        start = time.perf_counter()
        await service.act(game_id, user, action, stamp=stamp)
        out.append(time.perf_counter() - start)


async def run_grouped(
    folder: Path, setup: Setup, games: int, per_game: int, group_commit: bool, cache: bool
) -> Grouped:
    """``games`` games of ``setup`` each sending ``per_game`` clicks, all games at once."""
    mode = f"{'group' if group_commit else 'alone'}-{'cache' if cache else 'load'}"
    name = f"{setup.kind}-{setup.players}-{games}-{mode}.db"
    store = await Store.open(folder / name, synchronous="FULL", group_commit=group_commit)
    try:
        service = TableService(store, cache_games=2048 if cache else 0)
        tables = [await open_game(service, c + 1, setup, c) for c in range(games)]
        plans = [clicks(table, per_game) for table in tables]
        latencies: list[float] = []
        wall, cpu = time.perf_counter(), time.process_time()
        await asyncio.gather(
            *(send(service, t.id, plan, latencies) for t, plan in zip(tables, plans, strict=True))
        )
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        writer = store._writer
        batches = writer.batches if writer is not None else 0
    finally:
        await store.close()
    return Grouped(setup, games, group_commit, cache, len(latencies), wall, cpu, latencies, batches)


async def measure_grouped(
    setups: tuple[Setup, ...], levels: tuple[int, ...], budget: int
) -> list[Grouped]:
    """Every setup at every level in every mode (same seeds, fresh databases); about
    ``budget`` actions per row, spread over the games."""
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-group-commit-") as name:
        for setup in setups:
            for games in levels:
                per_game = max(4, budget // games)
                for group_commit, cache in MODES:
                    rows.append(
                        await run_grouped(Path(name), setup, games, per_game, group_commit, cache)
                    )
    return rows


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a small run to check it works")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--base", help="compare with this commit, side by side (issue 29)")
    parser.add_argument("--rounds", type=int, default=3, help="turns base and now each take")
    parser.add_argument(
        "--games-at-once", type=int, action="append", help="levels of --base (default 64)"
    )
    parser.add_argument("--child", help=argparse.SUPPRESS)  # a row, measured in the base tree
    return parser.parse_args()


def one_row(setup: Setup, games: int, per_game: int) -> dict[str, float]:
    """One row in the targets' mode (group commit, game cache) on a fresh database."""
    with tempfile.TemporaryDirectory(prefix="bench-base-") as name:
        row = asyncio.run(run_grouped(Path(name), setup, games, per_game, True, True))
    return {
        "actions": row.actions,
        "wall": row.wall,
        "cpu": row.cpu,
        "p99": percentile(row.latencies, 99),
    }


def base_row(script: Path, setup: Setup, games: int, per_game: int) -> dict[str, float]:
    """:func:`one_row` measured by a child process in the exported base tree."""
    wanted = json.dumps({"kind": setup.kind, "players": setup.players, "options": setup.options,
                         "label": setup.label, "games": games, "per_game": per_game})  # fmt: skip
    out = subprocess.run(
        [sys.executable, str(script), "--child", wanted],
        check=True,
        capture_output=True,
        cwd=script.parent.parent,
        env={"PYTHONPATH": str(script.parent.parent), "PATH": "/usr/bin:/bin"},
        preexec_fn=ends_with_me(),
    ).stdout
    return dict(json.loads(out.decode().splitlines()[-1]))


def child(wanted: str) -> None:
    asked = json.loads(wanted)
    setup = Setup(asked["label"], asked["kind"], asked["players"], asked["options"])
    print(json.dumps(one_row(setup, asked["games"], asked["per_game"])))


def compare(args: argparse.Namespace) -> None:
    """This tree against ``--base``, side by side, in the targets' mode."""
    levels = tuple(args.games_at_once or (16 if args.quick else 64,))
    budget = 128 if args.quick else 3000
    rounds = 1 if args.quick else args.rounds
    setups = tuple(setup for setup in GROUP_SETUPS if chosen(args.game, setup.kind))
    banner(f"act throughput, base {args.base} and now, group commit + cache", args.quick)
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-base-tree-") as scratch:
        script = export_tree(args.base, Path(scratch) / "base", Path(__file__))
        for setup in setups:
            for games in levels:
                per_game = max(4, budget // games)
                runs: dict[str, list[dict[str, float]]] = {"base": [], "now": []}
                for _ in range(rounds):
                    runs["base"].append(base_row(script, setup, games, per_game))
                    runs["now"].append(one_row(setup, games, per_game))
                rows.append((setup, games, runs))
    table = []
    for setup, games, runs in rows:
        cells: list[object] = [setup.label, games]
        rates = {}
        for side in ("base", "now"):
            cpu = statistics.median(run["actions"] / run["cpu"] for run in runs[side])
            wall = statistics.median(run["actions"] / run["wall"] for run in runs[side])
            spread = ", ".join(f"{run['actions'] / run['cpu']:.0f}" for run in runs[side])
            rates[side] = cpu
            cells += [f"{cpu:,.0f} ({spread})", f"{wall:,.0f}"]
            name = f"{setup.kind} {setup.players}p {games} games {side}"
            headline(f"{name} actions per CPU-second", cpu, "actions/s")
            headline(f"{name} actions per wall-second", wall, "actions/s")
        cells.append(f"{(rates['now'] - rates['base']) / rates['base'] * 100:+.0f} %")
        table.append(cells)
    print(
        f"Accepted actions through act, group commit + game cache, FULL sync; median of "
        f"{rounds} rounds (each round's figure per CPU-second in brackets)"
    )
    print_table(
        [
            "setup",
            "games at once",
            f"base {args.base} per CPU-s",
            "base per wall-s",
            "now per CPU-s",
            "now per wall-s",
            "CPU change",
        ],
        table,
    )
    footer()


def main() -> None:
    args = parse_args()
    if args.child:
        child(args.child)
        return
    if args.base:
        compare(args)
        return
    levels = (1, 8) if args.quick else (1, 4, 16, 64)
    limit = 40 if args.quick else 120  # actions per game (a Sun Tzu game has ~170)
    banner(f"Service concurrency: {SETUP.label}, {limit} act calls per game", args.quick)
    results = asyncio.run(measure(levels, limit))

    print("Concurrent act calls in one event loop (latency in ms)")
    print_table(
        ["games at once", "actions", "wall s", "actions/s", "p50", "p95", "p99", "max"],
        [
            [
                level.games,
                level.actions,
                f"{level.wall:.2f}",
                f"{level.actions / level.wall:.0f}",
                ms(percentile(level.latencies, 50)),
                ms(percentile(level.latencies, 95)),
                ms(percentile(level.latencies, 99)),
                ms(max(level.latencies)),
            ]
            for level in results
        ],
    )
    for level in results:
        headline(f"{level.games} games throughput", level.actions / level.wall, "actions/s")
        headline(f"{level.games} games act p95", percentile(level.latencies, 95) * 1000, "ms")

    group_levels = (16,) if args.quick else (16, 64, 256)
    setups = tuple(setup for setup in GROUP_SETUPS if chosen(args.game, setup.kind))
    grouped = asyncio.run(measure_grouped(setups, group_levels, 128 if args.quick else 3000))
    print("Group commit and game cache: games at once, one act per click, FULL sync (ms, s)")
    print_table(
        [
            "setup",
            "games at once",
            "group commit",
            "game cache",
            "actions",
            "commits",
            "accepted actions/s",
            "act p50",
            "act p99",
            "wall s",
            "CPU s",
            "CPU ms/action",
        ],
        [
            [
                row.setup.label,
                row.games,
                "on" if row.group_commit else "off",
                "on" if row.cache else "off",
                row.actions,
                row.batches or row.actions,
                f"{row.actions / row.wall:.0f}",
                ms(percentile(row.latencies, 50)),
                ms(percentile(row.latencies, 99)),
                f"{row.wall:.2f}",
                f"{row.cpu:.2f}",
                ms(row.cpu / row.actions),
            ]
            for row in grouped
        ],
    )
    for row in grouped:
        mode = "group commit" if row.group_commit else "commit alone"
        mode += " cache" if row.cache else ""
        name = f"{row.setup.kind} {row.setup.players}p {row.games} games {mode}"
        headline(f"{name} actions/s", row.actions / row.wall, "actions/s")
        headline(f"{name} act p99", percentile(row.latencies, 99) * 1000, "ms")
    footer()


if __name__ == "__main__":
    main()
