"""A seat's move controls act only on the game they were made for (session 6, the
stale-controls sweep): the DM prompt of a game that ended, replayed after the same players
opened the next game in the same channel, names the old game and is refused there, privately;
the new game is left as it was. (The lobby's buttons had acted on the channel's next game.)"""

from __future__ import annotations

import pytest

from bot.app import GameBot
from tests.e2e.gamebot import Cast, current_state, open_suntzu, refusal
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e


async def test_an_ended_games_dm_controls_act_on_nothing_in_the_channels_next_game(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    old = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    seat = old.seat_of(cast.ann)
    prompt = old.prompt_for(seat)
    assert prompt is not None
    [(_, custom_id, value), *_] = old.controls_of(prompt, seat)
    await settled(fake, await fake.slash(cast.moderator, "game end", reason="test"))

    # The same seed and players: the new game's prompts may carry the very same stamp, so only
    # the game id in the control keeps the click off the new game.
    new = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    assert new.game_id != old.game_id
    before = await current_state(bot, new.game_id)
    ended = await current_state(bot, old.game_id)

    if value is None:
        click = await fake.click(cast.ann, prompt, custom_id, forge=True)
    else:
        click = await fake.select(cast.ann, prompt, custom_id, [value], forge=True)
    await refusal(fake, click, cast.ann, "error-game-not-running")
    assert await current_state(bot, new.game_id) == before
    assert await current_state(bot, old.game_id) == ended
    assert (await bot.service.load_game(old.game_id)).game.status != "running"
