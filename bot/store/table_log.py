"""The store's table log: what the table did around the moves (kicks, substitutes, pauses,
missed deadlines...), each entry placed after the game's move it followed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.store.base import Statement, StoreBase, _now
from bot.store.rows import LogEntry, VersionConflictError, dump_state


def _log_entry(
    game_id: int, kind: str, user_id: int | None, payload: dict[str, Any] | None
) -> Statement:
    """The statement that appends a table-log entry after the game's current move."""
    return (
        "INSERT INTO table_log (game_id, after_action, kind, user_id, payload,"
        " created_at) SELECT id, version, ?, ?, ?, ? FROM games WHERE id = ?",
        (kind, user_id, dump_state(payload or {}), _now(), game_id),
    )


class TableLog(StoreBase):
    """The table log's entries: appended alone or as a timer settles, and read back."""

    async def add_log_entry(
        self,
        game_id: int,
        kind: str,
        user_id: int | None,
        payload: dict[str, Any] | None = None,
    ) -> None:
        """Append one entry to the game's table log, placed after the game's current move."""
        await self._write([_log_entry(game_id, kind, user_id, payload)])

    async def settle_timer(
        self, timer_id: int, game_id: int, entries: Sequence[tuple[str, dict[str, Any]]]
    ) -> bool:
        """Mark a timer done and append ``entries`` (kind, payload; no user) to its game's
        table log in one write: True for exactly one caller, the one that then sends what
        the timer announces (a missed deadline's notice), so it is logged and sent once."""
        statements: list[Statement] = [
            ("UPDATE timers SET done = 1 WHERE id = ? AND done = 0", (timer_id,))
        ]
        statements += [_log_entry(game_id, kind, None, payload) for kind, payload in entries]
        try:
            await self._write(statements, guard=timer_id)
        except VersionConflictError:
            return False
        return True

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
