"""Views built without ``copy.deepcopy`` (issue 29 part 1): the same views as before, and a
view still shares nothing the state holds.

Each game's view copies what it shows out of the state with ``bot.engine.base.fresh`` (new
lists and dicts, shared scalars) instead of ``copy.deepcopy``, and World War's builds its map
and its units per seat directly. Over whole autopilot games of every game and player count,
every seat's view and the public one must be what the deep-copying view gave (the view
module run with ``copy.deepcopy`` in place of ``fresh``, and World War's map and units worked
out as before), and changing anything in a view must leave the state as it was: the reason
the deep copies were there.
"""

from __future__ import annotations

import copy
import importlib
import json
from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine.base import RandomSource, State, action_key, fresh
from bot.games import get
from bot.games.worldwar.engine.state import MAP, stack
from bot.store import dump_state
from tests.autoplay import next_seat

MAX_MOVES = 3000
GAMES = [
    ("suntzu", 2, {}),
    ("suntzu", 2, {"beginner": True}),
    *[("smallworld", players, {}) for players in range(2, 6)],
    *[("tek", players, {}) for players in range(2, 6)],
    ("worldwar", 4, {}),
    ("worldwar", 5, {}),
    ("worldwar", 5, {"edition": "monarchs"}),
]


def positions(kind: str, players: int, options: dict[str, Any], seed: int) -> Iterator[State]:
    """Every state of an autopilot game, from the deal to the end (the same object, moved on
    after each yield)."""
    engine = get(kind).engine
    source = RandomSource.from_seed(seed)
    state = engine.setup(players, dict(options), source.setup())
    for number in range(1, MAX_MOVES + 1):
        yield state
        if engine.result(state) is not None:
            return
        seat = next_seat(engine, state)
        action = engine.autopilot(state, seat, source.autopilot(number))
        engine.apply(state, seat, action, source.step(number))
    raise AssertionError(f"{kind} {players}p did not end in {MAX_MOVES} moves")


def viewers(state: State) -> list[int | None]:
    return [None, *range(len(state["seats"]) if "seats" in state else 2)]


def old_units(state: State, seat: int) -> int:
    """World War's units of a seat as its view counted them before."""
    return sum(stack(state, t).units for t in MAP.territories if state["map"][t]["o"] == seat)


@pytest.mark.parametrize(("kind", "players", "options"), GAMES)
def test_views_are_the_deep_copying_ones(
    kind: str, players: int, options: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    engine = get(kind).engine
    module = importlib.import_module(f"bot.games.{kind}.engine.views")
    seen = 0
    for state in positions(kind, players, options, 1):
        for seat in viewers(state):
            now = engine.view(state, seat)
            with monkeypatch.context() as patched:
                patched.setattr(module, "fresh", copy.deepcopy)
                before = engine.view(state, seat)
            if kind == "worldwar":
                assert before["map"] == state["map"]
                for k, row in enumerate(before["seats"]):
                    assert row["units"] == old_units(state, k)
            assert now == before
            # A JSON value (no tuple, no key that is not a text): equal views are equal texts,
            # which the sealed-move test compares.
            assert json.loads(action_key(now)) == now
            seen += 1
    assert seen > 100


def mutate(value: Any) -> None:
    """Change every list and dict inside ``value``: each gets one more item, each scalar in
    a dict another value."""
    if isinstance(value, dict):
        for key, item in list(value.items()):
            if isinstance(item, (dict, list)):
                mutate(item)
            else:
                value[key] = ("changed", item)
        value["changed by a reader"] = True
    elif isinstance(value, list):
        for item in value:
            mutate(item)
        value.append("changed by a reader")


@pytest.mark.parametrize(("kind", "players", "options"), GAMES)
def test_changing_a_view_never_changes_the_state(
    kind: str, players: int, options: dict[str, Any]
) -> None:
    engine = get(kind).engine
    for index, state in enumerate(positions(kind, players, options, 2)):
        if index % 3:
            continue  # every third position: the states repeat much of each other
        kept = dump_state(state)
        for seat in viewers(state):
            mutate(engine.view(state, seat))
            assert dump_state(state) == kept, f"{kind}: a view shares a part of the state"


def test_fresh_copies_every_container_and_nothing_else() -> None:
    value = {"a": [1, {"b": [2, 3]}, "x"], "c": {"d": None, "e": {"f": [True]}}, "g": 1.5}
    copied = fresh(value)
    assert copied == value
    mutate(copied)
    assert value == {"a": [1, {"b": [2, 3]}, "x"], "c": {"d": None, "e": {"f": [True]}}, "g": 1.5}
    assert fresh(value)["a"][2] is value["a"][2]  # a string is shared, not copied
