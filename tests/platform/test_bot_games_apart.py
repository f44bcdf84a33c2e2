"""A bot never blocks other games (issue 30, part 1): while one game's bot is still thinking
(its search held by the test), another game's bot moves and is published, and a member of
that other game moves, each in its own time. Every game's bots have a task of their own
(bot.table.bot_runner); a runner playing the games' bots one after another would keep the
second game waiting for the first one's thought."""

from __future__ import annotations

import asyncio

import pytest

import bot.table.bot_runner as bot_runner
from bot.table import Outcome, Table, TableService
from bot.table.bot_moves import Question, question
from tests.platform.test_bot_runner import WAIT, GatedPool
from tests.platform.test_service import GUILD, MOD

THINKING, OTHER = 10, 11  # the channels of the two games
HUMAN = 1


async def bot_game(service: TableService, channel: int, level: str) -> Table:
    """A running highcard game in ``channel``: the member ``HUMAN`` and one bot at ``level``."""
    await service.create(
        guild_id=GUILD,
        channel_id=channel,
        kind="highcard",
        user_id=MOD,
        moderator=True,
        seed=5,
        bots=1,
        level=level,
    )
    await service.join(channel, HUMAN, "P1", "en")
    return (await service.start(channel, MOD, moderator=True)).table


async def test_a_bot_thinking_in_one_game_keeps_no_other_game_waiting(
    highcard, service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    published: list[Outcome] = []
    arrived = asyncio.Event()

    async def publish(outcome: Outcome) -> None:
        published.append(outcome)
        arrived.set()

    service.bots.start(publish, (0.0, 0.0))
    pool = GatedPool()  # the first game's search waits for the gate, which stays shut
    service.bots.pool = pool  # type: ignore[assignment]
    thinking = await bot_game(service, THINKING, "strong")
    other = await bot_game(service, OTHER, "easy")

    def searching_in_the_first_game(table: Table, seat: int, level: str, number: int) -> object:
        """The first game's bot searches (highcard has no determinize: stood in for); the
        other game's easy bot plays the autopilot's move as ever."""
        if table.id != thinking.id:
            return question(table, seat, level, number)
        return Question(table.spec.name, table.spec.engine.view(table.state, seat), seat, level, 7)

    monkeypatch.setattr(bot_runner, "question", searching_in_the_first_game)
    service.bots.wake(thinking.id)
    await pool.thinking(1)
    service.bots.wake(other.id)

    async with asyncio.timeout(WAIT):  # a hang guard: the other game's bot moves meanwhile
        await arrived.wait()
    assert [outcome.table.id for outcome in published] == [other.id]
    moved = await service.store.actions(other.id)
    robot = 1 - (other.seat_of(HUMAN) or 0)
    assert [(row.seat, row.user_id) for row in moved] == [(robot, None)]

    # The other game's member moves too, while the first game's bot still thinks.
    table = await service.load_game(other.id)
    human = table.seat_of(HUMAN)
    assert human is not None and human in table.waiting()
    async with asyncio.timeout(WAIT):
        mine = await service.act(other.id, HUMAN, table.legal(human)[0], seat=human)
    assert [step.seat for step in mine.steps] == [human]
    assert await service.store.actions(thinking.id) == [], "the first game's bot still thinks"
    assert len(pool.asked) == 1

    pool.gate.set()  # its thought ends: the first game's bot moves too
    await service.bots.settle()
    assert [row.user_id for row in await service.store.actions(thinking.id)] == [None]
