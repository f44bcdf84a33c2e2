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

from bot.engine.base import Action, fresh
from bot.games.suntzu.engine.data import (
    EVENTS,
    KEEPERS,
    STARTING_HAND,
    draw_pile,
    sort_cards,
    warlords_of,
)
from bot.games.suntzu.engine.ending import province_points
from bot.games.suntzu.engine.rules import legal_actions
from bot.games.suntzu.engine.warlords import START_ONLY

State = dict[str, Any]
View = dict[str, Any]


def determinize(view: View, seat: int, rng: random.Random) -> State:
    me = view["me"]
    state = _public(view, rng)
    # The seat's own cards: all known but the order of its deck.
    state["hands"][seat] = list(me["hand"])
    state["drawn"][seat] = list(me["drawn"])
    own = _unseen(state, seat) - Counter(me["hand"]) - Counter(me["drawn"])
    state["decks"][seat] = sorted(own.elements())
    rng.shuffle(state["decks"][seat])
    state["keep"][seat] = me["keep"]
    state["placement"][seat] = list(me["placement"])
    state["locked"][seat] = me["locked"]
    _deal_side(state, view, 1 - seat, rng)
    state["warlords"], state["extra"] = _warlords(view, seat, rng)
    return state


def deal_public(view: View, rng: random.Random) -> State:
    """A whole state sampled from the public view alone (``view(state, None)``): both sides'
    secrets dealt as :func:`determinize` deals the other side's (a fork's start, redeal.py)."""
    state = _public(view, rng)
    for side in (0, 1):
        _deal_side(state, view, side, rng)
    state["warlords"], state["extra"] = _warlords(view, None, rng)
    return state


def _public(view: View, rng: random.Random) -> State:
    """The state's public part from the view, the face-down events shuffled, both sides'
    cards, placements and warlords still empty."""
    table = view["table"]
    provinces = view["provinces"]
    played = [list(p["played"]) for p in provinces]
    return {
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
        "hands": [[], []],
        "decks": [[], []],
        "drawn": [[], []],
        "keep": [0, 0],
        "placement": [[None] * len(provinces), [None] * len(provinces)],
        "locked": [False, False],
    }


def _deal_side(state: State, view: View, side: int, rng: random.Random) -> None:
    """A side's hidden cards dealt from what it holds out of sight: its cards 1-6 out of sight
    are in its hand; the rest is dealt to its hand, its drawn cards and its deck. A lock the
    view shows (open locks) is a placement of some five of that hand."""
    table = view["table"]
    unseen = _unseen(state, side)
    keepers = sort_cards([c for c in unseen.elements() if c in KEEPERS])
    rest = sorted(c for c in unseen.elements() if c not in KEEPERS)
    rng.shuffle(rest)
    free = view["hand_sizes"][side] - len(keepers)
    count = table["drawn"][side]
    state["hands"][side] = sort_cards(keepers + rest[:free])
    state["drawn"][side] = rest[free : free + count]
    state["decks"][side] = rest[free + count :]
    if state["drawn"][side]:
        state["keep"][side] = 2 if table["bonus"][side] else 1
    if view["locks"] is not None and view["locks"][side]:
        # Open locks show the side has placed: some five of its hand.
        cards = list(state["hands"][side])
        rng.shuffle(cards)
        state["placement"][side] = cards[: len(state["placement"][side])]
        state["locked"][side] = True


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
    view: View, seat: int | None, rng: random.Random
) -> tuple[list[dict[str, Any]], list[dict[str, Any] | None]]:
    """Both sides' warlords: ``seat``'s own from its view (None: no side's own is known), the
    unrevealed ones of the other side (of both, with no ``seat``) sampled."""
    main: list[dict[str, Any]] = [{}, {}]
    extra: list[dict[str, Any] | None] = [None, None]
    for s in (0, 1):
        shown = view["warlords"][s]
        main[s] = {"id": shown["id"], "used": shown["used"], "revealed": shown["revealed"]}
        record = view["extra_warlords"][s]
        if record is not None:
            extra[s] = {"id": record["id"], "used": record["used"], "revealed": record["revealed"]}
    if seat is not None:
        me = view["me"]
        main[seat]["id"] = me["warlord"]
        main[seat]["used"] = me["warlord_used"]
        if extra[seat] is not None:
            extra[seat] = dict(extra[seat] or {}, id=me["extra_warlord"], used=me["extra_used"])
    if view["beginner"] or view["phase"] == "warlord":
        return main, extra  # no warlords, or the other side's choice is still open: none yet
    # The unrevealed warlords of a side not known: any of its own it could hold (never two
    # alike, never the start-only one, which reveals itself).
    for side in (0, 1):
        if side == seat:
            continue
        known = {r["id"] for r in (main[side], extra[side]) if r is not None and r["id"]}
        choices = [w for w in warlords_of(side) if w not in known and w != START_ONLY]
        rng.shuffle(choices)
        for record in (main[side], extra[side]):
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


def candidates(state: State, seat: int) -> list[Action]:
    """The moves the search weighs: a placement is filled province by province, the first
    empty one next, and locked once full. Every placement is still reachable, but the bot no
    longer moves a card from province to province and back (it made ~25 assignments a round
    from every legal move, each a decision of its budget). Outside placing: every legal move."""
    legal = legal_actions(state, seat)
    if state["phase"] != "place" or state["locked"][seat]:
        return legal
    placement = state["placement"][seat]
    if None not in placement:
        return [a for a in legal if a["t"] != "assign"]  # lock (or a reserve trade)
    first_empty = placement.index(None)
    # A card whose copies are all placed would move from its province, not be added.
    free = Counter(state["hands"][seat]) - Counter(c for c in placement if c is not None)
    return [a for a in legal if a["t"] != "assign" or (a["p"] == first_empty and free[a["c"]])]
