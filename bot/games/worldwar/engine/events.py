"""Political events (政治事件): two drawn after each full round, applied at once before tax.

"所有玩家都结束了,算第一轮结束。结束之后,由某人抽取两张政治事件卡,此事件会对牌局进行微小的调整和影响"
(ruling W20). Each event is data, ``{"kind": ..., params}``; :data:`HOOKS` holds one small
function per kind. What lasts is kept in ``state["fx"]``: ``tax`` and ``price`` for this
round's tax and buy phase, ``sea``/``ceasefire`` (rounds left) and ``ap`` (per seat) for the
next round; :func:`expire` clears them at the next round's end, before new events are drawn.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.engine.base import Event
from bot.games.worldwar.engine.battle import Stack
from bot.games.worldwar.engine.content.decks import UNIT_KEY, Effect, decks
from bot.games.worldwar.engine.effects import draw, hurt, lord_home, refund, value_by_continent, who
from bot.games.worldwar.engine.state import (
    EVENTS_PER_ROUND,
    MAP,
    State,
    add,
    alive,
    gain_units,
    is_capital,
    owned,
    stack,
)

Hook = Callable[[State, Effect], dict[str, Any]]


def tax(state: State, fx: Effect) -> dict[str, Any]:
    factors = state["fx"]["tax"]
    factors[fx["continent"]] = factors.get(fx["continent"], 1) * fx["x"]
    return {}


def recruit(state: State, fx: Effect) -> dict[str, Any]:
    """Free soldiers join the supply and are placed in the buy phase that follows (W21)."""
    seats = who(state, fx["who"])
    for seat in seats:
        info = state["seats"][seat]
        info["supply"] = add(Stack.from_json(info["supply"]), Stack(fx["soldiers"])).to_json()
        gain_units(state, seat, fx["soldiers"])
    return {"seats": seats}


def sea_closed(state: State, fx: Effect) -> dict[str, Any]:
    state["fx"]["sea"] = max(state["fx"]["sea"], fx["rounds"])
    return {}


def ceasefire(state: State, fx: Effect) -> dict[str, Any]:
    state["fx"]["ceasefire"] = max(state["fx"]["ceasefire"], fx["rounds"])
    return {}


def grain(state: State, fx: Effect) -> dict[str, Any]:
    seats = who(state, fx["who"])
    for seat in seats:
        info = state["seats"][seat]
        info["grain"] = max(0, info["grain"] + fx["n"])
    return {"seats": seats}


def grain_pct(state: State, fx: Effect) -> dict[str, Any]:
    """A share of grain, rounded down (a loss of 20% of 99 is 19)."""
    seats = who(state, fx["who"])
    for seat in seats:
        info = state["seats"][seat]
        change = info["grain"] * abs(fx["pct"]) // 100
        info["grain"] += change if fx["pct"] > 0 else -change
    return {"seats": seats}


def price(state: State, fx: Effect) -> dict[str, Any]:
    unit = UNIT_KEY.get(fx["unit"], fx["unit"])
    state["fx"]["price"][unit] = state["fx"]["price"].get(unit, 0) + fx["n"]
    return {}


def release_lords(state: State, fx: Effect) -> dict[str, Any]:
    """Captured lords go home without ransom: since a ransom is paid at the capture (W7), the
    ransoms paid during the round just ended are given back (ruling W19)."""
    seats = []
    for seat in alive(state):
        for entry in [e for e in state["seats"][seat]["ransoms"] if e[2] == state["round"]]:
            refund(state, seat, entry)
            seats.append(seat)
        lord_home(state, seat)
    return {"seats": sorted(set(seats))}


def action_points(state: State, fx: Effect) -> dict[str, Any]:
    seats = who(state, fx["who"])
    for seat in seats:
        state["fx"]["ap"][str(seat)] = state["fx"]["ap"].get(str(seat), 0) + fx["n"]
    return {"seats": seats}


def attrition(state: State, fx: Effect) -> dict[str, Any]:
    hit = [
        tid
        for tid in MAP.territories
        if state["map"][tid]["o"] is not None
        and not is_capital(state, tid)
        and stack(state, tid).units >= fx["over"]
    ]
    for tid in hit:
        hurt(state, tid, fx["n"])
    return {"territories": hit}


def cards(state: State, fx: Effect) -> dict[str, Any]:
    seats = who(state, fx["who"])
    for seat in seats:
        state["seats"][seat]["hand"] += draw(state, fx["n"])
    return {"seats": seats}


def build(state: State, fx: Effect) -> dict[str, Any]:
    """A free machine to place in the buy phase (``{"t":"build",...}``, ruling W21)."""
    seats = [s for s in who(state, fx["who"]) if owned(state, s)]
    unit = UNIT_KEY.get(fx["item"], fx["item"])
    for seat in seats:
        state["seats"][seat]["kit"][unit] += 1
        state["seats"][seat]["eng_gained"] += 1
    return {"seats": seats}


HOOKS: dict[str, Hook] = {
    "tax": tax,
    "recruit": recruit,
    "sea_closed": sea_closed,
    "ceasefire": ceasefire,
    "grain": grain,
    "grain_pct": grain_pct,
    "price": price,
    "release_lords": release_lords,
    "action_points": action_points,
    "attrition": attrition,
    "cards": cards,
    "build": build,
}


def expire(state: State) -> None:
    """The end of a round: last round's events have run their course."""
    fx = state["fx"]
    fx["tax"], fx["price"], fx["ap"] = {}, {}, {}
    fx["sea"] = max(0, fx["sea"] - 1)
    fx["ceasefire"] = max(0, fx["ceasefire"] - 1)


def apply_event(state: State, eid: str) -> Event:
    effect = next(e for e in decks().events if e.id == eid).effect
    return Event("ww-ev-event", {"event": eid, **HOOKS[effect.kind](state, effect)})


def draw_events(state: State, rng: random.Random) -> list[Event]:
    """Two events from the face-down deck (its discards shuffled back when it runs out)."""
    state["events_discard"] += state["drawn"]
    state["drawn"] = []
    out: list[Event] = []
    for _ in range(EVENTS_PER_ROUND):
        if not state["events"]:
            state["events"], state["events_discard"] = state["events_discard"], []
            rng.shuffle(state["events"])
        eid = state["events"].pop(0)
        state["drawn"].append(eid)
        out.append(apply_event(state, eid))
    return out


def taxes(state: State, seat: int) -> int:
    """The seat's tax: its economic values, each continent's sum times this round's factor,
    rounded down."""
    factors = state["fx"]["tax"]
    return sum(int(v * factors.get(c, 1)) for c, v in value_by_continent(state, seat).items())
