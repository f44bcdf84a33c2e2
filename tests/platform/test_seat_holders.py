"""A seat that changes hands is news for the channel's turn post (issue 30, part 1): the
outcomes of a kick and of a seat given to a bot say so (``Outcome.holders_changed``), so the
desk edits the post to name the new holder even when the bot's moves alone would not change
what it shows; a move's outcome does not. The e2e side (the post edited, no new message) is
tests/e2e/test_seat_refresh.py."""

from __future__ import annotations

import pytest

from bot.cogs.turn_posts import shows_news
from bot.table import Outcome, TableService
from tests.platform.test_replace import started
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
