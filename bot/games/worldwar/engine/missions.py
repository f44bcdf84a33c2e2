"""Missions and scores: when a mission is complete, and what everyone scores at the end.

Occupy and "other" missions look at the holder's own board and deeds; eliminate and capture
missions count whoever did it ("借刀杀人 … 同样算作自己的胜利"). A player who is out can no longer
complete a mission, and an eliminate mission whose target is out is complete for its holder.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from bot.games.worldwar.engine.battle import CANNON, HORSE, SOLDIER, units_of
from bot.games.worldwar.engine.content.decks import COLOURS, Mission, decks
from bot.games.worldwar.engine.state import (
    CONTINENT_LANDS,
    MAP,
    SCORE_CAPITAL,
    SCORE_ENGINE,
    SCORE_LORD,
    SCORE_MISSION,
    State,
    capital_of,
    continents_held,
    owned,
)

COLOURS_INDEX = {name: seat for seat, name in enumerate(COLOURS)}


def mission_target(mission: Mission, seat: int, players: int) -> int | None:
    """The seat an eliminate or capture mission names ("left": the next seat), else None."""
    target = mission.target
    if target is None:
        return None
    if target == "left":
        return (seat + 1) % players
    return COLOURS_INDEX.get(target, -1)


def engines(state: State, seat: int, mine: list[str] | None = None) -> tuple[int, int]:
    """(catapults, well-towers) the seat owns on the map (``mine``: its territories, when the
    caller has them already)."""
    if mine is None:
        mine = owned(state, seat)
    return sum(state["map"][t]["k"] for t in mine), sum(state["map"][t]["w"] for t in mine)


def done(
    state: State,
    seat: int,
    mission: Mission,
    *,
    end_of_round: bool = False,
    mine: list[str] | None = None,
) -> bool:
    """Whether ``mission`` is complete for ``seat`` now (``mine``: the seat's territories, in
    any order, when the caller has them already)."""
    p = mission.params  # read only
    info = state["seats"][seat]
    if mission.kind in ("eliminate", "capture"):
        target = mission_target(mission, seat, state["players"])
        if target is None or not 0 <= target < state["players"]:
            return False
        victim = state["seats"][target]
        return bool(victim["out"] if mission.kind == "eliminate" else victim["held_by"] is not None)
    if "continents" in p:
        held = set(continents_held(state, seat, mine))
        return set(p["continents"]) <= held and len(held) >= len(p["continents"]) + p["plus_any"]
    if "catapults" in p:
        cats, towers = engines(state, seat, mine)
        return cats >= p["catapults"] and towers >= p["well_towers"]
    if "capitals_taken" in p:
        return len(set(info["capitals"])) >= p["capitals_taken"]
    if "grain" in p:
        return end_of_round and info["grain"] >= p["grain"]
    if "lords_captured" in p:
        return len(set(info["lords"])) >= p["lords_captured"]
    # The kinds below count the seat's territories: listed only for them (every playout step
    # checks every seat's mission).
    if mine is None:
        mine = owned(state, seat)
    if "min_units" in p:
        board = state["map"]  # units_of: a stack's units without building the Stack
        strong = [t for t in mine if units_of(board[t]["u"]) >= p["min_units"]]
        return len(strong) >= p["territories"]
    if "hold" in p:
        return set(p["hold"]) <= set(mine)
    if "rich_territories" in p:
        rich = [t for t in mine if MAP.territories[t].value >= p["min_value"]]
        return len(rich) >= p["rich_territories"]
    if "total_value" in p:
        return sum(MAP.territories[t].value for t in mine) >= p["total_value"]
    if "units_on_board" in p:
        outside = [t for t in mine if capital_of(state, t) != seat]
        return sum(units_of(state["map"][t]["u"]) for t in outside) >= p["units_on_board"]
    return False


def completed(state: State, *, end_of_round: bool = False) -> list[int]:
    """Seats still in the game whose kept mission is complete now."""
    out = []
    for seat, info in enumerate(state["seats"]):
        mid = info["mission"]
        if info["out"] or mid is None:
            continue
        if check_of(mid)(state, seat, end_of_round):
            out.append(seat)
    return out


# A mission's check: (state, seat, end_of_round) -> complete now.
Check = Callable[[State, int, bool], bool]

# Each mission's check by mission id, prepared once (asked of every seat after every action
# of every playout: working out the kind from the parameters each time cost more than the check).
_CHECKS: dict[str, Check] = {}


def check_of(mid: str) -> Check:
    """The mission's :func:`checker`, by mission id, prepared on the first ask."""
    check = _CHECKS.get(mid)
    if check is None:
        check = _CHECKS[mid] = checker(decks().mission(mid))
    return check


# Each territory's value, looked up without the map's Territory objects.
VALUES: Final = {tid: t.value for tid, t in MAP.territories.items()}


def checker(mission: Mission) -> Check:
    """``done`` for ``mission`` with the kind worked out once: the check reads the board
    itself, only the cells it needs (a continent's or a list's territories looked up, the
    seat's own found in one pass), instead of every seat's territories gathered first.
    tests/engine/worldwar/test_cheap_reads.py checks it against ``done`` over whole games."""
    p = mission.params
    if mission.kind in ("eliminate", "capture"):
        eliminate, named = mission.kind == "eliminate", mission.target
        if named is None:  # names nobody: never complete (as mission_target's None)
            return lambda state, seat, end: False
        # mission_target with the colour looked up once ("left": the next seat, per seat)
        fixed = None if named == "left" else COLOURS_INDEX.get(named, -1)

        def check_victim(state: State, seat: int, end_of_round: bool) -> bool:
            players = state["players"]
            target = (seat + 1) % players if fixed is None else fixed
            if not 0 <= target < players:
                return False
            victim = state["seats"][target]
            return bool(victim["out"] if eliminate else victim["held_by"] is not None)

        return check_victim
    if "continents" in p:
        wanted = [CONTINENT_LANDS[c] for c in p["continents"]]
        need, distinct = len(p["continents"]) + p["plus_any"], len(set(p["continents"]))

        def check_continents(state: State, seat: int, end_of_round: bool) -> bool:
            board = state["map"]
            for lands in wanted:
                for tid in lands:
                    if board[tid]["o"] != seat:
                        return False
            if need <= distinct:  # the wanted ones are enough (no other continent asked)
                return True
            held = sum(
                all(board[tid]["o"] == seat for tid in lands) for lands in CONTINENT_LANDS.values()
            )
            return held >= need

        return check_continents
    if "catapults" in p:
        cats_needed, towers_needed = p["catapults"], p["well_towers"]

        def check_engines(state: State, seat: int, end_of_round: bool) -> bool:
            cats = towers = 0
            for cell in state["map"].values():
                if cell["o"] == seat:
                    cats += cell["k"]
                    towers += cell["w"]
            return cats >= cats_needed and towers >= towers_needed

        return check_engines
    if "capitals_taken" in p:
        return lambda state, seat, _end: (
            len(set(state["seats"][seat]["capitals"])) >= p["capitals_taken"]
        )
    if "grain" in p:
        return lambda state, seat, end: end and state["seats"][seat]["grain"] >= p["grain"]
    if "lords_captured" in p:
        return lambda state, seat, _end: (
            len(set(state["seats"][seat]["lords"])) >= p["lords_captured"]
        )
    if "min_units" in p:
        least, territories = p["min_units"], p["territories"]

        def check_strong(state: State, seat: int, end_of_round: bool) -> bool:
            strong = 0
            for cell in state["map"].values():
                if cell["o"] == seat:
                    u = cell["u"]  # units_of(u), inlined: every cell of the seat's, every step
                    units = (
                        u.get("soldiers", 0) * SOLDIER
                        + u.get("horses", 0) * HORSE
                        + u.get("cannons", 0) * CANNON
                    )
                    if units >= least:
                        strong += 1
            return strong >= territories

        return check_strong
    if "hold" in p:
        hold = tuple(p["hold"])
        return lambda state, seat, _end: all(state["map"][t]["o"] == seat for t in hold)
    if "rich_territories" in p:
        least, territories = p["min_value"], p["rich_territories"]

        def check_rich(state: State, seat: int, end_of_round: bool) -> bool:
            rich = 0
            for tid, cell in state["map"].items():
                if cell["o"] == seat and VALUES[tid] >= least:
                    rich += 1
            return rich >= territories

        return check_rich
    if "total_value" in p:
        total = p["total_value"]

        def check_value(state: State, seat: int, end_of_round: bool) -> bool:
            board = state["map"]
            return sum(VALUES[tid] for tid, cell in board.items() if cell["o"] == seat) >= total

        return check_value
    if "units_on_board" in p:
        total = p["units_on_board"]

        def check_army(state: State, seat: int, end_of_round: bool) -> bool:
            home = state["seats"][seat]["capital"]
            units = 0
            for tid, cell in state["map"].items():
                # capital_of asked only of the seat's own capital (the only place it can be
                # the seat), as done asks it of every territory
                if cell["o"] == seat and not (tid == home and capital_of(state, tid) == seat):
                    units += units_of(cell["u"])
            return units >= total

        return check_army
    return lambda state, seat, end: False


def capture_completes(state: State, victim: int) -> bool:
    """Whether taking ``victim``'s lord completes someone's mission (then no ransom)."""
    for seat, info in enumerate(state["seats"]):
        if info["out"] or info["mission"] is None or seat == victim:
            continue
        mission = decks().mission(info["mission"])
        if mission.kind == "capture" and mission_target(mission, seat, state["players"]) == victim:
            return True
    return False


def scores(state: State, held: dict[int | None, list[str]] | None = None) -> list[dict[str, int]]:
    """Each seat's points by heading: mission 100, continents their bonus, enemy lords and
    capitals taken 50 each (each enemy once), catapults and well-towers 5 each. ``held``:
    every seat's territories (``holdings``), when the caller has them already."""
    table = []
    for seat, info in enumerate(state["seats"]):
        mine = None if held is None else held.get(seat, [])
        cats, towers = engines(state, seat, mine)
        row = {
            "mission": SCORE_MISSION if seat in state["completed"] else 0,
            "continents": sum(MAP.continents[c].bonus for c in continents_held(state, seat, mine)),
            "lords": SCORE_LORD * len(set(info["lords"])),
            "capitals": SCORE_CAPITAL * len(set(info["capitals"])),
            "engines": SCORE_ENGINE * (cats + towers),
        }
        row["total"] = sum(row.values())
        table.append(row)
    return table
