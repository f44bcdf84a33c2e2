"""The follow step in turn (the default; ruling 2): "其他玩家依序選擇是否要跟隨" — one follower
at a time, clockwise from the action player, each choice carried out at once so the next
follower sees it; a war a follow move starts comes first, then the next follower is asked."""

from __future__ import annotations

import pytest
from tek_scenario import act, game, keys, meeples, plain, res

from bot.engine.base import RuleError, setup_rng
from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.engine.content import MAX_MAGIC, MAX_TOWER

pytestmark = pytest.mark.usefixtures("cards")

# (players, leader, the followers in the order they are asked): clockwise from the leader's
# left, every player count and every leader position.
ORDER = [
    (2, 0, [1]),
    (2, 1, [0]),
    (3, 0, [1, 2]),
    (3, 1, [2, 0]),
    (3, 2, [0, 1]),
    (4, 0, [1, 2, 3]),
    (4, 1, [2, 3, 0]),
    (4, 2, [3, 0, 1]),
    (4, 3, [0, 1, 2]),
    (5, 0, [1, 2, 3, 4]),
    (5, 1, [2, 3, 4, 0]),
    (5, 2, [3, 4, 0, 1]),
    (5, 3, [4, 0, 1, 2]),
    (5, 4, [0, 1, 2, 3]),
]


def homes(players: int) -> dict[int, list[int]]:
    """One meeple of each seat on region 4 of its own card (plains)."""
    return {seat * 10 + 4: [seat] for seat in range(players)}


@pytest.mark.parametrize(("players", "leader", "order"), ORDER)
def test_followers_are_asked_one_at_a_time_clockwise_from_the_leaders_left(
    players, leader, order
) -> None:
    state = game(players=players, where=homes(players), leader=leader)
    act(state, leader, {"t": "pass", "k": "trade"})
    asked, collected = [], []
    while state["phase"] == "follow":
        waiting = tek.waiting_for(state)
        assert len(waiting) == 1, waiting  # only the seat to move is pinged
        (seat,) = waiting
        assert tek.view(state, None)["waiting"] == [seat]
        for other in set(range(players)) - waiting:
            assert tek.legal_actions(state, other) == []
            with pytest.raises(RuleError) as error:
                tek.apply(state, other, {"t": "collect"}, None)
            assert error.value.code == "tek-err-not-your-turn"
        asked.append(seat)
        choice = next(a for a in tek.legal_actions(state, seat) if a["t"] == "collect")
        events = act(state, seat, choice)
        collected += [e.params["seat"] for e in events if e.key == "tek-ev-collect"]
        assert "tek-ev-chosen" not in keys(events)  # nothing is sealed
    assert asked == order and collected == order
    assert state["phase"] == "act" and state["leader"] == (leader + 1) % players


@pytest.mark.parametrize(("players", "leader", "order"), ORDER)
def test_quick_follow_asks_everybody_at_once_and_resolves_in_the_same_order(
    players, leader, order
) -> None:
    state = game(players=players, where=homes(players), leader=leader, quick=True)
    for seat in range(players):
        state["seats"][seat]["res"] = {"f": 0, "m": 0, "o": 1}
    act(state, leader, {"t": "build"})
    assert tek.waiting_for(state) == set(order)
    events = []
    for seat in sorted(order):
        events += act(state, seat, {"t": "build"})
    assert [e.params["seat"] for e in events if e.key == "tek-ev-build"] == order


def test_the_next_follower_sees_the_move_of_the_one_before() -> None:
    # Seat 1 quests its last meeple into empty region 6; nobody may enter the region of
    # another player's last meeple, so seat 2, asked next, may no longer go there.
    state = game(where={4: [0, 0], 12: [1], 22: [2, 2]}, leader=0)
    act(state, 0, {"t": "quest", "a": 4, "b": 26})
    assert tek.waiting_for(state) == {1}
    assert {"t": "quest", "a": 12, "b": 6} in plain(tek.legal_actions(state, 1))
    events = act(state, 1, {"t": "quest", "a": 12, "b": 6})
    assert keys(events) == ["tek-ev-quest"] and meeples(state, 6) == [(1, False)]
    assert tek.waiting_for(state) == {2}
    view = tek.view(state, 2)
    region6 = next(region for region in view["regions"] if region["id"] == 6)
    assert region6["meeples"] == [[1, False]]
    assert view["done"] == [{"seat": 1, "action": {"t": "quest", "a": 12, "b": 6}}]
    assert view["seats"][1]["chosen"] and not view["seats"][2]["chosen"]
    assert "pending" not in view["me"] and view["redo"] is None
    legal = plain(tek.legal_actions(state, 2))
    assert {"t": "quest", "a": 22, "b": 6} not in legal
    assert {"t": "quest", "a": 22, "b": 3} in legal and {"t": "collect"} in legal
    with pytest.raises(RuleError) as error:
        tek.apply(state, 2, {"t": "quest", "a": 22, "b": 6}, None)
    assert error.value.code == "tek-err-last-meeple"
    act(state, 2, {"t": "quest", "a": 22, "b": 3})
    assert state["phase"] == "act" and state["leader"] == 1
    assert tek.view(state, None)["done"] == []  # the record is the round's


def test_the_next_follower_sees_the_resources_the_one_before_spent() -> None:
    # What seat 1 pays is on its track before seat 2 chooses: the view shows it at once.
    state = game(where={4: [0], 12: [1], 22: [2]}, res={1: (0, 0, 1), 2: (0, 0, 1)})
    act(state, 0, {"t": "pass", "k": "build"})
    act(state, 1, {"t": "build"})
    seat1 = tek.view(state, 2)["seats"][1]
    assert (seat1["tower"], seat1["res"]["o"]) == (1, 0)
    assert state["seats"][2]["tower"] == 0  # its own choice is still to come
    act(state, 2, {"t": "build"})
    assert state["seats"][2]["tower"] == 1


def test_a_war_started_by_a_follower_comes_first_then_the_next_follower_is_asked() -> None:
    where = {4: [0, 0], 12: [1, 1], 22: [2, 2], 32: [3, 3]}
    state = game(players=4, where=where, res={1: (0, 0, 2)}, leader=0)
    act(state, 0, {"t": "pass", "k": "quest"})
    events = act(state, 1, {"t": "quest", "a": 12, "b": 4})
    assert keys(events) == ["tek-ev-quest", "tek-ev-war"]
    assert state["phase"] == "war" and state["war"]["resume"] == "queue"
    assert tek.waiting_for(state) == {0, 1}
    assert state["turn"]["queue"] == [2, 3]
    assert tek.legal_actions(state, 2) == []  # seat 2 waits for the war
    act(state, 0, {"t": "bid", "v": 0})
    events = act(state, 1, {"t": "bid", "v": 1, "f": 0, "m": 0, "o": 1})
    assert "tek-ev-war-won" in keys(events) and state["phase"] == "flee"
    events = act(state, 0, {"t": "perish"})
    assert keys(events)[0] == "tek-ev-perish"
    assert state["phase"] == "follow" and tek.waiting_for(state) == {2}
    assert [entry["seat"] for entry in tek.view(state, 2)["done"]] == [1]
    act(state, 2, {"t": "collect"})
    assert tek.waiting_for(state) == {3}
    events = act(state, 3, {"t": "collect"})
    assert keys(events)[-1] == "tek-ev-leader" and state["leader"] == 1


def test_a_war_started_by_the_leader_comes_before_anybody_is_asked() -> None:
    state = game(where={4: [0, 0], 12: [1, 1], 22: [2]}, res={0: (0, 0, 2)}, leader=0)
    act(state, 0, {"t": "quest", "a": 4, "b": 12})
    assert state["phase"] == "war" and state["war"]["resume"] == "follow"
    assert state["turn"]["queue"] == [] and tek.legal_actions(state, 2) == []
    act(state, 1, {"t": "bid", "v": 0})
    act(state, 0, {"t": "bid", "v": 1, "f": 0, "m": 0, "o": 1})
    act(state, 1, {"t": "perish"})  # seat 1's last meeple is rescued
    assert state["phase"] == "follow" and tek.waiting_for(state) == {1}
    act(state, 1, next(a for a in tek.legal_actions(state, 1) if a["t"] == "collect"))
    assert tek.waiting_for(state) == {2}


def maxed_meeples(state):
    """Seat 1 has all 7 meeples on the map (2 were there)."""
    for rid in (11, 13, 16, 17, 12):
        state["map"][str(rid)].append({"s": 1, "down": False})


def tower_at_top(state):
    state["seats"][1]["tower"] = MAX_TOWER


def magic_at_top(state):
    state["seats"][1]["magic"] = MAX_MAGIC


# (the leader's action, what keeps seat 1 from following it): seat 1 may only collect, and
# seat 2 is asked after it all the same.
CANNOT_FOLLOW = [
    ({"t": "expand", "r": 4}, maxed_meeples),  # no meeple left in its supply
    ({"t": "expand", "r": 4}, lambda state: state["seats"][1]["res"].update(f=0)),  # no food
    ({"t": "build"}, lambda state: state["seats"][1]["res"].update(o=0)),  # no ore
    ({"t": "build"}, tower_at_top),
    ({"t": "research"}, magic_at_top),
    ({"t": "pass", "k": "research"}, lambda state: state["seats"][1]["res"].update(m=0)),
]


@pytest.mark.parametrize(("lead", "block"), CANNOT_FOLLOW)
def test_a_follower_who_cannot_follow_collects_and_the_next_one_is_asked(lead, block) -> None:
    state = game(where={4: [0], 12: [1], 14: [1], 22: [2]}, res={0: (9, 9, 9), 2: (9, 9, 9)})
    block(state)
    act(state, 0, lead)
    assert {a["t"] for a in tek.legal_actions(state, 1)} == {"collect"}
    before = res(state, 1)
    events = act(state, 1, {"t": "collect"})
    assert keys(events) == ["tek-ev-collect"] and res(state, 1) != before
    assert tek.waiting_for(state) == {2}
    kind = lead["k"] if lead["t"] == "pass" else lead["t"]
    assert kind in {a["t"] for a in tek.legal_actions(state, 2)}


def test_a_follower_down_to_its_last_meeple_collects_its_extra_pick_in_turn() -> None:
    state = game(where={4: [0], 12: [1], 22: [2, 2]}, res={1: (0, 0, 0)})
    act(state, 0, {"t": "pass", "k": "trade"})
    collects = [a for a in tek.legal_actions(state, 1) if a["t"] == "collect"]
    assert all(a["f"] + a["m"] + a["o"] == 1 for a in collects) and len(collects) == 3
    act(state, 1, {"t": "collect", "f": 0, "m": 1, "o": 0})
    assert res(state, 1) == (0, 1, 1)  # region 12: mountains, and the pick
    assert tek.waiting_for(state) == {2}


def test_a_follow_choice_stands_once_made() -> None:
    state = game(where={4: [0], 12: [1], 22: [2]}, res={1: (0, 0, 1)})
    act(state, 0, {"t": "pass", "k": "build"})
    act(state, 1, {"t": "build"})
    with pytest.raises(RuleError) as error:
        tek.apply(state, 1, {"t": "collect"}, None)
    assert error.value.code == "tek-err-not-your-turn"
    assert state["seats"][1]["tower"] == 1


def test_a_state_without_the_option_keeps_the_sealed_choice() -> None:
    """A game stored before the option existed (no ``quick_follow`` in its options) goes on as
    it was played: sealed choices, all asked at once."""
    state = game(where={4: [0], 12: [1, 1], 22: [2, 2]})
    del state["options"]["quick_follow"]
    state["turn"] = {"action": None, "passed": False, "pending": {}, "queue": [], "redo": None}
    act(state, 0, {"t": "pass", "k": "trade"})
    assert tek.waiting_for(state) == {1, 2}
    assert keys(act(state, 2, {"t": "collect"})) == ["tek-ev-chosen"]
    assert tek.view(state, None)["options"]["quick_follow"] is True


@pytest.mark.parametrize(
    ("options", "quick"),
    [
        ({}, True),
        ({"quick_follow": None}, True),
        ({"quick_follow": False}, False),
        ({"quick_follow": True}, True),
    ],
)
def test_setup_keeps_the_option_as_given(options, quick) -> None:
    state = tek.setup(3, options, setup_rng(1))
    assert ("quick_follow" in state["options"]) == (options.get("quick_follow") is not None)
    assert ("pending" in state["turn"]) == quick and ("done" in state["turn"]) != quick
    assert tek.view(state, None)["options"]["quick_follow"] is quick
