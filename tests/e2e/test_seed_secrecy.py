"""The seed decides every shuffle, so nobody sees it before the game is over."""

from __future__ import annotations

import logging
import re

import pytest

from bot.__main__ import hold_chatty_loggers
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


async def test_a_games_secret_never_reaches_a_channel_dm_or_log_until_it_ends(
    fake: FakeDiscord, cast: Cast, bot: GameBot, caplog: pytest.LogCaptureFixture
) -> None:
    """Without a moderator's seed a game draws everything from a 256-bit secret; while it runs
    neither it nor any piece of it is shown anywhere; the end reveals it for audits."""
    caplog.set_level(logging.DEBUG)
    hold_chatty_loggers("DEBUG")  # as `python -m bot` does with LOG_LEVEL=DEBUG
    new = await fake.slash(cast.moderator, "game new", game="suntzu")
    lobby = await fake.reply(new)
    game_id = int(lobby.buttons()[0]["custom_id"].split(":")[1])
    for player in (cast.ann, cast.bob):
        await settled(fake, await fake.click(player, lobby, f"lobby:{game_id}:join"))
    await settled(fake, await fake.click(cast.moderator, lobby, f"lobby:{game_id}:start"))
    secret = (await bot.service.load_game(game_id)).game.secret
    assert re.fullmatch(r"[0-9a-f]{64}", secret)
    pieces = [secret[i : i + 16] for i in range(0, 64, 16)]  # any quarter of it is a leak too
    shown = [version for message in fake.all_messages() for version in message.all_texts()] + [
        record.getMessage() for record in caplog.records
    ]
    assert not [text for text in shown for piece in pieces if piece in text]
    end = await fake.slash(cast.moderator, "game end", reason="audit")
    await settled(fake, end)
    assert secret in fake.channel_transcript(fake.channel)[-1].text()
