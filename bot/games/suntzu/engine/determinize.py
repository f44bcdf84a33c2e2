"""What the bot players' search plays on (issue 30): a whole Sun Tzu state sampled from what
one seat sees, and an estimate of each side's chances where a playout stops early.

``determinize(view, seat, rng)`` rebuilds the public part of the state from the view (its
``table`` block carries the round's public bookkeeping) and samples only what the seat cannot
see: the other side's hand, deck order, drawn cards, sealed placement and unrevealed
warlords; the order of the seat's own deck; the order of the face-down events. The cards are
counted, not guessed: a side's cards not in sight (discarded or on the table) are exactly its
hand, drawn cards and deck, and its cards 1-6 never leave the hand but to the table.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

from bot.engine.base import fresh
from bot.games.suntzu.engine.data import (
    EVENTS,
    KEEPERS,
    STARTING_HAND,
    draw_pile,
    sort_cards,
    warlords_of,
)
from bot.games.suntzu.engine.ending import province_points
from bot.games.suntzu.engine.warlords import START_ONLY

State = dict[str, Any]
View = dict[str, Any]


def determinize(view: View, seat: int, rng: random.Random) -> State:
    me = view["me"]
    table = view["table"]
    other = 1 - seat
    provinces = view["provinces"]
    played = [list(p["played"]) for p in provinces]
    state: State = {
        "game": "suntzu",
        "beginner": view["beginner"],
        "open_locks": view["open_locks"],
        "round": view["round"],
        "phase": table["stage"],
        "marker": view["marker"],
        "plaques": [list(p["plaque"]) for p in provinces],
        "scoring_index": view["scoring_index"],
        "board": [list(p["armies"]) for p in provinces],
        "edge": [list(p["edge"]) for p in provinces],
        "pool": list(view["pools"]),
        "reserve": list(view["reserve"]),
        "out": list(view["out"]),
        "event": view["event"],
        "event_deck": _event_deck(view, rng),
        "events_resolved": list(view["events_resolved"]),
        "discards": [list(d) for d in view["discards"]],
        "chariots_pending": list(table["chariots_pending"]),
        "played": played,
        "cleaned": table["cleaned"],
        "virtual": list(table["virtual"]),
        "taken": [list(t) for t in table["taken"]],
        "shield": list(table["shield"]),
        "fury": list(table["fury"]),
        "bonus": list(table["bonus"]),
        "remaining": list(view["remaining"]),
        "chooser": view["chooser"],
        "counts": list(table["counts"]) if table["counts"] is not None else None,
        "battles": fresh(view["battles"]),
        "window": list(table["window"]),
        "plague_plays": view["plague_plays"],
        "result": fresh(view["result"]),
    }
    hands: list[list[str]] = [[], []]
    decks: list[list[str]] = [[], []]
    drawn: list[list[str]] = [[], []]
    # The seat's own cards: all known but the order of its deck.
    hands[seat] = list(me["hand"])
    drawn[seat] = list(me["drawn"])
    own = _unseen(state, seat) - Counter(hands[seat]) - Counter(drawn[seat])
    decks[seat] = sorted(own.elements())
    rng.shuffle(decks[seat])
    # The other side's: its cards 1-6 out of sight are in its hand; the rest are dealt.
    unseen = _unseen(state, other)
    keepers = sort_cards([c for c in unseen.elements() if c in KEEPERS])
    rest = sorted(c for c in unseen.elements() if c not in KEEPERS)
    rng.shuffle(rest)
    free = view["hand_sizes"][other] - len(keepers)
    count = table["drawn"][other]
    hands[other] = sort_cards(keepers + rest[:free])
    drawn[other] = rest[free : free + count]
    decks[other] = rest[free + count :]
    state["hands"] = hands
    state["decks"] = decks
    state["drawn"] = drawn
    state["keep"] = [0, 0]
    state["keep"][seat] = me["keep"]
    if drawn[other]:
        state["keep"][other] = 2 if table["bonus"][other] else 1
    state["placement"] = [[None] * len(provinces), [None] * len(provinces)]
    state["locked"] = [False, False]
    state["placement"][seat] = list(me["placement"])
    state["locked"][seat] = me["locked"]
    if view["locks"] is not None and view["locks"][other]:
        # Open locks show the other side has placed: some five of its hand.
        cards = list(hands[other])
        rng.shuffle(cards)
        state["placement"][other] = cards[: len(provinces)]
        state["locked"][other] = True
    state["warlords"], state["extra"] = _warlords(view, seat, rng)
    return state


def _event_deck(view: View, rng: random.Random) -> list[str]:
    gone = set(view["events_resolved"]) | {view["event"]}
    deck = [e for e in EVENTS if e not in gone]
    rng.shuffle(deck)
    return deck


def _unseen(state: State, seat: int) -> Counter[str]:
    """A side's cards that are neither discarded nor lying on the table."""
    cards = Counter(draw_pile(state["beginner"])) + Counter(STARTING_HAND)
    cards -= Counter(state["discards"][seat])
    if not state["cleaned"]:
        for p, pair in enumerate(state["played"]):
            if p != state["virtual"][seat] and p not in state["taken"][seat]:
                cards -= Counter([pair[seat]])
    return cards


def _warlords(
    view: View, seat: int, rng: random.Random
) -> tuple[list[dict[str, Any]], list[dict[str, Any] | None]]:
    me = view["me"]
    other = 1 - seat
    main: list[dict[str, Any]] = [{}, {}]
    extra: list[dict[str, Any] | None] = [None, None]
    for s in (seat, other):
        shown = view["warlords"][s]
        main[s] = {"id": shown["id"], "used": shown["used"], "revealed": shown["revealed"]}
        record = view["extra_warlords"][s]
        if record is not None:
            extra[s] = {"id": record["id"], "used": record["used"], "revealed": record["revealed"]}
    main[seat]["id"] = me["warlord"]
    main[seat]["used"] = me["warlord_used"]
    if extra[seat] is not None:
        extra[seat] = dict(extra[seat] or {}, id=me["extra_warlord"], used=me["extra_used"])
    if view["beginner"] or view["phase"] == "warlord":
        return main, extra  # no warlords, or the other side's choice is still open: none yet
    # The other side's unrevealed warlords: any of its own it could hold (never two alike,
    # never the start-only one, which reveals itself).
    known = {r["id"] for r in (main[other], extra[other]) if r is not None and r["id"]}
    choices = [w for w in warlords_of(other) if w not in known and w != START_ONLY]
    rng.shuffle(choices)
    for record in (main[other], extra[other]):
        if record is not None and record["id"] is None:
            record["id"] = choices.pop()
    return main, extra


def evaluate(state: State) -> dict[int, float]:
    """Each side's chance to win, from the score marker and the points the board would score
    at the next scoring (a logistic curve: one side three steps ahead wins about 3 in 4)."""
    marker = state["marker"]  # toward Chu's end (+) or Wu's (-)
    index = state["scoring_index"]
    if index is not None:
        wu, chu = province_points(state, index)
        marker += 0.5 * (chu - wu)
    chu_chance = 1.0 / (1.0 + math.exp(-marker / 3.0))
    return {0: 1.0 - chu_chance, 1: chu_chance}
