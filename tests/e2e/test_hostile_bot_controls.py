"""Hostile and mistaken clicks on the lobby's bot controls (issue 30, part 1; the bad-input
standard): a click on the lobby message of a game that is over acts on nothing — not on the
game opened in the channel since — and is refused privately in the clicker's language, naming
the game it was made for; the game open now is left as it was."""

from __future__ import annotations

import pytest

from bot.app import GameBot
from tests.e2e.gamebot import Cast, refusal
from tests.fakediscord import FakeDiscord, FakeMessage, settled

pytestmark = pytest.mark.e2e


async def open_lobby(fake: FakeDiscord, cast: Cast, **options: object) -> tuple[int, FakeMessage]:
    new = await fake.slash(cast.moderator, "game new", game="suntzu", **options)
    lobby = await fake.reply(new)
    await settled(fake, new)
    return int(lobby.buttons()[0]["custom_id"].split(":")[1]), lobby


async def test_an_old_lobby_message_acts_on_nothing_after_its_game_ended(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    old_id, old_lobby = await open_lobby(fake, cast)
    await settled(fake, await fake.slash(cast.moderator, "game end"))
    new_id, _ = await open_lobby(fake, cast, bots=1, level="easy")
    assert new_id != old_id
    before = [(s.user_id, s.level) for s in (await bot.service.load_game(new_id)).seats]

    mod, ann = cast.moderator, cast.ann
    clicks = [
        (mod, await fake.select(mod, old_lobby, f"lobbybot:{old_id}", ["strong"], forge=True)),
        (mod, await fake.click(mod, old_lobby, f"lobby:{old_id}:unbot", forge=True)),
        (ann, await fake.click(ann, old_lobby, f"lobby:{old_id}:join", forge=True)),
        (mod, await fake.click(mod, old_lobby, f"lobby:{old_id}:start", forge=True)),
    ]
    for user, clicked in clicks:
        await refusal(fake, clicked, user, "error-lobby-game-over", game=str(old_id))
    table = await bot.service.load_game(new_id)
    assert table.game.status == "lobby", "the open game was not started from the old lobby"
    assert [(s.user_id, s.level) for s in table.seats] == before
