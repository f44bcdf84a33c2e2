"""The animated replay through the fake Discord (issue 31 part 2).

The last post: a table of bots plays a whole game of each kind at its most players; the game's
last post goes out while its replay is still being drawn (held back here until the post is
seen), then gains ``replay.gif`` by an edit of the same message (no new message), after the
board, the story chart and the record, with its alt text, one frame per turn, every attachment
of the post together under Discord's 10 MiB (the fake refuses more, as Discord does).

``/game replay animated:true``: a bystander gets the GIF privately, of a finished game and of a
running one (public boards only: the same bytes whatever the seats hold in secret), and two
askers at once cause one drawing."""

from __future__ import annotations

import asyncio
import dataclasses
import io
import random
from typing import Any

import pytest
from PIL import Image

from bot import games
from bot.app import GameBot
from bot.cogs import endfiles
from bot.games import get
from bot.i18n import t, text
from bot.render.animation import FRAME_WIDTH
from bot.table import animation
from bot.table.animation import FILENAME, turn_ends
from bot.table.animation_cache import AnimationCache, animations_of
from bot.table.replay import state_of
from tests.e2e.gamebot import Cast, open_suntzu, play_one_move, refusal
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, settled
from tests.fakediscord.rest import UPLOAD_LIMIT

pytestmark = pytest.mark.e2e

PLAY_OUT = 600.0  # seconds: a hang guard for a loaded machine, never a figure under test
DRAW_OUT = 120.0  # the same for one animation


class Gate:
    """Holds every animation back until opened, and counts the drawings begun."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.open = asyncio.Event()
        self.begun = 0
        real = endfiles.animate

        async def held(*args: Any, **kwargs: Any) -> Any:
            self.begun += 1
            await self.open.wait()
            return await real(*args, **kwargs)

        monkeypatch.setattr(endfiles, "animate", held)


async def bots_game(fake: FakeDiscord, cast: Cast, bot: GameBot, game: str) -> int:
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
    return game_id


def check_gif(data: bytes, frames: int) -> None:
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "GIF" and image.is_animated
        assert image.size[0] == FRAME_WIDTH
        assert image.n_frames == frames  # each frame's heading numbers it: none repeats


async def frames_of(bot: GameBot, game_id: int) -> tuple[int, int]:
    """The frames the game's animation has (turns merged past MAX_FRAMES), and its moves."""
    table = await bot.service.load_game(game_id)
    rows = await bot.service.actions(game_id)
    ends, _ = turn_ends(table, await state_of(bot.service.store, table, 0), rows)
    return min(len(ends) + 1, animation.MAX_FRAMES), len(rows)


# Sun Tzu only: the longest games' GIFs (Tiny Epic Kingdoms: 150 frames) are drawn within the
# post's budget by tests/platform/test_replay_animation.py; here the edit is what is tested.
@pytest.mark.parametrize("game", ["suntzu"])
async def test_the_last_post_goes_out_first_and_gains_its_animated_replay_by_an_edit(
    fake: FakeDiscord, cast: Cast, bot: GameBot, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = Gate(monkeypatch)
    game_id = await bots_game(fake, cast, bot, game)
    record = f"record-{game_id}.json"
    [post] = [m for m in fake.public_messages() if any(f.filename == record for f in m.files)]
    # Out already, the replay still held back: the post did not wait for it.
    await fake.wait_for(lambda: gate.begun == 1, what="the replay being drawn")
    assert FILENAME not in [f.filename for f in fake.messages[post.id].files]
    count = len(fake.public_messages())

    gate.open.set()
    await asyncio.wait_for(bot.desk.replays_added(), DRAW_OUT)
    assert len(fake.public_messages()) == count  # an edit, no new message
    post = fake.messages[post.id]
    names = [f.filename for f in post.files]
    assert names[:2] == ["board.png", "story.png"] and names[-1] == FILENAME
    assert [v["files"] for v in post.versions] == [names[:-1], names]  # the same files kept
    assert sum(len(f.data) for f in post.files) <= UPLOAD_LIMIT

    [replay] = [f for f in post.files if f.filename == FILENAME]
    table = await bot.service.load_game(game_id)
    frames, moves = await frames_of(bot, game_id)
    alt = t("en", "animation-alt", game=text("en", table.spec.title), frames=frames, moves=moves)
    assert replay.description == alt
    check_gif(replay.data, frames)

    # Asked for afterwards, the same GIF comes privately, kept: not drawn again.
    ask = await fake.slash(cast.carol, "game replay", animated=True)
    await settled(fake, ask, timeout=DRAW_OUT)
    answer = await fake.reply(ask)
    assert answer.ephemeral and answer.visible_to == cast.carol.id
    [again] = answer.files
    assert again.filename == FILENAME and again.data == replay.data and gate.begun == 1
    assert answer.content == t("en", "replay-animated-text", id=str(game_id), moves=moves)


async def ask_animation(fake: FakeDiscord, user: FakeUser) -> FakeMessage:
    ask = await fake.slash(user, "game replay", animated=True)
    await settled(fake, ask, timeout=DRAW_OUT)
    answer = await fake.reply(ask)
    assert answer.ephemeral and answer.visible_to == user.id
    [gif] = answer.files
    assert gif.filename == FILENAME and len(gif.data) <= UPLOAD_LIMIT
    return answer


async def test_a_running_games_animation_is_private_public_only_and_drawn_once(
    fake: FakeDiscord, cast: Cast, bot: GameBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # No move yet: a plain private refusal, nothing drawn.
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=21)
    empty = await fake.slash(cast.carol, "game replay", animated=True)
    await refusal(fake, empty, cast.carol, "replay-animated-no-moves")

    rng = random.Random(2)
    for _ in range(16):
        await play_one_move(table, bot, rng)
    version = (await bot.service.load_game(table.game_id)).game.version
    frames, _ = await frames_of(bot, table.game_id)
    posts = len(fake.public_messages())

    # Two askers at once wait for one drawing (the second asks while the first is drawn).
    cache = animations_of(bot.service)
    gate = Gate(monkeypatch)
    asked: list[int] = []
    real_get = cache.get

    async def counting(*args: Any, **kwargs: Any) -> Any:
        asked.append(1)
        return await real_get(*args, **kwargs)

    monkeypatch.setattr(cache, "get", counting)
    first = asyncio.ensure_future(ask_animation(fake, cast.carol))
    second = asyncio.ensure_future(ask_animation(fake, cast.moderator))
    await fake.wait_for(lambda: len(asked) == 2 and gate.begun == 1, what="both askers waiting")
    gate.open.set()
    one, two = await first, await second
    assert gate.begun == 1  # one drawing for both
    assert one.files[0].data == two.files[0].data
    assert one.content == t("en", "replay-animated-text", id=str(table.game_id), moves=version)
    check_gif(one.files[0].data, frames)
    assert len(fake.public_messages()) == posts  # nothing in the channel

    # Public boards only: with every seat's secrets dealt otherwise, the same bytes.
    spec = get("suntzu")
    engine = spec.engine
    changed: list[bool] = []

    def scrambled_view(state: Any, seat: int | None) -> Any:
        other = state
        for owner in range(2):
            other = engine.scramble_secrets(other, owner)
        changed.append(other != state)
        return engine.view(other, seat)

    liar = dataclasses.replace(spec, engine=dataclasses.replace(engine, view=scrambled_view))
    monkeypatch.setitem(games._registry, "suntzu", liar)
    monkeypatch.setattr(cache, "kept", AnimationCache().kept)  # forget the honest one
    scrambled = await ask_animation(fake, cast.carol)
    assert any(changed), "no secret was scrambled: the test would prove nothing"
    assert scrambled.files[0].data == one.files[0].data
