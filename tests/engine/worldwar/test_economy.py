"""Tax, the buy phase and its caps, and the score table."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.base import RuleError
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.missions import scores
from bot.games.worldwar.engine.rounds import end_round
from bot.games.worldwar.engine.state import MAP, owned, stack

from .helpers import Dice, put, started

QUIET = ["storm-season", "armistice"]  # events that touch neither grain, tax nor prices


def quiet_events(state: dict[str, Any]) -> None:
    state["events"] = QUIET + [e for e in state["events"] if e not in QUIET]


def buy_phase() -> dict[str, Any]:
    state = started(4, 9)
    state["turn"] = None
    quiet_events(state)
    end_round(state, Dice([]))
    assert state["phase"] == "buy"
    return state


def test_tax_is_the_sum_of_economic_values() -> None:
    state = started(4, 9)
    before = [info["grain"] for info in state["seats"]]
    state["turn"] = None
    quiet_events(state)
    end_round(state, Dice([]))
    for seat, info in enumerate(state["seats"]):
        tax = sum(MAP.territories[t].value for t in owned(state, seat))
        assert info["grain"] == before[seat] + tax


@pytest.mark.parametrize(
    ("unit", "price", "units"),
    [("soldier", 20, 1), ("horse", 80, 5), ("cannon", 150, 10)],
)
def test_prices_and_the_twelve_cap(unit: str, price: int, units: int) -> None:
    state = buy_phase()
    tid = next(t for t in owned(state, 0) if t != state["seats"][0]["capital"])
    put(state, tid, 0, 2)
    state["seats"][0]["grain"] = 1000
    ww.apply(state, 0, {"t": "buy", "u": unit, "a": tid, "n": 1}, Dice([]))
    assert state["seats"][0]["grain"] == 1000 - price and stack(state, tid).units == 2 + units
    put(state, tid, 0, 12)
    with pytest.raises(RuleError, match="ww-err-full"):
        ww.apply(state, 0, {"t": "buy", "u": unit, "a": tid, "n": 1}, Dice([]))
    ww.check_invariants(state)


def test_the_capital_holds_fifteen() -> None:
    state = buy_phase()
    capital = state["seats"][0]["capital"]
    put(state, capital, 0, 14)
    state["seats"][0]["capital"] = capital
    ww.apply(state, 0, {"t": "buy", "u": "soldier", "a": capital, "n": 1}, Dice([]))
    with pytest.raises(RuleError, match="ww-err-full"):
        ww.apply(state, 0, {"t": "buy", "u": "soldier", "a": capital, "n": 1}, Dice([]))


@pytest.mark.parametrize("engine", ["catapult", "tower"])
def test_three_engines_of_each_kind_per_city(engine: str) -> None:
    state = buy_phase()
    tid = owned(state, 0)[0]
    state["seats"][0]["grain"] = 1000
    ww.apply(state, 0, {"t": "buy", "u": engine, "a": tid, "n": 3}, Dice([]))
    assert state["seats"][0]["grain"] == 700
    with pytest.raises(RuleError, match="ww-err-engines"):
        ww.apply(state, 0, {"t": "buy", "u": engine, "a": tid, "n": 1}, Dice([]))
    ww.check_invariants(state)


def test_not_enough_grain() -> None:
    state = buy_phase()
    state["seats"][0]["grain"] = 10
    with pytest.raises(RuleError, match="ww-err-grain"):
        ww.apply(state, 0, {"t": "buy", "u": "soldier", "a": owned(state, 0)[0]}, Dice([]))


def test_the_next_round_starts_when_everyone_is_done() -> None:
    state = buy_phase()
    for seat in state["order"]:
        ww.apply(state, seat, {"t": "done"}, Dice([]))
    assert state["round"] == 2 and state["phase"] == "turn"
    assert state["turn"]["seat"] == state["order"][0]


@pytest.mark.parametrize(
    ("setup", "expected"),
    [
        ({}, {"mission": 0, "lords": 0, "capitals": 0, "engines": 0}),
        ({"completed": True}, {"mission": 100}),
        ({"lords": [1, 2, 1]}, {"lords": 100}),
        ({"capitals": [3]}, {"capitals": 50}),
        ({"k": 2, "w": 1}, {"engines": 15}),
        ({"oceania": True}, {"continents": 20}),
    ],
)
def test_score_table(setup: dict[str, Any], expected: dict[str, int]) -> None:
    state = started(4, 11)
    for tid in MAP.territories:
        if state["map"][tid]["o"] == 0:
            put(state, tid, 1)
    state["seats"][0]["capital"] = None
    put(state, "japan", 0, 1, k=setup.get("k", 0), w=setup.get("w", 0))
    if setup.get("oceania"):
        for tid in MAP.continents["oceania"].territories:
            put(state, tid, 0)
    state["seats"][0]["lords"] = setup.get("lords", [])
    state["seats"][0]["capitals"] = setup.get("capitals", [])
    state["completed"] = [0] if setup.get("completed") else []
    row = scores(state)[0]
    for heading, points in expected.items():
        assert row[heading] == points
    assert row["total"] == sum(v for k, v in row.items() if k != "total")
