"""The six actions, pass, and the limits of entering a region."""

from __future__ import annotations

import pytest
from tek_scenario import act, game, keys, meeples, res

from bot.engine.base import RuleError
from bot.games.tek.engine import ENGINE as tek

pytestmark = pytest.mark.usefixtures("cards")


def refused(state, seat, action) -> str:
    before = tek.view(state, None)
    with pytest.raises(RuleError) as error:
        tek.apply(state, seat, action, None)
    assert tek.view(state, None) == before, "a refused move changed the state"
    return error.value.code


def test_patrol_moves_one_standing_meeple_over_a_land_border() -> None:
    state = game(where={4: [0, 0], 12: [1], 22: [2]})
    events = act(state, 0, {"t": "patrol", "a": 4, "b": 6})
    assert meeples(state, 4) == [(0, False)] and meeples(state, 6) == [(0, False)]
    assert keys(events) == ["tek-ev-patrol"]
    assert state["shields"] == ["patrol"] and state["phase"] == "follow"
    assert tek.waiting_for(state) == {1}  # the followers are asked in turn, from the left


@pytest.mark.parametrize(
    ("start", "target", "code"),
    [
        (1, 3, "tek-err-river"),
        (2, 5, "tek-err-cliff"),
        (1, 6, "tek-err-not-adjacent"),
        (1, 11, "tek-err-not-adjacent"),  # another card: that is a quest
        (3, 4, "tek-err-no-meeple"),
        (1, 99, "tek-err-region"),
    ],
)
def test_patrol_refusals(start, target, code) -> None:
    state = game(where={1: [0], 2: [0], 12: [1], 22: [2]})
    assert refused(state, 0, {"t": "patrol", "a": start, "b": target}) == code


def test_entering_ruins_lays_the_meeple_down_and_it_cannot_move_until_stood_up() -> None:
    state = game(where={4: [0, 0], 12: [1], 22: [2]})
    act(state, 0, {"t": "patrol", "a": 4, "b": 5})
    assert meeples(state, 5) == [(0, True)]
    moves = tek.legal_actions(state, 1)  # follower seat 1 may follow the patrol
    assert {"t": "patrol", "a": 12, "b": 14} in moves
    state = game(where={5: [(0, True)], 4: [0], 12: [1], 22: [2]})
    assert refused(state, 0, {"t": "patrol", "a": 5, "b": 4}) == "tek-err-no-meeple"
    assert refused(state, 0, {"t": "quest", "a": 5, "b": 14}) == "tek-err-no-meeple"
    assert {"t": "patrol", "up": 5} in tek.legal_actions(state, 0)
    events = act(state, 0, {"t": "patrol", "up": 5})
    assert keys(events) == ["tek-ev-stand"] and meeples(state, 5) == [(0, False)]
    assert refused(game(where={4: [0, 0], 12: [1], 22: [2]}), 0, {"t": "patrol", "up": 4}) == (
        "tek-err-no-searching"
    )


def test_quest_goes_to_another_card_never_through_a_sealed_region() -> None:
    state = game(where={4: [0], 7: [0], 12: [1], 22: [2]})
    assert refused(state, 0, {"t": "quest", "a": 4, "b": 6}) == "tek-err-same-card"
    assert refused(state, 0, {"t": "quest", "a": 7, "b": 13}) == "tek-err-sealed"
    assert refused(state, 0, {"t": "quest", "a": 4, "b": 17}) == "tek-err-sealed"
    quests = [a for a in tek.legal_actions(state, 0) if a["t"] == "quest"]
    assert quests and all(a["a"] == 4 and a["b"] // 10 != 0 and a["b"] % 10 != 7 for a in quests)
    act(state, 0, {"t": "quest", "a": 4, "b": 26})
    assert meeples(state, 26) == [(0, False)]


def test_at_most_two_meeples_of_a_colour_in_a_region() -> None:
    state = game(where={4: [0, 0], 6: [0], 12: [1], 22: [2]})
    assert refused(state, 0, {"t": "patrol", "a": 6, "b": 4}) == "tek-err-stack"


def test_nobody_enters_the_region_of_another_players_last_meeple() -> None:
    state = game(where={4: [0, 0], 6: [1], 22: [2, 2]})
    assert refused(state, 0, {"t": "patrol", "a": 4, "b": 6}) == "tek-err-last-meeple"


def test_a_region_with_two_colours_admits_no_third() -> None:
    state = game(where={4: [0, 0], 6: [1, 2], 12: [1], 22: [2]})
    state["alliances"] = [[1, 2]]
    assert refused(state, 0, {"t": "patrol", "a": 4, "b": 6}) == "tek-err-third-colour"


def test_a_last_meeple_may_not_start_a_war_but_may_move() -> None:
    state = game(where={4: [0], 6: [1, 1], 22: [2]})
    assert refused(state, 0, {"t": "patrol", "a": 4, "b": 6}) == "tek-err-last-attack"
    act(state, 0, {"t": "patrol", "a": 4, "b": 2})
    assert meeples(state, 2) == [(0, False)]


def test_a_new_mix_of_two_colours_starts_a_war() -> None:
    state = game(where={4: [0, 0], 6: [1], 12: [1], 22: [2]})
    events = act(state, 0, {"t": "patrol", "a": 4, "b": 6})
    assert keys(events) == ["tek-ev-patrol", "tek-ev-war"]
    assert events[-1].params == {"attacker": 0, "defender": 1, "region": 6}
    assert state["phase"] == "war" and state["war"]["resume"] == "follow"
    assert tek.waiting_for(state) == {0, 1}


@pytest.mark.parametrize(("ore", "ok"), [(1, True), (0, False)])
def test_build_pays_the_tower_card_cost(ore, ok) -> None:
    state = game(where={4: [0], 12: [1], 22: [2]}, res={0: (0, 0, ore)})
    if not ok:
        assert refused(state, 0, {"t": "build"}) == "tek-err-ore"
        return
    events = act(state, 0, {"t": "build"})
    assert events[0].params == {"seat": 0, "level": 1, "cost": 1}
    assert state["seats"][0]["tower"] == 1 and res(state, 0) == (0, 0, 0)


def test_build_and_research_stop_at_the_top() -> None:
    state = game(where={4: [0], 12: [1], 22: [2]}, res={0: (0, 9, 9)})
    state["seats"][0].update(tower=6, magic=5)
    assert refused(state, 0, {"t": "build"}) == "tek-err-tower-top"
    assert refused(state, 0, {"t": "research"}) == "tek-err-magic-top"


def test_research_pays_the_factions_magic_track() -> None:
    state = game(where={4: [0], 12: [1], 22: [2]}, res={0: (0, 3, 0)})
    state["seats"][0]["magic"] = 1  # plain faction: level 2 costs 2
    events = act(state, 0, {"t": "research"})
    assert events[0].params == {"seat": 0, "level": 2, "cost": 2}
    assert res(state, 0) == (0, 1, 0)
    state = game(where={4: [0], 12: [1], 22: [2]}, res={0: (0, 1, 0)})
    state["seats"][0]["magic"] = 1
    assert refused(state, 0, {"t": "research"}) == "tek-err-mana"


def test_expand_costs_meeples_plus_one_and_joins_a_lone_meeple() -> None:
    state = game(where={4: [0], 6: [0, 0], 12: [1], 22: [2]}, res={0: (4, 0, 0)})
    assert refused(state, 0, {"t": "expand", "r": 6}) == "tek-err-expand-region"
    assert refused(state, 0, {"t": "expand", "r": 1}) == "tek-err-expand-region"
    assert [a for a in tek.legal_actions(state, 0) if a["t"] == "expand"] == [
        {"t": "expand", "r": 4}
    ]
    events = act(state, 0, {"t": "expand", "r": 4})
    assert events[0].params == {"seat": 0, "region": 4, "cost": 4}
    assert meeples(state, 4) == [(0, False), (0, False)] and res(state, 0) == (0, 0, 0)
    state = game(where={4: [0], 12: [1], 22: [2]}, res={0: (1, 0, 0)})
    assert refused(state, 0, {"t": "expand", "r": 4}) == "tek-err-food"


def test_expand_into_ruins_lays_the_new_meeple_down_and_seven_is_the_limit() -> None:
    state = game(where={5: [0], 12: [1], 22: [2]}, res={0: (9, 0, 0)})
    act(state, 0, {"t": "expand", "r": 5})
    assert meeples(state, 5) == [(0, True), (0, True)]
    state = game(where={1: [0, 0], 2: [0, 0], 3: [0, 0], 4: [0], 12: [1], 22: [2]})
    state["seats"][0]["res"]["f"] = 9
    assert refused(state, 0, {"t": "expand", "r": 4}) == "tek-err-no-supply"


def test_trade_is_one_for_one_and_stays_on_the_track() -> None:
    state = game(where={4: [0], 12: [1], 22: [2]}, res={0: (5, 8, 0)})
    events = act(state, 0, {"t": "trade", "g": "f", "w": "o", "n": 4})
    assert res(state, 0) == (1, 8, 4) and keys(events) == ["tek-ev-trade"]
    state = game(where={4: [0], 12: [1], 22: [2]}, res={0: (5, 8, 0)})
    assert refused(state, 0, {"t": "trade", "g": "f", "w": "m", "n": 2}) == "tek-err-trade-cap"
    assert refused(state, 0, {"t": "trade", "g": "o", "w": "m", "n": 1}) == "tek-err-trade-amount"
    assert refused(state, 0, {"t": "trade", "g": "f", "w": "f", "n": 1}) == "tek-err-bad-action"
    trades = [a for a in tek.legal_actions(state, 0) if a["t"] == "trade"]
    # f->m 1; f->o 1..5; m->f 1..4; m->o 1..8
    assert len(trades) == 1 + 5 + 4 + 8


def test_pass_places_the_shield_and_does_nothing_but_others_may_follow() -> None:
    state = game(where={4: [0], 12: [1], 22: [2]}, res={1: (0, 0, 1)})
    before = res(state, 0)
    events = act(state, 0, {"t": "pass", "k": "build"})
    assert keys(events) == ["tek-ev-pass"] and res(state, 0) == before
    assert state["shields"] == ["build"] and state["turn"]["passed"]
    assert {"t": "build"} in tek.legal_actions(state, 1)


def test_a_used_action_cannot_be_chosen_again_until_the_card_clears() -> None:
    state = game(where={4: [0], 12: [1], 22: [2]})
    state["shields"] = ["build"]
    assert refused(state, 0, {"t": "build"}) == "tek-err-used"
    assert refused(state, 0, {"t": "pass", "k": "build"}) == "tek-err-used"
    assert not [
        a for a in tek.legal_actions(state, 0) if a["t"] == "build" or a.get("k") == "build"
    ]


def test_only_the_seats_waited_for_may_act() -> None:
    state = game(where={4: [0], 12: [1], 22: [2]})
    assert refused(state, 1, {"t": "build"}) == "tek-err-not-your-turn"
    assert tek.legal_actions(state, 1) == []
    assert refused(state, 0, {"t": "bid", "v": 0}) == "tek-err-wrong-phase"
