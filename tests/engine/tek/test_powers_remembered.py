"""The faction powers a seat has are remembered per faction and level (issue 30: cheaper
search iterations), yet always those of the faction registered now: a faction registered
again under the same id with other powers is read afresh, and a level unlocks its power."""

from __future__ import annotations

import pytest
from tek_scenario import game

from bot.games.tek.engine import content
from bot.games.tek.engine.powers import of_kind, stack_limit

pytestmark = pytest.mark.usefixtures("cards")

NOTHING = {"kind": "trade_bonus", "n": 0}
SCORE = {"kind": "score_flat", "n": 0}


def _register(monkeypatch: pytest.MonkeyPatch, fid: str, stack: int) -> None:
    powers = [{"kind": "stack", "n": stack}, NOTHING, NOTHING, NOTHING, SCORE]
    monkeypatch.setitem(content.factions(), fid, {"id": fid, "magic": [1] * 5, "powers": powers})


@pytest.mark.parametrize(("first", "second"), [(3, 4), (4, 3)])
def test_a_faction_registered_again_is_read_again(
    monkeypatch: pytest.MonkeyPatch, first: int, second: int
) -> None:
    state = game(2)
    state["seats"][0]["faction"] = "again"
    state["seats"][0]["magic"] = 1
    _register(monkeypatch, "again", first)
    assert stack_limit(state, 0) == first
    assert stack_limit(state, 0) == first  # remembered: the same answer
    _register(monkeypatch, "again", second)
    assert stack_limit(state, 0) == second


def test_a_power_counts_only_from_its_level(monkeypatch: pytest.MonkeyPatch) -> None:
    state = game(2)
    _register(monkeypatch, "levels", 3)
    state["seats"][1]["faction"] = "levels"
    state["seats"][1]["magic"] = 0
    assert of_kind(state, 1, "stack") == ()
    assert stack_limit(state, 1) == content.STACK
    state["seats"][1]["magic"] = 1
    assert [p["n"] for p in of_kind(state, 1, "stack")] == [3]
    assert stack_limit(state, 1) == 3
