"""The defender chooses which engines to sacrifice (issue 28 part 4; rulings B5 and W25).

The seed, item 15: "该城的玩家可以选择,死兵马还是死井栏或投石车,一个投石车和井栏也分别代表35的
隐形人数,也就是说,假如此地防守方有12人,两个投石车和两个井栏,最后打仗之后不敌,可以先放弃投石车
和井栏,分别有16的隐形损失兵马 … 如果没有损失井栏,则被进攻方占领之后归为他有".
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from bot.engine.base import RuleError, rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine import war
from bot.games.worldwar.engine.battle import (
    Payment,
    Stack,
    pay_exactly,
    pay_losses,
    sacrifice_allowed,
    sacrifice_choices,
)
from bot.games.worldwar.engine.state import stack

from .helpers import Dice, put, started, table_options, turn_of

# The seed's example: 12 defenders with 2 catapults and 2 well-towers. (owed, catapults and
# well-towers given up, units lost). Giving all four absorbs 16; giving none loses 12.
SEED_EXAMPLE = [
    (16, 2, 2, 0),
    (12, 0, 0, 12),
    (12, 2, 0, 6),
    (12, 0, 2, 2),
    (12, 1, 2, 0),
    (16, 1, 1, 8),
    (16, 0, 0, 12),  # a toll above the units: the units there are all that can die
]


@pytest.mark.parametrize(("owed", "catapults", "towers", "lost"), SEED_EXAMPLE)
def test_the_seeds_example(owed: int, catapults: int, towers: int, lost: int) -> None:
    paid = pay_exactly(Stack(12), owed, catapults, towers)
    assert (paid.units, paid.catapults, paid.towers) == (lost, catapults, towers)
    assert paid.survivors.units == 12 - lost


# B5's bound: an engine never pays more than is still owed — every engine given up pays
# something, so without the cheapest one the losses are not all paid. (owed, catapults,
# well-towers, allowed)
BOUNDS = [
    (1, 0, 0, True),
    (1, 1, 0, True),
    (1, 0, 1, True),
    (1, 1, 1, False),
    (1, 2, 0, False),
    (3, 1, 0, True),
    (3, 2, 0, False),
    (4, 2, 0, True),
    (5, 0, 1, True),
    (5, 1, 1, False),  # the well-tower alone pays 5: the catapult would pay nothing
    (5, 2, 0, True),
    (6, 1, 1, True),
    (6, 0, 2, True),
    (6, 2, 1, False),
    (12, 2, 2, False),  # 16 for 12: 13 without a catapult, still more than owed
    (16, 2, 2, True),
    (16, 3, 3, False),
    (0, 1, 0, False),  # nothing owed: nothing may be given up
    (0, 0, 0, True),
    (4, -1, 0, False),
]


@pytest.mark.parametrize(("owed", "catapults", "towers", "allowed"), BOUNDS)
def test_b5_bounds(owed: int, catapults: int, towers: int, allowed: bool) -> None:
    assert sacrifice_allowed(owed, catapults, towers) is allowed
    if catapults >= 0 and towers >= 0:
        listed = (catapults, towers) in sacrifice_choices(owed, 3, 3)
        assert listed is allowed


def test_the_choices_are_listed_fewest_engines_first() -> None:
    assert sacrifice_choices(6, 2, 1) == [(0, 0), (1, 0), (0, 1), (2, 0), (1, 1)]
    assert sacrifice_choices(16, 2, 2)[-1] == (2, 2) and len(sacrifice_choices(16, 2, 2)) == 9


def arena() -> dict[str, Any]:
    """Seat 0 attacks from east-usa (12); seat 1 defends mexico: 6 soldiers, 2 catapults and
    a well-tower (the well-tower kills 5 of the 11 sent: 6 dice against 6)."""
    state = started(4, 7)
    put(state, "east-usa", 0, 12)
    put(state, "west-usa", 0, 3)
    put(state, "mexico", 1, 6, k=2, w=1)
    put(state, "colombia", 1, 2)
    turn_of(state, 0)
    return state


ATTACK = {"t": "attack", "a": "east-usa", "b": "mexico", "s": 11}
SIX_LOSSES = [6] * 6 + [1] * 6  # the attacker's six 6s beat the defender's six 1s


def paused() -> dict[str, Any]:
    state = arena()
    events = ww.apply(state, 0, ATTACK, Dice(SIX_LOSSES))
    assert [e.key for e in events] == ["ww-ev-sacrifice-asked"]
    assert events[0].params == {"seat": 1, "attacker": 0, "territory": "mexico", "owed": 6}
    return state


def test_the_battle_waits_for_the_defender_alone() -> None:
    state = paused()
    assert state["phase"] == "sacrifice" and ww.waiting_for(state) == {1}
    assert state["turn"]["seat"] == 0 and state["turn"]["ap"] == 7
    assert ww.legal_actions(state, 0) == []
    listed = [(a["k"], a["w"]) for a in ww.legal_actions(state, 1)]
    assert listed == [(0, 0), (1, 0), (0, 1), (2, 0), (1, 1)]
    # nothing is paid yet: the defence stands, the attackers are off the map
    assert stack(state, "mexico") == Stack(6) and stack(state, "east-usa") == Stack(1)
    ww.check_invariants(state)
    assert ww.autopilot(state, 1, random.Random(0)) == {"t": "sacrifice", "k": 2, "w": 0}


# (catapults, well-towers) given up → (units left in mexico, its owner, catapults and
# well-towers left there, seat 1's catapults on its other land)
OUTCOMES = [
    (0, 0, 6, 0, 0, 1, 2),  # all 6 units die: conquered; the well-tower passes to the attacker
    (1, 0, 3, 1, 1, 1, 0),
    (2, 0, 6, 1, 0, 1, 0),
    (0, 1, 5, 1, 2, 0, 0),
    (1, 1, 6, 1, 1, 0, 0),
]


@pytest.mark.parametrize(("k", "w", "units", "owner", "left_k", "left_w", "retreated"), OUTCOMES)
def test_the_defenders_answer_decides_the_losses(
    k: int, w: int, units: int, owner: int, left_k: int, left_w: int, retreated: int
) -> None:
    state = paused()
    before = copy.deepcopy(state["seats"])
    events = ww.apply(state, 1, {"t": "sacrifice", "k": k, "w": w}, Dice([]))
    lost = 6 - units if owner == 1 else 6
    assert events[0].key == "ww-ev-sacrificed"
    assert events[0].params == {
        "seat": 1,
        "territory": "mexico",
        "catapults": k,
        "towers": w,
        "units": lost,
    }
    assert events[1].key == "ww-ev-battle"
    assert events[1].params["defender_paid"]["catapults"] == k
    assert events[1].params["defender_paid"]["towers"] == w
    cell = state["map"]["mexico"]
    assert (stack(state, "mexico").units, cell["o"], cell["k"], cell["w"]) == (
        units,
        owner,
        left_k,
        left_w,
    )
    others = sum(c["k"] for t, c in state["map"].items() if c["o"] == 1 and t != "mexico")
    assert others == retreated
    assert state["phase"] == "turn" and ww.waiting_for(state) == {0}
    assert state["turn"]["ap"] == 7  # the answer costs the attacker nothing more
    passed = left_w if owner == 0 else 0  # well-towers standing pass to the conqueror
    assert state["seats"][1]["eng_lost"] - before[1]["eng_lost"] == k + w + passed
    if owner == 0:  # "如果没有损失井栏,则被进攻方占领之后归为他有"
        assert state["seats"][0]["eng_gained"] - before[0]["eng_gained"] == left_w == 1
        assert stack(state, "mexico") == Stack(6)  # the six survivors moved in
    ww.check_invariants(state)


REFUSED = [
    (1, {"t": "sacrifice", "k": 2, "w": 1}, "ww-err-sacrifice"),  # 11 for 6: one for nothing
    (1, {"t": "sacrifice", "k": 3, "w": 0}, "ww-err-sacrifice"),  # only 2 catapults there
    (1, {"t": "sacrifice", "k": 0, "w": 2}, "ww-err-sacrifice"),
    (1, {"t": "sacrifice", "k": -1, "w": 0}, "ww-err-bad-action"),
    (1, {"t": "sacrifice", "k": "1", "w": 0}, "ww-err-bad-action"),
    (1, {"t": "end"}, "ww-err-wrong-phase"),
    (0, {"t": "sacrifice", "k": 0, "w": 0}, "ww-err-not-your-turn"),  # the attacker
    (2, {"t": "sacrifice", "k": 0, "w": 0}, "ww-err-not-your-turn"),  # a third seat
]


@pytest.mark.parametrize(("seat", "action", "code"), REFUSED)
def test_refusals_leave_the_state_unchanged(seat: int, action: dict[str, Any], code: str) -> None:
    state = paused()
    before = copy.deepcopy(state)
    with pytest.raises(RuleError, match=code) as refused:
        ww.apply(state, seat, action, Dice([]))
    assert state == before
    if code == "ww-err-sacrifice":
        assert refused.value.params == {"catapults": 2, "towers": 1, "owed": 6}


def test_no_question_without_engines_losses_or_a_player() -> None:
    # no engines there
    state = arena()
    put(state, "mexico", 1, 6)
    events = ww.apply(state, 0, {**ATTACK, "s": 6}, Dice(SIX_LOSSES))
    assert events[0].key == "ww-ev-battle" and state["phase"] == "turn"
    # the defender loses nothing (the attacker's dice all lose)
    state = arena()
    events = ww.apply(state, 0, ATTACK, Dice([1] * 6 + [6] * 6))
    assert events[0].key == "ww-ev-battle" and state["phase"] == "turn"
    # a shield ignores every loss owed (W22)
    state = arena()
    state["seats"][1]["shields"]["mexico"] = 6
    events = ww.apply(state, 0, ATTACK, Dice(SIX_LOSSES))
    assert events[0].key == "ww-ev-battle" and state["phase"] == "turn"
    ww.check_invariants(state)


def test_a_shield_first_then_the_defender_pays_the_rest() -> None:
    state = arena()
    state["seats"][1]["shields"]["mexico"] = 2
    ww.apply(state, 0, ATTACK, Dice(SIX_LOSSES))
    assert state["pending"]["owed"] == 4
    assert ww.autopilot(state, 1, random.Random(0)) == {"t": "sacrifice", "k": 0, "w": 1}
    ww.apply(state, 1, {"t": "sacrifice", "k": 1, "w": 0}, Dice([]))
    assert stack(state, "mexico").units == 5 and state["seats"][1]["shields"]["mexico"] == 0
    ww.check_invariants(state)


def default_is_the_old_payment(state: dict[str, Any]) -> None:
    """At a pause: the autopilot's answer ends the battle exactly as the old automatic choice
    (B5's fewest units among every engine offered, the ``defender_paid`` computed with the
    roll) would have, so autopilot seats play as before."""
    pending = state["pending"]
    answered, automatic = copy.deepcopy(state), copy.deepcopy(state)
    defender = pending["defender"]
    answer = ww.autopilot(answered, defender, random.Random(0))
    events = ww.apply(answered, defender, answer, random.Random(0))[1:]  # after ww-ev-sacrificed
    paid = pending["fought"]["defender_paid"]
    old = Payment(
        paid["units"], paid["catapults"], paid["towers"], Stack.from_json(paid["survivors"])
    )
    automatic["phase"], automatic["pending"] = "turn", None
    old_events = war.finish_battle(automatic, copy.deepcopy(pending), old)
    assert [(e.key, e.params) for e in events] == [(e.key, e.params) for e in old_events]
    answered.pop("pending"), automatic.pop("pending")
    answered.pop("phase"), automatic.pop("phase")
    assert answered == automatic
    assert answer == {"t": "sacrifice", "k": paid["catapults"], "w": paid["towers"]}
    old_choice = pay_losses(
        Stack.from_json(pending["standing"]),
        pending["owed"],
        state["map"][pending["where"]]["k"],
        state["map"][pending["where"]]["w"],
    )
    assert (old_choice.catapults, old_choice.towers) == (answer["k"], answer["w"])


PUBLIC_PENDING = {"attacker", "defender", "from", "where", "kind", "fought", "force", "defence",
                  "standing", "owed", "k", "l", "capital"}  # fmt: skip


@pytest.mark.parametrize("edition", ["generals", "monarchs"])
@pytest.mark.parametrize(("players", "seed"), [(4, 11), (5, 12)])
def test_random_games_ask_the_defender_and_keep_the_invariants(
    players: int, seed: int, edition: str
) -> None:
    state = ww.setup(players, table_options(edition), setup_rng(seed))
    step, asked = 0, 0
    while ww.result(state) is None:
        assert step < 5000, "the game does not end"
        seat = min(ww.waiting_for(state))
        if state["phase"] == "sacrifice":
            asked += 1
            pending = state["pending"]
            assert ww.waiting_for(state) == {pending["defender"]}
            assert pending["defender"] != state["turn"]["seat"] == pending["attacker"]
            assert ww.legal_actions(state, pending["attacker"]) == []
            assert set(pending) == PUBLIC_PENDING
            view = ww.view(state, None)
            assert view["pending"] == pending and view["waiting"] == [pending["defender"]]
            default_is_the_old_payment(state)
        action = ww.autopilot(state, seat, random.Random(step))
        assert action in ww.legal_actions(state, seat)
        ww.apply(state, seat, action, rng_for(seed, step))
        ww.check_invariants(state)
        step += 1
    assert asked > 0


def test_a_duels_toll_asks_the_defender_too() -> None:
    from .test_sorcery import rig, summon

    state = arena()
    put(state, "mexico", 1, 4, w=1)
    rig(state, "blade-storm", strong=True)
    events = ww.apply(state, 0, summon(s=11), Dice([]))
    assert [e.key for e in events] == ["ww-ev-sacrifice-asked"]
    owed = state["pending"]["owed"]
    assert owed == min(state["pending"]["fought"]["toll"], 4 + 5) and owed > 0
    events = ww.apply(state, 1, {"t": "sacrifice", "k": 0, "w": 0}, Dice([]))
    assert [e.key for e in events[:2]] == ["ww-ev-sacrificed", "ww-ev-duel"]
    assert events[1].params["defender_paid"]["units"] == min(4, owed)
    if owed >= 4:  # the defence is emptied: conquered, and the well-tower passes
        assert state["map"]["mexico"]["o"] == 0 and state["map"]["mexico"]["w"] == 1
    else:
        assert stack(state, "mexico").units == 4 - owed and state["map"]["mexico"]["o"] == 1
    ww.check_invariants(state)
