"""Reminders: when nobody moves, the channel pings exactly the players the game waits for."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from bot.app import GameBot
from bot.i18n import t
from bot.settings import Settings
from tests.e2e.gamebot import Cast, bot_settings, open_suntzu
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.e2e

REMINDER_SECONDS = 1.0


@pytest.fixture
def settings(fake: FakeDiscord, tmp_path: Path) -> Settings:
    return dataclasses.replace(
        bot_settings(fake, tmp_path / "games.db"), reminder_minutes=REMINDER_SECONDS / 60
    )


async def test_a_stalled_placement_pings_both_players_and_reveals_nothing(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(
        fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3, beginner=True
    )
    mark = fake.mark()
    reminder = await fake.next_message(fake.channel, since=mark, match="⏰", timeout=15)
    # Both players are waited for during the sealed placement, whether or not one has locked.
    assert cast.ann.mention in reminder.content and cast.bob.mention in reminder.content
    assert cast.moderator.mention not in reminder.content
    assert not reminder.embeds and not reminder.files
    assert any(t(locale, "suntzu-title") in reminder.content for locale in ("en", "zh-TW", "zh-CN"))
    # and where each player can see, privately, what they missed
    assert any(t(locale, "catchup-hint") in reminder.content for locale in ("en", "zh-TW", "zh-CN"))
    # The reminder is set again, so a stalled game keeps nudging.
    again = await fake.next_message(fake.channel, since=reminder.seq, match="⏰", timeout=15)
    assert again.seq > reminder.seq
    assert (await bot.service.load_game(table.game_id)).game.version == 0  # nothing was played
