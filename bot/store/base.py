"""What every area of the store shares: the statement and row types, the moments as stored,
the listeners told about changed games, and the four ways a statement runs.

Each area (games and their log, packed records, the table log, take-backs, seats, timers and
deadlines, settings...) is a mixin over :class:`StoreBase` holding only its statements,
written once in the SQL both databases speak.
:class:`bot.store.sqlite.Store` composes them with SQLite's way of running a statement, and
:class:`bot.store.postgres.PostgresStore` inherits all of it and replaces only that way.
"""

from __future__ import annotations

import weakref
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import AbstractAsyncContextManager
from datetime import UTC, datetime
from functools import wraps
from typing import Any, Protocol, TypeVar, cast

Statement = tuple[str, tuple[Any, ...]]  # one SQL statement and its parameters
# A row read by column name or position: sqlite3.Row in the SQLite store, asyncpg.Record in
# the PostgreSQL one; both run the same statements.
Record = Any


def _moment(text: str | None) -> datetime | None:
    return None if text is None else datetime.fromisoformat(text)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _timestamp(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="seconds")


class GameListener(Protocol):
    """Told the id of every game whose row or seats a write touched (a service's cache)."""

    def changed(self, game_id: int) -> None: ...


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


class StoreBase(ABC):
    """The execution every area's statements go through; a concrete store supplies it."""

    # What a broken constraint raises (a second active game in a channel, a player seated
    # twice, a seat in a game that does not exist).
    _duplicate: tuple[type[Exception], ...] = ()
    _listeners: weakref.WeakSet[GameListener]

    def listen(self, listener: GameListener) -> None:
        """Report every later write that touches a game's row or seats to ``listener``."""
        self._listeners.add(listener)

    @abstractmethod
    def _transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """A transaction for a write that reads or needs a new row's id inside it."""
        ...

    @abstractmethod
    async def _write(self, statements: list[Statement], *, guard: int | None = None) -> list[int]:
        """Run ``statements`` as one atomic write; the number of rows each changed. ``guard``:
        a game (or timer) id whose check is the first statement: if it changes no row, the
        write is undone and :class:`bot.store.rows.VersionConflictError` raised."""
        ...

    @abstractmethod
    async def _rows(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[Record]:
        """A query's rows, read to the end in one call."""
        ...

    async def _row(self, sql: str, parameters: tuple[Any, ...] = ()) -> Record | None:
        rows = await self._rows(sql, parameters)
        return rows[0] if rows else None

    @abstractmethod
    def _batches(self, sql: str, size: int) -> AsyncIterator[list[Record]]:
        """A query's rows, ``size`` at a time (copying a database)."""
        ...


Write = TypeVar("Write", bound=Callable[..., Coroutine[Any, Any, Any]])


def _reports_game(method: Write) -> Write:
    """Tell the listeners about the game (the method's first argument) once the write is
    over, even if it failed: a listener only ever forgets what it knew, so a needless report
    costs a reload and a missing one a stale game."""

    @wraps(method)
    async def write(self: StoreBase, game_id: int, *args: Any, **kwargs: Any) -> Any:
        try:
            return await method(self, game_id, *args, **kwargs)
        finally:
            for listener in list(self._listeners):
                listener.changed(game_id)

    return cast(Write, write)
