"""The store's side of move deadlines (migration 004): the deadline timer is replaced with the
move that makes it stale, in the move's own transaction, and a refused move leaves it alone."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.store import Reminder, Store, VersionConflictError
from bot.table.deadlines import (
    DEADLINE,
    DEADLINE_HOURS,
    DEADLINE_POLICY,
    FLAG_AFTER,
    REMINDER,
)
from bot.table.server_settings import MODERATOR_ROLE, SERVER_LOCALE

LATER = datetime(2030, 1, 1, 12, 0, tzinfo=UTC)


async def running_game(store: Store) -> int:
    game = await store.create_game(
        guild_id=1, channel_id=10, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    await store.start_game(game.id, {"n": 0})
    return game.id


async def move(store: Store, game_id: int, version: int, *timers: Reminder) -> int:
    return await store.append_action(
        game_id,
        expected_version=version,
        seat=0,
        user_id=7,
        action={"t": "a", "v": version},
        events=[],
        state={"n": version + 1},
        finished=False,
        reminder=Reminder(LATER, {"version": version + 1}),
        timers=list(timers),
    )


async def test_a_move_replaces_its_games_deadline_and_keeps_the_reminder_apart(
    store: Store,
) -> None:
    game_id = await running_game(store)
    await store.reset_game_timer(game_id, Reminder(LATER, {"version": 0}, DEADLINE))
    await move(store, game_id, 0, Reminder(LATER + timedelta(hours=1), {"version": 1}, DEADLINE))
    deadline = await store.pending_timer(game_id, DEADLINE)
    assert deadline is not None and deadline.payload == {"version": 1}
    assert deadline.due_at == LATER + timedelta(hours=1)
    reminder = await store.pending_timer(game_id, REMINDER)
    assert reminder is not None and reminder.payload == {"version": 1}
    # A move that waits for nobody cancels the deadline.
    await move(store, game_id, 1, Reminder(None, {}, DEADLINE))
    assert await store.pending_timer(game_id, DEADLINE) is None


async def test_a_refused_move_leaves_the_deadline_as_it_was(store: Store) -> None:
    game_id = await running_game(store)
    await store.reset_game_timer(game_id, Reminder(LATER, {"version": 0}, DEADLINE))
    await move(store, game_id, 0)
    with pytest.raises(VersionConflictError):
        await move(store, game_id, 0, Reminder(None, {}, DEADLINE))
    deadline = await store.pending_timer(game_id, DEADLINE)
    assert deadline is not None and deadline.payload == {"version": 0}


async def test_pause_and_seat_rows_round_trip(store: Store) -> None:
    game_id = await running_game(store)
    assert (await store.deadline(game_id))["hours"] is None
    await store.set_deadline(game_id, 12)
    await store.reset_game_timer(game_id, Reminder(LATER, {"version": 0}, DEADLINE))
    stop = [Reminder(None, {}, DEADLINE), Reminder(None, {}, REMINDER)]
    await store.set_pause(game_id, LATER, 3600.0, "tea", stop)
    assert await store.deadline(game_id) == {
        "hours": 12,
        "paused_at": LATER,
        "paused_left": 3600.0,
        "pause_note": "tea",
    }
    assert await store.pending_timer(game_id, DEADLINE) is None
    await store.set_seat_deadline(game_id, 1, timeouts=2, vacation_until=LATER, vacation_days=3)
    assert await store.seat_deadlines(game_id) == {
        1: {"timeouts": 2, "vacation_until": LATER, "vacation_days": 3}
    }
    stall = (DEADLINE_HOURS, DEADLINE_POLICY, FLAG_AFTER)
    assert [await store.get_setting(s, 1) for s in stall] == [None, "autopilot", 3]
    await store.set_settings(1, {DEADLINE_HOURS: 48, DEADLINE_POLICY: "ping", FLAG_AFTER: 2})
    assert [await store.get_setting(s, 1) for s in stall] == [48, "ping", 2]
    assert await store.get_setting(MODERATOR_ROLE, 1) is None
    assert await store.get_setting(SERVER_LOCALE, 1) is None
