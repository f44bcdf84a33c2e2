"""Exploration tokens (option ``exploration``): face down on the home cards, taken by the first
meeple to enter their region.

Nobody knows a face-down token, so the box is not stored as a shuffled pile: when a seat
places its home meeples, three kinds are drawn at random from what is not on the map yet
(the whole set, one blank set aside with five players) and laid on three other regions of
its card. That draws exactly as a shuffled pile would, and leaves no hidden order in the state.
"""

from __future__ import annotations

import random
from collections import Counter

from bot.engine.base import Event
from bot.games.tek.engine.content import (
    CACHES,
    MAX_MAGIC,
    MAX_TOWER,
    TOKENS_PER_PLAYER,
    token_specs,
)
from bot.games.tek.engine.content import token_pool as full_pool
from bot.games.tek.engine.powers import stack_limit
from bot.games.tek.engine.state import (
    State,
    add_meeple,
    board,
    count,
    gain_all,
    is_ruins,
    on_map,
    supply,
    take_meeple,
)
from bot.games.tek.engine.words import token_word


def box(state: State) -> list[str]:
    """The kinds not dealt yet, in a fixed order."""
    left = Counter(full_pool(state["players"]))
    left.subtract(state["tokens"].values())
    left.subtract(item["kind"] for item in state["found"])
    return sorted(left.elements())


def place_tokens(state: State, seat: int, home: int, rng: random.Random) -> None:
    """Lay three tokens from the box on regions of the seat's card other than ``home``."""
    regions = [rid for rid in board(state).by_slot[seat] if rid != home]
    kinds = box(state)
    drawn = rng.sample(kinds, min(TOKENS_PER_PLAYER, len(kinds)))
    spots = rng.sample(regions, len(drawn))
    for rid, kind in zip(spots, drawn, strict=True):
        state["tokens"][str(rid)] = kind


def discover(state: State, seat: int, rid: int) -> list[Event]:
    """A meeple of ``seat`` has just entered ``rid``: it takes a token lying there."""
    kind = state["tokens"].pop(str(rid), None)
    if kind is None:
        return []
    state["found"].append({"rid": rid, "kind": kind, "seat": seat})
    spec = token_specs()[kind]
    base = {"seat": seat, "region": rid, "token": token_word(kind)}
    events = [Event("tek-ev-token", base)]
    info = state["seats"][seat]
    if kind in CACHES:
        events += gain_all(state, seat, [(CACHES[kind], spec.get("n", 1))])
    elif kind == "recruit":
        if supply(state, seat) > 0 and count(state, rid, seat) < stack_limit(state, seat):
            add_meeple(state, rid, seat, is_ruins(state, rid))
            events.append(Event("tek-ev-recruit", {"seat": seat, "region": rid}))
    elif kind == "scroll" and info["magic"] < MAX_MAGIC:
        info["magic"] += 1
        events.append(Event("tek-ev-research", {"seat": seat, "level": info["magic"], "cost": 0}))
    elif kind == "stone" and info["tower"] < MAX_TOWER:
        info["tower"] += 1
        events.append(Event("tek-ev-build", {"seat": seat, "level": info["tower"], "cost": 0}))
    elif kind == "ambush":
        if on_map(state, seat) > 1:
            take_meeple(state, rid, seat)
            events.append(Event("tek-ev-ambush", {"seat": seat, "region": rid}))
        else:
            events.append(Event("tek-ev-ambush-spared", {"seat": seat, "region": rid}))
    return events


def treasure(state: State, seat: int) -> int:
    """End points from the treasures the seat found."""
    specs = token_specs()
    return sum(
        specs[item["kind"]].get("n", 1)
        for item in state["found"]
        if item["seat"] == seat and item["kind"] == "treasure"
    )
