"""The daily digest's schedule (issue 25): the member's local digest time in their zone, after
their quiet hours when it falls inside them, one a calendar day across DST changes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from bot.engine.base import RuleError
from bot.table.digest import clock, member_zone, next_digest, parse_digest_at
from bot.table.nudges import QuietHours


def utc(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def minute(text: str) -> int:
    hours, _, minutes = text.partition(":")
    return int(hours) * 60 + int(minutes or 0)


NIGHT_TAIPEI = QuietHours(22 * 60, 8 * 60, "Asia/Taipei")
LUNCH_UTC = QuietHours(13 * 60, 14 * 60, "UTC")

SCHEDULES = [
    # (what, after (UTC), digest at, zone, quiet hours, due (UTC))
    ("later today", "2026-03-01 10:00", "18:00", "UTC", None, "2026-03-01 18:00"),
    ("exactly due: the next day", "2026-03-01 18:00", "18:00", "UTC", None, "2026-03-02 18:00"),
    ("just past: the next day", "2026-03-01 18:01", "18:00", "UTC", None, "2026-03-02 18:00"),
    ("in the member's zone", "2026-03-01 09:00", "18:00", "Asia/Taipei", None, "2026-03-01 10:00"),
    ("past there already", "2026-03-01 11:00", "18:00", "Asia/Taipei", None, "2026-03-02 10:00"),
    ("the local date, not UTC's", "2026-03-01 20:00", "7", "Asia/Taipei", None, "2026-03-01 23:00"),
    # quiet hours across midnight (22-08 in Taipei, UTC+8)
    (
        "in quiet hours: when they end",
        "2026-03-01 04:00",
        "23:00",
        "Asia/Taipei",
        NIGHT_TAIPEI,
        "2026-03-02 00:00",
    ),
    (
        "before midnight's quiet end: yesterday's digest still ahead",
        "2026-02-28 17:00",
        "23:00",
        "Asia/Taipei",
        NIGHT_TAIPEI,
        "2026-03-01 00:00",
    ),
    (
        "an early digest waits for the morning",
        "2026-02-28 23:30",
        "7:00",
        "Asia/Taipei",
        NIGHT_TAIPEI,
        "2026-03-01 00:00",
    ),
    (
        "fired at the quiet end: the next day's",
        "2026-03-01 00:00",
        "7:00",
        "Asia/Taipei",
        NIGHT_TAIPEI,
        "2026-03-02 00:00",
    ),
    ("outside quiet hours: as set", "2026-03-01 01:00", "18:00", "Asia/Taipei", NIGHT_TAIPEI,
     "2026-03-01 10:00"),
    ("daytime quiet hours", "2026-03-01 09:00", "13:30", "UTC", LUNCH_UTC, "2026-03-01 14:00"),
    # DST: New York springs forward on 2026-03-08 (02:00 EST -> 03:00 EDT)
    ("18:00 EST", "2026-03-07 12:00", "18:00", "America/New_York", None, "2026-03-07 23:00"),
    ("18:00 EDT the next day", "2026-03-07 23:00", "18:00", "America/New_York", None,
     "2026-03-08 22:00"),
    ("a skipped time lands after the gap", "2026-03-08 05:00", "2:30", "America/New_York", None,
     "2026-03-08 07:30"),
    # London falls back on 2026-10-25 (02:00 BST -> 01:00 GMT)
    ("a repeated time: its first occurrence", "2026-10-25 00:00", "1:30", "Europe/London", None,
     "2026-10-25 00:30"),
    ("18:00 BST", "2026-10-24 12:00", "18:00", "Europe/London", None, "2026-10-24 17:00"),
    ("18:00 GMT the next day", "2026-10-24 17:00", "18:00", "Europe/London", None,
     "2026-10-25 18:00"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("after", "at", "zone", "quiet", "due"),
    [case[1:] for case in SCHEDULES],
    ids=[case[0] for case in SCHEDULES],
)
def test_the_next_digest(
    after: str, at: str, zone: str, quiet: QuietHours | None, due: str
) -> None:
    found = next_digest(utc(after), minute(at), zone, quiet)
    assert found == utc(due)
    assert found.tzinfo is not None and found > utc(after)


@pytest.mark.parametrize("zone", ["UTC", "Asia/Taipei", "America/New_York", "Europe/London"])
def test_one_digest_a_local_day_through_a_year_of_dst_changes(zone: str) -> None:
    """Fired at each due moment, the next is the next local day's, at the same local time."""

    place = ZoneInfo(zone)
    due = next_digest(utc("2026-01-01 00:00"), minute("18:00"), zone)
    for _ in range(366):
        following = next_digest(due, minute("18:00"), zone)
        here, there = due.astimezone(place), following.astimezone(place)
        assert (there.date() - here.date()) == timedelta(days=1)
        assert (there.hour, there.minute) == (18, 0)
        due = following


@pytest.mark.parametrize(
    ("given", "expected"),
    [("18:00", 1080), ("7", 420), (" 21:30 ", 1290), ("0", 0), ("23:59", 1439), ("07:05", 425)],
)
def test_a_digest_time_is_read(given: str, expected: int) -> None:
    assert parse_digest_at(given) == expected
    assert parse_digest_at(clock(expected)) == expected


@pytest.mark.parametrize("given", ["24", "7:60", "18:0", "abc", "", "18-00", "1800", "-1"])
def test_a_bad_digest_time_is_refused(given: str) -> None:
    with pytest.raises(RuleError) as refused:
        parse_digest_at(given)
    assert refused.value.code == "digest-error-time"


def test_the_members_zone_is_their_quiet_hours_then_their_digests() -> None:
    assert member_zone(NIGHT_TAIPEI, (60, "Europe/London")) == "Asia/Taipei"
    assert member_zone(None, (60, "Europe/London")) == "Europe/London"
    assert member_zone(None, None) == "UTC"
