"""Stand-ins for the bot's think pool, for tests of what a stop does to a bot's decision."""

from __future__ import annotations

import asyncio


class StuckPool:
    """A think pool whose search never ends (the stop comes first); ``asked`` is set once a
    decision was asked for."""

    def __init__(self) -> None:
        self.asked = asyncio.Event()

    async def decide(self, *question: object) -> object:
        self.asked.set()
        await asyncio.Event().wait()
        raise AssertionError("never answered")
