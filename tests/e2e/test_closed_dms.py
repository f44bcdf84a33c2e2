"""Scenario 4: a player whose DMs are closed. The channel gets one short notice without
secrets; ``/game hand`` and ``/suntzu play`` answer ephemerally, and the player can play."""

from __future__ import annotations

import random

import pytest

from bot.app import GameBot
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.engine.turns import phase_of
from bot.games.suntzu.prompts.prompt import private_summary
from bot.i18n import t, text
from tests.e2e.gamebot import Cast, current_state, open_suntzu, play_until
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.e2e


async def test_closed_dms_get_a_channel_notice_and_ephemeral_answers(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    cast.bob.dms_open = False
    table = await open_suntzu(
        fake, cast.moderator, [cast.ann, cast.bob], bot, seed=8, beginner=True
    )
    bob_seat = table.seat_of(cast.bob)
    notice_text = t("en", "dm-closed", player=cast.bob.mention)
    notices = [m for m in fake.public_messages() if m.content == notice_text]
    assert len(notices) == 1, "one notice in the channel, in the channel's language"
    assert notices[0].embeds == [] and notices[0].files == [] and notices[0].components == []
    assert {user_id for user_id, _ in fake.rejected_dms} == {cast.bob.id}

    hand = await fake.slash(cast.bob, "game hand")
    answer = await fake.reply(hand)
    assert answer.ephemeral and answer.visible_to == cast.bob.id
    state, _ = await current_state(bot, table.game_id)
    secrets = [
        text(cast.bob.locale, line) for line in private_summary(engine.view(state, bob_seat))
    ]
    assert secrets and all(line in answer.content for line in secrets)
    assert [f.filename for f in answer.files] == ["private.png"] and answer.files[0].is_png

    # Bob plays the whole placement through ephemeral /suntzu play controls
    await play_until(table, bot, random.Random(6), stop=lambda s: phase_of(s) != "place")
    bob_moves = [m for m in table.moves if m.seat == bob_seat]
    assert bob_moves and all(
        fake.messages[m.interaction.source_message_id].ephemeral for m in bob_moves
    )
    assert fake.dm_inbox(cast.bob) == []
    assert len([m for m in fake.public_messages() if m.content == notice_text]) == 1
