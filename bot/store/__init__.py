"""Persistence. :class:`GameStore` is what the table service needs; the SQLite store
(:class:`bot.store.sqlite.Store`, WAL through aiosqlite) is the zero-setup implementation, the
PostgreSQL store (:class:`bot.store.postgres.PostgresStore`, asyncpg) the one several processes
share. :func:`open_store` picks one from a ``DATABASE_URL``."""

from bot.store.postgres import PostgresStore
from bot.store.protocol import GameStore
from bot.store.rows import (
    ActionRow,
    ChannelBusyError,
    ForkSeat,
    GameRow,
    LogEntry,
    Reminder,
    ReplayEdit,
    SchemaTooNewError,
    SeatDeadline,
    SeatRow,
    Shards,
    Timer,
    TurnPost,
    UndoneRow,
    VersionConflictError,
    dump_state,
)
from bot.store.settings import Setting, register
from bot.store.sqlite import Store
from bot.store.url import is_postgres, sqlite_path


def _sqlite_is_a_game_store(store: Store) -> GameStore:
    """Never called: the type check in the test command fails here if the SQLite store stops
    satisfying the protocol."""
    return store


def _postgres_is_a_game_store(store: PostgresStore) -> GameStore:
    """Never called: the same check for the PostgreSQL store."""
    return store


async def open_store(database_url: str) -> Store:
    """Open (and migrate) the store ``database_url`` names: ``sqlite:///path/to/games.db``
    or ``postgresql://user:password@host:port/database`` (``postgres://`` too)."""
    if is_postgres(database_url):
        return await PostgresStore.open(database_url)
    return await Store.open(sqlite_path(database_url))


__all__ = [
    "ActionRow",
    "ChannelBusyError",
    "ForkSeat",
    "GameRow",
    "GameStore",
    "LogEntry",
    "PostgresStore",
    "Reminder",
    "ReplayEdit",
    "SchemaTooNewError",
    "SeatDeadline",
    "SeatRow",
    "Setting",
    "Shards",
    "Store",
    "Timer",
    "TurnPost",
    "UndoneRow",
    "VersionConflictError",
    "dump_state",
    "open_store",
    "register",
]
