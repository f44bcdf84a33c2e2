"""The round: collecting, the card, the end; and the follow step with the table option
``quick_follow`` (sealed choices, their resolution, a seat asked again). The follow step in
turn, the default, is in test_follow.py."""

from __future__ import annotations

import pytest
from tek_scenario import act, collect_round, game, keys, meeples, plain, res

from bot.engine.base import RuleError
from bot.games.tek.engine import ENGINE as tek

pytestmark = pytest.mark.usefixtures("cards")


def test_quick_followers_choose_at_once_and_the_choices_stay_sealed() -> None:
    state = game(where={4: [0], 12: [1, 1], 22: [2]}, res={1: (0, 0, 2), 2: (0, 0, 2)}, quick=True)
    act(state, 0, {"t": "build"})
    assert tek.waiting_for(state) == {1, 2}
    public = tek.view(state, None)
    other = tek.view(state, 1)
    events = act(state, 2, {"t": "build"})
    assert keys(events) == ["tek-ev-chosen"] and events[0].params == {"seat": 2}
    assert tek.waiting_for(state) == {1}
    assert tek.view(state, 2)["me"]["pending"] == {"t": "build"}
    assert tek.view(state, 1)["me"]["pending"] is None
    assert tek.view(state, None)["seats"][2]["chosen"]
    # nothing but the "chosen" flag changed for anybody else
    for before, after in ((public, tek.view(state, None)), (other, tek.view(state, 1))):
        after["seats"][2]["chosen"] = False
        after["waiting"] = before["waiting"]
        assert before == after
    assert state["seats"][2]["tower"] == 0  # not done before everybody chose
    with pytest.raises(RuleError) as error:
        tek.apply(state, 2, {"t": "collect"}, None)
    assert error.value.code == "tek-err-not-your-turn"
    events = act(state, 1, {"t": "collect"})
    assert keys(events)[:2] == ["tek-ev-chosen", "tek-ev-collect"]
    assert state["seats"][2]["tower"] == 1
    assert state["phase"] == "act" and state["leader"] == 1


def test_followers_do_the_leaders_action_or_collect() -> None:
    state = game(where={4: [0], 12: [1], 22: [2]}, res={1: (0, 0, 2)})
    act(state, 0, {"t": "build"})
    with pytest.raises(RuleError) as error:
        tek.apply(state, 1, {"t": "research"}, None)
    assert error.value.code == "tek-err-follow-kind"
    kinds = {a["t"] for a in tek.legal_actions(state, 1)}
    assert kinds == {"build", "collect"}


def test_quick_resolution_goes_clockwise_from_the_leaders_left() -> None:
    state = game(players=4, where={4: [0], 12: [1], 22: [2], 32: [3]}, leader=2, quick=True)
    for seat in (3, 0, 1):
        state["seats"][seat]["res"] = {"f": 0, "m": 0, "o": 1}
    act(state, 2, {"t": "build"})
    events = []
    for seat in (1, 0, 3):
        events += act(state, seat, {"t": "build"})
    order = [e.params["seat"] for e in events if e.key == "tek-ev-build"]
    assert order == [3, 0, 1]


def test_quick_a_follow_move_made_illegal_by_an_earlier_follower_is_asked_again() -> None:
    # Seats 1 and 2 both quest into empty region 6; seat 1 goes first with its last meeple,
    # and nobody may enter the region of another player's last meeple.
    state = game(where={4: [0, 0], 12: [1], 22: [2, 2]}, leader=0, quick=True)
    act(state, 0, {"t": "quest", "a": 4, "b": 26})
    act(state, 2, {"t": "quest", "a": 22, "b": 6})
    events = act(state, 1, {"t": "quest", "a": 12, "b": 6})
    assert keys(events) == ["tek-ev-chosen", "tek-ev-quest", "tek-ev-redo"]
    assert state["turn"]["redo"] == 2 and tek.waiting_for(state) == {2}
    legal = plain(tek.legal_actions(state, 2))
    assert {"t": "quest", "a": 22, "b": 6} not in legal and {"t": "collect"} in legal
    assert tek.view(state, 2)["redo"] == 2 and tek.view(state, None)["redo"] == 2
    with pytest.raises(RuleError):
        tek.apply(state, 2, {"t": "quest", "a": 22, "b": 6}, None)
    events = act(state, 2, {"t": "quest", "a": 22, "b": 3})
    assert keys(events)[0] == "tek-ev-quest" and meeples(state, 3) == [(2, False)]
    assert state["phase"] == "act" and state["leader"] == 1


def test_quick_a_war_during_the_resolution_pauses_it() -> None:
    state = game(
        where={4: [0, 0], 12: [1, 1], 22: [2, 2]}, res={2: (0, 0, 0)}, leader=0, quick=True
    )
    act(state, 0, {"t": "quest", "a": 4, "b": 26})
    act(state, 2, {"t": "collect"})
    act(state, 1, {"t": "quest", "a": 12, "b": 4})
    assert state["phase"] == "war" and state["war"]["resume"] == "queue"
    assert state["turn"]["queue"] == [2] and tek.waiting_for(state) == {0, 1}
    act(state, 0, {"t": "bid", "v": 0})
    events = act(state, 1, {"t": "bid", "v": 1, "f": 0, "m": 0, "o": 1})
    assert "tek-ev-war-won" in keys(events) and state["phase"] == "flee"
    events = act(state, 0, {"t": "perish"})
    # the war is over: seat 2's collect resolved, the round ended
    assert keys(events) == ["tek-ev-perish", "tek-ev-collect", "tek-ev-leader"]
    assert state["phase"] == "act"


@pytest.mark.parametrize(
    ("where", "fixed", "picks"),
    [
        ({1: [1], 2: [1, 1]}, (1, 0, 1), 0),  # plains (capital) food, mountains ore: one each
        ({3: [1], 6: [1], 7: [1]}, (0, 2, 1), 0),  # forest, mountains, forest
        ({5: [(1, True)], 4: [1]}, (1, 0, 0), 1),  # searching in ruins: a free pick
        ({5: [(1, False)], 4: [1]}, (1, 0, 0), 0),  # standing in ruins: nothing
        ({5: [(1, False), (1, True)], 4: [1]}, (1, 0, 0), 1),  # one pick per region
        ({4: [1]}, (1, 0, 0), 1),  # down to one meeple: one more pick
        ({5: [(1, True)]}, (0, 0, 0), 2),
    ],
)
def test_collect_yields_one_per_region_and_free_picks(where, fixed, picks) -> None:
    where = {**where, 14: [0], 22: [2, 2]}
    state = game(where=where, res={1: (0, 0, 0)})
    act(state, 0, {"t": "pass", "k": "trade"})
    collects = [a for a in tek.legal_actions(state, 1) if a["t"] == "collect"]
    f, m, o = fixed
    if picks == 0:
        assert collects == [{"t": "collect", "gain": {"f": f, "m": m, "o": o}}]
    else:
        assert len(collects) == (picks + 1) * (picks + 2) // 2
        assert all(a["f"] + a["m"] + a["o"] == picks for a in collects)
    assert tek.view(state, None)["seats"][1]["income"] == {"f": f, "m": m, "o": o, "picks": picks}
    choice = {"t": "collect", "f": 0, "m": picks, "o": 0} if picks else {"t": "collect"}
    listed = next(a for a in collects if plain([a]) == [choice])
    act(state, 1, choice)
    act(state, 2, {"t": "collect"})
    assert res(state, 1) == (f, m + picks, o)
    assert res(state, 1) == tuple(listed["gain"][r] for r in "fmo")  # the shown gain is real


def test_collect_must_name_exactly_the_free_picks_and_stops_at_nine() -> None:
    state = game(where={4: [1], 14: [0], 22: [2, 2]}, res={1: (8, 9, 0)})
    act(state, 0, {"t": "pass", "k": "trade"})
    for wrong in ({"t": "collect"}, {"t": "collect", "f": 1, "m": 1, "o": 0}):
        with pytest.raises(RuleError) as error:
            tek.apply(state, 1, wrong, None)
        assert error.value.code == "tek-err-picks"
    events = act(state, 1, {"t": "collect", "f": 0, "m": 1, "o": 0})
    act(state, 2, {"t": "collect"})
    assert res(state, 1) == (9, 9, 0)
    collected = [e.params for e in events if e.key == "tek-ev-collect" and e.params["seat"] == 1]
    assert [{k: p[k] for k in ("seat", "f", "m", "o", "total")} for p in collected] == [
        {"seat": 1, "f": 1, "m": 0, "o": 0, "total": 1}
    ]
    assert collected[0]["amounts"] == [
        {"key": "tek-amount", "params": {"n": 1, "res": {"key": "tek-res-f", "params": {}}}}
    ]


def play_round(state, leader_action=None) -> list:
    leader = state["leader"]
    events = act(state, leader, leader_action or {"t": "pass", "k": tek_kinds(state)[0]})
    return events + collect_round(state)


def tek_kinds(state) -> list[str]:
    return [
        k
        for k in ("patrol", "quest", "build", "research", "expand", "trade")
        if k not in state["shields"]
    ]


def test_the_card_clears_after_five_shields_and_the_tower_passes_clockwise() -> None:
    state = game(where={4: [0], 12: [1], 22: [2]}, leader=1)
    leaders = []
    for _ in range(6):
        leaders.append(state["leader"])
        events = play_round(state)
    assert leaders == [1, 2, 0, 1, 2, 0]
    assert state["round"] == 6 and state["shields"] == ["patrol"]
    assert "tek-ev-cleared" not in keys(events)


def test_with_five_players_the_next_but_one_seat_leads_after_a_clear() -> None:
    where = {4: [0], 12: [1], 22: [2], 32: [3], 42: [4]}
    state = game(players=5, where=where, leader=0)
    leaders = []
    for _ in range(7):
        leaders.append(state["leader"])
        play_round(state)
    assert leaders == [0, 1, 2, 3, 4, 1, 2]


def test_two_players_after_a_clear_just_pass_on() -> None:
    state = game(players=2, where={4: [0], 12: [1]}, leader=0)
    leaders = []
    for _ in range(6):
        leaders.append(state["leader"])
        play_round(state)
    assert leaders == [0, 1, 0, 1, 0, 1]


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"tower": 6}, "tek-ev-end-tower"),
        ({"magic": 5}, "tek-ev-end-magic"),
        (None, "tek-ev-end-meeples"),
    ],
)
def test_an_end_condition_ends_the_game_when_the_fifth_shield_round_is_over(change, why) -> None:
    where = {4: [0], 12: [1], 22: [2]}
    if change is None:
        where.update({1: [0, 0], 2: [0, 0], 3: [0, 0]})
    state = game(where=where, leader=0)
    if change:
        state["seats"][0].update(change)
    state["shields"] = ["patrol", "quest"]
    events = play_round(state)
    assert why in keys(events) and state["ending"]
    events = play_round(state)
    assert "tek-ev-game-over" not in keys(events) and len(state["shields"]) == 4
    events = play_round(state)
    assert keys(events)[-1] == "tek-ev-game-over" and state["phase"] == "over"
    over = events[-1].params
    assert over["winner"] == state["result"]["winners"] and over["count"] == len(over["winner"])
    assert tek.result(state) is not None and tek.waiting_for(state) == set()
    assert tek.legal_actions(state, 0) == []
    with pytest.raises(RuleError) as error:
        tek.apply(state, 0, {"t": "build"}, None)
    assert error.value.code == "tek-err-game-over"


def test_an_end_condition_met_on_the_fifth_shield_round_ends_the_game_at_once() -> None:
    state = game(where={4: [0], 12: [1], 22: [2]}, res={0: (0, 0, 6)}, leader=0)
    state["seats"][0]["tower"] = 5
    state["shields"] = ["patrol", "quest", "research", "expand"]
    events = play_round(state, {"t": "build"})
    assert "tek-ev-end-tower" in keys(events) and keys(events)[-1] == "tek-ev-game-over"
