"""World War setup: the order roll, the deal, garrisons, missions, placement and the lord."""

from __future__ import annotations

import random

import pytest

from bot.engine.base import RuleError, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.battle import Stack
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.missions import mission_target
from bot.games.worldwar.engine.state import owned, stack

from .helpers import started


@pytest.mark.parametrize(("players", "each", "units"), [(4, 10, 45), (5, 8, 40)])
def test_deal_garrisons_and_supply(players: int, each: int, units: int) -> None:
    state = ww.setup(players, {}, setup_rng(3))
    assert sorted(state["order"]) == list(range(players))
    assert state["order"][0] == int(max(state["rolls"][-1], key=lambda s: state["rolls"][-1][s]))
    for seat, info in enumerate(state["seats"]):
        mine = owned(state, seat)
        assert len(mine) == each
        assert stack(state, info["capital"]) == Stack(15)
        assert all(stack(state, t) == Stack(1) for t in mine if t != info["capital"])
        on_map = sum(stack(state, t).units for t in mine) - 15
        assert on_map + Stack.from_json(info["supply"]).units == units
        assert info["grain"] == 200 and len(info["hand"]) == 6 and len(info["generals"]) == 12
    ww.check_invariants(state)


def test_capital_is_the_first_card_in_turn_order() -> None:
    state = ww.setup(4, {}, setup_rng(5))
    assert all(info["capital"] for info in state["seats"])
    assert state["phase"] == "setup" and ww.waiting_for(state) == {0, 1, 2, 3}


@pytest.mark.parametrize("seed", range(12))
def test_missions_never_target_their_holder(seed: int) -> None:
    state = ww.setup(4, {}, setup_rng(seed))
    for seat, info in enumerate(state["seats"]):
        assert len(info["offer"]) == 2
        for mid in info["offer"]:
            target = mission_target(decks().mission(mid), seat, 4)
            assert target is None or (target != seat and 0 <= target < 4)


def test_keep_one_mission_and_return_the_other() -> None:
    state = ww.setup(4, {}, setup_rng(1))
    keep, other = state["seats"][0]["offer"]
    before = len(state["missions"])
    ww.apply(state, 0, {"t": "mission", "m": keep}, setup_rng(0))
    assert state["seats"][0]["mission"] == keep and state["missions"][-1] == other
    assert len(state["missions"]) == before + 1
    with pytest.raises(RuleError, match="ww-err-mission-kept"):
        ww.apply(state, 0, {"t": "mission", "m": other}, setup_rng(0))


def test_placement_respects_the_cap_and_never_the_capital() -> None:
    state = ww.setup(4, {}, setup_rng(2))
    info = state["seats"][0]
    with pytest.raises(RuleError, match="ww-err-capital-place"):
        ww.apply(state, 0, {"t": "place", "a": info["capital"], "s": 1}, setup_rng(0))
    tid = next(t for t in owned(state, 0) if t != info["capital"])
    ww.apply(state, 0, {"t": "place", "a": tid, "h": 2}, setup_rng(0))
    assert stack(state, tid).units == 11
    with pytest.raises(RuleError, match="ww-err-full"):
        ww.apply(state, 0, {"t": "place", "a": tid, "s": 2}, setup_rng(0))


def test_lord_goes_to_a_front_territory() -> None:
    state = ww.setup(4, {}, setup_rng(2))
    lords = [a for a in ww.legal_actions(state, 0) if a["t"] == "lord"]
    assert lords
    ww.apply(state, 0, lords[0], setup_rng(0))
    assert state["seats"][0]["lord"] == lords[0]["a"]


def test_round_one_starts_with_three_free_soldiers() -> None:
    state = ww.setup(4, {}, setup_rng(4))
    step = 0
    while state["phase"] == "setup":
        seat = min(ww.waiting_for(state))
        ww.apply(state, seat, ww.autopilot(state, seat, random.Random(step)), setup_rng(step))
        step += 1
    first = state["order"][0]
    assert state["round"] == 1 and state["turn"]["seat"] == first
    assert Stack.from_json(state["seats"][first]["supply"]) == Stack(3)
    assert {a["t"] for a in ww.legal_actions(state, first)} == {"place"}
    ww.check_invariants(started(4, 4))
