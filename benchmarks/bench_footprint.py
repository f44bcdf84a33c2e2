"""The whole bot's memory at idle and its first game after a boot, before and after a change.

Each run starts the real ``python -m bot`` (as the README runs it) against the fake Discord
on loopback (``tests/fakediscord``) and reads every process it started from /proc:

1. **First Start after a boot**: as soon as the bot has connected, a moderator opens a Sun
   Tzu lobby, two players join and the moderator presses Start; the time from that click to
   the channel's board and to the last player's DM with its picture (wall), and the CPU all
   the bot's processes used from the boot until then.
2. **Idle**: a fresh boot left alone until its processes use under 2 % of a core for 3 s
   (the old bot's workers first warmed every game); then each process's resident memory (RSS,
   and PSS: shared pages divided among the processes sharing them, so PSS adds up to the
   whole) and the boot-to-idle wall and CPU time.
3. The same idle figures after one game started (the first boot, once idle again).
4. Bot players' search workers (issue 30): a fresh boot where a member starts a Sun Tzu game
   against a strong bot (its moves searched in a worker), idle once the bot has moved and
   waits for the member; then idle again after ``BOT_WORKER_IDLE_MINUTES`` (set to
   :data:`BOT_IDLE_MINUTES` here) has passed: a bot that starts its search worker at the
   first search and stops it when idle shows it in the first figure only.

``--before REV`` runs the bot of that git revision (exported to a temporary folder) first, in
the same run, for a side-by-side table. ``--workers N`` (repeatable) sets ``RENDER_WORKERS``
for the current tree (e.g. 16, as a 16-core host with RENDER_WORKERS=16 runs it; without
the setting a 16-core host now gets 4); the "before" run always keeps its own default.

Usage: ``.venv/bin/python benchmarks/bench_footprint.py [--quick] [--before REV] [--workers N]``
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from benchlib import ROOT, banner, ends_with_me, footer, headline, print_table

from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser

TICKS = os.sysconf("SC_CLK_TCK")
PAGE_KIB = os.sysconf("SC_PAGE_SIZE") // 1024
IDLE_SHARE = 0.02  # of one core, over IDLE_SECONDS
IDLE_SECONDS = 3.0
WAIT = 300.0  # the old bot on a busy machine took minutes to warm up
BOT_IDLE_MINUTES = 0.5  # the search worker's idle limit in the bot game's run (default 10)


@dataclass
class Proc:
    pid: int
    role: str
    rss_mib: float
    pss_mib: float


@dataclass
class Figures:
    label: str
    start_board_ms: float = 0.0
    start_dms_ms: float = 0.0
    boot_cpu_s: float = 0.0
    idle: list[Proc] = field(default_factory=list)
    idle_wall_s: float = 0.0
    idle_cpu_s: float = 0.0
    after_game: list[Proc] = field(default_factory=list)
    after_bot: list[Proc] = field(default_factory=list)  # idle once a strong bot has moved
    bot_idle: list[Proc] = field(default_factory=list)  # and after BOT_IDLE_MINUTES more
    left_behind: int = 0  # processes alive 5 s after the bot ended on SIGTERM


# -- /proc -------------------------------------------------------------------------------------


def _stat(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text[text.rindex(")") + 2 :].split()


def tree(pid: int) -> list[int]:
    """``pid`` and every living process below it."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (fields := _stat(int(entry.name))) and fields[0] != "Z":
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        todo += children.get(current, [])
    return found


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU of these processes (fields 14 and 15 of /proc/PID/stat)."""
    total = 0
    for pid in pids:
        if fields := _stat(pid):
            total += int(fields[11]) + int(fields[12])
    return total / TICKS


def role(pid: int, root: int) -> str:
    try:
        line = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return "?"
    if pid == root:
        return "bot"
    if "resource_tracker" in line:
        return "resource tracker"
    if "forkserver" in line:
        return "forkserver"
    # Render and search workers are both spawned by multiprocessing (the same command line);
    # the bot starts the render workers at boot, a search worker at its first search.
    return "worker"


def memory(pid: int) -> tuple[float, float]:
    """RSS and PSS in MiB."""
    rss = pss = 0.0
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Rss:"):
                rss = int(line.split()[1]) / 1024
            elif line.startswith("Pss:"):
                pss = int(line.split()[1]) / 1024
    except OSError:
        if fields := _stat(pid):
            rss = pss = int(fields[21]) * PAGE_KIB / 1024
    return rss, pss


def processes(root: int) -> list[Proc]:
    found = [Proc(pid, role(pid, root), *memory(pid)) for pid in tree(root)]
    return sorted(found, key=lambda proc: (proc.role != "bot", proc.role, proc.pid))


async def until_idle(root: int) -> None:
    """Wait until the bot's processes together use under IDLE_SHARE of a core."""
    deadline = time.monotonic() + WAIT
    before = cpu_seconds(tree(root))
    while time.monotonic() < deadline:
        await asyncio.sleep(IDLE_SECONDS)
        now = cpu_seconds(tree(root))
        if now - before < IDLE_SHARE * IDLE_SECONDS:
            return
        before = now
    raise TimeoutError("the bot never went idle")


# -- the bot -----------------------------------------------------------------------------------


def exported(revision: str, into: Path) -> Path:
    """The tree of ``revision``, to run the bot of that commit."""
    archive = subprocess.run(
        ["git", "archive", revision],
        cwd=ROOT,
        check=True,
        capture_output=True,
        preexec_fn=ends_with_me(),
    ).stdout
    subprocess.run(
        ["tar", "-x", "-C", str(into)], input=archive, check=True, preexec_fn=ends_with_me()
    )
    return into


async def start_bot(
    fake: FakeDiscord, folder: Path, tree_root: Path, workers: int | None, **extra: str
) -> asyncio.subprocess.Process:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DISCORD_", "RENDER_"))
    }
    env.update(
        DISCORD_TOKEN=fake.token,
        DATABASE_URL=f"sqlite:///{folder / 'games.db'}",
        LOG_LEVEL="WARNING",
        DEV_GUILD_ID=str(fake.guild.id),
        DISCORD_API_BASE=fake.api_base,
        DISCORD_GATEWAY_URL=fake.gateway_url,
        PYTHONPATH=str(tree_root),  # that tree's bot package, not the installed one
    )
    if workers is not None:
        env["RENDER_WORKERS"] = str(workers)
    env.update(extra)
    log = (folder / "bot.log").open("ab")
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=folder,
        env=env,
        stdout=log,
        stderr=log,
        preexec_fn=ends_with_me(),
    )
    log.close()
    return process


def started_at(pid: int) -> int | None:
    fields = _stat(pid)
    return int(fields[19]) if fields and fields[0] != "Z" else None


async def stop_bot(process: asyncio.subprocess.Process) -> int:
    """SIGTERM, as ``docker stop``; how many of its processes were still alive 5 s after the
    bot ended (an old bot left its workers behind: they are killed here, by pid)."""
    children = {pid: started_at(pid) for pid in tree(process.pid) if pid != process.pid}
    process.terminate()
    try:
        await asyncio.wait_for(process.wait(), 30)
    except TimeoutError:
        process.kill()
        await process.wait()
    await asyncio.sleep(5)
    left = [
        pid for pid, start in children.items() if start is not None and started_at(pid) == start
    ]
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    return len(left)


def has_picture(message: FakeMessage) -> bool:
    return any(file.is_png for file in message.files)


async def first_start(
    fake: FakeDiscord, moderator: FakeUser, players: list[FakeUser]
) -> tuple[float, float]:
    """Open a Sun Tzu lobby, seat the players, press Start: ms to the board and to the last
    player's DM with a picture."""
    lobby = await fake.reply(await fake.slash(moderator, "game new", game="suntzu"), timeout=WAIT)
    join = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))
    for player in players:
        await fake.acknowledged(await fake.click(player, lobby, join), timeout=WAIT)
    start = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":start"))
    mark = fake.mark()
    clicked = time.perf_counter()
    await fake.click(moderator, lobby, start)
    await fake.next_message(since=mark, match=has_picture, timeout=WAIT)
    board = time.perf_counter() - clicked
    for player in players:
        await fake.next_message(player, since=mark, match=has_picture, timeout=WAIT)
    return board * 1000, (time.perf_counter() - clicked) * 1000


async def against_a_bot(fake: FakeDiscord, moderator: FakeUser, player: FakeUser) -> None:
    """Open a Sun Tzu lobby with a strong bot, seat the player, press Start: the bot searches
    its placement while the board and the DMs go out, then waits for the player."""
    new = await fake.slash(moderator, "game new", game="suntzu", bots=1, level="strong")
    lobby = await fake.reply(new, timeout=WAIT)
    join = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))
    await fake.acknowledged(await fake.click(player, lobby, join), timeout=WAIT)
    start = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":start"))
    await fake.acknowledged(await fake.click(moderator, lobby, start), timeout=WAIT)


async def measure_bot(figures: Figures, folder: Path, tree_root: Path) -> None:
    """4: a boot, a game against a strong bot, idle; then idle again past the idle limit."""
    async with FakeDiscord(interaction_deadline=None, default_timeout=WAIT) as fake:
        moderator = fake.add_user("Mo", moderator=True)
        player = fake.add_user("Ann")
        run = folder / "bot"
        run.mkdir()
        process = await start_bot(
            fake,
            run,
            tree_root,
            None,
            BOT_DELAY="0",
            BOT_WORKER_IDLE_MINUTES=str(BOT_IDLE_MINUTES),
        )
        try:
            await fake.wait_for_identify(timeout=WAIT)
            await against_a_bot(fake, moderator, player)
            await until_idle(process.pid)
            figures.after_bot = processes(process.pid)
            await asyncio.sleep(BOT_IDLE_MINUTES * 60)
            await until_idle(process.pid)
            figures.bot_idle = processes(process.pid)
        finally:
            figures.left_behind = max(figures.left_behind, await stop_bot(process))


async def measure(label: str, tree_root: Path, workers: int | None, with_game: bool) -> Figures:
    figures = Figures(label)
    with tempfile.TemporaryDirectory() as folder:
        # 1 and 3: a Start at once after the boot, then idle
        if with_game:
            async with FakeDiscord(interaction_deadline=None, default_timeout=WAIT) as fake:
                moderator = fake.add_user("Mo", moderator=True)
                players = [fake.add_user("Ann"), fake.add_user("Bob")]
                run = Path(folder) / "game"
                run.mkdir()
                booted = time.perf_counter()
                process = await start_bot(fake, run, tree_root, workers)
                try:
                    await fake.wait_for_identify(timeout=WAIT)
                    figures.start_board_ms, figures.start_dms_ms = await first_start(
                        fake, moderator, players
                    )
                    figures.boot_cpu_s = cpu_seconds(tree(process.pid))
                    await until_idle(process.pid)
                    figures.after_game = processes(process.pid)
                finally:
                    figures.left_behind = max(figures.left_behind, await stop_bot(process))
                del booted
        # 2: a boot left alone
        async with FakeDiscord(interaction_deadline=None, default_timeout=WAIT) as fake:
            run = Path(folder) / "idle"
            run.mkdir()
            booted = time.perf_counter()
            process = await start_bot(fake, run, tree_root, workers)
            try:
                await fake.wait_for_identify(timeout=WAIT)
                await until_idle(process.pid)
                figures.idle_wall_s = time.perf_counter() - booted - IDLE_SECONDS
                figures.idle_cpu_s = cpu_seconds(tree(process.pid))
                figures.idle = processes(process.pid)
            finally:
                figures.left_behind = max(figures.left_behind, await stop_bot(process))
        if with_game:
            await measure_bot(figures, Path(folder), tree_root)
    return figures


# -- output ------------------------------------------------------------------------------------


def total(procs: list[Proc]) -> tuple[float, float]:
    return sum(p.rss_mib for p in procs), sum(p.pss_mib for p in procs)


def per_process(procs: list[Proc]) -> str:
    return "; ".join(f"{p.role} {p.rss_mib:.0f}/{p.pss_mib:.0f}" for p in procs)


def report(runs: list[Figures]) -> None:
    rows = []
    for run in runs:
        rss, pss = total(run.idle)
        rows.append(
            [
                run.label,
                str(len(run.idle)),
                f"{rss:.0f}",
                f"{pss:.0f}",
                f"{run.idle_wall_s:.1f}",
                f"{run.idle_cpu_s:.1f}",
                str(run.left_behind),
                per_process(run.idle),
            ]
        )
        headline(f"{run.label} idle PSS", pss, "MiB")
    print("Idle after a boot (MiB; per process RSS/PSS):\n")
    print_table(
        [
            "bot",
            "processes",
            "RSS total",
            "PSS total",
            "boot to idle s",
            "CPU to idle s",
            "left 5 s after SIGTERM",
            "each process",
        ],
        rows,
    )
    played = [run for run in runs if run.after_game]
    if not played:
        return
    rows = []
    for run in played:
        rss, pss = total(run.after_game)
        rows.append(
            [
                run.label,
                f"{run.start_board_ms:.0f}",
                f"{run.start_dms_ms:.0f}",
                f"{run.boot_cpu_s:.1f}",
                f"{rss:.0f}",
                f"{pss:.0f}",
                per_process(run.after_game),
            ]
        )
        headline(f"{run.label} first Start board", run.start_board_ms, "ms")
    print("\nFirst Start at once after the boot (Sun Tzu, 2 players), then idle again:\n")
    print_table(
        [
            "bot",
            "Start to board ms",
            "Start to last DM ms",
            "CPU boot to DMs s",
            "RSS total",
            "PSS total",
            "each process (RSS/PSS)",
        ],
        rows,
    )
    rows = []
    for run in played:
        for moment, procs in (
            ("the bot has moved", run.after_bot),
            (f"{BOT_IDLE_MINUTES:g} min later", run.bot_idle),
        ):
            rss, pss = total(procs)
            rows.append(
                [run.label, moment, str(len(procs)), f"{rss:.0f}", f"{pss:.0f}", per_process(procs)]
            )
    print(
        "\nA member against a strong bot (Sun Tzu), idle once the bot has moved, and again"
        f" after BOT_WORKER_IDLE_MINUTES={BOT_IDLE_MINUTES:g}:\n"
    )
    print_table(
        ["bot", "idle when", "processes", "RSS total", "PSS total", "each process (RSS/PSS)"],
        rows,
    )


def parse() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the current tree only, idle only")
    parser.add_argument("--before", help="also run the bot of this git revision, first")
    parser.add_argument(
        "--workers",
        type=int,
        action="append",
        default=[],
        help="RENDER_WORKERS for extra runs of the current tree",
    )
    return parser.parse_args()


async def main() -> None:
    args = parse()
    banner("The whole bot's memory at idle and its first Start", args.quick)
    runs: list[Figures] = []
    with tempfile.TemporaryDirectory() as old:
        if args.before and not args.quick:
            tree_root = exported(args.before, Path(old))
            runs.append(
                await measure(f"before ({args.before}), default workers", tree_root, None, True)
            )
        runs.append(await measure("now, default workers", ROOT, None, not args.quick))
        for workers in args.workers:
            runs.append(
                await measure(f"now, RENDER_WORKERS={workers}", ROOT, workers, not args.quick)
            )
    report(runs)
    footer()


if __name__ == "__main__":
    asyncio.run(main())
