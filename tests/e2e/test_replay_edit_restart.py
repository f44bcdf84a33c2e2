"""A stop between a game's last post and its ``replay.gif`` edit (issue 31 follow-up), through
the fake Discord, on SQLite and PostgreSQL.

The last post goes out at once and gains its animated replay by an edit seconds later; the store
keeps that edit pending in between. The bot stops while the replay is drawn: after the restart
the post gains ``replay.gif`` once, by an edit of the same message (no new message), and the
pending edit is gone, so a later start adds nothing. A post deleted during the stop is
forgotten with a log line; a game that ends without a stop leaves nothing pending."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import AsyncIterator

import pytest

from bot.app import GameBot
from bot.i18n import t, text
from bot.settings import Settings
from bot.store import ReplayEdit
from bot.table.animation import FILENAME
from tests.backends import BACKENDS, postgres_schema
from tests.e2e.gamebot import Cast, game_bot
from tests.e2e.test_replay_animation import DRAW_OUT, Gate, bots_game, frames_of
from tests.fakediscord import FakeDiscord, FakeMessage

pytestmark = pytest.mark.e2e


@pytest.fixture(params=BACKENDS)
async def backend(settings: Settings, request: pytest.FixtureRequest) -> AsyncIterator[Settings]:
    """The bot's settings on each database: every bot of a test restarts on the same one."""
    if request.param == "sqlite":
        yield settings
        return
    async with postgres_schema() as url:
        yield dataclasses.replace(settings, database_url=url)


def last_post(fake: FakeDiscord, game_id: int) -> FakeMessage:
    record = f"record-{game_id}.json"
    [post] = [m for m in fake.public_messages() if any(f.filename == record for f in m.files)]
    return post


def names(message: FakeMessage) -> list[str]:
    return [file.filename for file in message.files]


async def started_up(bot: GameBot) -> None:
    """Wait for what a start does with the pending edits: the catch-up that finds them and
    every replay drawing it began."""
    assert bot._catch_up is not None
    await asyncio.wait_for(bot._catch_up, DRAW_OUT)
    await asyncio.wait_for(bot.desk.replays_added(), DRAW_OUT)


async def stopped_while_drawing(
    fake: FakeDiscord, cast: Cast, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> tuple[int, FakeMessage]:
    """A table of bots plays a Sun Tzu game to its end; the bot stops while the last post's
    replay is drawn (held back until the stop). The game and its last post."""
    async with game_bot(fake, settings) as bot:
        with monkeypatch.context() as patch:
            gate = Gate(patch)  # never opened: the stop comes first
            game_id = await bots_game(fake, cast, bot, "suntzu")
            await fake.wait_for(lambda: gate.begun == 1, what="the replay being drawn")
            post = last_post(fake, game_id)
            pending = await bot.service.replay_edits()
            assert pending == [ReplayEdit(game_id, post.channel_id, post.id, "en")]
    assert FILENAME not in names(fake.messages[post.id])
    assert len(fake.messages[post.id].versions) == 1  # never edited
    return game_id, post


async def test_a_stop_before_the_replay_edit_is_finished_at_the_next_start(
    fake: FakeDiscord, cast: Cast, backend: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id, post = await stopped_while_drawing(fake, cast, backend, monkeypatch)
    count = len(fake.public_messages())

    async with game_bot(fake, backend) as again:
        await started_up(again)
        post = fake.messages[post.id]
        assert len(fake.public_messages()) == count  # an edit, no new message
        assert [v["files"] for v in post.versions] == [names(post)[:-1], names(post)]
        assert names(post)[-1] == FILENAME and names(post).count(FILENAME) == 1
        [replay] = [f for f in post.files if f.filename == FILENAME]
        table = await again.service.load_game(game_id)
        frames, moves = await frames_of(again, game_id)
        game = text("en", table.spec.title)
        assert replay.description == t("en", "animation-alt", game=game, frames=frames, moves=moves)
        assert await again.service.replay_edits() == []

    # Nothing left pending: a later start edits nothing.
    async with game_bot(fake, backend) as third:
        await started_up(third)
    assert len(fake.messages[post.id].versions) == 2


async def test_a_last_post_deleted_during_the_stop_is_forgotten(
    fake: FakeDiscord,
    cast: Cast,
    backend: Settings,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    game_id, post = await stopped_while_drawing(fake, cast, backend, monkeypatch)
    fake.delete_message(post)  # a moderator, while the bot was away

    with caplog.at_level(logging.INFO, logger="bot.cogs.replay_edits"):
        async with game_bot(fake, backend) as again:
            await started_up(again)
            assert await again.service.replay_edits() == []
    assert len(fake.messages[post.id].versions) == 1  # not edited
    [line] = [r.getMessage() for r in caplog.records if r.name == "bot.cogs.replay_edits"]
    assert f"last post {post.id} of game {game_id} is gone" in line and "404" in line


async def test_a_game_that_ends_without_a_stop_leaves_nothing_pending(
    fake: FakeDiscord, cast: Cast, backend: Settings
) -> None:
    async with game_bot(fake, backend) as bot:
        game_id = await bots_game(fake, cast, bot, "suntzu")
        await asyncio.wait_for(bot.desk.replays_added(), DRAW_OUT)
        assert FILENAME in names(last_post(fake, game_id))
        assert await bot.service.replay_edits() == []


async def test_an_edit_discord_refuses_clears_the_pending_edit(
    fake: FakeDiscord,
    cast: Cast,
    backend: Settings,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """No stop: the post is deleted while its replay is drawn, so Discord refuses the edit;
    the pending edit is cleared all the same (no later start tries it again)."""
    async with game_bot(fake, backend) as bot:
        gate = Gate(monkeypatch)
        game_id = await bots_game(fake, cast, bot, "suntzu")
        await fake.wait_for(lambda: gate.begun == 1, what="the replay being drawn")
        post = last_post(fake, game_id)
        assert len(await bot.service.replay_edits()) == 1
        fake.delete_message(post)
        with caplog.at_level(logging.INFO, logger="bot.cogs.endfiles"):
            gate.open.set()
            await asyncio.wait_for(bot.desk.replays_added(), DRAW_OUT)
        assert await bot.service.replay_edits() == []
    assert len(fake.messages[post.id].versions) == 1
    [line] = [r.getMessage() for r in caplog.records if r.name == "bot.cogs.endfiles"]
    assert f"replay of game {game_id} could not be added (404" in line
