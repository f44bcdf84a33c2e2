"""Each seat's chance to win a World War game from a state (issue 30: the search's estimate
where it stops a playout early).

The formula, per seat still in the game (a seat that is out has 0):

    worth = points + MISSION * progress² + TERRITORY * territories + UNIT * units
            + GRAIN * grain
    chance = softmax(worth / temperature),   temperature = HEAT + HEAT_PER_ROUND * rounds left

* ``points``: what the seat would score if the game ended now (:func:`missions.scores`:
  continents, enemy lords and capitals taken, engines; a completed mission is its 100);
* ``progress`` (0..1): how far its own mission is done (:func:`progress`). A completed
  mission ends the game at once and almost always wins it ("如果有人完成任务,则游戏结束"), so
  the last steps weigh most: squared. In a determinized state the other seats' missions are
  the sampled ones, the searching seat's its own;
* ``territories``, ``units`` (on the map, in supply, in a pending battle), ``grain``: what
  the seat can still turn into points and conquests in the rounds left;
* the temperature: the more rounds left, the less the standing now says, so the flatter the
  chances.

The constants were fitted to the winners of autopilot games from the standing at the start
of rounds 2 to 6 (see the constants); the seat it ranks first there wins 53 % of those games,
against 22 % by chance (tests/engine/worldwar/test_evaluate.py checks it on other games). A
finished game gives its winners equal shares.
"""

from __future__ import annotations

import math
from typing import Any, Final

from bot.games.worldwar.engine.content.decks import Mission, decks
from bot.games.worldwar.engine.missions import done, engines, mission_target, scores
from bot.games.worldwar.engine.state import (
    MAP,
    ROUNDS,
    State,
    capital_of,
    holdings,
    seat_units,
    stack,
)

# Fitted (coordinate search on the log-likelihood of the winners) to 1269 standings of 300
# autopilot games; MISSION is set above the fit (30), since the autopilot hardly pursues its
# mission while the search is meant to: the likelihood barely moves (-1.107 to -1.11).
MISSION: Final = 50.0  # points a mission on the brink of completion is worth
TERRITORY: Final = 0.5
UNIT: Final = 0.1
GRAIN: Final = 0.0125
HEAT: Final = 14.0
HEAT_PER_ROUND: Final = 3.0


def evaluate(state: State) -> dict[int, float]:
    """Each seat's chance to win, 0..1, summing to 1."""
    players = state["players"]
    result = state["result"]
    if result is not None:
        winners = result["winners"]
        return {s: (1 / len(winners) if s in winners else 0.0) for s in range(players)}
    worth = standing(state)
    rounds_left = max(0, ROUNDS - max(1, state["round"]))
    heat = HEAT + HEAT_PER_ROUND * rounds_left
    alive = [s for s in range(players) if worth[s] is not None]
    if not alive:
        return {s: 1 / players for s in range(players)}
    top = max(float(worth[s] or 0.0) for s in alive)
    weights = {s: math.exp((float(worth[s] or 0.0) - top) / heat) for s in alive}
    total = sum(weights.values())
    return {s: weights.get(s, 0.0) / total for s in range(players)}


def standing(state: State) -> list[float | None]:
    """Each seat's ``worth`` (the module's formula), None for a seat that is out."""
    # Every seat's territories read in one pass, not once per seat and per heading (each
    # playout's end is scored here); only counts, sums and sets are taken of them, so their
    # order (the stored map's) does not matter.
    held = holdings(state)
    table = scores(state, held)
    out: list[float | None] = []
    for seat, info in enumerate(state["seats"]):
        if info["out"]:
            out.append(None)
            continue
        mine = held.get(seat, [])
        mission = info["mission"]
        advance = progress(state, seat, decks().mission(mission), held) if mission else 0.0
        if seat in state["completed"]:
            advance = 0.0  # its 100 points are in the table already
        out.append(
            table[seat]["total"]
            + MISSION * advance**2
            + TERRITORY * len(mine)
            + UNIT * seat_units(state, seat, mine)
            + GRAIN * info["grain"]
        )
    return out


def _share(have: float, need: float) -> float:
    return max(0.0, min(1.0, have / need)) if need > 0 else 1.0


def progress(
    state: State, seat: int, mission: Mission, held: dict[int | None, list[str]] | None = None
) -> float:
    """How far ``seat`` is along ``mission``, 0..1 (1: complete now). ``held``: every seat's
    territories (``holdings``), when the caller has them already."""
    if held is None:
        held = holdings(state)
    if done(state, seat, mission, end_of_round=True, mine=held.get(seat, [])):
        return 1.0
    p: dict[str, Any] = dict(mission.params)
    mine = set(held.get(seat, []))
    if mission.kind == "eliminate":
        target = mission_target(mission, seat, state["players"])
        if target is None or not 0 <= target < state["players"]:
            return 0.0
        start = len(MAP.territories) / state["players"]
        return 0.9 * (1 - _share(len(held.get(target, [])), start))
    if mission.kind == "capture":
        return _capture(state, seat, mission)
    if "continents" in p:
        named = [t for c in p["continents"] for t in MAP.continents[c].territories]
        have = len(mine & set(named))
        need = len(named)
        if p["plus_any"]:
            others = [c for c in MAP.continents.values() if c.id not in p["continents"]]
            best = max(others, key=lambda c: len(mine & set(c.territories)) / len(c.territories))
            have += len(mine & set(best.territories))
            need += len(best.territories)
        return _share(have, need)
    if "min_units" in p:
        strong = [t for t in mine if stack(state, t).units >= p["min_units"]]
        return _share(len(strong), p["territories"])
    if "hold" in p:
        return _share(len(mine & set(p["hold"])), len(p["hold"]))
    if "catapults" in p:
        cats, towers = engines(state, seat)
        need = p["catapults"] + p["well_towers"]
        return _share(min(cats, p["catapults"]) + min(towers, p["well_towers"]), need)
    if "rich_territories" in p:
        rich = [t for t in mine if MAP.territories[t].value >= p["min_value"]]
        return _share(len(rich), p["rich_territories"])
    if "capitals_taken" in p:
        return _share(len(set(state["seats"][seat]["capitals"])), p["capitals_taken"])
    if "grain" in p:
        return _share(state["seats"][seat]["grain"], p["grain"])
    if "lords_captured" in p:
        return _share(len(set(state["seats"][seat]["lords"])), p["lords_captured"])
    if "total_value" in p:
        return _share(sum(MAP.territories[t].value for t in mine), p["total_value"])
    if "units_on_board" in p:
        outside = [t for t in mine if capital_of(state, t) != seat]
        return _share(sum(stack(state, t).units for t in outside), p["units_on_board"])
    return 0.0


def _capture(state: State, seat: int, mission: Mission) -> float:
    """A capture is near when the seat's stacks next to the target lord outnumber it."""
    target = mission_target(mission, seat, state["players"])
    if target is None or not 0 <= target < state["players"]:
        return 0.0
    where = state["seats"][target]["lord"]
    if where is None:
        return 0.0
    guard = stack(state, where).units + 5 * state["map"][where]["w"]
    near = [
        stack(state, t).units for t in MAP.territories[where].links if state["map"][t]["o"] == seat
    ]
    if not near:
        return 0.1
    return 0.2 + 0.6 * _share(max(near), 2 * guard + 2)
