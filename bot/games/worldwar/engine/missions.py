"""Missions and scores: when a mission is complete, and what everyone scores at the end.

Occupy and "other" missions look at the holder's own board and deeds; eliminate and capture
missions count whoever did it ("借刀杀人 … 同样算作自己的胜利"). A player who is out can no longer
complete a mission, and an eliminate mission whose target is out is complete for its holder.
"""

from __future__ import annotations

from bot.games.worldwar.engine.battle import units_of
from bot.games.worldwar.engine.content.decks import COLOURS, Mission, decks
from bot.games.worldwar.engine.state import (
    MAP,
    SCORE_CAPITAL,
    SCORE_ENGINE,
    SCORE_LORD,
    SCORE_MISSION,
    State,
    capital_of,
    continents_held,
    holdings,
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
    held = holdings(state)  # one pass over the map for every seat (asked after every action)
    deck = decks()
    out = []
    for seat, info in enumerate(state["seats"]):
        mid = info["mission"]
        if info["out"] or mid is None:
            continue
        mission = deck.mission(mid)
        if done(state, seat, mission, end_of_round=end_of_round, mine=held.get(seat, [])):
            out.append(seat)
    return out


def capture_completes(state: State, victim: int) -> bool:
    """Whether taking ``victim``'s lord completes someone's mission (then no ransom)."""
    for seat, info in enumerate(state["seats"]):
        if info["out"] or info["mission"] is None or seat == victim:
            continue
        mission = decks().mission(info["mission"])
        if mission.kind == "capture" and mission_target(mission, seat, state["players"]) == victim:
            return True
    return False


def scores(state: State) -> list[dict[str, int]]:
    """Each seat's points by heading: mission 100, continents their bonus, enemy lords and
    capitals taken 50 each (each enemy once), catapults and well-towers 5 each."""
    table = []
    for seat, info in enumerate(state["seats"]):
        cats, towers = engines(state, seat)
        row = {
            "mission": SCORE_MISSION if seat in state["completed"] else 0,
            "continents": sum(MAP.continents[c].bonus for c in continents_held(state, seat)),
            "lords": SCORE_LORD * len(set(info["lords"])),
            "capitals": SCORE_CAPITAL * len(set(info["capitals"])),
            "engines": SCORE_ENGINE * (cats + towers),
        }
        row["total"] = sum(row.values())
        table.append(row)
    return table
