"""The PostgreSQL store (asyncpg): the same contract, statements and migrations as SQLite's.

:class:`PostgresStore` inherits every method of :class:`bot.store.sqlite.Store`, whose
statements are written in the SQL both databases speak, and replaces only how they run: a pool
of connections in place of one file, each write a transaction of its own (PostgreSQL commits
many at once by itself, so there is no group writer), ``?`` numbered to ``$1, $2...`` on the
way, and the migrations translated to PostgreSQL's types (:func:`bot.store.dialect.to_postgres`).

Several processes may share one database. A version-checked ``UPDATE games ... WHERE
version = expected`` waits for the row lock of a concurrent writer and then finds the version
moved on, so of two processes appending action N exactly one succeeds; timers are taken with
``FOR UPDATE SKIP LOCKED`` (:meth:`PostgresStore.claim_timer`), so exactly one process fires
each; the migrations run under an advisory lock, so processes starting together migrate once.
"""

from __future__ import annotations

import weakref
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import asyncpg

from bot.store.base import Record, Statement, Transaction, _timestamp
from bot.store.dialect import numbered, to_postgres
from bot.store.rows import SchemaTooNewError, Shards, Timer, VersionConflictError
from bot.store.sqlite import Store, latest_schema, migrations
from bot.store.timers import timer_row

# pg_advisory_xact_lock's key for the migrations: any fixed number no other program uses.
MIGRATION_LOCK = 0x6761_6D65_7362_6F74  # "gamesbot"


def _changed(status: str) -> int:
    """The row count of a command tag ("UPDATE 1", "INSERT 0 1", "DELETE 3")."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class _PostgresTransaction:
    def __init__(self, connection: asyncpg.Connection) -> None:
        self._connection = connection

    async def execute(self, sql: str, parameters: tuple[Any, ...] = ()) -> int:
        return _changed(await self._connection.execute(numbered(sql), *parameters))

    async def fetch(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[Record]:
        return list(await self._connection.fetch(numbered(sql), *parameters))

    async def execute_many(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        await self._connection.executemany(numbered(sql), rows)


class PostgresStore(Store):
    """A store on a PostgreSQL database; open with :meth:`open` (a ``postgresql://`` URL)."""

    # Any broken constraint, like sqlite3.IntegrityError: unique, foreign key, check.
    _duplicate = (asyncpg.IntegrityConstraintViolationError,)

    def __init__(self, pool: asyncpg.Pool) -> None:  # not Store's: there is no SQLite file
        self._pool = pool
        self._writer = None  # every write is a transaction of its own (Store._write)
        self._listeners = weakref.WeakSet()

    @classmethod
    async def open(  # type: ignore[override]  # a URL and a pool size, not a file's options
        cls, url: str | Path, *, pool_size: int = 10
    ) -> PostgresStore:
        """Connect to the database at ``url`` (``postgresql://user:password@host:port/db``;
        extra query parameters such as ``?search_path=x`` are server settings) and apply the
        missing migrations."""
        pool = await asyncpg.create_pool(
            str(url), min_size=1, max_size=pool_size, reset=_keep_session
        )
        store = cls(pool)
        try:
            await store.migrate()
        except BaseException:
            await store.close()
            raise
        return store

    async def close(self) -> None:
        await self._pool.close()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Transaction]:
        async with self._pool.acquire() as connection, connection.transaction():
            yield _PostgresTransaction(connection)

    async def _write(self, statements: list[Statement], *, guard: int | None = None) -> list[int]:
        if len(statements) == 1:
            # One statement is atomic by itself: no BEGIN and COMMIT round trips around it.
            sql, parameters = statements[0]
            changed = _changed(await self._pool.execute(numbered(sql), *parameters))
            if guard is not None and changed != 1:
                raise VersionConflictError(guard)
            return [changed]
        return await super()._write(statements, guard=guard)

    async def _rows(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[Record]:
        return list(await self._pool.fetch(numbered(sql), *parameters))

    async def _batches(self, sql: str, size: int) -> AsyncIterator[list[Record]]:
        # A server-side cursor (it lives in a transaction): ``size`` rows per round trip.
        async with self._pool.acquire() as connection, connection.transaction():
            cursor = await connection.cursor(numbered(sql))
            while rows := await cursor.fetch(size):
                yield list(rows)

    # -- schema ---------------------------------------------------------------------------

    async def schema_version(self) -> int:
        async with self._pool.acquire() as connection:
            return await _schema_version(connection)

    async def migrate(self) -> int:
        """Apply the missing migrations in one transaction (PostgreSQL's DDL is
        transactional: a failed migration leaves the schema as it was); refuse a database
        newer than this code."""
        latest = latest_schema()
        async with self._pool.acquire() as connection, connection.transaction():
            await connection.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            current = await _schema_version(connection)
            if current > latest:
                raise SchemaTooNewError(
                    f"the database schema is version {current}, but this bot knows only up to "
                    f"{latest}: upgrade the bot before using this database"
                )
            if current == latest:
                return latest
            for number, script in migrations():
                if number > current:
                    await connection.execute(to_postgres(script))
            await connection.execute(
                "CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL);"
                "DELETE FROM schema_version;"
                f"INSERT INTO schema_version (version) VALUES ({latest});"
            )
        return latest

    async def reset_ids(self, tables: Sequence[str]) -> None:
        """Move each identity column's sequence past the largest id stored (after rows were
        copied in with their ids: :mod:`bot.store.copy`)."""
        async with self._pool.acquire() as connection:
            columns = await connection.fetch(
                "SELECT table_name, column_name FROM information_schema.columns"
                " WHERE table_schema = current_schema() AND is_identity = 'YES'"
            )
            for row in columns:
                table, column = row["table_name"], row["column_name"]
                if table not in tables:
                    continue
                # The next id is the largest + 1 (1 for an empty table); no sum that could
                # pass BIGINT's limit when the column holds Discord ids.
                await connection.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'),"
                    f" COALESCE(MAX({column}), 1), MAX({column}) IS NOT NULL) FROM {table}"
                )

    # -- timers shared between processes (issue 16) ----------------------------------------

    async def next_timer(self, shards: Shards | None = None) -> Timer | None:
        """The earliest timer not done, not claimed under a lease still running, of a game
        whose guild ``shards`` serves (None: any); a timer without a game is shard 0's."""
        sql = (
            "SELECT t.* FROM timers AS t LEFT JOIN games AS g ON g.id = t.game_id"
            " WHERE t.done = 0 AND (t.claimed_until IS NULL OR t.claimed_until <= $1)"
        )
        parameters: list[Any] = [_timestamp(datetime.now(UTC))]
        if shards is not None:
            sql += " AND COALESCE((g.guild_id >> 22) % $2, 0) = ANY($3::bigint[])"
            parameters += [shards.count, sorted(shards.ids)]
        row = await self._pool.fetchrow(sql + " ORDER BY t.due_at, t.id LIMIT 1", *parameters)
        if row is None:
            return None
        return timer_row(row)

    async def claim_timer(
        self, timer_id: int, owner: str, lease_until: datetime, now: datetime
    ) -> bool:
        """Take the timer for ``owner`` until ``lease_until``: True for exactly one caller,
        while it is not done and unclaimed or its lease ran out by ``now``. The row is locked
        with SKIP LOCKED, so a second process claiming it meanwhile gives up at once."""
        status = await self._pool.execute(
            "UPDATE timers SET claimed_by = $1, claimed_until = $2 WHERE id = ("
            " SELECT id FROM timers WHERE id = $3 AND done = 0"
            " AND (claimed_until IS NULL OR claimed_until <= $4) FOR UPDATE SKIP LOCKED)",
            owner,
            _timestamp(lease_until),
            timer_id,
            _timestamp(now),
        )
        return _changed(status) == 1


async def _keep_session(connection: asyncpg.Connection) -> None:
    """What a connection goes back to the pool with: as it is. asyncpg's default resets the
    session (one more round trip after every query); the store never changes a session's
    settings, listens or holds a session lock, and an open transaction is rolled back by the
    pool whatever this does."""


async def _schema_version(connection: asyncpg.Connection) -> int:
    if await connection.fetchval("SELECT to_regclass('schema_version')") is None:
        return 0
    version = await connection.fetchval("SELECT version FROM schema_version")
    return int(version) if version is not None else 0
