"""Who may act, what they may do, and the dispatch of one action to the rules.

``legal_actions`` lists a representative set (the buttons, the autopilot's choices): placing
and buying list one piece and the most that fit; the
composed actions ``place``, ``buy``, ``move``, ``attack`` and ``swap`` also take any other
amounts that the rules allow (``free_actions``), which ``apply`` checks in full.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Any

from bot.engine.base import Action, Event
from bot.games.worldwar.engine import army, cards, lords, monarchs, sorcery, war
from bot.games.worldwar.engine.battle import Stack, sacrifice_choices, units_of
from bot.games.worldwar.engine.continent_troops import (
    first_refusal,
    pending,
    place_troops,
    troops_options,
)
from bot.games.worldwar.engine.effects import draw
from bot.games.worldwar.engine.rounds import buy_done, check_end, end_turn, setup_done, start_game
from bot.games.worldwar.engine.state import (
    ATTACK_COST,
    ENGINE_FIELD,
    MAP,
    PIECE_UNITS,
    PRICES,
    State,
    alive,
    connected,
    engine_room,
    err,
    front,
    is_capital,
    lose_units,
    own_rooms,
    owned,
    price,
    room,
    stack,
)

FREE_ACTIONS: dict[str, tuple[str, ...]] = {
    "place": ("a", "s", "h", "c"),
    "buy": ("u", "a", "n"),
    "move": ("a", "b", "s", "h", "c", "l", "k"),
    "attack": ("a", "b", "s", "h", "c", "l", "k", "m", "g"),
    "swap": ("x",),
    "card": ("c", "a", "p", "u", "x"),
}


def waiting_for(state: State) -> set[int]:
    phase = state["phase"]
    if phase == "setup":
        return {s for s in range(state["players"]) if not setup_done(state, s)}
    if phase == "turn":
        return {state["turn"]["seat"]}
    if phase == "capital":
        return {state["pending"]["conqueror"]}
    if phase == "refound":
        return {state["pending"]["victim"]}
    if phase == "sacrifice":  # only the defender answers; the attacker's turn waits (W25)
        return {state["pending"]["defender"]}
    if phase == "buy":
        return {s for s in alive(state) if not state["seats"][s]["done"]}
    return set()


def supply_of(state: State, seat: int) -> Stack:
    return Stack.from_json(state["seats"][seat]["supply"])


def supply_units(state: State, seat: int) -> int:
    """``supply_of(state, seat).units`` without building the Stack: asked at every step."""
    return units_of(state["seats"][seat]["supply"])


PLACED = (("s", "soldiers", "soldier"), ("h", "horses", "horse"), ("c", "cannons", "cannon"))


def counts(most: int) -> list[int]:
    """The counts listed for one kind of piece where ``most`` fit: one, and all of them, so
    that a seat places or buys a whole batch in one action (the other counts stay free
    actions: ``/ww place`` and ``/ww buy`` take any)."""
    return [1, most] if most > 1 else [1] if most == 1 else []


def place_options(state: State, seat: int) -> list[Action]:
    """Per territory with room and kind of piece in the supply: one piece, then as many as
    fit (the most the supply and the territory's room allow)."""
    # The counts read off the stored supply as they are (whole numbers, written by
    # Stack.to_json), without a Stack built and turned back into JSON at every playout step.
    supply = state["seats"][seat]["supply"]
    # Only the kinds the supply holds: the others would list nothing anywhere.
    held = [(field, supply.get(pieces, 0), PIECE_UNITS[unit]) for field, pieces, unit in PLACED]
    held = [(field, have, size) for field, have, size in held if have > 0]
    out: list[Action] = []
    for tid, space in army.placeable_room(state, seat):  # the room: the same for each piece
        for field, have, size in held:
            most = min(have, space // size)
            out += [{"t": "place", "a": tid, field: n} for n in counts(most)]
    return out


def can_place(state: State, seat: int) -> bool:
    """``bool(place_options(state, seat))`` without building the actions: whether some
    territory has room for the smallest kind of piece in the supply (the rules ask it before
    every action of a turn with pieces in the supply)."""
    supply = state["seats"][seat]["supply"]
    sizes = [PIECE_UNITS[unit] for _, pieces, unit in PLACED if supply.get(pieces, 0) > 0]
    if not sizes:
        return False
    smallest = min(sizes)
    # army.placeable_room's territories (own, no capital), stopping at the first with room
    # for that piece: most seats with a supply have room at one of their first territories.
    board = state["map"]
    for tid in MAP.territories:
        if board[tid]["o"] == seat and not is_capital(state, tid) and room(state, tid) >= smallest:
            return True
    return False


def force(here: Stack, lord: bool) -> dict[str, Any]:
    """Everything but one unit of a stack, as action fields (a soldier stays if there is one,
    else a horse or cannon stays behind whole)."""
    return force_of(here.soldiers, here.horses, here.cannons, lord)


def force_of(s: int, h: int, c: int, lord: bool) -> dict[str, Any]:
    """:func:`force` of a stack of ``s`` soldiers, ``h`` horses and ``c`` cannons (the bots'
    playouts read them off the stored stack, without building a :class:`Stack`)."""
    if s:
        s -= 1
    elif h:
        h -= 1
    else:
        c -= 1
    fields: dict[str, Any] = {k: v for k, v in (("s", s), ("h", h), ("c", c)) if v}
    if lord:
        fields["l"] = 1
    return fields


def turn_options(state: State, seat: int) -> list[Action]:
    info, turn = state["seats"][seat], state["turn"]
    raised = troops_options(state, seat)
    if raised:  # a continent's soldiers come first of all (ruling W37)
        return raised
    if supply_units(state, seat):
        # Pieces to place come first, unless no territory has room for them: then they wait
        # in the supply and the turn goes on (as apply_action allows).
        placing = place_options(state, seat)
        if placing:
            return placing
    out: list[Action] = [{"t": "end"}, *cards.card_options(state, seat)]
    out += lords.spy_options(state, seat)
    if not turn["swapped"] and info["hand"]:
        out += [{"t": "swap", "x": [card]} for card in sorted(set(info["hand"]))]
    mine = owned(state, seat)
    for src in mine:
        here = stack(state, src)
        if is_capital(state, src) or here.units < 2:
            continue
        lord = info["lord"] == src
        fields = force(here, lord)
        catapults = state["map"][src]["k"]
        # A lone horse or cannon stays behind whole: then no unit can go, and a lord or a
        # catapult never attacks without troops.
        troops = Stack(*(fields.get(f, 0) for f in "shc")).units
        if troops and turn["step"] == "attack" and turn["ap"] >= ATTACK_COST:
            for dst in sorted(MAP.territories[src].links):
                if war.barred(state, seat, src, dst) is not None:
                    continue
                extra = {"k": catapults} if catapults else {}
                out.append({"t": "attack", "a": src, "b": dst, **fields, **extra})
                if sorcery.can_summon(troops):
                    out.append({"t": "attack", "a": src, "b": dst, **fields, **extra, "m": 1})
        for dst in sorted(connected(state, seat, src) - {src}):
            if is_capital(state, dst) or room(state, dst) < 1:
                continue
            if here.soldiers >= 2:
                out.append({"t": "move", "a": src, "b": dst, "s": 1})
            whole = Stack(fields.get("s", 0), fields.get("h", 0), fields.get("c", 0)).units
            if fields and 1 < whole <= room(state, dst):
                out.append({"t": "move", "a": src, "b": dst, **fields})
    if info["capital"] is not None and turn["ap"] >= lords.relocate_cost(state, seat):
        out += [{"t": "capital", "a": t} for t in mine if t != info["capital"]]
    return out


def kit_options(state: State, seat: int) -> list[Action]:
    """Where the free machines a political event gave may go (ruling W21)."""
    kit = state["seats"][seat]["kit"]
    return [
        {"t": "build", "a": tid, "u": kind}
        for kind in ENGINE_FIELD
        if kit[kind]
        for tid in owned(state, seat)
        if engine_room(state, tid, kind) > 0
    ]


def buy_options(state: State, seat: int) -> list[Action]:
    placing = place_options(state, seat) if supply_units(state, seat) else []
    placing += kit_options(state, seat)
    # "done" waits until the supply and the free machines are placed (apply refuses it
    # before: ww-err-place-first).
    out: list[Action] = [] if placing else [{"t": "done"}]
    return out + placing + buy_list(state, seat)


def buy_list(state: State, seat: int, only: Collection[str] = PRICES) -> list[Action]:
    """The buy actions of ``buy_options``, in its order, of the kinds ``only`` (the bots'
    playouts pick among some kinds alone, without listing the rest)."""
    out: list[Action] = []
    grain = state["seats"][seat]["grain"]
    # The prices are the seat's, the room the territory's: each read once, not per pair.
    costs = {kind: price(state, seat, kind) for kind in PRICES if kind in only}
    # Only the kinds the grain pays one of (or free ones): the others would list nothing.
    kinds = [kind for kind, cost in costs.items() if not cost or grain // cost > 0]
    for tid, space, _ in own_rooms(state, seat):
        for kind in kinds:
            cost = costs[kind]
            if kind in PIECE_UNITS:
                fit = space // PIECE_UNITS[kind]
            else:
                fit = engine_room(state, tid, kind)
            # one, and as many as fit and the grain pays for (a free one: as many as fit)
            most = min(fit, grain // cost) if cost else fit
            out += [{"t": "buy", "u": kind, "a": tid, "n": n} for n in counts(most)]
    return out


def sacrifice_options(state: State) -> list[Action]:
    """The defender's answers: each number of catapults and well-towers of the territory it
    may give up for the losses owed (ruling B5), fewest engines first."""
    pending = state["pending"]
    cell = state["map"][pending["where"]]
    pairs = sacrifice_choices(pending["owed"], cell["k"], cell["w"])
    return [{"t": "sacrifice", "k": k, "w": w} for k, w in pairs]


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in waiting_for(state):
        return []
    phase, info = state["phase"], state["seats"][seat]
    if phase == "setup":
        out: list[Action] = [{"t": "mission", "m": m} for m in info["offer"]]
        out += [{"t": "lordcard", "c": c} for c in info["lord_offer"]]
        out += place_options(state, seat)
        if info["lord"] is None:
            out += [{"t": "lord", "a": t} for t in owned(state, seat) if front(state, seat, t)]
        return out
    if phase == "turn":
        return turn_options(state, seat)
    if phase == "capital":
        victim = state["pending"]["victim"]
        ceded = [t for t in owned(state, victim) if not is_capital(state, t)]
        out = [{"t": "occupy"}]
        if len(ceded) <= 1:
            return [*out, {"t": "repar", **({"a": ceded[0]} if ceded else {})}]
        pairs = [(a, b) for i, a in enumerate(ceded) for b in ceded[i + 1 :]]
        return out + [{"t": "repar", "a": a, "b": b} for a, b in pairs]
    if phase == "refound":
        return [{"t": "refound", "a": t} for t in owned(state, seat)]
    if phase == "sacrifice":
        return sacrifice_options(state)
    if phase == "buy":
        return buy_options(state, seat)
    return []


def apply_action(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    if state["phase"] == "over":
        raise err("game-over")
    if not isinstance(action, dict) or not isinstance(action.get("t"), str):
        raise err("bad-action")
    if seat not in waiting_for(state):
        raise err("not-your-turn")
    events = dispatch(state, seat, action, rng)
    if state["phase"] == "setup" and all(setup_done(state, s) for s in range(state["players"])):
        events += start_game(state)
    pending = state["pending"]
    events += check_end(state)
    if state["phase"] == "over" and pending and "force" in pending:
        drop_pending_force(state, pending)
    return events


def drop_pending_force(state: State, pending: dict[str, Any]) -> None:
    """The game ended while an attacking force stood off the map (a fallen capital whose
    lord's capture completed a mission, or a battle awaiting the defender's sacrifice): the
    force is gone with the game, so the ledgers count it lost and still add up."""
    seat = int(pending["conqueror"] if "conqueror" in pending else pending["attacker"])
    lose_units(state, seat, Stack.from_json(pending["force"]).units)
    state["seats"][seat]["eng_lost"] += pending["k"]


def dispatch(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    phase, kind = state["phase"], action["t"]
    if phase == "setup":
        handlers = {
            "mission": army.keep_mission,
            "place": army.place,
            "lord": army.place_lord,
            "lordcard": monarchs.keep_lord,
        }
        if kind not in handlers:
            raise err("wrong-phase")
        return handlers[kind](state, seat, action)
    if phase == "capital":
        if kind not in ("occupy", "repar"):
            raise err("wrong-phase")
        return war.choose(state, seat, action)
    if phase == "refound":
        if kind != "refound":
            raise err("wrong-phase")
        return war.refound(state, seat, action)
    if phase == "sacrifice":
        if kind != "sacrifice":
            raise err("wrong-phase")
        return war.sacrifice(state, seat, action)
    if phase == "buy":
        if kind == "done":
            if supply_units(state, seat) and can_place(state, seat):
                raise err("place-first")
            if kit_options(state, seat):
                raise err("place-first")
            return buy_done(state, seat)
        if kind == "place":
            return army.place(state, seat, action)
        if kind == "build":
            return army.place_engine(state, seat, action)
        if kind != "buy":
            raise err("wrong-phase")
        return army.buy(state, seat, action)
    if pending(state) and troops_options(state, seat):
        if kind != "place":
            raise first_refusal(state)
        return place_troops(state, seat, action)
    if supply_units(state, seat) and can_place(state, seat):
        if kind != "place":
            raise err("place-first")
        return army.place(state, seat, action)
    if kind == "attack":
        return war.attack(state, seat, action, rng)
    if kind == "move":
        return army.move(state, seat, action)
    if kind == "capital":
        return army.relocate(state, seat, action)
    if kind == "swap":
        return swap(state, seat, action)
    if kind == "card":
        return cards.play(state, seat, action)
    if kind == "skill":
        return lords.use_spy(state, seat, action)
    if kind == "end":
        return end_turn(state, seat, rng)
    raise err("wrong-phase")


def swap(state: State, seat: int, action: Action) -> list[Event]:
    """Exchange unwanted domestic cards once per turn ("只有进行中的玩家可以更换一次内政卡"):
    the named cards are discarded and as many drawn."""
    info, turn = state["seats"][seat], state["turn"]
    cards = action.get("x")
    if turn["swapped"]:
        raise err("swapped")
    hand = list(info["hand"])
    if not isinstance(cards, list) or not cards:
        raise err("bad-action")
    for card in cards:
        if card not in hand:
            raise err("not-in-hand", card=str(card))
        hand.remove(card)
    state["discard"] += cards
    info["hand"] = hand + draw(state, len(cards))
    turn["swapped"] = True
    return [Event("ww-ev-swap", {"seat": seat, "n": len(cards)})]
