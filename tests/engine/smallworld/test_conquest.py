"""Conquest: entering the map, adjacency, costs, losses, the reinforcement die, redeployment."""

import pytest
from sw_scenario import Dice, act, begin, give, keys, new_game, tokens

from bot.engine.base import Action, RuleError
from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.conquest import conquest_cost
from bot.games.smallworld.engine.state import State, region
from bot.i18n import Text, text


def error_of(state: State, seat: int, action: Action) -> str:
    with pytest.raises(RuleError) as error:
        act(state, seat, action)
    return error.value.code


def conquer_targets(state: State, seat: int = 0) -> dict[int, int]:
    return {a["r"]: a["c"] for a in sw.legal_actions(state, seat) if a["t"] == "conquer"}


# --- entering and reaching -----------------------------------------------------------------


def test_first_conquest_enters_at_the_edge() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", hand=12)
    begin(state, 0)
    assert set(conquer_targets(state)) == set(range(1, 17)) - {6, 7, 10, 11}
    assert error_of(state, 0, {"t": "conquer", "r": 6}) == "sw-err-unreachable"
    act(state, 0, {"t": "conquer", "r": 1})
    assert region(state, 1)["race"] == "ratmen" and tokens(state, 1) == 2


def test_first_conquest_may_land_on_the_shore_of_an_edge_sea() -> None:
    state = new_game(terrain={8: "sea", 11: "lake"})
    give(state, 0, "ratmen", "alchemist", hand=12)
    begin(state, 0)
    targets = set(conquer_targets(state))
    assert 7 in targets  # inner, but on the shore of sea 8, which touches the edge
    assert 10 not in targets and 6 not in targets  # the lake does not count
    assert 8 not in targets and 11 not in targets
    assert error_of(state, 0, {"t": "conquer", "r": 8}) == "sw-err-water"


def test_later_conquests_must_be_adjacent() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 2}, hand=10)
    begin(state, 0)
    assert set(conquer_targets(state)) == {2, 5}
    assert error_of(state, 0, {"t": "conquer", "r": 16}) == "sw-err-unreachable"


def test_your_own_active_region_is_not_a_target_but_your_declined_one_is() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 2}, hand=10)
    give(state, 0, "humans", None, {2: 1}, declined=True)
    begin(state, 0)
    assert error_of(state, 0, {"t": "conquer", "r": 1}) == "sw-err-own-region"
    assert conquer_targets(state)[2] == 3
    act(state, 0, {"t": "conquer", "r": 2})
    # The lone declined token went to the box and the Humans left the map.
    assert state["seats"][0]["declined"] == []
    assert "humans" in state["race_stack"] + [c["race"] for c in state["market"]]


# --- cost ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("case", "terrain", "lost", "occupant", "markers", "race", "power", "cost"),
    [
        ("empty farmland", "farmland", False, None, {}, "ratmen", "alchemist", 2),
        ("mountain", "mountain", False, None, {}, "ratmen", "alchemist", 3),
        ("lost tribe", "farmland", True, None, {}, "ratmen", "alchemist", 3),
        ("three enemy tokens", "farmland", False, 3, {}, "ratmen", "alchemist", 5),
        (
            "fortress and lair",
            "farmland",
            False,
            1,
            {"fortress": 1, "lair": 1},
            "ratmen",
            "alchemist",
            5,
        ),
        ("two encampments", "farmland", False, 1, {"camp": 2}, "ratmen", "alchemist", 5),
        ("mountain, lost tribe", "mountain", True, None, {}, "ratmen", "alchemist", 4),
        ("commando", "farmland", False, None, {}, "ratmen", "commando", 1),
        ("commando on a defended region", "farmland", False, 2, {}, "ratmen", "commando", 3),
        ("mounted on hill", "hill", False, None, {}, "ratmen", "mounted", 1),
        ("mounted on farmland", "farmland", True, None, {}, "ratmen", "mounted", 2),
        ("mounted in a forest", "forest", False, None, {}, "ratmen", "mounted", 2),
        ("underworld cavern", "farmland", True, None, {}, "ratmen", "underworld", 2),
        ("tritons on the shore", "farmland", True, None, {}, "tritons", "alchemist", 2),
        ("at least one token", "hill", False, None, {}, "tritons", "mounted", 1),
    ],
)
def test_conquest_cost(
    case: str,
    terrain: str,
    lost: bool,
    occupant: int | None,
    markers: dict[str, int],
    race: str,
    power: str,
    cost: int,
) -> None:
    features = {6: {"cavern"}} if power == "underworld" else {}
    water = {7: "lake"} if race == "tritons" else {}
    state = new_game(terrain={6: terrain, **water}, features=features, lost={6} if lost else set())
    give(state, 0, race, power, {2: 1}, hand=9)
    if occupant:
        race_there = "trolls" if "lair" in markers else "elves"
        power_there = "bivouacking" if "camp" in markers else "fortified"
        give(state, 1, race_there, power_there, {6: occupant})
    region(state, 6).update(markers)
    begin(state, 0)
    assert conquest_cost(state, 0, 6) == cost, case
    assert conquer_targets(state)[6] == cost


def test_giants_pay_less_next_to_their_mountain() -> None:
    state = new_game(terrain={2: "mountain"})
    give(state, 0, "giants", "alchemist", {2: 2, 5: 1}, hand=5)
    begin(state, 0)
    assert conquest_cost(state, 0, 3) == 1  # next to the Giants' mountain
    assert conquest_cost(state, 0, 9) == 2  # next to region 5 only


# --- losses --------------------------------------------------------------------------------


def test_defender_loses_one_token_and_redeploys_the_rest_after_the_turn() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 2}, hand=10)
    give(state, 1, "orcs", "hill", {2: 3, 16: 1})
    begin(state, 0)
    boxed = state["box"]["orcs"]
    events = act(state, 0, {"t": "conquer", "r": 2})
    assert "sw-defender-lost" in keys(events)
    orcs = state["seats"][1]["active"]
    assert state["box"]["orcs"] == boxed + 1 and orcs["hand"] == 2
    act(state, 0, {"t": "end"})
    act(state, 0, sw.legal_actions(state, 0)[0])  # the default redeployment
    assert state["phase"] == "defenders" and sw.waiting_for(state) == {1}
    assert sw.legal_actions(state, 1) == [{"t": "redeploy"}]  # the default layout
    act(state, 1, {"t": "redeploy"})
    assert tokens(state, 16) == 3 and orcs["hand"] == 0
    assert state["active"] == 1 and state["phase"] == "conquer"


def test_defender_with_no_region_left_keeps_its_tokens_and_enters_again() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 2}, hand=10)
    give(state, 1, "orcs", "hill", {2: 3})
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})
    act(state, 0, {"t": "end"})
    act(state, 0, sw.legal_actions(state, 0)[0])
    # Nothing to place the tokens on: no waiting for seat 1, its turn starts at once.
    assert state["active"] == 1 and state["phase"] == "conquer"
    assert state["seats"][1]["active"]["hand"] == 2
    targets = set(conquer_targets(state, 1))
    assert 16 in targets and 6 not in targets  # a first conquest again: the edge


def test_lost_tribe_is_simply_removed() -> None:
    state = new_game(lost={5})
    give(state, 0, "ratmen", "alchemist", {1: 2}, hand=10)
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 5})
    assert region(state, 5)["lost_tribe"] == 0 and tokens(state, 5) == 3


def test_a_lone_declined_token_is_simply_removed_and_said_so() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 2}, hand=10)
    give(state, 1, "orcs", None, {2: 1, 16: 1}, declined=True)
    begin(state, 0)
    events = act(state, 0, {"t": "conquer", "r": 2})
    lost = next(event for event in events if event.key == "sw-defender-lost")
    assert lost.params["lost"] == 1 and lost.params["back"] == 0
    assert state["box"]["orcs"] == 10 - 1 and state["seats"][1]["declined"][0]["hand"] == 0
    params = {**lost.params, "seat": "Blue", "race": "Orcs"}
    assert text("en", Text("sw-defender-lost", params)) == (
        "Blue loses region 2 (Orcs): its lone token is simply removed."
    )


def test_not_enough_tokens() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 1}, hand=1)
    give(state, 1, "orcs", "hill", {2: 2})
    begin(state, 0)
    assert error_of(state, 0, {"t": "conquer", "r": 2}) == "sw-err-tokens"


# --- the reinforcement die -----------------------------------------------------------------


@pytest.mark.parametrize(("die", "won"), [(0, False), (1, False), (2, True), (3, True)])
def test_final_conquest_with_the_die(die: int, won: bool) -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 1}, hand=2)
    give(state, 1, "orcs", "hill", {2: 2, 16: 1})
    begin(state, 0)
    assert {"t": "roll", "r": 2, "c": 4} in sw.legal_actions(state, 0)
    events = act(state, 0, {"t": "roll", "r": 2}, Dice(die))
    roll = next(event for event in events if event.key == "sw-final-roll")
    assert roll.params["die"] == die and roll.params["result"] == ("won" if won else "failed")
    assert state["phase"] == "redeploy"  # success or failure, conquering ends
    if won:
        assert region(state, 2)["race"] == "ratmen" and tokens(state, 2) == 2
        assert state["seats"][0]["active"]["hand"] == 0
    else:
        assert region(state, 2)["race"] == "orcs"
        assert state["seats"][0]["active"]["hand"] == 2


def test_final_conquest_limits() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 1}, hand=1)
    give(state, 1, "orcs", "hill", {2: 3, 5: 1})
    begin(state, 0)
    # Region 2 costs 5: 4 short, beyond the die. Region 5 costs 3: 2 short, fine.
    assert error_of(state, 0, {"t": "roll", "r": 2}) == "sw-err-roll-range"
    assert {"t": "roll", "r": 5, "c": 3} in sw.legal_actions(state, 0)


def test_final_conquest_needs_a_token_in_hand() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 1})
    give(state, 1, "orcs", "hill", {5: 1})
    begin(state, 0)
    assert not [a for a in sw.legal_actions(state, 0) if a["t"] == "roll"]
    assert error_of(state, 0, {"t": "roll", "r": 5}) == "sw-err-no-tokens"


# --- ready troops, abandon, redeploy --------------------------------------------------------


def test_ready_troops_keep_one_per_region() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 4, 2: 3})
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 3})
    assert tokens(state, 1) == 1 and tokens(state, 2) == 1 and tokens(state, 3) == 2
    assert state["seats"][0]["active"]["hand"] == 3


def test_abandon_before_conquering_only() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 3, 2: 1})
    begin(state, 0)
    act(state, 0, {"t": "abandon", "r": 1})
    assert region(state, 1)["race"] is None
    assert state["seats"][0]["active"]["hand"] == 3
    act(state, 0, {"t": "conquer", "r": 3})
    assert error_of(state, 0, {"t": "abandon", "r": 2}) == "sw-err-abandon-late"


def test_abandoning_everything_means_entering_again() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 3})
    begin(state, 0)
    act(state, 0, {"t": "abandon", "r": 1})
    assert set(conquer_targets(state)) == set(range(1, 17)) - {6, 7, 10, 11}


def test_redeployment_layout_rules() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 3, 2: 1}, hand=2)
    begin(state, 0)
    act(state, 0, {"t": "end"})
    assert state["phase"] == "redeploy"
    assert error_of(state, 0, {"t": "end"}) == "sw-err-hand-not-empty"
    assert error_of(state, 0, {"t": "redeploy", "n": {"1": 0, "2": 6}}) == "sw-err-layout-min"
    assert error_of(state, 0, {"t": "redeploy", "n": {"1": 2, "2": 2}}) == "sw-err-layout-total"
    assert error_of(state, 0, {"t": "redeploy", "n": {"3": 1}}) == "sw-err-layout-region"
    assert error_of(state, 0, {"t": "redeploy", "n": ["1"]}) == "sw-err-bad-action"
    act(state, 0, {"t": "redeploy", "n": {"1": 1, "2": 5}})
    assert tokens(state, 1) == 1 and tokens(state, 2) == 5
    assert state["active"] == 1


def test_redeploy_default_is_legal_and_places_everything() -> None:
    state = new_game()
    give(state, 0, "ratmen", "alchemist", {1: 1, 6: 1, 16: 1}, hand=5)
    begin(state, 0)
    act(state, 0, {"t": "end"})
    default = next(a for a in sw.legal_actions(state, 0) if a["t"] == "redeploy")
    assert default == {"t": "redeploy"}  # no layout: the engine's default, short for buttons
    act(state, 0, default)
    assert state["seats"][0]["active"]["hand"] == 0
    placed = [tokens(state, rid) for rid in (1, 6, 16)]
    assert sum(placed) == 8 and min(placed) >= 1


def test_actions_out_of_phase_are_refused() -> None:
    state = new_game()
    assert error_of(state, 0, {"t": "conquer", "r": 1}) == "sw-err-wrong-phase"
    assert error_of(state, 0, {"t": "fly"}) == "sw-err-wrong-phase"
    assert error_of(state, 0, {"x": 1}) == "sw-err-bad-action"
