"""Bot seats moving by themselves (issue 30, parts 1 and 4; bot.table.bot_runner): the game's
lock is free while a bot thinks (a member's sealed choice in the same game goes through), a
thought the game moved past is thought again on the game as it is, each move lands after its
delay, and a move pending at a stop is made after the restart. Searches are stood in for by a
pool that answers when the test lets it, with the best card of the seat's own view."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

import bot.table.bot_runner as bot_runner
from bot.engine.base import Action
from bot.store import Store
from bot.table import Outcome, Table, TableService
from bot.table.bot_moves import Question
from bot.table.bot_runner import human_delay
from tests.platform.test_service import CHANNEL, GUILD, MOD

HUMAN = 1
WAIT = 10.0  # a hang guard, never a figure under test


class GatedPool:
    """Stands in for the think pool: each search waits for ``gate``, then plays the best card
    of the hand in the view it was sent (the seat's own view: it holds no other hand)."""

    def __init__(self) -> None:
        self.asked: list[tuple[Any, int]] = []
        self.gate = asyncio.Event()
        self.new_question = asyncio.Event()

    async def thinking(self, questions: int) -> None:
        """Wait until ``questions`` searches were asked for."""
        async with asyncio.timeout(WAIT):
            while len(self.asked) < questions:
                self.new_question.clear()
                await self.new_question.wait()

    async def decide(self, name: str, view: Any, seat: int, level: str, seed: int) -> Action:
        self.asked.append((view, seat))
        self.new_question.set()
        await self.gate.wait()
        return {"t": "play", "c": max(view["me"]["hand"])}


def searching(table: Table, seat: int, level: str, number: int) -> Question:
    """Every bot move is a search (highcard supplies no determinize)."""
    return Question(table.spec.name, table.spec.engine.view(table.state, seat), seat, level, 7)


async def bot_game(service: TableService, published: list[Outcome]) -> Table:
    """A running highcard game: the member ``HUMAN`` and one strong bot, the bots moving by
    themselves (their outcomes collected in ``published``)."""

    async def publish(outcome: Outcome) -> None:
        published.append(outcome)

    service.bots.start(publish, (0.0, 0.0))
    await service.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        kind="highcard",
        user_id=MOD,
        moderator=True,
        seed=5,
        bots=1,
        level="strong",
    )
    await service.join(CHANNEL, HUMAN, "P1", "en")
    outcome = await service.start(CHANNEL, MOD, moderator=True)
    assert outcome.steps == [], "the start leaves the bot's move to its own task"
    return outcome.table


async def test_a_member_moves_while_the_bot_thinks_and_the_bot_thinks_again(
    highcard, service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot_runner, "question", searching)
    pool = GatedPool()
    service.bots.pool = pool  # type: ignore[assignment]
    published: list[Outcome] = []
    table = await bot_game(service, published)
    human = table.seat_of(HUMAN)
    assert human is not None
    robot = 1 - human
    service.bots.wake(table.id)
    await pool.thinking(1)

    # The bot is thinking: the member's sealed choice in the same game is not kept waiting.
    card = table.state["hands"][human][0]
    async with asyncio.timeout(WAIT):
        mine = await service.act(table.id, HUMAN, {"t": "play", "c": card})
    assert [step.seat for step in mine.steps] == [human]
    pool.gate.set()
    await service.bots.settle()

    # Its first thought was for version 0, which the member's move left behind: thought again
    # on version 1, then (the round over) once more for round 2, where it waits for the member.
    rows = await service.store.actions(table.id)
    assert [(row.seat, row.user_id) for row in rows] == [
        (human, HUMAN),
        (robot, None),
        (robot, None),
    ]
    assert len(pool.asked) == 3
    assert all(seat == robot for _, seat in pool.asked)
    hands = [view["me"]["hand"] for view, _ in pool.asked]
    assert all(set(hand) <= set(table.state["hands"][robot]) for hand in hands), "its own hand"
    assert [step.number for outcome in published for step in outcome.steps] == [2, 3]
    assert all(step.by_autopilot for outcome in published for step in outcome.steps)
    after = await service.load_game(table.id)
    assert after.waiting() == {human}


async def test_each_bot_move_lands_after_its_delay(highcard, service: TableService) -> None:
    published: list[Outcome] = []
    table = await bot_game(service, published)
    service.bots.delay = (0.2, 0.3)
    began = time.monotonic()
    service.bots.wake(table.id)
    await service.bots.settle()
    took = time.monotonic() - began
    assert len(published) == 1 and took >= 0.2


def test_the_delay_is_drawn_between_its_bounds_from_a_stream_of_its_own() -> None:
    drawn = [human_delay(7, number, 1, (2.0, 6.0)) for number in range(200)]
    assert all(2.0 <= delay <= 6.0 for delay in drawn)
    assert max(drawn) - min(drawn) > 2.0, "spread over the range"
    assert drawn == [human_delay(7, number, 1, (2.0, 6.0)) for number in range(200)]
    assert human_delay(7, 3, 1, (0.0, 0.0)) == 0.0


async def test_a_move_pending_at_a_stop_is_made_after_the_restart(
    highcard, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot_runner, "question", searching)
    first = TableService(store)
    pool = GatedPool()
    first.bots.pool = pool  # type: ignore[assignment]
    table = await bot_game(first, [])
    first.bots.wake(table.id)
    await pool.thinking(1)
    await first.bots.close()  # the stop: the bot was still thinking
    assert await store.actions(table.id) == [], "nothing half made"

    second = TableService(store)
    again = GatedPool()
    again.gate.set()
    second.bots.pool = again  # type: ignore[assignment]
    published: list[Outcome] = []

    async def publish(outcome: Outcome) -> None:
        published.append(outcome)

    second.bots.start(publish, (0.0, 0.0))
    assert await second.bots.resume([GUILD, GUILD + 1]) == 1
    await second.bots.settle()
    assert again.asked == pool.asked, "the same question as before the stop"
    rows = await store.actions(table.id)
    robot = 1 - table.seat_of(HUMAN)  # type: ignore[operator]
    assert [(row.seat, row.user_id) for row in rows] == [(robot, None)]
    assert len(published) == 1
