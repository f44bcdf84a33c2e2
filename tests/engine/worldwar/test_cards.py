"""Domestic-affairs cards: every effect kind, action points, timing and the hand refill."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine.base import RuleError, action_key
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.content.decks import DOMESTIC_KINDS, decks
from bot.games.worldwar.engine.effects import held_continents
from bot.games.worldwar.engine.state import owned, price, stack
from bot.games.worldwar.engine.war import barred

from .helpers import Dice, put, started, turn_of

State = dict[str, Any]

# Seat 0: east-usa (8, the lord), west-usa (3), capital argentina. Seat 1: mexico (3, a
# well-tower), colombia (2). east-usa borders mexico and west-usa.


def arena() -> State:
    state = started(4, 7)
    put(state, "east-usa", 0, 8)
    put(state, "west-usa", 0, 3)
    put(state, "mexico", 1, 3, w=1)
    put(state, "colombia", 1, 2)
    state["seats"][0]["lord"] = "east-usa"
    state["seats"][1]["grain"] = 30
    turn_of(state, 0)
    return state


def give(state: State, seat: int, cid: str) -> None:
    """Move one copy of ``cid`` into ``seat``'s hand from wherever it is (cards are conserved)."""
    for pile in [state["deck"], state["discard"], *(i["hand"] for i in state["seats"])]:
        if cid in pile:
            pile.remove(cid)
            state["seats"][seat]["hand"].append(cid)
            return
    raise AssertionError(cid)


def play(state: State, cid: str, **extra: Any) -> list[Any]:
    give(state, 0, cid)
    return ww.apply(state, 0, {"t": "card", "c": cid, **extra}, Dice([]))


def units(state: State, tid: str) -> int:
    return stack(state, tid).units


Check = Callable[[State, State], None]

CASES: list[tuple[str, dict[str, Any], Check]] = [
    ("conscription", {"a": "west-usa"}, lambda b, s: units(s, "west-usa") == 6 or fail()),
    (
        "militia",
        {},
        lambda b, s: s["seats"][0]["gained"] == b["seats"][0]["gained"] + 4 or fail(),
    ),
    ("royal-guard", {}, lambda b, s: units(s, "east-usa") == 11 or fail()),
    ("border-levy", {"a": "east-usa"}, lambda b, s: units(s, "east-usa") == 10 or fail()),
    ("harvest", {}, lambda b, s: s["seats"][0]["grain"] == b["seats"][0]["grain"] + 60 or fail()),
    (
        "land-tax",
        {},
        lambda b, s: (
            s["seats"][0]["grain"] - b["seats"][0]["grain"] == 4 * len(owned(s, 0)) or fail()
        ),
    ),
    (
        "tribute",
        {},
        lambda b, s: (
            s["seats"][0]["grain"] - b["seats"][0]["grain"] == 40 * held_continents(s, 0) or fail()
        ),
    ),
    (
        "raid-convoy",
        {"p": 1},
        lambda b, s: (
            (s["seats"][1]["grain"], s["seats"][0]["grain"] - b["seats"][0]["grain"]) == (0, 30)
            or fail()
        ),
    ),
    (
        "war-levy",
        {},
        lambda b, s: s["seats"][0]["grain"] - b["seats"][0]["grain"] == 15 * 3 or fail(),
    ),
    ("forced-march", {}, lambda b, s: s["turn"]["marches"] == [3] or fail()),
    ("war-cry", {}, lambda b, s: s["turn"]["boosts"][0]["dice"] == 3 or fail()),
    (
        "earthworks",
        {"a": "west-usa"},
        lambda b, s: s["seats"][0]["shields"] == {"west-usa": 2} or fail(),
    ),
    (
        "citadel",
        {},
        lambda b, s: s["seats"][0]["shields"] == {s["seats"][0]["capital"]: 4} or fail(),
    ),
    (
        "informant",
        {"p": 1},
        lambda b, s: s["seats"][0]["seen"][-1]["what"] == s["seats"][1]["mission"] or fail(),
    ),
    (
        "scouts",
        {"p": 1},
        lambda b, s: s["seats"][0]["seen"][-1]["what"] == s["seats"][1]["hand"] or fail(),
    ),
    ("rally", {}, lambda b, s: s["turn"]["ap"] == 9 or fail()),
    ("horse-fair", {}, lambda b, s: price(s, 0, "horse") == 50 or fail()),
    ("siege-works", {"a": "west-usa"}, lambda b, s: s["map"]["west-usa"]["k"] == 1 or fail()),
    ("watch-post", {"a": "west-usa"}, lambda b, s: s["map"]["west-usa"]["w"] == 1 or fail()),
    (
        "saboteurs",
        {"a": "mexico", "u": "tower"},
        lambda b, s: (s["map"]["mexico"]["w"], s["seats"][1]["eng_lost"]) == (0, 1) or fail(),
    ),
    ("bombardment", {"a": "mexico"}, lambda b, s: units(s, "mexico") == 1 or fail()),
    (
        "dispatches",
        {},
        lambda b, s: len(s["seats"][0]["hand"]) == len(b["seats"][0]["hand"]) + 2 - 1 or fail(),
    ),
    ("envoy", {"p": 1}, lambda b, s: barred(s, 1, "mexico", "east-usa") is not None or fail()),
    (
        "secret-passage",
        {"a": "west-usa"},
        lambda b, s: s["seats"][0]["lord"] == "west-usa" or fail(),
    ),
    ("ambush", {}, lambda b, s: s["seats"][0]["ambush"][0]["dice"] == 2 or fail()),
    ("bodyguard", {}, lambda b, s: s["seats"][0]["bodyguard"] is True or fail()),
]


def fail() -> bool:
    raise AssertionError("the card did not do what it says")


def test_every_effect_kind_but_the_veto_is_in_the_table() -> None:
    kinds = {decks().card(cid).effect.kind for cid, _, _ in CASES}
    assert kinds | {"counter"} == set(DOMESTIC_KINDS)


@pytest.mark.parametrize(("cid", "extra", "check"), CASES, ids=[c[0] for c in CASES])
def test_each_card_does_what_it_says_for_one_action_point(
    cid: str, extra: dict[str, Any], check: Check
) -> None:
    state = arena()
    give(state, 0, cid)
    before = copy.deepcopy(state)
    listed = [a for a in ww.legal_actions(state, 0) if a["t"] == "card" and a["c"] == cid]
    assert {"t": "card", "c": cid, **extra} in listed
    assert all(len(action_key(a)) <= 80 for a in listed)
    ww.apply(state, 0, {"t": "card", "c": cid, **extra}, Dice([]))
    check(before, state)
    gained = {"rally": 2}.get(cid, 0)
    assert state["turn"]["ap"] == 8 - 1 + gained
    assert state["discard"][-1] == cid
    ww.check_invariants(state)


def test_veto_waits_for_the_reactions_that_are_not_implemented() -> None:
    state = arena()
    give(state, 0, "veto")
    assert not [a for a in ww.legal_actions(state, 0) if a["t"] == "card" and a["c"] == "veto"]
    with pytest.raises(RuleError, match="ww-err-reaction"):
        ww.apply(state, 0, {"t": "card", "c": "veto"}, Dice([]))


def test_prisoner_exchange_gives_the_last_ransom_back() -> None:
    state = arena()
    state["seats"][0]["ransoms"] = [[2, 100, 1]]
    state["seats"][2]["grain"] = 250
    grain = state["seats"][0]["grain"]
    play(state, "prisoner-exchange")
    assert state["seats"][0]["grain"] == grain + 100 and state["seats"][2]["grain"] == 150
    assert state["seats"][0]["ransoms"] == []


def test_no_action_point_no_card_and_only_from_the_hand() -> None:
    state = arena()
    give(state, 0, "harvest")
    state["turn"]["ap"] = 0
    with pytest.raises(RuleError, match="ww-err-action-points"):
        ww.apply(state, 0, {"t": "card", "c": "harvest"}, Dice([]))
    state["turn"]["ap"] = 8
    with pytest.raises(RuleError, match="ww-err-not-in-hand"):
        ww.apply(state, 0, {"t": "card", "c": "treasury"}, Dice([]))
    with pytest.raises(RuleError, match="ww-err-not-your-turn"):
        ww.apply(state, 1, {"t": "card", "c": "harvest"}, Dice([]))


def test_a_refused_card_changes_nothing() -> None:
    state = arena()
    give(state, 0, "conscription")
    before = copy.deepcopy(state)
    with pytest.raises(RuleError):
        ww.apply(state, 0, {"t": "card", "c": "conscription", "a": "mexico"}, Dice([]))
    assert state == before


def test_war_cry_raises_the_three_highest_dice_of_the_next_attack_only() -> None:
    state = arena()
    play(state, "war-cry")
    # attacker 2 dice: 5, 4 -> 6, 5; the tower kills 5 of 7 sent first, leaving 2
    state["map"]["mexico"]["w"] = 0
    state["seats"][1]["eng_gained"] -= 1
    events = ww.apply(state, 0, {"t": "attack", "a": "east-usa", "b": "mexico", "s": 2},
                      Dice([5, 4, 5, 4, 1]))  # fmt: skip
    battle = next(e for e in events if e.key == "ww-ev-battle").params
    assert battle["attacker_dice"] == [6, 5]
    assert state["turn"]["boosts"] == []


def test_blitz_lasts_the_turn_and_battle_plan_rerolls_low_dice() -> None:
    state = arena()
    play(state, "blitz")
    play(state, "battle-plan")
    state["map"]["mexico"]["w"] = 0
    state["seats"][1]["eng_gained"] -= 1
    events = ww.apply(state, 0, {"t": "attack", "a": "east-usa", "b": "mexico", "s": 2},
                      Dice([1, 4, 6, 6, 6, 6]))  # fmt: skip
    battle = next(e for e in events if e.key == "ww-ev-battle").params
    assert battle["attacker_faces"] == [6, 4]  # the 1 was rolled again
    assert battle["attacker_dice"] == [7, 4]  # blitz: +1 to the highest
    assert [b["scope"] for b in state["turn"]["boosts"]] == ["turn"]


def test_a_shield_ignores_the_first_losses_then_wears_out() -> None:
    state = arena()
    turn_of(state, 1)
    state["seats"][0]["shields"] = {"west-usa": 2}
    put(state, "west-usa", 0, 3)
    ww.apply(state, 1, {"t": "attack", "a": "mexico", "b": "west-usa", "s": 2},
             Dice([6, 6, 1, 1, 1]))  # fmt: skip
    assert units(state, "west-usa") == 3 and state["seats"][0]["shields"]["west-usa"] == 0
    ww.check_invariants(state)


def test_ambush_raises_the_next_defence() -> None:
    state = arena()
    play(state, "ambush")
    turn_of(state, 1)
    events = ww.apply(state, 1, {"t": "attack", "a": "mexico", "b": "west-usa", "s": 2},
                      Dice([5, 5, 4, 4, 1]))  # fmt: skip
    battle = next(e for e in events if e.key == "ww-ev-battle").params
    assert battle["defender_dice"] == [5, 5, 1]
    assert state["seats"][0]["ambush"] == []


def test_bodyguard_saves_the_lord_when_his_territory_falls() -> None:
    state = arena()
    play(state, "bodyguard")
    capital = state["seats"][0]["capital"]
    put(state, "east-usa", 0, 1)
    state["seats"][0]["lord"] = "east-usa"
    put(state, "mexico", 1, 8)
    turn_of(state, 1)
    ww.apply(state, 1, {"t": "attack", "a": "mexico", "b": "east-usa", "s": 6},
             Dice([6, 6, 6, 6, 6, 6, 1]))  # fmt: skip
    assert state["map"]["east-usa"]["o"] == 1
    assert state["seats"][0]["lord"] == capital and 0 not in state["seats"][1]["lords"]


def test_forced_march_keeps_the_attack_step() -> None:
    state = arena()
    play(state, "forced-march")
    ww.apply(state, 0, {"t": "move", "a": "east-usa", "b": "west-usa", "s": 1}, Dice([]))
    assert state["turn"]["step"] == "attack" and state["turn"]["marches"] == []
    ww.apply(state, 0, {"t": "move", "a": "east-usa", "b": "west-usa", "s": 1}, Dice([]))
    assert state["turn"]["step"] == "move"


def test_the_hand_is_refilled_after_your_own_turn_only() -> None:
    state = arena()
    for seat in (0, 1):
        state["discard"].append(state["seats"][seat]["hand"].pop())
    give(state, 0, "harvest")  # from the deck, or already in the hand
    held = len(state["seats"][0]["hand"])
    ww.apply(state, 0, {"t": "card", "c": "harvest"}, Dice([]))
    assert len(state["seats"][0]["hand"]) == held - 1 < 6
    state["events"] = ["storm-season", "armistice"] + [
        e for e in state["events"] if e not in ("storm-season", "armistice")
    ]
    ww.apply(state, 0, {"t": "end"}, Dice([]))  # seat 0 plays last: the round ends
    assert len(state["seats"][0]["hand"]) == 6
    assert len(state["seats"][1]["hand"]) == 5  # not refilled after another's turn
    ww.check_invariants(state)


def test_an_overfull_hand_keeps_its_cards_at_the_refill() -> None:
    state = arena()
    play(state, "dispatches")
    hand = list(state["seats"][0]["hand"])
    assert len(hand) >= 7
    state["turn"]["seat"] = 0
    ww.apply(state, 0, {"t": "end"}, Dice([]))
    assert state["seats"][0]["hand"] == hand


def test_a_spy_sees_privately() -> None:
    state = arena()
    events = play(state, "informant", p=1)
    private = [e for e in events if not e.public]
    assert private and private[0].to == (0,)
    assert private[0].params["what"] == state["seats"][1]["mission"]
    assert "seen" not in ww.view(state, None)["seats"][0]
    assert ww.view(state, 1)["me"]["seen"] == []
    assert ww.view(state, 0)["me"]["seen"][0]["what"] == state["seats"][1]["mission"]
