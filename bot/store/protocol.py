"""What the table service needs from a store: games, seats, the action log with snapshots,
settings and timers. ``bot.store.sqlite.Store`` is one implementation (the zero-setup
default), ``bot.store.postgres.PostgresStore`` the other (several processes on one database).
The type check in the test command proves both satisfy this protocol
(``bot/store/__init__.py``), and the store tests run on both.

Every write is atomic, and ``append_action`` is guarded by the version it expects: of two
writers only one can append action N, the other gets ``VersionConflictError``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Protocol, TypeVar

from bot.store.rows import (
    ActionRow,
    ForkSeat,
    GameRow,
    LogEntry,
    Reminder,
    ReplayEdit,
    SeatDeadline,
    SeatRow,
    Shards,
    Timer,
    TurnPost,
    UndoneRow,
)
from bot.store.seats import SeatedGame
from bot.store.settings import Setting

T = TypeVar("T")


class GameStore(Protocol):
    async def close(self) -> None: ...

    def listen(self, listener: Any) -> None:
        """After every write that touches a game's row or its seats, successful or not, call
        ``listener.changed(game_id)`` (the service's game cache forgets the game)."""
        ...

    # -- games --------------------------------------------------------------------------
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
    ) -> GameRow: ...

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
    ) -> GameRow: ...

    async def game(self, game_id: int) -> GameRow | None: ...

    async def active_game(self, channel_id: int) -> GameRow | None: ...

    async def active_games(self, guild_id: int) -> list[GameRow]: ...

    async def played_games(self, guild_id: int) -> list[GameRow]: ...

    async def channel_games(
        self, channel_id: int, limit: int = 25
    ) -> list[tuple[int, str, str, int]]: ...

    async def set_lobby_message(self, game_id: int, message_id: int) -> None: ...

    async def start_game(self, game_id: int, state: dict[str, Any]) -> None: ...

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
    ) -> int: ...

    async def end_game(self, game_id: int, reason: str, status: str = "ended") -> bool: ...

    async def actions(self, game_id: int, *, last: int | None = None) -> list[ActionRow]: ...

    async def add_log_entry(
        self,
        game_id: int,
        kind: str,
        user_id: int | None,
        payload: dict[str, Any] | None = None,
    ) -> None: ...

    async def settle_timer(
        self, timer_id: int, game_id: int, entries: Sequence[tuple[str, dict[str, Any]]]
    ) -> bool:
        """Mark a timer done and log ``entries`` in one write; True for exactly one caller."""
        ...

    async def log_entries(self, game_id: int, *, last: int | None = None) -> list[LogEntry]: ...

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
        """Move the actions after ``to`` to the undone moves, the game back to ``to``;
        guarded by ``expected_version`` like ``append_action``."""
        ...

    async def undone_actions(self, game_id: int) -> list[UndoneRow]: ...

    async def snapshot(self, game_id: int, number: int) -> dict[str, Any] | None: ...

    async def nearest_snapshot(
        self, game_id: int, number: int
    ) -> tuple[int, dict[str, Any]] | None: ...

    async def actions_between(self, game_id: int, first: int, last: int) -> list[ActionRow]: ...

    async def last_action_of(self, game_id: int, seat: int) -> int: ...

    # -- seats ----------------------------------------------------------------------------
    async def seats(self, game_id: int) -> list[SeatRow]: ...

    async def running_games_of(
        self, user_id: int, *, with_lobbies: bool = False
    ) -> list[SeatedGame]:
        """The running games where the member holds a seat (their daily digest), and the
        lobbies with ``with_lobbies``."""
        ...

    async def add_seat(
        self, game_id: int, user_id: int, display_name: str, locale: str | None
    ) -> bool: ...

    async def add_bot_seat(self, game_id: int, level: str, max_players: int) -> int | None: ...

    async def remove_seat(self, game_id: int, user_id: int) -> bool: ...

    async def reorder_seats(self, game_id: int, user_ids: list[int]) -> None: ...

    async def set_autopilot(
        self, game_id: int, seat: int, on: bool, level: str | None = None
    ) -> None: ...

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
    ) -> None: ...

    async def set_prompt_message(
        self,
        game_id: int,
        seat: int,
        channel_id: int | None,
        message_id: int | None,
        stamp: str | None,
    ) -> None: ...

    # -- settings (bot.store.settings: declared once, read and written by scope id) ---------
    async def get_setting(self, setting: Setting[T], scope_id: int) -> T: ...

    async def get_settings(self, setting: Setting[T], scope_ids: Sequence[int]) -> dict[int, T]:
        """The values set for those of ``scope_ids`` that have one."""
        ...

    async def set_setting(self, setting: Setting[T], scope_id: int, value: T | None) -> None:
        """Set the value; None clears it (reading gives the declared default)."""
        ...

    async def set_settings(self, scope_id: int, values: Mapping[Setting[Any], Any]) -> None:
        """Several settings of one scope id in one atomic write."""
        ...

    # -- turn posts (the channel message of each game's current turn) ---------------------
    async def turn_post(self, game_id: int) -> TurnPost | None: ...

    async def turn_posts_behind(self) -> list[TurnPost]:
        """Turn posts of running games showing an older version than the game's."""
        ...

    async def set_turn_post(self, post: TurnPost, *, replacing: int | None) -> bool:
        """Make ``post`` the game's turn post if its current one is the message ``replacing``
        (None: if it has none); False when another writer got there first."""
        ...

    async def turn_post_shown(
        self, game_id: int, message_id: int, version: int, holders: int = 0
    ) -> None: ...

    # -- replay edits (the last posts still waiting for their animated replay) ------------
    async def add_replay_edit(self, edit: ReplayEdit) -> None: ...

    async def replay_edits(self) -> list[ReplayEdit]:
        """Every last post still waiting for its replay, oldest game first."""
        ...

    async def replay_edit_done(self, game_id: int, message_id: int) -> None:
        """That post has its replay, or never will: forget it."""
        ...

    # -- timers ---------------------------------------------------------------------------
    async def add_timer(
        self, kind: str, due_at: datetime, game_id: int | None, payload: dict[str, Any]
    ) -> int: ...

    async def replace_timer(
        self,
        timer_id: int,
        kind: str | None = None,
        due_at: datetime | None = None,
        game_id: int | None = None,
        payload: dict[str, Any] | None = None,
    ) -> bool: ...

    async def replace_member_timer(
        self, kind: str, user_id: int, due_at: datetime | None
    ) -> Timer | None:
        """Make the member's one pending timer of ``kind`` (no game; payload ``{"user": id}``)
        due at ``due_at``, or none; the pending one after the write."""
        ...

    async def member_timer(self, kind: str, user_id: int) -> Timer | None: ...

    async def next_timer(self, shards: Shards | None = None) -> Timer | None:
        """The earliest timer not done whose game's server ``shards`` serves (None: every
        timer; a timer of no game belongs to shard 0), skipping timers claimed by a lease that
        has not expired."""
        ...

    async def claim_timer(
        self, timer_id: int, owner: str, lease_until: datetime, now: datetime
    ) -> bool:
        """Take the timer for ``owner`` until ``lease_until``: True for exactly one caller while
        it is not done and unclaimed or its lease expired (before ``now``); atomic across
        processes."""
        ...

    async def claim_owners(self) -> list[str]:
        """Who holds the claims of the timers not done."""
        ...

    async def release_claims(self, owners: Sequence[str]) -> int:
        """Give back the claims of ``owners`` (processes known to be over); how many."""
        ...

    async def finish_timer(self, timer_id: int) -> None: ...

    async def cancel_timers(self, game_id: int, kind: str) -> None: ...

    async def pending_timer(self, game_id: int, kind: str) -> Timer | None: ...

    async def reset_game_timer(self, game_id: int, timer: Reminder) -> None: ...

    # -- deadlines --------------------------------------------------------------------------
    async def deadline(self, game_id: int) -> dict[str, Any]: ...

    async def set_deadline(self, game_id: int, hours: float | None) -> None: ...

    async def set_pause(
        self,
        game_id: int,
        paused_at: datetime | None,
        left: float | None,
        note: str | None,
        timers: Sequence[Reminder] = (),
    ) -> None: ...

    async def seat_deadlines(self, game_id: int) -> dict[int, dict[str, Any]]: ...

    async def set_seat_deadline(
        self,
        game_id: int,
        seat: int,
        *,
        timeouts: int,
        vacation_until: datetime | None,
        vacation_days: int,
    ) -> None: ...

    async def missed_deadline(
        self,
        game_id: int,
        timer_id: int,
        late: Sequence[SeatDeadline],
        timers: Sequence[Reminder],
    ) -> bool:
        """Mark a deadline done, count the late seats and replace the game's timers in one
        write; False (nothing written) when the deadline was done already."""
        ...
