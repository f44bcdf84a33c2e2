"""The store's rows and errors, shared by every store implementation."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.store.base import Record

ACTIVE = ("lobby", "running")


class ChannelBusyError(Exception):
    """The channel already has an active game (enforced by a unique index)."""


class VersionConflictError(Exception):
    """The game moved on between loading it and saving an action."""


class SchemaTooNewError(RuntimeError):
    """The database was written by a newer version of the bot."""


@dataclass(frozen=True)
class Shards:
    """The shards one bot process serves (issue 16): Discord puts a server on shard
    ``(guild_id >> 22) % count``; timers of the servers on ``ids`` are this process's."""

    count: int
    ids: frozenset[int]

    def serves(self, guild_id: int) -> bool:
        return (guild_id >> 22) % self.count in self.ids


@dataclass(frozen=True)
class GameRow:
    id: int
    guild_id: int
    channel_id: int
    kind: str
    status: str
    options: dict[str, Any]
    secret: str  # the game's random source (bot.engine.base.RandomSource); never shown in play
    version: int
    state: dict[str, Any] | None
    created_by: int
    lobby_message_id: int | None
    end_reason: str | None
    # The state as stored (canonical JSON, see dump_state): the service parses its working copy
    # from it, which is 4x cheaper than a deep copy of the state.
    state_text: str | None = None
    # The salt of the commitment to ``secret`` posted when the game started (None for games
    # created before commitments existed); like the secret, shown only after the end.
    secret_salt: str | None = None
    # A what-if game (issue 31): it started from the position after ``origin_move`` of the game
    # ``origin_game`` (None: no fork); ``origin_board`` is the hash of that position's public
    # view, ``origin_over`` whether the origin was over when it was forked.
    origin_game: int | None = None
    origin_move: int | None = None
    origin_board: str | None = None
    origin_over: bool = False

    @property
    def active(self) -> bool:
        return self.status in ACTIVE

    @property
    def is_fork(self) -> bool:
        return self.origin_game is not None


@dataclass(frozen=True)
class ForkSeat:
    """A seat of a new fork: who holds it (a member, or a bot's negative id), whether the bot
    plays it (a bot's seat, a kicked player's) and at what level (None: a member's)."""

    user_id: int
    display_name: str
    locale: str | None
    autopilot: bool
    level: str | None


@dataclass(frozen=True)
class SeatRow:
    seat: int
    user_id: int
    display_name: str
    locale: str | None
    autopilot: bool
    # The DM message holding this seat's live controls and the stamp they were made for.
    prompt_channel_id: int | None = None
    prompt_message_id: int | None = None
    prompt_stamp: str | None = None
    # The level the bot plays this seat at (issue 30); None: a member's seat, or an autopilot
    # seat stored before levels (played as "easy", as it was).
    level: str | None = None

    @property
    def is_bot(self) -> bool:
        """A bot's own seat (added as a bot, or given to one): no member holds it. Its
        ``user_id`` is negative, -1 for "Bot 1" (no Discord id is)."""
        return self.user_id < 0

    @property
    def bot_number(self) -> int:
        """The bot's number in its name ("Bot 2"); 0 for a member's seat."""
        return -self.user_id if self.is_bot else 0


@dataclass(frozen=True)
class Reminder:
    """The game's next timer of one ``kind`` (a reminder, a deadline), written with an action:
    due at ``due_at`` (None: the game waits for nobody now, so there is none)."""

    due_at: datetime | None
    payload: dict[str, Any]
    kind: str = "reminder"


@dataclass(frozen=True)
class SeatDeadline:
    """A seat's deadline row as it is to be written: its missed deadlines in a row and its
    vacation (issue 14)."""

    seat: int
    timeouts: int
    vacation_until: datetime | None = None
    vacation_days: int = 0


@dataclass(frozen=True)
class Timer:
    """A stored timer as the dispatcher fires it: due at ``due_at``, of ``kind`` (the handler
    that fires it, :mod:`bot.cogs.timers`), for the game ``game_id`` (None: of no game), with
    the JSON ``payload`` its handler reads."""

    id: int
    game_id: int | None
    kind: str
    due_at: datetime
    payload: dict[str, Any]


@dataclass(frozen=True)
class ActionRow:
    number: int
    seat: int
    user_id: int | None
    action: dict[str, Any]
    events: list[dict[str, Any]]
    created_at: str
    salt: str | None = None  # a sealed move's commitment salt (bot.table.commitments)


def _action_row(row: Record) -> ActionRow:
    """A logged action read back from its row (of ``actions`` or ``undone_actions``)."""
    return ActionRow(
        number=row["number"],
        seat=row["seat"],
        user_id=row["user_id"],
        action=json.loads(row["action"]),
        events=json.loads(row["events"]),
        created_at=row["created_at"],
        salt=row["salt"],
    )


@dataclass(frozen=True)
class LogEntry:
    """Something the table did around the moves (a kick, a substitute, a pause, an undo...):
    ``after_action`` is the game's version when it happened; ``user_id`` None means the bot."""

    id: int
    after_action: int
    kind: str
    user_id: int | None
    payload: dict[str, Any]
    created_at: str


def dump_state(value: Any) -> str:
    """The canonical JSON text the store keeps for a state (and for every other JSON column):
    sorted keys, no spaces, so equal states give equal texts."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


@dataclass(frozen=True)
class UndoneRow:
    """A move taken back by an undo or a rollback (kept, never deleted): the move as it was
    logged, who took it back (``undone_by``), ``how`` ("undo" or "rollback") and the table
    log entry (``undo_entry``) of that undo."""

    action: ActionRow
    undone_at: str
    undone_by: int | None
    how: str
    undo_entry: int


@dataclass(frozen=True)
class TurnPost:
    """The channel message showing a game's current turn (issue 25): it shows the logged moves
    from ``first_step`` on, as of the game's ``shown_version``; ``holders_changed``: seat
    changes since it last showed the seats' holders (issue 30)."""

    game_id: int
    channel_id: int
    message_id: int
    first_step: int
    shown_version: int
    holders_changed: int = 0


@dataclass(frozen=True)
class ReplayEdit:
    """A game's last post still waiting for its animated replay (``replay.gif``) by an edit:
    the message, and the language its replay is drawn in."""

    game_id: int
    channel_id: int
    message_id: int
    locale: str
