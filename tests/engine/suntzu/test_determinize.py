"""Sun Tzu's determinize (issue 30): at every moment a seat is waited for in whole autopilot
games, a state sampled from its view shows it exactly that view, offers it exactly its legal
actions, keeps every invariant, and plays on to an end; only secrets are sampled."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from bot.engine.base import rng_for, setup_rng
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.engine.data import EVENTS
from tests.autoplay import next_seat, play_to_end

GAMES = 4  # per option: every waited-for moment of each is checked
MAX_STEPS = 4000
OPTIONS = [
    pytest.param({"beginner": True}, id="beginner"),
    pytest.param({"open_locks": True}, id="open_locks"),
    pytest.param({}, id="full"),
]


def _moments(options: dict[str, Any], seed: int) -> list[tuple[dict[str, Any], int]]:
    """Every (state, waited-for seat) of an autopilot game, the states copied."""
    import copy

    state = engine.setup(2, options, setup_rng(seed))
    found: list[tuple[dict[str, Any], int]] = []
    for number in range(MAX_STEPS):
        if engine.result(state) is not None:
            return found
        for seat in sorted(engine.waiting_for(state)):
            found.append((copy.deepcopy(state), seat))
        seat = next_seat(engine, state)
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))
    raise AssertionError("the autopilot game did not end")


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("seed", range(GAMES))
def test_a_sample_is_what_the_seat_sees(options: dict[str, Any], seed: int) -> None:
    moments = _moments(options, seed)
    assert moments
    assert engine.determinize is not None
    for index, (state, seat) in enumerate(moments):
        seen = engine.view(state, seat)
        sample = engine.determinize(seen, seat, random.Random(index))
        assert engine.view(sample, seat) == seen, (seed, index, seen["phase"])
        assert engine.legal_actions(sample, seat) == engine.legal_actions(state, seat)
        engine.check_invariants(sample)
        assert engine.view(state, seat) == seen, "determinize must not change the view"
        if index % 25 == 0:  # playing on is slower: a sample of the moments
            play_to_end(engine, sample, seed, MAX_STEPS)


def test_the_samples_differ_in_the_secrets_only() -> None:
    """From the same view, samples vary the other side's hand and the event deck's order
    (they are really sampled) while the public part stays put."""
    state = engine.setup(2, {}, setup_rng(5))
    for number in range(40):  # into round 1's placement, warlords chosen
        seat = next_seat(engine, state)
        engine.apply(state, seat, engine.autopilot(state, seat, rng_for(5, number)), rng_for(5, 0))
        if engine.view(state, None)["phase"] == "place":
            break
    seen = engine.view(state, 0)
    assert engine.determinize is not None
    samples = [engine.determinize(seen, 0, random.Random(n)) for n in range(30)]
    hands = {tuple(s["hands"][1]) for s in samples}
    decks = {tuple(s["event_deck"]) for s in samples}
    assert len(hands) > 5 and len(decks) > 3
    for sample in samples:
        assert sample["hands"][0] == state["hands"][0]
        assert sorted(sample["event_deck"]) == sorted(state["event_deck"])
        assert Counter(sample["hands"][1]) >= Counter("123456"[i] for i in range(6))
        assert set(sample["event_deck"]) <= set(EVENTS)


@pytest.mark.parametrize(
    ("marker", "chu_ahead"),
    [(-9, False), (-3, False), (3, True), (9, True)],
)
def test_evaluate_favours_the_side_the_marker_favours(marker: int, chu_ahead: bool) -> None:
    state = engine.setup(2, {"beginner": True}, setup_rng(1))
    state["marker"] = marker
    assert engine.evaluate is not None
    chances = engine.evaluate(state)
    assert chances[0] + chances[1] == pytest.approx(1.0)
    assert (chances[1] > 0.5) is chu_ahead
    assert 0.0 <= chances[0] <= 1.0
