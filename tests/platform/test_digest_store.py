"""The store's part of the daily digest (issue 25), on SQLite and PostgreSQL: the running games
where a member holds a seat, and each member's one digest timer (replaced, never doubled, even
when two writers race), and the notify choices that set, move or stop it."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

from bot.store import Store
from bot.table import TableService
from bot.table.digest import DIGEST, DIGEST_AT
from bot.table.followers import follow
from bot.table.notify_modes import set_notify_mode
from bot.table.nudges import QUIET_HOURS

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


async def game_with(store: Store, channel: int, users: list[int], *, start: bool = True) -> int:
    game = await store.create_game(
        guild_id=1, channel_id=channel, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    for user in users:
        assert await store.add_seat(game.id, user, f"u{user}", "en")
    if start:
        await store.start_game(game.id, {"n": 0})
    return game.id


async def pending(store: Store, user: int) -> list[tuple[str, datetime]]:
    """Every pending timer of no game naming ``user`` (read raw: duplicates would show)."""
    rows = await store._rows(
        "SELECT kind, due_at, payload FROM timers WHERE game_id IS NULL AND done = 0"
    )
    return sorted(
        (row["kind"], datetime.fromisoformat(row["due_at"]))
        for row in rows
        if row["payload"] == f'{{"user":{user}}}'
    )


async def test_the_running_games_where_a_member_holds_a_seat(store: Store) -> None:
    first = await game_with(store, 10, [100, 200])
    second = await game_with(store, 11, [300, 100])
    lobby = await game_with(store, 12, [100], start=False)  # a lobby: not running
    ended = await game_with(store, 13, [100, 200])
    assert await store.end_game(ended, "done")
    await store.set_autopilot(second, 1, True)

    found = await store.running_games_of(100)
    assert [(entry.game.id, entry.seat, entry.autopilot) for entry in found] == [
        (first, 0, False),
        (second, 1, True),
    ]
    assert all(entry.game.status == "running" and entry.game.guild_id == 1 for entry in found)
    assert all(entry.since.tzinfo is not None for entry in found)
    assert [entry.game.id for entry in await store.running_games_of(200)] == [first]
    lobbies = await store.running_games_of(100, with_lobbies=True)
    assert [entry.game.id for entry in lobbies] == [first, second, lobby]
    assert await store.running_games_of(999) == []


async def test_a_member_has_one_digest_timer_replaced_and_stopped(store: Store) -> None:
    first = await store.replace_member_timer(DIGEST, 7, NOW)
    assert first is not None and first.game_id is None and first.payload == {"user": 7}
    assert first.due_at == NOW and first.kind == DIGEST
    later = await store.replace_member_timer(DIGEST, 7, NOW + timedelta(hours=5))
    assert later is not None and later.id != first.id
    assert await pending(store, 7) == [(DIGEST, NOW + timedelta(hours=5))]
    # Another member's and another kind's are their own.
    await store.replace_member_timer(DIGEST, 8, NOW)
    await store.replace_member_timer("other", 7, NOW)
    assert await pending(store, 7) == [(DIGEST, NOW + timedelta(hours=5)), ("other", NOW)]
    assert await store.replace_member_timer(DIGEST, 7, None) is None
    assert await pending(store, 7) == [("other", NOW)]
    assert await store.member_timer(DIGEST, 8) is not None
    # The dispatcher sees it as any timer of no game (shard 0's).
    timer = await store.next_timer()
    assert timer is not None and timer.game_id is None


async def test_racing_writers_leave_exactly_one_timer(store: Store) -> None:
    dues = [NOW + timedelta(minutes=index) for index in range(8)]
    await asyncio.gather(*(store.replace_member_timer(DIGEST, 7, due) for due in dues))
    found = await pending(store, 7)
    assert len(found) == 1 and found[0][1] in dues


async def test_a_fired_digest_is_replaced_by_the_next_days_once(store: Store) -> None:
    timer = await store.replace_member_timer(DIGEST, 7, NOW)
    assert timer is not None
    tomorrow = NOW + timedelta(days=1)
    results = await asyncio.gather(
        store.replace_timer(timer.id, DIGEST, tomorrow, None, {"user": 7}),
        store.replace_timer(timer.id, DIGEST, tomorrow, None, {"user": 7}),
    )
    assert sorted(results) == [False, True]
    assert await pending(store, 7) == [(DIGEST, tomorrow)]


async def test_choices_set_move_and_stop_the_digest(store: Store) -> None:
    service = TableService(store)
    notices = service.notices
    assert not await notices.uses_digest(7)
    assert await notices.schedule_digest(7, NOW) is None
    assert await pending(store, 7) == []

    await set_notify_mode(store, 7, 1, None, "digest")  # on a server: 18:00 UTC by default
    timer = await notices.schedule_digest(7, NOW)
    assert timer is not None and timer.due_at == NOW.replace(hour=18)
    # A new time and zone (Taipei, UTC+8) moves it; quiet hours around it delay it.
    await store.set_setting(DIGEST_AT, 7, (21 * 60, "Asia/Taipei"))
    timer = await notices.schedule_digest(7, NOW)
    assert timer is not None and timer.due_at == NOW.replace(hour=13)
    await store.set_setting(QUIET_HOURS, 7, (20 * 60, 22 * 60, "Asia/Taipei"))
    timer = await notices.schedule_digest(7, NOW)
    assert timer is not None and timer.due_at == NOW.replace(hour=14)
    assert len(await pending(store, 7)) == 1

    await set_notify_mode(store, 7, 1, None, "mention")
    assert await notices.schedule_digest(7, NOW) is None
    assert await pending(store, 7) == []

    # A game's override counts while the member sits in that running game.
    game = await game_with(store, 10, [7])
    await set_notify_mode(store, 7, 1, game, "digest")
    assert await notices.uses_digest(7)
    assert await store.end_game(game, "done")
    assert not await notices.uses_digest(7)
    lobby = await game_with(store, 11, [7], start=False)  # an override set in the lobby
    await set_notify_mode(store, 7, 1, lobby, "digest")
    assert await notices.uses_digest(7)
    await set_notify_mode(store, 7, 1, lobby, None)
    assert not await notices.uses_digest(7)

    # So does following a game with the digest (not with the end's DM).
    await follow(store, 55, 7, "end")
    assert not await notices.uses_digest(7)
    await follow(store, 55, 7, "digest")
    assert await notices.uses_digest(7)
    await notices.unfollow(55, 7)
    assert not await notices.uses_digest(7)
