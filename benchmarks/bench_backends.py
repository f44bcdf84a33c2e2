"""1,000 games played at once on SQLite, on PostgreSQL by one process, and on PostgreSQL by two
processes sharing the database (issue 16), side by side.

Each mode starts from a new database (a new schema on the PostgreSQL server) holding the same
1,000 started Sun Tzu games (same seeds), opened through the service as ``/game new``, ``join``
and ``start`` do. Then worker processes (one, or two each driving half of the games) open
their own store and service (game cache on), work out each game's next clicks before the clock
starts (as bench_service_concurrency does: every click accepted, with its control's stamp),
meet at a barrier and send them all at once, one ``act`` per click. Figures: accepted
actions/s over the wall clock from the barrier to the last worker's end, ``act`` latency
p50/p99 over every click, and beside the wall the CPU seconds of the bot's processes (every
thread) and of the PostgreSQL server's (read from /proc while the clock runs, when the server
is on this machine and the benchmark may read its data folder; SQLite works inside the bot's
processes, so its column is empty).

SQLite runs with its defaults (FULL sync, group commit); PostgreSQL with the server's own
(fsync and synchronous commit on, so a confirmed move is on disk in both), a pool of
``POOL`` connections per process. Every process is on this one machine: the server, the
workers and anything else running share its cores.

Usage: ``scripts/with-postgres .venv/bin/python benchmarks/bench_backends.py [--quick]``
(the PostgreSQL server: ``--postgres URL``, else ``TEST_DATABASE_URL``, which
``scripts/with-postgres`` sets after starting a throwaway server)
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench_service_concurrency import SETUP, clicks, send
from benchlib import banner, footer, headline, ms, percentile, print_table
from tables import open_game

from bot.store import Store, open_store
from bot.table import TableService
from bot.table.workerlife import end_with_parent

POOL = 16  # PostgreSQL connections per process
TICKS = os.sysconf("SC_CLK_TCK")  # /proc's CPU times are in these
BATCH = 100  # games opened at once while setting up


@dataclass
class Mode:
    label: str
    backend: str
    processes: int


MODES = (
    Mode("SQLite", "sqlite", 1),
    Mode("PostgreSQL", "postgresql", 1),
    Mode("PostgreSQL", "postgresql", 2),
)


@dataclass
class Result:
    mode: Mode
    games: int
    actions: int
    wall: float
    cpu: float
    server_cpu: float | None
    latencies: list[float]


def _ticks(pid: int) -> tuple[int, int]:
    """A process's parent and the CPU ticks it and its reaped children used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    # After the command: state, ppid, ... utime (14th field of the line), stime, cutime, cstime.
    return int(fields[1]), sum(int(value) for value in fields[11:15])


def server_ticks(postmaster: int | None) -> int | None:
    """CPU ticks of the PostgreSQL server: the postmaster (with the backends it reaped) and
    its live backends."""
    if postmaster is None:
        return None
    total = _ticks(postmaster)[1]
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent, ticks = _ticks(int(entry.name))
            except (OSError, IndexError, ValueError):
                continue  # gone meanwhile
            if parent == postmaster:
                total += ticks
    return total


async def find_postmaster(url: str) -> int | None:
    """The server's process id, when it runs here and its data folder can be read."""
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        folder = await connection.fetchval("SHOW data_directory")
    except asyncpg.PostgresError:
        return None
    finally:
        await connection.close()
    try:
        return int((Path(folder) / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def postgres_url(argv: list[str]) -> str:
    if "--postgres" in argv:
        return argv[argv.index("--postgres") + 1]
    url = os.environ.get("TEST_DATABASE_URL")
    if not url:
        sys.exit(
            "no PostgreSQL server: run scripts/with-postgres .venv/bin/python"
            " benchmarks/bench_backends.py, or pass --postgres postgresql://..."
        )
    return url


async def new_schema(url: str) -> str:
    """A new schema on the server, and the URL whose tables go there."""
    import asyncpg

    name = f"bench_{uuid.uuid4().hex[:12]}"
    connection = await asyncpg.connect(url)
    try:
        await connection.execute(f"CREATE SCHEMA {name}")
    finally:
        await connection.close()
    return f"{url}{'&' if '?' in url else '?'}search_path={name}"


async def drop_schema(url: str) -> None:
    import asyncpg

    base, _, settings = url.partition("?")
    name = dict(part.split("=", 1) for part in settings.split("&"))["search_path"]
    connection = await asyncpg.connect(base)
    try:
        await connection.execute(f"DROP SCHEMA {name} CASCADE")
    finally:
        await connection.close()


async def open_games(url: str, games: int) -> list[int]:
    """Start ``games`` games (fixed seeds) in the database at ``url``; their ids."""
    store = await open_store(url)
    try:
        service = TableService(store)
        ids: list[int] = []
        for first in range(0, games, BATCH):
            channels = range(first + 1, min(first + BATCH, games) + 1)
            tables = await asyncio.gather(
                *(open_game(service, channel, SETUP, channel) for channel in channels)
            )
            ids += [table.id for table in tables]
        return ids
    finally:
        await store.close()


def drive(url: str, game_ids: list[int], per_game: int, barrier: Any, out: Any) -> None:
    """A worker process: plan the clicks, wait for the others, send them; report."""
    end_with_parent()  # as the bot's workers: never outlive the script, however it ends

    async def run() -> tuple[int, list[float], float, float, float]:
        store: Store  # PostgreSQL's is a Store too, opened here with this run's pool size
        if url.startswith("postgresql"):
            from bot.store import PostgresStore

            store = await PostgresStore.open(url, pool_size=POOL)
        else:
            store = await open_store(url)
        try:
            service = TableService(store, cache_games=len(game_ids) + 16)
            tables = [await service.load_game(game_id) for game_id in game_ids]
            plans = [clicks(table, per_game) for table in tables]
            latencies: list[float] = []
            await asyncio.to_thread(barrier.wait)
            start, cpu = time.time(), time.process_time()
            pairs = zip(tables, plans, strict=True)
            await asyncio.gather(*(send(service, t.id, plan, latencies) for t, plan in pairs))
            return len(latencies), latencies, start, time.time(), time.process_time() - cpu
        finally:
            await store.close()

    out.put(asyncio.run(run()))


def measure(mode: Mode, url: str, games: int, per_game: int) -> Result:
    ids = asyncio.run(open_games(url, games))
    postmaster = asyncio.run(find_postmaster(url)) if mode.backend == "postgresql" else None
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(mode.processes + 1)  # the workers, and this process
    out = context.Queue()
    shares = [ids[index :: mode.processes] for index in range(mode.processes)]
    workers = [
        context.Process(target=drive, args=(url, share, per_game, barrier, out)) for share in shares
    ]
    for worker in workers:
        worker.start()
    barrier.wait()
    before = server_ticks(postmaster)
    reports = [out.get(timeout=1800) for _ in workers]
    after = server_ticks(postmaster)
    server = None if before is None or after is None else (after - before) / TICKS
    for worker in workers:
        worker.join()
    latencies = [value for report in reports for value in report[1]]
    wall = max(report[3] for report in reports) - min(report[2] for report in reports)
    cpu = sum(report[4] for report in reports)
    actions = sum(report[0] for report in reports)
    return Result(mode, games, actions, wall, cpu, server, latencies)


def run_all(server: str, games: int, per_game: int) -> list[Result]:
    results = []
    with tempfile.TemporaryDirectory(prefix="bench-backends-") as folder:
        for number, mode in enumerate(MODES):
            if mode.backend == "sqlite":
                results.append(
                    measure(mode, f"sqlite:///{Path(folder) / f'{number}.db'}", games, per_game)
                )
                continue
            url = asyncio.run(new_schema(server))
            try:
                results.append(measure(mode, url, games, per_game))
            finally:
                asyncio.run(drop_schema(url))
    return results


def main() -> None:
    quick = "--quick" in sys.argv
    server = postgres_url(sys.argv)
    games = 40 if quick else 1000
    per_game = 3 if quick else 4
    banner(f"Backends: {games} {SETUP.label} games at once, {per_game} clicks each", quick)
    results = run_all(server, games, per_game)
    print("One act per click, all games at once (ms, s)")
    print_table(
        [
            "backend",
            "processes",
            "games",
            "actions",
            "accepted actions/s",
            "act p50",
            "act p99",
            "wall s",
            "bot CPU s",
            "server CPU s",
        ],
        [
            [
                row.mode.label,
                row.mode.processes,
                row.games,
                row.actions,
                f"{row.actions / row.wall:.0f}",
                ms(percentile(row.latencies, 50)),
                ms(percentile(row.latencies, 99)),
                f"{row.wall:.2f}",
                f"{row.cpu:.2f}",
                "" if row.server_cpu is None else f"{row.server_cpu:.2f}",
            ]
            for row in results
        ],
    )
    for row in results:
        processes = f"{row.mode.processes} process{'es' if row.mode.processes > 1 else ''}"
        name = f"{row.mode.backend} {processes}"
        headline(f"{name} actions/s", row.actions / row.wall, "actions/s")
        headline(f"{name} act p50", percentile(row.latencies, 50) * 1000, "ms")
        headline(f"{name} act p99", percentile(row.latencies, 99) * 1000, "ms")
    footer()


if __name__ == "__main__":
    main()
