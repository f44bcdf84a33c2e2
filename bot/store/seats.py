"""The store's seats: who sits where, the autopilot, substitutes, and the DM holding each seat's
controls."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.store.base import Statement, StoreBase, _now, _reports_game
from bot.store.games import GameLog
from bot.store.rows import GameRow, SeatRow, dump_state
from bot.store.turnposts import holders_changed

# The first statement of a lobby write that reads the seats: a write that changes nothing, but
# takes the game's row lock on PostgreSQL, so two processes seat players one after the other
# (SQLite's BEGIN IMMEDIATE already lets one writer in at a time).
LOCK_GAME = "UPDATE games SET updated_at = updated_at WHERE id = ?"


@dataclass(frozen=True)
class SeatedGame:
    """A running game where a member holds a seat (their daily digest): the game, the seat,
    and when the game last changed (its last move or its start)."""

    game: GameRow
    seat: int
    autopilot: bool
    since: datetime


class Seats(StoreBase):
    """The seats of a game (lobby writes lock the game's row first: ``LOCK_GAME``)."""

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
                level=row["level"],
            )
            for row in rows
        ]

    async def running_games_of(
        self, user_id: int, *, with_lobbies: bool = False
    ) -> list[SeatedGame]:
        """The running games where ``user_id`` holds a seat (and the lobbies, asked), in the
        order they were made."""
        statuses = "'lobby', 'running'" if with_lobbies else "'running'"
        rows = await self._rows(
            "SELECT games.*, seats.seat AS seated_at, seats.autopilot AS seat_autopilot"
            " FROM games JOIN seats ON seats.game_id = games.id"
            f" WHERE seats.user_id = ? AND games.status IN ({statuses})"
            " ORDER BY games.id, seats.seat",
            (user_id,),
        )
        return [
            SeatedGame(
                game=GameLog._game(row),
                seat=row["seated_at"],
                autopilot=bool(row["seat_autopilot"]),
                since=datetime.fromisoformat(row["updated_at"]),
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
    async def add_bot_seat(self, game_id: int, level: str, max_players: int) -> int | None:
        """Seat a bot in a lobby at ``level``; its number (1 for "Bot 1") is one past the
        highest of the game's bots. None when the lobby already has ``max_players`` seats
        (counted under the game's lock, so two clicks cannot both take the last seat)."""
        async with self._transaction() as tx:
            await tx.execute(LOCK_GAME, (game_id,))
            (row,) = await tx.fetch(
                "SELECT COUNT(*), COALESCE(MAX(seat) + 1, 0), COALESCE(MIN(user_id), 0)"
                " FROM seats WHERE game_id = ?",
                (game_id,),
            )
            count, seat, lowest = row
            if count >= max_players:
                return None
            user_id = min(lowest, 0) - 1
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, display_name, locale, autopilot,"
                " level) VALUES (?, ?, ?, ?, NULL, 1, ?)",
                (game_id, seat, user_id, f"Bot {-user_id}", level),
            )
        return int(-user_id)

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
    async def set_autopilot(
        self, game_id: int, seat: int, on: bool, level: str | None = None
    ) -> None:
        """The bot plays the seat (``on``) at ``level`` (None: as an old autopilot seat,
        "easy"), or lets go of it; the game's turn post has a seat change to show."""
        await self._write(
            [
                (
                    "UPDATE seats SET autopilot = ?, level = ? WHERE game_id = ? AND seat = ?",
                    (int(on), level if on else None, game_id, seat),
                ),
                holders_changed(game_id),
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
        level: str | None = None,
    ) -> None:
        """Give a running game's seat to another member (``/game replace``): its user, name and
        locale change, the autopilot lets go of it, the remembered DM (the former holder's) is
        forgotten, a "replaced" table log entry says so and the turn post has a seat change to
        show, all in one write. ``level``: the seat goes to a bot (``user_id`` negative,
        :attr:`SeatRow.is_bot`) playing at it. Raises :class:`VersionConflictError` when
        ``old_user_id`` no longer holds the seat."""
        payload: dict[str, object] = {"seat": seat, "old": old_user_id, "new": user_id}
        if level is not None:
            payload["level"] = level
        await self._write(
            [
                (
                    "UPDATE seats SET user_id = ?, display_name = ?, locale = ?, autopilot = ?,"
                    " level = ?, prompt_channel_id = NULL, prompt_message_id = NULL,"
                    " prompt_stamp = NULL WHERE game_id = ? AND seat = ? AND user_id = ?",
                    (
                        user_id,
                        display_name,
                        locale,
                        int(level is not None),
                        level,
                        game_id,
                        seat,
                        old_user_id,
                    ),
                ),
                (
                    "INSERT INTO table_log (game_id, after_action, kind, user_id, payload,"
                    " created_at) SELECT id, version, 'replaced', ?, ?, ? FROM games WHERE id = ?",
                    (
                        by,
                        dump_state(payload),
                        _now(),
                        game_id,
                    ),
                ),
                holders_changed(game_id),
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
