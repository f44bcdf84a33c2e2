"""What the view and the listed actions tell the prompts is what ``apply`` then does: the costs,
the yields, the wars a move starts, a trade's bonus, a war's rates, the seat asked again."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from tek_scenario import act, game, give, keys, plain, res

from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.engine import content
from bot.games.tek.engine.state import State

pytestmark = pytest.mark.usefixtures("cards")

POWERS: list[list[dict[str, Any]]] = [
    [],
    [{"kind": "build_discount", "n": 1}],
    [{"kind": "expand_discount", "n": 1}, {"kind": "build_discount", "n": 5}],
]


def seat_view(state: State, seat: int) -> dict[str, Any]:
    info: dict[str, Any] = tek.view(state, None)["seats"][seat]
    return info


@pytest.mark.parametrize("powers", POWERS)
@pytest.mark.parametrize("level", [0, 2, 4])
def test_the_costs_in_the_view_are_what_apply_charges(powers, level) -> None:
    for kind, res_index, track in (("build", 2, "tower"), ("research", 1, "magic")):
        state = game(where={4: [0], 12: [1], 22: [2]}, res={0: (9, 9, 9)})
        if powers:
            give(state, 0, *powers)
        state["seats"][0][track] = level
        cost = seat_view(state, 0)["costs"][kind]
        before = res(state, 0)
        act(state, 0, {"t": kind})
        assert before[res_index] - res(state, 0)[res_index] == cost, (kind, powers, level)
    state = game(where={4: [0], 12: [1], 22: [2]}, res={0: (9, 9, 9)})
    if powers:
        give(state, 0, *powers)
    cost = seat_view(state, 0)["costs"]["expand"]
    act(state, 0, {"t": "expand", "r": 4})
    assert 9 - res(state, 0)[0] == cost


def test_a_cost_is_none_once_its_track_is_at_the_top() -> None:
    state = game(where={4: [0], 12: [1], 22: [2]})
    info = state["seats"][0]
    info["tower"], info["magic"] = content.MAX_TOWER, content.MAX_MAGIC
    state["map"]["4"] = [{"s": 0, "down": False}]
    for rid in (1, 2, 3, 5, 6, 7):
        state["map"][str(rid)] = [{"s": 0, "down": False}]
    assert seat_view(state, 0)["costs"] == {"build": None, "research": None, "expand": None}


def test_a_listed_move_names_the_war_it_starts() -> None:
    state = game(where={4: [0, 0], 6: [1], 2: [1], 22: [2]})
    moves = [a for a in tek.legal_actions(state, 0) if a["t"] == "patrol" and "b" in a]
    wars = {a["b"]: a["war"] for a in moves if "war" in a}
    assert wars == {6: 1, 2: 1}
    for move in moves:
        trial = copy.deepcopy(state)
        events = act(trial, 0, move)
        started = [e.params["defender"] for e in events if e.key == "tek-ev-war"]
        assert started == ([move["war"]] if "war" in move else [])


@pytest.mark.parametrize(("have", "bonus"), [((5, 0, 0), 0), ((5, 0, 0), 2), ((5, 0, 7), 2)])
def test_a_listed_trade_says_what_it_really_brings(have, bonus) -> None:
    state = game(where={4: [0], 12: [1], 22: [2]}, res={0: have})
    if bonus:
        give(state, 0, {"kind": "trade_bonus", "n": bonus})
    trades = [a for a in tek.legal_actions(state, 0) if a["t"] == "trade" and a["w"] == "o"]
    assert trades
    for trade in trades:
        trial = copy.deepcopy(state)
        act(trial, 0, trade)
        assert res(trial, 0)[2] - have[2] == trade["got"]


def test_display_fields_change_nothing_in_apply() -> None:
    state = game(where={4: [0, 0], 6: [1], 5: [(0, True)], 22: [2]})
    for action in tek.legal_actions(state, 0):
        shown, typed = copy.deepcopy(state), copy.deepcopy(state)
        assert act(shown, 0, action) == act(typed, 0, plain([action])[0])
        assert shown == typed


def test_the_income_and_the_follow_gain_are_what_a_follower_gets() -> None:
    state = game(where={4: [0], 12: [1], 13: [1], 15: [(1, True)], 22: [2]}, res={1: (0, 0, 8)})
    give(state, 1, {"kind": "follow_gain", "res": "m", "n": 1})
    give(state, 2, {"kind": "follow_gain", "res": "o", "n": 2})
    act(state, 0, {"t": "pass", "k": "trade"})
    income = seat_view(state, 1)["income"]
    assert income == {"f": 0, "m": 1, "o": 1, "picks": 1}  # 12 mountains at 8 ore: 1 more
    assert seat_view(state, 2)["follow_gain"] == {"f": 0, "m": 0, "o": 2}
    collect = next(a for a in tek.legal_actions(state, 1) if a["t"] == "collect" and a["o"])
    assert collect["gain"] == {"f": 0, "m": 1, "o": 1}  # the pick of ore is lost at 9
    act(state, 1, collect)
    act(state, 2, {"t": "collect", "f": 1, "m": 0, "o": 0})
    assert res(state, 1) == (0, 1, 9)


@pytest.mark.parametrize("tie_win", [False, True])
def test_the_war_view_says_what_counts(tie_win) -> None:
    state = game(where={4: [0, 0], 6: [1, 1], 22: [2]})
    powers = [
        {"kind": "war_bonus", "n": 1, "when": "attack"},
        {"kind": "war_rate", "res": "o", "n": 2},
    ]
    give(state, 0, *powers, *([{"kind": "tie_win"}] if tie_win else []))
    act(state, 0, {"t": "patrol", "a": 4, "b": 6})
    war = tek.view(state, 1)["war"]
    assert war["attack"] == {"rates": {"f": 0, "m": 2, "o": 2}, "bonus": 1}
    assert war["defend"] == {"rates": {"f": 0, "m": 2, "o": 1}, "bonus": 0}
    assert war["floor"] == 0
    assert war["ties"] == ("attacker" if tie_win else "defender")


def test_the_war_view_against_neutrals_names_the_value_to_beat() -> None:
    state = game(players=2, where={4: [0, 0], 5: [0], 12: [1, 1]}, res={0: (0, 4, 0)})
    act(state, 0, {"t": "quest", "a": 4, "b": 21})
    war = tek.view(state, 0)["war"]
    assert war["floor"] == 7 and war["defend"] is None
    assert min(a["v"] for a in tek.legal_actions(state, 0)) == war["floor"] + 1


def test_the_view_names_the_seat_asked_again() -> None:
    state = game(where={4: [0, 0], 12: [1], 22: [2, 2]}, leader=0, quick=True)
    act(state, 0, {"t": "quest", "a": 4, "b": 26})
    assert tek.view(state, None)["redo"] is None
    act(state, 2, {"t": "quest", "a": 22, "b": 6})
    events = act(state, 1, {"t": "quest", "a": 12, "b": 6})
    assert keys(events)[-1] == "tek-ev-redo"
    assert all(tek.view(state, seat)["redo"] == 2 for seat in (None, 0, 1, 2))
