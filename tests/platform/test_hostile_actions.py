"""Every field of every action of every registered game, filled with what a forged click can
carry (issue 23): lists, objects, NaN, ±Infinity, huge numbers, long texts.

Each case goes the way a click goes (``canonical_action``, then the engine on a copy) and
either is refused with a ``RuleError`` or becomes an action the bot could have made itself:
a listed one, or a composed one without the hostile value. The state is never touched, and no
engine raises anything but a ``RuleError``. The cases are a fixed set: one game per registered
game, the first position each kind of action appears in, each field times each value.
"""

from __future__ import annotations

import contextlib
import json
import math
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from bot.engine.base import RandomSource, RuleError, State, action_key
from bot.games import available, get
from bot.table.canonical import MAX_INT, MAX_TEXT, canonical_action

SEED = 11
MOVES = 400  # autopilot moves per game: every kind of action has appeared by then
HOSTILE: tuple[Any, ...] = (  # an empty list or object is a layout of nothing: a real move
    [1, 2],
    {"t": "end"},
    {"x": [None]},
    math.nan,
    math.inf,
    -math.inf,
    10**30,
    -(10**30),
    MAX_INT + 1,
    "x" * (MAX_TEXT + 1),
    "x" * 1900,
)


@dataclass(frozen=True)
class Position:
    """A moment of a game, a seat that may act there, and one of its listed actions."""

    kind: str
    state_text: str
    seat: int
    action: dict[str, Any]

    def state(self) -> State:
        return json.loads(self.state_text)


@cache
def positions(kind: str) -> tuple[Position, ...]:
    """The first position at which each kind of action (its type and its fields) is legal."""
    engine = get(kind).engine
    source = RandomSource.from_seed(SEED)
    state = engine.setup(engine.min_players, {}, source.setup())
    found: dict[tuple[str, ...], Position] = {}
    for number in range(1, MOVES + 1):
        if engine.result(state) is not None:
            break
        waiting = sorted(engine.waiting_for(state))
        for seat in waiting:
            for action in engine.legal_actions(state, seat):
                shape = (action["t"], *sorted(action))
                if shape not in found:
                    found[shape] = Position(kind, action_key(state), seat, action)
        seat = waiting[0]
        move = engine.autopilot(state, seat, source.autopilot(number))
        engine.apply(state, seat, move, source.step(number))
    return tuple(found.values())


def cases() -> list[Any]:
    """Each listed field (and each declared field of a composed action) of each position."""
    found = []
    for kind in available():
        free = getattr(get(kind).engine, "free_actions", {})
        for position in positions(kind):
            fields = set(position.action) | set(free.get(position.action["t"], ()))
            for name in sorted(fields):
                label = f"{kind}-{position.action['t']}-{name}"
                found.append(pytest.param(position, name, id=label))
    return found


def acceptable(engine: Any, legal: list[Any], canonical: dict[str, Any], hostile: Any) -> bool:
    """An accepted request must have become what the bot itself would log: a listed action,
    or a composed one without the hostile value, in strict JSON."""
    if canonical in legal:
        return True
    if canonical["t"] not in getattr(engine, "free_actions", {}):
        return False
    text = action_key(canonical)
    json.loads(text, parse_constant=refuse)  # strict JSON
    return not any(value is hostile for value in canonical.values())


def refuse(name: str) -> None:
    raise AssertionError(f"{name} in a canonical action")


@pytest.mark.parametrize(("position", "field"), cases())
def test_a_hostile_value_in_any_field_is_refused_or_dropped(position: Position, field: str) -> None:
    engine = get(position.kind).engine
    state = position.state()
    before = action_key(state)
    legal = engine.legal_actions(state, position.seat)
    rng = RandomSource.from_seed(SEED).step(1)
    for hostile in HOSTILE:
        request = {**position.action, field: hostile}
        try:
            canonical = canonical_action(engine, state, position.seat, request, legal)
        except RuleError:
            continue
        finally:
            assert action_key(state) == before, f"{request!r} changed the state"
        try:
            engine.apply(position.state(), position.seat, canonical, rng)
        except RuleError:
            continue  # the engine refused it
        assert acceptable(engine, legal, canonical, hostile), (request, canonical)


@pytest.mark.parametrize(("position", "field"), cases())
def test_no_engine_raises_anything_but_a_rule_error_on_a_malformed_field(
    position: Position, field: str
) -> None:
    """The engines themselves, without the platform's guard: a malformed value is refused."""
    engine = get(position.kind).engine
    rng = RandomSource.from_seed(SEED).step(1)
    for hostile in HOSTILE:
        request = {**position.action, field: hostile}
        with contextlib.suppress(RuleError):  # refused; anything else fails the test
            engine.apply(position.state(), position.seat, request, rng)
