"""Escalating reminders' decisions (bot.table.nudges): stages, quiet hours, abandonment."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot.engine.base import RuleError
from bot.table.nudges import (
    REMINDER_LIMIT,
    STAGES,
    QuietHours,
    abandon_due,
    moved_at,
    parse_quiet,
    parse_zone,
    plan,
    stage_of,
)

HOUR = timedelta(hours=1)
INTERVAL = timedelta(hours=12)


def utc(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


# -- parsing ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("22-08", (22 * 60, 8 * 60)),
        ("9-17", (9 * 60, 17 * 60)),
        ("23:30-07:00", (23 * 60 + 30, 7 * 60)),
        (" 0 - 6 ", (0, 6 * 60)),
        ("13-14", (13 * 60, 14 * 60)),
    ],
)
def test_quiet_ranges_are_read_as_minutes_of_the_day(given: str, expected: tuple[int, int]) -> None:
    assert parse_quiet(given) == expected


@pytest.mark.parametrize("given", ["", "22", "22-", "24-08", "22-08:60", "8-8", "a-b", "22–08x"])
def test_a_bad_quiet_range_is_refused_with_examples(given: str) -> None:
    with pytest.raises(RuleError) as refused:
        parse_quiet(given)
    assert refused.value.code == "nudge-error-quiet"
    assert "22-08" in refused.value.params["examples"]


@pytest.mark.parametrize("zone", ["Asia/Taipei", "Europe/London", "America/New_York", "UTC"])
def test_known_time_zones_are_accepted(zone: str) -> None:
    assert parse_zone(zone) == zone


@pytest.mark.parametrize(
    "zone", ["Mars/Olympus", "", "../../etc/passwd", "/etc/localtime", "x" * 80]
)
def test_unknown_time_zones_are_refused_with_examples(zone: str) -> None:
    with pytest.raises(RuleError) as refused:
        parse_zone(zone)
    assert refused.value.code == "nudge-error-zone"
    assert "Asia/Taipei" in refused.value.params["examples"]


# -- quiet hours ---------------------------------------------------------------------------

NIGHT_TAIPEI = QuietHours(22 * 60, 8 * 60, "Asia/Taipei")  # UTC+8: 14:00-00:00 UTC
LUNCH_LONDON = QuietHours(12 * 60, 13 * 60 + 30, "Europe/London")
NIGHT_NEW_YORK = QuietHours(23 * 60, 7 * 60, "America/New_York")


@pytest.mark.parametrize(
    ("hours", "moment", "until"),
    [
        # across midnight, Taipei (no DST): 22:00-08:00 local is 14:00-00:00 UTC
        (NIGHT_TAIPEI, "2026-01-10 13:59", None),
        (NIGHT_TAIPEI, "2026-01-10 14:00", "2026-01-11 00:00"),
        (NIGHT_TAIPEI, "2026-01-10 15:30", "2026-01-11 00:00"),  # 23:30 local, before midnight
        (NIGHT_TAIPEI, "2026-01-10 17:00", "2026-01-11 00:00"),  # 01:00 local, after midnight
        (NIGHT_TAIPEI, "2026-01-10 23:59", "2026-01-11 00:00"),
        (NIGHT_TAIPEI, "2026-01-11 00:00", None),  # 08:00 local: over
        # within a day, London in winter (UTC+0) and in summer (UTC+1)
        (LUNCH_LONDON, "2026-01-10 12:15", "2026-01-10 13:30"),
        (LUNCH_LONDON, "2026-01-10 13:30", None),
        (LUNCH_LONDON, "2026-07-10 11:15", "2026-07-10 12:30"),
        (LUNCH_LONDON, "2026-07-10 12:45", None),  # 13:45 local
        # New York, UTC-5 in winter
        (NIGHT_NEW_YORK, "2026-01-10 05:00", "2026-01-10 12:00"),  # 00:00 local
        (NIGHT_NEW_YORK, "2026-01-10 03:59", None),  # 22:59 local
        (NIGHT_NEW_YORK, "2026-01-10 04:30", "2026-01-10 12:00"),  # 23:30 local
        (NIGHT_NEW_YORK, "2026-01-10 12:00", None),
    ],
)
def test_quiet_hours_and_when_they_end(hours: QuietHours, moment: str, until: str | None) -> None:
    now = utc(moment)
    assert hours.covers(now) is (until is not None)
    assert hours.ends_after(now) == (utc(until) if until else None)


def test_quiet_hours_across_a_dst_change_end_ahead_and_do_not_crash() -> None:
    # New York springs forward on 2026-03-08 at 02:00 local; quiet hours ending at 02:30 (a
    # wall time that does not exist that night) still end after the moment asked about.
    hours = QuietHours(23 * 60, 2 * 60 + 30, "America/New_York")
    quiet = 0
    for minutes in range(0, 8 * 60, 15):
        moment = utc("2026-03-08 03:00") + timedelta(minutes=minutes)
        until = hours.ends_after(moment)
        if until is not None:
            quiet += 1
            assert until > moment
            assert until - moment <= timedelta(hours=5)
    assert quiet > 0


# -- stages --------------------------------------------------------------------------------

ANN, BOB = 1, 2
NOON = utc("2026-01-10 04:00")  # noon in Taipei, 04:00 in London, 23:00 in New York


def payload(**extra: Any) -> dict[str, Any]:
    return {"version": 7, **extra}


def test_the_stages_are_a_dm_then_channel_pings() -> None:
    assert STAGES[0] == "dm" and set(STAGES[1:]) == {"ping"}
    assert REMINDER_LIMIT == len(STAGES) == 3


@pytest.mark.parametrize(
    ("given", "quiet", "dm", "ping", "next_in", "next_stage", "stopped"),
    [
        # a move's reminder: stage 0, everybody awake gets a DM, the ping comes later
        (payload(), {}, (ANN, BOB), (), INTERVAL, 1, False),
        # stage 1: the channel ping mentions everyone waited for
        (payload(stage=1), {}, (), (ANN, BOB), INTERVAL, 2, False),
        # the last stage pings, then reminders stop
        (payload(stage=2), {}, (), (ANN, BOB), None, None, True),
        # a stage beyond the limit (an old payload) does nothing and stops
        (payload(stage=9), {}, (), (), None, None, True),
        # Ann sleeps in New York (23:00 there): Bob's DM goes out now, Ann's at 07:00 local
        (payload(), {ANN: NIGHT_NEW_YORK}, (BOB,), (), 8 * HOUR, 0, False),
        # Ann already got hers (a delayed stage firing again): only Bob is left
        (payload(sent=[ANN]), {}, (BOB,), (), INTERVAL, 1, False),
        # one of two players quiet: the ping goes out and mentions both
        (payload(stage=1), {ANN: NIGHT_NEW_YORK}, (), (ANN, BOB), INTERVAL, 2, False),
        # every player quiet: the ping waits for the first to wake (Bob, at 14:00 Taipei)
        (
            payload(stage=1),
            {ANN: NIGHT_NEW_YORK, BOB: QuietHours(11 * 60, 14 * 60, "Asia/Taipei")},
            (),
            (),
            2 * HOUR,
            1,
            False,
        ),
    ],
)
def test_a_due_reminder_does_what_its_stage_says(
    given: dict[str, Any],
    quiet: dict[int, QuietHours],
    dm: tuple[int, ...],
    ping: tuple[int, ...],
    next_in: timedelta | None,
    next_stage: int | None,
    stopped: bool,
) -> None:
    nudge = plan(given, [ANN, BOB], quiet, now=NOON, due_at=NOON, interval=INTERVAL)
    assert nudge.dm == dm
    assert nudge.ping == ping
    assert nudge.stopped is stopped
    if next_in is None:
        assert nudge.next_due is None
    else:
        assert nudge.next_due == NOON + next_in
        assert nudge.next_payload["stage"] == next_stage
        assert nudge.next_payload["version"] == 7  # a move since makes it stale


def test_a_delayed_dm_is_sent_once_at_the_end_of_the_quiet_hours() -> None:
    quiet = {ANN: NIGHT_NEW_YORK}
    first = plan(payload(), [ANN, BOB], quiet, now=NOON, due_at=NOON, interval=INTERVAL)
    assert first.dm == (BOB,) and first.delayed == {ANN: utc("2026-01-10 12:00")}
    assert first.next_due is not None
    later = plan(
        first.next_payload,
        [ANN, BOB],
        quiet,
        now=first.next_due,
        due_at=first.next_due,
        interval=INTERVAL,
    )
    assert later.dm == (ANN,)  # Bob is not reminded twice
    assert later.next_payload["stage"] == 1
    assert later.next_due == first.next_due + INTERVAL


def test_the_move_time_is_carried_through_the_stages() -> None:
    first = plan(payload(), [ANN], {}, now=NOON, due_at=NOON, interval=INTERVAL)
    assert first.since == NOON - INTERVAL
    assert moved_at(first.next_payload, NOON + INTERVAL, INTERVAL) == NOON - INTERVAL
    nudge = first
    while not nudge.stopped:
        assert nudge.next_due is not None
        nudge = plan(
            nudge.next_payload,
            [ANN],
            {},
            now=nudge.next_due,
            due_at=nudge.next_due,
            interval=INTERVAL,
        )
    assert nudge.since == NOON - INTERVAL


@pytest.mark.parametrize("stage", [-1, "2", True, None, 1.5])
def test_a_strange_stage_is_the_first(stage: object) -> None:
    assert stage_of({"stage": stage}) == 0


@pytest.mark.parametrize(
    ("days", "since", "now", "expected"),
    [
        (None, "2026-01-01 00:00", "2026-01-02 00:00", "2026-01-31 00:00"),  # the default 30
        (3, "2026-01-01 00:00", "2026-01-02 00:00", "2026-01-04 00:00"),
        (3, "2026-01-01 00:00", "2026-01-09 00:00", "2026-01-09 00:00"),  # overdue: now
        (0, "2026-01-01 00:00", "2026-01-02 00:00", None),  # switched off
    ],
)
def test_when_an_idle_game_is_abandoned(
    days: int | None, since: str, now: str, expected: str | None
) -> None:
    found = abandon_due(utc(since), days, utc(now))
    assert found == (utc(expected) if expected else None)
