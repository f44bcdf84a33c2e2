"""The seed decides every shuffle, so nobody sees it before the game is over."""

from __future__ import annotations

import pytest

from bot.app import GameBot
from tests.e2e.gamebot import Cast, open_suntzu
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e

SEED = 987654321


async def test_the_seed_stays_hidden_until_the_game_ends(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(
        fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED, beginner=True
    )
    running = fake.channel_transcript(fake.channel)
    assert running, "the lobby and the start were posted"
    forms = (str(SEED), f"{SEED:,}")  # as typed, and as a number formatted for reading
    for message in running:  # every version of every message, edits included
        for version in message.all_texts():
            assert not any(form in version for form in forms)
    end = await fake.slash(cast.moderator, "game end", reason="test")
    await settled(fake, end)
    final = fake.channel_transcript(fake.channel)[-1]
    assert str(SEED) in final.text()
    assert (await bot.service.load_game(table.game_id)).game.status == "ended"
