"""A bot's move pending when the bot process stops is made by the next one (issue 30, part 4),
through the fake Discord: a member against a bot whose moves take long to land; the process
stops while the bot's move waits out its delay (nothing of it stored, the stop not kept
waiting); the next process, at start-up, has the bot make it, and the channel shows it."""

from __future__ import annotations

import asyncio
import dataclasses
import time

import pytest

from bot.games.suntzu.engine import ENGINE as engine
from bot.settings import Settings
from tests.e2e.gamebot import Cast, game_bot
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e

SLOW = (60.0, 60.0)  # far longer than the test: the stop comes while the move waits
STOP_LIMIT = 8.0  # the stop drops the pending move rather than waiting for it


async def test_a_bot_move_pending_at_a_stop_is_made_after_the_restart(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    slow = dataclasses.replace(settings, bot_delay=SLOW)
    async with game_bot(fake, slow) as first:
        new = await fake.slash(
            cast.moderator, "game new", game="suntzu", seed=4, bots=1, level="normal"
        )
        lobby = await fake.reply(new)
        game_id = int(lobby.buttons()[0]["custom_id"].split(":")[1])
        await settled(fake, await fake.click(cast.ann, lobby, f"lobby:{game_id}:join"))
        start = await fake.click(cast.moderator, lobby, f"lobby:{game_id}:start")
        await fake.acknowledged(start)
        table = await first.service.load_game(game_id)
        robot = next(row.seat for row in table.seats if row.is_bot)
        assert robot in table.waiting(), "the game waits for the bot from the start"
        for _ in range(1000):  # the Start's posts go out, then the bot's move is begun
            if first.service.bots.pending():
                break
            await asyncio.sleep(0.01)
        assert first.service.bots.pending(), "its move waits out its delay"
        assert await first.store.actions(game_id) == []
        stopping = time.monotonic()
    assert time.monotonic() - stopping < STOP_LIMIT
    restarted_at = fake.mark()

    async with game_bot(fake, settings) as second:
        await settled(fake)  # the start-up resumes the bot's seat; its moves land at once
        moves = await second.store.actions(game_id)
        assert moves and moves[0].seat == robot and moves[0].user_id is None
        table = await second.service.load_game(game_id)
        assert not engine.pending(table.state, robot), "it made its moves: only Ann is awaited"
        # Its sealed moves show as commitments in the turn post: an edit, or a new message.
        shown = [m for m in fake.public_messages() if m.touched > restarted_at]
        assert shown, "the channel hears of the bot's moves"


async def test_a_failing_step_of_the_stop_still_closes_the_store(
    fake: FakeDiscord, cast: Cast, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A store left open keeps its connection's thread alive: the process would never exit.
    async def broken() -> None:
        raise RuntimeError("the bot runner failed to stop")

    with pytest.raises(RuntimeError, match="failed to stop"):
        async with game_bot(fake, settings) as bot:
            monkeypatch.setattr(bot.service.bots, "close", broken)
            store = bot.store
    assert bot.store is None
    assert not store._db._running  # aiosqlite's connection thread was told to stop
