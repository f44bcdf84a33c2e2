"""The store: migrations, one active game per channel, the versioned action log."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from bot.store import ChannelBusyError, SchemaTooNewError, Store, VersionConflictError
from bot.store.sqlite import SNAPSHOT_EVERY, latest_schema, migrations
from tests.backends import BACKENDS, open_backend


@pytest.fixture(params=[*BACKENDS, "sqlite-commit-alone"])
async def store(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """Every store test holds on PostgreSQL and on SQLite, whether actions commit in groups
    (the default) or alone."""
    backend, _, alone = request.param.partition("-")
    async with open_backend(backend, tmp_path, group_commit=not alone) as opened:
        yield opened


async def test_migrations_from_empty_reach_the_latest_schema(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "a.db")
    try:
        assert await store.schema_version() == latest_schema()
        numbers = [number for number, _ in migrations()]
        assert numbers == list(range(1, len(numbers) + 1)), "migrations are numbered 1..n"
    finally:
        await store.close()
    # Opening again applies nothing and keeps the data.
    store = await Store.open(tmp_path / "a.db")
    try:
        assert await store.schema_version() == latest_schema()
    finally:
        await store.close()


async def test_every_older_schema_migrates_to_the_latest(tmp_path: Path) -> None:
    for stop in range(0, latest_schema()):
        path = tmp_path / f"old{stop}.db"
        async with aiosqlite.connect(path) as db:
            for number, script in migrations():
                if number > stop:
                    break
                await db.executescript(script)
            if stop:
                await db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                await db.execute("INSERT INTO schema_version VALUES (?)", (stop,))
            await db.commit()
        store = await Store.open(path)
        try:
            assert await store.schema_version() == latest_schema()
        finally:
            await store.close()


async def test_a_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    store = await Store.open(path)
    await store.close()
    async with aiosqlite.connect(path) as db:
        await db.execute("UPDATE schema_version SET version = ?", (latest_schema() + 1,))
        await db.commit()
    with pytest.raises(SchemaTooNewError):
        await Store.open(path)


async def test_one_active_game_per_channel(store: Store) -> None:
    first = await store.create_game(
        guild_id=1, channel_id=10, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    with pytest.raises(ChannelBusyError):
        await store.create_game(
            guild_id=1, channel_id=10, kind="suntzu", options={}, secret="seed:2", created_by=5
        )
    # Another channel (or a thread, which has its own id) is free.
    await store.create_game(
        guild_id=1, channel_id=11, kind="suntzu", options={}, secret="seed:3", created_by=5
    )
    # Once the first game ends the channel is free again.
    assert await store.end_game(first.id, "done")
    again = await store.create_game(
        guild_id=1, channel_id=10, kind="suntzu", options={}, secret="seed:4", created_by=5
    )
    assert (await store.active_game(10)).id == again.id
    assert [g.channel_id for g in await store.active_games(1)] == [11, 10]


async def test_seats_stay_numbered_without_gaps(store: Store) -> None:
    game = await store.create_game(
        guild_id=1, channel_id=10, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    for user in (100, 200, 300):
        assert await store.add_seat(game.id, user, f"u{user}", "en")
    assert not await store.add_seat(game.id, 200, "again", "en")
    assert await store.remove_seat(game.id, 200)
    seats = await store.seats(game.id)
    assert [(s.seat, s.user_id) for s in seats] == [(0, 100), (1, 300)]
    await store.reorder_seats(game.id, [300, 100])
    assert [(s.seat, s.user_id) for s in await store.seats(game.id)] == [(0, 300), (1, 100)]


async def test_actions_append_under_a_version_check(store: Store) -> None:
    game = await store.create_game(
        guild_id=1, channel_id=10, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    await store.start_game(game.id, {"n": 0})
    number = await store.append_action(
        game.id,
        expected_version=0,
        seat=0,
        user_id=7,
        action={"t": "a"},
        events=[],
        state={"n": 1},
        finished=False,
    )
    assert number == 1
    with pytest.raises(VersionConflictError):
        await store.append_action(
            game.id,
            expected_version=0,
            seat=1,
            user_id=8,
            action={"t": "b"},
            events=[],
            state={"n": 99},
            finished=False,
        )
    loaded = await store.game(game.id)
    assert loaded.version == 1 and loaded.state == {"n": 1}
    assert [a.action for a in await store.actions(game.id)] == [{"t": "a"}]
    assert await store.snapshot(game.id, 0) == {"n": 0}
    # snapshots are sparse: action 1's state lives in games.state, not in its own snapshot
    assert await store.snapshot(game.id, 1) is None
    assert await store.nearest_snapshot(game.id, 1) == (0, {"n": 0})


async def test_a_snapshot_is_kept_every_few_actions_and_at_the_end(store: Store) -> None:
    game = await store.create_game(
        guild_id=1, channel_id=10, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    await store.start_game(game.id, {"n": 0})
    last = 2 * SNAPSHOT_EVERY + 3
    for number in range(1, last + 1):
        await store.append_action(
            game.id,
            expected_version=number - 1,
            seat=0,
            user_id=7,
            action={"t": "a"},
            events=[],
            state={"n": number},
            finished=number == last,
        )
    kept = [n for n in range(last + 1) if await store.snapshot(game.id, n) is not None]
    assert kept == [0, SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY, last]
    assert await store.nearest_snapshot(game.id, SNAPSHOT_EVERY + 5) == (
        SNAPSHOT_EVERY,
        {"n": SNAPSHOT_EVERY},
    )
    between = await store.actions_between(game.id, 3, 5)
    assert [row.number for row in between] == [3, 4, 5]


async def test_a_seats_last_action_is_its_latest_logged_one(store: Store) -> None:
    game = await store.create_game(
        guild_id=1, channel_id=10, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    await store.start_game(game.id, {"n": 0})
    for number, seat in enumerate([0, 1, 1, 0, 1], start=1):
        await store.append_action(
            game.id,
            expected_version=number - 1,
            seat=seat,
            user_id=7,
            action={"t": "a"},
            events=[],
            state={"n": number},
            finished=False,
        )
    assert await store.last_action_of(game.id, 0) == 4
    assert await store.last_action_of(game.id, 1) == 5
    assert await store.last_action_of(game.id, 2) == 0  # never moved


async def test_simultaneous_appends_apply_once(store: Store) -> None:
    game = await store.create_game(
        guild_id=1, channel_id=10, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    await store.start_game(game.id, {"n": 0})

    async def attempt(seat: int) -> bool:
        try:
            await store.append_action(
                game.id,
                expected_version=0,
                seat=seat,
                user_id=seat,
                action={"t": "x"},
                events=[],
                state={"n": seat},
                finished=False,
            )
        except VersionConflictError:
            return False
        return True

    results = await asyncio.gather(*(attempt(seat) for seat in range(5)))
    assert sorted(results) == [False, False, False, False, True]
    assert len(await store.actions(game.id)) == 1


async def test_settings_and_timers(store: Store) -> None:
    from datetime import UTC, datetime, timedelta

    from bot.table.server_settings import CHANNEL_LOCALE, MODERATOR_ROLE, SERVER_LOCALE

    assert await store.get_setting(MODERATOR_ROLE, 1) is None
    assert await store.get_setting(SERVER_LOCALE, 1) is None
    await store.set_setting(MODERATOR_ROLE, 1, 42)
    assert await store.get_setting(MODERATOR_ROLE, 1) == 42
    await store.set_setting(CHANNEL_LOCALE, 10, "zh-TW")
    assert await store.get_setting(CHANNEL_LOCALE, 10) == "zh-TW"
    assert await store.get_setting(CHANNEL_LOCALE, 1) is None  # scopes do not mix
    soon = datetime.now(UTC) + timedelta(minutes=5)
    later = soon + timedelta(hours=1)
    await store.add_timer("reminder", later, None, {"x": 2})
    first = await store.add_timer("reminder", soon, None, {"x": 1})
    timer = await store.next_timer()
    assert timer.id == first and timer.payload == {"x": 1}
    await store.finish_timer(first)
    assert (await store.next_timer()).payload == {"x": 2}


async def test_a_crash_loses_nothing_committed(tmp_path: Path) -> None:
    """Committed actions survive the process dying without closing the store."""
    path = tmp_path / "crash.db"
    store = await Store.open(path)
    game = await store.create_game(
        guild_id=1, channel_id=10, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    await store.start_game(game.id, {"n": 0})
    await store.append_action(
        game.id,
        expected_version=0,
        seat=0,
        user_id=1,
        action={"t": "a"},
        events=[],
        state={"n": 1},
        finished=False,
    )
    # Simulate a crash: a second connection reads the file while the first is still open.
    reopened = await Store.open(path)
    try:
        loaded = await reopened.game(game.id)
        assert loaded.version == 1 and loaded.state == {"n": 1}
    finally:
        await reopened.close()
        await store.close()


async def test_the_table_log_places_each_entry_after_the_current_move(store: Store) -> None:
    game = await store.create_game(
        guild_id=1, channel_id=11, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    await store.start_game(game.id, {"n": 0})
    await store.add_log_entry(game.id, "paused", 5, {"reason": "holiday"})
    await store.append_action(
        game.id,
        expected_version=0,
        seat=0,
        user_id=7,
        action={"t": "a"},
        events=[],
        state={"n": 1},
        finished=False,
    )
    await store.add_log_entry(game.id, "kicked", None, {"seat": 1, "user_id": 8})
    entries = await store.log_entries(game.id)
    assert [(e.after_action, e.kind, e.user_id, e.payload) for e in entries] == [
        (0, "paused", 5, {"reason": "holiday"}),
        (1, "kicked", None, {"seat": 1, "user_id": 8}),
    ]
    assert [e.kind for e in await store.log_entries(game.id, last=1)] == ["kicked"]
    assert await store.log_entries(game.id + 1) == []


async def test_a_players_move_needs_the_seat_still_theirs(store: Store) -> None:
    """A click served while another process kicked or replaced its player (issue 16): the
    store appends a player's move only while the seat is theirs and not the autopilot's."""
    game = await store.create_game(
        guild_id=1, channel_id=10, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    for user in (100, 200):
        assert await store.add_seat(game.id, user, f"u{user}", "en")
    await store.start_game(game.id, {"n": 0})

    async def move(version: int, seat: int, holder: int | None) -> int:
        return await store.append_action(
            game.id,
            expected_version=version,
            seat=seat,
            user_id=holder,
            action={"t": "a", "by": holder},
            events=[],
            state={"n": version + 1},
            finished=False,
            holder=holder,
        )

    assert await move(0, 0, 100) == 1
    with pytest.raises(VersionConflictError):
        await move(1, 0, 200)  # seat 0 is not 200's
    await store.replace_seat(
        game.id, 0, old_user_id=100, user_id=300, display_name="u300", locale="en", by=5
    )
    with pytest.raises(VersionConflictError):
        await move(1, 0, 100)  # 100 held seat 0 until the replace
    assert await move(1, 0, 300) == 2
    await store.set_autopilot(game.id, 1, True)
    with pytest.raises(VersionConflictError):
        await move(2, 1, 200)  # kicked: the autopilot plays seat 1 now
    assert await move(2, 1, None) == 3  # the autopilot's own move
    assert [a.user_id for a in await store.actions(game.id)] == [100, 300, None]
    assert (await store.game(game.id)).version == 3
