"""Two sharded bots in one test process (issue 16), each its own store on one shared database,
against one fake Discord: each hears only its own server, a DM click of the other server's
game is played by shard 0's bot (Discord sends every DM there) and posted in that server's
channel in that server's language, and two clicks of one move reaching the two bots at once
apply it once. The same with two real processes is tests/e2e/test_shards.py."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, replace
from pathlib import Path

import discord
import pytest

from bot.app import GameBot, ShardedGameBot
from bot.engine.base import action_key
from bot.games.suntzu.engine import ENGINE as engine
from bot.table.narration import result_lines
from tests.e2e.gamebot import (
    Cast,
    SunTzuTable,
    add_cast,
    bot_settings,
    choose,
    current_state,
    game_bot,
    open_table,
    play_until,
)
from tests.fakediscord import FakeChannel, FakeDiscord, FakeInteraction, FakeUser, settled
from tests.fakediscord.model import FakeGuild

pytestmark = pytest.mark.e2e

SEED = 5  # with the autopilot's Random(1) this game ends in round 3 (about 60 moves)


@dataclass
class Shards:
    fake: FakeDiscord
    cast: Cast
    east: FakeGuild  # shard 1's server; its members read Traditional Chinese
    first: GameBot  # serves shard 0 (the fake's first server, and every DM)
    second: GameBot  # serves shard 1
    heard: dict[int, list[int]]  # id(bot) -> the interactions it received

    def heard_by(self, interaction: FakeInteraction) -> list[GameBot]:
        return [b for b in (self.first, self.second) if interaction.id in self.heard[id(b)]]


@pytest.fixture
async def shards(tmp_path: Path) -> AsyncIterator[Shards]:
    async with FakeDiscord(guild_shard=(0, 2)) as fake:
        east = fake.add_guild("East", ("games",), shard=(1, 2), locale="zh-TW")
        cast = add_cast(fake)
        base = bot_settings(fake, tmp_path / "shared.db", dev_guild=False)
        # The first bot migrates the shared database before the second opens it.
        async with (
            game_bot(fake, replace(base, shard_count=2, shard_ids=(0,))) as first,
            game_bot(fake, replace(base, shard_count=2, shard_ids=(1,))) as second,
        ):
            heard: dict[int, list[int]] = {id(first): [], id(second): []}
            for bot in (first, second):
                bot.add_listener(_recorder(heard[id(bot)]), "on_interaction")
            yield Shards(fake, cast, east, first, second, heard)
    fake.check()


def _recorder(into: list[int]) -> Callable[[discord.Interaction], Awaitable[None]]:
    async def record(interaction: discord.Interaction) -> None:
        into.append(interaction.id)

    return record


async def open_game(
    fake: FakeDiscord,
    channel: FakeChannel,
    moderator: FakeUser,
    players: list[FakeUser],
    bot: GameBot,
) -> SunTzuTable:
    """``/game new`` in ``channel``, each player joins, the moderator starts."""
    game_id, lobby, seats, state = await open_table(
        fake, moderator, players, bot, "suntzu", channel=channel, seed=SEED
    )
    opened = SunTzuTable(fake, game_id, lobby, seats)
    opened.history.append((fake.mark(), state))
    return opened


async def test_each_bot_hears_its_own_server_and_dms_go_to_shard_0(shards: Shards) -> None:
    fake, first, second = shards.fake, shards.first, shards.second
    assert isinstance(first, ShardedGameBot) and isinstance(second, ShardedGameBot)
    assert [guild.id for guild in first.guilds] == [fake.guild.id]
    assert [guild.id for guild in second.guilds] == [shards.east.id]
    assert first.service.shared and second.service.shared
    sessions = sorted(session.shard for session in fake.hub.connected_sessions)
    assert sessions == [(0, 2), (1, 2)]
    # A command in each server reaches the bot of that server's shard only.
    for guild, bot in ((fake.guild, first), (shards.east, second)):
        rules = await fake.slash(
            shards.cast.carol, "game rules", channel=guild.channels[0], game="suntzu"
        )
        assert (await fake.reply(rules)).ephemeral
        assert shards.heard_by(rules) == [bot]
    # So does a command in a DM, to shard 0's.
    notify = await fake.slash(
        shards.cast.carol, "game notify", channel=fake.dm_channel_of(shards.cast.carol)
    )
    assert (await fake.reply(notify)).ephemeral
    assert shards.heard_by(notify) == [first]


async def test_the_other_servers_game_is_played_by_dm_through_shard_0(shards: Shards) -> None:
    fake, cast = shards.fake, shards.cast
    channel = shards.east.channels[0]
    table = await open_game(fake, channel, cast.moderator, [cast.ann, cast.bob], shards.second)
    lobby_reply = fake.channel_transcript(channel)[0]
    assert lobby_reply.interaction_id is not None, "shard 1's bot answered /game new there"

    # Both bots get a DM click for the same move at the same moment: exactly one applies it.
    state, version = await current_state(shards.second, table.game_id)
    seat = min(s for s in engine.waiting_for(state) if engine.pending(state, s))
    user = table.players[seat]
    dm = table.prompt_for(seat)
    assert dm is not None
    play = await fake.reply(await fake.slash(user, "suntzu play", channel=channel))
    offered = [a for a, _, _ in table.controls_of(dm, seat)]
    action = choose(state, seat, offered, random.Random(3))
    assert any(action_key(a) == action_key(action) for a, _, _ in table.controls_of(play, seat))
    by_dm, by_channel = await asyncio.gather(
        table.use_control(user, dm, action, seat), table.use_control(user, play, action, seat)
    )
    await settled(fake, by_dm)
    await settled(fake, by_channel)
    assert shards.heard_by(by_dm) == [shards.first] and shards.heard_by(by_channel) == [
        shards.second
    ]
    _, new_version = await current_state(shards.first, table.game_id)
    assert new_version == version + 1, "the move applied once"
    # The click that lost is told so: refused (⛔) when both were judged on the same version,
    # or, judged after the winner's write, given the current controls (⏩ the board moved on);
    # which of the two depends on how the two processes' work interleaves.
    refused = [
        ix
        for ix in (by_dm, by_channel)
        if any(m.content.startswith(("⛔", "⏩")) for m in fake.responses(ix))
    ]
    assert len(refused) == 1, "the other click was told the board moved on"
    assert (await shards.second.service.store.actions(table.game_id))[-1].action == action

    # The rest of the game: every DM click is shard 0's, the posts land in East's channel.
    await play_until(table, shards.first, random.Random(1))
    final, _ = await current_state(shards.second, table.game_id)
    assert engine.result(final) is not None
    finished = await shards.second.service.load_game(table.game_id)
    lines = result_lines(finished, "zh-TW")
    last = fake.public_messages(channel)[-1].text()
    assert lines and all(line in last for line in lines), "East's language, from shard 0's bot"
    assert not fake.public_messages(), "nothing went to the first server's channel"
