"""A seat that changes hands is news for the channel's turn post (issue 30, part 1): the
outcomes of a kick and of a seat given to a bot say so (``Outcome.holders_changed``), so the
desk edits the post to name the new holder even when the bot's moves alone would not change
what it shows; a move's outcome does not. The e2e side (the post edited, no new message) is
tests/e2e/test_seat_refresh.py."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bot.cogs.turn_posts import shows_news
from bot.store import TurnPost
from bot.table import Outcome, TableService
from tests.platform.test_replace import NEW, started
from tests.platform.test_service import CHANNEL, MOD


@pytest.mark.parametrize(
    ("holders_changed", "news"),
    [(False, False), (True, True)],
)
async def test_a_seat_change_alone_is_news_for_the_turn_post(
    highcard, service: TableService, holders_changed: bool, news: bool
) -> None:
    table = await service.load_game(await started(service))
    # No step, nobody's wait changed: only the seat's holder can make it news.
    assert shows_news(Outcome(table=table, holders_changed=holders_changed)) is news


async def test_kick_and_a_seat_given_to_a_bot_mark_their_outcomes_a_move_does_not(
    highcard, service: TableService
) -> None:
    game_id = await started(service, players=3)
    table = await service.load_game(game_id)
    seat = min(table.waiting())
    card = table.state["hands"][seat][0]
    moved = await service.act(game_id, table.user_of(seat), {"t": "play", "c": card})
    assert moved.steps and not moved.holders_changed
    kicked = await service.kick(CHANNEL, 2, moderator=True)
    assert kicked.holders_changed
    replaced = await service.replace(CHANNEL, 3, 0, "", None, True, by=MOD, level="strong")
    assert replaced.moved is not None and replaced.moved.holders_changed


async def post_for(service: TableService, game_id: int) -> TurnPost:
    """A turn post for the game, as the desk's first post of it would store it."""
    table = await service.load_game(game_id)
    post = TurnPost(game_id, CHANNEL, 777, 0, table.game.version)
    assert await service.set_turn_post(post, replacing=None)
    found = await service.turn_post(game_id)
    assert found is not None
    return found


async def kick(service: TableService) -> None:
    await service.kick(CHANNEL, 2, moderator=True)


async def give_back(service: TableService) -> None:
    await service.kick(CHANNEL, 2, moderator=True)
    await service.replace(CHANNEL, 2, 2, "", None, True, by=MOD)


async def to_member(service: TableService) -> None:
    await service.replace(CHANNEL, 2, NEW, "New", "en", True, by=MOD)


async def to_bot(service: TableService) -> None:
    await service.replace(CHANNEL, 2, 0, "", None, True, by=MOD, level="strong")


@pytest.mark.parametrize(
    ("change", "counted"),
    [(kick, 1), (give_back, 2), (to_member, 1), (to_bot, 1)],
)
async def test_each_seat_change_counts_in_the_turn_post_until_an_edit_shows_it(
    highcard, service: TableService, change: Callable[[TableService], Awaitable[None]], counted: int
) -> None:
    """A seat change's own write counts it in the game's turn post, so a stop before the edit
    leaves the post among those the start-up catch-up edits (tests/e2e/
    test_seat_change_restart.py); an edit takes back exactly the count it read before drawing."""
    game_id = await started(service, players=3)
    post = await post_for(service, game_id)
    assert post.holders_changed == 0 and await service.turn_posts_behind() == []
    await change(service)
    read = await service.turn_post(game_id)
    assert read is not None and read.holders_changed == counted
    [behind] = await service.turn_posts_behind()
    assert behind.message_id == post.message_id
    # A seat change after the edit read the post stays counted: the edit did not draw it.
    await service.kick(CHANNEL, 3, moderator=True)
    version = (await service.load_game(game_id)).game.version
    await service.turn_post_shown(game_id, post.message_id, version, read.holders_changed)
    after = await service.turn_post(game_id)
    assert after is not None and after.holders_changed == 1
    await service.turn_post_shown(game_id, post.message_id, version, after.holders_changed)
    shown = await service.turn_post(game_id)
    assert shown is not None and shown.holders_changed == 0
    assert await service.turn_posts_behind() == []
