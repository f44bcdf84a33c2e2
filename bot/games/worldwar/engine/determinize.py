"""A whole World War state one seat could be in, sampled from that seat's view (issue 30).

The bot players' search (bot.ai) plays only on such states, so it never reads a secret. What
the view shows is copied; what it hides (see :mod:`views`) is drawn with the ``rng`` handed in
from what the seat has not seen anywhere:

* other seats' missions (kept, or the two offered during setup): from the missions that are
  neither the seat's own, nor its offer, nor seen by its spies, nor shown at the end; each one
  one its holder could be dealt (not against itself, :func:`setup.usable`) and, while the game
  runs, not already complete (else the game would have ended: the view says it has not). A
  spy's look at a mission is kept (missions never change once kept); a look at a hand is not
  used, as hands change every turn;
* other seats' hands: as many cards as each holds, from the domestic-affairs cards neither in
  the discards nor in the seat's own hand; the rest is the face-down deck, shuffled;
* the event, sorcery and treasure decks: every card not face up, shuffled; the lord deck (the
  monarch edition): every lord card neither kept nor in the seat's own offer, less two for
  each other seat still choosing during setup;
* each seat's general pool (its order is secret even to its owner): its colour's generals not
  drawn yet, shuffled;
* the unit and engine ledgers (``gained``/``lost``), bookkeeping no view shows: set so that
  they add up (nothing lost), which is all the rules read them for (the invariants);
* what other seats' spies saw: nothing (it changes no rule).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from bot.engine.base import View, fresh
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.missions import check_of
from bot.games.worldwar.engine.setup import usable_ids
from bot.games.worldwar.engine.state import State, holdings, seat_engines, seat_units
from bot.games.worldwar.engine.views import PUBLIC_SEAT

MISSION_OFFER = 2  # "每个人抽取两张任务卡"
LORD_OFFER = 2  # "两张君主卡选择一张"


def determinize(view: View, seat: int | None, rng: random.Random) -> State:
    """A full state whose ``view(state, seat)`` is ``view``, its secrets sampled with ``rng``.
    With no ``seat`` (the public view: a fork's start, redeal.py) every seat's secrets are
    sampled as another seat's are."""
    me = view["me"] if seat is not None else None
    state = _public(view)
    seats = state["seats"]
    for k, row in enumerate(view["seats"]):
        info = seats[k]
        info["mission"] = row.get("mission") if view["phase"] == "over" else None
        info["offer"], info["hand"], info["seen"], info["lord_offer"] = [], [], [], []
        info["generals"] = _generals(row, rng)
        if k == seat and me is not None:
            info["mission"] = me["mission"]
            info["offer"] = list(me["offer"])
            info["hand"] = list(me["hand"])
            info["seen"] = fresh(me["seen"])
            info["lord_offer"] = list(me["lord_offer"])
    _missions(state, view, seat, rng)
    _domestic(state, view, seat, rng)
    _lords(state, view, seat, rng)
    every_event = [e.id for e in decks().events]
    state["events"] = shuffled(_minus(every_event, view["events_discard"] + view["drawn"]), rng)
    every_sorcery = [c.id for c in decks().sorcery]
    state["sorcery"] = shuffled(_minus(every_sorcery, view["sorcery_discard"]), rng)
    if view["options"].get("edition") == "monarchs":
        every_treasure = [t.id for t in decks().treasures]
        state["treasure_deck"] = shuffled(_minus(every_treasure, view["treasure_discard"]), rng)
    held = holdings(state)  # every seat's territories in one pass (sums: order is no matter)
    for k, info in enumerate(seats):
        info["gained"], info["lost"] = seat_units(state, k, held.get(k, [])), 0
        info["eng_gained"], info["eng_lost"] = seat_engines(state, k, held.get(k, [])), 0
    return state


def _public(view: View) -> State:
    """The state's public part, copied from the view (the hidden parts left empty)."""
    seats = []
    for row in view["seats"]:
        info: dict[str, Any] = {key: fresh(row[key]) for key in PUBLIC_SEAT}
        info["fallen"] = list(row["fallen"])
        seats.append(info)
    return {
        "game": view["game"],
        "players": view["players"],
        "options": dict(view["options"]),
        "phase": view["phase"],
        "round": view["round"],
        "order": list(view["order"]),
        "rolls": fresh(view["rolls"]),
        "map": {t: {**cell, "u": dict(cell["u"])} for t, cell in view["map"].items()},
        "seats": seats,
        "turn": fresh(view["turn"]),
        "pending": fresh(view["pending"]),
        "missions": [],
        "deck": [],
        "discard": list(view["discard"]),
        "completed": list(view["completed"]),
        "events": [],
        "events_discard": list(view["events_discard"]),
        "drawn": list(view["drawn"]),
        "fx": fresh(view["fx"]),
        "log": [],
        "result": fresh(view["result"]),
        "last_battle": fresh(view["last_battle"]),
        "sorcery": [],
        "sorcery_discard": list(view["sorcery_discard"]),
        "lord_deck": [],
        "treasure_deck": [],
        "treasure_discard": list(view["treasure_discard"]),
    }


def _minus(cards: list[str], seen: list[str]) -> list[str]:
    """``cards`` less ``seen``, as multisets (the domestic deck holds copies of a card)."""
    left = Counter(seen)
    out = []
    for card in cards:
        if left[card] > 0:
            left[card] -= 1
        else:
            out.append(card)
    return out


def shuffled(cards: list[str], rng: random.Random) -> list[str]:
    out = sorted(cards)  # from a fixed order, so the sample depends on the rng alone
    rng.shuffle(out)
    return out


def _generals(row: dict[str, Any], rng: random.Random) -> list[str]:
    """The seat's generals not drawn yet, in a random order (none in the monarch edition)."""
    if not row["generals_left"]:
        return []
    mine = [g.id for g in decks().generals_of(row["colour"])]
    return shuffled(_minus(mine, row["fallen"]), rng)


def _missions(state: State, view: View, seat: int | None, rng: random.Random) -> None:
    """Other seats' missions and offers from the unseen missions; the rest is the deck."""
    seats, players = state["seats"], state["players"]
    known: dict[int, str] = {}
    for look in view["me"]["seen"] if seat is not None else []:
        if look["look"] == "mission" and look.get("what"):
            known[int(look["seat"])] = str(look["what"])
    shown = [info["mission"] for info in seats if info["mission"] is not None]
    shown += (seats[seat]["offer"] if seat is not None else []) + list(known.values())
    pool = shuffled(_minus([m.id for m in decks().missions], shown), rng)
    running = view["phase"] != "over"
    for k in sorted(range(players), key=lambda s: s not in known):
        info, row = seats[k], view["seats"][k]
        if k == seat or info["mission"] is not None:
            continue
        if not row["mission_kept"]:
            info["offer"] = [_draw(pool, state, k, rng) for _ in range(MISSION_OFFER)]
        elif k in known:
            info["mission"] = known[k]
        else:
            info["mission"] = _draw(pool, state, k, rng, running and not row["out"])
    state["missions"] = pool


def _draw(
    pool: list[str], state: State, seat: int, rng: random.Random, fresh_only: bool = False
) -> str:
    """A mission off ``pool`` that ``seat`` could hold: usable by it and, with ``fresh_only``,
    not complete now; failing that, any usable one; failing that, the first."""
    players = state["players"]
    allowed = usable_ids(seat, players)  # usable, worked out once per seat and table size
    fits = [m for m in pool if m in allowed]
    if fresh_only:  # check_of: done, with each mission's kind worked out once
        fits = [m for m in fits if not check_of(m)(state, seat, False)] or fits
    mid = rng.choice(fits or pool)
    pool.remove(mid)
    return mid


def _domestic(state: State, view: View, seat: int | None, rng: random.Random) -> None:
    """Other seats' hands from the unseen domestic-affairs cards; the rest is the deck."""
    mine = view["me"]["hand"] if seat is not None else []
    unseen = shuffled(_minus(decks().domestic_deck(), view["discard"] + mine), rng)
    for k, row in enumerate(view["seats"]):
        if k != seat:
            size = row["hand_size"]
            state["seats"][k]["hand"], unseen = unseen[:size], unseen[size:]
    state["deck"] = unseen


def _lords(state: State, view: View, seat: int | None, rng: random.Random) -> None:
    """Monarch edition: offers of other seats still choosing, and the face-down lord deck."""
    if view["options"].get("edition") != "monarchs":
        return
    kept = [info["lord_card"] for info in state["seats"] if info["lord_card"] is not None]
    every = [lord.id for lord in decks().lords]
    offer = view["me"]["lord_offer"] if seat is not None else []
    unseen = shuffled(_minus(every, kept + list(offer)), rng)
    if view["phase"] == "setup":
        for k, info in enumerate(state["seats"]):
            if k != seat and info["lord_card"] is None:
                info["lord_offer"], unseen = unseen[:LORD_OFFER], unseen[LORD_OFFER:]
    state["lord_deck"] = unseen
