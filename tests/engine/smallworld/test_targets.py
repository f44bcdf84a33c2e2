"""Listing conquest targets asks only about the candidate regions (for speed): the list must be
exactly the one asking about every region of the map would give."""

from __future__ import annotations

import random

import pytest

from bot.engine.base import rng_for, setup_rng
from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.conquest import candidates, position, target_error
from bot.games.smallworld.engine.state import State, acting_force, region_ids


def every_target(state: State) -> list[int]:
    force, declined = acting_force(state)
    assert force is not None
    seat = state["active"]
    return [
        rid for rid in region_ids(state) if target_error(state, seat, force, declined, rid) is None
    ]


def listed_target(state: State) -> list[int]:
    force, declined = acting_force(state)
    assert force is not None
    seat = state["active"]
    where = position(state, force, declined)
    return [
        rid
        for rid in candidates(state, force, declined, where)
        if target_error(state, seat, force, declined, rid, where) is None
    ]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_candidates_miss_no_target(players: int) -> None:
    """Random and autopilot play (every race and power turns up): at each conquest step the
    candidates hold every region a full scan finds."""
    checked = 0
    for seed in (31, 32, 33):
        state = sw.setup(players, {}, setup_rng(seed))
        chooser = random.Random(seed)
        number = 0
        while state["phase"] != "over":
            seat = min(sw.waiting_for(state))
            if state["phase"] == "conquer":
                assert listed_target(state) == every_target(state)
                checked += 1
            legal = sw.legal_actions(state, seat)
            action = chooser.choice(legal) if seed == 31 else sw.autopilot(state, seat, chooser)
            sw.apply(state, seat, action, rng_for(seed, number))
            number += 1
    assert checked > 100
