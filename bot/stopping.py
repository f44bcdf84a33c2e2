"""Stopping the bot cleanly on SIGTERM (``docker stop``, systemd) or SIGINT (Ctrl-C).

The order matters: first no new interactions (the gateway connection is closed and not
reconnected), then the interactions already taken are given a few seconds to finish (their
moves written, their replies and posts sent: each was acknowledged to a player), then the
bot's connections, render workers and store are closed. Without it the process died on the
signal at once, cut moves short and left its render workers behind.
"""

from __future__ import annotations

import asyncio
import logging
import signal
from collections.abc import Callable

import discord

log = logging.getLogger(__name__)

# How long interactions already taken may take to finish (a Start draws a board and deals
# hands: seconds on a busy 2-core host), inside the 10 s `docker stop` waits before it kills
# the process; closing the connections, workers and store takes well under a second.
GRACE_SECONDS = 8.0
# The tasks discord.py names for the handlers of an interaction: a slash command or its
# autocomplete, a button or select of a view or a dynamic item, the on_interaction event.
HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-", "discord.py: on_interaction")


def on_stop_signals(stop: Callable[[], object]) -> None:
    """Call ``stop`` once on the first SIGTERM or SIGINT (the running loop's handlers)."""
    loop = asyncio.get_running_loop()
    called = False

    def handle(name: str) -> None:
        nonlocal called
        if called:
            return  # already stopping: the grace period bounds it
        called = True
        log.info("%s received: stopping", name)
        stop()

    for number in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(number, handle, number.name)


async def close_gateway(client: discord.Client) -> None:
    """Close the gateway connection(s), so no new event or interaction arrives (the task
    reading it was stopped first, or discord.py would connect again)."""
    if isinstance(client, discord.AutoShardedClient):
        for shard in client.shards.values():
            await shard.disconnect()
    elif client.ws is not None:
        await client.ws.close(code=1000)


def handler_tasks() -> list[asyncio.Task[object]]:
    current = asyncio.current_task()
    return [
        task
        for task in asyncio.all_tasks()
        if task is not current and task.get_name().startswith(HANDLER_TASKS)
    ]


async def finish_handlers(grace: float = GRACE_SECONDS) -> None:
    """Wait up to ``grace`` seconds for the interactions being handled to finish."""
    pending = handler_tasks()
    if not pending:
        return
    log.info("waiting for %d interaction(s) to finish", len(pending))
    _, late = await asyncio.wait(pending, timeout=grace)
    if late:
        log.warning("stopping with %d interaction(s) unfinished after %.0f s", len(late), grace)
