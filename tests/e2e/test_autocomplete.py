"""A slash-command move with autocomplete: the choices are the player's legal moves in the
player's language, and picking one applies exactly that move."""

from __future__ import annotations

import pytest

from bot.app import GameBot
from bot.engine.base import action_key
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.prompts.prompt import describe_action
from bot.i18n import t, text
from tests.e2e.gamebot import Cast, choice_action, current_state, open_suntzu
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e


async def test_support_autocomplete_offers_the_legal_moves_and_applies_the_pick(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=5)
    state, version = await current_state(bot, table.game_id)
    legal = {
        seat: [a for a in engine.legal_actions(state, seat) if a["t"] == "support"]
        for seat in table.players
    }
    seat = next(s for s, actions in legal.items() if actions)
    player = table.players[seat]

    choices = await fake.autocomplete(player, "suntzu support", focused="card")
    assert [choice_action(c["value"]) for c in choices] == legal[seat]
    assert [c["name"] for c in choices] == [
        text(player.locale, describe_action(a)) for a in legal[seat]
    ]
    assert await fake.autocomplete(cast.carol, "suntzu support", focused="card") == []

    move = await fake.slash(player, "suntzu support", card=choices[0]["value"])
    await settled(fake, move)
    answer = await fake.reply(move)
    assert answer.ephemeral and not answer.content.startswith("⛔")
    after, new_version = await current_state(bot, table.game_id)
    assert new_version == version + 1
    [row] = (await bot.store.actions(table.game_id))[version:]
    assert (row.seat, action_key(row.action)) == (
        seat,
        action_key(choice_action(choices[0]["value"])),
    )
    assert after["reserve"][seat] == state["reserve"][seat] - 1

    # a choice offered before that move was made for a moment that has passed
    assert len(choices) > 1
    late = await fake.slash(player, "suntzu support", card=choices[1]["value"])
    await settled(fake, late)
    answer = await fake.reply(late)
    assert answer.ephemeral
    assert answer.content.startswith(t(player.locale, "error-controls-stale"))
    assert await current_state(bot, table.game_id) == (after, new_version)
