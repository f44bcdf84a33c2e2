"""Moderator commands whose options are a member and a role (USER and ROLE option types)."""

from __future__ import annotations

import pytest

from bot.app import GameBot
from bot.i18n import t
from tests.e2e.gamebot import Cast, current_state, open_suntzu
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e


async def test_config_takes_a_role_and_kick_takes_a_member(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    role = fake.guild.moderator_role
    config = await fake.slash(cast.moderator, "game config", moderator_role=role, language="zh-TW")
    answer = await fake.reply(config)
    assert answer.ephemeral and f"<@&{role.id}>" in answer.content
    assert (await bot.service.guild_settings(fake.guild.id))["moderator_role_id"] == role.id
    assert await bot.service.channel_locale(fake.channel.id) == "zh-TW"

    table = await open_suntzu(
        fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3, beginner=True
    )
    kick = await fake.slash(cast.moderator, "game kick", player=cast.bob)
    await settled(fake, kick)
    [reply] = fake.responses(kick)
    assert reply.ephemeral
    assert reply.content == t(cast.moderator.locale, "kicked", player=cast.bob.mention)
    seats = (await bot.service.load_game(table.game_id)).seats
    assert seats[table.seat_of(cast.bob)].autopilot
    state, _ = await current_state(bot, table.game_id)
    assert state["phase"] == "place"


async def test_game_rules_tell_every_player_what_happens_when_someone_goes_quiet(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    """Issue 14: the stall policy is part of /game rules, under every game's own rules, in the
    reader's language."""
    for user, locale in ((cast.carol, "en"), (cast.ann, "zh-TW"), (cast.bob, "zh-CN")):
        for game in ("suntzu", "smallworld"):
            asked = await fake.slash(user, "game rules", game=game)
            answer = await fake.reply(asked)
            assert answer.ephemeral
            [embed] = answer.embeds
            [field] = embed["fields"]
            assert field["name"] == t(locale, "rules-stall-title")
            assert field["value"] == t(locale, "rules-stall-body")
            assert "/game replace" in field["value"] and "/game undo" in field["value"]
