"""The bot players never cheat (issue 30, part 3): for every game that supplies a
``determinize``, at sampled moments of autopilot games, the search chooses the same action
when every other seat's secrets (and the order of the face-down decks) in the true state are
changed. The search is handed views only; both views are equal for the deciding seat, and
with the same seed and an iteration budget the same view must give the same move."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

import bot.ai
from bot.ai.decide import decide, think
from bot.engine.base import rng_for, setup_rng
from bot.games import available, get
from tests.autoplay import next_seat

ITERATIONS = 40  # enough for a real tree (several levels), few enough for a quick test
MOMENTS = 6  # decisions checked per game
MAX_STEPS = 20_000


def _searchable() -> list[Any]:
    found = []
    for name in available():
        engine = get(name).engine
        if getattr(engine, "determinize", None) is None:
            continue
        for players in sorted({engine.min_players, engine.max_players}):
            found.append(pytest.param(name, players, id=f"{name}-{players}p"))
    return found


def _moments(engine: Any, players: int, seed: int) -> list[tuple[dict[str, Any], int]]:
    """Up to :data:`MOMENTS` (state, deciding seat) pairs spread over one autopilot game,
    each a moment where the seat has more than one legal action."""
    import copy

    state = engine.setup(players, {}, setup_rng(seed))
    found: list[tuple[dict[str, Any], int]] = []
    for number in range(MAX_STEPS):
        if engine.result(state) is not None:
            break
        seat = next_seat(engine, state)
        if number % 23 == 7 and len(engine.legal_actions(state, seat)) > 1:
            found.append((copy.deepcopy(state), seat))
        engine.apply(
            state, seat, engine.autopilot(state, seat, rng_for(seed, number)), rng_for(seed, number)
        )
    step = max(1, len(found) // MOMENTS)
    return found[::step][:MOMENTS]


@pytest.mark.parametrize(("game", "players"), _searchable())
def test_the_same_move_whatever_the_others_hide(game: str, players: int) -> None:
    engine = get(game).engine
    moments = _moments(engine, players, seed=11)
    assert moments, "the game offered no decision to check"
    for index, (state, seat) in enumerate(moments):
        seen = engine.view(state, seat)
        chosen = decide(engine, seen, seat, "normal", 1000 + index, iterations=ITERATIONS)
        assert chosen in engine.legal_actions(state, seat)
        for other in range(players):
            if other == seat:
                continue
            scrambled = engine.scramble_secrets(state, other)
            assert scrambled != state, "scramble_secrets changed nothing"
            hidden = engine.view(scrambled, seat)
            assert hidden == seen, f"seat {other}'s secrets show in seat {seat}'s view"
            again = decide(engine, hidden, seat, "normal", 1000 + index, iterations=ITERATIONS)
            assert again == chosen, (game, index, seat, other)


@pytest.mark.parametrize(("game", "players"), _searchable())
def test_the_search_really_searched(game: str, players: int) -> None:
    """The check above is about a search, not a shortcut: at these moments it ran its
    iterations and built a tree."""
    engine = get(game).engine
    state, seat = _moments(engine, players, seed=11)[0]
    outcome = think(engine, engine.view(state, seat), seat, "normal", 3, iterations=ITERATIONS)
    assert outcome.iterations > 0 and outcome.nodes > 1


def test_decide_takes_a_view_not_a_state() -> None:
    """The one entry point of a decision is given what the seat sees, by name."""
    parameters = list(inspect.signature(decide).parameters)
    assert parameters[:5] == ["engine", "view", "seat", "level", "seed"]
    assert "state" not in parameters
    assert bot.ai.decide is decide
    hints = inspect.get_annotations(decide)
    assert hints["view"] == "View"
