"""The daily digest's schedule (issue 25): when a member's one digest DM of the day is due.

A member who chooses the digest (``/game notify mode:digest``, or following a game with
``how=digest``) gets one DM a day at a local time they set (``digest_at``, 18:00 by default)
in their time zone. A digest time inside their quiet hours waits until the quiet hours end.

Pure, like :mod:`bot.table.nudges`: it takes the moment and returns the next one, so the rules
are tested table-driven. Wall-clock arithmetic goes through :mod:`zoneinfo`: a day is a
calendar day of the member's zone, so a DST change moves neither the digest's local time nor
skips or repeats a day.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from bot.engine.base import RuleError
from bot.store.settings import Setting, register
from bot.table.nudges import QuietHours

DIGEST = "digest"  # the timer kind: one pending per member, a timer of no game
DEFAULT_DIGEST_AT = 18 * 60  # minute of the local day
DEFAULT_ZONE = "UTC"
DIGEST_AT_MAX = 5  # characters of the option ("18:30")
DIGEST_AT_EXAMPLES = "18:00, 7, 21:30"

# A member's digest time: (minute of the local day, IANA zone). The zone is kept here too, so
# a member without quiet hours still has one (the quiet hours' zone wins when they have both,
# and /game notify writes the same zone to both).
DIGEST_AT: Setting[tuple[int, str] | None] = register("member", "digest_at", tuple, None)

_CLOCK = re.compile(r"^\s*(\d{1,2})(?::(\d{2}))?\s*$")


def parse_digest_at(value: str) -> int:
    """``18:30`` or ``7``: the minute of the day; refused when malformed or out of range."""
    found = _CLOCK.match(value)
    if found is None or int(found.group(1)) > 23 or int(found.group(2) or 0) > 59:
        raise RuleError("digest-error-time", given=value.strip(), examples=DIGEST_AT_EXAMPLES)
    return int(found.group(1)) * 60 + int(found.group(2) or 0)


def clock(minute: int) -> str:
    """A minute of the day as ``HH:MM``."""
    return f"{minute // 60:02d}:{minute % 60:02d}"


def member_zone(quiet: QuietHours | None, digest_at: tuple[int, str] | None) -> str:
    """The member's time zone: their quiet hours', else their digest's, else UTC."""
    if quiet is not None:
        return quiet.zone
    if digest_at is not None:
        return digest_at[1]
    return DEFAULT_ZONE


def local_moment(day: date, minute: int, zone: ZoneInfo) -> datetime:
    """The UTC moment the member's clock shows ``minute`` on ``day``. A time a DST change skips
    (02:30 on a spring-forward night) is read with the offset before the change, so it lands
    just after the gap; a time it repeats is its first occurrence."""
    wall = datetime.combine(day, time(minute // 60, minute % 60), tzinfo=zone)
    return wall.astimezone(UTC)


def next_digest(
    after: datetime, minute: int, zone: str, quiet: QuietHours | None = None
) -> datetime:
    """The first digest moment strictly after ``after``: a day's digest time, or the end of the
    quiet hours it falls in. Yesterday's digest time counts too: at 01:00 with a digest at
    23:00 and quiet hours 22-08, yesterday's digest is due at 08:00 today."""
    place = ZoneInfo(zone)
    today = after.astimezone(place).date()
    found: list[datetime] = []
    for offset in (-1, 0, 1):
        moment = local_moment(today + timedelta(days=offset), minute, place)
        if quiet is not None:
            moment = quiet.ends_after(moment) or moment
        if moment > after:
            found.append(moment)
    return min(found)
