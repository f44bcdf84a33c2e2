"""Interactions arriving together across many active games: the reply's text first, its picture
by an edit (issue 29 part 3), beside one reply that waits for its picture, in one run.

What the bot does per click (bot/cogs/intake.py), called directly on the service, the
presenter and the render pool (no discord.py, no fake Discord: the fake-free path): find the
table (then the bot acknowledges: ``ack``), ``act``, build the actor's private message, then
per mode:

- ``one reply`` (before issue 29): draw the actor's private picture, send the reply with it
  (``text`` and ``picture`` are the same moment), then draw the channel's board (``board``);
- ``text first`` (now): send the reply's text at once (``text``), then draw the picture and
  add it by an edit (``picture``) while the channel's board is drawn (``board``), as
  ``Intake.then_picture`` does.

Each time runs from the moment the wave of interactions arrived; a first wave of each mode
warms the caches and is not counted. 1,000 active games (Sun Tzu
2p and Small World 5p, alternating) sit in one SQLite store; waves of 16 interactions, each in
a different game, arrive at once, and the next wave comes when the last one is done. Waves
alternate between the two modes on the same games and the same render pool
(``RenderPool(cores)``, worker processes, warmed: the bot's default; ``--threads`` draws in
threads instead). CPU is this process plus the render workers.

With ``--base REV`` a child process first measures the one reply of commit ``REV`` (its
service, presenter and renderers, exported with this script into a temporary tree) on the
same seeded games, as many waves, printed as a third row: the before of all issue 29 changed.
It runs before this tree's waves, not interleaved with them, so a change in the machine's load
between the two shows; the two modes of this tree share their disturbance.

Usage: ``.venv/bin/python benchmarks/bench_interactions.py [--quick] [--games N] [--waves N]
[--threads] [--base REV]``
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from benchlib import (
    Setup,
    banner,
    ends_with_me,
    export_tree,
    footer,
    headline,
    ms,
    next_seat,
    percentile,
    print_table,
)
from tables import open_game

from bot.settings import default_workers
from bot.store import Store
from bot.table import Table, TableService, presenter
from bot.table.renderpool import RenderPool
from bot.table.service import prompt_stamp

ROOT = Path(__file__).resolve().parent.parent
SETUPS = (Setup("suntzu 2p", "suntzu", 2), Setup("smallworld 5p", "smallworld", 5))
LOCALE = "en"


@dataclass
class Mode:
    """The figures of one way of answering, over all its waves."""

    name: str
    text_first: bool
    ack: list[float] = field(default_factory=list)
    text: list[float] = field(default_factory=list)  # the reply's text is out
    picture: list[float] = field(default_factory=list)  # the reply shows its picture
    board: list[float] = field(default_factory=list)
    wall: float = 0.0
    cpu: float = 0.0
    interactions: int = 0


@dataclass
class Pauses:
    """The garbage collector's pauses while the waves ran (``gc.callbacks``), by generation:
    wall time and the CPU time of the thread that collected (the loop's, but for the rare
    collection a render thread triggers), so a descheduled collection shows as such."""

    seconds: dict[int, list[float]] = field(default_factory=lambda: {0: [], 1: [], 2: []})
    cpu: dict[int, list[float]] = field(default_factory=lambda: {0: [], 1: [], 2: []})
    _began: tuple[float, float] = (0.0, 0.0)
    counting: bool = False
    pinned: dict[str, int] = field(default_factory=dict)

    def hook(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._began = (time.perf_counter(), time.thread_time())
        elif self.counting:
            self.seconds[info["generation"]].append(time.perf_counter() - self._began[0])
            self.cpu[info["generation"]].append(time.thread_time() - self._began[1])


def collector(mode: str) -> None:
    """The garbage collector as ``--gc`` says: ``bot`` installs the bot's own policy
    (bot/gcpolicy.py, as ``GameBot.setup_hook`` does once started), ``stock`` leaves CPython's,
    ``off`` disables it (the floor: no collection pauses at all)."""
    if mode == "bot":
        from bot.gcpolicy import install  # not in trees before issue 29 part 3

        install()
    elif mode == "off":
        gc.disable()


def pinned(service: TableService, tables: dict[int, Table]) -> dict[str, int]:
    """Whether freezing pins the games: objects frozen and objects alive with every game in
    memory, then after the games are dropped (the cache emptied, as evicting does), then the
    garbage a thorough collection finds once everything is unfrozen (what the policy held)."""
    counts = {"frozen with games": gc.get_freeze_count(), "alive with games": alive()}
    for game_id in [t.id for t in tables.values()]:
        service.games.cache.drop(game_id)
    tables.clear()
    counts["frozen after drop"] = gc.get_freeze_count()
    counts["alive after drop"] = alive()
    gc.unfreeze()
    counts["garbage found unfrozen"] = gc.collect()
    gc.freeze()
    return counts


def alive() -> int:
    """Objects the collector tracks, frozen or not."""
    return gc.get_freeze_count() + len(gc.get_objects())


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
    mode.ack.append(time.perf_counter() - arrived)  # the bot defers here when it must
    outcome = await service.act(found.id, user, action, stamp=stamp)
    seat = outcome.actor
    assert seat is not None
    now = outcome.table
    events = outcome.private_events().get(seat, [])
    message = presenter.private_message(now, seat, LOCALE, events)

    async def picture() -> None:
        if message.image:
            await pool.render(now.spec.name, "private", presenter.private_view(now, seat), LOCALE)
        mode.picture.append(time.perf_counter() - arrived)  # the reply shows its picture

    async def board() -> None:
        if outcome.board_changed or outcome.finished:
            await pool.render(now.spec.name, "board", presenter.board_view(now), LOCALE)
            presenter.board_alt(now, LOCALE)
            mode.board.append(time.perf_counter() - arrived)  # the channel's board post

    if mode.text_first:
        mode.text.append(time.perf_counter() - arrived)  # the reply's text goes out
        drawing = asyncio.create_task(picture())  # Intake.then_picture: beside the publish
        await board()
        await drawing
    else:
        await picture()  # the one reply waits for its picture
        mode.text.append(time.perf_counter() - arrived)
        await board()
    return now


async def run(
    games: int,
    waves: int,
    at_once: int,
    workers: int,
    modes: list[Mode],
    gc_mode: str,
    pauses: Pauses,
) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-interactions-") as folder:
        store = await Store.open(Path(folder) / "games.db")
        pool = RenderPool(workers, warm=True)
        try:
            await pool.start()  # the workers boot before the clock starts
            collector(gc_mode)  # the bot's start-up ends here; its games load after
            gc.callbacks.append(pauses.hook)
            service = TableService(store)
            opening = time.perf_counter()
            tables = {
                channel: await open_game(service, channel, SETUPS[channel % 2], channel)
                for channel in range(1, games + 1)
            }
            print(f"# {games} games opened in {time.perf_counter() - opening:.1f} s")
            # the workers warm these games, as the bot's do while a lobby gathers
            for setup in SETUPS:
                pool.prepare(setup.kind, setup.players, LOCALE)
            due = len(SETUPS) if pool.uses_processes else 0  # one worker each
            while pool.finished_warm_ups() < due:  # noqa: ASYNC110 - set-up only
                await asyncio.sleep(0.1)
            # this process draws when the pool is threads: its caches warm as the bot's would
            for setup in SETUPS:
                table = next(t for t in tables.values() if t.spec.name == setup.kind)
                presenter.board_png(table, LOCALE)
            chooser = random.Random(13)
            # A first wave of each mode, not counted: the loop's and the workers' first
            # pictures of a game cost more, and the mode that went first would pay for both.
            warm = [Mode(mode.name, mode.text_first) for mode in modes]
            turns = len(modes)
            for wave in range(turns * (waves + 1)):
                mode = (warm if wave < turns else modes)[wave % turns]
                pauses.counting = wave >= turns
                live = [c for c, t in tables.items() if t.running]
                chosen = chooser.sample(live, at_once)
                made = [click(tables[c]) for c in chosen]  # the players' clicks, off the clock
                pids = pool.worker_pids()
                cpu, wall = time.process_time() + worker_cpu(pids), time.perf_counter()
                done = await asyncio.gather(
                    *(
                        interaction(service, pool, tables[c], m, wall, mode)
                        for c, m in zip(chosen, made, strict=True)
                    )
                )
                mode.wall += time.perf_counter() - wall
                mode.cpu += time.process_time() + worker_cpu(pids) - cpu
                mode.interactions += at_once
                tables.update(zip(chosen, done, strict=True))
            pauses.counting = False
            if gc_mode == "bot":
                pauses.pinned = pinned(service, tables)
        finally:
            gc.callbacks.remove(pauses.hook)
            await pool.close()
            await store.close()


def base_mode(rev: str, args: argparse.Namespace) -> Mode:
    """The one reply of commit ``rev`` (its service, presenter and renderers), measured by a
    child process in its exported tree on the same seeded games, before this tree's waves."""
    with tempfile.TemporaryDirectory(prefix="bench-interactions-base-") as scratch:
        script = export_tree(rev, Path(scratch) / "base", Path(__file__))
        command = [sys.executable, str(script), "--child", "--games", str(args.games)]
        command += ["--waves", str(args.waves)] + (["--threads"] if args.threads else [])
        out = subprocess.run(
            command,
            check=True,
            capture_output=True,
            cwd=script.parent.parent,
            env={"PYTHONPATH": str(script.parent.parent), "PATH": "/usr/bin:/bin"},
            preexec_fn=ends_with_me(),
        ).stdout
    figures = json.loads(out.decode().splitlines()[-1])
    mode = Mode(f"base {rev}, one reply", False)
    for name, value in figures.items():
        setattr(mode, name, value)
    return mode


def figures(taken: list[float]) -> list[str]:
    """p50, max and total of some pauses, in ms."""
    if not taken:
        return ["-", "-", "0.00"]
    return [ms(percentile(taken, 50)), ms(max(taken)), ms(sum(taken))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a small run to check it works")
    parser.add_argument("--games", type=int, help="active games (default 1,000; quick 40)")
    parser.add_argument("--waves", type=int, help="waves per mode (default 40; quick 2)")
    parser.add_argument("--threads", action="store_true", help="draw in threads, no workers")
    parser.add_argument("--base", help="also measure this commit's one reply, in its own tree")
    parser.add_argument(
        "--gc",
        choices=("bot", "stock", "off"),
        default="bot",
        help="this tree's garbage collector: the bot's policy (default), CPython's, or none",
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    games, waves = (40, 2) if args.quick else (1000, 40)
    args.games, args.waves = args.games or games, args.waves or waves
    at_once, workers = 16, 0 if args.threads else default_workers()
    if args.child:  # in the base tree: its one reply alone, as JSON on the last line
        alone = [Mode("one reply", False)]
        # the base's own collector: CPython's (its bot had no policy)
        asyncio.run(run(args.games, args.waves, at_once, workers, alone, "stock", Pauses()))
        print(json.dumps({k: v for k, v in asdict(alone[0]).items() if k != "name"}))
        return
    renders = "threads" if args.threads else f"{workers} worker processes"
    banner(
        f"Interactions: {args.games} active games, {at_once} arriving at once, {args.waves} "
        f"waves per mode, renders in {renders}, fake-free path (service + presenter + render "
        f"pool), garbage collector: {args.gc}",
        args.quick,
    )
    modes = [Mode("one reply (before)", False), Mode("text first (now)", True)]
    based = [base_mode(args.base, args)] if args.base else []
    pauses = Pauses()
    asyncio.run(run(args.games, args.waves, at_once, workers, modes, args.gc, pauses))
    print("One reply with its picture (before) and text first (now), side by side (ms, s)")
    print_table(
        [
            "reply",
            "interactions",
            "ack p99",
            "text p50",
            "text p99",
            "picture p50",
            "picture p99",
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
                ms(percentile(mode.text, 50)),
                ms(percentile(mode.text, 99)),
                ms(percentile(mode.picture, 50)),
                ms(percentile(mode.picture, 99)),
                ms(percentile(mode.board, 50)),
                ms(percentile(mode.board, 99)),
                f"{mode.wall:.2f}",
                f"{mode.cpu:.2f}",
            ]
            for mode in based + modes
        ],
    )
    print()
    print(f"Garbage collector pauses in this tree's waves ({args.gc}), ms")
    print_table(
        ["generation", "collections", "p50", "max", "total", "CPU p50", "CPU max", "CPU total"],
        [
            [generation, len(taken), *figures(taken), *figures(pauses.cpu[generation])]
            for generation, taken in pauses.seconds.items()
        ],
    )
    if pauses.pinned:
        print()
        print("Freezing and memory (objects the collector tracks):")
        for what, count in pauses.pinned.items():
            print(f"- {what}: {count:,}")
    print()
    print("Targets (issue 29 part 3): ack p99 <= 50 ms, text p99 <= 100 ms, picture p99 <= 600 ms,")
    print("board p99 <= 1,000 ms, with 16 clicks at once over 1,000 active games on 2 cores.")
    for mode, short in zip(modes, ("one reply", "text first"), strict=True):
        headline(f"{short} ack p99", percentile(mode.ack, 99) * 1000, "ms")
        headline(f"{short} text p99", percentile(mode.text, 99) * 1000, "ms")
        headline(f"{short} picture p99", percentile(mode.picture, 99) * 1000, "ms")
        headline(f"{short} board p99", percentile(mode.board, 99) * 1000, "ms")
    for mode in based:
        headline("base one reply text p99", percentile(mode.text, 99) * 1000, "ms")
    footer()


if __name__ == "__main__":
    main()
