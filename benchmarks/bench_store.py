"""The whole write path: TableService and Store on a temporary SQLite file.

* Sun Tzu games played one ``TableService.act`` call per action, each action picked by the
  autopilot: every call locks the game, loads it fresh, checks the seat, applies the engine
  to a copy of the state and commits the action (with a snapshot every 25 actions) in one
  transaction. Figures:
  accepted actions per second (over the time spent inside ``act``) and ``act`` latency.
  This is done twice, side by side, on two databases that differ only in ``PRAGMA
  synchronous``: FULL (what the bot uses: every commit syncs the write-ahead log, so a
  confirmed move survives a power cut) and NORMAL (syncs only at checkpoints). Their games
  alternate, so a change in the machine's load touches both alike; each ``act`` call's CPU
  time (this process, every thread, so SQLite's too) is measured beside its wall time, and
  the difference is mostly time spent waiting for the disk.
* The service's own autopilot loop (``autopilot_all``: no reload between actions, one
  transaction per action) for Sun Tzu and five-player Small World.
* Load time of a finished game (``load_game``: game row, state JSON, seats).
* Replay time of a whole game from its seed and action log (``replay``), and whether the
  replay reproduces the stored state.
* Database size per game and per action (file + WAL after closing, less the size of an empty
  database with the schema).

Usage: ``.venv/bin/python benchmarks/bench_store.py [--quick]``. The databases go to a
temporary directory (``TMPDIR`` chooses another disk); the output names its filesystem, since
a sync costs nothing on tmpfs.
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
from tables import database_bytes, next_move, open_game

from bot.store import Store
from bot.table import Table, TableService

SUNTZU = Setup("suntzu full", "suntzu", 2, {"beginner": False})
SMALLWORLD_5P = Setup("smallworld 5p", "smallworld", 5)
MODES = ("NORMAL", "FULL")  # PRAGMA synchronous, compared side by side; FULL is the bot's


@dataclass
class Run:
    """What one way of playing a set of games measured."""

    label: str
    games: int = 0
    actions: int = 0
    busy: float = 0.0  # seconds spent in the service calls that played the games
    cpu: float = 0.0  # CPU seconds of this process during the timed act calls
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


async def play_timed(service: TableService, table: Table, run: Run) -> Table:
    """Play ``table`` to its end, one ``act`` call per action, timing each call (wall and
    CPU); the driver's own autopilot decision stays outside the timed call."""
    while table.running:
        user, action = next_move(table)
        wall, cpu = time.perf_counter(), time.process_time()
        outcome = await service.act(table.id, user, action)
        run.act.add(time.perf_counter() - wall)
        run.cpu += time.process_time() - cpu
        table = outcome.table
    return table


async def by_act(folder: Path, games: int, loads: int) -> list[Run]:
    """Sun Tzu, one act call per action (the path of every click), once per ``MODES`` entry:
    one database each, the games alternating between them."""
    runs = {mode: Run(f"suntzu full, act per action, {mode}") for mode in MODES}
    paths = {mode: folder / f"act-{mode.lower()}.db" for mode in MODES}
    stores = {mode: await Store.open(paths[mode], synchronous=mode) for mode in MODES}
    try:
        services = {mode: TableService(store) for mode, store in stores.items()}
        ids: dict[str, list[int]] = {mode: [] for mode in MODES}
        for seed in range(games):
            for mode in MODES:
                run = runs[mode]
                table = await open_game(services[mode], seed + 1, SUNTZU, seed)
                table = await play_timed(services[mode], table, run)
                ids[mode].append(table.id)
                run.actions += table.game.version
                run.games += 1
        for mode in MODES:
            runs[mode].busy = sum(runs[mode].act.samples)
            await check_games(services[mode], ids[mode], runs[mode], loads)
    finally:
        for store in stores.values():
            await store.close()
    for mode in MODES:
        runs[mode].db_bytes = database_bytes(paths[mode])
    return [runs[mode] for mode in MODES]


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


def filesystem_of(folder: Path) -> str:
    """The type of the filesystem ``folder`` is on (from /proc/mounts), or "unknown"."""
    try:
        mounts = [line.split() for line in Path("/proc/mounts").read_text().splitlines()]
    except OSError:
        return "unknown"
    found, longest = "unknown", -1
    for fields in mounts:
        point, kind = fields[1], fields[2]
        inside = folder == Path(point) or Path(point) in folder.parents
        if inside and len(point) > longest:
            found, longest = kind, len(point)
    return found


async def measure(quick: bool) -> tuple[list[Run], int]:
    games = 2 if quick else 10
    loads = 5 if quick else 50
    with tempfile.TemporaryDirectory(prefix="bench-store-") as name:
        folder = Path(name)  # a fresh temporary folder: no symlinks to resolve
        print(f"# databases in {folder} ({filesystem_of(folder)})")
        print()
        runs = [
            *await by_act(folder, games, loads),
            await by_autopilot(folder, SUNTZU, games, loads),
            await by_autopilot(folder, SMALLWORLD_5P, 1 if quick else 4, loads),
        ]
        return runs, await empty_database_bytes(folder)


def main() -> None:
    args = parse_args(__doc__.splitlines()[0])
    banner("Store: TableService + SQLite (WAL) on a temporary file", args.quick)
    runs, empty = asyncio.run(measure(args.quick))
    acts = {run.label.rsplit(", ", 1)[1]: run for run in runs[: len(MODES)]}

    print("Durability: PRAGMA synchronous NORMAL and FULL side by side (one act per action)")
    print_table(
        [
            "synchronous",
            "games",
            "actions",
            "accepted actions/s",
            "act mean ms",
            "act p50 ms",
            "act p95 ms",
            "act p99 ms",
            "act max ms",
            "act CPU mean ms",
            "wall s in act",
            "CPU s in act",
        ],
        [
            [
                mode,
                run.games,
                run.actions,
                f"{run.actions / run.busy:.0f}",
                ms(run.act.mean),
                ms(run.act.percentile(50)),
                ms(run.act.percentile(95)),
                ms(run.act.percentile(99)),
                ms(max(run.act.samples)),
                ms(run.cpu / len(run.act.samples)),
                f"{run.busy:.2f}",
                f"{run.cpu:.2f}",
            ]
            for mode, run in acts.items()
        ],
    )
    print("Writing (one transaction per accepted action, a snapshot every 25; FULL from here on)")
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
    normal, act = acts["NORMAL"], acts["FULL"]
    headline("suntzu act NORMAL accepted actions/s", normal.actions / normal.busy, "actions/s")
    headline("suntzu act NORMAL p95", normal.act.percentile(95) * 1000, "ms")
    headline("suntzu act accepted actions/s", act.actions / act.busy, "actions/s")
    headline("suntzu act p95", act.act.percentile(95) * 1000, "ms")
    headline("suntzu load mean", act.load.mean * 1000, "ms")
    headline("suntzu replay mean", act.replay.mean * 1000, "ms")
    headline("suntzu db per game", (act.db_bytes - empty) / act.games / 1024, "KiB")
    footer()


if __name__ == "__main__":
    main()
