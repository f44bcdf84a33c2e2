"""A missed deadline's move, late count and notice are one durable unit (issue 30, part 6
follow-up; bot.table.missed): a stop right after the bot's move is stored keeps the count
and leaves the notice pending, to be logged and sent once; a deadline fired again after a
stop counts nobody twice. Both databases."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.store import Store
from bot.table import TableService, deadline_passes
from bot.table.deadlines import DEADLINE, DEADLINE_POLICY, FLAG_AFTER
from bot.table.missed import MISSED
from tests.platform.test_service import CHANNEL, GUILD, MOD

HOURS = 24


async def _sun_tzu(service: TableService) -> tuple[int, list[int]]:
    """A running two-player game with a deadline: its id and the seats it waits for."""
    table = await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind="suntzu", user_id=MOD, moderator=True, seed=3
    )
    await service.deadlines.start_with(table.id, GUILD, HOURS)
    for user in (1, 2):
        await service.join(CHANNEL, user, f"P{user}", "en")
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    late = sorted(table.waiting_humans())
    assert len(late) == 2  # a sealed placement: both seats are waited for
    return table.id, late


def stop_after_first_move(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """The process dies the moment the bot's first move is committed: the store call that
    wrote it never returns, and nothing after it runs."""
    append = store.append_action

    async def killed(*args: Any, **kwargs: Any) -> int:
        await append(*args, **kwargs)
        monkeypatch.setattr(store, "append_action", append)
        raise asyncio.CancelledError()

    monkeypatch.setattr(store, "append_action", killed)


async def _timeouts(store: Store, game_id: int) -> dict[int, int]:
    return {seat: row["timeouts"] for seat, row in (await store.seat_deadlines(game_id)).items()}


async def test_a_stop_right_after_the_bots_move_keeps_the_late_count_and_the_notice(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = TableService(store)
    game_id, late = await _sun_tzu(first)
    timer = await store.pending_timer(game_id, DEADLINE)
    assert timer is not None
    stop_after_first_move(store, monkeypatch)
    with pytest.raises(asyncio.CancelledError):
        await deadline_passes.fire(first.deadlines, timer)

    [move] = await store.actions(game_id)
    played = move.seat
    assert move.user_id is None and played in late
    # The move came with its count and its notice: nothing half made.
    assert await _timeouts(store, game_id) == {played: 1}
    notice = await store.pending_timer(game_id, MISSED)
    assert notice is not None
    assert notice.payload == {
        "policy": "autopilot",
        "played": [played],
        "pinged": [],
        "flagged": [],
        "flag_after": 3,
    }
    assert await store.log_entries(game_id) == []  # logged when it is told

    second = TableService(store)  # the restart, and another process racing it
    both = await asyncio.gather(
        deadline_passes.settle(second.deadlines, notice),
        deadline_passes.settle(TableService(store).deadlines, notice),
    )
    [told] = [found for found in both if found is not None]
    assert told.played == [played] and told.flagged == []
    assert told.outcome is None  # the move's own post is the turn posts' catch-up
    assert [(e.kind, e.payload) for e in await store.log_entries(game_id)] == [
        ("deadline-autopilot", {"seats": [played]})
    ]
    assert await deadline_passes.settle(second.deadlines, notice) is None, "told once, never twice"
    assert await deadline_passes.settle(TableService(store).deadlines, notice) is None
    assert await store.pending_timer(game_id, MISSED) is None
    assert await _timeouts(store, game_id) == {played: 1}
    assert len(await store.log_entries(game_id)) == 1


async def test_a_whole_missed_deadline_counts_each_seat_once_and_tells_them_in_one_notice(
    store: Store,
) -> None:
    service = TableService(store)
    game_id, late = await _sun_tzu(service)
    await store.set_settings(GUILD, {FLAG_AFTER: 1})  # flagged at the first miss
    timer = await store.pending_timer(game_id, DEADLINE)
    assert timer is not None
    fired = await deadline_passes.fire(service.deadlines, timer)

    assert fired is not None and fired.played == late and fired.flagged == late
    assert await _timeouts(store, game_id) == dict.fromkeys(late, 1)
    assert fired.notice is not None
    assert fired.notice.payload["played"] == late and fired.notice.payload["flagged"] == late
    told = await deadline_passes.settle(service.deadlines, fired.notice)
    assert told is not None and told.played == late and told.flagged == late
    table = await service.load_game(game_id)
    assert [(e.kind, e.payload) for e in await store.log_entries(game_id)] == [
        ("deadline-autopilot", {"seats": late}),
        *[("deadline-flagged", {"seat": s, "user_id": table.user_of(s)}) for s in late],
    ]
    assert await deadline_passes.settle(service.deadlines, fired.notice) is None


@pytest.mark.parametrize("flag_after", [1, 2])
async def test_a_reminding_deadline_fired_again_after_a_stop_counts_nobody_twice(
    store: Store, flag_after: int
) -> None:
    service = TableService(store)
    game_id, late = await _sun_tzu(service)
    await store.set_settings(GUILD, {DEADLINE_POLICY: "ping", FLAG_AFTER: flag_after})
    timer = await store.pending_timer(game_id, DEADLINE)
    assert timer is not None

    fired = await deadline_passes.fire(service.deadlines, timer)
    assert fired is not None and fired.pinged == late
    flagged = late if flag_after == 1 else []
    assert fired.flagged == flagged
    # The stop came before the timer was finished: after the restart it fires again.
    again = await deadline_passes.fire(TableService(store).deadlines, timer)
    assert again is None, "the first firing counted and told already"
    assert await _timeouts(store, game_id) == dict.fromkeys(late, 1)
    deadline = await store.pending_timer(game_id, DEADLINE)
    assert deadline is not None and deadline.id != timer.id  # started again, once
    notice = await store.pending_timer(game_id, MISSED)
    assert notice is not None and notice.payload["pinged"] == late
    assert notice.payload["flagged"] == flagged
    told = await deadline_passes.settle(TableService(store).deadlines, notice)
    assert told is not None and told.pinged == late
    kinds = [e.kind for e in await store.log_entries(game_id)]
    assert kinds == ["deadline-ping"] + ["deadline-flagged"] * len(flagged)


@pytest.mark.parametrize(
    ("sent_first", "named_after"),
    # The notice of the first seat unsent at the restart: the rest's notice names both. Sent
    # first (its timer fired before the deadline's rest): the rest's names the other alone.
    [(False, "both"), (True, "other")],
)
async def test_a_deadline_cut_short_between_two_seats_plays_the_other_and_counts_nobody_twice(
    store: Store, monkeypatch: pytest.MonkeyPatch, sent_first: bool, named_after: str
) -> None:
    first = TableService(store)
    game_id, late = await _sun_tzu(first)
    await store.set_settings(GUILD, {FLAG_AFTER: 1})  # flagged at the first miss
    timer = await store.pending_timer(game_id, DEADLINE)
    assert timer is not None
    stop_after_first_move(store, monkeypatch)
    with pytest.raises(asyncio.CancelledError):
        await deadline_passes.fire(first.deadlines, timer)
    [move] = await store.actions(game_id)
    [other] = [seat for seat in late if seat != move.seat]
    rest = await store.pending_timer(game_id, DEADLINE)
    assert rest is not None and rest.due_at <= timer.due_at
    # It owes the other seat (and the first, were its stand-in not over), counted the first.
    assert other in rest.payload["owed"] and set(rest.payload["owed"]) <= set(late)
    assert rest.payload["counted"] == [move.seat]

    second = TableService(store)  # the restart
    if sent_first:
        notice = await store.pending_timer(game_id, MISSED)
        assert notice is not None
        told = await deadline_passes.settle(second.deadlines, notice)
        assert told is not None and told.played == [move.seat]
    fired = await deadline_passes.fire(second.deadlines, rest)
    assert fired is not None and fired.outcome is not None
    named = late if named_after == "both" else [other]
    assert fired.played == named and fired.flagged == named
    assert {step.seat for step in fired.outcome.steps} <= set(late)
    assert await _timeouts(store, game_id) == dict.fromkeys(late, 1), "each counted once"
    assert fired.notice is not None
    told = await deadline_passes.settle(second.deadlines, fired.notice)
    assert told is not None and told.played == named
    kinds = [(e.kind, e.payload) for e in await store.log_entries(game_id)]
    autopilot = [payload["seats"] for kind, payload in kinds if kind == "deadline-autopilot"]
    assert autopilot == ([[move.seat], [other]] if sent_first else [late])
    # The game goes on with a fresh deadline that owes nobody.
    fresh = await store.pending_timer(game_id, DEADLINE)
    assert fresh is not None and "owed" not in fresh.payload and fresh.due_at > rest.due_at
    assert await store.pending_timer(game_id, MISSED) is None
