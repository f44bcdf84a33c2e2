"""The store's games and their action log: create, fork, start, end; append an accepted action
with its snapshot under a version check; read the log and its snapshots, in rows or packed.

Every write is one transaction. An accepted action is appended together with the new snapshot
under a version check (``UPDATE ... WHERE version = expected``), so two simultaneous clicks can
never both apply and a crash loses nothing that was committed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.store.base import Record, Statement, _now, _reports_game
from bot.store.packed_log import PackedLog
from bot.store.packing import pack_text, snapshot_state, unpack_chunk
from bot.store.rows import (
    ActionRow,
    ChannelBusyError,
    ForkSeat,
    GameRow,
    Reminder,
    SeatDeadline,
    _action_row,
    dump_state,
)
from bot.store.timers import _replace_timer, _seat_deadline

# A full snapshot is kept after every SNAPSHOT_EVERY-th action (and the final one); the latest
# state always sits in games.state. Any earlier state is rebuilt from the nearest snapshot by
# replaying at most SNAPSHOT_EVERY - 1 logged actions (TableService.state_at). Snapshots are
# stored compressed, and the log of a game that is over is packed into chunks (packing.py).
SNAPSHOT_EVERY = 25
_SNAPSHOT = "INSERT INTO snapshots (game_id, number, state, packed) VALUES (?, ?, '', ?)"


def _merged(*parts: list[ActionRow]) -> list[ActionRow]:
    """Actions read from the rows and from the chunks, once each, in order. The rows are read
    first: a game packed between the two reads then shows its actions in both, never in
    neither."""
    found = {action.number: action for part in parts for action in part}
    return [found[number] for number in sorted(found)]


class GameLog(PackedLog):
    """Games and their action log with its snapshots (a finished game's packed by
    :class:`PackedLog`)."""

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
            origin_game=row["origin_game"],
            origin_move=row["origin_move"],
            origin_board=row["origin_board"],
            origin_over=bool(row["origin_over"]),
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

    async def create_fork(
        self,
        *,
        origin: GameRow,
        move: int,
        board: str,
        channel_id: int,
        seats: Sequence[ForkSeat],
        state: dict[str, Any],
        secret: str,
        secret_salt: str,
        created_by: int,
        deadline_hours: float | None = None,
    ) -> GameRow:
        """A what-if game (issue 31) in ``channel_id``, running from ``state`` (its snapshot 0)
        with ``seats`` in order and its move deadline (None: none): the game, its seats, its
        start and its deadline in one transaction, so a crash leaves no fork half made."""
        now = _now()
        text = dump_state(state)
        try:
            async with self._transaction() as tx:
                (row,) = await tx.fetch(
                    "INSERT INTO games (guild_id, channel_id, kind, status, options, seed, secret,"
                    " secret_salt, created_by, created_at, updated_at, state, version,"
                    " origin_game, origin_move, origin_board, origin_over)"
                    " VALUES (?, ?, ?, 'running', ?, 0, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)"
                    " RETURNING id",
                    (
                        origin.guild_id,
                        channel_id,
                        origin.kind,
                        dump_state(origin.options),
                        secret,
                        secret_salt,
                        created_by,
                        now,
                        now,
                        text,
                        origin.id,
                        move,
                        board,
                        int(not origin.active),
                    ),
                )
                game_id = int(row[0])
                await tx.execute_many(
                    "INSERT INTO seats (game_id, seat, user_id, display_name, locale, autopilot,"
                    " level) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [
                        (
                            game_id,
                            number,
                            seat.user_id,
                            seat.display_name,
                            seat.locale,
                            int(seat.autopilot),
                            seat.level,
                        )
                        for number, seat in enumerate(seats)
                    ],
                )
                await tx.execute(_SNAPSHOT, (game_id, 0, pack_text(text)))
                if deadline_hours is not None:
                    await tx.execute(
                        "INSERT INTO game_deadlines (game_id, hours) VALUES (?, ?)",
                        (game_id, deadline_hours),
                    )
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

    async def channel_games(
        self, channel_id: int, limit: int = 25
    ) -> list[tuple[int, str, str, int]]:
        """The channel's started games, newest first, as (id, kind, status, version): what
        ``/game replay`` offers, without reading any game's state."""
        rows = await self._rows(
            "SELECT id, kind, status, version FROM games WHERE channel_id = ?"
            " AND state IS NOT NULL ORDER BY id DESC LIMIT ?",
            (channel_id, limit),
        )
        return [(row["id"], row["kind"], row["status"], row["version"]) for row in rows]

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
                (_SNAPSHOT, (game_id, 0, pack_text(text))),
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
        late: Sequence[SeatDeadline] = (),
    ) -> int:
        """Append one accepted action with its snapshot; returns the new version. With a
        ``reminder`` the game's pending reminder is replaced in the same transaction, so a
        crash can never leave a move without its reminder or a reminder for an old move;
        ``timers`` replace the game's pending timers of their kinds (a deadline) the same way.
        ``salt``: a sealed move's commitment salt, stored with it (never lost in between).
        ``holder``: the player whose click made the move; the move is appended only while the
        seat is still theirs and not the autopilot's (else :class:`VersionConflictError`).
        ``late``: seat deadline rows written with it (the bot's move for a seat that missed
        its deadline counts the seat late: a stop cannot keep the one and lose the other)."""
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
            statements.append((_SNAPSHOT, (game_id, number, pack_text(text))))
        for timer in ([reminder] if reminder is not None else []) + list(timers):
            statements += _replace_timer(game_id, timer)
        statements += [_seat_deadline(game_id, row) for row in late]
        await self._write(statements, guard=game_id)
        if finished:
            await self._pack_after_end(game_id)
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
        if changed == 1:
            await self._pack_after_end(game_id)
        return changed == 1

    async def actions(self, game_id: int, *, last: int | None = None) -> list[ActionRow]:
        """The action log in order; ``last`` keeps only the most recent entries. A game that
        is over has its log packed (:meth:`pack_log`), a running one in rows: both are read."""
        if last is None:
            rows = await self._rows(
                "SELECT * FROM actions WHERE game_id = ? ORDER BY number", (game_id,)
            )
            return _merged([_action_row(row) for row in rows], await self._packed(game_id))
        rows = await self._rows(
            "SELECT * FROM (SELECT * FROM actions WHERE game_id = ?"
            " ORDER BY number DESC LIMIT ?) AS latest ORDER BY number",
            (game_id, last),
        )
        found = [_action_row(row) for row in rows]
        if len(found) < last:  # fewer moves than asked, or a packed log: the chunks, latest first
            for actions, _ in await self._chunks(game_id, latest_first=True):
                if len(found) >= last:
                    break
                found = _merged(found, actions)
        return found[-last:] if last > 0 else []

    async def nearest_snapshot(
        self, game_id: int, number: int
    ) -> tuple[int, dict[str, Any]] | None:
        """The latest stored snapshot taken after at most ``number`` actions."""
        row = await self._row(
            "SELECT number, state, packed FROM snapshots WHERE game_id = ? AND number <= ?"
            " ORDER BY number DESC LIMIT 1",
            (game_id, number),
        )
        if row is not None:
            return row["number"], snapshot_state(row["state"], row["packed"])
        # A game that is over keeps its snapshots in its chunks (pack_log).
        rows = await self._rows(
            "SELECT rows FROM action_chunks WHERE game_id = ? AND first_number - 1 <= ?"
            " ORDER BY first_number DESC",
            (game_id, number),
        )
        for chunk in rows:
            _, snapshots = unpack_chunk(chunk["rows"])
            if kept := [n for n in snapshots if n <= number]:
                return max(kept), snapshots[max(kept)]
        return None

    async def actions_between(self, game_id: int, first: int, last: int) -> list[ActionRow]:
        """Logged actions ``first``..``last`` (inclusive), in order."""
        rows = await self._rows(
            "SELECT * FROM actions WHERE game_id = ? AND number BETWEEN ? AND ? ORDER BY number",
            (game_id, first, last),
        )
        found = [_action_row(row) for row in rows]
        if len(found) == last - first + 1:
            return found  # numbers are unique: every one asked for is here, none packed
        return _merged(found, await self._packed(game_id, first, last))

    async def last_action_of(self, game_id: int, seat: int) -> int:
        """The number of the seat's latest logged action, 0 when it has none."""
        row = await self._row(
            "SELECT MAX(number) AS number FROM actions WHERE game_id = ? AND seat = ?",
            (game_id, seat),
        )
        if row is not None and row["number"] is not None:
            return int(row["number"])
        for actions, _ in await self._chunks(game_id, latest_first=True):  # a packed record
            numbers = [action.number for action in actions if action.seat == seat]
            if numbers:
                return max(numbers)
        return 0

    async def snapshot(self, game_id: int, number: int) -> dict[str, Any] | None:
        row = await self._row(
            "SELECT state, packed FROM snapshots WHERE game_id = ? AND number = ?",
            (game_id, number),
        )
        if row is not None:
            return snapshot_state(row["state"], row["packed"])
        for _, snapshots in await self._chunks(game_id, number, number + 1):
            if number in snapshots:
                return snapshots[number]
        return None
