"""The reminder dispatchers of several processes on one database (issue 16): each fires the
due timers of its own shards' servers, each timer exactly once, and a timer nobody served
while it fell due fires when a process serving its shard starts."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, cast

import pytest

from bot.cogs.reminders import FIRING_AT_ONCE, LEASE, Reminders
from bot.settings import Settings
from bot.store import Store, Timer
from bot.table import TableService

ON_0 = 6 << 22 | 99  # a server on shard 0 of 2
ON_1 = 9 << 22 | 42  # a server on shard 1 of 2
KIND = "probe"


@dataclass
class Process:
    """What the dispatcher needs of a bot process: its settings and its service."""

    name: str
    settings: Settings
    service: TableService
    fired: list[tuple[str, int]]

    async def wait_until_ready(self) -> None:
        return None

    def is_closed(self) -> bool:
        return False


@dataclass
class World:
    path: Path
    fired: list[tuple[str, int]] = field(default_factory=list)
    stores: list[Store] = field(default_factory=list)
    hold: float = 0.01  # seconds a timer's handler takes: the other processes run meanwhile

    async def process(self, name: str, shard_ids: tuple[int, ...] | None) -> Reminders:
        """A process with its own connections to the shared file, serving ``shard_ids`` of 2
        (None: unsharded, every server)."""
        store = await Store.open(self.path)
        self.stores.append(store)
        settings = Settings(
            shard_count=None if shard_ids is None else 2, shard_ids=shard_ids, warm_up=False
        )
        process = Process(name, settings, TableService(store, cache_games=0), self.fired)
        cog = Reminders(cast(Any, process))

        async def probe(timer: dict[str, Any]) -> None:
            await asyncio.sleep(self.hold)  # let the other processes run meanwhile
            self.fired.append((name, timer.id))
            await process.service.finish_timer(timer.id)

        cog.handlers[KIND] = probe
        return cog


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    found = World(tmp_path / "shared.db")
    yield found
    for store in found.stores:
        await store.close()


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


async def _timers(store: Store, game_id: int | None, count: int) -> list[int]:
    due = datetime.now(UTC) - timedelta(minutes=1)
    return [await store.add_timer(KIND, due, game_id, {}) for _ in range(count)]


async def test_each_process_fires_its_own_shards_timers_once(world: World) -> None:
    first = await world.process("A", (0,))
    second = await world.process("B", (1,))
    store = world.stores[0]
    on_0 = await _timers(store, await _game(store, ON_0, 1), 5)
    on_1 = await _timers(store, await _game(store, ON_1, 2), 5)
    gameless = await _timers(store, None, 2)  # shard 0's

    await asyncio.gather(first.run_due(), second.run_due(), first.run_due(), second.run_due())

    assert sorted(world.fired) == sorted(
        [("A", timer) for timer in on_0 + gameless] + [("B", timer) for timer in on_1]
    )
    assert await first.run_due() == 0 and await second.run_due() == 0


async def test_processes_that_serve_the_same_shard_still_fire_each_timer_once(
    world: World,
) -> None:
    # A shard moving from one process to another, or two processes started with the same
    # SHARD_IDS: the claim in the database decides.
    # Handlers slow enough that a process with every slot busy is still busy when the others
    # reach the timers it left (a loaded machine runs the others late).
    world.hold = 0.3
    racers = [await world.process(name, (0, 1)) for name in "ABCD"]
    store = world.stores[0]
    # More timers than one process fires at once: a process whose slots are all busy leaves
    # the rest for the others to claim.
    timers = await _timers(store, await _game(store, ON_0, 1), FIRING_AT_ONCE)
    timers += await _timers(store, await _game(store, ON_1, 2), FIRING_AT_ONCE)

    counts = await asyncio.gather(*(racer.run_due() for racer in racers))

    assert sum(counts) == len(timers)
    assert sorted(timer for _, timer in world.fired) == sorted(timers)
    assert len({name for name, _ in world.fired}) > 1, "the processes shared the work"


async def test_timers_due_while_their_shard_was_down_fire_once_when_it_starts(
    world: World,
) -> None:
    first = await world.process("A", (0,))
    store = world.stores[0]
    on_0 = await _timers(store, await _game(store, ON_0, 1), 2)
    on_1 = await _timers(store, await _game(store, ON_1, 2), 3)

    assert await first.run_due() == 2  # shard 1 is down: its timers wait in the database
    assert await store.next_timer() is not None

    second = await world.process("B", (1,))
    assert await second.run_due() == 3
    assert await second.run_due() == 0
    assert sorted(world.fired) == sorted([("A", t) for t in on_0] + [("B", t) for t in on_1])
    assert await store.next_timer() is None


async def test_a_timer_claimed_by_a_dead_process_fires_after_its_lease(world: World) -> None:
    restarted = await world.process("B", (1,))
    store = world.stores[0]
    (timer,) = await _timers(store, await _game(store, ON_1, 2), 1)
    # The process that served shard 1 claimed the timer, then was killed before finishing it.
    claimed = datetime.now(UTC) - timedelta(seconds=30)
    assert await store.claim_timer(timer, "killed", claimed + LEASE, claimed)

    assert await restarted.run_due() == 0  # its lease still runs: nobody fires it twice
    assert world.fired == []
    assert await _expire(store, timer) == 1  # time passes beyond the lease
    assert await restarted.run_due() == 1
    assert await restarted.run_due() == 0
    assert world.fired == [("B", timer)]


async def _expire(store: Store, timer: int) -> int:
    """Move the timer's lease into the past, as time passing would."""
    async with store.transaction() as db:
        cursor = await db.execute(
            "UPDATE timers SET claimed_until = ? WHERE id = ?",
            ((datetime.now(UTC) - timedelta(seconds=1)).isoformat(timespec="seconds"), timer),
        )
        return cursor.rowcount


async def test_an_unsharded_process_fires_every_servers_timers(world: World) -> None:
    alone = await world.process("A", None)
    store = world.stores[0]
    timers = await _timers(store, await _game(store, ON_0, 1), 1)
    timers += await _timers(store, await _game(store, ON_1, 2), 1)
    assert await alone.run_due() == 2
    assert sorted(world.fired) == sorted(("A", timer) for timer in timers)


async def test_a_slow_timer_holds_up_no_other_games_timer(world: World) -> None:
    """A timer whose handler takes long (a missed deadline's stand-in bot thinking) fires
    beside other games' timers: the dispatcher's own loop fires a later game's timer
    meanwhile. The same game's next timer waits for it (one game's timers fire in order),
    and a stop cuts both short, giving their claims back to fire again at the next start."""
    dispatcher = await world.process("A", None)
    store = world.stores[0]
    slow_game = await _game(store, ON_0, 1)
    (slow,) = await _timers(store, slow_game, 1)
    thinking, never, other_fired = asyncio.Event(), asyncio.Event(), asyncio.Event()
    probe = dispatcher.handlers[KIND]

    async def handle(timer: Timer) -> None:
        if timer.id == slow:
            thinking.set()
            await never.wait()  # thinks until the stop
        await probe(timer)
        other_fired.set()

    dispatcher.handlers[KIND] = handle
    await dispatcher.cog_load()
    try:
        await asyncio.wait_for(thinking.wait(), timeout=5)
        (same,) = await _timers(store, slow_game, 1)
        (other,) = await _timers(store, await _game(store, ON_1, 2), 1)
        dispatcher.wake()  # as a move's new timer does
        await asyncio.wait_for(other_fired.wait(), timeout=5)
        await asyncio.sleep(0.1)  # time enough for the same game's timer, were it free
    finally:
        await asyncio.wait_for(dispatcher.cog_unload(), timeout=5)
    assert world.fired == [("A", other)]
    # Not lost: the stop gave both claims back, so they fire again at once, in order.
    assert await store.claim_owners() == []
    again = await store.next_timer()
    assert again is not None and again.id == slow
    restarted = await world.process("A2", None)
    assert await restarted.run_due() == 2
    assert world.fired == [("A", other), ("A2", slow), ("A2", same)]
