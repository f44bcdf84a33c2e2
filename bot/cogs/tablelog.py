"""The lines of ``/game log``: moves as narrated, moves taken back struck through, and the table
log's entries (kicks, substitutes, pauses, deadlines, undo...), each kind with its own line.

A table log entry's payload holds no secrets (seats, user ids, days, hours), so every line can
be shown to anybody in the channel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.ai import LEVELS
from bot.i18n import list_join, t
from bot.store import LogEntry
from bot.table import Table
from bot.table.bot_names import who
from bot.table.history import LogItem
from bot.table.narration import narrate, seat_name


def name_of(table: Table, user_id: int | None, locale: str) -> str:
    """Who did something, for the log: the seat's name, a mention, or the bot."""
    if user_id is None:
        return t(locale, "log-by-bot")
    seat = table.seat_of(user_id)
    return seat_name(table, seat, locale) if seat is not None else who(user_id, locale)


def level_of(entry: LogEntry) -> str | None:
    """The level of the bot an entry gave a seat to (None: it went to a member)."""
    level = entry.payload.get("level")
    return level if isinstance(level, str) and level in LEVELS else None


def seat_of_entry(table: Table, value: Any, locale: str) -> str:
    return seat_name(table, value, locale) if isinstance(value, int) else "-"


def seats_of_entry(table: Table, value: Any, locale: str) -> str:
    seats = value if isinstance(value, list) else []
    return list_join(locale, [seat_of_entry(table, seat, locale) for seat in seats]) or "-"


def member_or_seat(table: Table, entry: LogEntry, locale: str) -> str:
    """The member an entry is about (``user_id`` in its payload), else its seat."""
    user_id = entry.payload.get("user_id")
    if isinstance(user_id, int):
        return name_of(table, user_id, locale)
    return seat_of_entry(table, entry.payload.get("seat"), locale)


def whole(value: Any) -> int:
    return value if isinstance(value, int) else 0


Params = Callable[[Table, LogEntry, str], dict[str, Any]]

# Each kind of entry: the parameters of its catalog line ``log-entry-<kind>``.
ENTRY_PARAMS: dict[str, Params] = {
    # A seat may have changed hands since: entries that know the member name the member.
    "kicked": lambda table, e, locale: {"player": member_or_seat(table, e, locale)},
    "replaced": lambda table, e, locale: {
        "seat": seat_of_entry(table, e.payload.get("seat"), locale),
        "old": who(whole(e.payload.get("old")), locale),
        "new": who(whole(e.payload.get("new")), locale, level_of(e)),
    },
    # A kicked member's seat given back to them (issue 30): the member (with the seat's label).
    "returned": lambda table, e, locale: {"player": member_or_seat(table, e, locale)},
    "undone": lambda table, e, locale: {"count": max(1, whole(e.payload.get("count")))},
    "rolled_back": lambda table, e, locale: {"to": whole(e.payload.get("to"))},
    "paused": lambda table, e, locale: {"reason": str(e.payload.get("reason") or "-")},
    "resumed": lambda table, e, locale: {},
    "vacation": lambda table, e, locale: {
        "player": name_of(table, e.user_id, locale),
        "days": whole(e.payload.get("days")),
    },
    "deadline-changed": lambda table, e, locale: {"hours": whole(e.payload.get("hours"))},
    "deadline-autopilot": lambda table, e, locale: {
        "players": seats_of_entry(table, e.payload.get("seats"), locale)
    },
    "deadline-ping": lambda table, e, locale: {
        "players": seats_of_entry(table, e.payload.get("seats"), locale)
    },
    "deadline-flagged": lambda table, e, locale: {"player": member_or_seat(table, e, locale)},
    "abandoned": lambda table, e, locale: {"days": whole(e.payload.get("days"))},
}


def entry_line(table: Table, entry: LogEntry, locale: str) -> str:
    """A table log entry: its kind's own line, or a generic one for a kind this bot does not
    know (an entry written by a newer version, say)."""
    by = name_of(table, entry.user_id, locale)
    params = ENTRY_PARAMS.get(entry.kind)
    if params is None:
        return "· " + t(locale, "log-entry-generic", by=by, kind=entry.kind)
    key = "log-entry-" + entry.kind.replace("_", "-")
    return "· " + t(locale, key, by=by, **params(table, entry, locale))


def move_lines(table: Table, item: LogItem, locale: str) -> list[str]:
    """A move's public narration as ``/game log`` shows it; struck through when undone."""
    assert item.step is not None
    public = [event for event in item.step.events if event.public]
    lines = [f"`#{item.step.number}` {line}" for line in narrate(table, public, locale)]
    if item.undone is None:
        return lines
    by = name_of(table, item.undone.undone_by, locale)
    return [t(locale, "log-undone-line", line=line, by=by) for line in lines]


def log_lines(table: Table, items: list[LogItem], locale: str) -> list[str]:
    lines: list[str] = []
    for item in items:
        if item.entry is not None:
            lines.append(entry_line(table, item.entry, locale))
        else:
            lines += move_lines(table, item, locale)
    return lines
