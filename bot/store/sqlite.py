"""The SQLite store: numbered migrations, games, seats, the action log, snapshots, settings, timers.

Every write is one transaction. An accepted action is appended together with the new snapshot
under a version check (``UPDATE ... WHERE version = expected``), so two simultaneous clicks can
never both apply and a crash loses nothing that was committed. One aiosqlite connection serves
the process's reads and the writes that need a read or a new row id inside them (creating a
game, seating a player, adding a timer); an asyncio lock keeps one coroutine's transaction from
interleaving with another's. Every other write (accepted actions first, the prompt message
remembered after each click, timers, settings) goes through :meth:`Store._write`, by default
to a group writer (:mod:`bot.store.group`): the writes of games moving at the same moment share
one transaction and one sync, each still atomic and under its own version check.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import weakref
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from functools import wraps
from importlib import resources
from pathlib import Path
from typing import Any, Protocol, TypeVar, cast

import aiosqlite

from bot.store.group import GroupWriter
from bot.store.rows import (
    ActionRow,
    ChannelBusyError,
    GameRow,
    LogEntry,
    Reminder,
    SchemaTooNewError,
    SeatRow,
    Shards,
    UndoneRow,
    VersionConflictError,
    dump_state,
)

Statement = tuple[str, tuple[Any, ...]]  # one SQL statement and its parameters
# A row read by column name or position: sqlite3.Row here, asyncpg.Record in the PostgreSQL
# store, which runs this module's statements (they are written in the SQL both speak).
Record = Any

# A full snapshot is kept after every SNAPSHOT_EVERY-th action (and the final one); the latest
# state always sits in games.state. Any earlier state is rebuilt from the nearest snapshot by
# replaying at most SNAPSHOT_EVERY - 1 logged actions (TableService.state_at).
SNAPSHOT_EVERY = 25


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


def timer_dict(row: Any) -> dict[str, Any]:
    """A timer as the dispatcher takes it (a row of either database)."""
    return {
        "id": row["id"],
        "game_id": row["game_id"],
        "kind": row["kind"],
        "due_at": datetime.fromisoformat(row["due_at"]),
        "payload": json.loads(row["payload"]),
    }


def _action_row(row: Record) -> ActionRow:
    return ActionRow(
        number=row["number"],
        seat=row["seat"],
        user_id=row["user_id"],
        action=json.loads(row["action"]),
        events=json.loads(row["events"]),
        created_at=row["created_at"],
        salt=row["salt"],
    )


def _replace_timer(game_id: int, timer: Reminder) -> list[Statement]:
    """Statements that cancel the game's pending timers of ``timer.kind`` and add ``timer``
    (none when its ``due_at`` is None)."""
    statements: list[Statement] = [
        (
            "UPDATE timers SET done = 1 WHERE game_id = ? AND kind = ? AND done = 0",
            (game_id, timer.kind),
        )
    ]
    if timer.due_at is not None:
        statements.append(
            (
                "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (?, ?, ?, ?)",
                (game_id, timer.kind, _timestamp(timer.due_at), dump_state(timer.payload)),
            )
        )
    return statements


# The first statement of a lobby write that reads the seats: a write that changes nothing, but
# takes the game's row lock on PostgreSQL, so two processes seat players one after the other
# (SQLite's BEGIN IMMEDIATE already lets one writer in at a time).
LOCK_GAME = "UPDATE games SET updated_at = updated_at WHERE id = ?"


def _moment(text: str | None) -> datetime | None:
    return None if text is None else datetime.fromisoformat(text)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _timestamp(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="seconds")


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


Write = TypeVar("Write", bound=Callable[..., Coroutine[Any, Any, Any]])


class GameListener(Protocol):
    """Told the id of every game whose row or seats a write touched (a service's cache)."""

    def changed(self, game_id: int) -> None: ...


def _reports_game(method: Write) -> Write:
    """Tell the listeners about the game (the method's first argument) once the write is
    over, even if it failed: a listener only ever forgets what it knew, so a needless report
    costs a reload and a missing one a stale game."""

    @wraps(method)
    async def write(self: Store, game_id: int, *args: Any, **kwargs: Any) -> Any:
        try:
            return await method(self, game_id, *args, **kwargs)
        finally:
            for listener in list(self._listeners):
                listener.changed(game_id)

    return cast(Write, write)


class Transaction(Protocol):
    """One open transaction of a store, for the writes that read inside them."""

    async def execute(self, sql: str, parameters: tuple[Any, ...] = ()) -> int:
        """Run one statement; the number of rows it changed."""
        ...

    async def fetch(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[Record]:
        """Run one statement (a query, or a write with RETURNING); its rows."""
        ...

    async def execute_many(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        """Run one statement once per row of parameters (copying a database)."""
        ...


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


class Store:
    """All database access. Open with :meth:`open`; close with :meth:`close`.

    The statements are portable SQL (SQLite's and PostgreSQL's common ground, ``?`` for a
    parameter); only how they run is SQLite's: ``_write``, ``_rows``, ``_transaction``, the
    migrations and the life cycle, which :class:`bot.store.postgres.PostgresStore` replaces.
    """

    # What a broken constraint raises (a second active game in a channel, a player seated
    # twice, a seat in a game that does not exist).
    _duplicate: tuple[type[Exception], ...] = (sqlite3.IntegrityError,)

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._db = connection
        self._lock = asyncio.Lock()
        self._writer: GroupWriter | None = None  # None: each action commits on its own
        # Held weakly: a service dropped by its owner stops listening on its own.
        self._listeners: weakref.WeakSet[GameListener] = weakref.WeakSet()

    def listen(self, listener: GameListener) -> None:
        """Report every later write that touches a game's row or seats to ``listener``."""
        self._listeners.add(listener)

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

    async def _row(self, sql: str, parameters: tuple[Any, ...] = ()) -> Record | None:
        rows = await self._rows(sql, parameters)
        return rows[0] if rows else None

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

    # -- games --------------------------------------------------------------------------

    @staticmethod
    def _game(row: Record) -> GameRow:
        return GameRow(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            kind=row["kind"],
            status=row["status"],
            options=json.loads(row["options"]),
            secret=row["secret"],
            version=row["version"],
            state=json.loads(row["state"]) if row["state"] else None,
            state_text=row["state"],
            created_by=row["created_by"],
            lobby_message_id=row["lobby_message_id"],
            end_reason=row["end_reason"],
            secret_salt=row["secret_salt"],
        )

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        kind: str,
        options: dict[str, Any],
        secret: str,
        created_by: int,
        secret_salt: str | None = None,
    ) -> GameRow:
        now = _now()
        try:
            async with self._transaction() as tx:
                (row,) = await tx.fetch(
                    "INSERT INTO games (guild_id, channel_id, kind, status, options, seed, secret,"
                    " secret_salt, created_by, created_at, updated_at)"
                    " VALUES (?, ?, ?, 'lobby', ?, 0, ?, ?, ?, ?, ?) RETURNING id",
                    (
                        guild_id,
                        channel_id,
                        kind,
                        dump_state(options),
                        secret,
                        secret_salt,
                        created_by,
                        now,
                        now,
                    ),
                )
                game_id = int(row[0])
        except self._duplicate as exc:
            raise ChannelBusyError(channel_id) from exc
        game = await self.game(game_id)
        assert game is not None
        return game

    async def game(self, game_id: int) -> GameRow | None:
        row = await self._row("SELECT * FROM games WHERE id = ?", (game_id,))
        return self._game(row) if row else None

    async def active_game(self, channel_id: int) -> GameRow | None:
        row = await self._row(
            "SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'running')",
            (channel_id,),
        )
        return self._game(row) if row else None

    async def active_games(self, guild_id: int) -> list[GameRow]:
        rows = await self._rows(
            "SELECT * FROM games WHERE guild_id = ? AND status IN ('lobby', 'running') ORDER BY id",
            (guild_id,),
        )
        return [self._game(row) for row in rows]

    async def played_games(self, guild_id: int) -> list[GameRow]:
        """The guild's games that were played to the end or ended after they started (for
        /game stats): finished ones, and those a moderator or abandonment ended with a state."""
        rows = await self._rows(
            "SELECT * FROM games WHERE guild_id = ? AND status IN ('finished', 'ended')"
            " AND state IS NOT NULL ORDER BY id",
            (guild_id,),
        )
        return [self._game(row) for row in rows]

    @_reports_game
    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._write(
            [("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))]
        )

    @_reports_game
    async def start_game(self, game_id: int, state: dict[str, Any]) -> None:
        """Move a lobby to running with its initial state (version 0, snapshot 0)."""
        text = dump_state(state)
        await self._write(
            [
                (
                    "UPDATE games SET status = 'running', state = ?, version = 0, updated_at = ?"
                    " WHERE id = ? AND status = 'lobby'",
                    (text, _now(), game_id),
                ),
                (
                    "INSERT INTO snapshots (game_id, number, state) VALUES (?, 0, ?)",
                    (game_id, text),
                ),
            ],
            guard=game_id,
        )

    @_reports_game
    async def append_action(
        self,
        game_id: int,
        *,
        expected_version: int,
        seat: int,
        user_id: int | None,
        action: dict[str, Any],
        events: list[dict[str, Any]],
        state: dict[str, Any],
        finished: bool,
        reminder: Reminder | None = None,
        state_text: str | None = None,
        timers: Sequence[Reminder] = (),
        salt: str | None = None,
        holder: int | None = None,
    ) -> int:
        """Append one accepted action with its snapshot; returns the new version. With a
        ``reminder`` the game's pending reminder is replaced in the same transaction, so a
        crash can never leave a move without its reminder or a reminder for an old move;
        ``timers`` replace the game's pending timers of their kinds (a deadline) the same way.
        ``salt``: a sealed move's commitment salt, stored with it (never lost in between).
        ``holder``: the player whose click made the move; the move is appended only while the
        seat is still theirs and not the autopilot's (else :class:`VersionConflictError`)."""
        number = expected_version + 1
        status = "finished" if finished else "running"
        text = state_text if state_text is not None else dump_state(state)
        now = _now()
        # The first statement is the version check: it must change exactly one row. A
        # player's move also needs the seat still theirs, not handed to someone else or to
        # the autopilot meanwhile: with several processes a kick or a /game replace may be
        # served by another process than the click (issue 16), so the store checks it.
        check = "UPDATE games SET version = ?, state = ?, status = ?, updated_at = ?"
        check += " WHERE id = ? AND version = ? AND status = 'running'"
        parameters: tuple[Any, ...] = (number, text, status, now, game_id, expected_version)
        if holder is not None:
            check += (
                " AND EXISTS (SELECT 1 FROM seats WHERE seats.game_id = games.id"
                " AND seats.seat = ? AND seats.user_id = ? AND seats.autopilot = 0)"
            )
            parameters += (seat, holder)
        statements: list[Statement] = [
            (check, parameters),
            (
                "INSERT INTO actions (game_id, number, seat, user_id, action, events, created_at,"
                " salt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, number, seat, user_id, dump_state(action), dump_state(events), now, salt),
            ),
        ]
        if finished or number % SNAPSHOT_EVERY == 0:
            statements.append(
                (
                    "INSERT INTO snapshots (game_id, number, state) VALUES (?, ?, ?)",
                    (game_id, number, text),
                )
            )
        for timer in ([reminder] if reminder is not None else []) + list(timers):
            statements += _replace_timer(game_id, timer)
        await self._write(statements, guard=game_id)
        return number

    @_reports_game
    async def end_game(self, game_id: int, reason: str, status: str = "ended") -> bool:
        (changed,) = await self._write(
            [
                (
                    "UPDATE games SET status = ?, end_reason = ?, updated_at = ?"
                    " WHERE id = ? AND status IN ('lobby', 'running')",
                    (status, reason, _now(), game_id),
                )
            ]
        )
        return changed == 1

    async def actions(self, game_id: int, *, last: int | None = None) -> list[ActionRow]:
        """The action log in order; ``last`` keeps only the most recent entries."""
        if last is None:
            rows = await self._rows(
                "SELECT * FROM actions WHERE game_id = ? ORDER BY number", (game_id,)
            )
        else:
            rows = await self._rows(
                "SELECT * FROM (SELECT * FROM actions WHERE game_id = ?"
                " ORDER BY number DESC LIMIT ?) AS latest ORDER BY number",
                (game_id, last),
            )
        return [_action_row(row) for row in rows]

    # -- the table's log (kicks, substitutes, pauses, undo...) --------------------------------

    async def add_log_entry(
        self,
        game_id: int,
        kind: str,
        user_id: int | None,
        payload: dict[str, Any] | None = None,
    ) -> None:
        """Append one entry to the game's table log, placed after the game's current move."""
        await self._write(
            [
                (
                    "INSERT INTO table_log (game_id, after_action, kind, user_id, payload,"
                    " created_at) SELECT id, version, ?, ?, ?, ? FROM games WHERE id = ?",
                    (kind, user_id, dump_state(payload or {}), _now(), game_id),
                )
            ]
        )

    async def log_entries(self, game_id: int, *, last: int | None = None) -> list[LogEntry]:
        """The game's table log in order; ``last`` keeps only the most recent entries."""
        if last is None:
            rows = await self._rows(
                "SELECT * FROM table_log WHERE game_id = ? ORDER BY id", (game_id,)
            )
        else:
            rows = await self._rows(
                "SELECT * FROM (SELECT * FROM table_log WHERE game_id = ?"
                " ORDER BY id DESC LIMIT ?) AS latest ORDER BY id",
                (game_id, last),
            )
        return [
            LogEntry(
                id=row["id"],
                after_action=row["after_action"],
                kind=row["kind"],
                user_id=row["user_id"],
                payload=json.loads(row["payload"]),
                created_at=row["created_at"],
            )
            for row in rows
        ]

    @_reports_game
    async def take_back(
        self,
        game_id: int,
        *,
        expected_version: int,
        to: int,
        how: str,
        user_id: int | None,
        state: dict[str, Any],
        reminder: Reminder | None = None,
        payload: dict[str, Any] | None = None,
        state_text: str | None = None,
        timers: Sequence[Reminder] = (),
    ) -> None:
        """Take back the moves after ``to`` (an undo or a rollback) in one transaction under
        the version check: they move from ``actions`` to ``undone_actions`` (never deleted),
        the game's state and version go back to ``state`` and ``to``, later snapshots (a
        cache) go, the reminder and ``timers`` (a deadline, a cancelled abandonment) are
        replaced as after a move, and the table log gets an
        "undone" or "rolled_back" entry placed after the last move taken back."""
        if how not in ("undo", "rollback") or not 0 <= to < expected_version:
            raise ValueError(f"cannot take back to {to} from {expected_version} by {how!r}")
        text = state_text if state_text is not None else dump_state(state)
        now = _now()
        kind = "undone" if how == "undo" else "rolled_back"
        details = {"from": expected_version, "to": to, **(payload or {})}
        statements: list[Statement] = [
            (
                "UPDATE games SET version = ?, state = ?, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'running'",
                (to, text, now, game_id, expected_version),
            ),
            (
                "INSERT INTO table_log (game_id, after_action, kind, user_id, payload, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, expected_version, kind, user_id, dump_state(details), now),
            ),
            (
                "INSERT INTO undone_actions (game_id, number, seat, user_id, action, events,"
                " created_at, salt, undone_at, undone_by, how, undo_entry)"
                " SELECT game_id, number, seat, user_id, action, events, created_at, salt, ?, ?, ?,"
                " (SELECT MAX(id) FROM table_log WHERE game_id = ?)"
                " FROM actions WHERE game_id = ? AND number > ?",
                (now, user_id, how, game_id, game_id, to),
            ),
            ("DELETE FROM actions WHERE game_id = ? AND number > ?", (game_id, to)),
            ("DELETE FROM snapshots WHERE game_id = ? AND number > ?", (game_id, to)),
        ]
        for timer in ([reminder] if reminder is not None else []) + list(timers):
            statements += _replace_timer(game_id, timer)
        await self._write(statements, guard=game_id)

    async def undone_actions(self, game_id: int) -> list[UndoneRow]:
        """Every move taken back in the game, in the order they were taken back."""
        rows = await self._rows(
            "SELECT * FROM undone_actions WHERE game_id = ? ORDER BY undo_entry, number",
            (game_id,),
        )
        return [
            UndoneRow(
                action=_action_row(row),
                undone_at=row["undone_at"],
                undone_by=row["undone_by"],
                how=row["how"],
                undo_entry=row["undo_entry"],
            )
            for row in rows
        ]

    async def nearest_snapshot(
        self, game_id: int, number: int
    ) -> tuple[int, dict[str, Any]] | None:
        """The latest stored snapshot taken after at most ``number`` actions."""
        row = await self._row(
            "SELECT number, state FROM snapshots WHERE game_id = ? AND number <= ?"
            " ORDER BY number DESC LIMIT 1",
            (game_id, number),
        )
        return (row["number"], json.loads(row["state"])) if row else None

    async def actions_between(self, game_id: int, first: int, last: int) -> list[ActionRow]:
        """Logged actions ``first``..``last`` (inclusive), in order."""
        rows = await self._rows(
            "SELECT * FROM actions WHERE game_id = ? AND number BETWEEN ? AND ? ORDER BY number",
            (game_id, first, last),
        )
        return [_action_row(row) for row in rows]

    async def last_action_of(self, game_id: int, seat: int) -> int:
        """The number of the seat's latest logged action, 0 when it has none."""
        row = await self._row(
            "SELECT MAX(number) AS number FROM actions WHERE game_id = ? AND seat = ?",
            (game_id, seat),
        )
        return int(row["number"]) if row is not None and row["number"] is not None else 0

    async def snapshot(self, game_id: int, number: int) -> dict[str, Any] | None:
        row = await self._row(
            "SELECT state FROM snapshots WHERE game_id = ? AND number = ?", (game_id, number)
        )
        return json.loads(row["state"]) if row else None

    # -- seats ---------------------------------------------------------------------------

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._rows("SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
        return [
            SeatRow(
                seat=row["seat"],
                user_id=row["user_id"],
                display_name=row["display_name"],
                locale=row["locale"],
                autopilot=bool(row["autopilot"]),
                prompt_channel_id=row["prompt_channel_id"],
                prompt_message_id=row["prompt_message_id"],
                prompt_stamp=row["prompt_stamp"],
            )
            for row in rows
        ]

    @_reports_game
    async def add_seat(
        self, game_id: int, user_id: int, display_name: str, locale: str | None
    ) -> bool:
        """Seat a player in a lobby; False when already seated."""
        try:
            async with self._transaction() as tx:
                await tx.execute(LOCK_GAME, (game_id,))
                (row,) = await tx.fetch(
                    "SELECT COALESCE(MAX(seat) + 1, 0) FROM seats WHERE game_id = ?", (game_id,)
                )
                (seat,) = row  # an aggregate always returns a row
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, user_id, display_name, locale)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (game_id, seat, user_id, display_name, locale),
                )
        except self._duplicate:
            return False
        return True

    @_reports_game
    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Unseat a player from a lobby and close the gap so seats stay 0..n-1."""
        async with self._transaction() as tx:
            await tx.execute(LOCK_GAME, (game_id,))
            removed = await tx.execute(
                "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            if removed != 1:
                return False
            rows = await tx.fetch(
                "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
            )
            remaining = [row[0] for row in rows]
            # Two passes so the primary key never collides while renumbering.
            for index, uid in enumerate(remaining):
                await tx.execute(
                    "UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?",
                    (-1 - index, game_id, uid),
                )
            await tx.execute("UPDATE seats SET seat = -1 - seat WHERE game_id = ?", (game_id,))
        return True

    @_reports_game
    async def reorder_seats(self, game_id: int, user_ids: list[int]) -> None:
        """Give seats 0..n-1 in the order of ``user_ids`` (used at start: random seating)."""
        statements: list[Statement] = [
            ("UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?", (-1 - i, game_id, uid))
            for i, uid in enumerate(user_ids)
        ]
        statements.append(("UPDATE seats SET seat = -1 - seat WHERE game_id = ?", (game_id,)))
        await self._write(statements)

    @_reports_game
    async def set_autopilot(self, game_id: int, seat: int, on: bool) -> None:
        await self._write(
            [
                (
                    "UPDATE seats SET autopilot = ? WHERE game_id = ? AND seat = ?",
                    (int(on), game_id, seat),
                )
            ]
        )

    @_reports_game
    async def replace_seat(
        self,
        game_id: int,
        seat: int,
        *,
        old_user_id: int,
        user_id: int,
        display_name: str,
        locale: str | None,
        by: int | None,
    ) -> None:
        """Give a running game's seat to another member (``/game replace``): its user, name and
        locale change, the autopilot lets go of it, the remembered DM (the former holder's) is
        forgotten, and a "replaced" table log entry says so, all in one write. Raises
        :class:`VersionConflictError` when ``old_user_id`` no longer holds the seat."""
        await self._write(
            [
                (
                    "UPDATE seats SET user_id = ?, display_name = ?, locale = ?, autopilot = 0,"
                    " prompt_channel_id = NULL, prompt_message_id = NULL, prompt_stamp = NULL"
                    " WHERE game_id = ? AND seat = ? AND user_id = ?",
                    (user_id, display_name, locale, game_id, seat, old_user_id),
                ),
                (
                    "INSERT INTO table_log (game_id, after_action, kind, user_id, payload,"
                    " created_at) SELECT id, version, 'replaced', ?, ?, ? FROM games WHERE id = ?",
                    (
                        by,
                        dump_state({"seat": seat, "old": old_user_id, "new": user_id}),
                        _now(),
                        game_id,
                    ),
                ),
            ],
            guard=game_id,
        )

    @_reports_game
    async def set_prompt_message(
        self,
        game_id: int,
        seat: int,
        channel_id: int | None,
        message_id: int | None,
        stamp: str | None,
    ) -> None:
        """Remember the DM holding a seat's controls (``stamp`` None: it holds none). Written
        after every click on a DM, so it shares the group commit with the actions."""
        await self._write(
            [
                (
                    "UPDATE seats SET prompt_channel_id = ?, prompt_message_id = ?,"
                    " prompt_stamp = ? WHERE game_id = ? AND seat = ?",
                    (channel_id, message_id, stamp, game_id, seat),
                )
            ]
        )

    # -- settings -------------------------------------------------------------------------

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        row = await self._row(
            "SELECT moderator_role_id, locale FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        )
        if row is None:
            return {"moderator_role_id": None, "locale": None}
        return {"moderator_role_id": row["moderator_role_id"], "locale": row["locale"]}

    async def stall_defaults(self, guild_id: int) -> dict[str, Any]:
        """The server's ``deadline_hours``, ``deadline_policy`` and ``flag_after`` (None: the
        built-in default)."""
        keys = ("deadline_hours", "deadline_policy", "flag_after")
        row = await self._row(
            "SELECT deadline_hours, deadline_policy, flag_after FROM guild_settings"
            " WHERE guild_id = ?",
            (guild_id,),
        )
        return dict.fromkeys(keys) if row is None else {key: row[key] for key in keys}

    async def set_stall_defaults(
        self, guild_id: int, hours: float | None, policy: str | None, flag_after: int | None
    ) -> None:
        """The server's defaults for stalled games (None: the built-in default)."""
        await self._write(
            [
                (
                    "INSERT INTO guild_settings (guild_id, deadline_hours, deadline_policy,"
                    " flag_after) VALUES (?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
                    " deadline_hours = excluded.deadline_hours,"
                    " deadline_policy = excluded.deadline_policy,"
                    " flag_after = excluded.flag_after",
                    (guild_id, hours, policy, flag_after),
                )
            ]
        )

    async def set_moderator_role(self, guild_id: int, role_id: int | None) -> None:
        await self._write(
            [
                (
                    "INSERT INTO guild_settings (guild_id, moderator_role_id) VALUES (?, ?)"
                    " ON CONFLICT (guild_id)"
                    " DO UPDATE SET moderator_role_id = excluded.moderator_role_id",
                    (guild_id, role_id),
                )
            ]
        )

    async def channel_locale(self, channel_id: int) -> str | None:
        row = await self._row(
            "SELECT locale FROM channel_settings WHERE channel_id = ?", (channel_id,)
        )
        return row["locale"] if row else None

    async def set_channel_locale(self, guild_id: int, channel_id: int, locale: str | None) -> None:
        await self._write(
            [
                (
                    "INSERT INTO channel_settings (channel_id, guild_id, locale) VALUES (?, ?, ?)"
                    " ON CONFLICT (channel_id) DO UPDATE SET locale = excluded.locale",
                    (channel_id, guild_id, locale),
                )
            ]
        )

    async def quiet_hours(self, user_ids: list[int]) -> dict[int, tuple[int, int, str]]:
        """The quiet hours (start minute, end minute, time zone) of those of ``user_ids``
        who set them."""
        if not user_ids:
            return {}
        marks = ", ".join("?" for _ in user_ids)
        rows = await self._rows(
            "SELECT user_id, quiet_start, quiet_end, time_zone FROM user_quiet_hours"
            f" WHERE user_id IN ({marks})",
            tuple(user_ids),
        )
        return {row[0]: (row[1], row[2], row[3]) for row in rows}

    async def set_quiet_hours(self, user_id: int, hours: tuple[int, int, str] | None) -> None:
        """Set a user's quiet hours (start minute, end minute, time zone); None clears them."""
        if hours is None:
            statement: Statement = ("DELETE FROM user_quiet_hours WHERE user_id = ?", (user_id,))
        else:
            statement = (
                "INSERT INTO user_quiet_hours (user_id, quiet_start, quiet_end, time_zone)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET"
                " quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,"
                " time_zone = excluded.time_zone",
                (user_id, *hours),
            )
        await self._write([statement])

    async def abandon_days(self, guild_id: int) -> int | None:
        """Days without a move after which a running game is ended (None: the default)."""
        row = await self._row(
            "SELECT abandon_days FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return None if row is None else row[0]

    async def set_abandon_days(self, guild_id: int, days: int | None) -> None:
        await self._write(
            [
                (
                    "INSERT INTO guild_settings (guild_id, abandon_days) VALUES (?, ?)"
                    " ON CONFLICT (guild_id) DO UPDATE SET abandon_days = excluded.abandon_days",
                    (guild_id, days),
                )
            ]
        )

    # -- timers ---------------------------------------------------------------------------

    async def add_timer(
        self, kind: str, due_at: datetime, game_id: int | None, payload: dict[str, Any]
    ) -> int:
        async with self._transaction() as tx:
            (row,) = await tx.fetch(
                "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (?, ?, ?, ?)"
                " RETURNING id",
                (game_id, kind, _timestamp(due_at), dump_state(payload)),
            )
            return int(row[0])

    async def replace_timer(
        self,
        timer_id: int,
        kind: str | None = None,
        due_at: datetime | None = None,
        game_id: int | None = None,
        payload: dict[str, Any] | None = None,
    ) -> bool:
        """Mark a due timer done and, with ``kind``, add the one that follows it, in one
        transaction: a restart between the two can neither lose the next timer nor fire this
        one twice. False (and nothing written) when the timer was already done."""
        statements: list[Statement] = [
            ("UPDATE timers SET done = 1 WHERE id = ? AND done = 0", (timer_id,))
        ]
        if kind is not None and due_at is not None:
            statements.append(
                (
                    "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (?, ?, ?, ?)",
                    (game_id, kind, _timestamp(due_at), dump_state(payload or {})),
                )
            )
        try:
            await self._write(statements, guard=timer_id)
        except VersionConflictError:
            return False
        return True

    async def next_timer(self, shards: Shards | None = None) -> dict[str, Any] | None:
        """The earliest timer not done whose game's server ``shards`` serves (None: every
        timer; a timer of no game is shard 0's), skipping claims whose lease still runs."""
        sql = (
            "SELECT timers.* FROM timers LEFT JOIN games ON games.id = timers.game_id"
            " WHERE timers.done = 0"
            " AND (timers.claimed_until IS NULL OR timers.claimed_until <= ?)"
        )
        parameters: list[Any] = [_now()]
        if shards is not None:
            # Discord's own rule: a server is on shard (id >> 22) % count.
            marks = ", ".join("?" * len(shards.ids))
            sql += f" AND ((COALESCE(games.guild_id, 0) >> 22) % ?) IN ({marks})"
            parameters += [shards.count, *sorted(shards.ids)]
        sql += " ORDER BY timers.due_at, timers.id LIMIT 1"
        row = await self._row(sql, tuple(parameters))
        if row is None:
            return None
        return timer_dict(row)

    async def claim_timer(
        self, timer_id: int, owner: str, lease_until: datetime, now: datetime
    ) -> bool:
        """Take the timer for ``owner`` until ``lease_until``; True for exactly one caller
        while it is not done and unclaimed or its lease expired. One UPDATE whose condition
        SQLite checks under its write lock, so two processes cannot both win."""
        counts = await self._write(
            [
                (
                    "UPDATE timers SET claimed_by = ?, claimed_until = ?"
                    " WHERE id = ? AND done = 0"
                    " AND (claimed_until IS NULL OR claimed_until <= ?)",
                    (owner, _timestamp(lease_until), timer_id, _timestamp(now)),
                )
            ]
        )
        return counts[0] == 1

    async def finish_timer(self, timer_id: int) -> None:
        await self._write([("UPDATE timers SET done = 1 WHERE id = ?", (timer_id,))])

    async def cancel_timers(self, game_id: int, kind: str) -> None:
        await self._write(
            [
                (
                    "UPDATE timers SET done = 1 WHERE game_id = ? AND kind = ? AND done = 0",
                    (game_id, kind),
                )
            ]
        )

    async def pending_timer(self, game_id: int, kind: str) -> dict[str, Any] | None:
        """The game's next pending timer of ``kind``, if any."""
        row = await self._row(
            "SELECT * FROM timers WHERE game_id = ? AND kind = ? AND done = 0"
            " ORDER BY due_at, id LIMIT 1",
            (game_id, kind),
        )
        if row is None:
            return None
        return timer_dict(row)

    async def reset_game_timer(self, game_id: int, timer: Reminder) -> None:
        """Cancel the game's pending timers of ``timer.kind`` and add ``timer``, atomically."""
        await self._write(_replace_timer(game_id, timer))

    # -- deadlines (issue 14) -------------------------------------------------------------

    async def deadline(self, game_id: int) -> dict[str, Any]:
        """The game's deadline: ``hours`` (None: none) and its pause (``paused_at``,
        ``paused_left`` seconds, ``pause_note``; all None while it runs)."""
        row = await self._row("SELECT * FROM game_deadlines WHERE game_id = ?", (game_id,))
        if row is None:
            return {"hours": None, "paused_at": None, "paused_left": None, "pause_note": None}
        return {
            "hours": row["hours"],
            "paused_at": _moment(row["paused_at"]),
            "paused_left": row["paused_left"],
            "pause_note": row["pause_note"],
        }

    @_reports_game
    async def set_deadline(self, game_id: int, hours: float | None) -> None:
        await self._write(
            [
                (
                    "INSERT INTO game_deadlines (game_id, hours) VALUES (?, ?)"
                    " ON CONFLICT (game_id) DO UPDATE SET hours = excluded.hours",
                    (game_id, hours),
                )
            ]
        )

    @_reports_game
    async def set_pause(
        self,
        game_id: int,
        paused_at: datetime | None,
        left: float | None,
        note: str | None,
        timers: Sequence[Reminder] = (),
    ) -> None:
        """Pause (``paused_at``) or resume (None) the game's deadline, and replace its
        ``timers`` in the same transaction."""
        statements: list[Statement] = [
            (
                "INSERT INTO game_deadlines (game_id, paused_at, paused_left, pause_note)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET"
                " paused_at = excluded.paused_at, paused_left = excluded.paused_left,"
                " pause_note = excluded.pause_note",
                (game_id, None if paused_at is None else _timestamp(paused_at), left, note),
            )
        ]
        for timer in timers:
            statements += _replace_timer(game_id, timer)
        await self._write(statements)

    async def seat_deadlines(self, game_id: int) -> dict[int, dict[str, Any]]:
        """Each seat's missed deadlines in a row and vacation (seats never timed out and never
        on vacation are left out)."""
        rows = await self._rows("SELECT * FROM seat_deadlines WHERE game_id = ?", (game_id,))
        return {
            row["seat"]: {
                "timeouts": row["timeouts"],
                "vacation_until": _moment(row["vacation_until"]),
                "vacation_days": row["vacation_days"],
            }
            for row in rows
        }

    @_reports_game
    async def set_seat_deadline(
        self,
        game_id: int,
        seat: int,
        *,
        timeouts: int,
        vacation_until: datetime | None,
        vacation_days: int,
    ) -> None:
        until = None if vacation_until is None else _timestamp(vacation_until)
        await self._write(
            [
                (
                    "INSERT INTO seat_deadlines (game_id, seat, timeouts, vacation_until,"
                    " vacation_days) VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, seat)"
                    " DO UPDATE SET timeouts = excluded.timeouts,"
                    " vacation_until = excluded.vacation_until,"
                    " vacation_days = excluded.vacation_days",
                    (game_id, seat, timeouts, until, vacation_days),
                )
            ]
        )
