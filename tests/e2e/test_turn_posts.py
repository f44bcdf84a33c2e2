"""One channel message per turn, edited while the turn goes on (issue 25).

Through the fake Discord: a turn of several moves edits one message (its moves grow, its
board is redrawn); a turn change posts one new message that pings only the players the game
just began to wait for, and only those who want mentions (/game notify); sealed commitments
join the turn post and stay in every later version; quick edits are coalesced; a turn post
left behind by a stop is brought up to date at start-up; a turn post a moderator deleted is
posted again, without pings.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from pathlib import Path

import pytest

from bot.app import GameBot
from bot.games.suntzu.engine import ENGINE as suntzu
from bot.store import ActionRow, TurnPost
from bot.table import Outcome, turn_text, turns
from bot.table.commitments import commit_move, shown
from bot.table.notify_modes import set_notify_mode
from tests.e2e.gamebot import (
    Cast,
    SunTzuTable,
    add_cast,
    bot_settings,
    current_state,
    game_bot,
    open_suntzu,
    play_one_move,
)
from tests.e2e.swbot import open_smallworld
from tests.e2e.swbot import play_one_move as sw_move
from tests.fakediscord import FakeDiscord, FakeMessage, settled

pytestmark = pytest.mark.e2e

SEED = 5


def board_posts(fake: FakeDiscord) -> list[FakeMessage]:
    """The channel's messages that carry the board (turn posts and the end post)."""
    return [
        m
        for m in fake.public_messages()
        if not m.deleted and any(f.filename == "board.png" for f in m.files)
    ]


def embed_text(version: dict[str, object]) -> str:
    embeds = version["embeds"]
    assert isinstance(embeds, list)
    return "\n".join(str(embed.get("description") or "") for embed in embeds)


def mentioned_users(message: FakeMessage) -> list[int]:
    """Whom the message pinged: the users its allowed mentions name (never a parsed @)."""
    allowed = message.allowed_mentions or {}
    assert "users" not in allowed.get("parse", []), allowed
    return sorted(int(user) for user in allowed.get("users", []))


async def quick_place(bot: GameBot, table: SunTzuTable, rng: random.Random) -> int:
    """One Sun Tzu placement straight through the service and the desk (as a click does,
    without waiting for its edit): the game's version after it."""
    state, _ = await current_state(bot, table.game_id)
    seat = min(s for s in suntzu.waiting_for(state) if suntzu.pending(state, s))
    action = suntzu.autopilot(state, seat, rng)
    outcome = await bot.service.act(table.game_id, table.players[seat].id, action)
    await bot.desk.publish(outcome)
    return outcome.table.game.version


async def test_a_turn_of_several_moves_edits_one_message(tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        async with game_bot(fake, bot_settings(fake, tmp_path / "games.db")) as bot:
            table = await open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
            rng = random.Random(4)
            made = 0
            for _ in range(40):
                if await sw_move(table, bot, rng) is None:
                    break
                made += 1
            posts = board_posts(fake)
            # fewer messages than moves: the moves of a turn share their turn's message
            assert 0 < len(posts) < made
            grown = [m for m in posts if len(m.versions) >= 3]
            assert grown, [len(m.versions) for m in posts]
            for message in grown:
                texts = [embed_text(v) for v in message.versions]
                # a message only ever grows: every version keeps the lines of the one before
                for before, after in itertools.pairwise(texts):
                    assert all(line in after for line in before.splitlines()), (before, after)
                boards = [
                    f.data
                    for v in message.versions
                    for f in v["attached"]
                    if f.filename == "board.png"
                ]
                assert len(set(boards)) >= 2, "the board is redrawn as the turn goes on"
    fake.check()


async def test_a_turn_change_pings_only_the_newly_awaited_who_want_mentions(
    tmp_path: Path,
) -> None:
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        async with game_bot(fake, bot_settings(fake, tmp_path / "games.db")) as bot:
            # Bob chose to be told by DM on this server: named in the channel, never pinged
            await set_notify_mode(bot.store, cast.bob.id, fake.guild.id, None, "dm")
            table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
            [start] = board_posts(fake)
            assert cast.ann.mention in start.content and cast.bob.mention in start.content
            assert mentioned_users(start) == [cast.ann.id]
            rng = random.Random(1)
            seen = {start.id}
            new_posts: list[tuple[FakeMessage, set[int], set[int]]] = []
            for _ in range(30):
                before, _ = await current_state(bot, table.game_id)
                waiting_before = set(suntzu.waiting_for(before))
                mark = fake.mark()
                move = await play_one_move(table, bot, rng)
                assert move is not None
                fresh = [m for m in board_posts(fake) if m.seq > mark and m.id not in seen]
                seen |= {m.id for m in fresh}
                after, _ = await current_state(bot, table.game_id)
                if suntzu.result(after) is not None:
                    break
                awaited = set(suntzu.waiting_for(after))
                if not fresh:
                    # an edit: nobody's wait started, and an edit pings nobody
                    assert awaited <= waiting_before
                    continue
                [post] = fresh
                new_posts.append((post, awaited - waiting_before, awaited))
                if len(new_posts) == 2:
                    break
            assert new_posts, "a round passed"
            for post, newly, awaited in new_posts:
                users = {table.players[seat].id for seat in newly} - {cast.bob.id}
                assert set(mentioned_users(post)) == users
                assert cast.bob.id not in mentioned_users(post)
                for seat in awaited:  # as posted (later edits follow the moves)
                    assert (
                        table.players[seat].mention in post.versions[0]["content"]
                    )  # everybody is named
    fake.check()


async def test_sealed_commitments_join_the_turn_post_and_stay(tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        async with game_bot(fake, bot_settings(fake, tmp_path / "games.db")) as bot:
            table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
            rng = random.Random(1)
            for _ in range(14):
                if await play_one_move(table, bot, rng) is None:
                    break
            rows = await bot.service.actions(table.game_id)
            sealed = [row for row in rows if row.salt is not None]
            assert len(sealed) >= 5
            # no channel message but the turn posts: no separate gathering of commitments
            public = fake.public_messages()
            assert all(m.embeds for m in public if m.seq > table.history[0][0])
            for row in sealed:
                committed = commitment_of(row)
                holders = [m for m in public if any(committed in text for text in m.all_texts())]
                assert len(holders) == 1, row.number  # in its turn's post, nowhere else
                texts = holders[0].all_texts()
                first = next(i for i, text in enumerate(texts) if committed in text)
                # once shown, the commitment is in every later version of its message
                assert all(committed in text for text in texts[first:])
    fake.check()


def commitment_of(row: ActionRow) -> str:
    """A sealed move's commitment as the channel shows it."""
    assert row.salt is not None
    return shown(commit_move(row.number, row.seat, row.action, row.salt))


async def test_quick_moves_are_coalesced_into_fewer_edits(tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        settings = replace(bot_settings(fake, tmp_path / "games.db"), turn_edit_gap=3.0)
        async with game_bot(fake, settings) as bot:
            table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
            await settled(fake)
            [post] = board_posts(fake)
            rng = random.Random(2)
            before = len(post.versions)
            moves = 0
            version = 0
            for _ in range(4):  # quick placements of one round: no wait starts
                version = await quick_place(bot, table, rng)
                moves += 1
            assert [m.id for m in board_posts(fake)] == [post.id], "no new message"
            await settled(fake)  # the deferred edit
            edits = len(post.versions) - before
            assert 1 <= edits < moves
            rows = await bot.service.actions(table.game_id)
            assert rows[-1].number == version
            # the last edit shows the latest state: every placement's commitment
            assert all(commitment_of(row) in post.text() for row in rows if row.salt)
    fake.check()


async def test_a_turn_post_left_behind_is_brought_up_to_date_at_start_up(tmp_path: Path) -> None:
    database = tmp_path / "games.db"
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        async with game_bot(fake, bot_settings(fake, database)) as bot:
            table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
            [post] = board_posts(fake)
            # a move stored, then the bot stops before its message is edited
            state, _ = await current_state(bot, table.game_id)
            seat = min(s for s in suntzu.waiting_for(state) if suntzu.pending(state, s))
            action = suntzu.autopilot(state, seat, random.Random(3))
            await bot.service.act(table.game_id, table.players[seat].id, action)
            shown_before = len(post.versions)
            [behind] = await bot.service.turn_posts_behind()
            assert behind.message_id == post.id
        assert len(post.versions) == shown_before
        async with game_bot(fake, bot_settings(fake, database)) as again:
            assert again._catch_up is not None
            await again._catch_up  # the start-up's catch-up, once connected
            assert len(post.versions) == shown_before + 1  # one edit
            assert await again.service.turn_posts_behind() == []
            [row] = await again.service.actions(table.game_id)
            if row.salt is not None:
                assert commitment_of(row) in post.text()
            # the board it shows is the latest: the same picture a new draw gives
            game = await again.service.load_game(table.game_id)
            latest = await again.desk.board_file(game, "en")
            [board] = [f for f in post.files if f.filename == "board.png"]
            assert board.data == latest.fp.read()
    fake.check()


async def test_a_deleted_turn_post_is_posted_again_without_pings(tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        cast: Cast = add_cast(fake)
        async with game_bot(fake, bot_settings(fake, tmp_path / "games.db")) as bot:
            table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
            [post] = board_posts(fake)
            fake.delete_message(post)  # a moderator cleaned the channel
            move = await play_one_move(table, bot, random.Random(1))
            assert move is not None
            [again] = board_posts(fake)
            assert again.id != post.id
            assert mentioned_users(again) == []
            record = await bot.service.turn_post(table.game_id)
            assert record is not None and record.message_id == again.id
            # the turn goes on in it: the next move edits it
            await play_one_move(table, bot, random.Random(2))
            assert len(again.versions) >= 2 or len(board_posts(fake)) == 2
    fake.check()


async def test_a_process_that_loses_the_turn_post_deletes_its_message(tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        async with game_bot(fake, bot_settings(fake, tmp_path / "games.db")) as bot:
            table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
            [post] = board_posts(fake)
            fake.delete_message(post)  # the next edit finds it gone and posts the turn again
            # ... while another process moved the game's turn post on first
            theirs = TurnPost(table.game_id, post.channel_id, 4242, 0, 0)
            store_it = bot.service.set_turn_post

            async def raced(mine: TurnPost, *, replacing: int | None) -> bool:
                assert await store_it(theirs, replacing=replacing)
                return await store_it(mine, replacing=replacing)

            bot.service.set_turn_post = raced  # type: ignore[method-assign]
            mark = fake.mark()
            assert await play_one_move(table, bot, random.Random(1)) is not None
            made = [
                m
                for m in fake.all_messages()
                if m.channel_id == post.channel_id and m.seq > mark and m.embeds
            ]
            assert made and all(m.deleted for m in made), "the loser's message is deleted"
            record = await bot.service.turn_post(table.game_id)
            assert record is not None and record.message_id == 4242
    fake.check()


async def test_moves_published_out_of_order_are_each_shown_once(tmp_path: Path) -> None:
    """Two moves of one game answered at the same moment may be published in either order:
    a turn change published after a later move's edit must not show that move again."""
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        # No edit gap: the later move's edit is made at once, before the turn change is told.
        settings = replace(bot_settings(fake, tmp_path / "games.db"), turn_edit_gap=0.0)
        async with game_bot(fake, settings) as bot:
            table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
            rng = random.Random(3)
            waiting: list[Outcome] = []  # accepted, not yet published

            async def act() -> Outcome:
                state, _ = await current_state(bot, table.game_id)
                seat = min(s for s in suntzu.waiting_for(state) if suntzu.pending(state, s))
                action = suntzu.autopilot(state, seat, rng)
                outcome = await bot.service.act(table.game_id, table.players[seat].id, action)
                waiting.append(outcome)
                return outcome

            while not turns.decide(await act()).new_post:
                pass
            await act()  # the new turn's first move, accepted before the turn change is told
            for outcome in reversed(waiting):
                await bot.desk.publish(outcome)
            await settled(fake)
            game = await bot.service.load_game(table.game_id)
            shown_now = [m.text() for m in fake.public_messages()]
            first = waiting[0].steps[0].number
            for row in await bot.service.actions(table.game_id):
                if row.number < first:
                    continue
                told = "\n".join(turn_text.logged_lines(game, row, "en"))
                if told:  # each move the channel tells: shown, and in one message only
                    assert sum(told in text for text in shown_now) == 1, row.number
    fake.check()
