"""Action points, attacks, conquest, lords, capitals (round 3, reparations, occupation and
its grudge, double capture), and missions completed by another player."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.engine.base import RuleError
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.battle import Stack
from bot.games.worldwar.engine.state import stack

from .helpers import Dice, put, started, turn_of

# east-usa borders mexico; mexico borders colombia; west-usa borders east-usa and mexico.


def arena(round_no: int = 1) -> dict[str, Any]:
    """Seat 0 holds east-usa (8) and west-usa (3); seat 1 holds mexico (3) and colombia."""
    state = started(4, 7)
    state["round"] = round_no
    put(state, "east-usa", 0, 8)
    put(state, "west-usa", 0, 3)
    put(state, "mexico", 1, 3)
    put(state, "colombia", 1, 2)
    turn_of(state, 0)
    return state


def attack(**fields: Any) -> dict[str, Any]:
    return {"t": "attack", "a": "east-usa", "b": "mexico", **fields}


def test_a_failed_attack_costs_an_action_point_and_comes_home() -> None:
    state = arena()
    ww.apply(state, 0, attack(s=2), Dice([1, 1, 6, 6, 6]))
    assert state["turn"]["ap"] == 7
    assert stack(state, "east-usa") == Stack(6) and stack(state, "mexico") == Stack(3)
    assert state["map"]["mexico"]["o"] == 1
    ww.check_invariants(state)


def test_conquest_moves_the_survivors_in() -> None:
    state = arena()
    ww.apply(state, 0, attack(s=5), Dice([6, 6, 6, 6, 1, 5, 5, 5]))
    assert state["map"]["mexico"]["o"] == 0
    assert stack(state, "mexico") == Stack(5) and stack(state, "east-usa") == Stack(3)
    ww.check_invariants(state)


def test_out_of_action_points_and_no_attack_after_a_move() -> None:
    state = arena()
    state["turn"]["ap"] = 0
    with pytest.raises(RuleError, match="ww-err-action-points"):
        ww.apply(state, 0, attack(s=2), Dice([6] * 5))
    state["turn"]["ap"] = 8
    ww.apply(state, 0, {"t": "move", "a": "east-usa", "b": "west-usa", "s": 1}, Dice([]))
    with pytest.raises(RuleError, match="ww-err-moved"):
        ww.apply(state, 0, attack(s=2), Dice([6] * 5))


def test_an_attack_must_leave_one_unit_and_moves_keep_the_cap() -> None:
    state = arena()
    with pytest.raises(RuleError, match="ww-err-leave-one"):
        ww.apply(state, 0, attack(s=8), Dice([6] * 11))
    put(state, "west-usa", 0, 12)
    with pytest.raises(RuleError, match="ww-err-full"):
        ww.apply(state, 0, {"t": "move", "a": "east-usa", "b": "west-usa", "s": 1}, Dice([]))


def test_a_lone_horse_with_the_lord_and_a_catapult_lists_no_attack() -> None:
    """The horse must stay (one unit is left behind, whole), so nothing could go: a lord or a
    catapult alone never attacks (a listed attack with no troops was refused by apply)."""
    state = arena()
    put(state, "east-usa", 0, 0, k=1)
    state["map"]["east-usa"]["u"] = Stack(0, 1).to_json()
    state["seats"][0]["gained"] += 5
    state["seats"][0]["lord"] = "east-usa"
    ww.check_invariants(state)
    listed = [a for a in ww.legal_actions(state, 0) if a["t"] == "attack"]
    assert [a for a in listed if a["a"] == "east-usa"] == []
    for action in listed:  # every attack still listed is one apply accepts
        ww.apply(copy.deepcopy(state), 0, action, Dice([1] * 40))


def test_moving_the_capital_costs_two_points_and_swaps_the_stacks() -> None:
    state = arena()
    capital = state["seats"][0]["capital"]
    ww.apply(state, 0, {"t": "capital", "a": "west-usa"}, Dice([]))
    assert state["turn"]["ap"] == 6 and state["seats"][0]["capital"] == "west-usa"
    assert stack(state, "west-usa") == Stack(15) and stack(state, capital) == Stack(3)
    ww.check_invariants(state)


def test_capitals_only_from_round_three() -> None:
    state = arena(round_no=2)
    state["seats"][1]["capital"] = "mexico"
    with pytest.raises(RuleError, match="ww-err-capital-early"):
        ww.apply(state, 0, attack(s=5), Dice([6] * 8))


def capital_taken(round_no: int = 3) -> dict[str, Any]:
    state = arena(round_no)
    put(state, state["seats"][1]["capital"], 1, 5)  # the old capital becomes ordinary
    put(state, "mexico", 1, 2)
    state["seats"][1]["capital"] = "mexico"
    ww.apply(state, 0, attack(s=6), Dice([6] * 6 + [1, 1]))
    assert state["phase"] == "capital" and ww.waiting_for(state) == {0}
    return state


def test_reparations_take_grain_and_two_territories_and_restore_the_capital() -> None:
    state = capital_taken()
    grain = state["seats"][1]["grain"], state["seats"][0]["grain"]
    others = [t for t in ww.legal_actions(state, 0) if t["t"] == "repar"]
    choice = next(a for a in others if "colombia" in (a.get("a"), a.get("b")))
    ww.apply(state, 0, choice, Dice([]))
    assert state["seats"][1]["grain"] == max(0, grain[0] - 200)
    assert state["seats"][0]["grain"] == grain[1] + min(200, grain[0])
    assert state["map"]["mexico"]["o"] == 1 and stack(state, "mexico") == Stack(15)
    assert state["map"]["colombia"]["o"] == 0
    assert state["seats"][0]["capitals"] == [1]
    ww.check_invariants(state)


def test_occupation_moves_the_capital_and_leaves_a_grudge() -> None:
    state = capital_taken()
    ww.apply(state, 0, {"t": "occupy"}, Dice([]))
    assert state["map"]["mexico"]["o"] == 0 and state["phase"] == "refound"
    assert ww.waiting_for(state) == {1}
    ww.apply(state, 1, {"t": "refound", "a": "colombia"}, Dice([]))
    assert state["seats"][1]["capital"] == "colombia" and state["seats"][1]["grudge"] == [0]
    ww.check_invariants(state)
    # Seat 1's dice now count one more against seat 0: its 6 beats seat 0's 6.
    turn_of(state, 1)
    state["seats"][1]["capital"] = None
    put(state, "colombia", 1, 3)
    put(state, "mexico", 0, 1)
    events = ww.apply(
        state, 1, {"t": "attack", "a": "colombia", "b": "mexico", "s": 1}, Dice([6, 6])
    )
    battle = next(e for e in events if e.key == "ww-ev-battle")
    assert battle.params["attacker_dice"] == [7] and battle.params["defender_losses"] == 1


def test_a_second_capture_by_another_enemy_eliminates() -> None:
    state = capital_taken()
    state["seats"][1]["taken_by"].insert(0, 2)
    ww.apply(state, 0, {"t": "occupy"}, Dice([]))
    assert state["seats"][1]["out"] and state["map"]["colombia"]["o"] is None
    ww.check_invariants(state)


def test_a_lord_taken_pays_ransom() -> None:
    state = arena()
    state["seats"][1]["lord"] = "mexico"
    state["seats"][1]["mission"] = "occupy-24"
    for info in state["seats"]:
        info["mission"] = "occupy-24"
    before = state["seats"][1]["grain"], state["seats"][0]["grain"]
    ww.apply(state, 0, attack(s=5), Dice([6, 6, 6, 6, 6, 1, 1, 1]))
    assert state["seats"][0]["lords"] == [1] and state["seats"][1]["held_by"] is None
    assert state["seats"][1]["grain"] == before[0] - 100
    assert state["seats"][0]["grain"] == before[1] + 100
    assert state["seats"][1]["lord"] in ("colombia", state["seats"][1]["capital"])


def test_a_capture_completes_another_players_mission_and_ends_the_game() -> None:
    state = arena()
    for info in state["seats"]:
        info["mission"] = "occupy-24"
    state["seats"][2]["mission"] = "capture-blue"  # seat 1 plays blue
    state["seats"][1]["lord"] = "mexico"
    grain = state["seats"][1]["grain"]
    ww.apply(state, 0, attack(s=5), Dice([6, 6, 6, 6, 6, 1, 1, 1]))
    assert state["seats"][1]["held_by"] == 0 and state["seats"][1]["grain"] == grain
    result = ww.result(state)
    assert result is not None and result.reason == "ww-result-mission"
    assert state["completed"] == [2] and result.details["points"][2]["mission"] == 100


def test_an_eliminate_mission_counts_whoever_eliminates() -> None:
    state = arena()
    for info in state["seats"]:
        info["mission"] = "occupy-24"
    state["seats"][3]["mission"] = "eliminate-blue"
    for tid, cell in state["map"].items():
        if cell["o"] == 1 and tid != "mexico":
            put(state, tid, 2)
    state["seats"][1]["capital"] = None
    state["seats"][1]["lord"] = None
    ww.apply(state, 0, attack(s=5), Dice([6, 6, 6, 6, 6, 1, 1, 1]))
    assert state["seats"][1]["out"]
    assert state["completed"] == [3] and state["phase"] == "over"
