"""A stop between a seat change and the turn post's edit (issue 30, part 1 follow-up): the
next start edits the post to name the seat's new holder, once, without a new message or a
ping; a start with nothing to correct edits nothing. On both databases.

The stop is played by changing the seat through the service alone (its write is all that
happened: the desk never edited the post), then starting a new bot on the same database.
"""

from __future__ import annotations

import random

import pytest

from bot.render.board_frame import BoardFrame
from bot.settings import Settings
from bot.table.bot_names import player_name
from bot.table.narration import seat_name
from tests.e2e.gamebot import Cast, game_bot, open_suntzu
from tests.e2e.noise import notified_by
from tests.e2e.replaybot import record_pictures
from tests.e2e.test_seat_refresh import SEED, board_frame, post_text, until_one_waits
from tests.fakediscord import FakeDiscord, FakeMessage, settled

pytestmark = pytest.mark.e2e


def shown(fake: FakeDiscord, message_id: int) -> FakeMessage:
    return fake.messages[message_id]


async def test_a_stop_before_the_turn_posts_edit_is_mended_at_the_next_start(
    fake: FakeDiscord, cast: Cast, database: Settings
) -> None:
    async with game_bot(fake, database) as first:
        table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], first, seed=SEED)
        seat = await until_one_waits(table, first, random.Random(5))
        member = table.players[seat]
        post = await first.service.turn_post(table.game_id)
        assert post is not None
        message = shown(fake, post.message_id)
        game = await first.service.load_game(table.game_id)
        assert seat_name(game, seat, "en") in post_text(message)
        # The kick's write, and then the stop: nothing of the desk ran.
        await first.service.kick(game.game.channel_id, member.id, True)
        assert (await first.service.load_game(table.game_id)).seats[seat].autopilot
        [behind] = await first.service.turn_posts_behind()
        assert behind.message_id == post.message_id and behind.holders_changed == 1
    mark = fake.mark()
    pinged = notified_by(message)
    stale = post_text(message)
    assert "🤖" not in stale

    async with game_bot(fake, database) as second:
        boards = record_pictures(second)
        assert second._catch_up is not None
        await second._catch_up  # the start-up's catch-up, once connected
        game = await second.service.load_game(table.game_id)
        message = shown(fake, post.message_id)
        assert message.touched > mark, "the turn post was edited"
        name = seat_name(game, seat, "en")
        assert "🤖" in name and name in post_text(message)
        [board] = [file for file in message.files if file.filename == "board.png"]
        frame: BoardFrame | None = board_frame(boards, board.data)
        assert frame is not None
        tag = frame.seats[seat]
        assert (tag.name, tag.bot) == (player_name(game.seats[seat], "en"), True)
        # An edit: no new message, nobody pinged, and nothing left to mend.
        assert [m for m in fake.public_messages() if m.seq > mark] == []
        assert notified_by(message) == pinged
        assert await second.service.turn_posts_behind() == []
        edited = len(message.versions)

    # A start with nothing to mend edits nothing.
    async with game_bot(fake, database) as third:
        assert third._catch_up is not None
        await third._catch_up
        assert len((shown(fake, post.message_id)).versions) == edited


async def test_a_seat_change_shown_at_once_leaves_nothing_for_the_next_start(
    fake: FakeDiscord, cast: Cast, database: Settings
) -> None:
    async with game_bot(fake, database) as first:
        table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], first, seed=SEED)
        seat = await until_one_waits(table, first, random.Random(5))
        command = await fake.slash(cast.moderator, "game kick", player=table.players[seat])
        await settled(fake, command)
        assert await first.service.turn_posts_behind() == []
        post = await first.service.turn_post(table.game_id)
        assert post is not None and post.holders_changed == 0
