"""Continent troops (ruling W37): a whole continent gives soldiers as well as points.

The seed has a player place his troops "根据自己的任务、占领大洲加分加兵原则" (by his mission
and the principle that holding a continent adds points and troops) and gives no number. At
the start of its turn a seat raises, for each continent it holds whole, the continent's bonus
divided by :data:`TROOPS_DIVISOR` in soldiers (Asia 70 → 7 ... Oceania 20 → 2). They are
the turn's ``continent_troops`` (``{"<continent>": soldiers}``) and go, before anything else
in the turn, onto the seat's own territories of that continent, the capital excepted ("注意首
都不要放兵"), 12 a territory. Only as many are raised as there is room for there; the rest
are not raised, so the soldiers raised always fit and never wait. The ledger counts them when
they are raised (:func:`bot.games.worldwar.engine.state.seat_units` counts those not yet
placed).
"""

from __future__ import annotations

from typing import Final

from bot.engine.base import Action, Event, RuleError
from bot.games.worldwar.engine.army import own, pieces, territory
from bot.games.worldwar.engine.battle import Stack
from bot.games.worldwar.engine.state import (
    MAP,
    State,
    add,
    continents_held,
    err,
    gain_units,
    is_capital,
    room,
    set_stack,
    stack,
)
from bot.games.worldwar.engine.table_options import continent_troops_on

TROOPS_DIVISOR: Final = 10  # soldiers = bonus // 10: 2 to 7 a turn (balance: rules.md W37)


def due(continent: str) -> int:
    """Soldiers a whole continent gives its holder at the start of each of its turns."""
    return MAP.continents[continent].bonus // TROOPS_DIVISOR


def spots(state: State, continent: str) -> list[str]:
    """The continent's territories its soldiers may go on: all but a capital, in map order."""
    return [t for t in MAP.continents[continent].territories if not is_capital(state, t)]


def space(state: State, continent: str) -> int:
    """Soldiers that fit on the continent's territories (the holder owns them all)."""
    return sum(room(state, t) for t in spots(state, continent))


def pending(state: State) -> dict[str, int]:
    """The continents' soldiers of the turn still to place (none outside a turn, nor in a
    state saved before the ruling)."""
    turn = state.get("turn")
    return dict(turn.get("continent_troops") or {}) if turn else {}


def raise_troops(state: State, seat: int) -> list[Event]:
    """At the start of ``seat``'s turn: the soldiers of each continent it holds whole, as many
    as fit there; one event per continent says how many came and how many found no room."""
    troops: dict[str, int] = {}
    events: list[Event] = []
    held = continents_held(state, seat) if continent_troops_on(state) else []
    for continent in held:
        owed = due(continent)
        raised = min(owed, space(state, continent))
        if raised:
            troops[continent] = raised
            gain_units(state, seat, raised)
        params = {"seat": seat, "continent": continent, "n": raised, "lost": owed - raised}
        key = "ww-ev-continent-troops" if raised else "ww-ev-continent-troops-none"
        events.append(Event(key, params))
    state["turn"]["continent_troops"] = troops
    return events


def troops_options(state: State, seat: int) -> list[Action]:
    """Per territory of a continent with soldiers to place: one soldier, and as many as fit
    (``/ww place`` takes any count between)."""
    out: list[Action] = []
    for continent, n in pending(state).items():
        for tid in spots(state, continent):
            most = min(n, room(state, tid))
            if most >= 1:
                out += [{"t": "place", "a": tid, "s": k} for k in sorted({1, most})]
    return out


def first_refusal(state: State) -> RuleError:
    """The refusal of any other action while soldiers of a continent wait to be placed."""
    continent, n = next(iter(pending(state).items()))
    return err("troops-first", continent=continent, n=n)


def place_troops(state: State, seat: int, action: Action) -> list[Event]:
    """Place soldiers a continent raised on an own territory of their continent, not the capital,
    within 12; refused elsewhere, with other pieces, or beyond the continent's soldiers."""
    tid = territory(action, "a")
    own(state, seat, tid)
    if is_capital(state, tid):
        raise err("capital-place", territory=tid)
    troops = pending(state)
    continent = MAP.territories[tid].continent
    if continent not in troops:
        raise err("troops-where", territory=tid, continent=next(iter(troops)))
    placed = pieces(action)
    n = troops[continent]
    if placed.horses or placed.cannons or not 1 <= placed.soldiers <= n:
        raise err("troops-count", continent=continent, n=n)
    if placed.units > room(state, tid):
        raise err("full", territory=tid, room=room(state, tid))
    set_stack(state, tid, add(stack(state, tid), Stack(placed.soldiers)))
    troops[continent] = n - placed.soldiers
    state["turn"]["continent_troops"] = {c: k for c, k in troops.items() if k}
    return [Event("ww-ev-place", {"seat": seat, "territory": tid, "units": placed.units})]
