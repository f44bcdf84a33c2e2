"""Answer a click or a command in one request when the answer is ready in time.

Discord wants a first answer to an interaction within 3 seconds. Deferring at once and then
editing costs two requests for every move; instead the answer is prepared first, and only if
it is not ready after ``DEFER_AFTER`` seconds (a cold picture, a loaded host) is the
interaction deferred, in time, and the answer sent as an edit or a follow-up later.

Once the deferral has begun it is never cancelled halfway (a cancelled request may still have
reached Discord): :meth:`LateDefer.stop` waits for it to finish, so whoever answers next knows
for certain whether the interaction was deferred.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

import discord

log = logging.getLogger(__name__)

# Seconds; Discord allows 3 for the first answer. What is left leaves room for one retry of
# an answer that met a server error (discord.py tries again after a second).
DEFER_AFTER = 1.5


class LateDefer:
    """Defers ``interaction`` after ``after`` seconds unless stopped before."""

    def __init__(self, interaction: discord.Interaction, after: float, **defer: Any) -> None:
        self.interaction = interaction
        self.began = False
        self._task = asyncio.create_task(self._defer_later(after, defer))

    async def _defer_later(self, after: float, defer: dict[str, Any]) -> None:
        await asyncio.sleep(after)
        self.began = True
        try:
            await self.interaction.response.defer(**defer)
        except discord.HTTPException as exc:
            # Expired already (a blocked loop): the answer after it will say so in the log.
            log.info("interaction %s could not be deferred (%s)", self.interaction.id, exc)

    async def stop(self) -> None:
        """No deferral from now on; one that has begun is waited for."""
        if not self.began:
            self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task


@contextlib.asynccontextmanager
async def defer_if_slow(
    interaction: discord.Interaction, after: float | None = None, **defer: Any
) -> AsyncIterator[LateDefer]:
    """``async with defer_if_slow(interaction): ...prepare the answer...`` — when the block
    ends (or fails), the interaction has been deferred if and only if it took too long
    (``after`` seconds, default ``DEFER_AFTER``), and ``interaction.response.is_done()`` says
    which."""
    late = LateDefer(interaction, DEFER_AFTER if after is None else after, **defer)
    try:
        yield late
    finally:
        await late.stop()
