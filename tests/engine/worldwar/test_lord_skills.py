"""The twelve lord skills of the monarch edition, one table row each: the same scene played
with a lord card that lacks the skill and with one that has it gives a different outcome."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine.base import RuleError
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.events import taxes
from bot.games.worldwar.engine.lords import uses_of
from bot.games.worldwar.engine.rounds import end_round, start_turn
from bot.games.worldwar.engine.state import price, stack

from .helpers import Dice, put, started, turn_of

State = dict[str, Any]


def crown(state: State, seat: int, lord: str) -> None:
    """Give ``seat`` the lord card ``lord`` (fresh stats and uses), swapping cards with whoever
    holds it, or with the lord deck, so every lord card stays accounted for."""
    info = state["seats"][seat]
    mine = info["lord_card"]
    holder = next((s for s, i in enumerate(state["seats"]) if i["lord_card"] == lord), None)
    if holder is None:
        state["lord_deck"][state["lord_deck"].index(lord)] = mine
    elif holder != seat:
        keep(state["seats"][holder], mine)
    keep(info, lord)


def keep(info: dict[str, Any], lord: str) -> None:
    info.update(lord_card=lord, stats=dict(decks().lord(lord).stats), skill_uses=uses_of(lord))


def plain(kind: str) -> str:
    """A lord card without a skill of ``kind``."""
    return next(lord.id for lord in decks().lords if kind not in {s.kind for s in lord.skills})


def arena(lord: str, seat: int = 0) -> State:
    """Seat 0 holds east-usa (8, its lord) and west-usa (3); seat 1 mexico (3) and colombia
    (2); ``seat`` has the lord card ``lord``; seat 0 plays."""
    state = started(4, 7, "monarchs")
    put(state, "east-usa", 0, 8)
    put(state, "west-usa", 0, 3)
    put(state, "mexico", 1, 3)
    put(state, "colombia", 1, 2)
    state["seats"][0]["lord"] = "east-usa"
    state["seats"][3]["mission"] = "other-war-chest"  # not capture-blue: the capture goes on
    crown(state, seat, lord)
    turn_of(state, 0)
    return state


def attack(state: State, faces: list[int], **fields: Any) -> dict[str, Any]:
    action = {"t": "attack", "a": "east-usa", "b": "mexico", **fields}
    events = ww.apply(state, 0, action, Dice(faces))
    ww.check_invariants(state)
    return next(e.params for e in events if e.key in ("ww-ev-battle", "ww-ev-duel"))


def dice_attack(lord: str) -> Any:
    # 4 4 against 4 4 4 with the attacking lord: ties kill nobody (B1); +1 on two dice wins both.
    return attack(arena(lord), [4, 4, 4, 4, 4], s=2, l=1)["defender_losses"]


def dice_defend(lord: str) -> Any:
    state = arena(lord, seat=1)
    state["seats"][1]["lord"] = "mexico"
    # 5 5 5 against 4 4 4: +1 on the defending lord's three dice turns the losses into ties.
    return attack(state, [5, 5, 5, 4, 4, 4], s=3)["defender_losses"]


def cap(lord: str) -> Any:
    state = arena(lord)
    put(state, "east-usa", 0, 10)
    state["seats"][0]["lord"] = "east-usa"
    put(state, "west-usa", 0, 6)
    with contextlib.suppress(RuleError):  # refused without the skill: the stack stays 10
        ww.apply(state, 0, {"t": "move", "a": "west-usa", "b": "east-usa", "s": 5}, Dice([]))
    ww.check_invariants(state)
    return stack(state, "east-usa").units


def spy(lord: str) -> Any:
    state = arena(lord)
    try:
        ww.apply(state, 0, {"t": "skill", "p": 1}, Dice([]))
    except RuleError:
        return None
    assert state["turn"]["ap"] == 8 and state["seats"][0]["skill_uses"]["spy"] == 0
    return ww.view(state, 0)["me"]["seen"][-1]["what"] == state["seats"][1]["mission"]


def duel(lord: str) -> Any:
    state = arena(lord)
    state["sorcery"].remove("blade-storm")
    state["sorcery"].insert(0, "blade-storm")  # compares might, no modifier
    fought = attack(state, [], s=5, m=1)
    return fought["attacker_value"] - state["seats"][0]["stats"]["might"]


def relocate(lord: str) -> Any:
    state = arena(lord)
    ww.apply(state, 0, {"t": "capital", "a": "west-usa"}, Dice([]))
    return 8 - state["turn"]["ap"]


def recruit(lord: str) -> Any:
    state = arena(lord)
    state["seats"][0]["lord"] = "west-usa"
    events = start_turn(state, 0)
    ww.check_invariants(state)
    assert any(e.key == "ww-ev-skill" for e in events) == (lord != plain("recruit"))
    return stack(state, "west-usa").units


def action_points(lord: str) -> Any:
    state = arena(lord)
    start_turn(state, 0)
    return state["turn"]["ap"]


def hand(lord: str) -> Any:
    state = arena(lord)
    ww.apply(state, 0, {"t": "end"}, Dice([]))  # seat 0 plays last: the round ends
    return len(state["seats"][0]["hand"])


def escape(lord: str) -> Any:
    state = arena(lord, seat=1)
    state["seats"][1]["lord"] = "mexico"
    attack(state, [6] * 7 + [1] * 3, s=7)
    assert state["map"]["mexico"]["o"] == 0
    assert state["seats"][1]["lord"] == state["seats"][1]["capital"]  # home either way
    return 1 in state["seats"][0]["lords"]  # captured, or escaped


def tax(lord: str) -> Any:
    state = arena(lord)
    events = end_round(state, Dice([]))
    paid = next(e.params["grain"] for e in events if e.key == "ww-ev-tax" and e.params["seat"] == 0)
    base = taxes(state, 0)
    return paid - base == base * 20 // 100 > 0


def catapult(lord: str) -> Any:
    state = arena(lord)
    put(state, "east-usa", 0, 8, k=1)
    state["seats"][0]["lord"] = "east-usa"
    put(state, "mexico", 1, 6)
    return attack(state, [1] * 12, s=2, k=1)["catapult_kills"]


def discount(lord: str) -> Any:
    return price(arena(lord), 0, "horse")


SCENES: list[tuple[str, str, Callable[[str], Any], Any, Any]] = [
    # kind, a lord with it, scene, outcome without the skill, outcome with it
    ("dice", "iron-regent", dice_attack, 0, 2),
    ("dice", "forest-warden", dice_defend, 3, 0),
    ("cap", "iron-regent", cap, 10, 15),
    ("spy", "silver-oracle", spy, None, True),
    ("duel", "silver-oracle", duel, 0, 10),
    ("relocate", "desert-khan", relocate, 2, 1),
    ("recruit", "desert-khan", recruit, 3, 4),
    ("action_points", "storm-queen", action_points, 8, 9),
    ("hand", "storm-queen", hand, 6, 7),
    ("escape", "wandering-saint", escape, True, False),
    ("tax", "ember-duchess", tax, False, True),
    ("catapult", "old-admiral", catapult, 3, 4),
    ("discount", "merchant-prince", discount, 80, 60),
]


@pytest.mark.parametrize(("kind", "lord", "scene", "without", "with_skill"), SCENES)
def test_each_skill_changes_its_outcome(
    kind: str, lord: str, scene: Callable[[str], Any], without: Any, with_skill: Any
) -> None:
    assert scene(plain(kind)) == without
    assert scene(lord) == with_skill


def test_every_skill_kind_has_a_scene() -> None:
    kinds = {s.kind for lord in decks().lords for s in lord.skills}
    assert kinds == {row[0] for row in SCENES} and len(kinds) == 12


def test_a_cap_lord_who_leaves_leaves_the_surplus_behind() -> None:
    state = arena("iron-regent")
    put(state, "east-usa", 0, 10)
    state["seats"][0]["lord"] = "east-usa"
    put(state, "west-usa", 0, 6)
    ww.apply(state, 0, {"t": "move", "a": "west-usa", "b": "east-usa", "s": 5}, Dice([]))
    ww.apply(state, 0, {"t": "move", "a": "east-usa", "b": "west-usa", "s": 1, "l": 1}, Dice([]))
    assert stack(state, "east-usa").units == 14 and state["seats"][0]["lord"] == "west-usa"
    ww.check_invariants(state)
    with pytest.raises(RuleError, match="ww-err-full"):
        ww.apply(state, 0, {"t": "move", "a": "west-usa", "b": "east-usa", "s": 1}, Dice([]))


def test_an_escape_is_used_once() -> None:
    state = arena("wandering-saint", seat=1)
    state["seats"][1]["lord"] = "mexico"
    attack(state, [6] * 7 + [1] * 3, s=7)
    assert state["seats"][1]["skill_uses"] == {"escape": 0}
    put(state, "colombia", 1, 1)
    state["seats"][1]["lord"] = "colombia"
    ww.apply(state, 0, {"t": "attack", "a": "mexico", "b": "colombia", "s": 5}, Dice([6] * 5 + [1]))
    assert 1 in state["seats"][0]["lords"]  # the second capture holds
    ww.check_invariants(state)


def test_an_escape_saves_a_lord_whose_attacking_stack_is_wiped_out() -> None:
    state = arena("wandering-saint")
    put(state, "mexico", 1, 3, w=1)  # the well-tower kills the 5 attackers before the roll
    events = ww.apply(
        state, 0, {"t": "attack", "a": "east-usa", "b": "mexico", "s": 5, "l": 1}, Dice([])
    )
    assert state["seats"][0]["lord"] == state["seats"][0]["capital"]
    assert state["seats"][1]["lords"] == [] and state["seats"][0]["skill_uses"] == {"escape": 0}
    assert [e.params["skill"] for e in events if e.key == "ww-ev-skill"] == ["escape"]
    ww.check_invariants(state)
