"""A rollback's confirmation button acts only on the moment it was prepared for (session 6,
the stale-controls sweep).

The button names the game's version, and an undo or a rollback takes the version back: once
the game is played forward to the same number again, the version alone would let an old
preview take back moves its moderator never saw. The button also names the game's take-backs
so far (its epoch), and a press after another take-back is refused as stale, the game
untouched."""

from __future__ import annotations

import random

import pytest

from bot.app import GameBot
from bot.i18n import t
from tests.e2e.gamebot import (
    Cast,
    current_state,
    open_suntzu,
    play_one_move,
    play_until,
    refusal,
)
from tests.e2e.test_undo import SEED, answer, nobody_placed, rollback_preview
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.e2e


async def test_a_rollback_prepared_before_an_undo_is_stale_at_the_same_version_again(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
    await play_until(table, bot, random.Random(2), stop=nobody_placed)
    _, version = await current_state(bot, table.game_id)
    move = await play_one_move(table, bot, random.Random(5))
    assert move is not None and move.version_before == version

    # the moderator prepares a rollback of that move, and does not press it yet
    preview, button = await rollback_preview(fake, cast.moderator, version)
    assert f":{version}:{version + 1}:{cast.moderator.id}:1:" in button

    # meanwhile the mover takes it back and moves again: the same version, another history
    user = table.players[move.seat]
    undone = await answer(fake, await fake.slash(user, "game undo"))
    assert undone.content == t(user.locale, "undo-ok")
    again = await play_one_move(table, bot, random.Random(6))
    assert again is not None and again.version_before == version
    now = await current_state(bot, table.game_id)
    assert now[1] == version + 1

    # the old preview's button was made before the undo: refused, nothing taken back
    press = await fake.click(cast.moderator, preview, button)
    await refusal(fake, press, cast.moderator, "rollback-stale")
    assert await current_state(bot, table.game_id) == now

    # a rollback prepared now works
    fresh, current = await rollback_preview(fake, cast.moderator, version)
    done = await answer(fake, await fake.click(cast.moderator, fresh, current))
    assert done.content == t("en", "rollback-ok")
    assert (await current_state(bot, table.game_id))[1] == version


async def test_a_rollback_button_forged_in_another_channel_is_refused(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
    await play_until(table, bot, random.Random(2), stop=nobody_placed)
    _, version = await current_state(bot, table.game_id)
    assert await play_one_move(table, bot, random.Random(5)) is not None
    _, button = await rollback_preview(fake, cast.moderator, version)
    before = await current_state(bot, table.game_id)

    games = next(c for c in fake.guild.channels if c.name == "games")
    elsewhere = await fake.reply(
        await fake.slash(cast.moderator, "game new", game="suntzu", channel=games)
    )
    press = await fake.click(cast.moderator, elsewhere, button, forge=True)
    await refusal(fake, press, cast.moderator, "error-control-other-channel")
    assert await current_state(bot, table.game_id) == before
