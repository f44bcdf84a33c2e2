"""Every faction power kind (levels 1-4), and that a power works only from its magic level."""

from __future__ import annotations

import pytest
from tek_scenario import act, game, give, keys, meeples, res

from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.engine import content
from bot.games.tek.engine.bids import bid_actions
from bot.games.tek.engine.powers import powers

pytestmark = pytest.mark.usefixtures("cards")

BASE = {4: [0, 0], 6: [1, 1], 22: [2, 2]}


def bid_values(state, seat, role) -> list[int]:
    return sorted({a["v"] for a in bid_actions(state, seat, role, 0)})


@pytest.mark.parametrize(
    ("power", "attack", "defend"),
    [
        (None, [0, 1, 2], [0, 1, 2]),
        ({"kind": "war_bonus", "n": 1, "when": "attack"}, [0, 2, 3], [0, 1, 2]),
        ({"kind": "war_bonus", "n": 2, "when": "defend"}, [0, 1, 2], [0, 3, 4]),
        ({"kind": "war_bonus", "n": 1, "when": "any"}, [0, 2, 3], [0, 2, 3]),
        ({"kind": "war_rate", "res": "o", "n": 2}, [0, 2, 4], [0, 2, 4]),
    ],
)
def test_war_bonus_and_war_rate(power, attack, defend) -> None:
    state = game(where=BASE, res={0: (0, 0, 2)})
    if power:
        give(state, 0, power)
    assert bid_values(state, 0, "attack") == attack
    assert bid_values(state, 0, "defend") == defend


def test_free_points_count_in_the_war() -> None:
    state = game(where=BASE, res={0: (0, 0, 1), 1: (0, 0, 2)})
    give(state, 0, {"kind": "war_bonus", "n": 1, "when": "attack"})
    act(state, 0, {"t": "patrol", "a": 4, "b": 6})
    act(state, 1, {"t": "bid", "v": 1, "f": 0, "m": 0, "o": 1})
    events = act(state, 0, {"t": "bid", "v": 2, "f": 0, "m": 0, "o": 1})
    assert next(e for e in events if e.key == "tek-ev-war-won").params["winner"] == 0
    assert res(state, 0) == (0, 0, 0)


@pytest.mark.parametrize("tie_win", [False, True])
def test_tie_win_wins_ties_when_attacking(tie_win) -> None:
    state = game(where=BASE, res={0: (0, 0, 2), 1: (0, 0, 2)})
    if tie_win:
        give(state, 0, {"kind": "tie_win"})
    act(state, 0, {"t": "patrol", "a": 4, "b": 6})
    act(state, 1, {"t": "bid", "v": 2, "f": 0, "m": 0, "o": 2})
    events = act(state, 0, {"t": "bid", "v": 2, "f": 0, "m": 0, "o": 2})
    winner = next(e for e in events if e.key == "tek-ev-war-won").params["winner"]
    assert winner == (0 if tie_win else 1)


@pytest.mark.parametrize(("edge", "start", "target"), [("river", 1, 3), ("cliff", 2, 5)])
def test_cross_lets_patrols_over_rivers_or_cliffs(edge, start, target) -> None:
    state = game(where={start: [0, 0], 12: [1, 1], 22: [2, 2]})
    move = {"t": "patrol", "a": start, "b": target}
    assert move not in tek.legal_actions(state, 0)
    give(state, 0, {"kind": "cross", "edge": edge})
    assert move in tek.legal_actions(state, 0)


def test_cross_also_opens_flights() -> None:
    # seat 1 loses at 3; its only land neighbours (4, 6) are taken; the river leads to 1
    where = {4: [0, 0], 3: [1, 1], 6: [2], 22: [2]}
    state = game(where=where, res={0: (0, 0, 2), 1: (5, 0, 0)})
    give(state, 1, {"kind": "cross", "edge": "river"})
    act(state, 0, {"t": "patrol", "a": 4, "b": 3})
    act(state, 1, {"t": "bid", "v": 0})
    act(state, 0, {"t": "bid", "v": 1, "f": 0, "m": 0, "o": 1})
    assert tek.legal_actions(state, 1) == [{"t": "flee", "r": 1}, {"t": "perish"}]


def test_unseal_opens_quests_into_and_out_of_sealed_regions() -> None:
    state = game(where={7: [0, 0], 12: [1, 1], 22: [2, 2]})
    assert not [a for a in tek.legal_actions(state, 0) if a["t"] == "quest"]
    give(state, 0, {"kind": "unseal"})
    quests = [a for a in tek.legal_actions(state, 0) if a["t"] == "quest"]
    assert {"t": "quest", "a": 7, "b": 17} in quests


@pytest.mark.parametrize(
    ("power", "gained"),
    [
        (None, (1, 0, 1)),
        ({"kind": "collect_bonus", "res": "m", "n": 1}, (1, 1, 1)),
        ({"kind": "terrain_bonus", "terrain": "plains", "n": 1}, (2, 0, 1)),
        ({"kind": "terrain_bonus", "terrain": "forest", "n": 1}, (1, 0, 1)),
        ({"kind": "ruins_bonus", "n": 1}, (1, 0, 1)),  # only with a searching meeple
    ],
)
def test_collect_powers(power, gained) -> None:
    state = game(where={14: [0, 0], 1: [1], 2: [1], 22: [2, 2]}, res={1: (0, 0, 0)})
    if power:
        give(state, 1, power)
    act(state, 0, {"t": "pass", "k": "trade"})
    act(state, 1, {"t": "collect"})
    act(state, 2, {"t": "collect"})
    assert res(state, 1) == gained


def test_ruins_bonus_gives_more_picks_per_searching_region() -> None:
    state = game(where={14: [0, 0], 5: [1], 2: [1], 22: [2, 2]}, res={1: (0, 0, 0)})
    give(state, 1, {"kind": "ruins_bonus", "n": 1})
    act(state, 0, {"t": "pass", "k": "trade"})
    act(state, 1, {"t": "collect", "f": 0, "m": 2, "o": 0})
    act(state, 2, {"t": "collect"})
    assert res(state, 1) == (0, 2, 1)


def test_trade_bonus_gains_more_of_what_was_received() -> None:
    state = game(where={4: [0], 12: [1, 1], 22: [2, 2]}, res={0: (3, 0, 0)})
    give(state, 0, {"kind": "trade_bonus", "n": 1})
    events = act(state, 0, {"t": "trade", "g": "f", "w": "o", "n": 2})
    assert res(state, 0) == (1, 0, 3) and keys(events) == ["tek-ev-trade", "tek-ev-gain"]


def test_build_and_expand_discounts() -> None:
    state = game(where={4: [0], 12: [1, 1], 22: [2, 2]}, res={0: (1, 0, 0)})
    give(state, 0, {"kind": "build_discount", "n": 1}, {"kind": "expand_discount", "n": 1})
    events = act(state, 0, {"t": "build"})
    assert events[0].params["cost"] == 0 and state["seats"][0]["tower"] == 1
    state = game(where={4: [0], 12: [1, 1], 22: [2, 2]}, res={0: (1, 0, 0)})
    give(state, 0, {"kind": "expand_discount", "n": 1})
    events = act(state, 0, {"t": "expand", "r": 4})
    assert events[0].params["cost"] == 1 and res(state, 0) == (0, 0, 0)


def test_follow_gain_pays_followers_not_collectors() -> None:
    state = game(where={4: [0], 12: [1, 1], 22: [2, 2]}, res={1: (0, 0, 1), 2: (0, 0, 1)})
    give(state, 1, {"kind": "follow_gain", "res": "m", "n": 1})
    give(state, 2, {"kind": "follow_gain", "res": "m", "n": 1})
    act(state, 0, {"t": "pass", "k": "build"})
    events = act(state, 1, {"t": "build"})
    act(state, 2, {"t": "collect"})
    assert res(state, 1) == (0, 1, 0)
    assert res(state, 2) == (0, 0, 2)  # region 22 is mountains: one ore
    assert [e.params["seat"] for e in events if e.key == "tek-ev-gain"] == [1]


def test_stack_raises_the_limit_per_region_and_where_one_may_expand() -> None:
    state = game(where={4: [0, 0], 6: [0], 12: [1, 1], 22: [2, 2]}, res={0: (9, 0, 0)})
    assert {"t": "patrol", "a": 6, "b": 4} not in tek.legal_actions(state, 0)
    give(state, 0, {"kind": "stack", "n": 3})
    assert {"t": "patrol", "a": 6, "b": 4} in tek.legal_actions(state, 0)
    assert {"t": "expand", "r": 4} in tek.legal_actions(state, 0)
    act(state, 0, {"t": "expand", "r": 4})
    assert meeples(state, 4) == [(0, False)] * 3


def test_ally_gain_pays_on_an_alliance() -> None:
    state = game(where=BASE, res={0: (0, 0, 0), 1: (0, 0, 0)})
    give(state, 1, {"kind": "ally_gain", "res": "m", "n": 2})
    act(state, 0, {"t": "patrol", "a": 4, "b": 6})
    act(state, 0, {"t": "bid", "v": 0})
    events = act(state, 1, {"t": "bid", "v": 0})
    assert res(state, 1) == (0, 2, 0) and res(state, 0) == (0, 0, 0)
    assert "tek-ev-gain" in keys(events)


def test_a_power_works_from_its_magic_level_on() -> None:
    state = game(where=BASE)
    give(state, 0, {"kind": "unseal"}, {"kind": "tie_win"})
    every = ["unseal", "tie_win", "trade_bonus", "trade_bonus"]  # the level-5 bonus is scoring
    for level, kinds in ((0, []), (1, every[:1]), (2, every[:2]), (5, every)):
        state["seats"][0]["magic"] = level
        assert [p["kind"] for p in powers(state, 0)] == kinds


def test_every_power_kind_in_the_content_is_known() -> None:
    kinds = {p["kind"] for f in content.factions().values() for p in f["powers"]}
    assert kinds <= content.RULE_POWERS | content.SCORE_POWERS
