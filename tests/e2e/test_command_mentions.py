"""Messages name commands with Discord's clickable mentions, which every reader's client shows
in the reader's own language (a zh-TW channel's message must not tell an English client to
type `/遊戲 手牌`)."""

from __future__ import annotations

import re

import pytest

from bot.app import GameBot
from tests.e2e.gamebot import Cast
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e


async def test_a_refusal_names_the_command_to_use_as_a_mention(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    synced = {c["name"]: c["id"] for c in fake.guild_commands[fake.guild.id]}
    for user in (cast.ann, cast.carol):  # a zh-TW client and an English one
        asked = await fake.slash(user, "game status")
        await settled(fake, asked)
        [answer] = fake.responses(asked)
        mentions = re.findall(r"</([^:>]+):(\d+)>", answer.content)
        assert mentions == [("game new", synced["game"])], answer.content
        assert "`/" not in answer.content
