"""Clicks that can't be replayed, seats that can't be kept, controls that stay current (issue 8).

* A control carries the moment it was made for; a click made for an earlier moment (a double
  click, a lagging client, an old DM) is refused with the current choices, and nothing applies.
* A kicked player's old controls and commands no longer act for the seat the bot now plays.
* Whenever a seat's choices change, however the move was made, its DM is kept current: one
  live prompt per seat, whose controls are the ones for this moment.
* Ids the bot does not make (forged, broken, too long) get an answer, never "interaction failed".
"""

from __future__ import annotations

import json
import random

import pytest

from bot.app import GameBot
from bot.games.smallworld.engine import ENGINE as smallworld
from bot.games.suntzu.engine import ENGINE as suntzu
from bot.games.suntzu.engine.turns import phase_of
from bot.i18n import t
from tests.e2e import swbot
from tests.e2e.gamebot import Cast, SunTzuTable, current_state, open_suntzu, play_one_move
from tests.e2e.swbot import open_smallworld
from tests.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e


async def only_answer(fake: FakeDiscord, interaction: FakeInteraction) -> FakeMessage:
    await settled(fake, interaction)
    [answer] = fake.responses(interaction)
    return answer


def stamp_of(custom_id: str) -> str:
    return custom_id.split(":")[3]


async def live_prompts(
    fake: FakeDiscord, table: SunTzuTable, bot: GameBot
) -> dict[int, list[FakeMessage]]:
    """Each seat's DMs that still carry controls; checked against the seat's current stamp."""
    loaded = await bot.service.load_game(table.game_id)
    found: dict[int, list[FakeMessage]] = {}
    for seat, user in table.players.items():
        messages = [m for m in fake.dm_inbox(user) if m.components_flat()]
        found[seat] = messages
        for message in messages:
            for component in message.components_flat():
                assert stamp_of(component["custom_id"]) == loaded.stamp(seat), (
                    f"seat {seat}'s DM {message.id} offers controls made for another moment"
                )
    return found


async def test_small_world_end_clicked_twice_ends_the_conquest_only(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=6)
    rng = random.Random(4)
    for _ in range(40):
        state, _ = await current_state(bot, table.game_id)
        if state["phase"] == "conquer" and state["turn_state"]["conquests"] >= 1:
            break
        await swbot.play_one_move(table, bot, rng)
    else:
        raise AssertionError("no turn with a conquest")
    seat = state["active"]
    user = table.players[seat]
    prompt = table.prompt_for(seat)
    assert prompt is not None
    [(_, end_id, _)] = [c for c in table.controls_of(prompt, seat) if c[0] == {"t": "end"}]

    first = await table.use_control(user, prompt, {"t": "end"}, seat)
    await settled(fake, first)
    after_first, version = await current_state(bot, table.game_id)
    assert after_first["phase"] == "redeploy"

    # the same End again, as a client that had not yet seen the edit would send it
    second = await fake.click(user, prompt, end_id, forge=True)
    await settled(fake, second)
    assert await current_state(bot, table.game_id) == (after_first, version)
    stale = t(user.locale, "error-controls-stale")
    assert fake.messages[prompt.id].content.startswith(stale)
    # ...and the message now holds the redeployment's controls, for this moment
    await live_prompts(fake, table, bot)
    assert table.controls_of(fake.messages[prompt.id], seat)


async def test_a_kicked_player_can_no_longer_act_for_the_seat(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=31)
    seat = table.seat_of(cast.ann)
    prompt = table.prompt_for(seat)
    assert prompt is not None
    _action, custom_id, value = table.controls_of(prompt, seat)[0]

    kick = await fake.slash(cast.moderator, "game kick", player=cast.ann)
    await settled(fake, kick)
    # her DM lost its controls: the bot plays the seat now
    assert not fake.messages[prompt.id].components_flat()
    state, version = await current_state(bot, table.game_id)

    if value is None:
        clicked = await fake.click(cast.ann, prompt, custom_id, forge=True)
    else:
        clicked = await fake.select(cast.ann, prompt, custom_id, [value], forge=True)
    answer = await only_answer(fake, clicked)
    assert answer.ephemeral
    assert answer.content == "⛔ " + t(cast.ann.locale, "error-seat-played-by-bot")

    loaded = await bot.service.load_game(table.game_id)
    cards = [c for c in loaded.state["hands"][seat] if c not in {"1", "2", "3", "4", "5", "6"}]
    if cards:
        support = await fake.slash(cast.ann, "suntzu support", card=cards[0])
        answer = await only_answer(fake, support)
        assert answer.content == "⛔ " + t(cast.ann.locale, "error-seat-played-by-bot")
    assert await current_state(bot, table.game_id) == (state, version)


async def test_dm_controls_stay_current_through_a_whole_round(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    """After the reveal nobody keeps an Unlock button; at every step each seat has at most one
    DM with controls, and they are the controls for this moment."""
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=12)
    rng = random.Random(2)
    seen_phases = set()
    for _ in range(80):
        state, _ = await current_state(bot, table.game_id)
        phase = phase_of(state)
        seen_phases.add(phase)
        prompts = await live_prompts(fake, table, bot)
        for seat, messages in prompts.items():
            assert len(messages) <= 1, f"seat {seat} has {len(messages)} live prompts"
            if phase != "place":
                for message in messages:
                    kinds = {a.get("t") for a, _, _ in table.controls_of(message, seat)}
                    assert "unlock" not in kinds, "an Unlock button outlived the reveal"
        if suntzu.result(state) is not None or (state["round"] >= 2 and phase == "place"):
            break
        await play_one_move(table, bot, rng)
    assert {"place", "draw"} <= seen_phases


async def test_a_slash_command_move_updates_the_dm_prompt(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    """/smallworld pick answers ephemerally; the DM that offered the market must not keep
    offering it."""
    table = await open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=6)
    state, version = await current_state(bot, table.game_id)
    seat = state["active"]
    user = table.players[seat]
    prompt = table.prompt_for(seat)
    assert prompt is not None
    assert any(a.get("t") == "pick" for a, _, _ in table.controls_of(prompt, seat))
    choices = await fake.autocomplete(user, "smallworld pick", focused="combo")
    pick = await fake.slash(user, "smallworld pick", combo=choices[0]["value"])
    await settled(fake, pick)
    assert (await current_state(bot, table.game_id))[1] == version + 1
    kinds = {a.get("t") for a, _, _ in table.controls_of(fake.messages[prompt.id], seat)}
    assert "pick" not in kinds, "the DM still offers the market after a pick by command"
    await live_prompts(fake, table, bot)


async def test_the_channel_names_the_move_it_waits_for(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3, beginner=True)
    post = fake.public_messages()[-1]
    step = t("en", "suntzu-step-place")
    assert post.content.startswith(t("en", "waiting-for-step", step=step, players="")[:10])
    assert step in post.content
    assert f"<@{cast.ann.id}>" in post.content and f"<@{cast.bob.id}>" in post.content


@pytest.mark.parametrize(
    "custom_id",
    [
        'act:1:0:abcde:{"t":',  # broken JSON
        "act:" + "9" * 60 + ':0:abcde:{"t":"pass"}',  # a game id no database can hold
        "lobby:" + "9" * 60 + ":join",
        'act:1:0:{"t":"pass"}',  # an older version's format
        "nonsense",
    ],
)
async def test_controls_the_bot_does_not_make_are_answered(
    fake: FakeDiscord, cast: Cast, bot: GameBot, custom_id: str
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    state = await current_state(bot, table.game_id)
    prompt = table.prompt_for(table.seat_of(cast.ann))
    assert prompt is not None
    clicked = await fake.click(cast.ann, prompt, custom_id, forge=True)
    answer = await only_answer(fake, clicked)
    assert answer.ephemeral
    assert answer.content in {
        t(cast.ann.locale, "error-controls-unknown"),
        "⛔ " + t(cast.ann.locale, "error-no-such-game"),
    }
    assert await current_state(bot, table.game_id) == state


async def test_a_forged_lobby_id_from_another_channel_is_refused(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    new = await fake.slash(cast.moderator, "game new", game="suntzu")
    lobby = await fake.reply(new)
    game_id = int(lobby.buttons()[0]["custom_id"].split(":")[1])
    games = next(c for c in fake.guild.channels if c.name == "games")
    other = await fake.slash(cast.moderator, "game new", game="suntzu", channel=games)
    elsewhere = await fake.reply(other)
    forged = await fake.click(cast.ann, elsewhere, f"lobby:{game_id}:join", forge=True)
    answer = await only_answer(fake, forged)
    assert answer.content == "⛔ " + t(cast.ann.locale, "error-control-other-channel")
    assert (await bot.service.load_game(game_id)).seats == []


async def test_nested_json_in_a_typed_move_is_refused_clearly(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=6)
    state = await current_state(bot, table.game_id)
    seat = state[0]["active"]
    user: FakeUser = table.players[seat]
    for value in ("[" * 5000 + "]" * 5000, '{"t":"pick","i":' + "[" * 90 + "]" * 90 + "}"):
        move = await fake.slash(user, "smallworld move", action=value, forge=True)
        answer = await only_answer(fake, move)
        assert answer.ephemeral and answer.content.startswith("⛔")
        assert t(user.locale, "error-unexpected") not in answer.content
    assert await current_state(bot, table.game_id) == state
    assert json.dumps(state[0])  # unchanged and still plain JSON
    assert smallworld.result(state[0]) is None


async def test_ending_a_game_takes_the_controls_off_every_dm(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    assert all(table.prompt_for(seat) for seat in table.players)
    await settled(fake, await fake.slash(cast.moderator, "game end", reason="test"))
    for user in table.players.values():
        assert not [m for m in fake.dm_inbox(user) if m.components_flat()]
