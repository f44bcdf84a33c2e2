"""Persistence. :class:`GameStore` is what the table service needs; the SQLite store
(:class:`bot.store.sqlite.Store`, WAL through aiosqlite) is the zero-setup implementation."""

from bot.store.protocol import GameStore
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
from bot.store.sqlite import Store


def _sqlite_is_a_game_store(store: Store) -> GameStore:
    """Never called: the type check in the test command fails here if the SQLite store stops
    satisfying the protocol."""
    return store


__all__ = [
    "ActionRow",
    "ChannelBusyError",
    "GameRow",
    "GameStore",
    "LogEntry",
    "Reminder",
    "SchemaTooNewError",
    "SeatRow",
    "Shards",
    "Store",
    "UndoneRow",
    "VersionConflictError",
    "dump_state",
]
