"""Issue 23 end to end, with the real ``python -m bot`` against the fake Discord: the
processes the bot starts never outlive it (SIGKILL: gone within seconds; SIGTERM: a clean
exit 0 leaving nothing behind), the first Start after a boot does not wait for a warm-up, and
a wrong token or an unreachable Discord is one line and a non-zero exit. The bot players'
search worker (issue 30) is started by the first search, not the boot: these tests seat
strong bots to have one, and see it end with the bot too."""

from __future__ import annotations

import asyncio
import re
import signal
import socket
from pathlib import Path

import pytest

from tests.e2e.botprocess import (
    START_TIMEOUT,
    RunningBot,
    all_gone,
    bot_env,
    command_line,
    descendants,
    start_bot,
)
from tests.e2e.gamebot import Cast
from tests.fakediscord import FakeDiscord, FakeMessage

pytestmark = pytest.mark.e2e

WAIT = 60.0  # a hang guard for a loaded machine, never a figure under test
ORPHAN_LIMIT = 10.0
TRACKER_GRACE = 5.0  # the issue: nothing the bot started is alive 10 s after it was killed


SEARCH_WORKER = re.compile(r"search worker (\d+) started")


async def started(fake: FakeDiscord, tmp_path: Path, **env: str) -> RunningBot:
    """The bot with two render workers (warm-ups on, as it runs by default), room for one
    bot players' search worker, and bot moves landing at once, connected."""
    settings = {
        "RENDER_WORKERS": "2",
        "WARM_UP": "1",
        "BOT_WORKERS": "1",
        "BOT_DELAY": "0",
        **env,
    }
    bot = await start_bot(bot_env(fake, tmp_path / "games.db", **settings), tmp_path)
    await bot.unless_exited(fake.wait_for_identify(timeout=START_TIMEOUT))
    return bot


async def bots_searching(fake: FakeDiscord, cast: Cast, bot: RunningBot) -> int:
    """Start a table of two strong bots (searching at their full CPU budget, move after
    move) and return the search worker's pid once their first search has started it."""
    new = await fake.slash(cast.moderator, "game new", game="suntzu", bots=2, level="strong")
    lobby = await bot.unless_exited(fake.reply(new))
    start = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":start"))
    await bot.unless_exited(fake.acknowledged(await fake.click(cast.moderator, lobby, start)))
    return await bot.unless_exited(search_worker(bot))


async def search_worker(bot: RunningBot) -> int:
    """The pid the bot logs when its search worker has started (within WAIT: a hang guard)."""
    for _ in range(int(WAIT / 0.1)):
        if found := SEARCH_WORKER.search(bot.output()):
            return int(found.group(1))
        await asyncio.sleep(0.1)
    raise AssertionError(f"no search worker started:\n{bot.output()}")


def describe(procs: set[tuple[int, int]]) -> str:
    return "; ".join(f"{pid}: {command_line(pid)}" for pid, _ in sorted(procs))


async def test_a_killed_bot_leaves_no_process_behind(
    fake: FakeDiscord, cast: Cast, tmp_path: Path
) -> None:
    bot = await started(fake, tmp_path)
    try:
        booted = descendants(bot.process.pid)
        # two render workers and multiprocessing's resource tracker; no search worker yet
        assert len(booted) == 3, describe(booted)
        assert not SEARCH_WORKER.search(bot.output()), "nobody has searched: no search worker"
        searching = await bots_searching(fake, cast, bot)
        children = descendants(bot.process.pid)
        assert searching in {pid for pid, _ in children} and len(children) == 4, describe(children)
    finally:  # a failed check leaves no bot running after the test
        bot.process.kill()  # SIGKILL, as the OOM killer or a hard stop: no clean-up runs
    assert await bot.process.wait() == -signal.SIGKILL
    left = await all_gone(children, ORPHAN_LIMIT)
    assert not left, f"still alive {ORPHAN_LIMIT:.0f} s after the bot was killed: {describe(left)}"


async def test_sigterm_stops_the_bot_cleanly(fake: FakeDiscord, cast: Cast, tmp_path: Path) -> None:
    bot = await started(fake, tmp_path)
    lobby = await bot.unless_exited(
        fake.reply(await fake.slash(cast.moderator, "game new", game="suntzu"))
    )
    join = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))
    for player in (cast.ann, cast.bob):
        await bot.unless_exited(fake.acknowledged(await fake.click(player, lobby, join)))
    start = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":start"))
    children = descendants(bot.process.pid)
    mark = fake.mark()
    click = await fake.click(cast.moderator, lobby, start)
    # Start is written, then acknowledged, then the board and the hands are drawn and sent:
    # the signal comes while they are on their way
    await bot.unless_exited(fake.acknowledged(click, timeout=WAIT))
    bot.process.send_signal(signal.SIGTERM)  # docker stop, systemctl stop
    assert await bot.ended(WAIT) == 0, bot.output()
    # the acknowledged Start was finished before the bot stopped: the board and both hands
    assert any(pictures(m) for m in fake.channel_transcript() if m.seq > mark), bot.output()
    for player in (cast.ann, cast.bob):
        assert any(pictures(m) for m in fake.dm_inbox(player) if m.seq > mark), bot.output()
    # the workers are reaped before the exit; multiprocessing's resource tracker ends when the
    # bot's end closes its pipe, a moment later
    left = await all_gone(children, TRACKER_GRACE)
    assert not left, describe(left)
    assert fake.hub.live_sessions == [], "the bot closed its gateway session"
    output = bot.output()
    assert "SIGTERM received: stopping" in output and "Traceback" not in output, output


async def test_sigterm_mid_search_ends_the_search_worker(
    fake: FakeDiscord, cast: Cast, tmp_path: Path
) -> None:
    bot = await started(fake, tmp_path)
    try:
        searching = await bots_searching(fake, cast, bot)
        children = descendants(bot.process.pid)
        assert searching in {pid for pid, _ in children}, describe(children)
    finally:  # (a failed check leaves no bot running after the test either)
        bot.process.send_signal(signal.SIGTERM)  # while the bots think, move after move
    assert await bot.ended(WAIT) == 0, bot.output()
    left = await all_gone(children, TRACKER_GRACE)
    assert not left, describe(left)
    output = bot.output()
    assert "SIGTERM received: stopping" in output and "Traceback" not in output, output


def pictures(message: FakeMessage) -> int:
    return sum(1 for file in message.files if file.is_png)


async def test_the_first_start_after_a_boot_does_not_wait_for_a_warm_up(
    fake: FakeDiscord, cast: Cast, tmp_path: Path
) -> None:
    bot = await started(fake, tmp_path)
    try:
        # the workers are up before the bot says it is ready (they used to come 6-19 s after)
        lines = bot.output().splitlines()
        pool = next(i for i, line in enumerate(lines) if "render pool: 2 of 2" in line)
        ready = next(i for i, line in enumerate(lines) if "ready:" in line and "commands" in line)
        assert pool < ready, "\n".join(lines)
        lobby = await bot.unless_exited(
            fake.reply(await fake.slash(cast.moderator, "game new", game="suntzu"))
        )
        join = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))
        for player in (cast.ann, cast.bob):
            await bot.unless_exited(fake.acknowledged(await fake.click(player, lobby, join)))
        start = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":start"))
        mark = fake.mark()
        await fake.click(cast.moderator, lobby, start)
        board = await bot.unless_exited(
            fake.next_message(since=mark, match=lambda m: pictures(m) > 0, timeout=WAIT)
        )
        assert board.files[0].is_png
        for player in (cast.ann, cast.bob):
            dm = await bot.unless_exited(
                fake.next_message(player, since=mark, match=lambda m: pictures(m) > 0, timeout=WAIT)
            )
            assert dm.components, "the DM carries the player's controls"
        assert "render worker died" not in bot.output()
    finally:
        bot.process.send_signal(signal.SIGTERM)
        assert await bot.ended(WAIT) == 0, bot.output()


def error_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith("error:")]


async def test_a_wrong_token_is_one_clear_line(fake: FakeDiscord, tmp_path: Path) -> None:
    env = bot_env(fake, tmp_path / "games.db", DISCORD_TOKEN="not-the-token", RENDER_WORKERS="0")
    bot = await start_bot(env, tmp_path)
    assert await bot.ended(WAIT) == 1
    output = bot.output()
    assert "Traceback" not in output and "voice" not in output, output
    (line,) = error_lines(output)
    assert "DISCORD_TOKEN" in line and "401" in line


async def test_an_unreachable_discord_is_one_clear_line(fake: FakeDiscord, tmp_path: Path) -> None:
    with socket.socket() as closed:  # a port nobody listens on
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    base = f"http://127.0.0.1:{port}/api/v10"
    env = bot_env(fake, tmp_path / "games.db", DISCORD_API_BASE=base, RENDER_WORKERS="0")
    bot = await start_bot(env, tmp_path)
    assert await bot.ended(WAIT) == 1
    output = bot.output()
    assert "Traceback" not in output and "voice" not in output, output
    (line,) = error_lines(output)
    assert "cannot reach Discord" in line and base in line
