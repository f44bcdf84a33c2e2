"""The store's timers (reminders, deadlines, abandonment: anything due at a moment) and the
deadlines of games and seats.

A timer is a row until it is done; several processes share them by claiming a due one under a
lease (``claim_timer``) before firing it, so each fires once.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from bot.store.base import Statement, StoreBase, _moment, _now, _reports_game, _timestamp
from bot.store.rows import (
    Reminder,
    SeatDeadline,
    Shards,
    Timer,
    VersionConflictError,
    dump_state,
)

# The partial unique index of members' pending timers (migration 011): an upsert names it by
# repeating its condition word for word.
MEMBER_PENDING = "done = 0 AND game_id IS NULL AND payload LIKE '{\"user\":%'"


def timer_row(row: Any) -> Timer:
    """A timer as the dispatcher takes it (a row of either database)."""
    return Timer(
        id=row["id"],
        game_id=row["game_id"],
        kind=row["kind"],
        due_at=datetime.fromisoformat(row["due_at"]),
        payload=json.loads(row["payload"]),
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


def _seat_deadline(game_id: int, row: SeatDeadline) -> Statement:
    """The statement that writes a seat's deadline row (its late count and vacation)."""
    until = None if row.vacation_until is None else _timestamp(row.vacation_until)
    return (
        "INSERT INTO seat_deadlines (game_id, seat, timeouts, vacation_until,"
        " vacation_days) VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, seat)"
        " DO UPDATE SET timeouts = excluded.timeouts,"
        " vacation_until = excluded.vacation_until,"
        " vacation_days = excluded.vacation_days",
        (game_id, row.seat, row.timeouts, until, row.vacation_days),
    )


class Timers(StoreBase):
    """Timers, and the deadline settings and pauses of games and seats."""

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

    async def replace_member_timer(
        self, kind: str, user_id: int, due_at: datetime | None
    ) -> Timer | None:
        """Make the member's one pending timer of ``kind`` (a timer of no game, payload
        ``{"user": user_id}``) due at ``due_at``, or none (None): its pending one is done and
        the new one added in one write. A unique index keeps it one: of two writers at once
        (two processes), the later insert finds the earlier one's timer and moves it to its
        own ``due_at`` instead (the last writer wins, as it would one after the other)."""
        payload = dump_state({"user": user_id})
        statements: list[Statement] = [
            (
                "UPDATE timers SET done = 1"
                " WHERE game_id IS NULL AND kind = ? AND payload = ? AND done = 0",
                (kind, payload),
            )
        ]
        if due_at is not None:
            statements.append(
                (
                    "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (NULL, ?, ?, ?)"
                    " ON CONFLICT (kind, payload)"
                    f" WHERE {MEMBER_PENDING}"
                    " DO UPDATE SET due_at = excluded.due_at",
                    (kind, _timestamp(due_at), payload),
                )
            )
        await self._write(statements)
        return await self.member_timer(kind, user_id)

    async def member_timer(self, kind: str, user_id: int) -> Timer | None:
        """The member's pending timer of ``kind``, if any."""
        row = await self._row(
            "SELECT * FROM timers WHERE game_id IS NULL AND kind = ? AND payload = ? AND done = 0",
            (kind, dump_state({"user": user_id})),
        )
        return None if row is None else timer_row(row)

    async def next_timer(self, shards: Shards | None = None) -> Timer | None:
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
        return timer_row(row)

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

    async def claim_owners(self) -> list[str]:
        """Who holds the claims of the timers not done (their leases may have run out)."""
        rows = await self._rows(
            "SELECT DISTINCT claimed_by FROM timers WHERE done = 0 AND claimed_by IS NOT NULL"
        )
        return sorted(row["claimed_by"] for row in rows)

    async def release_claims(self, owners: Sequence[str]) -> int:
        """Give back the claims of ``owners``, processes known to be over: their timers are
        anybody's at once instead of when the leases run out. How many were given back."""
        if not owners:
            return 0
        marks = ", ".join("?" * len(owners))
        (released,) = await self._write(
            [
                (
                    "UPDATE timers SET claimed_by = NULL, claimed_until = NULL"
                    f" WHERE done = 0 AND claimed_by IN ({marks})",
                    tuple(owners),
                )
            ]
        )
        return released

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

    async def pending_timer(self, game_id: int, kind: str) -> Timer | None:
        """The game's next pending timer of ``kind``, if any."""
        row = await self._row(
            "SELECT * FROM timers WHERE game_id = ? AND kind = ? AND done = 0"
            " ORDER BY due_at, id LIMIT 1",
            (game_id, kind),
        )
        if row is None:
            return None
        return timer_row(row)

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
        row = SeatDeadline(seat, timeouts, vacation_until, vacation_days)
        await self._write([_seat_deadline(game_id, row)])

    @_reports_game
    async def missed_deadline(
        self,
        game_id: int,
        timer_id: int,
        late: Sequence[SeatDeadline],
        timers: Sequence[Reminder],
    ) -> bool:
        """A deadline that moved nobody (its policy reminds): mark the timer done, count the
        ``late`` seats and replace the game's ``timers`` (the deadline again, the notice to
        send) in one write, so a stop can neither count a seat twice nor lose the notice.
        False, and nothing written, when the timer was done already."""
        statements: list[Statement] = [
            ("UPDATE timers SET done = 1 WHERE id = ? AND done = 0", (timer_id,))
        ]
        statements += [_seat_deadline(game_id, row) for row in late]
        for timer in timers:
            statements += _replace_timer(game_id, timer)
        try:
            await self._write(statements, guard=timer_id)
        except VersionConflictError:
            return False
        return True
