"""The search's playout policy (issue 30, part 4): always a legal move, whole games that end
with every invariant kept, in fewer moves than the autopilot's."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.base import rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine import autopilot, rollout

from .helpers import table_options

CASES = [
    (4, table_options("generals"), 21),
    (5, table_options("generals"), 22),
    (4, table_options("monarchs"), 23),
    (5, table_options("monarchs", continent_troops=False, quick_sacrifice=True), 24),
]


def play(players: int, options: dict[str, Any], seed: int, policies: list[Any]) -> tuple[Any, int]:
    """A whole game, seat ``k`` moved by ``policies[k]``; every move checked legal."""
    state = ww.setup(players, options, setup_rng(seed))
    step = 0
    while ww.result(state) is None:
        assert step < 5000, "the game does not end"
        seat = min(ww.waiting_for(state))
        action = policies[seat](state, seat, random.Random(step))
        assert action in ww.legal_actions(state, seat), (state["phase"], action)
        ww.apply(state, seat, action, rng_for(seed, step))
        ww.check_invariants(state)
        step += 1
    return ww.result(state), step


@pytest.mark.parametrize(("players", "options", "seed"), CASES)
def test_playouts_are_legal_and_end(players: int, options: dict[str, Any], seed: int) -> None:
    result, _ = play(players, options, seed, [rollout.choose] * players)
    assert result is not None and result.winners


def test_the_engine_plays_out_with_it() -> None:
    assert ww.rollout is rollout.choose


def test_a_playout_takes_fewer_moves_than_the_autopilots() -> None:
    """Batches placed and bought at once: a game of the policy is shorter (what the search
    pays for per playout)."""
    ours = sum(play(5, table_options(), 30 + k, [rollout.choose] * 5)[1] for k in range(4))
    theirs = sum(play(5, table_options(), 30 + k, [autopilot.choose] * 5)[1] for k in range(4))
    print(f"moves per game: rollout {ours / 4:.0f}, autopilot {theirs / 4:.0f}")
    assert ours < 0.85 * theirs
