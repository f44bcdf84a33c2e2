"""The animated replay on a game's last post (issue 31 part 2), per game at its most players:
the longest game among ``--seeds`` seeds (the most turns, then the most moves), played to its
end by the autopilot through the real table service on a temporary SQLite store, then its
animation drawn as the last post draws it (bot.table.animation.animate, the budget a post
with the story chart and record leaves): frames, turns, bytes, wall and CPU seconds.

Frames are drawn in this process's threads (``RenderPool(0)``), so the CPU time counts all the
drawing and writing; the bot draws them in its render workers, a few frames per job. Every
animation must fit its budget: the script fails otherwise.

``--quick``: Sun Tzu only, 2 seeds, English.

Usage: ``.venv/bin/python benchmarks/bench_replay_animation.py [--quick] [--game NAME]
[--seeds N]``
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from benchlib import Setup, banner, chosen, footer, headline, kib, print_table
from tables import open_game

from bot.games import available, get
from bot.store import Store
from bot.table import TableService
from bot.table.animation import BOARD_ALLOWANCE, DISCORD_LIMIT, MARGIN, animate, turn_ends
from bot.table.renderpool import RenderPool
from bot.table.replay import state_of

LOCALES = ("en", "zh-TW")
OTHER_FILES = 400 * 1024  # the story chart and the record beside it (both well under this)
BUDGET = DISCORD_LIMIT - BOARD_ALLOWANCE - MARGIN - OTHER_FILES


@dataclass(frozen=True)
class Measured:
    label: str  # "tek 5p"
    seed: int  # the longest game's
    locale: str
    moves: int
    turns: int
    frames: int
    size: int  # bytes of the GIF
    wall: float  # seconds
    cpu: float


def parse() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="Sun Tzu, 2 seeds, English")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--seeds", type=int, default=20, help="games played per kind")
    return parser.parse_args()


async def measure(folder: Path, kind: str, seeds: int, locales: tuple[str, ...]) -> list[Measured]:
    """Play ``seeds`` games of ``kind`` at its most players, animate the longest."""
    engine = get(kind).engine
    setup = Setup(f"{kind} {engine.max_players}p", kind, engine.max_players)
    store = await Store.open(folder / f"{kind}.db")
    found: list[Measured] = []
    try:
        service = TableService(store)
        longest: tuple[int, int, int, int] | None = None  # turns, moves, game id, seed
        for seed in range(1, seeds + 1):
            table = await open_game(service, seed, setup, seed=seed)
            await service.autopilot_all(table.id)
            table = await service.load_game(table.id)
            rows = await store.actions(table.id)
            start = await state_of(store, table, 0)
            ends, _ = turn_ends(table, start, rows)
            game = (len(ends), len(rows), table.id, seed)
            longest = game if longest is None or game[:2] > longest[:2] else longest
        assert longest is not None
        table = await service.load_game(longest[2])
        rows = await store.actions(table.id)
        renders = RenderPool(0)
        for locale in locales:
            wall, cpu = time.perf_counter(), time.process_time()
            made = await animate(service, renders, table, rows, locale, BUDGET)
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            assert made is not None and len(made.gif) <= BUDGET, f"{kind} outgrew its budget"
            measured = Measured(
                setup.label, longest[3], locale, made.moves, made.turns, made.frames,
                len(made.gif), wall, cpu,
            )  # fmt: skip
            print(f"# measured: {measured}", flush=True)
            found.append(measured)
    finally:
        await store.close()
    return found


def main() -> None:
    args = parse()
    banner("Animated replay of the longest game (issue 31 part 2)", args.quick)
    names = ("suntzu",) if args.quick else tuple(n for n in available() if chosen(args.game, n))
    seeds = 2 if args.quick else args.seeds
    locales = ("en",) if args.quick else LOCALES
    results: list[Measured] = []
    with tempfile.TemporaryDirectory(prefix="bench-animation-") as name:
        for kind in names:
            results += asyncio.run(measure(Path(name), kind, seeds, locales))
    print(f"The longest of {seeds} games per kind; budget {kib(BUDGET)} KiB of Discord's 10 MiB")
    print_table(
        [
            "game",
            "seed",
            "locale",
            "moves",
            "turns",
            "frames",
            "GIF KiB",
            "wall s",
            "CPU s",
            "CPU/frame ms",
        ],
        [
            [
                m.label,
                m.seed,
                m.locale,
                m.moves,
                m.turns,
                m.frames,
                kib(m.size),
                f"{m.wall:.1f}",
                f"{m.cpu:.1f}",
                f"{m.cpu / m.frames * 1000:.0f}",
            ]
            for m in results
        ],
    )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\npeak RSS of the process: {peak:.0f} MiB")
    for m in results:
        game = m.label.split()[0]
        headline(f"{game} {m.locale} replay frames", m.frames, "frames")
        headline(f"{game} {m.locale} replay size", m.size / 1024, "KiB")
        headline(f"{game} {m.locale} replay CPU", m.cpu, "s")
    footer()
    sys.stdout.flush()


if __name__ == "__main__":
    main()
