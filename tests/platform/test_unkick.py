"""A kicked member's seat given back to them (issue 30, part 1): ``/game replace old:X new:X``
on X's seat, which the bot plays since a kick, lets the bot go and X plays on with the seat's
hand; the table log says "returned" (never "replaced", which would make X a former holder);
a bot thinking for the seat at that moment does not move for it; the same member's seat that
the bot does not play is still refused as "the same member"."""

from __future__ import annotations

import asyncio

import pytest

import bot.table.bot_runner as bot_runner
from bot.engine.base import RuleError
from bot.store import Store
from bot.table import Outcome, TableService
from tests.platform.test_bot_runner import WAIT, GatedPool, searching
from tests.platform.test_replace import snapshot, started
from tests.platform.test_service import CHANNEL, MOD, lobby


async def give_back(service: TableService, user_id: int) -> object:
    return await service.replace(CHANNEL, user_id, user_id, "P", None, moderator=True, by=MOD)


async def test_the_kicked_member_plays_their_seat_again(
    highcard, service: TableService, store: Store
) -> None:
    game_id = await started(service)
    table = await service.load_game(game_id)
    seat, other = table.seat_of(2), table.seat_of(1)
    assert seat is not None and other is not None
    kicked = await service.kick(CHANNEL, 2, moderator=True)
    assert [step.seat for step in kicked.steps] == [seat]  # the bot played the seat's card
    with pytest.raises(RuleError, match="error-seat-private-played-by-bot"):
        await service.seat_for(kicked.table, 2)
    hand = list(kicked.table.state["hands"][seat])

    returned = await service.replace(CHANNEL, 2, 2, "P2", None, moderator=True, by=MOD)
    assert returned.returned and returned.seat == seat and not returned.waited_for
    assert returned.former.autopilot and returned.former.user_id == 2
    for row in ((await store.seats(game_id))[seat], returned.table.seats[seat]):
        assert (row.user_id, row.display_name, row.autopilot, row.level) == (2, "P2", False, None)
    after = await service.load_game(game_id)
    assert after.state["hands"][seat] == hand and after.game.version == kicked.table.game.version
    entries = await store.log_entries(game_id)
    assert [e.kind for e in entries] == ["kicked", "returned"]
    assert (entries[1].user_id, entries[1].payload) == (MOD, {"seat": seat, "user_id": 2})
    assert await service.seat_for(after, 2) == seat  # /game hand shows the seat again

    # The other player ends the round: the next one waits for the member, not the bot.
    outcome = await service.act(game_id, 1, {"t": "play", "c": after.state["hands"][other][0]})
    assert all(step.seat == other for step in outcome.steps)
    assert outcome.waiting_after == {seat, other}
    card = (await service.load_game(game_id)).state["hands"][seat][0]
    outcome = await service.act(game_id, 2, {"t": "play", "c": card}, seat=seat)
    assert [(step.seat, step.by_autopilot) for step in outcome.steps] == [(seat, False)]
    assert (await store.actions(game_id))[-1].user_id == 2

    # Given back, it is the member's like any seat: a second return is "the same member".
    before = await snapshot(service, game_id)
    with pytest.raises(RuleError, match="error-replace-same"):
        await give_back(service, 2)
    assert await snapshot(service, game_id) == before


async def test_the_same_member_is_refused_unless_the_bot_plays_their_seat(
    highcard, service: TableService
) -> None:
    await lobby(service, 2)
    for channel in (CHANNEL, CHANNEL + 1):  # a lobby, and a channel with no game at all
        with pytest.raises(RuleError, match="error-replace-same"):
            await service.replace(channel, 1, 1, "P1", None, moderator=True)
    game_id = (await service.start(CHANNEL, MOD, moderator=True)).table.id
    before = await snapshot(service, game_id)
    with pytest.raises(RuleError, match="error-replace-same"):
        await give_back(service, 1)  # a member's own seat, played by them
    with pytest.raises(RuleError, match="error-not-moderator"):
        await service.replace(CHANNEL, 1, 1, "P1", None, moderator=False)
    assert await snapshot(service, game_id) == before
    await service.kick(CHANNEL, 2, moderator=True)
    before = await snapshot(service, game_id)
    with pytest.raises(RuleError, match="error-not-moderator"):
        await service.replace(CHANNEL, 2, 2, "P2", None, moderator=False)
    assert await snapshot(service, game_id) == before


async def test_a_bot_thinking_for_the_seat_when_it_is_given_back_does_not_move(
    highcard, service: TableService, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot_runner, "question", searching)
    pool = GatedPool()
    service.bots.pool = pool  # type: ignore[assignment]
    published: list[Outcome] = []

    async def publish(outcome: Outcome) -> None:
        published.append(outcome)

    service.bots.start(publish, (0.0, 0.0))
    game_id = await started(service)
    seat = (await service.load_game(game_id)).seat_of(2)
    assert seat is not None
    kicked = await service.kick(CHANNEL, 2, moderator=True, level="strong")
    assert kicked.steps == [], "the bot's move is left to its own task"
    service.bots.wake(game_id)
    await pool.thinking(1)  # the bot is thinking for the kicked seat

    returned = await service.replace(CHANNEL, 2, 2, "P2", None, moderator=True, by=MOD)
    assert returned.waited_for, "the game waits for the seat: now for the member"
    pool.gate.set()
    async with asyncio.timeout(WAIT):
        await service.bots.settle()
    assert await store.actions(game_id) == [] and published == []
    table = await service.load_game(game_id)
    assert seat in table.waiting_humans()
    card = table.state["hands"][seat][0]
    outcome = await service.act(game_id, 2, {"t": "play", "c": card})
    assert [(step.seat, step.by_autopilot) for step in outcome.steps] == [(seat, False)]
