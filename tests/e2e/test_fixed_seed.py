"""A moderator's fixed seed (issue 23, item 24): 31 bits, so the opening everybody sees pins
it and with it the whole deal. ``/game new``'s seed option says so in each language, the
lobby of such a game warns before anybody joins, and the game stays off the leaderboard and
out of ``/game stats``."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import GameBot
from bot.i18n import command_mention, t
from tests.e2e.gamebot import Cast, open_table
from tests.e2e.test_stats_commands import body, private_answer
from tests.fakediscord import FakeDiscord, settled
from tests.fakediscord.commands import walk_named

pytestmark = pytest.mark.e2e


def warning(locale: str) -> str:
    return t(locale, "lobby-fixed-seed", stats=command_mention("game stats"))


async def test_the_seed_option_says_the_hidden_cards_are_then_not_secret(
    fake: FakeDiscord, bot: GameBot
) -> None:
    [(_, commands)] = fake.command_syncs[:1]
    [(_, seed)] = [(path, item) for path, item in walk_named(commands) if path == "/game new seed"]
    descriptions: dict[str, str] = {"en": seed["description"], **seed["description_localizations"]}
    assert "not secret" in descriptions["en"]
    assert "不再保密" in descriptions["zh-TW"] and "不再保密" in descriptions["zh-CN"]
    assert all(len(text) <= 100 for text in descriptions.values())  # Discord's limit


@pytest.mark.parametrize("locale", ["en", "zh-TW"])
async def test_the_lobby_of_a_fixed_seed_game_warns_before_anybody_joins(
    fake: FakeDiscord, cast: Cast, bot: GameBot, locale: str
) -> None:
    if locale != "en":
        config = await fake.slash(cast.moderator, "game config", language=locale)
        await settled(fake, config)
    lobby = await fake.reply(await fake.slash(cast.moderator, "game new", game="tek", seed=7))
    assert warning(locale) in lobby.text()
    await settled(fake, await fake.slash(cast.moderator, "game end", reason="test"))
    fresh = await fake.reply(await fake.slash(cast.moderator, "game new", game="tek"))
    assert warning(locale) not in fresh.text()


async def finished(fake: FakeDiscord, cast: Cast, bot: GameBot, **options: Any) -> int:
    """A Sun Tzu game of Ann and Bob, opened in the channel, played to its end by the
    autopilot (straight through the service: only its result matters here)."""
    game_id, *_ = await open_table(
        fake, cast.moderator, [cast.ann, cast.bob], bot, "suntzu", **options
    )
    outcome = await bot.service.autopilot_all(game_id)
    assert outcome.table.game.status == "finished"
    return game_id


async def test_a_fixed_seed_game_counts_for_nobody(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    await finished(fake, cast, bot, seed=21)
    _, text = body(await private_answer(fake, cast.carol, "game stats", game="suntzu"))
    assert text == t("en", "leaderboard-empty", game=t("en", "suntzu-title"))
    _, text = body(await private_answer(fake, cast.carol, "game stats", member=cast.bob))
    assert text == t("en", "stats-none", member=cast.bob.name)
    await finished(fake, cast, bot)  # a fresh secret: this one counts
    _, text = body(await private_answer(fake, cast.carol, "game stats", game="suntzu"))
    assert len(text.splitlines()) == 2 and all("of 1" in line for line in text.splitlines())
