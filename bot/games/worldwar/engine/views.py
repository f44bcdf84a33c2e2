"""What each seat may see, and the scramble of secrets for the conformance suite.

Public: the board (owners, pieces, engines, capitals, lords), grain (ruling W1), the turn,
the pending capital choice, deck sizes and hand sizes, the cards played and what they left
standing (shields, truces, discounts, armed reactions, action points owed), the political
events drawn and their lasting effects, the kept lord cards with their stats, treasures and
skill uses, the last battle. Secret: each seat's mission and the two it was offered, the two
lord cards it was offered, its domestic hand, what its spy cards saw and the order of its
general pool, only in its own ``me``; the mission, domestic, event, sorcery, lord and
treasure decks, face down, in nobody's view; the generals drawn for
duels (``fallen``) and the sorcery discards are public. Missions are shown to everyone
once the game is over.
"""

from __future__ import annotations

import copy
from typing import Any

from bot.engine.base import View, fresh
from bot.games.worldwar.engine.battle import units_of
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.state import MAP, State

PUBLIC_SEAT = ("colour", "grain", "capital", "lord", "held_by", "supply", "out", "taken_by",
               "grudge", "capitals", "lords", "done", "shields", "truce", "discount", "kit",
               "ambush", "bodyguard", "ransoms", "owed_ap", "lord_card", "stats", "treasures",
               "skill_uses")  # fmt: skip


def build_view(state: State, seat: int | None, waiting: set[int]) -> View:
    over = state["phase"] == "over"
    seats: list[dict[str, Any]] = []
    held: dict[int, int] = {}  # units on the map per owner, in one pass over the map
    board = state["map"]
    for t in MAP.territories:
        cell = board[t]
        owner = cell["o"]
        held[owner] = held.get(owner, 0) + units_of(cell["u"])
    for k, info in enumerate(state["seats"]):
        row = {key: fresh(info[key]) for key in PUBLIC_SEAT}
        row["units"] = held.get(k, 0)
        row["hand_size"] = len(info["hand"])
        row["generals_left"] = len(info["generals"])
        row["fallen"] = list(info["fallen"])
        row["mission_kept"] = info["mission"] is not None
        if over:
            row["mission"] = info["mission"]
        seats.append(row)
    view: View = {
        "game": state["game"],
        "players": state["players"],
        "options": dict(state["options"]),
        "phase": state["phase"],
        "round": state["round"],
        "order": list(state["order"]),
        "rolls": fresh(state["rolls"]),
        "map": {t: {**cell, "u": dict(cell["u"])} for t, cell in state["map"].items()},
        "seats": seats,
        "turn": fresh(state["turn"]),
        "pending": fresh(state["pending"]),
        "missions_left": len(state["missions"]),
        "deck_left": len(state["deck"]),
        "discard": list(state["discard"]),
        "events_left": len(state["events"]),
        "sorcery_left": len(state["sorcery"]),
        "sorcery_discard": list(state["sorcery_discard"]),
        "events_discard": list(state["events_discard"]),
        "drawn": list(state["drawn"]),
        "fx": fresh(state["fx"]),
        "completed": list(state["completed"]),
        "waiting": sorted(waiting),
        "result": fresh(state["result"]),
        "last_battle": fresh(state["last_battle"]),
        "treasures_left": len(state["treasure_deck"]),
        "treasure_discard": list(state["treasure_discard"]),
    }
    if seat is not None and 0 <= seat < state["players"]:
        info = state["seats"][seat]
        view["me"] = {
            "seat": seat,
            "mission": info["mission"],
            "offer": list(info["offer"]),
            "hand": list(info["hand"]),
            "seen": fresh(info["seen"]),
            "lord_offer": list(info["lord_offer"]),
        }
    return view


def scramble_secrets(state: State, seat: int) -> State:
    """A copy where ``seat``'s own secrets and the face-down decks differ; the public view and
    every other seat's view stay the same."""
    out = copy.deepcopy(state)
    info = out["seats"][seat]
    every = [m.id for m in decks().missions]
    if info["mission"] is not None:
        info["mission"] = next(m for m in every if m != info["mission"])
    info["offer"] = [next(m for m in every if m not in info["offer"]) for _ in info["offer"]]
    cards = [c.id for c in decks().domestic]
    info["hand"] = [next(c for c in cards if c != card) for card in info["hand"]]
    info["generals"] = list(reversed(info["generals"]))
    info["seen"] = [{**seen, "what": None} for seen in info["seen"]] + [{"seat": seat}]
    out["missions"] = [next(m for m in every if m != mid) for mid in out["missions"]]
    out["deck"] = [next(c for c in cards if c != card) for card in out["deck"]]
    out["events"] = list(reversed(out["events"]))
    out["sorcery"] = list(reversed(out["sorcery"]))
    lords = [lord.id for lord in decks().lords]
    info["lord_offer"] = [next(c for c in lords if c != card) for card in info["lord_offer"]]
    out["lord_deck"] = list(reversed(out["lord_deck"]))
    out["treasure_deck"] = list(reversed(out["treasure_deck"]))
    for other in out["seats"]:
        other["generals"] = list(reversed(other["generals"]))
    return out
