"""Every race and every power going into decline: what stays, what goes, what still pays."""

import pytest
from sw_scenario import act, begin, give, new_game, tokens

from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.conquest import conquest_cost
from bot.games.smallworld.engine.data import POWERS, RACES
from bot.games.smallworld.engine.scoring import turn_income
from bot.games.smallworld.engine.state import State, region

# Region 1 is farmland with every printed symbol, 2 a hill, 3 a forest, 5 a swamp; 4 is a sea
# and 6 a mountain, so each race or terrain bonus would show in the income if it still paid.
TERRAIN = {2: "hill", 3: "forest", 4: "sea", 5: "swamp", 6: "mountain"}
FEATURES = {1: {"mine", "magic", "cavern"}}
HELD = {1: 3, 2: 2, 3: 1, 5: 1}
KEPT = {"seafaring", "spirit"}


def board_game() -> State:
    return new_game(terrain=TERRAIN, features=FEATURES)


def badge_is_back_in_play(state: State, power: str) -> bool:
    shown = [combo["power"] for combo in state["market"]]
    return power in state["power_stack"] + state["power_discard"] + shown


def decline_income(state: State) -> int:
    begin(state, 0)
    before = state["seats"][0]["coins"]
    act(state, 0, {"t": "decline"})
    return state["seats"][0]["coins"] - before


@pytest.mark.parametrize("power", sorted(POWERS))
def test_every_power_in_decline(power: str) -> None:
    state = board_game()
    give(state, 0, "ratmen", power, HELD)
    # The markers a power may have laid on earlier turns.
    if power == "fortified":
        region(state, 1)["fortress"] = 1
    if power == "heroic":
        region(state, 1)["hero"] = region(state, 2)["hero"] = 1
    if power == "bivouacking":
        region(state, 3)["camp"] = 5
    if power == "dragon_master":
        region(state, 2)["dragon"] = 1

    # One coin per region and nothing else: no badge pays in decline (not even unpaid Wealthy).
    assert decline_income(state) == len(HELD)

    declined = state["seats"][0]["declined"][0]
    assert state["seats"][0]["active"] is None
    if power in KEPT:
        assert declined["power"] == power
        assert not badge_is_back_in_play(state, power)
    else:
        assert declined["power"] is None
        assert badge_is_back_in_play(state, power)
    assert all(tokens(state, rid) == 1 and region(state, rid)["declined"] for rid in HELD)
    markers = {name: sum(region(state, rid)[name] for rid in HELD) for name in ("hero", "camp")}
    assert markers == {"hero": 0, "camp": 0}
    assert not any(region(state, rid)["dragon"] for rid in HELD)
    # Fortresses keep defending a race in decline.
    assert region(state, 1)["fortress"] == (1 if power == "fortified" else 0)
    assert state["box"]["ratmen"] == RACES["ratmen"][1] - len(HELD)


@pytest.mark.parametrize("race", sorted(RACES))
def test_every_race_in_decline(race: str) -> None:
    state = board_game()
    give(state, 0, race, "alchemist", HELD)
    if race == "trolls":
        region(state, 1)["lair"] = region(state, 2)["lair"] = 1
    if race == "halflings":
        region(state, 1)["hole"] = region(state, 2)["hole"] = 1

    # Only Dwarves' mines still pay in decline.
    mines = 1 if race == "dwarves" else 0
    assert decline_income(state) == len(HELD) + mines

    for rid, count in HELD.items():
        expected = count if race == "ghouls" else 1
        assert tokens(state, rid) == expected and region(state, rid)["declined"]
        assert region(state, rid)["hole"] == 0
    assert region(state, 1)["lair"] == (1 if race == "trolls" else 0)
    on_map = sum(HELD.values()) if race == "ghouls" else len(HELD)
    assert state["box"][race] == RACES[race][1] - on_map

    # The next turn still pays the mines (Dwarves) and nothing else.
    begin(state, 0)
    assert state["phase"] == ("conquer" if race == "ghouls" else "pick")
    assert turn_income(state, 0) == len(HELD) + mines


def test_ghouls_in_decline_conquer_without_any_discount_but_keep_seafaring() -> None:
    state = board_game()
    give(state, 0, "ghouls", "seafaring", {2: 3, 3: 4}, declined=True)
    give(state, 0, "ratmen", "alchemist", {16: 1})
    begin(state, 0)
    assert state["turn_state"]["force"] == "ghouls"
    # No reduction in decline: full price beside the sea (8), +1 on the mountain (6).
    assert conquest_cost(state, 0, 8) == 2
    assert conquest_cost(state, 0, 6) == 3  # mountain
    act(state, 0, {"t": "conquer", "r": 4})  # the sea, thanks to Seafaring kept in decline
    assert region(state, 4)["race"] == "ghouls" and region(state, 4)["declined"]


def test_ghouls_in_decline_without_seafaring_stay_on_land() -> None:
    state = board_game()
    give(state, 0, "ghouls", None, {3: 4}, declined=True)
    give(state, 0, "ratmen", "alchemist", {16: 1})
    begin(state, 0)
    targets = {a["r"] for a in sw.legal_actions(state, 0) if a["t"] in ("conquer", "roll")}
    assert 4 not in targets and 2 in targets
