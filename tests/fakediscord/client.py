"""Point the real discord.py at a FakeDiscord and run a client against it.

``bot.app.create_bot`` does the pointing itself from ``Settings.discord_api_base`` and
``discord_gateway_url``; :func:`discord_pointed_at` does the same for a plain ``discord.Client``
and puts discord.py back afterwards, so one test cannot leak its fake's address into another.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Awaitable, Iterator
from typing import TypeVar

import discord
import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from tests.fakediscord.model import FakeInteraction
from tests.fakediscord.server import FakeDiscord

ClientT = TypeVar("ClientT", bound=discord.Client)
T = TypeVar("T")


@contextlib.contextmanager
def discord_pointed_at(fake: FakeDiscord) -> Iterator[None]:
    """Send discord.py's REST calls and its first gateway connection to ``fake``."""
    old_base, old_gateway = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    Route.BASE = fake.api_base
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.gateway_url)
    try:
        yield
    finally:
        Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = old_base, old_gateway


async def _until(task: asyncio.Task[None], awaitable: Awaitable[T], timeout: float, what: str) -> T:
    """Await ``awaitable`` unless the client's own task ends (or fails) first."""
    waiter = asyncio.ensure_future(awaitable)
    done, _ = await asyncio.wait({task, waiter}, timeout=timeout, return_when="FIRST_COMPLETED")
    if waiter in done:
        return waiter.result()
    waiter.cancel()
    if task in done:
        task.result()  # raises the client's error, if it had one
        raise AssertionError(f"the client stopped before {what}")
    raise TimeoutError(f"the client did not reach {what} within {timeout:.0f}s")


async def start_client(
    client: discord.Client, fake: FakeDiscord, *, timeout: float = 15.0
) -> asyncio.Task[None]:
    """Start ``client`` against ``fake`` and return its task once it is ready (READY seen and
    every GUILD_CREATE processed)."""
    before = fake.hub.identifies
    task = asyncio.create_task(client.start(fake.token), name=f"client-{id(client)}")
    await _until(task, fake.wait_for_identify(before + 1, timeout), timeout, "IDENTIFY")
    await _until(task, client.wait_until_ready(), timeout, "on_ready")
    return task


async def stop_client(
    client: discord.Client, task: asyncio.Task[None], *, timeout: float = 10.0
) -> None:
    """Close ``client`` (always before stopping the fake) and surface any error its task had."""
    await client.close()
    try:
        await asyncio.wait_for(task, timeout)
    except TimeoutError:
        task.cancel()
        raise


# discord.py names the tasks that run an interaction's handler (tree.py, ui/view.py)
HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-", "discord.py: on_interaction")


def handlers_running() -> list[asyncio.Task[object]]:
    """Tasks of every client in this loop still handling a command, button or select."""
    return [
        task
        for task in asyncio.all_tasks()
        if not task.done() and task.get_name().startswith(HANDLER_TASKS)
    ]


async def settled(
    fake: FakeDiscord, interaction: FakeInteraction | None = None, *, timeout: float | None = None
) -> None:
    """Wait until every in-process client has finished handling its interactions (their
    replies, channel posts and DMs are then all in the fake's transcripts).

    Pass the ``interaction`` just sent: its handler may not have started yet, so the wait
    first needs its callback (which runs inside the handler)."""
    limit = fake.default_timeout if timeout is None else timeout
    deadline = time.monotonic() + limit
    if interaction is not None:
        await fake.acknowledged(interaction, timeout=limit)
    while running_now := handlers_running():
        remaining = deadline - time.monotonic()
        _, pending = await asyncio.wait(running_now, timeout=max(remaining, 0))
        if pending:
            names = sorted(task.get_name() for task in pending)
            raise TimeoutError(f"handlers still running after {limit:.0f}s: {names}")
    fake.check()


@contextlib.asynccontextmanager
async def running(
    client: ClientT, fake: FakeDiscord, *, timeout: float = 15.0
) -> AsyncIterator[ClientT]:
    """``async with running(bot, fake):`` — the client is ready inside and closed after."""
    task = await start_client(client, fake, timeout=timeout)
    try:
        yield client
    finally:
        await stop_client(client, task)
