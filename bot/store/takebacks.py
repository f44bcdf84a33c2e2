"""The store's take-backs: an undo or a rollback moves the moves after a point from the action
log to ``undone_actions`` (kept, never deleted) under the game's version check.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.store.base import Statement, StoreBase, _now, _reports_game
from bot.store.rows import Reminder, UndoneRow, _action_row, dump_state
from bot.store.timers import _replace_timer


class TakeBacks(StoreBase):
    """The moves taken back, and taking them back."""

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
