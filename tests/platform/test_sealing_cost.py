"""The cheap sealed-move test gives the verdicts of the full one (issue 29 part 1).

``bot.table.sealing.is_sealed`` skips the types a game declares never sealable and compares
an alternative's public events before building its public view. The reference below is the
test as it was before: every tried alternative's whole public trace (view and events)
compared. Over whole autopilot games of every game, every player count and the options that
change what is hidden, both must find the same moves sealed, move by move.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine.base import Action, RandomSource, RuleError, State, action_key
from bot.games import get
from bot.store import dump_state
from bot.table.sealing import (
    ALTERNATIVES,
    _likeness,
    _most_alike,
    _same_move,
    is_sealed,
    public_trace,
)
from tests.autoplay import next_seat

MAX_MOVES = 3000


def reference_is_sealed(
    engine: Any,
    before_text: str,
    seat: int,
    action: Action,
    trace: str,
    stream: Callable[[], random.Random],
    legal: list[Action],
) -> bool:
    """The sealed-move test before issue 29: no declared types, the whole trace compared."""
    chosen = action_key(action)
    others = [other for other in legal if action_key(other) != chosen]
    others.sort(key=lambda other: _likeness(action, other))
    for other in others[:ALTERNATIVES]:
        state: State = json.loads(before_text)
        try:
            events = engine.apply(state, seat, json.loads(action_key(other)), stream())
        except RuleError:
            continue
        if public_trace(engine, state, events) == trace:
            return True
    return False


def verdicts(
    kind: str, players: int, options: dict[str, Any], seed: int
) -> list[tuple[str, bool, bool]]:
    """Each move of an autopilot game: its type, the reference's verdict and today's."""
    engine = get(kind).engine
    source = RandomSource.from_seed(seed)
    state = engine.setup(players, dict(options), source.setup())
    found = []
    for number in range(1, MAX_MOVES + 1):
        if engine.result(state) is not None:
            return found
        seat = next_seat(engine, state)
        legal = engine.legal_actions(state, seat)
        action = engine.autopilot(state, seat, source.autopilot(number))
        before_text = dump_state(state)
        events = engine.apply(state, seat, action, source.step(number))
        engine.check_invariants(state)
        trace = public_trace(engine, state, events)
        kept = dump_state(state)

        def stream(n: int = number) -> random.Random:
            return source.step(n)

        old = reference_is_sealed(engine, before_text, seat, action, trace, stream, legal)
        new = is_sealed(engine, before_text, seat, action, state, events, stream, legal)
        assert dump_state(state) == kept, "the sealed-move test changed the state"
        found.append((action["t"], old, new))
    raise AssertionError(f"{kind} {players}p did not end in {MAX_MOVES} moves")


SETUPS = [
    *[("suntzu", 2, options) for options in ({}, {"beginner": True}, {"open_locks": True})],
    *[("smallworld", players, {}) for players in range(2, 6)],
    *[("tek", players, {}) for players in range(2, 6)],
    ("tek", 3, {"exploration": True, "deal_factions": False}),
    # options without ``quick_follow`` are a game begun before followers chose in turn (sealed)
    *[("tek", players, {"quick_follow": False}) for players in (3, 5)],
    *[("worldwar", players, {}) for players in (4, 5)],
    ("worldwar", 5, {"edition": "monarchs"}),
]


@pytest.mark.parametrize(("kind", "players", "options"), SETUPS)
def test_verdicts_are_the_reference_ones(kind: str, players: int, options: dict[str, Any]) -> None:
    moves = [move for seed in (1, 2) for move in verdicts(kind, players, options, seed)]
    wrong = [(t, old, new) for t, old, new in moves if old != new]
    assert not wrong, f"{len(wrong)} verdicts differ, first: {wrong[:5]}"
    sealable = get(kind).engine.sealable
    assert sealable is not None, "every game declares which types can be sealed"
    assert {t for t, old, _ in moves if old} <= sealable


@pytest.mark.parametrize(
    ("kind", "players", "some_sealed"),
    [("suntzu", 2, True), ("smallworld", 5, False), ("tek", 5, True), ("worldwar", 5, True)],
)
def test_a_game_finds_what_it_should(kind: str, players: int, some_sealed: bool) -> None:
    """The comparison above is not empty: sealed and public moves both occur where the game
    has them (Small World has no sealed move)."""
    moves = verdicts(kind, players, {}, 3)
    assert any(new for _, _, new in moves) is some_sealed
    assert not all(new for _, _, new in moves)


class Counted:
    """An engine's ``apply`` and ``view``, counting their calls."""

    def __init__(self, engine: Any) -> None:
        self.applied = 0
        self.viewed = 0
        self.engine = dataclasses.replace(engine, apply=self.apply, view=self.view)
        self._apply, self._view = engine.apply, engine.view

    def apply(self, *args: Any) -> Any:
        self.applied += 1
        return self._apply(*args)

    def view(self, *args: Any) -> Any:
        self.viewed += 1
        return self._view(*args)


def played(kind: str, players: int, steps: int) -> tuple[Any, State, int, Action]:
    """A game played ``steps`` autopilot moves, then the seat to move and its autopilot move."""
    engine = get(kind).engine
    source = RandomSource.from_seed(7)
    state = engine.setup(players, {}, source.setup())
    for number in range(1, steps + 1):
        seat = next_seat(engine, state)
        engine.apply(
            state,
            seat,
            engine.autopilot(state, seat, source.autopilot(number)),
            source.step(number),
        )
    seat = next_seat(engine, state)
    return engine, state, seat, engine.autopilot(state, seat, source.autopilot(steps + 1))


def check(engine: Any, state: State, seat: int, action: Action) -> tuple[bool, Counted]:
    counted = Counted(engine)
    before_text = dump_state(state)
    legal = engine.legal_actions(state, seat)
    after = json.loads(before_text)
    events = engine.apply(after, seat, action, RandomSource.from_seed(7).step(99))
    found = is_sealed(
        counted.engine, before_text, seat, action, after, events,
        lambda: RandomSource.from_seed(7).step(99), legal,
    )  # fmt: skip
    return found, counted


def test_a_type_never_sealable_is_public_without_trying_anything() -> None:
    engine, state, seat, action = played("smallworld", 3, 0)  # the first pick of a race
    assert action["t"] not in (engine.sealable or ())
    found, counted = check(engine, state, seat, action)
    assert not found
    assert (counted.applied, counted.viewed) == (0, 0)


def test_alternatives_told_apart_by_their_words_build_no_view() -> None:
    # Small World declared sealable throughout: its first pick is tried against the other
    # picks of the market, each narrated with another race, so not one view is built.
    engine, state, seat, action = played("smallworld", 3, 0)
    engine = dataclasses.replace(engine, sealable=None)
    found, counted = check(engine, state, seat, action)
    assert not found
    assert counted.applied == min(ALTERNATIVES, len(engine.legal_actions(state, seat)) - 1) > 0
    assert counted.viewed == 0


def test_a_sealed_move_builds_the_two_views_it_compares() -> None:
    # A Sun Tzu placement: the next card to the next province leaves the same public trace.
    engine, state, seat, action = next(
        found for steps in range(40) if (found := played("suntzu", 2, steps))[3]["t"] == "assign"
    )
    found, counted = check(engine, state, seat, action)
    assert found
    assert (counted.applied, counted.viewed) == (1, 2)


@pytest.mark.parametrize(
    ("other", "same"),
    [
        ({"t": "a", "v": 1}, True),
        ({"t": "a", "v": 2}, False),
        ({"t": "b", "v": 1}, False),
        ({"t": "a", "v": True}, False),  # true and 1 are different words in JSON
        ({"t": "a", "v": 1.0}, False),
        ({"t": "a", "v": 1, "w": 0}, False),
        ({"v": 1, "t": "a"}, True),  # the order of the fields does not count
    ],
)
def test_the_chosen_move_is_left_out_as_its_text_says(other: Action, same: bool) -> None:
    action = {"t": "a", "v": 1}
    assert _same_move(other, action, action_key(action)) is same
    assert same is (action_key(other) == action_key(action))
    assert _same_move({"t": "a", "c": (1, 2)}, {"t": "a", "c": [1, 2]}, '{"c":[1,2],"t":"a"}')


@pytest.mark.parametrize(("kind", "players"), [("suntzu", 2), ("tek", 4), ("worldwar", 5)])
def test_the_alternatives_tried_are_the_first_of_all_sorted(kind: str, players: int) -> None:
    """The 8 alternatives, found without sorting every listed move, are those the sort gave
    (ties in their listed order), for every move of an autopilot game."""
    engine = get(kind).engine
    source = RandomSource.from_seed(4)
    state = engine.setup(players, {}, source.setup())
    compared = 0
    for number in range(1, 200):
        if engine.result(state) is not None:
            break
        seat = next_seat(engine, state)
        legal = engine.legal_actions(state, seat)
        action = engine.autopilot(state, seat, source.autopilot(number))
        others = [other for other in legal if action_key(other) != action_key(action)]
        ranked = sorted(others, key=lambda other: _likeness(action, other))[:ALTERNATIVES]
        assert _most_alike(action, action_key(action), legal) == ranked
        compared += len(others) > ALTERNATIVES
        engine.apply(state, seat, action, source.step(number))
    assert compared > 10
