"""The game state: building it, and small read/write helpers shared by the rule modules.

The state is a plain JSON-compatible dict. Region-keyed maps use the region number as a
string key (``"17"``) so that a JSON round trip changes nothing.

* ``board[rid]``: what never changes (terrain, features, edge, neighbours).
* ``regions[rid]``: who is there (owner seat, race, declined, tokens, Lost Tribe) and markers.
* ``seats[s]``: coins, the active race (a dict with its hand) and the races in decline.
* ``turn_state``: what the seat whose turn it is has done so far this turn.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Protocol

from bot.games.smallworld.engine.data import RACES, STARTING_COINS, WATER

State = dict[str, Any]
Force = dict[str, Any]  # an active race or a race in decline: {"race", "power", "hand", ...}

MARKERS = ("lair", "fortress", "camp", "hero", "dragon", "hole")


class RegionLike(Protocol):
    """A map region as setup reads it (read-only, so frozen dataclasses fit)."""

    @property
    def id(self) -> int: ...
    @property
    def terrain(self) -> str: ...
    @property
    def mine(self) -> bool: ...
    @property
    def magic(self) -> bool: ...
    @property
    def cavern(self) -> bool: ...
    @property
    def lost_tribe(self) -> bool: ...
    @property
    def edge(self) -> bool: ...
    @property
    def neighbours(self) -> frozenset[int]: ...


def board_from_regions(regions: Sequence[RegionLike]) -> dict[str, dict[str, Any]]:
    """The static part of the state, taken from map regions (``maps.Region`` or alike)."""
    return {
        str(reg.id): {
            "terrain": reg.terrain,
            "mine": reg.mine,
            "magic": reg.magic,
            "cavern": reg.cavern,
            "edge": reg.edge,
            "adj": sorted(reg.neighbours),
        }
        for reg in sorted(regions, key=lambda item: item.id)
    }


def empty_region(lost_tribe: bool) -> dict[str, Any]:
    return {
        "owner": None,
        "race": None,
        "declined": False,
        "tokens": 0,
        "lost_tribe": 1 if lost_tribe else 0,
        **{marker: 0 for marker in MARKERS},
    }


def new_turn_state() -> dict[str, Any]:
    return {
        "force": "active",  # "active", or "ghouls" while Ghouls in decline conquer first
        "picked": False,  # a combo was picked this turn (no decline then)
        "readied": False,  # the active race took its spare tokens in hand
        "ghouls_readied": False,
        "acted": False,  # the active race did anything this turn (decline no longer allowed)
        "conquests": 0,  # conquests by the active race
        "non_empty": 0,  # of which regions that held tokens (Orcs, Pillaging, Skeletons)
        "ghoul_conquests": 0,
        "amazon_bonus": 0,  # tokens lent to Amazons for this turn's conquests
        "berserk": None,  # Berserk's die, rolled before choosing the target
        "dragon_used": False,
        "converted": [],  # seats whose token the Sorcerers replaced this turn
        "attacked": [],  # seats whose active race this seat attacked this turn
        "fortress_placed": False,
        "heroes_placed": False,
        "camps_placed": False,
        "allied": False,
        "declined_now": False,
    }


def new_state(
    board: dict[str, dict[str, Any]],
    lost_tribes: set[int],
    players: int,
    turns: int,
    map_id: int,
) -> State:
    return {
        "game": "smallworld",
        "players": players,
        "turns": turns,
        "turn": 1,
        "map": map_id,
        "first": 0,
        "active": 0,
        "phase": "pick",
        "board": board,
        "regions": {rid: empty_region(int(rid) in lost_tribes) for rid in board},
        "market": [],
        "race_stack": [],
        "power_stack": [],
        "power_discard": [],
        "box": {race: total for race, (_banner, total) in RACES.items()},
        "seats": [
            {"coins": STARTING_COINS, "active": None, "declined": [], "ally": None}
            for _ in range(players)
        ],
        "turn_state": new_turn_state(),
        "last_roll": None,
        "result": None,
    }


# --- reading -------------------------------------------------------------------------------


def region(state: State, rid: int | str) -> dict[str, Any]:
    return state["regions"][str(rid)]


def board(state: State, rid: int | str) -> dict[str, Any]:
    return state["board"][str(rid)]


def is_water(state: State, rid: int | str) -> bool:
    return board(state, rid)["terrain"] in WATER


def neighbours(state: State, rid: int | str) -> list[int]:
    return board(state, rid)["adj"]


def region_ids(state: State) -> list[int]:
    # Sorted rather than in dict order: a stored snapshot may come back with its keys reordered.
    return sorted(map(int, state["regions"]))


def regions_of(state: State, race: str) -> list[int]:
    """The regions where ``race`` stands, in number order."""
    # A list sorted in place, not sorted() over a generator: asked thousands of times a playout.
    found = [int(rid) for rid, reg in state["regions"].items() if reg["race"] == race]
    found.sort()
    return found


def seat_regions(state: State, seat: int) -> list[int]:
    return sorted(int(rid) for rid, reg in state["regions"].items() if reg["owner"] == seat)


def tokens_on_map(state: State, race: str) -> int:
    return sum(reg["tokens"] for reg in state["regions"].values() if reg["race"] == race)


def seat_tokens_on_map(state: State, seat: int) -> int:
    return sum(region(state, rid)["tokens"] for rid in seat_regions(state, seat))


def forces(state: State, seat: int) -> Iterator[tuple[Force, bool]]:
    """Every race the seat holds, with ``True`` for those in decline."""
    active = state["seats"][seat]["active"]
    if active is not None:
        yield active, False
    for force in state["seats"][seat]["declined"]:
        yield force, True


def owner_of_race(state: State, race: str) -> tuple[int, Force, bool] | None:
    for seat in range(state["players"]):
        for force, declined in forces(state, seat):
            if force["race"] == race:
                return seat, force, declined
    return None


def active_force(state: State, seat: int) -> Force | None:
    return state["seats"][seat]["active"]


def declined_ghouls(state: State, seat: int) -> Force | None:
    for force in state["seats"][seat]["declined"]:
        if force["race"] == "ghouls":
            return force
    return None


def acting_force(state: State) -> tuple[Force | None, bool]:
    """The force that conquers now for the seat whose turn it is, and whether it is declined."""
    seat = state["active"]
    if state["turn_state"]["force"] == "ghouls":
        return declined_ghouls(state, seat), True
    return active_force(state, seat), False


def has_power(force: Force | None, power: str, declined: bool) -> bool:
    """Whether a power works for this force now (in decline only the kept badges work)."""
    if force is None or force.get("power") != power:
        return False
    return not declined or power in ("seafaring", "spirit")


def is_race(force: Force | None, race: str, declined: bool) -> bool:
    """Whether a race ability that works only while active applies to this force."""
    return force is not None and not declined and force["race"] == race


def marker_total(state: State, marker: str) -> int:
    return sum(reg[marker] for reg in state["regions"].values())


# --- writing -------------------------------------------------------------------------------


def clear_region(state: State, rid: int) -> None:
    """Empty a region of race tokens and of every marker that belongs to its occupant."""
    reg = region(state, rid)
    reg.update(owner=None, race=None, declined=False, tokens=0)
    for marker in ("lair", "fortress", "camp", "hero", "dragon", "hole"):
        reg[marker] = 0


def occupy(state: State, rid: int, seat: int, force: Force, declined: bool, tokens: int) -> None:
    reg = region(state, rid)
    reg.update(owner=seat, race=force["race"], declined=declined, tokens=tokens, lost_tribe=0)


def to_box(state: State, race: str, count: int) -> None:
    state["box"][race] += count


def from_box(state: State, race: str, wanted: int) -> int:
    """Take up to ``wanted`` tokens of ``race`` from the box; returns how many there were."""
    taken = max(0, min(wanted, state["box"][race]))
    state["box"][race] -= taken
    return taken
