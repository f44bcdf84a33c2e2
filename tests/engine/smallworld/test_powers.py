"""One test per special power, with what becomes of it in decline."""

import pytest
from sw_scenario import Dice, act, begin, finish_turn, give, keys, new_game, tokens

from bot.engine.base import Action, RuleError
from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.conquest import conquest_cost
from bot.games.smallworld.engine.state import State, region


def refused(state: State, seat: int, action: Action) -> str:
    with pytest.raises(RuleError) as error:
        act(state, seat, action)
    return error.value.code


def kinds(state: State, seat: int = 0) -> set[str]:
    return {action["t"] for action in sw.legal_actions(state, seat)}


def decline_now(state: State, seat: int = 0) -> int:
    """Start the seat's turn and go into decline; returns the coins that turn scored."""
    begin(state, seat)
    before = state["seats"][seat]["coins"]
    act(state, seat, {"t": "decline"})
    return state["seats"][seat]["coins"] - before


def test_alchemist_two_coins_a_turn_while_active() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 1, 2: 1})
    begin(state, 0)
    assert finish_turn(state, 0) == 2 + 2
    assert decline_now(state) == 2


def test_berserk_rolls_before_choosing() -> None:
    state = new_game()
    give(state, 0, "ratmen", "berserk", {1: 1}, hand=3)
    give(state, 1, "orcs", "hill", {2: 2, 16: 1})
    begin(state, 0)
    assert "roll" not in kinds(state)  # the die is used before, not as a final conquest
    assert conquest_cost(state, 0, 2) == 4
    events = act(state, 0, {"t": "berserk"}, Dice(2))
    assert keys(events) == ["sw-berserk-roll"] and sw.view(state, None)["berserk"] == 2
    assert conquest_cost(state, 0, 2) == 2
    assert {"t": "conquer", "r": 2, "c": 2} in sw.legal_actions(state, 0)
    assert refused(state, 0, {"t": "berserk"}) == "sw-err-berserk-rolled"
    act(state, 0, {"t": "conquer", "r": 2})
    assert tokens(state, 2) == 2 and state["turn_state"]["berserk"] is None
    assert conquest_cost(state, 0, 3) == 2  # the next conquest needs a new roll
    assert refused(state, 0, {"t": "roll", "r": 3}) == "sw-err-berserk-roll"


def test_berserk_badge_is_discarded_in_decline() -> None:
    state = new_game()
    give(state, 0, "ratmen", "berserk", {1: 1})
    decline_now(state)
    assert state["seats"][0]["declined"][0]["power"] is None
    assert "berserk" in state["power_discard"] + state["power_stack"] + [
        combo["power"] for combo in state["market"]
    ]


def test_bivouacking_encampments_defend_and_move_at_each_redeployment() -> None:
    state = new_game()
    give(state, 0, "ratmen", "bivouacking", {1: 2, 2: 2})
    begin(state, 0)
    act(state, 0, {"t": "end"})
    assert refused(state, 0, {"t": "camp", "n": {"1": 4, "2": 2}}) == "sw-err-camp-count"
    assert refused(state, 0, {"t": "camp", "n": {"3": 1}}) == "sw-err-not-yours"
    act(state, 0, {"t": "camp", "n": {"1": 3, "2": 2}})
    assert "camp" not in kinds(state)
    act(state, 0, {"t": "end"})
    give(state, 1, "sorcerers", "hill", {3: 1}, hand=6)
    begin(state, 1)
    assert conquest_cost(state, 1, 2) == 2 + 2 + 2
    begin(state, 0)
    act(state, 0, {"t": "end"})
    act(state, 0, {"t": "camp", "n": {"2": 5}})  # moved
    assert region(state, 1)["camp"] == 0 and region(state, 2)["camp"] == 5
    act(state, 0, {"t": "end"})
    assert decline_now(state) == 2
    assert region(state, 2)["camp"] == 0


def test_encampments_stop_the_sorcerers() -> None:
    state = new_game()
    give(state, 0, "ratmen", "bivouacking", {2: 1, 16: 1})
    region(state, 2)["camp"] = 1
    give(state, 1, "sorcerers", "hill", {1: 1})
    begin(state, 1)
    assert refused(state, 1, {"t": "convert", "r": 2}) == "sw-err-protected"


def test_commando_one_less_and_gone_in_decline() -> None:
    state = new_game()
    give(state, 0, "ratmen", "commando", {1: 1}, hand=5)
    begin(state, 0)
    assert conquest_cost(state, 0, 2) == 1
    state2 = new_game()
    give(state2, 0, "ratmen", None, {1: 1}, declined=True)
    give(state2, 0, "ghouls", "commando", {16: 1}, hand=4)
    begin(state2, 0)
    act(state2, 0, {"t": "decline"})
    assert state2["seats"][0]["declined"][-1]["power"] is None


def test_diplomat_makes_peace_with_someone_not_attacked() -> None:
    state = new_game(players=3)
    give(state, 0, "ratmen", "diplomat", {1: 1}, hand=5)
    give(state, 1, "orcs", "hill", {2: 1, 16: 1})
    give(state, 2, "elves", "forest", {13: 1}, hand=5)
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})
    act(state, 0, {"t": "end"})
    allies = [a["s"] for a in sw.legal_actions(state, 0) if a["t"] == "ally"]
    assert allies == [2]  # seat 1 was attacked this turn
    assert refused(state, 0, {"t": "ally", "s": 1}) == "sw-err-ally-target"
    events = act(state, 0, {"t": "ally", "s": 2})
    assert events[0].params == {"seat": 0, "ally": 2}
    finish_turn(state, 0)
    begin(state, 2)
    region(state, 9).update(owner=0, race="ratmen", tokens=1)
    state["box"]["ratmen"] -= 1
    assert refused(state, 2, {"t": "conquer", "r": 9}) == "sw-err-peace"
    begin(state, 0)  # the peace lasts until the Diplomat's next turn
    assert state["seats"][0]["ally"] is None


def test_dragon_master_takes_a_region_with_one_token_and_guards_it() -> None:
    state = new_game()
    dragon = give(state, 0, "ratmen", "dragon_master", {1: 1}, hand=3)
    give(state, 1, "orcs", "hill", {2: 4, 16: 1})
    begin(state, 0)
    act(state, 0, {"t": "dragon", "r": 2})
    assert region(state, 2)["dragon"] == 1 and tokens(state, 2) == 1 and dragon["hand"] == 2
    assert refused(state, 0, {"t": "dragon", "r": 3}) == "sw-err-dragon-used"
    finish_turn(state, 0)
    act(state, 1, sw.legal_actions(state, 1)[0])  # the Orcs place the tokens they got back
    assert refused(state, 1, {"t": "conquer", "r": 2}) == "sw-err-protected"
    begin(state, 0)
    act(state, 0, {"t": "dragon", "r": 3})  # the dragon moves on
    assert region(state, 2)["dragon"] == 0 and region(state, 3)["dragon"] == 1
    finish_turn(state, 0)
    assert decline_now(state) == 3
    assert not any(region(state, rid)["dragon"] for rid in range(1, 17))


def test_flying_reaches_any_land_region() -> None:
    state = new_game(terrain={11: "lake"})
    give(state, 0, "ratmen", "flying", {1: 1}, hand=5)
    begin(state, 0)
    targets = {a["r"] for a in sw.legal_actions(state, 0) if a["t"] == "conquer"}
    assert targets == set(range(2, 17)) - {11}


def test_forest_hill_swamp_pay_for_their_terrain_while_active() -> None:
    for power, terrain in (("forest", "forest"), ("hill", "hill"), ("swamp", "swamp")):
        state = new_game(terrain={1: terrain, 2: terrain})
        give(state, 0, "ratmen", power, {1: 1, 2: 1, 3: 1})
        begin(state, 0)
        assert finish_turn(state, 0) == 3 + 2, power
        assert decline_now(state) == 3, power


def test_fortified_one_fortress_a_turn_defence_kept_in_decline() -> None:
    state = new_game()
    give(state, 0, "ratmen", "fortified", {1: 2, 2: 1})
    begin(state, 0)
    act(state, 0, {"t": "end"})
    assert {a["r"] for a in sw.legal_actions(state, 0) if a["t"] == "fortress"} == {1, 2}
    act(state, 0, {"t": "fortress", "r": 1})
    assert refused(state, 0, {"t": "fortress", "r": 2}) == "sw-err-fortress-placed"
    before = state["seats"][0]["coins"]
    act(state, 0, {"t": "end"})
    assert state["seats"][0]["coins"] - before == 2 + 1
    begin(state, 0)
    act(state, 0, {"t": "end"})
    assert refused(state, 0, {"t": "fortress", "r": 1}) == "sw-err-fortress-there"
    act(state, 0, {"t": "end"})
    assert decline_now(state) == 2  # no fortress coin in decline
    assert region(state, 1)["fortress"] == 1
    give(state, 1, "orcs", "hill", {5: 1}, hand=8)
    begin(state, 1)
    assert conquest_cost(state, 1, 1) == 2 + 1 + 1


def test_fortified_has_six_fortresses() -> None:
    state = new_game()
    give(state, 0, "ratmen", "fortified", {rid: 1 for rid in range(1, 8)})
    for rid in range(1, 7):
        region(state, rid)["fortress"] = 1
    begin(state, 0)
    act(state, 0, {"t": "end"})
    assert "fortress" not in kinds(state)
    assert refused(state, 0, {"t": "fortress", "r": 7}) == "sw-err-box-empty"


def test_heroic_heroes_guard_two_regions_until_decline() -> None:
    state = new_game()
    give(state, 0, "ratmen", "heroic", {1: 1, 2: 1, 3: 1})
    begin(state, 0)
    act(state, 0, {"t": "end"})
    assert refused(state, 0, {"t": "hero", "r": [1, 1]}) == "sw-err-hero-count"
    assert refused(state, 0, {"t": "hero", "r": [1, 2, 3]}) == "sw-err-hero-count"
    # Two heroes, two different regions: one alone is not enough while two can be guarded.
    assert refused(state, 0, {"t": "hero", "r": [2]}) == "sw-err-hero-count"
    act(state, 0, {"t": "hero", "r": [1, 3]})
    act(state, 0, {"t": "end"})
    give(state, 1, "orcs", "hill", {5: 1, 4: 1}, hand=8)
    begin(state, 1)
    assert refused(state, 1, {"t": "conquer", "r": 1}) == "sw-err-protected"
    assert refused(state, 1, {"t": "conquer", "r": 3}) == "sw-err-protected"
    act(state, 1, {"t": "conquer", "r": 6})
    assert decline_now(state) == 3
    assert not any(region(state, rid)["hero"] for rid in range(1, 17))


def test_heroic_with_a_single_region_places_one_hero_there() -> None:
    state = new_game()
    give(state, 0, "ratmen", "heroic", {1: 2})
    begin(state, 0)
    act(state, 0, {"t": "end"})
    assert {"t": "hero", "r": [1]} in sw.legal_actions(state, 0)
    act(state, 0, {"t": "hero", "r": [1]})
    assert region(state, 1)["hero"] == 1


def test_heroes_not_placed_still_stand_at_the_end_of_the_turn() -> None:
    state = new_game()
    give(state, 0, "ratmen", "heroic", {1: 1, 6: 1, 16: 1})
    begin(state, 0)
    act(state, 0, {"t": "end"})
    events = act(state, 0, {"t": "end"})  # finishes without choosing the heroes
    guarded = [rid for rid in range(1, 17) if region(state, rid)["hero"]]
    # The most exposed regions get them: 6 borders four foreign regions, 1 and 16 two each.
    assert guarded == [1, 6] and "sw-heroes" in keys(events)
    # Heroes already standing are kept; only a missing one is added.
    begin(state, 0)
    act(state, 0, {"t": "abandon", "r": 1})
    act(state, 0, {"t": "end"})
    act(state, 0, {"t": "redeploy"})  # the default layout, heroes left alone
    assert [rid for rid in range(1, 17) if region(state, rid)["hero"]] == [6, 16]


def test_the_five_encampments_stand_even_when_not_placed() -> None:
    state = new_game()
    give(state, 0, "ratmen", "bivouacking", {1: 2, 2: 2})
    begin(state, 0)
    finish_turn(state, 0)
    assert sum(region(state, rid)["camp"] for rid in (1, 2)) == 5
    # A player who lays out fewer on purpose keeps that choice.
    begin(state, 0)
    act(state, 0, {"t": "end"})
    act(state, 0, {"t": "camp", "n": {"1": 1}})
    act(state, 0, {"t": "end"})
    assert region(state, 1)["camp"] == 1 and region(state, 2)["camp"] == 0


def test_merchant_one_coin_per_active_region() -> None:
    state = new_game()
    give(state, 0, "ratmen", "merchant", {1: 1, 2: 1, 3: 1})
    give(state, 0, "orcs", None, {16: 1}, declined=True)
    begin(state, 0)
    assert finish_turn(state, 0) == 4 + 3
    state2 = new_game()
    give(state2, 0, "ratmen", "merchant", {1: 1, 2: 1})
    assert decline_now(state2) == 2


def test_mounted_one_less_on_hill_and_farmland() -> None:
    state = new_game(terrain={2: "hill", 5: "swamp"})
    give(state, 0, "ratmen", "mounted", {1: 1}, hand=5)
    begin(state, 0)
    assert conquest_cost(state, 0, 2) == 1
    assert conquest_cost(state, 0, 5) == 2


def test_pillaging_coins_for_non_empty_conquests() -> None:
    state = new_game(lost={2})
    give(state, 0, "ratmen", "pillaging", {1: 1}, hand=9)
    give(state, 1, "orcs", "hill", {5: 1, 16: 1})
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})
    act(state, 0, {"t": "conquer", "r": 5})
    act(state, 0, {"t": "conquer", "r": 3})
    assert finish_turn(state, 0) == 4 + 2


def test_seafaring_conquers_seas_and_keeps_them_in_decline() -> None:
    state = new_game(terrain={4: "sea", 11: "lake"})
    give(state, 0, "ratmen", "seafaring", {3: 1}, hand=6)
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 4})
    assert region(state, 4)["race"] == "ratmen"
    finish_turn(state, 0)
    decline_now(state)
    assert region(state, 4)["declined"] and state["seats"][0]["declined"][0]["power"] == "seafaring"
    sw.check_invariants(state)


def test_spirit_is_a_second_race_in_decline() -> None:
    state = new_game()
    give(state, 0, "orcs", None, {1: 1}, declined=True)
    give(state, 0, "ratmen", "spirit", {16: 1})
    decline_now(state)
    assert [f["race"] for f in state["seats"][0]["declined"]] == ["orcs", "ratmen"]
    # A later decline removes the older ordinary race, never the Spirit one.
    give(state, 0, "elves", "hill", {8: 1})
    decline_now(state)
    assert [f["race"] for f in state["seats"][0]["declined"]] == ["ratmen", "elves"]
    assert region(state, 1)["race"] is None and region(state, 16)["race"] == "ratmen"


def test_stout_declines_after_scoring_a_normal_turn() -> None:
    state = new_game()
    give(state, 0, "ratmen", "stout", {1: 3}, hand=0)
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})
    act(state, 0, {"t": "end"})
    act(state, 0, sw.legal_actions(state, 0)[0])
    assert state["phase"] == "stout" and state["seats"][0]["coins"] == 5 + 2
    assert sw.legal_actions(state, 0) == [{"t": "decline"}, {"t": "end"}]
    act(state, 0, {"t": "decline"})
    assert state["seats"][0]["coins"] == 7  # no second scoring
    assert tokens(state, 1) == 1 and region(state, 2)["declined"]
    assert state["active"] == 1


def test_without_stout_there_is_no_decline_after_scoring() -> None:
    state = new_game()
    give(state, 0, "ratmen", "hill", {1: 3})
    begin(state, 0)
    finish_turn(state, 0)
    assert state["active"] == 1


def test_underworld_caverns_are_adjacent_and_cheaper() -> None:
    state = new_game(features={1: {"cavern"}, 16: {"cavern"}, 11: {"cavern"}})
    give(state, 0, "ratmen", "underworld", {1: 1}, hand=5)
    begin(state, 0)
    targets = {a["r"]: a["c"] for a in sw.legal_actions(state, 0) if a["t"] == "conquer"}
    assert targets == {2: 2, 5: 2, 11: 1, 16: 1}
    other = new_game(features={1: {"cavern"}, 16: {"cavern"}})
    give(other, 0, "ratmen", "hill", {1: 1}, hand=5)
    begin(other, 0)
    assert refused(other, 0, {"t": "conquer", "r": 16}) == "sw-err-unreachable"


def test_wealthy_seven_coins_once() -> None:
    state = new_game()
    give(state, 0, "ratmen", "wealthy", {1: 1})
    begin(state, 0)
    assert finish_turn(state, 0) == 1 + 7
    begin(state, 0)
    assert finish_turn(state, 0) == 1
