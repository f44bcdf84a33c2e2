"""After a seat changes hands, the channel's turn post names the new holder at once (issue 30,
part 1), through the fake Discord, on SQLite and on PostgreSQL.

A ``/game kick`` (the bot takes the seat), a ``/game replace`` to a bot, from a bot to a member,
and a kicked member's seat given back each edit the current turn post: its words (the sealed
move's line names the seat's holder) and its board's legend (the frame the board was drawn
with) show the new holder, with the bot mark or without, in the channel's language. The edit
is no new message and pings nobody: the channel gets exactly what it got before (nothing for a
kick, the one notice of a replace). A turn post a moderator deleted stays deleted, and the seat
change still goes through.
"""

from __future__ import annotations

import random

import pytest

from bot.app import GameBot
from bot.i18n import t
from bot.render.board_frame import BoardFrame
from bot.table.bot_names import player_name
from bot.table.narration import seat_name
from tests.e2e.gamebot import Cast, SunTzuTable, open_suntzu, play_one_move
from tests.e2e.noise import notified_by
from tests.e2e.replaybot import Drawn, record_pictures
from tests.fakediscord import FakeDiscord, FakeMessage, settled

pytestmark = pytest.mark.e2e

SEED = 31


def board_frame(drawn: Drawn, png: bytes) -> BoardFrame | None:
    """The frame (the legend's names and bot marks) a posted board picture was drawn with,
    looked up by its bytes; None when no board was drawn as it."""
    frames = [frame for kind, _, frame in drawn.views.get(png, []) if kind == "board"]
    return frames[-1] if frames else None


async def turn_post(fake: FakeDiscord, bot: GameBot, game_id: int) -> FakeMessage:
    post = await bot.service.turn_post(game_id)
    assert post is not None
    return fake.messages[post.message_id]


def post_text(message: FakeMessage) -> str:
    return "\n".join(str(embed.get("description") or "") for embed in message.embeds)


async def until_one_waits(table: SunTzuTable, bot: GameBot, rng: random.Random) -> int:
    """Play until the game waits for one seat only, the other's sealed move in the turn post;
    the seat that already moved."""
    for _ in range(20):
        loaded = await bot.service.load_game(table.game_id)
        waiting = loaded.waiting()
        if len(waiting) == 1:
            [other] = [seat for seat in table.players if seat not in waiting]
            return other
        assert await play_one_move(table, bot, rng) is not None
    raise AssertionError("the game never waited for one seat alone")


class Channel:
    """What the channel shows of one game, read before and after a seat changes hands."""

    def __init__(self, fake: FakeDiscord, bot: GameBot, game_id: int, boards: Drawn) -> None:
        self.fake, self.bot, self.game_id, self.boards = fake, bot, game_id, boards
        self.mark = fake.mark()

    def start(self) -> None:
        self.mark = self.fake.mark()

    def new_messages(self) -> list[FakeMessage]:
        return [m for m in self.fake.public_messages() if m.seq > self.mark]

    async def shows_holder(self, seat: int, locale: str, *, bot_plays: bool) -> None:
        """The turn post was edited since :meth:`start` and names the seat's holder as the
        table has it now, in its words and on its board's legend."""
        table = await self.bot.service.load_game(self.game_id)
        row = table.seats[seat]
        assert row.autopilot == bot_plays
        message = await turn_post(self.fake, self.bot, self.game_id)
        assert message.seq <= self.mark, "the turn post is the one from before, edited"
        assert message.touched > self.mark, "the turn post was edited"
        name = seat_name(table, seat, locale)
        assert ("🤖" in name) == bot_plays
        assert name in post_text(message)
        [board] = [file for file in message.files if file.filename == "board.png"]
        frame = board_frame(self.boards, board.data)
        assert frame is not None
        tag = frame.seats[seat]
        assert (tag.name, tag.bot) == (player_name(row, locale), bot_plays)


@pytest.mark.parametrize("posts", ["en", "zh-TW"])
async def test_the_turn_post_names_each_new_holder_at_once_without_a_new_message(
    fake: FakeDiscord, cast: Cast, any_bot: GameBot, posts: str
) -> None:
    bot = any_bot
    rng = random.Random(5)
    boards = record_pictures(bot)
    if posts != "en":
        await settled(fake, await fake.slash(cast.moderator, "game config", language=posts))
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
    seat = await until_one_waits(table, bot, rng)
    member = table.players[seat]
    channel = Channel(fake, bot, table.game_id, boards)
    before = await turn_post(fake, bot, table.game_id)
    assert seat_name(await bot.service.load_game(table.game_id), seat, posts) in post_text(before)
    version = (await bot.service.load_game(table.game_id)).game.version

    # A kick: the bot plays the seat (no move of its own: the game does not wait for it).
    channel.start()
    await settled(fake, await fake.slash(cast.moderator, "game kick", player=member))
    assert (await bot.service.load_game(table.game_id)).game.version == version
    assert channel.new_messages() == [], "an edit, no new message"
    await channel.shows_holder(seat, posts, bot_plays=True)

    # The member gets the seat back: one notice pinging them, the post edited without the mark.
    channel.start()
    command = await fake.slash(cast.moderator, "game replace", old=member, new=member)
    await settled(fake, command)
    [notice] = channel.new_messages()
    assert notified_by(notice) == {member.id}
    await channel.shows_holder(seat, posts, bot_plays=False)

    # To a bot of ours: its name, with the mark.
    channel.start()
    command = await fake.slash(cast.moderator, "game replace", old=member, level="strong")
    await settled(fake, command)
    [notice] = channel.new_messages()
    assert notified_by(notice) == set()
    await channel.shows_holder(seat, posts, bot_plays=True)
    name = t(posts, "bot-name", number=1, level=t(posts, "bot-level-strong"))
    assert player_name((await bot.service.load_game(table.game_id)).seats[seat], posts) == name

    # From the bot to Carol: her name, no mark.
    channel.start()
    command = await fake.slash(cast.moderator, "game replace", bot=1, new=cast.carol)
    await settled(fake, command)
    [notice] = channel.new_messages()
    assert notified_by(notice) == {cast.carol.id}
    await channel.shows_holder(seat, posts, bot_plays=False)
    assert "Carol" in post_text(await turn_post(fake, bot, table.game_id))

    # Every edit was an edit: the turn post pinged nobody new, and no move was made.
    after = await turn_post(fake, bot, table.game_id)
    assert after.id == before.id and notified_by(after) == notified_by(before)
    assert (await bot.service.load_game(table.game_id)).game.version == version


async def test_a_deleted_turn_post_stays_deleted_when_a_seat_changes_hands(
    fake: FakeDiscord, cast: Cast, any_bot: GameBot
) -> None:
    bot = any_bot
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
    seat = await until_one_waits(table, bot, random.Random(5))
    member = table.players[seat]
    post = await turn_post(fake, bot, table.game_id)
    fake.delete_message(post)  # a moderator cleaned the channel
    mark = fake.mark()
    command = await fake.slash(cast.moderator, "game kick", player=member)
    await settled(fake, command)
    [answer] = fake.responses(command)
    assert answer.ephemeral and answer.content == t(
        cast.moderator.locale, "kicked", player=member.mention
    )
    assert (await bot.service.load_game(table.game_id)).seats[seat].autopilot
    assert [m for m in fake.public_messages() if m.seq > mark] == []
    assert fake.messages[post.id].deleted


def dm_boards(message: FakeMessage, boards: Drawn) -> list[BoardFrame]:
    """The frames (legends) of the board pictures a DM shows (its catch-up board)."""
    return [
        frame for file in message.files if (frame := board_frame(boards, file.data)) is not None
    ]


async def until_one_waits_with_a_board(table: SunTzuTable, bot: GameBot, rng: random.Random) -> int:
    """Play until the game waits for one seat only and that seat's live DM shows the catch-up
    board (its legend names both seats' holders); the other seat."""
    for _ in range(80):
        waiting = (await bot.service.load_game(table.game_id)).waiting()
        if len(waiting) == 1:
            [waited] = waiting
            message = table.prompt_for(waited)
            if message is not None and any(f.filename == "catchup.png" for f in message.files):
                [other] = [seat for seat in table.players if seat != waited]
                return other
        assert await play_one_move(table, bot, rng) is not None
    raise AssertionError("no DM with a catch-up board while one seat alone was waited for")


class OtherDm:
    """The live DM of the seat that did not change hands, read before and after a change."""

    def __init__(
        self,
        fake: FakeDiscord,
        table: SunTzuTable,
        seat: int,
        boards: Drawn,
    ) -> None:
        self.fake, self.table, self.seat, self.boards = fake, table, seat, boards
        message = table.prompt_for(seat)
        assert message is not None, "the seat the game waits for has a live DM"
        self.message = message
        self.mark = fake.mark()

    def start(self) -> None:
        self.mark = self.fake.mark()

    async def names(self, bot: GameBot, changed: int, *, bot_plays: bool) -> None:
        """The same DM, edited since :meth:`start` (no new DM), names the changed seat's
        holder as the table has it now on its catch-up board's legend."""
        member = self.table.players[self.seat]
        assert [m for m in self.fake.dm_inbox(member) if m.seq > self.mark] == [], "no new DM"
        assert self.message.touched > self.mark, "the DM was edited"
        assert self.table.prompt_for(self.seat) is self.message, "its controls are live"
        table = await bot.service.load_game(self.table.game_id)
        locale = bot.desk.seat_locale(table, self.seat)  # the DM's reader's language
        [frame] = dm_boards(self.message, self.boards)
        tag = frame.seats[changed]
        assert (tag.name, tag.bot) == (player_name(table.seats[changed], locale), bot_plays)


async def test_the_other_seats_dm_names_each_new_holder_at_once_by_an_edit(
    fake: FakeDiscord, cast: Cast, any_bot: GameBot
) -> None:
    bot = any_bot
    boards = record_pictures(bot)
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
    seat = await until_one_waits_with_a_board(table, bot, random.Random(5))
    member = table.players[seat]
    [other] = [s for s in table.players if s != seat]
    dm = OtherDm(fake, table, other, boards)
    own = fake.dm_inbox(member)
    version = (await bot.service.load_game(table.game_id)).game.version

    # A kick: the bot plays the seat (no move: the game waits for the other seat).
    await settled(fake, await fake.slash(cast.moderator, "game kick", player=member))
    await dm.names(bot, seat, bot_plays=True)
    assert fake.dm_inbox(member) == own, "the kicked member gets no DM"

    # Given back, to a bot of ours, from the bot to Carol: each names the holder of then.
    dm.start()
    await settled(fake, await fake.slash(cast.moderator, "game replace", old=member, new=member))
    await dm.names(bot, seat, bot_plays=False)
    dm.start()
    await settled(
        fake, await fake.slash(cast.moderator, "game replace", old=member, level="strong")
    )
    await dm.names(bot, seat, bot_plays=True)
    dm.start()
    await settled(fake, await fake.slash(cast.moderator, "game replace", bot=1, new=cast.carol))
    await dm.names(bot, seat, bot_plays=False)
    assert (await bot.service.load_game(table.game_id)).game.version == version
    # Nothing of Carol's seat reached the other seat's DM: it is that seat's own message.
    now = await bot.service.load_game(table.game_id)
    digest = await bot.desk.turn_digest(now, other)
    locale = bot.desk.seat_locale(now, other)
    payload = await bot.desk.private_payload(now, other, locale, digest=digest)
    assert dm.message.content == payload["content"]


async def test_a_dm_that_names_no_holder_is_not_edited_for_a_seat_change(
    fake: FakeDiscord, cast: Cast, any_bot: GameBot
) -> None:
    bot = any_bot
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
    seat = await until_one_waits(table, bot, random.Random(5))
    [other] = [s for s in table.players if s != seat]
    message = table.prompt_for(other)
    assert message is not None
    assert not any(f.filename == "catchup.png" for f in message.files)
    game = await bot.service.load_game(table.game_id)
    assert seat_name(game, seat, "en") not in (message.content or "")
    mark = fake.mark()
    await settled(fake, await fake.slash(cast.moderator, "game kick", player=table.players[seat]))
    assert (await bot.service.load_game(table.game_id)).seats[seat].autopilot
    assert message.touched <= mark, "nothing in it changed: no edit"
