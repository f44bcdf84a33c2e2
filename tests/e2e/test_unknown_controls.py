"""A control on a message that no template of the bot's matches (issue 23, item 22): a button
of an older version of the bot, or one a client shows with a broken id. discord.py finds no
handler for it, even though it is on its message; the bot answers it all the same."""

from __future__ import annotations

import pytest

from bot.app import GameBot
from bot.i18n import t
from tests.e2e.gamebot import Cast, current_state, open_suntzu
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize(
    "custom_id",
    [
        "sel:1:0:7",  # an older version's format
        "sel:1:0:abcde:x",  # a row that is not a number
        "nonsense",
    ],
)
async def test_a_control_on_its_message_that_no_template_matches_is_answered(
    fake: FakeDiscord, cast: Cast, bot: GameBot, custom_id: str
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    before = await current_state(bot, table.game_id)
    prompt = table.prompt_for(table.seat_of(cast.ann))
    assert prompt is not None
    shown = fake.messages[prompt.id]
    select = next(c for row in shown.components for c in row["components"] if c["type"] == 3)
    select["custom_id"] = custom_id  # as a message of an older version had it
    value = select["options"][0]["value"]
    clicked = await fake.select(cast.ann, shown, custom_id, [value])
    await settled(fake, clicked)
    [answer] = fake.responses(clicked)
    assert answer.ephemeral and answer.visible_to == cast.ann.id
    assert answer.content == t(cast.ann.locale, "error-controls-unknown")
    assert await current_state(bot, table.game_id) == before
