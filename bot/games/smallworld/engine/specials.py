"""Moves that only some races and powers have: Berserk's die, the Dragon, Sorcerers' spell,
and the markers placed while redeploying (fortress, heroes, encampments, a Diplomat's ally)."""

from __future__ import annotations

import random

from bot.engine.base import Event, RuleError
from bot.games.smallworld.engine.conquest import (
    Position,
    position,
    race_text,
    take_region,
    target_error,
)
from bot.games.smallworld.engine.data import DIE_FACES, ENCAMPMENTS, FORTRESSES, HEROES
from bot.games.smallworld.engine.state import (
    Force,
    State,
    active_force,
    has_power,
    marker_total,
    occupy,
    region,
    regions_of,
    to_box,
)
from bot.games.smallworld.engine.turn import exposure


def roll_die(rng: random.Random) -> int:
    return rng.choice(DIE_FACES)


def require_power(force: Force | None, power: str) -> Force:
    if not has_power(force, power, False):
        raise RuleError("sw-err-no-power", power={"key": f"sw-power-{power}", "params": {}})
    assert force is not None
    return force


# --- during conquests --------------------------------------------------------------------


def berserk_roll(state: State, seat: int, rng: random.Random) -> list[Event]:
    turn = state["turn_state"]
    if turn["berserk"] is not None:
        raise RuleError("sw-err-berserk-rolled")
    die = roll_die(rng)
    turn["berserk"] = die
    turn["acted"] = True
    state["last_roll"] = die
    return [Event("sw-berserk-roll", {"seat": seat, "die": die})]


def dragon_attack(
    state: State, seat: int, force: Force, rid: int, rng: random.Random
) -> list[Event]:
    """The Dragon takes any region it may reach with a single token, once a turn."""
    if state["turn_state"]["dragon_used"]:
        raise RuleError("sw-err-dragon-used")
    error = target_error(state, seat, force, False, rid)
    if error:
        raise RuleError(error, region=rid)
    if force["hand"] < 1:
        raise RuleError("sw-err-no-tokens")
    for other in regions_of(state, force["race"]):
        region(state, other)["dragon"] = 0
    events = take_region(state, seat, force, False, rid, 1, rng)
    region(state, rid)["dragon"] = 1
    state["turn_state"]["dragon_used"] = True
    return [Event("sw-dragon", {"seat": seat, "region": rid}), *events]


def convert_error(
    state: State, seat: int, force: Force, rid: int, where: Position | None = None
) -> str | None:
    """Why the Sorcerers may not replace the token in ``rid`` now, or None; ``where``: the
    Sorcerers' position, when listing the targets worked it out already."""
    if where is None:
        where = position(state, force, False)
    if not where.own:
        return "sw-err-unreachable"
    error = target_error(state, seat, force, False, rid, where)
    if error:
        return error
    reg = region(state, rid)
    if reg["owner"] is None or reg["owner"] == seat or reg["declined"] or reg["tokens"] != 1:
        return "sw-err-convert-target"
    if reg["camp"]:
        return "sw-err-protected"
    if reg["owner"] in state["turn_state"]["converted"]:
        return "sw-err-convert-once"
    if state["box"]["sorcerers"] < 1:
        return "sw-err-box-empty"
    return None


def sorcerers_convert(state: State, seat: int, force: Force, rid: int) -> list[Event]:
    error = convert_error(state, seat, force, rid)
    if error:
        raise RuleError(error, region=rid)
    reg = region(state, rid)
    victim, victim_race = reg["owner"], reg["race"]
    to_box(state, victim_race, 1)
    for marker in ("lair", "fortress", "camp"):
        reg[marker] = 0
    state["box"]["sorcerers"] -= 1
    occupy(state, rid, seat, force, False, 1)
    turn = state["turn_state"]
    turn["converted"].append(victim)
    if victim not in turn["attacked"]:
        turn["attacked"].append(victim)
    turn["conquests"] += 1
    turn["non_empty"] += 1
    turn["acted"] = True
    params = {"seat": seat, "victim": victim, "race": race_text(victim_race), "region": rid}
    return [Event("sw-converted", params)]


# --- while redeploying -------------------------------------------------------------------


def place_fortress(state: State, seat: int, rid: int) -> list[Event]:
    force = require_power(active_force(state, seat), "fortified")
    if state["turn_state"]["fortress_placed"]:
        raise RuleError("sw-err-fortress-placed")
    if rid not in regions_of(state, force["race"]):
        raise RuleError("sw-err-not-yours", region=rid)
    if region(state, rid)["fortress"]:
        raise RuleError("sw-err-fortress-there", region=rid)
    if marker_total(state, "fortress") >= FORTRESSES:
        raise RuleError("sw-err-box-empty")
    region(state, rid)["fortress"] = 1
    state["turn_state"]["fortress_placed"] = True
    return [Event("sw-fortress", {"seat": seat, "region": rid})]


def place_heroes(state: State, seat: int, raw: object) -> list[Event]:
    force = require_power(active_force(state, seat), "heroic")
    if not isinstance(raw, list) or not all(isinstance(r, int) for r in raw):
        raise RuleError("sw-err-bad-action")
    held = regions_of(state, force["race"])
    chosen = sorted(set(raw))
    # The published rule: the two heroes stand in two different regions (one hero alone only
    # when the race holds a single region).
    required = min(HEROES, len(held))
    if not required or len(chosen) != len(raw) or len(chosen) != required:
        raise RuleError("sw-err-hero-count", count=max(required, 1))
    for rid in chosen:
        if rid not in held:
            raise RuleError("sw-err-not-yours", region=rid)
    for rid in held:
        region(state, rid)["hero"] = 1 if rid in chosen else 0
    state["turn_state"]["heroes_placed"] = True
    return [Event("sw-heroes", {"seat": seat, "regions": chosen})]


def place_camps(state: State, seat: int, raw: object) -> list[Event]:
    force = require_power(active_force(state, seat), "bivouacking")
    if not isinstance(raw, dict):
        raise RuleError("sw-err-bad-action")
    held = regions_of(state, force["race"])
    layout: dict[int, int] = {}
    for key, count in raw.items():
        if not str(key).isdigit() or not isinstance(count, int) or count < 0:
            raise RuleError("sw-err-bad-action")
        if int(key) not in held:
            raise RuleError("sw-err-not-yours", region=int(key))
        layout[int(key)] = count
    if sum(layout.values()) > ENCAMPMENTS:
        raise RuleError("sw-err-camp-count", limit=ENCAMPMENTS)
    for rid in held:
        region(state, rid)["camp"] = layout.get(rid, 0)
    state["turn_state"]["camps_placed"] = True
    return [Event("sw-camps", {"seat": seat, "count": sum(layout.values())})]


def ally_choices(state: State, seat: int) -> list[int]:
    """Opponents with an active race that this seat did not attack this turn."""
    return [
        other
        for other in range(state["players"])
        if other != seat
        and state["seats"][other]["active"] is not None
        and other not in state["turn_state"]["attacked"]
    ]


def make_ally(state: State, seat: int, other: object) -> list[Event]:
    require_power(active_force(state, seat), "diplomat")
    if state["turn_state"]["allied"]:
        raise RuleError("sw-err-ally-chosen")
    if not isinstance(other, int) or other not in ally_choices(state, seat):
        raise RuleError("sw-err-ally-target")
    state["seats"][seat]["ally"] = other
    state["turn_state"]["allied"] = True
    return [Event("sw-ally", {"seat": seat, "ally": other})]


def default_heroes(state: State, force: Force) -> list[int]:
    held = regions_of(state, force["race"])
    return sorted(sorted(held, key=lambda rid: (-exposure(state, rid), rid))[:HEROES])


def default_camps(state: State, force: Force) -> dict[str, int]:
    held = sorted(regions_of(state, force["race"]), key=lambda rid: (-exposure(state, rid), rid))
    layout: dict[str, int] = {}
    for index in range(ENCAMPMENTS if held else 0):
        key = str(held[index % len(held)])
        layout[key] = layout.get(key, 0) + 1
    return layout


def standing_markers(state: State, seat: int) -> list[Event]:
    """At the end of the turn the heroes and the five encampments stand on the board (as
    published): if the player placed none this turn and some are missing (the first turn, or
    their region was lost or abandoned), the missing ones go where the default would put them."""
    force = active_force(state, seat)
    turn = state["turn_state"]
    if force is None:
        return []
    heroic = has_power(force, "heroic", False) and not turn["heroes_placed"]
    bivouacking = has_power(force, "bivouacking", False) and not turn["camps_placed"]
    if not heroic and not bivouacking:
        return []  # most races: no need to rank the regions (every turn of every playout)
    held = regions_of(state, force["race"])
    ranked = sorted(held, key=lambda rid: (-exposure(state, rid), rid))
    events: list[Event] = []
    if heroic and held:
        guarded = [rid for rid in ranked if region(state, rid)["hero"]]
        missing = min(HEROES, len(held)) - len(guarded)
        if missing > 0:
            chosen = guarded + [rid for rid in ranked if rid not in guarded][:missing]
            events += place_heroes(state, seat, sorted(chosen))
    if bivouacking and held:
        layout = {
            str(rid): region(state, rid)["camp"] for rid in held if region(state, rid)["camp"]
        }
        missing = ENCAMPMENTS - sum(layout.values())
        if missing > 0:
            for index in range(missing):
                key = str(ranked[index % len(ranked)])
                layout[key] = layout.get(key, 0) + 1
            events += place_camps(state, seat, layout)
    return events
