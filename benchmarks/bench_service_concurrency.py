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

Usage: ``.venv/bin/python benchmarks/bench_service_concurrency.py [--quick]``
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from benchlib import Setup, banner, footer, headline, ms, parse_args, percentile, print_table
from tables import open_game, play_by_act

from bot.store import Store
from bot.table import TableService

SETUP = Setup("suntzu full", "suntzu", 2, {"beginner": False})


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


def main() -> None:
    args = parse_args(__doc__.splitlines()[0])
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
    footer()


if __name__ == "__main__":
    main()
