"""Putting pieces on the map and moving them: setup choices, placing supply, buying,
troop moves and moving the capital.

Each function checks its action against the rules (raising ``ww-err-*``), changes the state
and returns its events; the dispatcher (:mod:`bot.games.worldwar.engine.actions`) decides
whether the phase allows it at all.
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Event
from bot.games.worldwar.engine.battle import Stack
from bot.games.worldwar.engine.lords import relocate_cost
from bot.games.worldwar.engine.state import (
    ENGINE_FIELD,
    MAP,
    PIECE_FIELD,
    PIECE_UNITS,
    PRICES,
    State,
    add,
    engine_room,
    err,
    front,
    gain_units,
    is_capital,
    own_rooms,
    price,
    room,
    set_stack,
    stack,
    steps,
    sub,
)


def territory(action: dict[str, Any], field: str) -> str:
    tid = action.get(field)
    if not isinstance(tid, str) or tid not in MAP.territories:
        raise err("territory", territory=str(tid))
    return tid


def count(action: dict[str, Any], field: str) -> int:
    value = action.get(field, 0)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise err("bad-action")
    return value


def pieces(action: dict[str, Any]) -> Stack:
    """The pieces an action names: ``s`` soldiers, ``h`` horses, ``c`` cannons (absent = 0)."""
    return Stack(count(action, "s"), count(action, "h"), count(action, "c"))


def own(state: State, seat: int, tid: str) -> None:
    if state["map"][tid]["o"] != seat:
        raise err("not-yours", territory=tid)


def keep_mission(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    """Keep one of the two offered missions; the other goes back under the deck."""
    info = state["seats"][seat]
    if info["mission"] is not None:
        raise err("mission-kept")
    mid = action.get("m")
    if mid not in info["offer"]:
        raise err("mission-offer")
    info["mission"] = mid
    state["missions"].extend(m for m in info["offer"] if m != mid)
    info["offer"] = []
    return [Event("ww-ev-mission-kept", {"seat": seat})]


def place(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    """Place supply pieces on one of your territories other than the capital, within 12
    ("注意首都不要放兵 … 每一个领地最多不能超过12人")."""
    tid = territory(action, "a")
    own(state, seat, tid)
    if is_capital(state, tid):
        raise err("capital-place", territory=tid)
    placed = pieces(action)
    if placed.units == 0:
        raise err("bad-action")
    info = state["seats"][seat]
    supply = Stack.from_json(info["supply"])
    if (
        placed.soldiers > supply.soldiers
        or placed.horses > supply.horses
        or placed.cannons > supply.cannons
    ):
        raise err("supply")
    if placed.units > room(state, tid):
        raise err("full", territory=tid, room=room(state, tid))
    info["supply"] = sub(supply, placed).to_json()
    set_stack(state, tid, add(stack(state, tid), placed))
    return [Event("ww-ev-place", {"seat": seat, "territory": tid, "units": placed.units})]


def place_lord(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    """The lord token goes to a front territory ("把自己的君主token放入前线")."""
    info = state["seats"][seat]
    if info["lord"] is not None:
        raise err("lord-placed")
    tid = territory(action, "a")
    own(state, seat, tid)
    if not front(state, seat, tid):
        raise err("not-front", territory=tid)
    info["lord"] = tid
    return [Event("ww-ev-lord", {"seat": seat, "territory": tid})]


def buy(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    """Buy ``n`` of one kind and put them straight on one of your territories: pieces where
    the 12 (capital 15) allows, catapults and well-towers up to 3 each per city."""
    kind = action.get("u")
    if not isinstance(kind, str) or kind not in PRICES:  # a list is not a kind: refused
        raise err("bad-action")
    tid = territory(action, "a")
    own(state, seat, tid)
    n = count(action, "n") or 1
    cost = price(state, seat, kind) * n
    info = state["seats"][seat]
    if cost > info["grain"]:
        raise err("grain", cost=cost, grain=info["grain"])
    if kind in PIECE_UNITS:
        units = PIECE_UNITS[kind] * n
        if units > room(state, tid):
            raise err("full", territory=tid, room=room(state, tid))
        bought = Stack(**{PIECE_FIELD[kind]: n})
        set_stack(state, tid, add(stack(state, tid), bought))
        gain_units(state, seat, units)
    else:
        if n > engine_room(state, tid, kind):
            raise err("engines", territory=tid)
        state["map"][tid][ENGINE_FIELD[kind]] += n
        info["eng_gained"] += n
    info["grain"] -= cost
    return [Event("ww-ev-buy", {"seat": seat, "unit": kind, "n": n, "territory": tid})]


def move(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    """Move pieces (with the lord ``l`` and catapults ``k``) between own territories joined
    through own territories, leaving at least one unit; never out of or into a capital
    ("首都 … 不能出兵")."""
    src, dst = territory(action, "a"), territory(action, "b")
    own(state, seat, src)
    own(state, seat, dst)
    distance = steps(state, seat, src).get(dst)
    if src == dst or distance is None:
        raise err("not-connected", territory=dst)
    if is_capital(state, src) or is_capital(state, dst):
        raise err("capital-move")
    moving = pieces(action)
    here = stack(state, src)
    try:
        left = sub(here, moving)
    except ValueError:
        raise err("pieces", territory=src) from None
    if moving.units == 0 or left.units < 1:
        raise err("leave-one", territory=src)
    if moving.units > room(state, dst):
        raise err("full", territory=dst, room=room(state, dst))
    catapults = count(action, "k")
    if catapults > state["map"][src]["k"] or catapults > engine_room(state, dst, "catapult"):
        raise err("engines", territory=dst)
    info = state["seats"][seat]
    with_lord = bool(action.get("l"))
    if with_lord and info["lord"] != src:
        raise err("no-lord", territory=src)
    set_stack(state, src, left)
    set_stack(state, dst, add(stack(state, dst), moving))
    state["map"][src]["k"] -= catapults
    state["map"][dst]["k"] += catapults
    if with_lord:
        info["lord"] = dst
    turn = state["turn"]
    marches = sorted(r for r in turn["marches"] if r >= distance)
    if turn["step"] == "attack" and marches:
        turn["marches"].remove(marches[0])  # a card's extra move: the attack step goes on
    else:
        turn["step"] = "move"
    turn["moves"] += 1
    params = {"seat": seat, "from": src, "to": dst, "units": moving.units, "lord": with_lord}
    return [Event("ww-ev-move", params)]


def relocate(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    """Move the capital (2 action points, a lord's ``relocate`` skill may make it fewer):
    the garrison goes with the mark and the troops of the new capital take the old one's
    place, so both stay within their caps (ruling W5)."""
    tid = territory(action, "a")
    own(state, seat, tid)
    info = state["seats"][seat]
    old = info["capital"]
    if old is None or tid == old:
        raise err("capital-move")
    turn = state["turn"]
    cost = relocate_cost(state, seat)  # 2, or a lord's ``relocate`` skill
    if turn["ap"] < cost:
        raise err("action-points", cost=cost, left=turn["ap"])
    garrison, troops = stack(state, old), stack(state, tid)
    set_stack(state, tid, garrison)
    set_stack(state, old, troops)
    info["capital"] = tid
    turn["ap"] -= cost
    return [Event("ww-ev-relocate", {"seat": seat, "from": old, "to": tid})]


def place_engine(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    """Put a free machine a political event gave (the seat's ``kit``) on an own territory,
    the 3-per-city cap holding: ``{"t":"build","a":tid,"u":"catapult"|"tower"}``."""
    kind = action.get("u")
    kit = state["seats"][seat]["kit"]
    if not isinstance(kind, str) or kind not in ENGINE_FIELD or not kit.get(kind):
        raise err("supply")
    tid = territory(action, "a")
    own(state, seat, tid)
    if engine_room(state, tid, kind) < 1:
        raise err("engines", territory=tid)
    kit[kind] -= 1
    state["map"][tid][ENGINE_FIELD[kind]] += 1
    return [Event("ww-ev-build", {"seat": seat, "unit": kind, "territory": tid})]


def placeable(state: State, seat: int) -> list[str]:
    """Own non-capital territories with room for at least one soldier."""
    return [tid for tid, _ in placeable_room(state, seat)]


def placeable_room(state: State, seat: int) -> list[tuple[str, int]]:
    """``placeable`` with each territory's room, read once (listing what to place needs both,
    at every step of a bot's playouts)."""
    return [(tid, space) for tid, space, capital in own_rooms(state, seat) if space and not capital]
