"""Migration 9 moves every stored setting into the scoped settings table (issue 24).

A database is made the way the bot before the migration made it: only the migrations up to 8,
and the settings written with the statements that bot's store ran (one column per setting in
``guild_settings``, ``channel_settings`` and ``user_quiet_hours``). Opening it with today's
store migrates it; every value then reads back through the settings API, on both databases,
and the old tables are gone.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg
import pytest

from bot.store import PostgresStore, Store
from bot.store.dialect import numbered, to_postgres
from bot.store.settings import Setting, registered
from bot.store.sqlite import migrations
from bot.table.deadlines import DEADLINE_HOURS, DEADLINE_POLICY, FLAG_AFTER
from bot.table.nudges import ABANDON_DAYS, QUIET_HOURS
from bot.table.server_settings import CHANNEL_LOCALE, MODERATOR_ROLE, SERVER_LOCALE
from tests.backends import BACKENDS, postgres_schema

BEFORE = 8  # the schema the bot before the settings table wrote
BIG = 2**63 - 1  # a Discord id that needs all 64 bits
GUILD, OTHER, QUIET_GUILD = 1, BIG, 3
CHANNEL, RED = 10, 11
ANN, BOB, CAL = 100, 101, BIG - 1

# The writes of the store before migration 9, word for word (bot/store/sqlite.py at main).
OLD_WRITES: list[tuple[str, tuple[Any, ...]]] = [
    (
        "INSERT INTO guild_settings (guild_id, moderator_role_id) VALUES (?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET moderator_role_id = excluded.moderator_role_id",
        (GUILD, 42),
    ),
    (
        "INSERT INTO guild_settings (guild_id, deadline_hours, deadline_policy,"
        " flag_after) VALUES (?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
        " deadline_hours = excluded.deadline_hours,"
        " deadline_policy = excluded.deadline_policy,"
        " flag_after = excluded.flag_after",
        (GUILD, 36.5, "ping", 2),
    ),
    (
        "INSERT INTO guild_settings (guild_id, abandon_days) VALUES (?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET abandon_days = excluded.abandon_days",
        (GUILD, 0),  # 0: never, which must not read back as "not set"
    ),
    (
        "INSERT INTO guild_settings (guild_id, deadline_hours, deadline_policy,"
        " flag_after) VALUES (?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
        " deadline_hours = excluded.deadline_hours,"
        " deadline_policy = excluded.deadline_policy,"
        " flag_after = excluded.flag_after",
        (OTHER, 48.0, "autopilot", 5),  # a whole number of hours stays a float
    ),
    (
        "INSERT INTO guild_settings (guild_id, abandon_days) VALUES (?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET abandon_days = excluded.abandon_days",
        (QUIET_GUILD, 12),
    ),
    # the server's own locale: a column no command wrote, but a database may hold
    ("UPDATE guild_settings SET locale = ? WHERE guild_id = ?", ("zh-TW", QUIET_GUILD)),
    (
        "INSERT INTO channel_settings (channel_id, guild_id, locale) VALUES (?, ?, ?)"
        " ON CONFLICT (channel_id) DO UPDATE SET locale = excluded.locale",
        (CHANNEL, GUILD, "zh-CN"),
    ),
    (
        "INSERT INTO channel_settings (channel_id, guild_id, locale) VALUES (?, ?, ?)"
        " ON CONFLICT (channel_id) DO UPDATE SET locale = excluded.locale",
        (RED, GUILD, None),  # a language set, then cleared
    ),
    (
        "INSERT INTO user_quiet_hours (user_id, quiet_start, quiet_end, time_zone)"
        " VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET"
        " quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,"
        " time_zone = excluded.time_zone",
        (ANN, 22 * 60, 8 * 60, "Asia/Taipei"),
    ),
    (
        "INSERT INTO user_quiet_hours (user_id, quiet_start, quiet_end, time_zone)"
        " VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET"
        " quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,"
        " time_zone = excluded.time_zone",
        (CAL, 0, 1439, "America/Argentina/Buenos_Aires"),
    ),
]

# What each setting reads at each id once migrated (every other id: the default).
EXPECTED: dict[tuple[Setting[Any], int], Any] = {
    (MODERATOR_ROLE, GUILD): 42,
    (DEADLINE_HOURS, GUILD): 36.5,
    (DEADLINE_POLICY, GUILD): "ping",
    (FLAG_AFTER, GUILD): 2,
    (ABANDON_DAYS, GUILD): 0,
    (DEADLINE_HOURS, OTHER): 48.0,
    (DEADLINE_POLICY, OTHER): "autopilot",
    (FLAG_AFTER, OTHER): 5,
    (ABANDON_DAYS, QUIET_GUILD): 12,
    (SERVER_LOCALE, QUIET_GUILD): "zh-TW",
    (CHANNEL_LOCALE, CHANNEL): "zh-CN",
    (QUIET_HOURS, ANN): (22 * 60, 8 * 60, "Asia/Taipei"),
    (QUIET_HOURS, CAL): (0, 1439, "America/Argentina/Buenos_Aires"),
}
IDS = (GUILD, OTHER, QUIET_GUILD, CHANNEL, RED, ANN, BOB, CAL)
OLD_TABLES = ("guild_settings", "channel_settings", "user_quiet_hours")


@asynccontextmanager
async def old_database(backend: str, tmp_path: Path) -> AsyncIterator[Store]:
    """A database written by the bot before migration 9, then opened (and so migrated) by
    today's store."""
    scripts = [script for number, script in migrations() if number <= BEFORE]
    if backend == "sqlite":
        path = tmp_path / "old.db"
        async with aiosqlite.connect(path) as db:
            for script in scripts:
                await db.executescript(script)
            await db.executescript(
                "CREATE TABLE schema_version (version INTEGER NOT NULL);"
                f"INSERT INTO schema_version (version) VALUES ({BEFORE});"
            )
            for sql, parameters in OLD_WRITES:
                await db.execute(sql, parameters)
            await db.commit()
        store = await Store.open(path)
        try:
            yield store
        finally:
            await store.close()
        return
    async with postgres_schema() as url:
        connection = await asyncpg.connect(url)
        try:
            for script in scripts:
                await connection.execute(to_postgres(script))
            await connection.execute(
                "CREATE TABLE schema_version (version BIGINT NOT NULL);"
                f"INSERT INTO schema_version VALUES ({BEFORE})"
            )
            for sql, parameters in OLD_WRITES:
                await connection.execute(numbered(sql), *parameters)
        finally:
            await connection.close()
        postgres = await PostgresStore.open(url)
        try:
            yield postgres
        finally:
            await postgres.close()


@pytest.mark.parametrize("backend", BACKENDS)
async def test_every_setting_of_an_older_database_survives_the_migration(
    backend: str, tmp_path: Path
) -> None:
    async with old_database(backend, tmp_path) as store:
        assert await store.schema_version() > BEFORE
        for setting in registered():
            for scope_id in IDS:
                expected = EXPECTED.get((setting, scope_id), setting.default)
                found = await store.get_setting(setting, scope_id)
                assert found == expected, (setting.scope, setting.name, scope_id)
                assert type(found) is type(expected), (setting.name, scope_id)
        assert await store.get_settings(QUIET_HOURS, [ANN, BOB, CAL]) == {
            ANN: (22 * 60, 8 * 60, "Asia/Taipei"),
            CAL: (0, 1439, "America/Argentina/Buenos_Aires"),
        }
        rows = await store._rows("SELECT scope, scope_id, name, value FROM settings")
        assert len(rows) == len(EXPECTED), "nothing more was written (no NULLs, no defaults)"
        for row in rows:
            json.loads(row[3])  # every value moved is JSON
        for table in OLD_TABLES:
            with pytest.raises(Exception, match=table):
                await store._rows(f"SELECT 1 FROM {table}")
        # and the settings go on being written as usual
        await store.set_setting(ABANDON_DAYS, GUILD, 9)
        assert await store.get_setting(ABANDON_DAYS, GUILD) == 9


def test_every_declared_setting_is_named_once_per_scope() -> None:
    seen = [(setting.scope, setting.name) for setting in registered()]
    assert len(seen) == len(set(seen))
    assert {setting.name for setting in registered()} >= {
        "moderator_role",
        "locale",
        "deadline_hours",
        "deadline_policy",
        "flag_after",
        "abandon_days",
        "quiet_hours",
    }
