"""Conquest: which regions a force may attack, what it costs, and what happens to defenders."""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from bot.engine.base import Event
from bot.games.smallworld.engine.data import BASE_DEFENCE, HOLES, TROLL_LAIRS, WATER
from bot.games.smallworld.engine.geography import geography
from bot.games.smallworld.engine.market import retire_if_gone
from bot.games.smallworld.engine.state import (
    Force,
    State,
    acting_force,
    board,
    has_power,
    is_race,
    is_water,
    marker_total,
    occupy,
    owner_of_race,
    region,
    regions_of,
    to_box,
)

# What may lower a conquest's price (see reduction).
REDUCING_POWERS = frozenset({"commando", "mounted", "underworld", "berserk"})
REDUCING_RACES = frozenset({"giants", "tritons"})


def race_text(race: str) -> dict[str, Any]:
    return {"key": f"sw-race-{race}", "params": {}}


# --- where -------------------------------------------------------------------------------


def may_enter_water(force: Force, declined: bool) -> bool:
    return has_power(force, "seafaring", declined)


def entry_region(state: State, force: Force, declined: bool, rid: int) -> bool:
    """Where a race with no region on the map comes in: the edge, or a shore of an edge sea."""
    if is_race(force, "halflings", declined) and not is_water(state, rid):
        return True
    return rid in geography(state).entry


class Position(NamedTuple):
    """Where a force stands and what its power lets it reach, worked out once: listing the
    targets asks about every region, and scanning the map for the force's regions each time
    was most of Small World's ``legal_actions`` (48 regions x 48). A named tuple: made at
    every playout step, and cheaper to build than a frozen dataclass."""

    own: tuple[int, ...]  # the force's regions, in number order
    near: frozenset[int]  # every region next to one of them
    flying: bool  # any land region is in reach
    seafaring: bool  # seas and lakes may be taken
    underworld: bool  # a cavern reaches every other cavern
    amazons_owed: bool  # Amazons who could not give back the lent tokens after one more region


def position(state: State, force: Force, declined: bool) -> Position:
    own = tuple(regions_of(state, force["race"]))
    adjacent = geography(state).adjacent
    near: set[int] = set()
    for held in own:
        near.update(adjacent[held])
    return Position(
        own=own,
        near=frozenset(near),
        flying=has_power(force, "flying", declined),
        seafaring=may_enter_water(force, declined),
        underworld=has_power(force, "underworld", declined),
        amazons_owed=is_race(force, "amazons", declined) and not amazons_can_spread(state, force),
    )


def reachable(
    state: State, force: Force, declined: bool, rid: int, where: Position | None = None
) -> bool:
    """Whether the force's position lets it reach ``rid`` (adjacency, or what powers allow);
    ``where``: the force's position, if the caller worked it out already."""
    if where is None:
        where = position(state, force, declined)
    if where.flying and not is_water(state, rid):
        return True
    if not where.own:
        return entry_region(state, force, declined, rid)
    if rid in where.near:
        return True
    if where.underworld and board(state, rid)["cavern"]:
        return any(board(state, held)["cavern"] for held in where.own)
    return False


def candidates(state: State, force: Force, declined: bool, where: Position) -> list[int]:
    """Every region ``reachable`` might accept, in number order: the regions next to the
    force's own when it holds some and no power lets it reach farther, else all of them.
    Listing targets asks ``target_error`` only about these (a bot's playouts list targets
    thousands of times a second)."""
    if not where.own or where.flying or where.underworld:
        return list(geography(state).numbers)
    return sorted(where.near)


def target_error(
    state: State,
    seat: int,
    force: Force,
    declined: bool,
    rid: int,
    where: Position | None = None,
) -> str | None:
    """Why ``force`` of ``seat`` may not attack ``rid`` (a catalog key), or None; ``where`` as
    for :func:`reachable`."""
    # The region and its board entry read once: listing targets asks this about every
    # region next to the force, at every step of the bots' playouts.
    key = str(rid)
    reg = state["regions"].get(key)
    if reg is None:
        return "sw-err-no-region"
    if reg["race"] == force["race"]:
        return "sw-err-own-region"
    if reg["owner"] == seat and not reg["declined"]:
        return "sw-err-own-region"
    if where is None:
        where = position(state, force, declined)
    if state["board"][key]["terrain"] in WATER and not where.seafaring:
        return "sw-err-water"
    if reg["owner"] is not None and reg["owner"] != seat:
        # A hero, the dragon or a hole protects the region (named one by one: any() over a
        # tuple made a generator per region listed, costlier than the test itself).
        if reg["hero"] or reg["dragon"] or reg["hole"]:
            return "sw-err-protected"
        if not reg["declined"] and state["seats"][reg["owner"]]["ally"] == seat:
            return "sw-err-peace"
    # Next to one of the force's regions is reachable whatever the power (most targets listed):
    # asked first, without the call.
    if rid not in where.near and not reachable(state, force, declined, rid, where):
        return "sw-err-unreachable"
    if where.amazons_owed:
        return "sw-err-amazons-owed"
    return None


def amazons_can_spread(state: State, force: Force) -> bool:
    """The four lent Amazons must go back before redeployment, leaving a token in every region:
    one more region is allowed only if enough tokens would remain to give them back."""
    turn = state["turn_state"]
    held = regions_of(state, "amazons")
    total = force["hand"] + sum(region(state, rid)["tokens"] for rid in held)
    owed = turn["amazon_bonus"] if turn["readied"] else min(4, state["box"]["amazons"])
    if not turn["readied"]:
        total += owed
    return total - (len(held) + 1) >= owed


# --- how much ----------------------------------------------------------------------------


def defence(state: State, rid: int) -> int:
    """Tokens needed before any reduction: 2, +1 per marker that defends, +1 per token."""
    key = str(rid)
    reg = state["regions"][key]
    mountain = 1 if state["board"][key]["terrain"] == "mountain" else 0
    markers = reg["fortress"] + reg["lair"] + reg["camp"]
    return BASE_DEFENCE + mountain + markers + reg["tokens"] + reg["lost_tribe"]


def reduction(state: State, force: Force, declined: bool, rid: int) -> int:
    """Fewer tokens needed thanks to the race and the power (active ones only)."""
    if declined or force is None:
        return 0
    # The active force's power and race read once (what has_power and is_race would say of
    # it): listing targets prices every region next to the force at every playout step.
    power = force.get("power")
    race = force["race"]
    if power not in REDUCING_POWERS and race not in REDUCING_RACES:
        return 0  # most forces: no need to look at the region
    cell = board(state, rid)
    terrain = cell["terrain"]
    less = 0
    if power == "commando":
        less += 1
    if power == "mounted" and terrain in ("hill", "farmland"):
        less += 1
    if power == "underworld" and cell["cavern"]:
        less += 1
    if race == "giants" and any(
        board(state, other)["terrain"] == "mountain" and region(state, other)["race"] == "giants"
        for other in cell["adj"]
    ):
        less += 1
    if race == "tritons" and rid in geography(state).shore:
        less += 1
    if power == "berserk" and state["turn_state"]["berserk"] is not None:
        less += state["turn_state"]["berserk"]
    return less


def cost_for(state: State, force: Force, declined: bool, rid: int) -> int:
    """Whatever the reductions, a conquest always takes at least one token."""
    cost = defence(state, rid) - reduction(state, force, declined, rid)
    return cost if cost > 1 else 1  # not max(): a builtin call per target listed


# --- what happens ------------------------------------------------------------------------


def conquest_cost(state: State, seat: int, region_id: int) -> int:
    """Tokens the seat's conquering race (Ghouls in decline first, else the active race) would
    need for ``region_id`` now, with every reduction it has (at least 1): the UI's price."""
    force, declined = acting_force(state) if seat == state["active"] else (None, False)
    if force is None:
        force = state["seats"][seat]["active"]
        declined = False
    if force is None:
        raise ValueError(f"seat {seat} has no race to conquer with")
    return cost_for(state, force, declined, region_id)


def take_region(
    state: State,
    seat: int,
    force: Force,
    declined: bool,
    rid: int,
    tokens: int,
    rng: random.Random,
) -> list[Event]:
    """Move ``tokens`` from the force's hand into ``rid``; the defenders take their losses."""
    events = [
        Event(
            "sw-conquered",
            {"seat": seat, "race": race_text(force["race"]), "region": rid, "tokens": tokens},
        )
    ]
    non_empty = evict(state, seat, rid, events, rng)
    force["hand"] -= tokens
    occupy(state, rid, seat, force, declined, tokens)
    turn = state["turn_state"]
    if declined:
        turn["ghoul_conquests"] += 1
    else:
        turn["conquests"] += 1
        turn["non_empty"] += 1 if non_empty else 0
        turn["acted"] = True
        place_conquest_markers(state, force, rid)
    return events


def place_conquest_markers(state: State, force: Force, rid: int) -> None:
    reg = region(state, rid)
    if force["race"] == "trolls" and marker_total(state, "lair") < TROLL_LAIRS:
        reg["lair"] = 1
    if force["race"] == "halflings" and force.get("holes", 0) < HOLES:
        reg["hole"] = 1
        force["holes"] = force.get("holes", 0) + 1


def evict(state: State, seat: int, rid: int, events: list[Event], rng: random.Random) -> bool:
    """Remove what stands in ``rid``; returns whether it held any token."""
    reg = region(state, rid)
    non_empty = bool(reg["tokens"] or reg["lost_tribe"])
    reg["lost_tribe"] = 0
    for marker in ("lair", "fortress", "camp", "hero", "dragon", "hole"):
        reg[marker] = 0
    race = reg["race"]
    if race is None:
        return non_empty
    found = owner_of_race(state, race)
    assert found is not None, f"{race} on the map without an owner"
    owner, defender, declined = found
    tokens = reg["tokens"]
    elves = is_race(defender, "elves", declined)
    lost = 0 if elves else 1
    back = tokens - lost
    to_box(state, race, lost)
    defender["hand"] += back
    reg.update(owner=None, race=None, declined=False, tokens=0)
    events.append(
        Event(
            "sw-defender-lost",
            {"seat": owner, "race": race_text(race), "region": rid, "lost": lost, "back": back},
        )
    )
    if owner != seat and not declined and owner not in state["turn_state"]["attacked"]:
        state["turn_state"]["attacked"].append(owner)
    if declined and not regions_of(state, race):
        # A race in decline with no region left has nowhere to go back to.
        to_box(state, race, defender["hand"])
        defender["hand"] = 0
    if declined and retire_if_gone(state, owner, defender, rng):
        events.append(Event("sw-race-vanished", {"seat": owner, "race": race_text(race)}))
    return non_empty
