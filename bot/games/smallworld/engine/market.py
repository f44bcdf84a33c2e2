"""The column of race banners and power badges: dealing, picking, and banners coming back."""

from __future__ import annotations

import random

from bot.games.smallworld.engine.data import AMAZON_BONUS, MARKET_SIZE, POWERS, RACES, tokens_for
from bot.games.smallworld.engine.state import (
    Force,
    State,
    clear_region,
    from_box,
    region,
    regions_of,
    to_box,
    tokens_on_map,
)


def deal(state: State, rng: random.Random) -> None:
    """Shuffle both stacks and lay out the visible combos."""
    races = sorted(RACES)
    powers = sorted(POWERS)
    rng.shuffle(races)
    rng.shuffle(powers)
    state["race_stack"] = races
    state["power_stack"] = powers
    state["power_discard"] = []
    state["market"] = []
    refill(state, rng)


def refill(state: State, rng: random.Random) -> None:
    """Slide new combos in at the bottom while both a banner and a badge are available."""
    while len(state["market"]) < MARKET_SIZE and state["race_stack"]:
        if not state["power_stack"]:
            if not state["power_discard"]:
                return
            # The published rule: discarded badges are shuffled into a new stack.
            state["power_stack"] = list(state["power_discard"])
            state["power_discard"] = []
            rng.shuffle(state["power_stack"])
        race = state["race_stack"].pop(0)
        power = state["power_stack"].pop(0)
        state["market"].append({"race": race, "power": power, "coins": 0})


def pick_cost(index: int) -> int:
    """One coin on each combo above the one taken."""
    return index


def pick(state: State, seat: int, index: int, rng: random.Random) -> tuple[Force, int, int]:
    """Take combo ``index`` for ``seat``; returns the new force, coins paid and coins taken."""
    paid = pick_cost(index)
    combo = state["market"][index]
    for above in state["market"][:index]:
        above["coins"] += 1
    taken = combo["coins"]
    state["seats"][seat]["coins"] += taken - paid
    del state["market"][index]
    refill(state, rng)
    race, power = combo["race"], combo["power"]
    hand = from_box(state, race, tokens_for(race, power))
    force: Force = {"race": race, "power": power, "hand": hand, "holes": 0, "wealthy_paid": False}
    if race == "amazons":
        force["hand"] += lend_amazon_tokens(state)
    return force, paid, taken


def lend_amazon_tokens(state: State) -> int:
    """Amazons get four more tokens for conquering; they go back before redeployment."""
    lent = from_box(state, "amazons", AMAZON_BONUS)
    state["turn_state"]["amazon_bonus"] = lent
    return lent


def return_banner(state: State, race: str, power: str | None, rng: random.Random) -> None:
    """A race whose last token left the map goes under the stack (or to the column's end)."""
    state["race_stack"].append(race)
    if power is not None:
        state["power_discard"].append(power)
    refill(state, rng)


def discard_badge(state: State, power: str, rng: random.Random) -> None:
    state["power_discard"].append(power)
    refill(state, rng)


def retire(state: State, seat: int, force: Force, rng: random.Random) -> None:
    """A race in decline leaves the map: its tokens go to the box, its banner under the stack."""
    race = force["race"]
    for rid in regions_of(state, race):
        to_box(state, race, region(state, rid)["tokens"])
        clear_region(state, rid)
    to_box(state, race, force["hand"])
    force["hand"] = 0
    state["seats"][seat]["declined"].remove(force)
    return_banner(state, race, force.get("power"), rng)


def retire_if_gone(state: State, seat: int, force: Force, rng: random.Random) -> bool:
    """Retire a race in decline once its last token has left the map (and the hands)."""
    if force not in state["seats"][seat]["declined"]:
        return False
    if tokens_on_map(state, force["race"]) == 0 and force["hand"] == 0:
        retire(state, seat, force, rng)
        return True
    return False
