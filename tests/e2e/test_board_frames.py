"""The table's part of the channel board through the fake Discord (issue 26), on a toy game
whose wide board names its areas (tests/platform/areacard) and its twin that names none:

- a turn post's board is drawn with the players' names, whom the game waits for, and the
  areas its moves changed outlined (the frames the render pool was given are recorded);
- a close-up for phones comes with it (a second picture, in an embed of its own) when
  something is outlined, and not otherwise; an edit replaces both pictures, and drops the
  close-up when nothing is outlined any more;
- ``/game status area:`` offers the areas' names in the asker's language, shows one area up
  close, and refuses an unknown area or a game without areas privately, saying why;
- ``/game catchup`` outlines only the areas that changed since the player's last move.
"""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PIL import Image

from bot.app import GameBot
from bot.engine.base import View
from bot.i18n import t, text
from bot.render.board_frame import BoardFrame, changed_areas
from bot.render.focus import FOCUS_MAX_WIDTH, focus_box, focus_png
from bot.store import TurnPost
from bot.table.renderpool import Kind, RenderPool
from tests.e2e.gamebot import Cast, add_cast, bot_settings, game_bot, open_table, refusal
from tests.fakediscord import FakeDiscord, FakeMessage, settled
from tests.platform import areacard

pytestmark = pytest.mark.e2e


@dataclass
class Drawn:
    """What the bot asked its render pool to draw: (game, kind, frame) in order."""

    frames: list[tuple[str, Kind, BoardFrame | None]] = field(default_factory=list)

    def boards(self, game: str) -> list[BoardFrame | None]:
        return [frame for name, kind, frame in self.frames if name == game and kind == "board"]


def record(pool: RenderPool) -> Drawn:
    """Note every frame ``pool`` is asked to draw with (it still draws)."""
    drawn = Drawn()
    draw = pool.render

    async def render(
        name: str, kind: Kind, view: View, locale: str, frame: BoardFrame | None = None
    ) -> bytes | None:
        drawn.frames.append((name, kind, frame))
        return await draw(name, kind, view, locale, frame)

    pool.render = render  # type: ignore[method-assign]
    return drawn


@dataclass
class Played:
    fake: FakeDiscord
    cast: Cast
    bot: GameBot
    game_id: int
    drawn: Drawn


@asynccontextmanager
async def areacard_game(tmp_path: Path, kind: str = "areacard") -> AsyncIterator[Played]:
    """A game of ``kind`` (registered before the bot starts) between Ann and Bob."""
    spec = areacard.SPEC if kind == "areacard" else areacard.PIXEL_SPEC
    with areacard.registered(spec):
        async with FakeDiscord() as fake:
            cast = add_cast(fake)
            async with game_bot(fake, bot_settings(fake, tmp_path / "games.db")) as bot:
                drawn = record(bot.desk.renders)
                game_id, *_ = await open_table(
                    fake, cast.moderator, [cast.ann, cast.bob], bot, kind
                )
                yield Played(fake, cast, bot, game_id, drawn)


async def play(game: Played, seat: int) -> int:
    """Seat ``seat`` plays its lowest card (as its DM's button would), and the desk tells the
    channel; the game's version after it."""
    table = await game.bot.service.load_game(game.game_id)
    card = min(table.state["hands"][seat])
    outcome = await game.bot.service.act(
        game.game_id, table.user_of(seat), {"t": "play", "c": card}
    )
    await game.bot.desk.publish(outcome)
    await settled(game.fake)  # a deferred edit too
    return outcome.table.game.version


async def turn_post(game: Played) -> FakeMessage:
    post = await game.bot.service.turn_post(game.game_id)
    assert post is not None
    return game.fake.messages[post.message_id]


def names(message: FakeMessage) -> list[str]:
    return sorted(file.filename for file in message.files)


def width(png: bytes) -> int:
    with Image.open(io.BytesIO(png)) as picture:
        return picture.width


async def test_a_turn_post_outlines_what_its_moves_changed_with_a_close_up_for_phones(
    tmp_path: Path,
) -> None:
    async with areacard_game(tmp_path) as game:
        bot = game.bot
        table = await bot.service.load_game(game.game_id)
        seated = [seat.display_name for seat in table.seats]
        assert sorted(seated) == ["Ann", "Bob"]
        # the start's post: the names and whom the game waits for, nothing outlined, no close-up
        start = await turn_post(game)
        assert names(start) == ["board.png"]
        frame = game.drawn.boards("areacard")[-1]
        assert frame is not None and frame.marked == frozenset()
        assert [(tag.name, tag.to_move, tag.bot) for tag in frame.seats] == [
            (name, True, False) for name in seated
        ]
        # a sealed card: an edit of the start's post, still nothing outlined (its span is
        # the start)
        first = await play(game, 0)
        assert (await turn_post(game)).id == start.id and names(start) == ["board.png"]
        frame = game.drawn.boards("areacard")[-1]
        assert frame is not None and frame.marked == frozenset()
        assert [tag.to_move for tag in frame.seats] == [False, True]

        # the round ends: a new post whose move changed both panels and the round counter
        await play(game, 1)
        post = await turn_post(game)
        assert post.id != start.id
        engine = areacard.SPEC.engine
        table = await bot.service.load_game(game.game_id)
        before = engine.view(await bot.service.state_at(game.game_id, first), None)
        now = engine.view(table.state, None)
        expected = changed_areas(areacard.areas(before, "en"), areacard.areas(now, "en"))
        assert expected == {"seat-0", "seat-1", "round"}
        frame = game.drawn.boards("areacard")[-1]
        assert frame is not None and frame.marked == expected
        assert [tag.name for tag in frame.seats] == seated
        # the whole board, then the close-up round what changed, each in its own embed
        assert names(post) == ["board.png", "focus.png"]
        board = next(f for f in post.files if f.filename == "board.png")
        focus = next(f for f in post.files if f.filename == "focus.png")
        assert board.data == areacard.render(now, "en", frame)
        assert width(board.data) > FOCUS_MAX_WIDTH >= width(focus.data)
        boxes = [area.box for area in areacard.areas(now, "en") if area.id in expected]
        assert focus.data == focus_png(board.data, focus_box((900, 300), boxes))
        assert focus.description and focus.description.startswith("Close-up")
        images = [embed.get("image", {}).get("url") for embed in post.embeds]
        assert images[-2:] == ["attachment://board.png", "attachment://focus.png"]

        # the next sealed card edits the post: both pictures replaced, still outlined
        edits = len(post.versions)
        await play(game, 0)
        assert len(post.versions) > edits and names(post) == ["board.png", "focus.png"]
        assert [f.filename for f in post.versions[-1]["attached"]] == ["board.png", "focus.png"]

        # an edit with nothing left to outline drops the close-up (a post whose span has
        # no move yet, as after a take-back)
        version = (await bot.service.load_game(game.game_id)).game.version
        empty = TurnPost(game.game_id, post.channel_id, post.id, version + 1, version)
        await bot.desk.edit_turn(empty)
        assert names(post) == ["board.png"]
        assert [embed.get("image", {}).get("url") for embed in post.embeds][-1] == (
            "attachment://board.png"
        )


async def test_a_board_without_areas_gets_names_but_no_outline_nor_close_up(
    tmp_path: Path,
) -> None:
    async with areacard_game(tmp_path, "pixelcard") as game:
        await play(game, 0)
        await play(game, 1)
        post = await turn_post(game)
        assert names(post) == ["board.png"]
        # the turn post's board: the names, nothing outlined (the bare boards drawn besides
        # are the turn DM's catch-up picture, found by comparing pixels)
        framed = [frame for frame in game.drawn.boards("pixelcard") if frame is not None]
        assert framed and all(frame.marked == frozenset() for frame in framed)
        frame = framed[-1]
        assert sorted(tag.name for tag in frame.seats) == ["Ann", "Bob"]
        [board] = post.files
        assert board.data == areacard.render(await public_view(game), "en", frame)
        # /game status area: is refused, saying the board is shown whole
        ann = game.cast.ann
        assert await game.fake.autocomplete(ann, "game status", focused="area", area="") == []
        asked = await game.fake.slash(ann, "game status", area="anything")
        title = text(ann.locale, areacard.PIXEL_SPEC.title)
        await refusal(game.fake, asked, ann, "status-area-none", game=title)


async def test_game_status_area_shows_one_area_up_close_and_refuses_others_privately(
    tmp_path: Path,
) -> None:
    async with areacard_game(tmp_path) as game:
        fake, ann, bob = game.fake, game.cast.ann, game.cast.bob
        # autocomplete: the areas' names in the asker's language, groups included
        view = await public_view(game)
        offered = await fake.autocomplete(ann, "game status", focused="area", area="")
        wanted = [text(ann.locale, area.name) for area in areacard.areas(view, ann.locale)]
        assert [choice["name"] for choice in offered] == wanted
        assert "全部玩家" in wanted  # zh-TW, the group of the panels
        narrowed = await fake.autocomplete(bob, "game status", focused="area", area="回合")
        assert narrowed == [{"name": "回合计数", "value": "round"}]

        # a picked area: privately, the board cut round it at full scale
        asked = await fake.slash(ann, "game status", area="seat-1")
        await settled(fake, asked)
        [answer] = fake.responses(asked)
        assert answer.ephemeral and answer.visible_to == ann.id
        [picture] = answer.files
        assert picture.filename == "focus.png" and picture.is_png
        [embed] = answer.embeds
        assert embed["image"]["url"] == "attachment://focus.png"
        assert "座位 2 的面板" in embed["title"]
        frame = game.drawn.boards("areacard")[-1]
        assert frame is not None and frame.seats
        board = areacard.render(view, ann.locale, frame)
        box = next(a.box for a in areacard.areas(view, ann.locale) if a.id == "seat-1")
        assert picture.data == focus_png(board, focus_box((900, 300), [box]))
        assert width(picture.data) < 900

        # a name typed in full, in any case, is understood too
        typed = await fake.slash(bob, "game status", area="回合计数")
        await settled(fake, typed)
        [answer] = fake.responses(typed)
        assert answer.ephemeral and [f.filename for f in answer.files] == ["focus.png"]

        # an unknown area: a private refusal naming what is allowed
        wrong = await fake.slash(ann, "game status", area="Narnia **x**")
        await settled(fake, wrong)
        [answer] = fake.responses(wrong)
        assert answer.ephemeral and answer.visible_to == ann.id and not answer.files
        assert answer.content.startswith("⛔ ") and "座位 1 的面板" in answer.content
        assert "Narnia \\*\\*x\\*\\*" in answer.content

        # no area: the whole board, as before
        whole = await fake.slash(ann, "game status")
        await settled(fake, whole)
        [answer] = fake.responses(whole)
        assert [f.filename for f in answer.files] == ["board.png"]


async def public_view(game: Played) -> View:
    """The public view now."""
    table = await game.bot.service.load_game(game.game_id)
    return areacard.SPEC.engine.view(table.state, None)


async def test_game_catchup_outlines_only_the_areas_changed_since_ones_last_move(
    tmp_path: Path,
) -> None:
    async with areacard_game(tmp_path) as game:
        fake, bot = game.fake, game.bot
        table = await bot.service.load_game(game.game_id)
        mover = 0
        user = next(u for u in (game.cast.ann, game.cast.bob) if u.id == table.user_of(mover))
        since = await play(game, mover)
        await play(game, 1)  # the round ends after the first player's card
        asked = await fake.slash(user, "game catchup")
        await settled(fake, asked)
        [answer] = fake.responses(asked)
        [picture] = answer.files
        assert picture.filename == "catchup.png"
        table = await bot.service.load_game(game.game_id)
        engine = areacard.SPEC.engine
        before = engine.view(await bot.service.state_at(game.game_id, since), None)
        now = engine.view(table.state, None)
        changed = changed_areas(
            areacard.areas(before, user.locale), areacard.areas(now, user.locale)
        )
        frame = next(
            frame
            for frame in reversed(game.drawn.boards("areacard"))
            if frame is not None and frame.marked == changed
        )
        assert picture.data == areacard.render(now, user.locale, frame)
        assert (
            picture.description
            and t(user.locale, "catchup-image-alt", since=since, count=3)[:8] in picture.description
        )


async def test_the_end_post_outlines_what_the_last_moves_changed(tmp_path: Path) -> None:
    async with areacard_game(tmp_path) as game:
        bot, fake = game.bot, game.fake
        last = 0
        while (await bot.service.load_game(game.game_id)).running:
            table = await bot.service.load_game(game.game_id)
            last = await play(game, min(table.waiting()))
        [end] = [
            m
            for m in fake.public_messages()
            if any(f.filename.startswith("record-") for f in m.files)
        ]
        # the final board: the names, nobody to move, the last card's changes outlined, and
        # its close-up, each in its own embed
        engine = areacard.SPEC.engine
        table = await bot.service.load_game(game.game_id)
        before = engine.view(await bot.service.state_at(game.game_id, last - 1), None)
        now = engine.view(table.state, None)
        expected = changed_areas(areacard.areas(before, "en"), areacard.areas(now, "en"))
        assert expected
        frame = next(f for f in reversed(game.drawn.boards("areacard")) if f is not None)
        assert frame.marked == expected and not any(tag.to_move for tag in frame.seats)
        files = [f.filename for f in end.files]
        # the board first, the close-up after the end's own files (the toy game's record)
        assert files[0] == "board.png" and files[-1] == "focus.png"
        assert end.files[0].data == areacard.render(now, "en", frame)
        images = [embed.get("image", {}).get("url") for embed in end.embeds]
        assert images[-2:] == ["attachment://board.png", "attachment://focus.png"]
