"""The SQLite store: the areas' statements (:mod:`bot.store.games`, :mod:`bot.store.packed_log`,
:mod:`bot.store.table_log`, :mod:`bot.store.takebacks`, :mod:`bot.store.seats`,
:mod:`bot.store.timers`, :mod:`bot.store.settings`...) run on one SQLite file, and the numbered
migrations.

One aiosqlite connection serves the process's reads and the writes that need a read or a new
row id inside them (creating a game, seating a player, adding a timer); an asyncio lock keeps
one coroutine's transaction from interleaving with another's. Every other write (accepted
actions first, the prompt message remembered after each click, timers, settings) goes through
:meth:`Store._write`, by default to a group writer (:mod:`bot.store.group`): the writes of games
moving at the same moment share one transaction and one sync, each still atomic and under its
own version check.
"""

from __future__ import annotations

import asyncio
import sqlite3
import weakref
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.base import GameListener, Record, Statement, StoreBase, Transaction
from bot.store.games import SNAPSHOT_EVERY, GameLog
from bot.store.group import GroupWriter
from bot.store.packed_log import PackedLog
from bot.store.replayedits import ReplayEdits
from bot.store.rows import SchemaTooNewError, VersionConflictError
from bot.store.seats import Seats
from bot.store.settings import Settings
from bot.store.table_log import TableLog
from bot.store.takebacks import TakeBacks
from bot.store.timers import Timers
from bot.store.turnposts import TurnPosts

# Kept importable from here: the tests and older scripts name them by this module.
__all__ = ["SNAPSHOT_EVERY", "Record", "Statement", "Store", "latest_schema", "migrations"]


def _prepare_files(database: Path) -> list[Path]:
    """Create the database's directory (0700) and file (0600) before SQLite does (0644);
    the database's files, its WAL and shared-memory files included."""
    try:
        database.parent.mkdir(mode=0o700, parents=True)
    except FileExistsError:
        pass  # an existing directory (a mounted volume) keeps the mode it was given
    else:
        database.parent.chmod(0o700)  # exactly 0700, whatever the umask
    database.touch(mode=0o600)
    return [database.with_name(database.name + end) for end in ("", "-wal", "-shm")]


def _make_private(files: list[Path]) -> None:
    """Tighten files an older version created readable by others."""
    for file in files:
        try:
            if file.exists():
                file.chmod(0o600)
        except PermissionError:
            pass  # another user's file: nothing this process can change


def migrations() -> list[tuple[int, str]]:
    """The numbered migration scripts shipped in bot/store/migrations, in order."""
    found = []
    for entry in resources.files("bot.store").joinpath("migrations").iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:3].isdigit():
            found.append((int(name[:3]), entry.read_text(encoding="utf-8")))
    return sorted(found)


def latest_schema() -> int:
    return migrations()[-1][0]


class _SqliteTransaction:
    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._db = connection

    async def execute(self, sql: str, parameters: tuple[Any, ...] = ()) -> int:
        cursor = await self._db.execute(sql, parameters)
        return cursor.rowcount

    async def fetch(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[Record]:
        return list(await self._db.execute_fetchall(sql, parameters))

    async def execute_many(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        await self._db.executemany(sql, rows)


class Store(
    GameLog,
    PackedLog,
    TableLog,
    TakeBacks,
    Seats,
    Timers,
    Settings,
    TurnPosts,
    ReplayEdits,
    StoreBase,
):
    """All database access. Open with :meth:`open`; close with :meth:`close`.

    The statements are the areas' (portable SQL, ``?`` for a parameter); only how they run is
    SQLite's: ``_write``, ``_rows``, ``_transaction``, the migrations and the life cycle,
    which :class:`bot.store.postgres.PostgresStore` replaces.
    """

    _duplicate: tuple[type[Exception], ...] = (sqlite3.IntegrityError,)

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._db = connection
        self._lock = asyncio.Lock()
        self._writer: GroupWriter | None = None  # None: each action commits on its own
        # Held weakly: a service dropped by its owner stops listening on its own.
        self._listeners: weakref.WeakSet[GameListener] = weakref.WeakSet()

    # -- life cycle -----------------------------------------------------------------------

    @classmethod
    async def open(
        cls, path: str | Path, *, synchronous: str = "FULL", group_commit: bool = True
    ) -> Store:
        """Open the database at ``path`` (created if missing) and apply the migrations.

        The files hold hidden hands and the games' secrets, so only the bot's user may read
        them: a directory created here is 0700, the database and its ``-wal`` and ``-shm``
        files are 0600 (existing ones are tightened). ``synchronous`` is FULL: in WAL mode
        every commit then syncs the log, so a move the bot confirmed survives a power cut;
        NORMAL (may lose the last commits, never corrupts) exists for the benchmark.

        ``group_commit`` lets the actions of games that move at the same moment share one
        transaction and one sync (:mod:`bot.store.group`); off, each action commits alone (the
        benchmark compares the two). An in-memory database has no file a second connection
        could share, so it always commits alone.
        """
        if synchronous not in ("FULL", "NORMAL"):
            raise ValueError(f"synchronous must be FULL or NORMAL, not {synchronous!r}")
        files: list[Path] = []
        if str(path) != ":memory:":
            files = await asyncio.to_thread(_prepare_files, Path(path))
        connection = await aiosqlite.connect(str(path), isolation_level=None)
        connection.row_factory = aiosqlite.Row
        await connection.execute("PRAGMA journal_mode = WAL")
        await connection.execute(f"PRAGMA synchronous = {synchronous}")
        await asyncio.to_thread(_make_private, files)
        await connection.execute("PRAGMA foreign_keys = ON")
        await connection.execute("PRAGMA busy_timeout = 5000")
        store = cls(connection)
        try:
            await store.migrate()
            if group_commit and files:
                # Opened after the migrations, so it never sees a half-made schema.
                writer = GroupWriter(str(path), synchronous, store._lock)
                store._writer = writer
                await writer.open()
        except BaseException:
            await store.close()
            raise
        return store

    async def close(self) -> None:
        try:
            if self._writer is not None:
                await self._writer.close()  # the queued actions first: callers await them
        finally:
            await self._db.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            else:
                await self._db.execute("COMMIT")

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Transaction]:
        """A transaction for a write that reads or needs a new row's id inside it."""
        async with self.transaction() as db:
            yield _SqliteTransaction(db)

    async def _write(self, statements: list[Statement], *, guard: int | None = None) -> list[int]:
        """Run ``statements`` as one atomic write; the number of rows each changed.

        ``guard``: a game id whose version (or status) check is the first statement: if it
        changes no row, the write is undone and :class:`VersionConflictError` raised. With
        group commit the write joins the next batch (its own savepoint, the batch's single
        commit), else it is a transaction of its own on the readers' connection.
        """
        if self._writer is not None:

            def run(connection: sqlite3.Connection) -> list[int]:
                # In the writer's thread, inside this write's savepoint: raising undoes it.
                counts = []
                for statement in statements:
                    counts.append(connection.execute(*statement).rowcount)
                    if guard is not None and counts[0] != 1:
                        raise VersionConflictError(guard)  # before the rest can even run
                return counts

            counts: list[int] = await self._writer.write(run)
            return counts
        async with self._transaction() as tx:
            counts = []
            for statement in statements:
                counts.append(await tx.execute(*statement))
                if guard is not None and counts[0] != 1:
                    raise VersionConflictError(guard)
            return counts

    async def _rows(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[Record]:
        """A query's rows, read to the end in one call on the connection's thread.

        Accepted actions are committed by the group writer on another connection. A SELECT
        left open on this one between two awaits (execute, then fetch) would hold its read
        snapshot, and every other coroutine's query on this connection would read that old
        snapshot too, missing actions already acknowledged. A statement read to its end in
        one call never leaves a snapshot open."""
        return list(await self._db.execute_fetchall(sql, parameters))

    async def _batches(self, sql: str, size: int) -> AsyncIterator[list[Record]]:
        """A query's rows, ``size`` at a time, so a whole table never has to fit in memory
        (copying a database: nothing else writes meanwhile, so the open read is harmless)."""
        async with self._db.execute(sql) as cursor:
            while rows := list(await cursor.fetchmany(size)):
                yield rows

    async def schema_version(self) -> int:
        row = await self._row(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
        )
        if row is None:
            return 0
        row = await self._row("SELECT version FROM schema_version")
        return int(row[0]) if row else 0

    async def migrate(self) -> int:
        """Apply the missing migrations; refuse a database newer than this code."""
        current = await self.schema_version()
        latest = latest_schema()
        if current > latest:
            raise SchemaTooNewError(
                f"the database schema is version {current}, but this bot knows only up to "
                f"{latest}: upgrade the bot before using this database"
            )
        for number, script in migrations():
            if number <= current:
                continue
            async with self._lock:
                # executescript commits first; run the script and the version bump in one go.
                await self._db.executescript(
                    "BEGIN IMMEDIATE;\n"
                    + script
                    + "\nCREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);"
                    + "\nDELETE FROM schema_version;"
                    + f"\nINSERT INTO schema_version (version) VALUES ({number});"
                    + "\nCOMMIT;"
                )
        return latest
