"""The reminder dispatcher stops when its cog unloads, even if a cancellation is lost.

Python 3.11's ``asyncio.wait_for`` returns normally instead of raising when the task is
cancelled just as the awaited event is set; the dispatcher then went on to sleep for an hour
and the bot's shutdown waited for it (seen as a hung end-to-end game). The cog now also ends
its loop by a flag.
"""

from __future__ import annotations

import asyncio
from typing import Any, cast

from bot.cogs.reminders import Reminders
from bot.settings import Settings
from bot.store import Shards


class QuietService:
    async def next_timer(self, shards: Shards | None = None) -> None:
        return None


class IdleBot:
    service = QuietService()
    settings = Settings()

    async def wait_until_ready(self) -> None:
        return None

    def is_closed(self) -> bool:
        return False


async def test_unload_ends_the_dispatcher_even_when_a_cancellation_is_swallowed() -> None:
    cog = Reminders(cast(Any, IdleBot()))
    swallowed = asyncio.Event()

    async def run_due(*, wait: bool = True) -> int:
        # What the lost cancellation looks like from inside: an await that returns normally.
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            swallowed.set()
        return 0

    cog.run_due = run_due  # type: ignore[method-assign]
    await cog.cog_load()
    await asyncio.sleep(0.01)
    unloading = asyncio.create_task(cog.cog_unload())
    # asyncio.wait never cancels what it waits for, so a hung unload shows as not done.
    done, _ = await asyncio.wait({unloading}, timeout=5)
    assert unloading in done, "unloading the cog waited for the dispatcher's hour-long sleep"
    assert swallowed.is_set(), "the cancellation reached the dispatcher's await"
    assert cog._task is not None and cog._task.done()


async def test_wake_makes_the_dispatcher_look_again_at_once() -> None:
    looks = 0
    looked = asyncio.Event()

    class CountingService:
        async def next_timer(self, shards: Shards | None = None) -> None:
            nonlocal looks
            looks += 1
            looked.set()
            return None

    bot = IdleBot()
    bot.service = CountingService()  # type: ignore[assignment]
    cog = Reminders(cast(Any, bot))
    await cog.cog_load()
    await asyncio.wait_for(looked.wait(), timeout=5)
    before = looks
    looked.clear()
    cog.wake()
    await asyncio.wait_for(looked.wait(), timeout=5)
    assert looks > before
    await asyncio.wait_for(cog.cog_unload(), timeout=5)
