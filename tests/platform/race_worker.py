"""One OS process of the cross-process races (tests/platform/test_postgres_processes.py): it
opens its own PostgreSQL store and, round after round, waits at a barrier shared with the
other process, then tries the contested write at the same moment."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.store import PostgresStore, VersionConflictError

# One contested write: (the process's store, its name, the round's item) -> what it got.
Attempt = Callable[[PostgresStore, int, Any], Awaitable[Any]]


def race_rounds(
    attempt: Attempt, url: str, items: list[Any], name: int, barrier: Any, out: Any
) -> None:
    """Per item, meet the other process at the barrier, then ``attempt``; put
    ``(name, [result per item])`` on ``out``."""

    async def run() -> list[Any]:
        store = await PostgresStore.open(url, pool_size=2)
        try:
            results = []
            for item in items:
                await asyncio.to_thread(barrier.wait)
                results.append(await attempt(store, name, item))
            return results
        finally:
            await store.close()

    out.put((name, asyncio.run(run())))


async def append(store: PostgresStore, name: int, item: tuple[int, int]) -> bool:
    """Append action ``number + 1`` to the game; whether it was this process's that stuck."""
    game_id, number = item
    try:
        await store.append_action(
            game_id,
            expected_version=number,
            seat=0,
            user_id=name,
            action={"by": name},
            events=[],
            state={"n": number + 1, "by": name},
            finished=False,
        )
    except VersionConflictError:
        return False
    return True


async def claim(store: PostgresStore, name: int, timer_id: int) -> bool:
    """Claim the timer for five minutes; whether this process got it."""
    now = datetime.now(UTC)
    return await store.claim_timer(timer_id, f"p{name}", now + timedelta(minutes=5), now)


async def join(store: PostgresStore, name: int, game_id: int) -> bool:
    """Seat user ``name`` in the lobby; whether the join was taken."""
    return await store.add_seat(game_id, name, f"P{name}", None)
