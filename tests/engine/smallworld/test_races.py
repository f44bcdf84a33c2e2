"""One test per race ability, with what becomes of it in decline."""

import pytest
from sw_scenario import Dice, act, begin, finish_turn, give, new_game, tokens

from bot.engine.base import Action, RuleError
from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.conquest import conquest_cost
from bot.games.smallworld.engine.state import State, region


def refused(state: State, seat: int, action: Action) -> str:
    with pytest.raises(RuleError) as error:
        act(state, seat, action)
    return error.value.code


def test_amazons_borrow_four_tokens_for_conquest_only() -> None:
    state = new_game()
    amazons = give(state, 0, "amazons", "alchemist", {1: 3})
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})  # readies 2 spare + 4 lent, spends 2
    assert amazons["hand"] == 4
    act(state, 0, {"t": "conquer", "r": 3})
    act(state, 0, {"t": "end"})
    # Back to the box before redeployment: 2 from the hand, then 2 from the regions.
    assert amazons["hand"] == 0
    assert sum(tokens(state, rid) for rid in (1, 2, 3)) == 3
    assert state["box"]["amazons"] == 15 - 3


def test_amazons_cannot_spread_beyond_what_they_must_give_back() -> None:
    state = new_game()
    give(state, 0, "amazons", "alchemist", {1: 1}, hand=1)
    begin(state, 0)
    # 1 + 1 + 4 lent = 6 tokens: after two more regions only 3 could go back.
    act(state, 0, {"t": "conquer", "r": 2})
    assert refused(state, 0, {"t": "conquer", "r": 3}) == "sw-err-amazons-owed"


def test_amazons_in_decline_get_nothing_extra() -> None:
    state = new_game()
    amazons = give(state, 0, "amazons", None, {1: 1}, declined=True)
    give(state, 0, "ratmen", "alchemist", {16: 1})
    begin(state, 0)
    finish_turn(state, 0)
    assert amazons["hand"] == 0 and state["box"]["amazons"] == 14


def test_dwarves_mines_pay_even_in_decline() -> None:
    state = new_game(features={1: {"mine"}, 2: {"mine"}, 16: {"mine"}})
    give(state, 0, "dwarves", "forest", {1: 1, 2: 1, 3: 1})
    begin(state, 0)
    assert finish_turn(state, 0) == 3 + 2
    state2 = new_game(features={1: {"mine"}, 16: {"mine"}})
    give(state2, 0, "dwarves", None, {1: 1}, declined=True)
    give(state2, 0, "ratmen", "hill", {16: 1})
    begin(state2, 0)
    assert finish_turn(state2, 0) == 2 + 1  # the ratmen's mine pays nothing


def test_elves_lose_no_token_when_conquered_but_do_in_decline() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 1}, hand=12)
    elves = give(state, 1, "elves", "hill", {2: 3, 16: 1})
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})
    assert elves["hand"] == 3 and state["box"]["elves"] == 11 - 4
    state2 = new_game()
    give(state2, 0, "ratmen", "alchemist", {1: 1}, hand=12)
    give(state2, 1, "elves", None, {2: 1, 16: 1}, declined=True)
    begin(state2, 0)
    act(state2, 0, {"t": "conquer", "r": 2})
    assert state2["box"]["elves"] == 11 - 1


def test_ghouls_keep_every_token_in_decline() -> None:
    state = new_game()
    give(state, 0, "ghouls", "hill", {1: 4, 2: 3})
    begin(state, 0)
    act(state, 0, {"t": "decline"})
    assert tokens(state, 1) == 4 and tokens(state, 2) == 3
    assert region(state, 1)["declined"]


def test_ghouls_in_decline_conquer_before_the_active_race() -> None:
    state = new_game()
    ghouls = give(state, 0, "ghouls", None, {1: 4}, declined=True)
    give(state, 0, "ratmen", "alchemist", {16: 3})
    begin(state, 0)
    assert state["turn_state"]["force"] == "ghouls" and sw.view(state, None)["force"] == "ghouls"
    assert conquest_cost(state, 0, 2) == 2
    act(state, 0, {"t": "conquer", "r": 2})
    assert region(state, 2)["race"] == "ghouls" and region(state, 2)["declined"]
    assert ghouls["hand"] == 1
    act(state, 0, {"t": "end"})  # hand over to the active race
    assert state["turn_state"]["force"] == "active" and state["phase"] == "conquer"
    assert {"t": "decline"} in sw.legal_actions(state, 0)
    act(state, 0, {"t": "conquer", "r": 15})
    act(state, 0, {"t": "end"})
    # The redeployment places the Ghouls' spare token too.
    default = next(a for a in sw.legal_actions(state, 0) if a["t"] == "redeploy")
    act(state, 0, default)
    assert all(tokens(state, rid) >= 1 for rid in (1, 2, 15, 16))
    assert ghouls["hand"] == 0 and tokens(state, 1) + tokens(state, 2) == 4


def test_giants_discount_is_lost_in_decline() -> None:
    state = new_game(terrain={2: "mountain"})
    giants = give(state, 0, "giants", None, {2: 1}, declined=True)
    give(state, 0, "ratmen", "alchemist", {1: 1}, hand=5)
    begin(state, 0)
    # Region 3 borders the declined Giants' mountain: the new race gets no discount there.
    assert 2 in state["board"]["3"]["adj"] and giants["race"] == "giants"
    assert conquest_cost(state, 0, 3) == 2
    active = new_game(terrain={2: "mountain"})
    give(active, 0, "giants", "alchemist", {2: 1}, hand=5)
    begin(active, 0)
    assert conquest_cost(active, 0, 3) == 1


def test_halflings_enter_anywhere_and_dig_two_holes() -> None:
    state = new_game()
    halflings = give(state, 0, "halflings", "alchemist", hand=11)
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 6})  # an inner region
    act(state, 0, {"t": "conquer", "r": 7})
    act(state, 0, {"t": "conquer", "r": 11})
    holes = [rid for rid in (6, 7, 11) if region(state, rid)["hole"]]
    assert holes == [6, 7] and halflings["holes"] == 2
    finish_turn(state, 0)
    # Nobody may attack a hole.
    give(state, 1, "ratmen", "hill", {2: 1}, hand=12)
    begin(state, 1)
    assert refused(state, 1, {"t": "conquer", "r": 6}) == "sw-err-protected"
    # In decline the holes go.
    begin(state, 0)
    act(state, 0, {"t": "decline"})
    assert not any(region(state, rid)["hole"] for rid in range(1, 17))


def test_humans_farmland_pays_only_while_active() -> None:
    state = new_game(terrain={2: "hill"})
    give(state, 0, "humans", "hill", {1: 1, 2: 1, 3: 1})
    begin(state, 0)
    assert finish_turn(state, 0) == 3 + 2 + 1  # regions, farmlands, hill
    begin(state, 0)
    act(state, 0, {"t": "decline"})
    assert state["seats"][0]["coins"] == 5 + 6 + 3


def test_orcs_score_non_empty_conquests() -> None:
    state = new_game(lost={3})
    give(state, 0, "orcs", "hill", {1: 1}, hand=9)
    give(state, 1, "ratmen", "alchemist", {5: 1, 16: 1})
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})  # empty
    act(state, 0, {"t": "conquer", "r": 3})  # Lost Tribe
    act(state, 0, {"t": "conquer", "r": 5})  # enemy
    assert finish_turn(state, 0) == 4 + 2


def test_orcs_in_decline_score_nothing_for_the_new_race_conquests() -> None:
    state = new_game(lost={2, 3})
    give(state, 0, "orcs", None, {16: 1}, declined=True)
    give(state, 0, "ratmen", "hill", {1: 1}, hand=9)
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})
    act(state, 0, {"t": "conquer", "r": 3})
    assert finish_turn(state, 0) == 4  # four regions, no Orc bonus for two non-empty ones


def test_ratmen_have_no_ability_only_numbers() -> None:
    state = new_game()
    give(state, 0, "ratmen", "hill", {1: 1}, hand=12)
    begin(state, 0)
    assert conquest_cost(state, 0, 2) == 2
    act(state, 0, {"t": "conquer", "r": 2})
    assert finish_turn(state, 0) == 2


def test_skeletons_raise_a_token_per_two_non_empty_conquests() -> None:
    state = new_game(lost={2, 5, 3})
    skeletons = give(state, 0, "skeletons", "hill", {1: 1}, hand=10)
    begin(state, 0)
    for rid in (2, 5, 3):
        act(state, 0, {"t": "conquer", "r": rid})
    act(state, 0, {"t": "end"})
    assert skeletons["hand"] == 10 - 9 + 1  # three non-empty: one more token


def test_skeletons_extra_tokens_are_limited_by_the_box() -> None:
    state = new_game(lost={2, 5})
    skeletons = give(state, 0, "skeletons", "hill", {1: 1, 16: 13}, hand=6)
    assert state["box"]["skeletons"] == 0
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})
    act(state, 0, {"t": "conquer", "r": 5})
    act(state, 0, {"t": "end"})
    assert skeletons["hand"] == 6 + 12 - 6 and state["box"]["skeletons"] == 0


def test_skeletons_in_decline_raise_nothing() -> None:
    state = new_game(lost={15, 12})
    give(state, 0, "skeletons", None, {1: 1}, declined=True)
    ratmen = give(state, 0, "ratmen", "hill", {16: 1}, hand=8)
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 15})
    act(state, 0, {"t": "conquer", "r": 12})
    act(state, 0, {"t": "end"})
    assert ratmen["hand"] == 2 and state["box"]["skeletons"] == 19


def test_sorcerers_replace_a_lone_active_token_once_per_opponent() -> None:
    state = new_game(players=3)
    give(state, 0, "sorcerers", "hill", {1: 1, 6: 1}, hand=4)
    give(state, 1, "ratmen", "alchemist", {2: 1, 5: 2, 16: 1})
    give(state, 2, "orcs", None, {7: 1}, declined=True)
    give(state, 2, "elves", "forest", {3: 1})
    begin(state, 0)
    converts = {a["r"] for a in sw.legal_actions(state, 0) if a["t"] == "convert"}
    assert converts == {2}  # 5 has two tokens, 7 is in decline, 3 is not adjacent
    act(state, 0, {"t": "convert", "r": 2})
    assert region(state, 2)["race"] == "sorcerers" and state["box"]["ratmen"] == 13 - 3
    act(state, 0, {"t": "conquer", "r": 3})  # now adjacent, through region 2
    assert refused(state, 0, {"t": "convert", "r": 5}) == "sw-err-convert-target"


def test_sorcerers_in_decline_cast_no_spell() -> None:
    state = new_game()
    give(state, 0, "sorcerers", None, {1: 1}, declined=True)
    give(state, 0, "ratmen", "hill", {16: 1}, hand=3)
    give(state, 1, "orcs", "alchemist", {2: 1})
    begin(state, 0)
    assert not [a for a in sw.legal_actions(state, 0) if a["t"] == "convert"]
    assert refused(state, 0, {"t": "convert", "r": 2}) == "sw-err-no-race"


def test_sorcerers_spell_is_once_per_opponent_per_turn() -> None:
    state = new_game()
    give(state, 0, "sorcerers", "hill", {1: 1, 6: 1})
    give(state, 1, "ratmen", "alchemist", {2: 1, 5: 1})
    begin(state, 0)
    act(state, 0, {"t": "convert", "r": 2})
    assert refused(state, 0, {"t": "convert", "r": 5}) == "sw-err-convert-once"


def test_tritons_shore_discount_only_while_active() -> None:
    state = new_game(terrain={4: "sea"})
    give(state, 0, "tritons", "hill", {2: 1}, hand=5)
    begin(state, 0)
    assert conquest_cost(state, 0, 3) == 1
    assert conquest_cost(state, 0, 6) == 2
    act(state, 0, {"t": "end"})
    finish_turn(state, 0)
    begin(state, 0)
    act(state, 0, {"t": "decline"})
    give(state, 0, "ratmen", "alchemist", {16: 1}, hand=3)
    begin(state, 0)
    assert conquest_cost(state, 0, 12) == 2


def test_trolls_lairs_defend_and_stay_in_decline() -> None:
    state = new_game()
    give(state, 0, "trolls", "hill", {1: 1}, hand=9)
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})
    assert region(state, 2)["lair"] == 1
    finish_turn(state, 0)
    begin(state, 0)
    act(state, 0, {"t": "decline"})
    assert region(state, 2)["lair"] == 1 and region(state, 2)["declined"]
    give(state, 1, "ratmen", "alchemist", {3: 1}, hand=10)
    begin(state, 1)
    assert conquest_cost(state, 1, 2) == 2 + 1 + 1  # base, lair, the declined troll
    act(state, 1, {"t": "conquer", "r": 2})
    assert region(state, 2)["lair"] == 0


def test_wizards_magic_pays_only_while_active() -> None:
    state = new_game(features={1: {"magic"}, 2: {"magic"}})
    give(state, 0, "wizards", "hill", {1: 1, 2: 1})
    begin(state, 0)
    assert finish_turn(state, 0) == 2 + 2
    begin(state, 0)
    act(state, 0, {"t": "decline"})
    assert state["seats"][0]["coins"] == 5 + 4 + 2


def test_final_roll_uses_the_die_faces() -> None:
    state = new_game()
    give(state, 0, "ratmen", "hill", {1: 1}, hand=1)
    give(state, 1, "orcs", "alchemist", {2: 1, 16: 1})
    begin(state, 0)
    act(state, 0, {"t": "roll", "r": 2}, Dice(3))
    assert region(state, 2)["race"] == "ratmen"


# --- tokens gained in play come only from what is left in the box -------------------------


def test_amazons_borrow_only_what_the_box_still_holds() -> None:
    state = new_game()
    amazons = give(state, 0, "amazons", "alchemist", {1: 7, 2: 6})
    assert state["box"]["amazons"] == 2
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 3})
    assert state["turn_state"]["amazon_bonus"] == 2 and state["box"]["amazons"] == 0
    assert amazons["hand"] == 6 + 5 + 2 - 2
    act(state, 0, {"t": "end"})
    assert state["box"]["amazons"] == 2  # exactly the two lent tokens went back


def test_sorcerers_cannot_conjure_from_an_empty_box() -> None:
    state = new_game()
    give(state, 0, "sorcerers", "hill", {1: 9, 16: 9})
    give(state, 1, "ratmen", "alchemist", {2: 1, 15: 1})
    assert state["box"]["sorcerers"] == 0
    begin(state, 0)
    assert not [a for a in sw.legal_actions(state, 0) if a["t"] == "convert"]
    assert refused(state, 0, {"t": "convert", "r": 2}) == "sw-err-box-empty"
