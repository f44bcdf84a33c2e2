"""Scenario 3: the bot process restarts in the middle of a round; the controls it sent before
still work with the new process, and the game continues exactly as the rules say."""

from __future__ import annotations

import copy
import random

import pytest

from bot.engine.base import State, rng_for
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.engine.turns import phase_of
from bot.settings import Settings
from tests.e2e.gamebot import Cast, choose, current_state, game_bot, open_suntzu, play_until
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e

SEED = 21


def mid_placement(state: State) -> bool:
    """Round 1 placement with some cards down and nobody locked in yet."""
    placed = [sum(card is not None for card in cards) for cards in state["placement"]]
    return phase_of(state) == "place" and max(placed) >= 2 and not any(state["locked"])


async def test_old_dm_controls_work_after_a_restart_and_the_game_continues_exactly(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    async with game_bot(fake, settings) as first:
        table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], first, seed=SEED)
        await play_until(table, first, random.Random(2), stop=mid_placement)
        before, version = await current_state(first, table.game_id)
        seat = min(s for s in engine.waiting_for(before) if engine.pending(before, s))
        prompt = table.prompt_for(seat)
        assert prompt is not None
        offered = [action for action, _, _ in table.controls_of(prompt, seat)]
        action = choose(before, seat, offered, random.Random(4))
    restarted_at = fake.mark()
    assert first.is_closed() and fake.hub.connected_sessions == []

    async with game_bot(fake, settings) as second:
        assert second is not first
        old = fake.messages[prompt.id]
        assert old.seq <= restarted_at, "the control was sent by the first process"
        interaction = await table.use_control(table.players[seat], old, action, seat)
        await settled(fake, interaction)
        after, new_version = await current_state(second, table.game_id)
        expected = copy.deepcopy(before)
        engine.apply(expected, seat, action, rng_for(SEED, version + 1))
        assert new_version == version + 1
        assert after == expected
        assert fake.messages[prompt.id].touched > restarted_at, "the DM was updated in place"
        assert not any(m.content.startswith("⛔") for m in fake.responses(interaction))

        # the new process carries the game on to the next round
        await play_until(table, second, random.Random(5), stop=lambda s: s["round"] >= 2)
        state, _ = await current_state(second, table.game_id)
        engine.check_invariants(state)
        assert state["round"] == 2
