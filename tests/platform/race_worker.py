"""One OS process of the cross-process races (tests/platform/test_postgres_processes.py): it
opens its own PostgreSQL store and, round after round, waits at a barrier shared with the
other process, then tries the contested write at the same moment."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.store import PostgresStore, VersionConflictError


def append_race(url: str, game_id: int, rounds: int, name: int, barrier: Any, out: Any) -> None:
    """Append action ``n + 1`` in round ``n``; report the rounds this process won."""

    async def run() -> list[int]:
        store = await PostgresStore.open(url, pool_size=2)
        won = []
        try:
            for number in range(rounds):
                await asyncio.to_thread(barrier.wait)
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
                    continue
                won.append(number)
        finally:
            await store.close()
        return won

    out.put((name, asyncio.run(run())))


def claim_race(url: str, timer_ids: list[int], name: int, barrier: Any, out: Any) -> None:
    """Claim each timer in turn at the same moment as the other process; report the ones
    this process got."""

    async def run() -> list[int]:
        store = await PostgresStore.open(url, pool_size=2)
        got = []
        try:
            for timer_id in timer_ids:
                await asyncio.to_thread(barrier.wait)
                now = datetime.now(UTC)
                if await store.claim_timer(timer_id, f"p{name}", now + timedelta(minutes=5), now):
                    got.append(timer_id)
        finally:
            await store.close()
        return got

    out.put((name, asyncio.run(run())))


def seat_race(url: str, game_ids: list[int], name: int, barrier: Any, out: Any) -> None:
    """Join each lobby at the same moment as the other process; report whether each join
    was taken."""

    async def run() -> list[bool]:
        store = await PostgresStore.open(url, pool_size=2)
        joined = []
        try:
            for game_id in game_ids:
                await asyncio.to_thread(barrier.wait)
                joined.append(await store.add_seat(game_id, name, f"P{name}", None))
        finally:
            await store.close()
        return joined

    out.put((name, asyncio.run(run())))
