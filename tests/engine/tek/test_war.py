"""War: exact bids, the reveal, white flags, alliances and their breaking, flight, rescue,
the Lost Kingdom, and the secrecy of bids."""

from __future__ import annotations

import json

import pytest
from tek_scenario import act, game, give, keys, meeples, res

from bot.engine.base import RuleError
from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.engine.bids import bid_actions

pytestmark = pytest.mark.usefixtures("cards")

BASE = {4: [0, 0], 6: [1, 1], 22: [2, 2]}


def war_game(res_=None, players=3, where=None) -> dict:
    """Seat 0 (two meeples at 4) attacks seat 1 (two meeples at 6)."""
    state = game(players=players, where=where or BASE, res=res_)
    act(state, 0, {"t": "patrol", "a": 4, "b": 6})
    assert state["phase"] == "war"
    return state


def bid(value, f=0, m=0, o=0) -> dict:
    return {"t": "bid", "v": value, "f": f, "m": m, "o": o} if value else {"t": "bid", "v": 0}


def values(actions) -> list[int]:
    return sorted({a["v"] for a in actions})


def test_bids_are_exact_payments_of_mana_two_and_ore_one() -> None:
    state = war_game({0: (5, 3, 0), 1: (0, 2, 3)})
    assert values(tek.legal_actions(state, 0)) == [0, 2, 4, 6]  # no odd value without ore
    listed = tek.legal_actions(state, 1)
    assert values(listed) == [0, 1, 2, 3, 4, 5, 6, 7]
    assert [a for a in listed if a["v"] == 2] == [bid(2, o=2), bid(2, m=1)]
    assert [a for a in listed if a["v"] == 7] == [bid(7, m=2, o=3)]
    with pytest.raises(RuleError) as error:
        tek.apply(state, 0, bid(5, m=2), None)
    assert error.value.code == "tek-err-bid-payment"
    with pytest.raises(RuleError) as error:
        tek.apply(state, 0, bid(2, f=2, m=1), None)  # food is worth nothing in war
    assert error.value.code == "tek-err-bid-payment"
    with pytest.raises(RuleError) as error:
        tek.apply(state, 0, {"t": "bid", "v": 12}, None)
    assert error.value.code == "tek-err-bid-value"


def test_a_bid_without_its_payment_means_the_first_listed_one() -> None:
    state = war_game({0: (0, 2, 3), 1: (0, 0, 0)})
    act(state, 0, {"t": "bid", "v": 2})
    assert state["war"]["bids"]["0"] == {"v": 2, "f": 0, "m": 0, "o": 2}
    with pytest.raises(RuleError) as error:
        tek.apply(state, 0, bid(1, o=1), None)
    assert error.value.code == "tek-err-not-your-turn"


def test_bids_never_pass_eleven() -> None:
    state = war_game({0: (0, 9, 9)})
    assert values(tek.legal_actions(state, 0))[-1] == 11


@pytest.mark.parametrize(
    ("attack", "defend", "winner"),
    [
        (bid(3, o=1, m=1), bid(2, m=1), 0),
        (bid(2, m=1), bid(2, m=1), 1),  # a tie goes to the defender
        (bid(1, o=1), bid(3, o=1, m=1), 1),
    ],
)
def test_the_higher_bid_wins_and_both_pay(attack, defend, winner) -> None:
    state = war_game({0: (3, 2, 2), 1: (3, 2, 2)})
    events = act(state, 1, defend)
    assert keys(events) == ["tek-ev-bid"] and events[0].params == {"seat": 1}
    events = act(state, 0, attack)
    reveal = events[1]
    assert reveal.key == "tek-ev-reveal"
    assert reveal.params == {
        "attacker": 0,
        "defender": 1,
        "region": 6,
        "attack": attack["v"],
        "defend": defend["v"],
    }
    assert [e.params["seat"] for e in events if e.key == "tek-ev-paid"] == [0, 1]
    won = next(e for e in events if e.key == "tek-ev-war-won")
    assert won.params == {"winner": winner, "loser": 1 - winner, "region": 6}
    for seat, paid in ((0, attack), (1, defend)):
        assert res(state, seat) == (3, 2 - paid["m"], 2 - paid["o"])
    assert state["last_war"] == {
        "region": 6, "attacker": 0, "defender": 1,
        "values": [attack["v"], defend["v"]], "winner": winner, "allied": False,
    }  # fmt: skip


def test_a_lone_white_flag_loses_and_pays_nothing() -> None:
    state = war_game({0: (0, 2, 2), 1: (0, 2, 2)})
    act(state, 0, bid(0))
    events = act(state, 1, bid(3, o=1, m=1))
    assert res(state, 0) == (0, 2, 2) and res(state, 1) == (0, 1, 1)
    assert next(e for e in events if e.key == "tek-ev-war-won").params["winner"] == 1
    # the attacker cannot afford to flee (food 0 < 2 meeples): its meeple is lost
    assert "tek-ev-lost" in keys(events) and meeples(state, 6) == [(1, False), (1, False)]
    assert state["phase"] == "follow"


def test_two_white_flags_make_an_alliance_that_shares_the_region() -> None:
    state = war_game()
    act(state, 0, bid(0))
    events = act(state, 1, bid(0))
    assert "tek-ev-alliance" in keys(events) and state["alliances"] == [[0, 1]]
    assert meeples(state, 6) == [(0, False), (1, False), (1, False)]
    assert res(state, 0) == (3, 2, 1) and state["last_war"]["winner"] is None
    assert state["phase"] == "follow"


def test_with_two_players_two_white_flags_are_a_defenders_win() -> None:
    state = war_game(players=2, where={4: [0, 0], 6: [1, 1]})
    act(state, 0, bid(0))
    events = act(state, 1, bid(0))
    assert state["alliances"] == [] and "tek-ev-alliance" not in keys(events)
    assert next(e for e in events if e.key == "tek-ev-war-won").params["winner"] == 1


# Ruling 7 with a "win tied wars" power (tie_win): "戰力大者贏得此次戰爭…若平手則為守方勝" is a
# contest of values; two white flags are the seed's offer of peace ("同時選擇白旗以建立同盟"),
# not a tie of strength, so tie_win never turns them. (players, attacker's tie_win, attack,
# defend, winner: None for an alliance)
WHITE_FLAG_CASES = [
    (2, False, 0, 0, 1),  # no alliances with two players: the region stays the defender's
    (2, True, 0, 0, 1),  # tie_win does not apply to two white flags
    (2, True, 2, 2, 0),  # it does to equal values above 0
    (2, False, 2, 2, 1),
    (3, True, 0, 0, None),  # with three players two white flags ally, tie_win or not
    (3, True, 2, 2, 0),
]


@pytest.mark.parametrize(("players", "tie_win", "attack", "defend", "winner"), WHITE_FLAG_CASES)
def test_two_white_flags_are_never_a_tie_a_faction_power_wins(
    players, tie_win, attack, defend, winner
) -> None:
    where = {4: [0, 0], 6: [1, 1]} if players == 2 else BASE
    state = war_game({0: (0, 0, 2), 1: (0, 0, 2)}, players=players, where=where)
    if tie_win:
        give(state, 0, {"kind": "tie_win"})
    act(state, 0, bid(attack, o=attack))
    events = act(state, 1, bid(defend, o=defend))
    assert state["last_war"]["winner"] == winner
    won = [e.params["winner"] for e in events if e.key == "tek-ev-war-won"]
    assert won == ([] if winner is None else [winner])
    assert state["alliances"] == ([[0, 1]] if winner is None else [])
    paid = 2 - attack, 2 - defend  # a white flag pays nothing
    assert res(state, 0)[2] == paid[0] and res(state, 1)[2] == paid[1]


def test_a_war_between_allies_breaks_the_alliance_everywhere() -> None:
    where = {1: [0, 1], 2: [0, 1, 1], 4: [0], 6: [1], 22: [2, 2]}
    state = game(where=where, res={0: (0, 2, 2), 1: (0, 0, 0)})
    state["alliances"] = [[0, 1]]
    act(state, 0, {"t": "patrol", "a": 4, "b": 6})
    assert state["war"]["allied"]
    act(state, 1, bid(0))
    events = act(state, 0, bid(1, o=1))
    assert "tek-ev-alliance-broken" in keys(events) and state["alliances"] == []
    lost = [(e.params["region"], e.params["n"]) for e in events if e.key == "tek-ev-lost"]
    assert sorted(lost) == [(1, 1), (2, 2), (6, 1)]
    # seat 1 had nothing else: one meeple is saved in the nearest empty region (3, over land)
    rescued = next(e for e in events if e.key == "tek-ev-rescued")
    assert rescued.params == {"seat": 1, "region": 3} and meeples(state, 3) == [(1, False)]


def test_allies_that_white_flag_again_stay_allies() -> None:
    where = {1: [0, 1], 4: [0], 6: [1, 1], 22: [2, 2]}
    state = game(where=where)
    state["alliances"] = [[0, 1]]
    act(state, 0, {"t": "patrol", "a": 4, "b": 6})
    act(state, 1, bid(0))
    events = act(state, 0, bid(0))
    assert "tek-ev-alliance-kept" in keys(events) and state["alliances"] == [[0, 1]]


def test_the_loser_may_flee_next_door_for_food_equal_to_its_meeples() -> None:
    where = {4: [0, 0], 6: [1, 1], 3: [2], 22: [2]}
    state = war_game({0: (0, 2, 2), 1: (4, 0, 0)}, where=where)
    act(state, 1, bid(0))
    act(state, 0, bid(1, o=1))
    assert state["phase"] == "flee" and state["flee"] == {"seat": 1, "region": 6, "cost": 2}
    # 3 holds seat 2 (a war), 4 holds seat 0 (a war): only 7 is left
    assert tek.legal_actions(state, 1) == [{"t": "flee", "r": 7}, {"t": "perish"}]
    with pytest.raises(RuleError) as error:
        tek.apply(state, 1, {"t": "flee", "r": 3}, None)
    assert error.value.code == "tek-err-flee-region"
    events = act(state, 1, {"t": "flee", "r": 7})
    assert events[0].params == {"seat": 1, "from": 6, "to": 7, "cost": 2}
    assert meeples(state, 7) == [(1, False), (1, False)] and res(state, 1) == (2, 0, 0)
    assert meeples(state, 6) == [(0, False)] and state["phase"] == "follow"


def test_a_loser_that_cannot_pay_or_has_nowhere_to_go_loses_its_meeples() -> None:
    state = war_game({0: (0, 2, 2), 1: (1, 0, 0)})
    act(state, 1, bid(0))
    events = act(state, 0, bid(1, o=1))
    assert "tek-ev-lost" in keys(events) and state["phase"] == "follow"
    assert meeples(state, 6) == [(0, False)]


def test_free_flight_costs_nothing(cards) -> None:
    state = game(where=BASE, res={0: (0, 2, 2), 1: (0, 0, 0)})
    give(state, 1, {"kind": "free_flight"})
    act(state, 0, {"t": "patrol", "a": 4, "b": 6})
    act(state, 1, bid(0))
    act(state, 0, bid(1, o=1))
    assert state["flee"]["cost"] == 0
    act(state, 1, {"t": "flee", "r": 3})
    assert meeples(state, 3) == [(1, False), (1, False)]


def test_perishing_with_the_last_meeples_rescues_one_to_the_nearest_empty_region() -> None:
    where = {4: [0, 0], 6: [1, 1], 3: [2], 22: [2]}
    state = war_game({0: (0, 2, 2), 1: (4, 0, 0)}, where=where)
    act(state, 1, bid(0))
    act(state, 0, bid(1, o=1))
    events = act(state, 1, {"t": "perish"})
    assert keys(events)[:2] == ["tek-ev-perish", "tek-ev-rescued"]
    assert events[1].params == {"seat": 1, "region": 7}  # 3 and 4 are taken, 7 is next
    assert meeples(state, 7) == [(1, False)]


def test_bids_stay_secret_until_both_are_in() -> None:
    state = war_game({0: (3, 2, 2), 1: (3, 2, 2)})
    public, seat2 = tek.view(state, None), tek.view(state, 2)
    events = act(state, 0, bid(4, m=2))
    assert all("4" not in json.dumps(e.params) and e.public for e in events)
    assert tek.view(state, 0)["me"]["bid"] == {"v": 4, "f": 0, "m": 2, "o": 0}
    assert tek.view(state, 1)["me"]["bid"] is None
    for before, viewer in ((public, None), (seat2, 2)):
        after = tek.view(state, viewer)
        assert after["war"]["bid"] == [0]
        after["war"]["bid"] = []
        after["waiting"] = before["waiting"]
        assert after == before
    assert tek.waiting_for(state) == {1}


def test_attacking_a_neutral_needs_a_bid_above_the_neutrals_left() -> None:
    where = {4: [0, 0], 5: [0], 12: [1, 1]}
    state = game(players=2, where=where, res={0: (0, 4, 0)})
    # seven neutrals are left: 8 points needed, 4 mana make 8
    quests = [a for a in tek.legal_actions(state, 0) if a["t"] == "quest" and a["b"] // 10 == 2]
    assert {"t": "quest", "a": 4, "b": 21, "war": -1} in quests  # the war shown beforehand
    act(state, 0, {"t": "quest", "a": 4, "b": 21})
    assert tek.waiting_for(state) == {0}
    assert tek.legal_actions(state, 0) == [bid(8, m=4)]
    with pytest.raises(RuleError) as error:
        tek.apply(state, 0, bid(0), None)
    assert error.value.code == "tek-err-bid-neutral"
    events = act(state, 0, bid(8, m=4))
    assert keys(events) == [
        "tek-ev-bid",
        "tek-ev-reveal-neutral",
        "tek-ev-paid",
        "tek-ev-neutral-defeated",
    ]
    assert meeples(state, 21) == [(0, False)] and state["seats"][0]["kills"] == 1
    state = game(players=2, where=where, res={0: (0, 3, 1)})
    with pytest.raises(RuleError) as error:
        tek.apply(state, 0, {"t": "quest", "a": 4, "b": 21}, None)
    assert error.value.code == "tek-err-neutral-cost"


def test_listed_bids_include_every_affordable_value(cards) -> None:
    state = war_game({0: (4, 1, 1)})
    give(state, 0, {"kind": "war_rate", "res": "f", "n": 1})
    listed = bid_actions(state, 0, "attack", 0)
    assert values(listed) == list(range(8))
    # the payment with most ore (food fills up) and the one with most mana, for 3 points
    assert [a for a in listed if a["v"] == 3] == [bid(3, f=2, o=1), bid(3, m=1, o=1)]
    assert [a for a in listed if a["v"] == 7] == [bid(7, f=4, m=1, o=1)]
    state["seats"][0]["res"] = {"f": 5, "m": 0, "o": 0}
    assert [a for a in bid_actions(state, 0, "attack", 0) if a["v"] == 3] == [bid(3, f=3)]


def test_a_rescue_with_no_empty_region_on_the_card_goes_to_the_lowest_empty_one() -> None:
    where = {4: [0, 0], 6: [1, 1], 1: [2], 2: [2], 3: [2], 5: [(2, True)], 7: [2], 22: [2, 2]}
    where[12] = [0]
    state = war_game({0: (0, 2, 2), 1: (0, 0, 0)}, where=where)
    act(state, 1, bid(0))
    events = act(state, 0, bid(1, o=1))
    rescued = next(e for e in events if e.key == "tek-ev-rescued")
    assert rescued.params == {"seat": 1, "region": 11}
