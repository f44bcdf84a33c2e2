"""A missed deadline's move survives a stop mid-thought (issue 30, parts 4 and 6: "a process
restart mid-thought loses nothing"; the deadline's autopilot plays at the server's level).

Since the deadline's bot searches (normal, strong), standing in for a seat takes a search in
the think pool, not microseconds: a stop (the dispatcher cancelled) can land while it thinks.
Nothing was stored then, so the deadline must stay pending and be fired again after the
restart, which makes the move; had it been marked done, the game would wait for the late
player with no deadline any more."""

from __future__ import annotations

import asyncio
import contextlib

from bot.store import Store
from bot.table import TableService, deadline_passes
from bot.table.bot_moves import BOT_LEVEL
from bot.table.deadlines import DEADLINE
from tests.platform.test_service import CHANNEL, GUILD, MOD
from tests.pools import StuckPool

WAIT = 10.0  # a hang guard, never a figure under test


async def test_a_stop_while_the_deadlines_bot_thinks_leaves_the_deadline_to_fire_again(
    store: Store,
) -> None:
    first = TableService(store)
    await store.set_setting(BOT_LEVEL, GUILD, "normal")  # a searching level
    table = await first.create(
        guild_id=GUILD, channel_id=CHANNEL, kind="suntzu", user_id=MOD, moderator=True, seed=3
    )
    await first.deadlines.start_with(table.id, GUILD, 24)
    for user in (1, 2):
        await first.join(CHANNEL, user, f"P{user}", "en")
    table = (await first.start(CHANNEL, MOD, moderator=True)).table
    late = sorted(table.waiting_humans())
    assert late
    timer = await store.pending_timer(table.id, DEADLINE)
    assert timer is not None

    pool = StuckPool()
    first.think_in(pool)  # type: ignore[arg-type]
    firing = asyncio.create_task(deadline_passes.fire(first.deadlines, timer))
    async with asyncio.timeout(WAIT):
        await pool.asked.wait()
    firing.cancel()  # the stop: the dispatcher is cancelled while the bot thinks
    with contextlib.suppress(asyncio.CancelledError):
        await firing
    assert await store.actions(table.id) == [], "nothing half made"
    again = await store.pending_timer(table.id, DEADLINE)
    assert again is not None and again.id == timer.id, "the deadline is still to fire"

    second = TableService(store)  # the restart: its searches think in a thread
    fired = await deadline_passes.fire(second.deadlines, again)
    assert fired is not None and fired.played == late
    moved = await store.actions(table.id)
    assert {row.seat for row in moved} == set(late) and all(row.user_id is None for row in moved)
    assert (await store.pending_timer(table.id, DEADLINE)) != again
