"""``python -m bot migrate-db``: a SQLite database with played games copied into PostgreSQL,
where the games go on; a destination that already holds rows is refused."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.store import PostgresStore, Store, copy
from bot.store.copy import tables
from bot.store.settings import registered
from bot.table import TableService
from bot.table.deadlines import DEADLINE_HOURS, DEADLINE_POLICY, FLAG_AFTER
from bot.table.nudges import QUIET_HOURS
from bot.table.server_settings import CHANNEL_LOCALE, MODERATOR_ROLE
from tests.backends import postgres_schema
from tests.platform.test_service import play_out

ROOT = Path(__file__).resolve().parents[2]
GUILD, MOD = 1, 99


def migrate_db(source: str, destination: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "bot", "migrate-db", source, destination],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


async def new_game(service: TableService, channel: int, players: int) -> int:
    await service.create(
        guild_id=GUILD, channel_id=channel, kind="highcard", user_id=MOD, moderator=True, seed=7
    )
    for user in range(1, players + 1):
        await service.join(channel, user, f"P{user}", "zh-TW")
    return (await service.start(channel, MOD, moderator=True)).table.id


async def snapshot_of(store: Store, game_ids: list[int]) -> dict[str, object]:
    """Everything the service reads about these games and the settings, to compare."""
    seen: dict[str, object] = {}
    for game_id in game_ids:
        seen[f"game {game_id}"] = await store.game(game_id)
        seen[f"seats {game_id}"] = await store.seats(game_id)
        seen[f"actions {game_id}"] = await store.actions(game_id)
        seen[f"log {game_id}"] = await store.log_entries(game_id)
        seen[f"snapshot {game_id}"] = await store.nearest_snapshot(game_id, 10**6)
        seen[f"reminder {game_id}"] = await store.pending_timer(game_id, "reminder")
    for setting in registered():  # every declared setting, at every id the test uses
        for scope_id in (GUILD, 2, 3, 20):
            seen[f"{setting.scope} {setting.name} {scope_id}"] = await store.get_setting(
                setting, scope_id
            )
    return seen


async def test_a_sqlite_database_moves_to_postgresql_and_its_games_go_on(
    highcard, tmp_path: Path
) -> None:
    sqlite = await Store.open(tmp_path / "games.db")
    service = TableService(sqlite, reminder_after=timedelta(hours=1))
    finished = await new_game(service, 10, 3)
    await play_out(service, finished)
    running = await new_game(service, 20, 2)
    first = await service.load_game(running)
    seat = sorted(first.waiting_humans())[0]
    await service.act(
        running, first.user_of(seat), {"t": "play", "c": first.state["hands"][seat][0]}
    )
    await sqlite.add_log_entry(running, "paused", MOD, {"reason": "holiday"})
    await sqlite.set_setting(MODERATOR_ROLE, GUILD, 42)
    await sqlite.set_settings(
        GUILD, {DEADLINE_HOURS: 36.5, DEADLINE_POLICY: "autoplay", FLAG_AFTER: 3}
    )
    await sqlite.set_setting(CHANNEL_LOCALE, 20, "zh-CN")
    await sqlite.set_setting(QUIET_HOURS, 2, (22 * 60, 7 * 60, "Asia/Taipei"))
    await sqlite.add_timer("sweep", datetime.now(UTC) + timedelta(days=1), None, {"n": 1})
    before = await snapshot_of(sqlite, [finished, running])
    await sqlite.close()

    async with postgres_schema() as url:
        done = migrate_db(f"sqlite:///{tmp_path / 'games.db'}", url)
        assert done.returncode == 0, done.stderr
        assert "games 2" in done.stdout and "actions " in done.stdout

        postgres = await PostgresStore.open(url)
        try:
            assert await snapshot_of(postgres, [finished, running]) == before
            # The running game goes on where it stood, and plays to its end.
            moved = TableService(postgres, reminder_after=timedelta(hours=1))
            await play_out(moved, running)
            ended = await moved.load_game(running)
            assert ended.game.status == "finished"
            assert await moved.replay(running) == ended.state
            # New rows continue after the copied ids.
            later = await new_game(moved, 30, 2)
            assert later == running + 1
            timer = await postgres.add_timer("sweep", datetime.now(UTC), None, {})
            assert timer > 1
        finally:
            await postgres.close()

        again = migrate_db(f"sqlite:///{tmp_path / 'games.db'}", url)
        assert again.returncode == 2
        assert "not empty" in again.stderr


async def test_every_table_of_the_schema_is_copied() -> None:
    """The copy's table list comes from the migrations, in an order that copies each row's
    references first: a table added by a later migration is copied without a change here."""
    names = tables()
    assert names[:2] == ["games", "seats"]
    for name in ("actions", "snapshots", "timers", "table_log", "undone_actions", "settings"):
        assert name in names
    for gone in ("guild_settings", "channel_settings", "user_quiet_hours"):
        assert gone not in names, "a table a migration dropped (its rows moved) is not copied"
    assert names.index("table_log") < names.index("undone_actions")
    assert "schema_version" not in names


async def test_a_copy_goes_batch_by_batch_and_back_again(
    highcard, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tables are read and written a batch at a time (here 3 rows), and any store copies into
    any other: SQLite to PostgreSQL and back to a new SQLite file gives the same games."""
    monkeypatch.setattr(copy, "BATCH", 3)
    first = await Store.open(tmp_path / "first.db")
    service = TableService(first)
    finished = [await new_game(service, channel, 3) for channel in (10, 11)]
    for game_id in finished:
        await play_out(service, game_id)
    before = await snapshot_of(first, finished)
    assert len(before[f"actions {finished[0]}"]) > 3  # type: ignore[arg-type]
    try:
        async with postgres_schema() as url:
            postgres = await PostgresStore.open(url)
            try:
                copied = await copy.copy_database(first, postgres)
                assert copied["seats"] == 6  # two batches of 3
                # A finished game's log and snapshots are packed (issue 29), copied as bytes.
                assert copied["actions"] == copied["snapshots"] == 0
                assert copied["action_chunks"] == 2
                assert await snapshot_of(postgres, finished) == before
                back = await Store.open(tmp_path / "back.db")
                try:
                    assert await copy.copy_database(postgres, back) == copied
                    assert await snapshot_of(back, finished) == before
                finally:
                    await back.close()
            finally:
                await postgres.close()
    finally:
        await first.close()
