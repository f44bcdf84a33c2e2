"""Escalating reminders, quiet hours and abandonment: the decisions, without Discord or a store.

A game's reminder climbs through ``STAGES``: first every waited-for player gets a DM, then the
channel pings them, and after ``REMINDER_LIMIT`` stages the reminders stop; the game is then
ended as abandoned once nobody has moved for the server's ``abandon_days``. A move resets it
all (it writes a fresh reminder of stage 0 for the new version).

Quiet hours are per user (``22:00-08:00`` in ``Asia/Taipei``): a DM that would reach a player
inside them waits until they end, while the other players' DMs go out; a channel ping waits
only when every player it would mention is in quiet hours. Time zones come from the
standard library's :mod:`zoneinfo` (the IANA database; the Docker image installs tzdata).

Everything here is pure: it takes the moment ``now`` and returns what to do and when to look
again, so the cogs stay thin and the rules are tested table-driven.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.engine.base import RuleError
from bot.store.settings import Setting, register

DM = "dm"
PING = "ping"
STAGES: tuple[str, ...] = (DM, PING, PING)  # what each reminder stage does, in order
REMINDER_LIMIT = len(STAGES)  # reminders a stalled game gets before they stop
ABANDON = "abandon"  # the timer kind that ends a game nobody moved for abandon_days
DEFAULT_ABANDON_DAYS = 30
MAX_ABANDON_DAYS = 365  # 0 switches abandonment off
MINUTES_PER_DAY = 24 * 60
ZONE_MAX = 64  # characters of a time zone name (the longest IANA name has 32)
QUIET_EXAMPLES = "22-08, 23:30-07:00, 13-14, off"
ZONE_EXAMPLES = "Asia/Taipei, Asia/Shanghai, Europe/London, America/New_York, UTC"

# A server's days without a move before a running game is ended (None: DEFAULT_ABANDON_DAYS,
# counted from the last move; 0: never), and a member's quiet hours (start minute, end minute,
# IANA zone; None: no quiet hours).
ABANDON_DAYS: Setting[int | None] = register("server", "abandon_days", int, None)
QUIET_HOURS: Setting[tuple[int, int, str] | None] = register("member", "quiet_hours", tuple, None)

_QUIET = re.compile(r"^\s*(\d{1,2})(?::(\d{2}))?\s*-\s*(\d{1,2})(?::(\d{2}))?\s*$")


# -- quiet hours --------------------------------------------------------------------------


@dataclass(frozen=True)
class QuietHours:
    """A user's quiet hours: from ``start`` to ``end`` (minutes of the local day; ``end`` before
    ``start`` means the night across midnight) in the time zone ``zone``."""

    start: int
    end: int
    zone: str

    def local(self, moment: datetime) -> datetime:
        return moment.astimezone(ZoneInfo(self.zone))

    def covers(self, moment: datetime) -> bool:
        here = self.local(moment)
        minute = here.hour * 60 + here.minute
        if self.start < self.end:
            return self.start <= minute < self.end
        return minute >= self.start or minute < self.end

    def ends_after(self, moment: datetime) -> datetime | None:
        """When the quiet hours around ``moment`` end (UTC); None when it is not quiet then."""
        if not self.covers(moment):
            return None
        here = self.local(moment)
        end = here.replace(hour=self.end // 60, minute=self.end % 60, second=0, microsecond=0)
        if end <= here:
            end += timedelta(days=1)  # wall-clock arithmetic: the end is tomorrow's
        found = end.astimezone(UTC)
        # A wall time a DST change skips or repeats must still lie ahead.
        return found if found > moment else moment + timedelta(hours=1)

    def label(self) -> str:
        return f"{_clock(self.start)}-{_clock(self.end)}"


def _clock(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def parse_quiet(value: str) -> tuple[int, int]:
    """``22-08`` or ``23:30-07:00``: the start and end minute; refused when malformed, out of
    range, or empty (start equal to end)."""
    found = _QUIET.match(value)
    if found is None:
        raise RuleError("nudge-error-quiet", given=value[:20], examples=QUIET_EXAMPLES)
    start_hour, start_minute, end_hour, end_minute = found.groups()
    parts = [int(start_hour), int(start_minute or 0), int(end_hour), int(end_minute or 0)]
    if parts[0] > 23 or parts[2] > 23 or parts[1] > 59 or parts[3] > 59:
        raise RuleError("nudge-error-quiet", given=value[:20], examples=QUIET_EXAMPLES)
    start, end = parts[0] * 60 + parts[1], parts[2] * 60 + parts[3]
    if start == end:
        raise RuleError("nudge-error-quiet", given=value[:20], examples=QUIET_EXAMPLES)
    return start, end


def parse_zone(value: str) -> str:
    """An IANA time zone name that this machine's zoneinfo knows."""
    name = value.strip()
    if not name or len(name) > ZONE_MAX or name.startswith("/") or ".." in name:
        raise RuleError("nudge-error-zone", given=name[:ZONE_MAX], examples=ZONE_EXAMPLES)
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        raise RuleError("nudge-error-zone", given=name, examples=ZONE_EXAMPLES) from None
    return name


def quiet_until(user: int, quiet: Mapping[int, QuietHours], moment: datetime) -> datetime | None:
    """When ``user``'s quiet hours around ``moment`` end; None when the user may be reached."""
    hours = quiet.get(user)
    return None if hours is None else hours.ends_after(moment)


# -- the reminder's stages ----------------------------------------------------------------


@dataclass(frozen=True)
class Nudge:
    """What a due reminder does now, and what comes next."""

    dm: tuple[int, ...] = ()  # users to DM now
    ping: tuple[int, ...] = ()  # users the channel ping mentions now (empty: no ping)
    next_due: datetime | None = None  # when the game's next reminder falls due
    next_payload: dict[str, Any] = field(default_factory=dict)
    stopped: bool = False  # the last stage went out: no more reminders, abandonment next
    since: datetime | None = None  # when the game last moved (as far as the reminder knows)
    delayed: dict[int, datetime] = field(default_factory=dict)  # quiet users: until when


def moved_at(payload: Mapping[str, Any], due_at: datetime, interval: timedelta) -> datetime:
    """When the game last moved: kept in a later stage's payload, else the first reminder was
    set at the move, ``interval`` before it fell due."""
    since = payload.get("since")
    if isinstance(since, str):
        try:
            found = datetime.fromisoformat(since)
        except ValueError:
            pass
        else:
            return found if found.tzinfo else found.replace(tzinfo=UTC)
    return due_at - interval


def stage_of(payload: Mapping[str, Any]) -> int:
    """The stage a reminder's payload is for (a move's reminder has none: stage 0)."""
    stage = payload.get("stage", 0)
    if isinstance(stage, bool) or not isinstance(stage, int) or stage < 0:
        return 0
    return min(stage, REMINDER_LIMIT)


def plan(
    payload: Mapping[str, Any],
    waiting: Sequence[int],
    quiet: Mapping[int, QuietHours],
    *,
    now: datetime,
    due_at: datetime,
    interval: timedelta,
) -> Nudge:
    """What a due reminder does: ``payload`` is the reminder's (version, stage, who already
    got this stage's DM, since when the game waits), ``waiting`` the users it waits for."""
    since = moved_at(payload, due_at, interval)
    stage = stage_of(payload)
    base = {"version": payload.get("version"), "since": since.isoformat()}
    if stage >= REMINDER_LIMIT or not waiting:
        return Nudge(stopped=True, since=since)
    delayed = {
        user: until for user in waiting if (until := quiet_until(user, quiet, now)) is not None
    }
    if STAGES[stage] == DM:
        sent = {user for user in payload.get("sent", ()) if isinstance(user, int)}
        now_dm = tuple(user for user in waiting if user not in sent and user not in delayed)
        later = {user: until for user, until in delayed.items() if user not in sent}
        if later:
            # This stage is not over until the last quiet player got the DM.
            return Nudge(
                dm=now_dm,
                next_due=min(later.values()),
                next_payload={**base, "stage": stage, "sent": sorted(sent | set(now_dm))},
                since=since,
                delayed=later,
            )
        return _advance(Nudge(dm=now_dm, since=since), base, stage, now, interval)
    if len(delayed) == len(waiting):
        # Everybody the ping would mention is in quiet hours: wait for the first to wake.
        return Nudge(
            next_due=min(delayed.values()),
            next_payload={**base, "stage": stage},
            since=since,
            delayed=delayed,
        )
    return _advance(Nudge(ping=tuple(waiting), since=since), base, stage, now, interval)


def _advance(
    done: Nudge, base: dict[str, Any], stage: int, now: datetime, interval: timedelta
) -> Nudge:
    """The stage went out: the next one after ``interval``, or none after the last."""
    if stage + 1 >= REMINDER_LIMIT:
        return Nudge(dm=done.dm, ping=done.ping, stopped=True, since=done.since)
    return Nudge(
        dm=done.dm,
        ping=done.ping,
        next_due=now + interval,
        next_payload={**base, "stage": stage + 1},
        since=done.since,
    )


# -- abandonment --------------------------------------------------------------------------


def abandon_due(since: datetime, days: int | None, now: datetime) -> datetime | None:
    """When a game idle since ``since`` is ended (never before ``now``); None when the server
    switched abandonment off (0 days). ``days`` None: the default."""
    if days is None:
        days = DEFAULT_ABANDON_DAYS
    if days <= 0:
        return None
    return max(since + timedelta(days=days), now)


def abandon_payload(version: int, since: datetime) -> dict[str, Any]:
    return {"version": version, "since": since.isoformat()}
