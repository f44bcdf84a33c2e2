"""Scenario 5: who may do what. Every refusal is an ephemeral reason in the reader's language,
and the game is exactly as it was."""

from __future__ import annotations

import random

import pytest

from bot.app import GameBot
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.engine.turns import phase_of
from bot.i18n import t
from tests.e2e.gamebot import Cast, current_state, open_suntzu, play_until, refusal
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e


async def test_a_non_moderator_cannot_open_start_or_end_a_game(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    before = fake.mark()
    await refusal(
        fake,
        await fake.slash(cast.carol, "game new", game="suntzu"),
        cast.carol,
        "error-not-moderator",
    )
    assert [m for m in fake.public_messages() if m.seq > before] == []
    assert await bot.store.active_game(fake.channel.id) is None

    new = await fake.slash(cast.moderator, "game new", game="suntzu", seed=11)
    lobby = await fake.reply(new)
    game_id = int(lobby.buttons()[0]["custom_id"].split(":")[1])
    for player in (cast.ann, cast.bob):
        await settled(fake, await fake.click(player, lobby, f"lobby:{game_id}:join"))
    start = await fake.click(cast.ann, lobby, f"lobby:{game_id}:start")
    await refusal(fake, start, cast.ann, "error-not-moderator")
    assert (await bot.service.load_game(game_id)).game.status == "lobby"

    await settled(fake, await fake.click(cast.moderator, lobby, f"lobby:{game_id}:start"))
    state, version = await current_state(bot, game_id)
    await refusal(fake, await fake.slash(cast.bob, "game end"), cast.bob, "error-not-moderator")
    assert await current_state(bot, game_id) == (state, version)
    assert (await bot.service.load_game(game_id)).game.status == "running"


async def test_players_act_only_for_their_own_seat_and_only_when_asked(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(
        fake, cast.moderator, [cast.ann, cast.bob], bot, seed=11, beginner=True
    )
    state, version = await current_state(bot, table.game_id)
    ann_seat = table.seat_of(cast.ann)
    ann_prompt = table.prompt_for(ann_seat)
    assert ann_prompt is not None
    _action, custom_id, value = table.controls_of(ann_prompt, ann_seat)[0]

    # a bystander, and the other player, forging a click on Ann's DM controls
    for intruder in (cast.carol, cast.bob):
        if value is None:
            forged = await fake.click(intruder, ann_prompt, custom_id, forge=True)
        else:
            forged = await fake.select(intruder, ann_prompt, custom_id, [value], forge=True)
        await refusal(
            fake,
            forged,
            intruder,
            "error-not-your-prompt",
            game=str(table.game_id),
            channel=f"<#{fake.channel.id}>",
        )
        assert await current_state(bot, table.game_id) == (state, version)

    # a bystander asking for a hand, or to play
    await refusal(fake, await fake.slash(cast.carol, "game hand"), cast.carol, "error-not-a-player")
    await refusal(
        fake, await fake.slash(cast.carol, "suntzu play"), cast.carol, "error-not-a-player"
    )

    # out of turn: the controls each player got from /suntzu play during placement are still
    # on their screens when only the other player may choose where to fight
    early = {}
    for seat, player in table.players.items():
        play = await fake.slash(player, "suntzu play")
        early[seat] = await fake.reply(play)
        assert early[seat].ephemeral and table.controls_of(early[seat], seat)
    await play_until(table, bot, random.Random(3), stop=lambda s: phase_of(s) == "order")
    state, version = await current_state(bot, table.game_id)
    [idle_seat] = {0, 1} - engine.waiting_for(state)
    idle = table.players[idle_seat]
    _, custom_id, value = table.controls_of(early[idle_seat], idle_seat)[0]
    assert value is not None, "placement controls are selects"
    late = await fake.select(idle, early[idle_seat], custom_id, [value])
    # made for the placement, which is over: refused as stale, with the current (empty) choices
    await settled(fake, late)
    [answer] = fake.responses(late)
    assert answer.ephemeral and answer.visible_to == idle.id
    assert answer.content.startswith(t(idle.locale, "error-controls-stale"))
    assert not table.controls_of(answer, idle_seat)
    assert await current_state(bot, table.game_id) == (state, version)
