"""Sun Tzu's candidates (issue 30): the search fills a placement province by province with
cards it still holds, locks it once full, and elsewhere weighs every legal move."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from bot.engine.base import action_key, rng_for, setup_rng
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.engine.determinize import candidates
from tests.autoplay import next_seat


def _placing(placement: list[str | None], hand: list[str]) -> dict[str, Any]:
    state = engine.setup(2, {"beginner": True}, setup_rng(3))
    while state["phase"] != "place":
        seat = next_seat(engine, state)
        engine.apply(state, seat, engine.autopilot(state, seat, rng_for(3, 0)), rng_for(3, 0))
    state["hands"][0] = hand
    state["placement"][0] = placement
    return state


@pytest.mark.parametrize(
    ("placement", "hand", "assigns", "lock"),
    [
        # nothing placed: every distinct card on province 0
        ([None] * 5, ["1", "2", "2", "5"], {(0, "1"), (0, "2"), (0, "5")}, False),
        # one "2" placed, one left: both 2 and 5 may go on province 1, not the placed 1
        (["1", None, None, None, None], ["1", "2", "2", "5"], {(1, "2"), (1, "5")}, False),
        # a gap: the first empty province is filled first
        (["1", None, "2", None, None], ["1", "2", "5", "6"], {(1, "5"), (1, "6")}, False),
        # full: no card moves, the seat locks
        (["1", "2", "5", "6", "6"], ["1", "2", "5", "6", "6", "9"], set(), True),
    ],
)
def test_a_placement_is_filled_in_order_with_free_cards(
    placement: list[str | None], hand: list[str], assigns: set[tuple[int, str]], lock: bool
) -> None:
    state = _placing(placement, hand)
    found = candidates(state, 0)
    assert {(a["p"], a["c"]) for a in found if a["t"] == "assign"} == assigns
    assert ({"t": "lock"} in found) == lock
    assert {"t": "unlock"} not in found


@pytest.mark.parametrize("options", [{"beginner": True}, {}])
def test_candidates_are_legal_and_never_empty_over_whole_games(options: dict[str, Any]) -> None:
    seen = Counter[str]()
    for seed in range(3):
        state = engine.setup(2, options, setup_rng(seed))
        for number in range(4000):
            if engine.result(state) is not None:
                break
            for seat in engine.waiting_for(state):
                found = candidates(state, seat)
                legal = {action_key(a) for a in engine.legal_actions(state, seat)}
                assert found and {action_key(a) for a in found} <= legal
                seen.update(a["t"] for a in found)
            seat = next_seat(engine, state)
            engine.apply(
                state,
                seat,
                engine.autopilot(state, seat, rng_for(seed, number)),
                rng_for(seed, number),
            )
        assert engine.result(state) is not None
    assert seen["assign"] and seen["lock"] and seen["order"]
