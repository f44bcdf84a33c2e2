"""Timers shared by several bot processes (issue 16): each process sees only its shards'
timers, and a due timer is claimed by exactly one process before it fires."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.store import Shards, Store
from tests.backends import open_backend

ON_0 = 4 << 22 | 12345  # a server on shard 0 of 2 (4 % 2 == 0)
ON_1 = 5 << 22 | 678  # a server on shard 1 of 2


@pytest.fixture(
    params=[("sqlite", True), ("sqlite", False), ("postgresql", True)],
    ids=["sqlite-group-commit", "sqlite-commit-alone", "postgresql"],
)
async def store(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    backend, group_commit = request.param
    async with open_backend(backend, tmp_path, group_commit=group_commit) as opened:
        yield opened


async def _game(store: Store, guild_id: int, channel_id: int) -> int:
    game = await store.create_game(
        guild_id=guild_id,
        channel_id=channel_id,
        kind="suntzu",
        options={},
        secret="s",
        created_by=1,
    )
    return game.id


def test_shards_place_a_server_as_discord_does() -> None:
    both = Shards(2, frozenset({0, 1}))
    first, second = Shards(2, frozenset({0})), Shards(2, frozenset({1}))
    assert first.serves(ON_0) and not first.serves(ON_1)
    assert second.serves(ON_1) and not second.serves(ON_0)
    assert both.serves(ON_0) and both.serves(ON_1)
    # The low 22 bits (worker, process, increment) never move a server to another shard.
    assert first.serves(4 << 22) and first.serves((4 << 22) | 0x3FFFFF)
    assert Shards(1, frozenset({0})).serves(ON_1)


async def test_next_timer_sees_only_the_served_shards(store: Store) -> None:
    now = datetime.now(UTC)
    game_0 = await _game(store, ON_0, 100)
    game_1 = await _game(store, ON_1, 200)
    on_1 = await store.add_timer("reminder", now - timedelta(minutes=3), game_1, {"g": 1})
    on_0 = await store.add_timer("reminder", now - timedelta(minutes=2), game_0, {"g": 0})
    gameless = await store.add_timer("sweep", now - timedelta(minutes=1), None, {})
    first, second = Shards(2, frozenset({0})), Shards(2, frozenset({1}))

    assert (await store.next_timer()).id == on_1  # no shards: every timer, earliest first
    assert (await store.next_timer(second)).id == on_1
    assert (await store.next_timer(first)).id == on_0
    await store.finish_timer(on_0)
    assert (await store.next_timer(first)).id == gameless  # a timer of no game: shard 0
    await store.finish_timer(on_1)
    assert await store.next_timer(second) is None
    assert (await store.next_timer(Shards(2, frozenset({0, 1})))).id == gameless


async def test_a_claim_goes_to_exactly_one_owner_until_its_lease_ends(store: Store) -> None:
    now = datetime.now(UTC)
    game = await _game(store, ON_0, 100)
    timer = await store.add_timer("reminder", now - timedelta(seconds=5), game, {})
    lease = now + timedelta(minutes=5)

    assert await store.claim_timer(timer, "a", lease, now) is True
    assert await store.claim_timer(timer, "b", lease, now) is False
    assert await store.claim_timer(timer, "a", lease, now) is False  # no second firing either
    assert await store.next_timer() is None  # claimed: nobody else looks at it meanwhile

    # The owner died: once the lease has passed, the next one takes it over.
    after = lease + timedelta(seconds=1)
    assert await store.claim_timer(timer, "b", after + timedelta(minutes=5), after) is True
    assert await store.claim_timer(timer, "c", after + timedelta(minutes=5), after) is False

    await store.finish_timer(timer)
    later = after + timedelta(days=1)
    assert await store.claim_timer(timer, "d", later + timedelta(minutes=5), later) is False
    assert await store.claim_timer(999_999, "d", lease, now) is False  # no such timer


async def test_an_expired_claim_shows_again_in_next_timer(store: Store) -> None:
    now = datetime.now(UTC)
    game = await _game(store, ON_1, 200)
    timer = await store.add_timer("reminder", now - timedelta(minutes=10), game, {})
    # A process claimed it and died; its lease ran out a minute ago.
    gone = now - timedelta(minutes=1)
    assert await store.claim_timer(timer, "dead", gone, now - timedelta(minutes=6)) is True
    found = await store.next_timer(Shards(2, frozenset({1})))
    assert found is not None and found.id == timer
    assert await store.claim_timer(timer, "new", now + timedelta(minutes=5), now) is True


async def test_processes_racing_for_one_timer_fire_it_once(tmp_path: Path) -> None:
    """Four stores on one file (as four processes have: each its own connections) all claim
    each of twenty due timers at once: every timer is won exactly once."""
    path = tmp_path / "shared.db"
    stores = [await Store.open(path) for _ in range(4)]
    try:
        now = datetime.now(UTC)
        game = await _game(stores[0], ON_0, 100)
        timers = [await stores[0].add_timer("reminder", now, game, {"n": n}) for n in range(20)]
        lease = now + timedelta(minutes=5)
        results = await asyncio.gather(
            *(
                store.claim_timer(timer, f"process-{index}", lease, now)
                for timer in timers
                for index, store in enumerate(stores)
            )
        )
        wins = [results[i : i + len(stores)] for i in range(0, len(results), len(stores))]
        assert [row.count(True) for row in wins] == [1] * len(timers)
    finally:
        for store in stores:
            await store.close()
