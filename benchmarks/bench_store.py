"""The whole write path: TableService and Store on a temporary SQLite file.

* Sun Tzu games played one ``TableService.act`` call per action, each action picked by the
  autopilot: every call locks the game, loads it fresh, checks the seat, applies the engine
  to a copy of the state and commits the action with a snapshot in one transaction. Figures:
  accepted actions per second (over the time spent inside ``act``) and ``act`` latency.
* The service's own autopilot loop (``autopilot_all``: no reload between actions, one
  transaction per action) for Sun Tzu and five-player Small World.
* Load time of a finished game (``load_game``: game row, state JSON, seats).
* Replay time of a whole game from its seed and action log (``replay``), and whether the
  replay reproduces the stored state.
* Database size per game and per action (file + WAL after closing, less the size of an empty
  database with the schema).

Usage: ``.venv/bin/python benchmarks/bench_store.py [--quick]``
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from benchlib import (
    Setup,
    Timer,
    banner,
    footer,
    headline,
    kib,
    ms,
    parse_args,
    print_table,
)
from tables import database_bytes, open_game, play_by_act

from bot.store import Store
from bot.table import TableService

SUNTZU = Setup("suntzu full", "suntzu", 2, {"beginner": False})
SMALLWORLD_5P = Setup("smallworld 5p", "smallworld", 5)


@dataclass
class Run:
    """What one way of playing a set of games measured."""

    label: str
    games: int = 0
    actions: int = 0
    busy: float = 0.0  # seconds spent in the service calls that played the games
    act: Timer = field(default_factory=Timer)
    load: Timer = field(default_factory=Timer)
    replay: Timer = field(default_factory=Timer)
    replays_equal: int = 0
    db_bytes: int = 0


async def check_games(service: TableService, game_ids: list[int], run: Run, loads: int) -> None:
    """Time loading and replaying each finished game; compare each replay with its state."""
    for game_id in game_ids:
        for _ in range(loads):
            start = time.perf_counter()
            table = await service.load_game(game_id)
            run.load.add(time.perf_counter() - start)
        start = time.perf_counter()
        state = await service.replay(game_id)
        run.replay.add(time.perf_counter() - start)
        run.replays_equal += state == table.state


async def by_act(folder: Path, games: int, loads: int) -> Run:
    """Sun Tzu, one act call per action (the path of every click)."""
    run = Run("suntzu full, act per action")
    path = folder / "act.db"
    store = await Store.open(path)
    try:
        service = TableService(store)
        ids = []
        for seed in range(games):
            table = await open_game(service, seed + 1, SUNTZU, seed)
            table = await play_by_act(service, table, run.act.samples)
            ids.append(table.id)
            run.actions += table.game.version
        run.games = games
        run.busy = sum(run.act.samples)
        await check_games(service, ids, run, loads)
    finally:
        await store.close()
    run.db_bytes = database_bytes(path)
    return run


async def by_autopilot(folder: Path, setup: Setup, games: int, loads: int) -> Run:
    """The service's own loop: ``autopilot_all`` plays every seat to the end."""
    run = Run(f"{setup.label}, autopilot_all")
    path = folder / f"{setup.kind}-{setup.players}.db"
    store = await Store.open(path)
    try:
        service = TableService(store)
        ids = []
        for seed in range(games):
            table = await open_game(service, seed + 1, setup, seed)
            start = time.perf_counter()
            outcome = await service.autopilot_all(table.id)
            run.busy += time.perf_counter() - start
            ids.append(outcome.table.id)
            run.actions += outcome.table.game.version
        run.games = games
        await check_games(service, ids, run, loads)
    finally:
        await store.close()
    run.db_bytes = database_bytes(path)
    return run


async def empty_database_bytes(folder: Path) -> int:
    """The size of a database with the schema and no game, subtracted from the per-game size."""
    path = folder / "empty.db"
    store = await Store.open(path)
    await store.close()
    return database_bytes(path)


async def measure(quick: bool) -> tuple[list[Run], int]:
    games = 2 if quick else 10
    loads = 5 if quick else 50
    with tempfile.TemporaryDirectory(prefix="bench-store-") as name:
        folder = Path(name)
        runs = [
            await by_act(folder, games, loads),
            await by_autopilot(folder, SUNTZU, games, loads),
            await by_autopilot(folder, SMALLWORLD_5P, 1 if quick else 4, loads),
        ]
        return runs, await empty_database_bytes(folder)


def main() -> None:
    args = parse_args(__doc__.splitlines()[0])
    banner("Store: TableService + SQLite (WAL) on a temporary file", args.quick)
    runs, empty = asyncio.run(measure(args.quick))

    print("Writing (every accepted action is one transaction with a snapshot)")
    print_table(
        ["run", "games", "actions/game", "accepted actions/s", "act mean ms", "act p95 ms"],
        [
            [
                run.label,
                run.games,
                f"{run.actions / run.games:.1f}",
                f"{run.actions / run.busy:.0f}",
                ms(run.act.mean) if run.act.samples else "-",
                ms(run.act.percentile(95)) if run.act.samples else "-",
            ]
            for run in runs
        ],
    )
    print(f"Reading and size (an empty database is {kib(empty)} KiB; it is subtracted)")
    print_table(
        [
            "run",
            "load mean ms",
            "load p95 ms",
            "replay mean ms",
            "replay p95 ms",
            "replay = stored",
            "DB KiB/game",
            "DB bytes/action",
        ],
        [
            [
                run.label,
                ms(run.load.mean),
                ms(run.load.percentile(95)),
                ms(run.replay.mean),
                ms(run.replay.percentile(95)),
                f"{run.replays_equal}/{run.games}",
                kib((run.db_bytes - empty) / run.games),
                f"{(run.db_bytes - empty) / run.actions:.0f}",
            ]
            for run in runs
        ],
    )
    act = runs[0]
    headline("suntzu act accepted actions/s", act.actions / act.busy, "actions/s")
    headline("suntzu act p95", act.act.percentile(95) * 1000, "ms")
    headline("suntzu load mean", act.load.mean * 1000, "ms")
    headline("suntzu replay mean", act.replay.mean * 1000, "ms")
    headline("suntzu db per game", (act.db_bytes - empty) / act.games / 1024, "KiB")
    footer()


if __name__ == "__main__":
    main()
