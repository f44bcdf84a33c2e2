"""Scenario 8: ``python -m bot``, configured only through the environment as the README runs
it, connects to the fake and answers a command; SIGINT stops it cleanly."""

from __future__ import annotations

import asyncio
import re
import signal
import sys
from collections.abc import Awaitable
from pathlib import Path
from typing import TypeVar

import pytest
import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.app import create_bot
from bot.i18n import t
from tests.e2e.botprocess import bot_env
from tests.e2e.gamebot import Cast, bot_settings
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.e2e

T = TypeVar("T")
START_TIMEOUT = 60.0  # a cold interpreter imports discord.py and parses every catalog


def test_create_bot_aims_rest_and_gateway_at_the_configured_urls(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    # discord.Client.connect() takes its first gateway URL from DiscordWebSocket.DEFAULT_GATEWAY
    # (get_bot_gateway is only used by AutoShardedClient), so that is what must change; a bot
    # left pointing at discord.gg would try to reach the internet.
    old_base, old_gateway = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    try:
        create_bot(bot_settings(fake, tmp_path / "games.db"))
        assert fake.api_base == Route.BASE
        assert yarl.URL(fake.gateway_url) == DiscordWebSocket.DEFAULT_GATEWAY
    finally:
        Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = old_base, old_gateway


async def _unless_exited(
    process: asyncio.subprocess.Process, waiting: Awaitable[T], log: Path
) -> T:
    """Await ``waiting``, failing at once with the bot's output if the process exits first."""
    waiter = asyncio.ensure_future(waiting)
    exited = asyncio.ensure_future(process.wait())
    done, _ = await asyncio.wait({waiter, exited}, return_when=asyncio.FIRST_COMPLETED)
    if waiter in done:
        exited.cancel()
        return waiter.result()
    waiter.cancel()
    raise AssertionError(f"python -m bot exited with {process.returncode}:\n{log.read_text()}")  # noqa: ASYNC240 - the test is ending


async def test_python_dash_m_bot_starts_against_the_fake_and_answers(
    fake: FakeDiscord, cast: Cast, tmp_path: Path
) -> None:
    test_create_bot_aims_rest_and_gateway_at_the_configured_urls(fake, tmp_path)
    env = bot_env(fake, tmp_path / "games.db")
    log = tmp_path / "bot.log"
    with log.open("wb") as output:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            cwd=tmp_path,  # no .env from the developer's checkout
            env=env,
            stdout=output,
            stderr=asyncio.subprocess.STDOUT,
        )
    try:
        await _unless_exited(process, fake.wait_for_identify(timeout=START_TIMEOUT), log)
        assert fake.guild_commands.get(fake.guild.id), "commands were synced to DEV_GUILD_ID"
        rules = await fake.slash(cast.ann, "game rules", game="suntzu")
        answer = await _unless_exited(process, fake.reply(rules, timeout=START_TIMEOUT), log)
        assert answer.ephemeral
        assert answer.embeds[0]["title"] == t("zh-TW", "suntzu-title")
        # the garbage collector's policy (bot/gcpolicy.py) froze the started bot's heap
        frozen = re.search(
            r"garbage collector: (\d+) objects frozen after start-up", log.read_text()
        )
        assert frozen and int(frozen[1]) > 10_000, log.read_text()
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(process.wait(), 20)
            except TimeoutError:
                process.kill()
                await process.wait()
    assert process.returncode == 0, log.read_text()
    assert fake.hub.live_sessions == [], "the bot closed its gateway session on SIGINT"
