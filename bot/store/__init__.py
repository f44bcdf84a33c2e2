"""Persistence: SQLite through aiosqlite (WAL). See :class:`bot.store.sqlite.Store`."""

from bot.store.sqlite import (
    ActionRow,
    ChannelBusyError,
    GameRow,
    Reminder,
    SchemaTooNewError,
    SeatRow,
    Store,
    VersionConflictError,
)

__all__ = [
    "ActionRow",
    "ChannelBusyError",
    "GameRow",
    "Reminder",
    "SchemaTooNewError",
    "SeatRow",
    "Store",
    "VersionConflictError",
]
