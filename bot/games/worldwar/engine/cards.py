"""Domestic-affairs cards (内政卡): playing one in your own turn, for 1 action point.

"打出一张内政卡算一个行动点" (ruling W13). A card is data, ``{"kind": ..., params}``; each of the
15 kinds has one play hook in :data:`HOOKS` (checks first, then changes the state, so a refused
card changes nothing) and one chooser in :data:`CHOICES` (the targets ``legal_actions``
lists). The action is ``{"t":"card","c":id}`` plus the target: ``a`` a territory, ``p`` a
seat, ``u`` an engine (sabotage), ``x`` territories (militia; left out, the engine chooses).
Reaction cards (ruling W15): ambush and bodyguard, played in your turn, stand until your next
turn; outside your turn every reaction card is played for you at its moment
(:mod:`bot.games.worldwar.engine.reactions`), Veto (``counter``) only so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine.base import Action, Event
from bot.games.worldwar.engine import reactions
from bot.games.worldwar.engine.army import own, territory
from bot.games.worldwar.engine.battle import units_of
from bot.games.worldwar.engine.content.decks import UNIT_KEY, Effect, decks
from bot.games.worldwar.engine.effects import (
    add_soldiers,
    draw,
    held_continents,
    hurt,
    others,
    player,
    refund,
    spy,
    who,
)
from bot.games.worldwar.engine.state import (
    CARD_COST,
    ENGINE_FIELD,
    MAP,
    State,
    engine_room,
    err,
    front,
    is_capital,
    own_rooms,
    owned,
    room,
    stack,
)

Hook = Callable[[State, int, Effect, Action], dict[str, Any]]
Chooser = Callable[[State, int, Effect], list[dict[str, Any]]]


def _recruit_spots(state: State, seat: int, fx: Effect) -> list[str]:
    """Own non-capital territories with room where this recruit card may put soldiers."""
    if fx["where"] == "lord":  # the lord's place alone, not every territory's room
        lord = state["seats"][seat]["lord"]
        if lord is None or state["map"][lord]["o"] != seat or is_capital(state, lord):
            return []
        return [lord] if room(state, lord) > 0 else []
    # own_rooms: each territory's room with the capitals read once (a playout lists the cards
    # at a third of its steps)
    spots = [t for t, space, capital in own_rooms(state, seat) if space > 0 and not capital]
    if fx["where"] == "frontier":
        return [t for t in spots if front(state, seat, t)]
    return spots


def recruit(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    spots = _recruit_spots(state, seat, fx)
    if fx["where"] == "spread":
        wanted = action.get("x")
        if wanted is None:  # the engine spreads them: fronts first, then the most room
            ranked = sorted(spots, key=lambda t: (not front(state, seat, t), -room(state, t)))
            wanted = ranked[: fx["soldiers"]]
        if not isinstance(wanted, list) or len(set(wanted)) != len(wanted):
            raise err("bad-action")
        if not wanted or len(wanted) > fx["soldiers"] or any(t not in spots for t in wanted):
            raise err("full", territory=str(wanted), room=0)
        placed = sum(add_soldiers(state, seat, t, 1) for t in wanted)
        return {"territories": wanted, "units": placed}
    tid = action.get("a") if fx["where"] in ("chosen", "frontier") else state["seats"][seat]["lord"]
    if tid not in spots:
        raise err("full", territory=str(tid), room=0)
    return {"territory": tid, "units": add_soldiers(state, seat, str(tid), fx["soldiers"])}


def grain(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    times = {"card": 1, "territory": len(owned(state, seat))}.get(fx["per"])
    gained = fx["n"] * (held_continents(state, seat) if times is None else times)
    state["seats"][seat]["grain"] += gained
    return {"grain": gained}


def levy(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    if fx["from"] == "chosen":
        payers = [player(state, seat, action)]
    elif fx["from"] == "each":
        payers = others(state, seat)
    else:
        payers = [s for s in who(state, "richest") if s != seat]
    total = 0
    for payer in payers:
        paid = min(fx["n"], state["seats"][payer]["grain"])
        state["seats"][payer]["grain"] -= paid
        total += paid
    state["seats"][seat]["grain"] += total
    return {"from": payers, "grain": total}


def move_extra(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    """Extra moves keep the attack step open (ruling W16)."""
    state["turn"]["marches"] += [fx["range"]] * fx["moves"]
    return {}


def dice(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    boost = {"scope": fx["scope"], "n": fx["n"], "dice": fx["dice"], "reroll": fx["reroll"]}
    if fx["scope"] == "next_defence":  # ruling W15: stands until your next turn
        state["seats"][seat]["ambush"].append(boost)
    else:
        state["turn"]["boosts"].append(boost)
    return {}


def shield(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    tid = state["seats"][seat]["capital"] if fx["where"] == "capital" else action.get("a")
    if tid is None:
        raise err("capital-move")
    tid = territory({"a": tid}, "a")
    own(state, seat, tid)
    shields = state["seats"][seat]["shields"]
    shields[tid] = shields.get(tid, 0) + fx["n"]
    return {"territory": tid}


def action_points(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    state["turn"]["ap"] += fx["n"]
    return {"n": fx["n"]}


def discount(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    unit = UNIT_KEY.get(fx["unit"], fx["unit"])
    cut = state["seats"][seat]["discount"]
    cut[unit] = cut.get(unit, 0) + fx["n"]
    return {"unit": unit, "n": fx["n"]}


def build(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    unit = UNIT_KEY.get(fx["item"], fx["item"])
    where = state["seats"][seat]["capital"] if fx["where"] == "capital" else action.get("a")
    tid = territory({"a": where}, "a")
    own(state, seat, tid)
    if engine_room(state, tid, unit) < 1:
        raise err("engines", territory=tid)
    state["map"][tid][ENGINE_FIELD[unit]] += 1
    state["seats"][seat]["eng_gained"] += 1
    return {"unit": unit, "territory": tid}


def _next_to_me(state: State, seat: int, tid: str) -> bool:
    return state["map"][tid]["o"] not in (None, seat) and any(
        state["map"][t]["o"] == seat for t in MAP.territories[tid].links
    )


def sabotage(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    tid = territory(action, "a")
    if not _next_to_me(state, seat, tid):
        raise err("not-adjacent", territory=tid)
    victim = state["map"][tid]["o"]
    if fx["target"] == "units":
        if stack(state, tid).units < 2:
            raise err("leave-one", territory=tid)
        return {"territory": tid, "victim": victim, "units": hurt(state, tid, fx["n"])}
    unit = action.get("u")
    if (
        not isinstance(unit, str)
        or unit not in ENGINE_FIELD
        or state["map"][tid][ENGINE_FIELD[unit]] < 1
    ):
        raise err("engines", territory=tid)
    gone = min(fx["n"], state["map"][tid][ENGINE_FIELD[unit]])
    state["map"][tid][ENGINE_FIELD[unit]] -= gone
    state["seats"][victim]["eng_lost"] += gone
    return {"territory": tid, "victim": victim, "unit": unit, "n": gone}


def draw_cards(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    state["seats"][seat]["hand"] += draw(state, fx["n"])
    return {"n": fx["n"]}


def counter(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    raise err("reaction")  # veto answers another player's card, outside your turn (W15)


def truce(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    target = player(state, seat, action)
    state["seats"][seat]["truce"].append(target)
    return {"target": target}


def lord(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    info = state["seats"][seat]
    if fx["action"] == "move":
        tid = territory(action, "a")
        own(state, seat, tid)
        if info["lord"] in (None, tid):
            raise err("no-lord", territory=tid)
        info["lord"] = tid
        return {"territory": tid}
    if fx["action"] == "rescue":  # ruling W19: the last ransom comes back
        if not info["ransoms"]:
            raise err("no-ransom")
        return {"grain": refund(state, seat, info["ransoms"][-1])}
    info["bodyguard"] = True  # guard, ruling W15
    return {}


HOOKS: dict[str, Hook] = {
    "recruit": recruit, "grain": grain, "levy": levy, "move_extra": move_extra, "dice": dice,
    "shield": shield, "spy": spy, "action_points": action_points, "discount": discount,
    "build": build, "sabotage": sabotage, "draw": draw_cards, "counter": counter,
    "truce": truce, "lord": lord,
}  # fmt: skip


def _mine(state: State, seat: int, fx: Effect) -> list[dict[str, Any]]:
    return [{"a": t} for t in owned(state, seat)]


def _players(state: State, seat: int, fx: Effect) -> list[dict[str, Any]]:
    return [{"p": s} for s in others(state, seat)]


def _none(state: State, seat: int, fx: Effect) -> list[dict[str, Any]]:
    return [{}]


def _recruit_choices(state: State, seat: int, fx: Effect) -> list[dict[str, Any]]:
    spots = _recruit_spots(state, seat, fx)
    if fx["where"] in ("chosen", "frontier"):
        return [{"a": t} for t in spots]
    return [{}] if spots else []


def _shield_choices(state: State, seat: int, fx: Effect) -> list[dict[str, Any]]:
    if fx["where"] == "capital":
        return [{}] if state["seats"][seat]["capital"] else []
    return _mine(state, seat, fx)


def _build_choices(state: State, seat: int, fx: Effect) -> list[dict[str, Any]]:
    unit = UNIT_KEY.get(fx["item"], fx["item"])
    capital = state["seats"][seat]["capital"]
    spots = [capital] if fx["where"] == "capital" and capital else owned(state, seat)
    spots = [t for t in spots if engine_room(state, t, unit) > 0]
    return [{}] if fx["where"] == "capital" and spots else [{"a": t} for t in spots]


def _sabotage_choices(state: State, seat: int, fx: Effect) -> list[dict[str, Any]]:
    cell = state["map"]
    # _next_to_me of every territory, the seat's own read once: an enemy's territory with a
    # link into them (a playout lists the cards at a third of its steps)
    mine = {t for t, here in cell.items() if here["o"] == seat}
    near = [
        t
        for t, there in MAP.territories.items()
        if cell[t]["o"] not in (None, seat) and not mine.isdisjoint(there.links)
    ]
    if fx["target"] == "units":  # units_of: the units without building a Stack
        return [{"a": t} for t in near if units_of(cell[t]["u"]) >= 2]
    return [{"a": t, "u": u} for t in near for u, f in ENGINE_FIELD.items() if cell[t][f]]


def _levy_choices(state: State, seat: int, fx: Effect) -> list[dict[str, Any]]:
    return _players(state, seat, fx) if fx["from"] == "chosen" else [{}]


def _lord_choices(state: State, seat: int, fx: Effect) -> list[dict[str, Any]]:
    info = state["seats"][seat]
    if fx["action"] == "move":
        return [{"a": t} for t in owned(state, seat) if info["lord"] not in (None, t)]
    if fx["action"] == "rescue":
        return [{}] if info["ransoms"] else []
    return [] if info["bodyguard"] else [{}]


CHOICES: dict[str, Chooser] = {
    "recruit": _recruit_choices, "grain": _none, "levy": _levy_choices, "move_extra": _none,
    "dice": _none, "shield": _shield_choices, "spy": _players, "action_points": _none,
    "discount": _none, "build": _build_choices, "sabotage": _sabotage_choices,
    "draw": _none, "counter": lambda state, seat, fx: [], "truce": _players,
    "lord": _lord_choices,
}  # fmt: skip


def card_options(state: State, seat: int) -> list[Action]:
    """Every playable card of the active seat's hand with its listed targets."""
    if state["turn"]["ap"] < CARD_COST:
        return []
    out: list[Action] = []
    for cid in sorted(set(state["seats"][seat]["hand"])):
        effect = decks().card(cid).effect
        extras = CHOICES[effect.kind](state, seat, effect)
        out += [{"t": "card", "c": cid, **extra} for extra in extras]
    return out


def play(state: State, seat: int, action: Action) -> list[Event]:
    """Play one card of your hand in your own turn: its hook, then 1 action point and the
    card to the discards."""
    cid = action.get("c")
    info, turn = state["seats"][seat], state["turn"]
    if not isinstance(cid, str) or cid not in info["hand"]:
        raise err("not-in-hand", card=str(cid))
    if turn["ap"] < CARD_COST:
        raise err("action-points", cost=CARD_COST, left=turn["ap"])
    effect = decks().card(cid).effect
    vetoed = reactions.veto(
        state, seat, action, lambda trial: HOOKS[effect.kind](trial, seat, effect, action)
    )
    if vetoed is not None:  # no effect; both cards discarded, the action point spent (W15)
        return [Event("ww-ev-card", {"seat": seat, "card": cid, "vetoed": True}), *vetoed]
    params = HOOKS[effect.kind](state, seat, effect, action)
    info["hand"].remove(cid)
    state["discard"].append(cid)
    turn["ap"] -= CARD_COST
    events = [Event("ww-ev-card", {"seat": seat, "card": cid, **params})]
    if effect.kind == "spy":  # what was seen, by DM to the spy alone
        events.append(Event("ww-ev-seen", dict(info["seen"][-1]), to=(seat,)))
    return events
