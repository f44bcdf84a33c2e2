"""Where bot players think (issue 30, part 4): the event loop's lag while strong searches run
in a thread and in a worker process, side by side in one run, and the workers' memory.

A "ping" task on the event loop sleeps ``TICK`` seconds over and over and records how late each
wake-up is (the lag every other game's click and reply would see). Meanwhile the bot makes
strong decisions, one after another, on views of Sun Tzu games taken at spread points (each
game with a ``determinize``: later games join by supplying one), first each in a thread
(``asyncio.to_thread``, the way before this issue: the search holds the GIL), then each in a
:class:`bot.table.thinkpool.ThinkPool` worker process. Printed per mode: the ping's p50, p99
and worst lag, the decisions made, their wall time and the loop process's CPU time (a thread's
search counts there; a worker's does not).

Memory: each worker's resident set size (RSS) at start and after every strong decision of
every game with a determinize (the search's node cap bounds it).

``--quick``: one decision per mode at a small budget (well under 20 s).

Usage: ``.venv/bin/python benchmarks/bench_bot_thinking.py [--quick]``
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from typing import Any

from benchlib import (
    Setup,
    banner,
    footer,
    headline,
    parse_args,
    percentile,
    play,
    print_table,
    spread,
    states_at,
)

from bot.games import available, get
from bot.table import thinkworker
from bot.table.thinkpool import ThinkPool

TICK = 0.005  # seconds the ping sleeps: a loop that keeps up wakes it within a millisecond
LEVEL = "strong"

Question = tuple[str, Any, int, str, int]


def questions(count: int) -> list[Question]:
    """``count`` strong decisions of every game with a determinize: a seat with a choice to
    make, at spread points of an autopilot game."""
    found: list[Question] = []
    for name in available():
        engine = get(name).engine
        if getattr(engine, "determinize", None) is None:
            continue
        setup = Setup(f"{name} {engine.min_players}p", name, engine.min_players)
        _, log = play(engine, setup, 11)
        for state in states_at(engine, setup, 11, log, spread(len(log) - 1, count * 3)):
            seats = [
                s
                for s in sorted(engine.waiting_for(state))
                if len(engine.legal_actions(state, s)) > 1
            ]
            if seats and len([q for q in found if q[0] == name]) < count:
                seat = seats[0]
                found.append(
                    (
                        name,
                        engine.view(state, seat),
                        seat,
                        LEVEL,
                        random.Random(len(found)).getrandbits(64),
                    )
                )
    return found


async def pinged_while(work: Callable[[], Awaitable[None]]) -> tuple[list[float], float, float]:
    """The ping's lags (seconds) while ``work`` runs; its wall and this process's CPU time."""
    lags: list[float] = []
    done = False

    async def ping() -> None:
        while not done:
            asked = time.perf_counter()
            await asyncio.sleep(TICK)
            lags.append(time.perf_counter() - asked - TICK)

    pinger = asyncio.create_task(ping())
    wall, cpu = time.perf_counter(), time.process_time()
    await work()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    done = True
    await pinger
    return lags, wall, cpu


async def measure(quick: bool) -> None:
    asked = questions(1 if quick else 3)
    iterations = 30 if quick else None  # the full run: each decision's own CPU budget
    rows = []

    async def in_threads() -> None:
        for question in asked:
            await asyncio.to_thread(thinkworker.decide, *question, iterations)

    pool = ThinkPool(1, iterations=iterations)
    await pool.start()
    fresh = await pool.memory()
    sizes: list[tuple[str, int]] = []

    async def in_workers() -> None:
        for question in asked:
            await pool.decide(*question)
            sizes.append((question[0], max(await pool.memory())))

    try:
        for mode, work in (("thread", in_threads), ("process", in_workers)):
            lags, wall, cpu = await pinged_while(work)
            p99 = percentile(lags, 99)
            rows.append(
                (
                    mode,
                    str(len(asked)),
                    f"{percentile(lags, 50) * 1000:.1f}",
                    f"{p99 * 1000:.1f}",
                    f"{max(lags) * 1000:.1f}",
                    f"{wall:.2f}",
                    f"{cpu:.2f}",
                )
            )
            headline(f"ping p99 lag, search in a {mode}", p99 * 1000, "ms")
    finally:
        await pool.close()
    print_table(
        (
            "search in a",
            "decisions",
            "ping p50 ms",
            "ping p99 ms",
            "ping worst ms",
            "wall s",
            "loop CPU s",
        ),
        rows,
    )
    print()
    memory = [("fresh worker", "-", f"{fresh[0] / 2**20:.0f}")] if fresh else []
    for number, (name, size) in enumerate(sizes, 1):
        memory.append((f"after decision {number}", name, f"{size / 2**20:.0f}"))
    print_table(("worker", "game", "RSS MiB"), memory)
    if sizes:
        headline(
            "search worker RSS after strong decisions", max(s for _, s in sizes) / 2**20, "MiB"
        )


def main() -> None:
    args = parse_args(__doc__.splitlines()[0])
    banner("Where bots think: event-loop lag, thread vs worker process", args.quick)
    asyncio.run(measure(args.quick))
    footer()


if __name__ == "__main__":
    main()
