"""Victory coins at the end of a seat's turn: one per region, plus race and power bonuses."""

from __future__ import annotations

from bot.engine.base import Event
from bot.games.smallworld.engine.data import ALCHEMIST_BONUS, WEALTHY_BONUS
from bot.games.smallworld.engine.state import (
    Force,
    State,
    board,
    forces,
    has_power,
    region,
    regions_of,
)

TERRAIN_POWERS = {"forest": "forest", "hill": "hill", "swamp": "swamp"}


def race_bonus(state: State, force: Force, declined: bool) -> int:
    race = force["race"]
    # The regions are listed only for the races whose bonus counts them (every turn scores).
    if race == "dwarves":  # mines pay in decline too
        return sum(1 for rid in regions_of(state, race) if board(state, rid)["mine"])
    if declined:
        return 0
    if race == "humans":
        return sum(
            1 for rid in regions_of(state, race) if board(state, rid)["terrain"] == "farmland"
        )
    if race == "wizards":
        return sum(1 for rid in regions_of(state, race) if board(state, rid)["magic"])
    if race == "orcs":
        return state["turn_state"]["non_empty"]
    return 0


def power_bonus(state: State, force: Force, declined: bool) -> int:
    power = force.get("power")
    if power is None or not has_power(force, power, declined) or declined:
        return 0
    if power in TERRAIN_POWERS or power in ("merchant", "fortified"):
        # Only these count the race's regions: the map is scanned for them alone.
        held = regions_of(state, force["race"])
        if power == "merchant":
            return len(held)
        if power == "fortified":
            return sum(region(state, rid)["fortress"] for rid in held)
        return sum(1 for rid in held if board(state, rid)["terrain"] == TERRAIN_POWERS[power])
    if power == "alchemist":
        return ALCHEMIST_BONUS
    if power == "pillaging":
        return state["turn_state"]["non_empty"]
    if power == "wealthy" and not force.get("wealthy_paid"):
        force["wealthy_paid"] = True
        return WEALTHY_BONUS
    return 0


def turn_income(state: State, seat: int) -> int:
    # Counted, not listed and sorted (seat_regions): paid at the end of every turn.
    income = len([reg for reg in state["regions"].values() if reg["owner"] == seat])
    for force, declined in forces(state, seat):
        income += race_bonus(state, force, declined) + power_bonus(state, force, declined)
    return income


def score_turn(state: State, seat: int) -> list[Event]:
    """Pay the seat; only the seat learns the amount (coins are secret)."""
    gained = turn_income(state, seat)
    state["seats"][seat]["coins"] += gained
    total = state["seats"][seat]["coins"]
    return [
        Event("sw-scored", {"seat": seat}),
        Event("sw-scored-private", {"gained": gained, "total": total}, to=(seat,)),
    ]
