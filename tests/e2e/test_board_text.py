"""``/game status text:true`` through the fake Discord: the board's description, in the asker's
language, privately and without the picture; without the option the picture comes as before."""

from __future__ import annotations

import random

from bot.app import GameBot
from bot.i18n import t, text
from bot.table import presenter
from tests.e2e.gamebot import Cast, open_suntzu, play_until
from tests.fakediscord import FakeDiscord, settled


async def test_status_text_shows_the_board_description_privately(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    opened = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=11)
    await play_until(opened, bot, random.Random(3), stop=lambda state: state["round"] >= 2)
    table = await bot.service.load_game(opened.game_id)
    for user in (cast.ann, cast.carol):  # a player (Traditional Chinese), a bystander (English)
        asked = await fake.slash(user, "game status", text=True)
        await settled(fake, asked)
        [answer] = fake.responses(asked)
        assert answer.ephemeral and answer.visible_to == user.id
        assert answer.files == []
        [embed] = answer.embeds
        assert embed["title"] == text(user.locale, table.spec.title)
        description = embed["description"]
        # the status line, then exactly the picture's alt text (built from the public view)
        assert description.endswith("\n\n" + presenter.board_alt(table, user.locale))
        for seat in range(2):  # both sides and the score track's words, in the reader's words
            assert text(user.locale, table.spec.seat_label(seat, 2)) in description
        assert t(user.locale, "suntzu-board-latin-qin") in description
    picture = await fake.slash(cast.carol, "game status")
    await settled(fake, picture)
    [answer] = fake.responses(picture)
    assert answer.ephemeral and [file.filename for file in answer.files] == ["board.png"]
