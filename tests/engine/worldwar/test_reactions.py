"""Reaction cards outside one's own turn (ruling W15): played for their holder at their
moment, the hand unrevealed until then, the action point owed and taken next turn; and the
public ``last_battle``."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.base import RuleError
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.battle import Stack
from bot.games.worldwar.engine.rounds import start_turn
from bot.games.worldwar.engine.state import MAP, stack

from .helpers import Dice, put, started, turn_of

State = dict[str, Any]


def arena() -> State:
    """Seat 0 holds east-usa (8) and west-usa (3); seat 1 mexico (3, its lord) and colombia
    (2); seat 0 plays. Nobody holds a reaction card yet."""
    state = started(4, 7)
    put(state, "east-usa", 0, 8)
    put(state, "west-usa", 0, 3)
    put(state, "mexico", 1, 3)
    put(state, "colombia", 1, 2)
    state["seats"][1]["lord"] = "mexico"
    state["seats"][1]["grain"] = 100
    state["seats"][3]["mission"] = "other-war-chest"  # a capture of blue ends nothing
    turn_of(state, 0)
    return state


def hold(state: State, seat: int, card: str) -> None:
    """Give ``seat`` the card from wherever it is, for its hand's last card."""
    hands = [info["hand"] for k, info in enumerate(state["seats"]) if k != seat]
    pile = next(p for p in (state["deck"], state["discard"], *hands) if card in p)
    pile.remove(card)
    pile.append(state["seats"][seat]["hand"].pop())
    state["seats"][seat]["hand"].append(card)


def strings(value: Any) -> list[str]:
    """Every string value inside a view (not the keys: seats have ``ambush`` fields)."""
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return [value] if isinstance(value, str) else []


def unseen(state: State, seat: int, card: str) -> None:
    """Nobody but ``seat`` can tell that it holds ``card``."""
    for viewer in (None, *(s for s in range(4) if s != seat)):
        view = ww.view(state, viewer)
        public = {k: v for k, v in view.items() if k not in ("me", "discard")}
        assert card not in strings(public)
        assert card not in strings(view.get("me", {}))
        assert view["seats"][seat]["hand_size"] == len(state["seats"][seat]["hand"])


def reaction(events: list[Any]) -> dict[str, Any]:
    return next(e.params for e in events if e.key == "ww-ev-reaction")


def test_an_ambush_in_hand_raises_the_defence_and_its_point_is_taken_next_turn() -> None:
    state = arena()
    hold(state, 1, "ambush")
    unseen(state, 1, "ambush")
    attack = {"t": "attack", "a": "east-usa", "b": "mexico", "s": 3}
    events = ww.apply(state, 0, attack, Dice([5, 5, 5, 4, 4, 4]))
    assert reaction(events) == {"seat": 1, "card": "ambush", "territory": "mexico"}
    battle = next(e.params for e in events if e.key == "ww-ev-battle")
    assert battle["defender_faces"] == [4, 4, 4] and battle["defender_dice"] == [5, 5, 4]
    assert battle["defender_losses"] == 1 and battle["attacker_losses"] == 2  # ties kill
    assert "ambush" not in state["seats"][1]["hand"] and state["discard"][-1] == "ambush"
    assert ww.view(state, None)["seats"][1]["owed_ap"] == 1
    ww.check_invariants(state)
    events = start_turn(state, 1)
    assert state["turn"]["ap"] == 7 and state["seats"][1]["owed_ap"] == 0
    assert ("ww-ev-owed", {"seat": 1, "n": 1}) in [(e.key, e.params) for e in events]


def test_an_ambush_waits_for_dice_and_for_an_armed_one() -> None:
    state = arena()
    hold(state, 1, "ambush")
    state["seats"][1]["ambush"] = [{"scope": "next_defence", "n": 1, "dice": 2, "reroll": 0}]
    ww.apply(state, 0, {"t": "attack", "a": "east-usa", "b": "mexico", "s": 1}, Dice([6, 1, 1, 1]))
    assert "ambush" in state["seats"][1]["hand"] and state["seats"][1]["owed_ap"] == 0
    assert state["seats"][1]["ambush"] == []  # the one played in its turn was spent
    # A duel has no dice: the card stays in the hand.
    state["sorcery"].remove("blade-storm")
    state["sorcery"].insert(0, "blade-storm")
    duel = {"t": "attack", "a": "east-usa", "b": "mexico", "s": 5, "m": 1}
    events = ww.apply(state, 0, duel, Dice([]))
    assert not [e for e in events if e.key == "ww-ev-reaction"]
    assert "ambush" in state["seats"][1]["hand"]
    ww.check_invariants(state)


def test_a_bodyguard_in_hand_saves_the_lord_when_his_territory_falls() -> None:
    state = arena()
    hold(state, 1, "bodyguard")
    unseen(state, 1, "bodyguard")
    capital = state["seats"][1]["capital"]
    attack = {"t": "attack", "a": "east-usa", "b": "mexico", "s": 7}
    events = ww.apply(state, 0, attack, Dice([6] * 7 + [1] * 3))
    assert state["map"]["mexico"]["o"] == 0
    assert reaction(events) == {"seat": 1, "card": "bodyguard", "territory": capital}
    assert state["seats"][1]["lord"] == capital and state["seats"][0]["lords"] == []
    assert state["seats"][1]["grain"] == 100  # no ransom
    assert state["seats"][1]["owed_ap"] == 1 and "bodyguard" not in state["seats"][1]["hand"]
    ww.check_invariants(state)


def test_a_bodyguard_stays_in_hand_when_the_capital_itself_falls() -> None:
    state = arena()
    state["round"] = 3
    hold(state, 1, "bodyguard")
    capital = state["seats"][1]["capital"]
    src = sorted(MAP.territories[capital].links)[0]
    put(state, src, 0, 6)
    put(state, capital, 1, 1)
    state["seats"][1].update(capital=capital, lord=capital)
    attack = {"t": "attack", "a": src, "b": capital, "s": 5}
    events = ww.apply(state, 0, attack, Dice([6] * 5 + [1]))
    assert state["phase"] == "capital"
    assert not [e for e in events if e.key == "ww-ev-reaction"]
    assert "bodyguard" in state["seats"][1]["hand"] and 1 in state["seats"][0]["lords"]
    ww.check_invariants(state)


def test_a_veto_in_hand_cancels_a_card_that_names_its_holder() -> None:
    state = arena()
    hold(state, 1, "veto")
    hold(state, 0, "raid-convoy")
    unseen(state, 1, "veto")
    grain = [info["grain"] for info in state["seats"]]
    events = ww.apply(state, 0, {"t": "card", "c": "raid-convoy", "p": 1}, Dice([]))
    assert [info["grain"] for info in state["seats"]] == grain  # no effect
    assert ("ww-ev-card", {"seat": 0, "card": "raid-convoy", "vetoed": True}) in [
        (e.key, e.params) for e in events
    ]
    assert reaction(events) == {"seat": 1, "card": "veto", "against": 0, "countered": "raid-convoy"}
    assert state["discard"][-2:] == ["raid-convoy", "veto"] and state["turn"]["ap"] == 7
    assert state["seats"][1]["owed_ap"] == 1
    ww.check_invariants(state)


def test_a_veto_answers_a_card_aimed_at_its_holders_land_and_nothing_else() -> None:
    state = arena()
    hold(state, 1, "veto")
    hold(state, 0, "harvest")
    ww.apply(state, 0, {"t": "card", "c": "harvest"}, Dice([]))  # names nobody
    assert "veto" in state["seats"][1]["hand"]
    hold(state, 0, "bombardment")
    events = ww.apply(state, 0, {"t": "card", "c": "bombardment", "a": "mexico"}, Dice([]))
    assert reaction(events)["card"] == "veto" and stack(state, "mexico") == Stack(3)
    ww.check_invariants(state)


def test_a_refused_card_is_refused_before_any_veto() -> None:
    state = arena()
    hold(state, 1, "veto")
    hold(state, 0, "bombardment")
    put(state, "mexico", 1, 1)  # the last unit is never bombarded
    with pytest.raises(RuleError, match="ww-err-leave-one"):
        ww.apply(state, 0, {"t": "card", "c": "bombardment", "a": "mexico"}, Dice([]))
    assert "veto" in state["seats"][1]["hand"] and state["turn"]["ap"] == 8
    assert state["seats"][1]["owed_ap"] == 0


def test_the_last_battle_is_public() -> None:
    state = arena()
    assert ww.view(state, None)["last_battle"] is None
    events = ww.apply(
        state, 0, {"t": "attack", "a": "east-usa", "b": "mexico", "s": 1}, Dice([6, 1, 1, 1])
    )
    battle = next(e.params for e in events if e.key == "ww-ev-battle")
    assert ww.view(state, 2)["last_battle"] == {"kind": "ww-ev-battle", **battle}


def test_owed_points_never_take_a_turn_below_zero() -> None:
    state = arena()
    state["seats"][1]["owed_ap"] = 11
    start_turn(state, 1)
    assert state["turn"]["ap"] == 0 and state["seats"][1]["owed_ap"] == 0
    ww.check_invariants(state)


def test_a_malformed_target_is_refused_as_before_and_wakes_no_veto() -> None:
    state = arena()
    hold(state, 1, "veto")
    hold(state, 0, "raid-convoy")
    for target in ({"p": 99}, {"p": True}, {"x": 5}, {"a": ["mexico"]}):
        with pytest.raises(RuleError):
            ww.apply(state, 0, {"t": "card", "c": "raid-convoy", **target}, Dice([]))
    assert "veto" in state["seats"][1]["hand"] and state["turn"]["ap"] == 8
