"""A level that is not a bot's (a forged "Add a bot" choice, a typed ``level:``) is refused
naming the levels allowed in the reader's words (issue 30, part 1; the bad-input standard):
the lobby's select and the commands' choices show "簡單 / 普通 / 困難" to a zh-TW reader, so
the refusal must not answer with the English values "easy, normal, strong"."""

from __future__ import annotations

import pytest

from bot.ai import LEVELS
from bot.engine.base import RuleError
from bot.i18n import SUPPORTED, list_join, t
from bot.table import TableService
from tests.platform.test_service import CHANNEL, GUILD, MOD


@pytest.mark.parametrize("locale", SUPPORTED)
async def test_a_forged_level_is_refused_with_the_levels_in_the_readers_words(
    highcard, service: TableService, locale: str
) -> None:
    with pytest.raises(RuleError) as refused:
        await service.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            kind="highcard",
            user_id=MOD,
            moderator=True,
            bots=1,
            level="grand",
        )
    assert await service.store.active_game(CHANNEL) is None, "no lobby opened"
    await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind="highcard", user_id=MOD, moderator=True
    )
    with pytest.raises(RuleError) as forged:
        await service.add_bot(CHANNEL, "grand", moderator=True)
    assert (await service.require(CHANNEL)).seats == []
    allowed = list_join(locale, [t(locale, f"bot-level-{level}") for level in LEVELS])
    for error in (refused.value, forged.value):
        assert error.code == "error-bot-level"
        words = t(locale, error.code, **error.params)
        assert words == t(locale, "error-bot-level", levels=allowed)
        if locale != "en":
            assert not any(level in words for level in LEVELS), words
