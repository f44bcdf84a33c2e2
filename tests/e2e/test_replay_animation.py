"""The animated replay through the fake Discord (issue 31 part 2): a table of bots plays a
whole game of each kind at its most players, and the game's last post carries ``replay.gif``
between the story chart and the record, with its alt text, one frame per turn, every
attachment of the post together under Discord's 10 MiB (the fake refuses more, as Discord
does), in the channel's language."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.app import GameBot
from bot.games import get
from bot.i18n import t, text
from bot.render.animation import FRAME_WIDTH
from bot.table import animation
from bot.table.animation import FILENAME, turn_ends
from bot.table.replay import state_of
from tests.e2e.gamebot import Cast
from tests.fakediscord import FakeDiscord, settled
from tests.fakediscord.rest import UPLOAD_LIMIT

pytestmark = pytest.mark.e2e

PLAY_OUT = 600.0  # seconds: a hang guard for a loaded machine, never a figure under test


@pytest.mark.parametrize("game", ["suntzu", "tek"])
async def test_a_finished_games_last_post_carries_its_animated_replay(
    fake: FakeDiscord, cast: Cast, bot: GameBot, game: str
) -> None:
    players = get(game).engine.max_players
    new = await fake.slash(
        cast.moderator, "game new", game=game, seed=5, bots=players, level="easy"
    )
    lobby = await fake.reply(new)
    game_id = int(lobby.buttons()[0]["custom_id"].split(":")[1])
    start = await fake.click(cast.moderator, lobby, f"lobby:{game_id}:start")
    await settled(fake, start, timeout=PLAY_OUT)
    table = await bot.service.load_game(game_id)
    assert table.game.status == "finished"

    [post] = [
        m
        for m in fake.public_messages()
        if any(f.filename == FILENAME for f in m.files) and not m.deleted
    ]
    names = [f.filename for f in post.files]
    assert names[:3] == ["board.png", "story.png", FILENAME]
    assert names.index(FILENAME) < names.index(f"record-{game_id}.json")  # the record last
    assert sum(len(f.data) for f in post.files) <= UPLOAD_LIMIT

    [replay] = [f for f in post.files if f.filename == FILENAME]
    rows = await bot.service.actions(game_id)
    ends, _ = turn_ends(table, await state_of(bot.service.store, table, 0), rows)
    frames = min(len(ends) + 1, animation.MAX_FRAMES)  # tests/e2e/conftest.py lowers it
    alt = t(
        "en", "animation-alt", game=text("en", table.spec.title), frames=frames, moves=len(rows)
    )
    assert replay.description == alt
    with Image.open(io.BytesIO(replay.data)) as image:
        assert image.format == "GIF" and image.is_animated
        assert image.size[0] == FRAME_WIDTH
        assert image.n_frames == frames  # each frame's heading numbers it: none repeats
