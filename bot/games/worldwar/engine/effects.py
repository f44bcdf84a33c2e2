"""Small effects shared by the domestic-affairs cards, the political events and the lord skills.

Cards and events are data (``content/decks.json``): each kind is one hook in
:mod:`bot.games.worldwar.engine.cards` or :mod:`bot.games.worldwar.engine.events`, and the hooks
meet here where they do the same thing to the state — drawing cards, losses that a shield may
absorb, the players an event picks, ransoms given back — so each rule is written once and keeps
the unit and engine ledgers straight. A lord's ``recruit`` and ``spy`` skills
(:mod:`bot.games.worldwar.engine.lords`) do what the recruit and spy cards do, so they share
``add_soldiers`` and ``spy`` from here too. This module reads only ``state`` and ``battle``.
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Action
from bot.games.worldwar.engine.battle import Stack, take_losses
from bot.games.worldwar.engine.content.decks import Effect
from bot.games.worldwar.engine.state import (
    MAP,
    State,
    alive,
    continents_held,
    err,
    gain_units,
    lose_units,
    owned,
    owner,
    room,
    set_stack,
    stack,
)


def draw(state: State, n: int) -> list[str]:
    """Domestic cards from the deck, the discards reshuffled in order when it runs out
    (the order is the discard order: a hand refill has no generator of its own)."""
    cards: list[str] = []
    for _ in range(n):
        if not state["deck"]:
            state["deck"], state["discard"] = state["discard"], []
        if not state["deck"]:
            break
        cards.append(state["deck"].pop(0))
    return cards


def hurt(state: State, tid: str, n: int, keep: int = 1) -> int:
    """``tid`` loses ``n`` units, never below ``keep``; its owner's shield (a card, ruling
    W22) takes the first losses. Returns the units that died."""
    seat = owner(state, tid)
    if seat is None:
        return 0
    shields = state["seats"][seat]["shields"]
    absorbed = min(shields.get(tid, 0), n)
    if absorbed:
        shields[tid] -= absorbed
    here = stack(state, tid)
    dead = max(0, min(n - absorbed, here.units - keep))
    set_stack(state, tid, take_losses(here, dead))
    lose_units(state, seat, dead)
    return dead


def add_soldiers(state: State, seat: int, tid: str, n: int) -> int:
    """Free soldiers onto ``tid``, as many as its cap allows; returns how many stood up."""
    placed = max(0, min(n, room(state, tid)))
    here = stack(state, tid)
    set_stack(state, tid, Stack(here.soldiers + placed, here.horses, here.cannons))
    gain_units(state, seat, placed)
    return placed


def others(state: State, seat: int) -> list[int]:
    """The players still in besides ``seat``: whom a card or skill may name."""
    return [s for s in alive(state) if s != seat]


def player(state: State, seat: int, action: Action) -> int:
    """The other player the action names (``p``), refused unless one still in."""
    target = action.get("p")
    if isinstance(target, bool) or target not in others(state, seat):
        raise err("player", seat=str(target))
    return int(target)


def spy(state: State, seat: int, fx: Effect, action: Action) -> dict[str, Any]:
    """A look at another player's mission or hand (a spy card, a lord's ``spy`` skill): what
    was seen goes to the spy's own view only (``me.seen``, ruling W18)."""
    target = player(state, seat, action)
    other = state["seats"][target]
    seen: dict[str, Any] = {"seat": target, "look": fx["look"], "round": state["round"]}
    seen["what"] = other["mission"] if fx["look"] == "mission" else list(other["hand"])
    state["seats"][seat]["seen"].append(seen)
    return {"target": target, "look": fx["look"]}


def who(state: State, key: str) -> list[int]:
    """The players an event names, among those still in: ``all``, ``richest``/``poorest`` by
    grain, ``most_territories``/``fewest_territories``; every tied player is named."""
    players = alive(state)
    if key == "all" or not players:
        return players
    if key in ("richest", "poorest"):
        score = {s: state["seats"][s]["grain"] for s in players}
    else:
        score = {s: len(owned(state, s)) for s in players}
    best = (max if key in ("richest", "most_territories") else min)(score.values())
    return [s for s in players if score[s] == best]


def refund(state: State, seat: int, entry: list[int]) -> int:
    """Give back one ransom ``[captor, grain, round]`` (as much as the captor still has)."""
    captor, paid, _ = entry
    back = min(paid, state["seats"][captor]["grain"])
    state["seats"][captor]["grain"] -= back
    state["seats"][seat]["grain"] += back
    state["seats"][seat]["ransoms"].remove(entry)
    return back


def lord_home(state: State, seat: int) -> None:
    """A lord token off the board (taken, no home at the time) goes back to the capital."""
    info = state["seats"][seat]
    if info["lord"] is None and info["capital"] is not None and not info["out"]:
        info["lord"] = info["capital"]
        info["held_by"] = None


def held_continents(state: State, seat: int) -> int:
    return len(continents_held(state, seat))


def value_by_continent(state: State, seat: int) -> dict[str, int]:
    """The economic values the seat holds, summed per continent (tax is paid from these)."""
    out: dict[str, int] = {}
    for tid in owned(state, seat):
        here = MAP.territories[tid]
        out[here.continent] = out.get(here.continent, 0) + here.value
    return out
