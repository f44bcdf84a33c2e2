"""Scenarios 6 and 7: two clicks of one move at the same moment apply once; a rate limit and
server errors in the middle of a move neither lose it nor apply it twice."""

from __future__ import annotations

import random

import pytest

from bot.app import GameBot
from bot.cogs import late_defer
from bot.engine.base import Action, State
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.engine.turns import phase_of
from bot.i18n import t
from tests.e2e.gamebot import Cast, SunTzuTable, choose, current_state, open_suntzu, play_until
from tests.fakediscord import FakeDiscord, FakeInteraction, settled

pytestmark = pytest.mark.e2e


async def next_move(table: SunTzuTable, bot: GameBot) -> tuple[int, Action, int]:
    state, version = await current_state(bot, table.game_id)
    seat = min(s for s in engine.waiting_for(state) if engine.pending(state, s))
    prompt = table.prompt_for(seat)
    assert prompt is not None
    offered = [action for action, _, _ in table.controls_of(prompt, seat)]
    return seat, choose(state, seat, offered, random.Random(9)), version


def refused(fake: FakeDiscord, interaction: FakeInteraction) -> bool:
    return any(m.ephemeral and m.content.startswith("⛔") for m in fake.responses(interaction))


async def test_two_clicks_of_the_same_move_at_once_apply_it_once(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(
        fake, cast.moderator, [cast.ann, cast.bob], bot, seed=13, beginner=True
    )
    seat, action, version = await next_move(table, bot)
    player = table.players[seat]
    prompt = table.prompt_for(seat)
    assert prompt is not None
    first = await table.use_control(player, prompt, action, seat)
    second = await table.use_control(player, prompt, action, seat)  # before the first is handled
    await settled(fake, first)
    await settled(fake, second)
    _, new_version = await current_state(bot, table.game_id)
    added = (await bot.store.actions(table.game_id))[version:]
    assert [(row.number, row.seat, row.action) for row in added] == [(version + 1, seat, action)]
    assert new_version == version + 1
    # The loser is told why: the prompt it clicked was made for a moment that has passed, so
    # its message shows the current controls under a "the board moved on" notice.
    stale = t(player.locale, "error-controls-stale")
    assert any(version["content"].startswith(stale) for version in prompt.versions)
    assert not (refused(fake, first) and refused(fake, second))
    latest = table.prompt_for(seat)
    assert latest is not None and latest.id == prompt.id, "one live prompt, edited in place"


@pytest.mark.parametrize("answer", ["at once", "deferred"])
async def test_rate_limit_and_server_errors_during_a_move(
    fake: FakeDiscord, cast: Cast, bot: GameBot, answer: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A click's text is answered by one request when it is ready in time, else deferred
    and answered by an edit (bot/cogs/late_defer.py); both survive a 429 and a 502, and the
    picture follows by an edit either way."""
    if answer == "deferred":
        monkeypatch.setattr(late_defer, "DEFER_AFTER", 0.0)  # as if the answer were slow
    table = await open_suntzu(
        fake, cast.moderator, [cast.ann, cast.bob], bot, seed=13, beginner=True
    )

    def one_lock_to_go(state: State) -> bool:
        complete = [None not in cards for cards in state["placement"]]
        return phase_of(state) == "place" and sum(state["locked"]) == 1 and all(complete)

    await play_until(table, bot, random.Random(10), stop=one_lock_to_go)
    seat, action, version = await next_move(table, bot)
    assert action == {"t": "lock"}, "the last lock reveals the cards and posts the battles"
    mark = fake.mark()
    if answer == "at once":
        # The callback carries the answer: a 502 on it is tried again after a second (within
        # Discord's 3 seconds for a first answer; a 429 and a 502 in a row would not fit).
        fake.fail_next("interaction_callback", 502)
    else:
        fake.fail_next("interaction_callback", 429, retry_after=0.1)
        fake.fail_next("edit_webhook_message", 502)
    fake.fail_next("create_message", 500)
    callbacks_before = len(fake.requests_to("interaction_callback"))
    edits_before = len(fake.requests_to("edit_webhook_message"))
    prompt = table.prompt_for(seat)
    assert prompt is not None
    interaction = await table.use_control(table.players[seat], prompt, action, seat)
    await settled(fake, interaction)

    _, new_version = await current_state(bot, table.game_id)
    added = (await bot.store.actions(table.game_id))[version:]
    assert [(row.number, row.seat, row.action) for row in added] == [(version + 1, seat, action)]
    assert new_version == version + 1
    callbacks = [r.status for r in fake.requests_to("interaction_callback")][callbacks_before:]
    edits = [r.status for r in fake.requests_to("edit_webhook_message")][edits_before:]
    # The reply's text is one request; its picture follows by one edit (issue 29 part 3).
    if answer == "at once":
        assert (callbacks, edits) == ([502, 200], [200])  # the text is the callback
    else:
        assert (callbacks, edits) == ([429, 200], [502, 200, 200])  # deferred, then edited
    assert 500 in [r.status for r in fake.requests_to("create_message")]
    assert not refused(fake, interaction)
    updated = await fake.reply(interaction)
    assert updated.id == prompt.id and updated.touched > prompt.seq
    # the reveal is in the channel: a new turn post, or an edit of the current one
    posts = [m for m in fake.public_messages() if m.touched > mark]
    assert posts, "the reveal was posted despite the 500"
    assert len({m.text() for m in posts}) == len(posts), "no post was sent twice"
