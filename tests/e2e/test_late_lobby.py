"""A `/game new` whose interaction expires still opens a visible lobby; the channel never sticks."""

from __future__ import annotations

import asyncio

import pytest

from bot.app import GameBot
from bot.table import Table
from tests.e2e.gamebot import Cast
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.e2e


async def lobby_recorded(bot: GameBot, channel_id: int) -> Table:
    """The channel's game once the bot has stored its lobby message (bounded wait)."""
    for _ in range(100):
        table = await bot.service.load(channel_id)
        if table is not None and table.game.lobby_message_id is not None:
            return table
        await asyncio.sleep(0.02)
    raise AssertionError("the lobby message was never recorded")


async def test_an_expired_game_new_posts_the_lobby_in_the_channel(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    mark = fake.mark()
    await fake.slash(cast.moderator, "game new", game="suntzu", deadline=0.0)
    # Discord refuses the late answer (10062); the lobby appears in the channel all the same.
    lobby = await fake.next_message(fake.channel, since=mark)
    table = await lobby_recorded(bot, fake.channel.id)
    assert table.game.status == "lobby" and table.game.lobby_message_id == lobby.id
    ids = {c.get("custom_id") for c in lobby.components_flat()}
    assert f"lobby:{table.id}:join" in ids and f"lobby:{table.id}:start" in ids
