"""The invariant checker itself catches broken states (so the random games can trust it)."""

import pytest
from sw_scenario import give, new_game

from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.invariants import InvariantError
from bot.games.smallworld.engine.state import region


def test_a_sound_position_passes() -> None:
    state = new_game()
    give(state, 0, "orcs", None, {1: 1}, declined=True)
    give(state, 0, "ratmen", "spirit", {2: 1}, declined=True)
    give(state, 0, "elves", "heroic", {3: 2})
    region(state, 3)["hero"] = 1
    sw.check_invariants(state)


def test_two_ordinary_races_in_decline_are_caught() -> None:
    state = new_game()
    give(state, 0, "orcs", None, {1: 1}, declined=True)
    give(state, 0, "elves", None, {16: 1}, declined=True)
    with pytest.raises(InvariantError, match="ordinary races in decline"):
        sw.check_invariants(state)


def test_a_badge_kept_in_decline_must_be_one_that_persists() -> None:
    state = new_game()
    give(state, 0, "orcs", "alchemist", {1: 1}, declined=True)
    with pytest.raises(InvariantError, match="badge kept"):
        sw.check_invariants(state)


def test_a_token_taken_out_of_thin_air_is_caught() -> None:
    state = new_game()
    give(state, 0, "ratmen", "hill", {1: 2})
    region(state, 1)["tokens"] += 1
    with pytest.raises(InvariantError, match="ratmen"):
        sw.check_invariants(state)


def test_a_dragon_without_its_master_is_caught() -> None:
    state = new_game()
    give(state, 0, "ratmen", "hill", {1: 2})
    region(state, 1)["dragon"] = 1
    with pytest.raises(InvariantError, match="stray dragon"):
        sw.check_invariants(state)


def test_negative_coins_are_caught() -> None:
    state = new_game()
    state["seats"][1]["coins"] = -1
    with pytest.raises(InvariantError, match="negative coins"):
        sw.check_invariants(state)
