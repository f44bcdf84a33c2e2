"""The search (bot.ai.search, bot.ai.decide): what it returns, what it costs, and what it
survives."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from bot.ai import CPU_BUDGET, levels, search
from bot.ai.decide import can_search, decide, engine_of, think
from bot.engine.base import RuleError, rng_for, setup_rng
from bot.games.suntzu.engine import ENGINE
from tests.autoplay import next_seat


def _placing() -> tuple[dict[str, Any], int]:
    """A Sun Tzu game at round 1's sealed placement (many legal actions), and seat 0."""
    state = ENGINE.setup(2, {"beginner": True}, setup_rng(4))
    return state, 0


def _window_or_later(steps: int) -> tuple[dict[str, Any], int]:
    state = ENGINE.setup(2, {}, setup_rng(9))
    for number in range(steps):
        seat = next_seat(ENGINE, state)
        ENGINE.apply(state, seat, ENGINE.autopilot(state, seat, rng_for(9, number)), rng_for(9, 0))
    return state, next_seat(ENGINE, state)


def test_the_same_view_seed_and_iterations_give_the_same_move() -> None:
    state, seat = _placing()
    view = ENGINE.view(state, seat)
    first = decide(ENGINE, view, seat, "strong", 5, iterations=60)
    assert first in ENGINE.legal_actions(state, seat)
    assert decide("suntzu", view, seat, "strong", 5, iterations=60) == first


def test_one_legal_action_is_returned_without_a_search() -> None:
    state, seat = _placing()
    only = {"t": "lock"}
    engine = dataclasses.replace(ENGINE, legal_actions=lambda s, who: [only], candidates=None)
    outcome = think(engine, ENGINE.view(state, seat), seat, "strong", 1)
    assert outcome.action == only
    assert outcome.iterations == 0


def test_the_search_weighs_only_the_games_candidates() -> None:
    state, seat = _placing()
    legal = ENGINE.legal_actions(state, seat)
    chosen = legal[-1]
    engine = dataclasses.replace(ENGINE, candidates=lambda s, who: [chosen])
    outcome = think(engine, ENGINE.view(state, seat), seat, "strong", 1)
    assert outcome.action == chosen and outcome.iterations == 0
    # with two candidates, the search never picks a move outside them
    pair = [legal[0], legal[-1]]
    engine = dataclasses.replace(ENGINE, candidates=lambda s, who: list(pair))
    assert decide(engine, ENGINE.view(state, seat), seat, "strong", 3, iterations=40) in pair


def test_a_refused_playout_is_dropped_not_a_crash() -> None:
    """An engine that refuses some actions of a sampled state (a RuleError) costs those
    iterations only."""
    calls = {"n": 0}

    def flaky(state: dict[str, Any], seat: int, action: Any, rng: random.Random) -> Any:
        calls["n"] += 1
        if calls["n"] % 7 == 0:
            raise RuleError("suntzu-error-wrong-phase")
        return ENGINE.apply(state, seat, action, rng)

    engine = dataclasses.replace(ENGINE, apply=flaky)
    state, seat = _placing()
    outcome = think(engine, ENGINE.view(state, seat), seat, "normal", 2, iterations=80)
    assert outcome.dropped > 0
    assert outcome.iterations == 80
    assert outcome.action in ENGINE.legal_actions(state, seat)


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_decision_keeps_to_its_cpu_budget(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Iterations a slow machine could not finish within the ceiling: the ceiling stops them.
    monkeypatch.setitem(levels.ITERATIONS, level, 10**9)
    state, seat = _placing()
    outcome = think(ENGINE, ENGINE.view(state, seat), seat, level, 3)
    assert 10 < outcome.iterations < 10**9
    # One iteration past the budget at most (a few milliseconds), whatever the machine.
    assert outcome.cpu <= CPU_BUDGET[level] + 0.1


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_level_is_its_number_of_iterations(level: str) -> None:
    state, seat = _placing()
    view = ENGINE.view(state, seat)
    outcome = think(ENGINE, view, seat, level, 3)
    # Ended by the count (or earlier, once the choice was settled), not by the clock.
    assert outcome.iterations <= levels.ITERATIONS[level]
    assert think(ENGINE, view, seat, level, 3).action == outcome.action


def test_the_tree_stops_growing_at_its_node_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "MAX_NODES", 12)
    state, seat = _placing()
    outcome = think(ENGINE, ENGINE.view(state, seat), seat, "normal", 3, iterations=100)
    assert outcome.nodes == 12
    assert outcome.action in ENGINE.legal_actions(state, seat)


@dataclasses.dataclass
class _Waiting:
    """An engine stub that waits for some seats, some of them done."""

    seats: set[int]
    done: set[int]

    def waiting_for(self, state: Any) -> set[int]:
        return self.seats

    def pending(self, state: Any, seat: int) -> bool:
        return seat not in self.done


@pytest.mark.parametrize(
    ("waiting", "done", "me", "moves"),
    [
        ({0, 1}, set(), 1, 1),  # sealed step: the searching seat decides first
        ({0, 1}, set(), 0, 0),
        ({0, 1, 2}, set(), 2, 2),
        ({0, 1}, {1}, 1, 0),  # the searching seat sealed its choice: the other moves
        ({2}, set(), 0, 2),  # another seat's turn
        ({0, 1}, {0, 1}, 1, 1),  # nobody pending (a moment between steps): as waited for
        (set(), set(), 0, None),
    ],
)
def test_who_moves_in_the_tree(waiting: set[int], done: set[int], me: int, moves: int) -> None:
    assert search.actor(_Waiting(waiting, done), {}, me) == moves


@pytest.mark.parametrize(
    ("winners", "expected"),
    [((1,), {0: 0.0, 1: 1.0}), ((0, 1), {0: 0.5, 1: 0.5}), ((0,), {0: 1.0, 1: 0.0})],
)
def test_an_ended_playout_scores_the_result(winners: tuple[int, ...], expected: Any) -> None:
    state, _ = _placing()
    state["result"] = {"winners": list(winners), "reason": "suntzu-end-track", "tiebreak": None}
    assert search.score(ENGINE, state) == expected


def test_a_game_without_determinize_is_refused_clearly() -> None:
    engine = dataclasses.replace(ENGINE, determinize=None)
    assert not can_search(engine) and can_search("suntzu")
    state, seat = _placing()
    with pytest.raises(ValueError, match="determinize"):
        decide(engine, ENGINE.view(state, seat), seat, "strong", 1)
    with pytest.raises(ValueError, match="level"):
        decide(ENGINE, ENGINE.view(state, seat), seat, "easy", 1)


def test_the_search_decides_in_every_kind_of_moment() -> None:
    """Windows, orders, draws: whatever the phase, a legal move."""
    for steps in (30, 60, 90, 120):
        state, seat = _window_or_later(steps)
        if ENGINE.result(state) is not None:
            continue
        action = decide(ENGINE, ENGINE.view(state, seat), seat, "normal", steps, iterations=30)
        assert action in ENGINE.legal_actions(state, seat)


def _reordered(value: object) -> object:
    """The same value with every dict's keys in reverse order."""
    if isinstance(value, dict):
        return {key: _reordered(value[key]) for key in reversed(list(value))}
    if isinstance(value, list):
        return [_reordered(item) for item in value]
    return value


@pytest.mark.parametrize(("game", "players"), [("worldwar", 4), ("smallworld", 3), ("tek", 3)])
def test_the_order_of_a_views_keys_does_not_change_the_move(game: str, players: int) -> None:
    # A state just played keeps its engine's key order, one read back from the store (after a
    # restart) has sorted keys: the same position must give the same move.
    engine = engine_of(game)
    options = {option.name: option.default for option in engine.options}
    state = engine.setup(players, options, rng_for(5, 0))
    for number in range(1, 40):
        seat = min(engine.waiting_for(state))
        engine.apply(state, seat, engine.autopilot(state, seat, rng_for(5, number)), rng_for(5, 0))
    seat = min(engine.waiting_for(state))
    view = engine.view(state, seat)
    reordered = _reordered(view)
    assert reordered == view and list(reordered) != list(view)
    assert decide(engine, reordered, seat, "normal", 3, iterations=20) == decide(
        engine, view, seat, "normal", 3, iterations=20
    )
