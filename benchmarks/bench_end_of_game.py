"""What issue 15 adds to a game's moves and to its end, per game at its most players:

* the sealed-move test run on every accepted move (bot.table.sealing: the public trace of the
  move, then up to ``ALTERNATIVES`` other legal moves applied to a copy), mean and p95 per move,
  and the share of moves found sealed;
* the story chart of the finished game (bot.table.story_words.story_picture: the log replayed,
  the chart drawn), its PNG size and alt text length, in English and 繁體中文.

Games are played to their end by the autopilot through the real table service on a temporary
SQLite store (seed 1), as the offline demo does. Times are wall and CPU of this process.

``--quick``: Sun Tzu only.

Usage: ``.venv/bin/python benchmarks/bench_end_of_game.py [--quick] [--game NAME]``
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from functools import partial
from pathlib import Path

from benchlib import (
    Setup,
    Timer,
    banner,
    chosen,
    footer,
    headline,
    kib,
    ms,
    parse_args,
    percentile,
    print_table,
)
from tables import open_game

from bot.engine.base import RandomSource
from bot.games import available, get
from bot.store import Store, dump_state
from bot.table import Table, TableService
from bot.table.sealing import is_sealed
from bot.table.story import LoggedMove
from bot.table.story_words import story_picture

LOCALES = ("en", "zh-TW")


async def finished_game(folder: Path, setup: Setup) -> tuple[Table, list[LoggedMove]]:
    store = await Store.open(folder / f"{setup.kind}.db")
    try:
        service = TableService(store)
        table = await open_game(service, 10, setup, seed=1)
        outcome = await service.autopilot_all(table.id)
        rows = await store.actions(table.id)
        return outcome.table, [LoggedMove(row.number, row.seat, row.action) for row in rows]
    finally:
        await store.close()


def sealing_costs(table: Table, log: list[LoggedMove]) -> tuple[Timer, Timer, int]:
    """Replays the game, timing the sealed-move test of every move as the service runs it."""
    engine = table.spec.engine
    source = RandomSource(table.game.secret)
    state = engine.setup(len(table.seats), dict(table.game.options), source.setup())
    wall, cpu, sealed = Timer(), Timer(), 0
    for move in log:
        before_text = dump_state(state)
        legal = engine.legal_actions(state, move.seat)
        events = engine.apply(state, move.seat, move.action, source.step(move.number))
        start, start_cpu = time.perf_counter(), time.process_time()
        found = is_sealed(
            engine,
            before_text,
            move.seat,
            move.action,
            state,
            events,
            partial(source.step, move.number),
            legal,
        )
        wall.add(time.perf_counter() - start)
        cpu.add(time.process_time() - start_cpu)
        sealed += found
    return wall, cpu, sealed


def main() -> None:
    args = parse_args(__doc__.splitlines()[0])
    banner("End of game and sealed moves (issue 15)", args.quick)
    names = ("suntzu",) if args.quick else tuple(n for n in available() if chosen(args.game, n))
    sealing_rows, story_rows = [], []
    with tempfile.TemporaryDirectory(prefix="bench-end-") as name:
        for kind in names:
            engine = get(kind).engine
            setup = Setup(f"{kind} {engine.max_players}p", kind, engine.max_players)
            table, log = asyncio.run(finished_game(Path(name), setup))
            wall, cpu, sealed = sealing_costs(table, log)
            sealing_rows.append((setup.label, len(log), sealed, wall, cpu))
            for locale in LOCALES:
                story_picture(table, log, locale)  # fonts loaded once, not timed
                start, start_cpu = time.perf_counter(), time.process_time()
                picture = story_picture(table, log, locale)
                seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - start_cpu
                assert picture is not None, f"{kind} draws a story"
                story_rows.append(
                    (setup.label, locale, seconds, cpu_seconds, len(picture.png), len(picture.alt))
                )
    print("The sealed-move test of every accepted move (ms)")
    print_table(
        ["game", "moves", "sealed", "mean wall", "p95 wall", "mean CPU"],
        [
            [label, moves, sealed, ms(wall.mean), ms(percentile(wall.samples, 95)), ms(cpu.mean)]
            for label, moves, sealed, wall, cpu in sealing_rows
        ],
    )
    print()
    print("The story chart of the finished game: replay, words and picture (ms; KiB)")
    print_table(
        ["game", "locale", "wall", "CPU", "PNG", "alt text chars"],
        [
            [label, locale, ms(wall), ms(cpu), kib(size), chars]
            for label, locale, wall, cpu, size, chars in story_rows
        ],
    )
    for label, _, _, wall, _ in sealing_rows:
        headline(f"{label.split()[0]} sealed test mean", wall.mean * 1000, "ms")
    for label, locale, seconds, _, _, _ in story_rows:
        headline(f"{label.split()[0]} {locale} story chart", seconds * 1000, "ms")
    footer()


if __name__ == "__main__":
    main()
