"""Interactions arriving together across many active games: renders in threads or in processes.

What the bot does per click (``Desk.act``), called directly on the service, the presenter and
the render pool (no discord.py, no fake Discord: the fake-free path): find the table (then
the bot acknowledges: ``ack``), ``act``, build the actor's private message and draw its
private picture (then the bot answers the actor: ``reply``), then draw the channel's board
(``board`` post). Each time runs from the moment the wave of interactions arrived.

1,000 active games (Sun Tzu 2p and Small World 5p, alternating) sit in one SQLite store; waves
of 16 interactions, each in a different game, arrive at once, and the next wave comes when
the last one is done. Waves alternate between ``RenderPool(0)`` (threads, as before issue 13)
and ``RenderPool(cores)`` (worker processes, warmed), on the same games. CPU is this process
plus the render workers.

Usage: ``.venv/bin/python benchmarks/bench_interactions.py [--quick]``
"""

from __future__ import annotations

import asyncio
import json
import random
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from benchlib import (
    Setup,
    banner,
    footer,
    headline,
    ms,
    next_seat,
    parse_args,
    percentile,
    print_table,
)
from tables import open_game

from bot.settings import default_workers
from bot.store import Store
from bot.table import Table, TableService, presenter
from bot.table.renderpool import RenderPool
from bot.table.service import prompt_stamp

SETUPS = (Setup("suntzu 2p", "suntzu", 2), Setup("smallworld 5p", "smallworld", 5))
LOCALE = "en"


@dataclass
class Mode:
    """The figures of one way of drawing, over all its waves."""

    name: str
    pool: RenderPool
    ack: list[float] = field(default_factory=list)
    reply: list[float] = field(default_factory=list)
    board: list[float] = field(default_factory=list)
    wall: float = 0.0
    cpu: float = 0.0
    interactions: int = 0


def worker_cpu(pids: list[int]) -> float:
    """CPU seconds the render workers have used so far (Linux: /proc/<pid>/stat)."""
    ticks = 100  # os.sysconf("SC_CLK_TCK") on every Linux this runs on
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / ticks


def click(table: Table) -> tuple[int, dict, str]:
    """The next action of ``table`` as its player would click it (chosen by the autopilot, so
    it is accepted), with the stamp of the control it was clicked on."""
    engine = table.spec.engine
    state = json.loads(table.game.state_text or "null")
    seat = next_seat(engine, state)
    action = engine.autopilot(state, seat, table.random.autopilot(table.game.version + 1))
    return table.user_of(seat), action, prompt_stamp(engine, state, seat)


async def interaction(
    service: TableService,
    pool: RenderPool,
    table: Table,
    made: tuple[int, dict, str],
    arrived: float,
    mode: Mode,
) -> Table:
    user, action, stamp = made
    found = await service.require(table.game.channel_id)
    mode.ack.append(time.perf_counter() - arrived)  # the bot defers here
    outcome = await service.act(found.id, user, action, stamp=stamp)
    seat = outcome.actor
    assert seat is not None
    now = outcome.table
    events = outcome.private_events().get(seat, [])
    message = presenter.private_message(now, seat, LOCALE, events)
    if message.image:
        await pool.render(now.spec.name, "private", presenter.private_view(now, seat), LOCALE)
    mode.reply.append(time.perf_counter() - arrived)  # the actor's own reply goes out
    if outcome.board_changed or outcome.finished:
        await pool.render(now.spec.name, "board", presenter.board_view(now), LOCALE)
        presenter.board_alt(now, LOCALE)
        mode.board.append(time.perf_counter() - arrived)  # the channel's board post
    return now


async def run(games: int, waves: int, at_once: int, workers: int) -> list[Mode]:
    with tempfile.TemporaryDirectory(prefix="bench-interactions-") as folder:
        store = await Store.open(Path(folder) / "games.db")
        modes = [
            Mode("threads (RENDER_WORKERS=0)", RenderPool(0)),
            Mode(f"process pool (RENDER_WORKERS={workers})", RenderPool(workers, warm=True)),
        ]
        try:
            service = TableService(store)
            opening = time.perf_counter()
            tables = {
                channel: await open_game(service, channel, SETUPS[channel % 2], channel)
                for channel in range(1, games + 1)
            }
            print(f"# {games} games opened in {time.perf_counter() - opening:.1f} s")
            for mode in modes:
                await mode.pool.start()  # the workers boot before the clock starts
                # and warm these games, as the bot's do while a lobby gathers
                for setup in SETUPS:
                    mode.pool.prepare(setup.kind, setup.players, LOCALE)
                due = len(SETUPS) if mode.pool.uses_processes else 0  # one worker each
                while mode.pool.finished_warm_ups() < due:  # noqa: ASYNC110 - set-up only
                    await asyncio.sleep(0.1)
            # this process draws for the thread waves: its caches warm as the bot's would
            for setup in SETUPS:
                table = next(t for t in tables.values() if t.spec.name == setup.kind)
                presenter.board_png(table, LOCALE)
            chooser = random.Random(13)
            for wave in range(2 * waves):
                mode = modes[wave % 2]
                live = [c for c, t in tables.items() if t.running]
                chosen = chooser.sample(live, at_once)
                made = [click(tables[c]) for c in chosen]  # the players' clicks, off the clock
                pids = mode.pool.worker_pids()
                cpu, wall = time.process_time() + worker_cpu(pids), time.perf_counter()
                done = await asyncio.gather(
                    *(
                        interaction(service, mode.pool, tables[c], m, wall, mode)
                        for c, m in zip(chosen, made, strict=True)
                    )
                )
                mode.wall += time.perf_counter() - wall
                mode.cpu += time.process_time() + worker_cpu(pids) - cpu
                mode.interactions += at_once
                tables.update(zip(chosen, done, strict=True))
        finally:
            for mode in modes:
                await mode.pool.close()
            await store.close()
    return modes


def main() -> None:
    args = parse_args(__doc__.splitlines()[0])
    games, waves = (40, 2) if args.quick else (1000, 40)
    at_once, workers = 16, default_workers()
    banner(
        f"Interactions: {games} active games, {at_once} arriving at once, {waves} waves per "
        "mode, fake-free path (service + presenter + render pool, no discord.py)",
        args.quick,
    )
    modes = asyncio.run(run(games, waves, at_once, workers))
    print(f"Renders in threads and in {workers} worker processes, side by side (ms, s)")
    print_table(
        [
            "renders in",
            "interactions",
            "ack p99",
            "reply p50",
            "reply p99",
            "board p50",
            "board p99",
            "wall s",
            "CPU s",
        ],
        [
            [
                mode.name,
                mode.interactions,
                ms(percentile(mode.ack, 99)),
                ms(percentile(mode.reply, 50)),
                ms(percentile(mode.reply, 99)),
                ms(percentile(mode.board, 50)),
                ms(percentile(mode.board, 99)),
                f"{mode.wall:.2f}",
                f"{mode.cpu:.2f}",
            ]
            for mode in modes
        ],
    )
    for mode, short in zip(modes, ("threads", "pool"), strict=True):
        headline(f"{short} reply p99", percentile(mode.reply, 99) * 1000, "ms")
        headline(f"{short} board p99", percentile(mode.board, 99) * 1000, "ms")
    footer()


if __name__ == "__main__":
    main()
