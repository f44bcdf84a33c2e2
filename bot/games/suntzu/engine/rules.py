"""The Sun Tzu state machine: setup, the legal actions and applying them (whose move it is:
``turns``; the flow of a round after each action: ``rounds``)."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import Action, Event, RuleError
from bot.games.suntzu.engine import eventcards, text, warlords
from bot.games.suntzu.engine.data import (
    ALL_CARDS,
    ARMIES_PER_COLOUR,
    EVENTS,
    HAND_DRAW,
    KEEPERS,
    PLAQUES,
    PROVINCES,
    SEATS,
    START_POOL,
    START_RESERVE,
    STARTING_HAND,
    draw_pile,
    sort_cards,
    warlords_of,
)
from bot.games.suntzu.engine.rounds import advance, fight
from bot.games.suntzu.engine.turns import WINDOWS, State, phase_of, waiting_for

N = len(PROVINCES)


# --- setup -----------------------------------------------------------------------------------


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    if players != 2:
        raise RuleError("suntzu-error-players", players=players)
    beginner = bool(options.get("beginner", False))
    open_locks = bool(options.get("open_locks", False))
    plaques = [list(values) for values in rng.sample(PLAQUES, N)]
    event_deck = list(EVENTS)
    rng.shuffle(event_deck)
    hands: list[list[str]] = []
    decks: list[list[str]] = []
    for _seat in SEATS:
        pile = draw_pile(beginner)
        rng.shuffle(pile)
        hands.append(sort_cards(list(STARTING_HAND) + pile[:HAND_DRAW]))
        decks.append(pile[HAND_DRAW:])
    pool = ARMIES_PER_COLOUR if beginner else START_POOL
    state: State = {
        "game": "suntzu",
        "beginner": beginner,
        "open_locks": open_locks,
        "round": 1,
        "phase": "place" if beginner else "warlord",
        "marker": 0,
        "plaques": plaques,
        "scoring_index": 0,
        "board": [[0, 0] for _ in range(N)],
        "edge": [[0, 0] for _ in range(N)],
        "pool": [pool, pool],
        "reserve": [0, 0] if beginner else [START_RESERVE, START_RESERVE],
        "out": [0, 0],
        "event": event_deck[0],
        "event_deck": event_deck[1:],
        "events_resolved": [],
        "hands": hands,
        "decks": decks,
        "discards": [[], []],
        "warlords": [{"id": None, "used": False, "revealed": False} for _ in SEATS],
        "extra": [None, None],
        "chariots_pending": [],
        "placement": [[None] * N, [None] * N],
        "locked": [False, False],
        "played": [[None, None] for _ in range(N)],
        "cleaned": True,  # no cards of this round are on the table
        "virtual": [None, None],
        "taken": [[], []],
        "shield": [],
        "fury": [],
        "bonus": [False, False],
        "remaining": [],
        "chooser": None,
        "counts": None,
        "battles": [],
        "window": [],
        "drawn": [[], []],
        "keep": [0, 0],
        "plague_plays": 0,
        "result": None,
    }
    return state


# --- what a seat may do ----------------------------------------------------------------------


def _support_actions(state: State, seat: int) -> list[Action]:
    if state["phase"] == "over" or state["reserve"][seat] == 0:
        return []
    hand = state["hands"][seat]
    placed = state["placement"][seat]
    return [
        {"t": "support", "c": card}
        for card in sort_cards(list(set(hand)))
        if card not in KEEPERS and hand.count(card) > placed.count(card)
    ]


def _placement_actions(state: State, seat: int) -> list[Action]:
    if state["locked"][seat]:
        return [{"t": "unlock"}, {"t": "lock"}]  # locking again changes nothing
    placement = state["placement"][seat]
    cards = sort_cards(list(set(state["hands"][seat])))
    # The card already on a province is listed too (placing it again changes nothing), so a
    # province's select can show it as the current choice.
    found: list[Action] = [{"t": "assign", "p": p, "c": card} for p in range(N) for card in cards]
    if None not in placement:
        found.append({"t": "lock"})
    return found


def _keep_actions(state: State, seat: int) -> list[Action]:
    drawn = state["drawn"][seat]
    keep = state["keep"][seat]
    found: list[Action] = []
    seen: set[tuple[str, ...]] = set()
    for i in range(len(drawn)):
        for j in range(i + 1, len(drawn)) if keep == 2 else [None]:
            choice = [drawn[i]] if j is None else [drawn[i], drawn[j]]
            key = tuple(sort_cards(choice))
            if key not in seen:
                seen.add(key)
                found.append({"t": "keep", "c": list(key)})
    return found


def legal_actions(state: State, seat: int) -> list[Action]:
    found: list[Action] = []
    if seat in waiting_for(state):
        phase = phase_of(state)
        if phase == "warlord":
            found = [{"t": "choose", "w": w} for w in warlords_of(seat)]
        elif phase == "chariots":
            found = [{"t": "choose", "w": w} for w in warlords.chariots_options(state, seat)]
        elif phase == "place":
            found = _placement_actions(state, seat)
        elif phase in WINDOWS:
            found = [*warlords.actions(state, seat, phase), {"t": "pass"}]
        elif phase == "order":
            found = [{"t": "order", "p": p} for p in state["remaining"]]
        elif phase == "draw":
            found = _keep_actions(state, seat)
    return found + _support_actions(state, seat)


# --- applying actions ------------------------------------------------------------------------


def _province_arg(action: Action) -> int:
    p = action.get("p")
    if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < N:
        raise RuleError("suntzu-error-bad-province", province=str(p))
    return p


def _card_arg(action: Action) -> str:
    card = action.get("c")
    if not isinstance(card, str) or card not in ALL_CARDS:
        raise RuleError("suntzu-error-bad-card", card=str(card))
    return card


def apply(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    """Apply one action. Nothing here is random: decks were shuffled at setup."""
    del rng
    if state["phase"] == "over":
        raise RuleError("suntzu-error-game-over")
    if seat not in SEATS:
        raise RuleError("suntzu-error-not-a-seat", seat=str(seat))
    if not isinstance(action, dict):
        raise RuleError("suntzu-error-unknown-action", action=str(action))
    kind = str(action.get("t"))
    events: list[Event] = []
    if kind == "support":
        _support(state, seat, action, events)
    else:
        phase = phase_of(state)
        handler = _HANDLERS.get((phase, kind))
        if handler is None:
            if kind not in _KINDS:
                raise RuleError("suntzu-error-unknown-action", action=str(kind))
            raise RuleError("suntzu-error-wrong-phase", phase={"key": f"suntzu-phase-{phase}"})
        if seat not in waiting_for(state):
            raise RuleError("suntzu-error-not-your-turn")
        handler(state, seat, action, events)
    advance(state, events)
    return events


def _choose(state: State, seat: int, action: Action, events: list[Event]) -> None:
    wid = action.get("w")
    if state["chariots_pending"]:
        if wid not in warlords.chariots_options(state, seat):
            raise RuleError("suntzu-error-bad-warlord", warlord=str(wid))
        state["extra"][seat] = {"id": wid, "used": False, "revealed": False}
        state["chariots_pending"].pop(0)
        events.append(text.public("suntzu-ev-chariots-chosen", side=text.side(seat)))
        events.append(text.private(seat, "suntzu-ev-warlord-chosen", warlord=text.warlord(wid)))
        return
    if wid not in warlords_of(seat):
        raise RuleError("suntzu-error-bad-warlord", warlord=str(wid))
    state["warlords"][seat]["id"] = wid
    events.append(text.private(seat, "suntzu-ev-warlord-chosen", warlord=text.warlord(wid)))


def _assign(state: State, seat: int, action: Action, events: list[Event]) -> None:
    p = _province_arg(action)
    card = _card_arg(action)
    if state["locked"][seat]:
        raise RuleError("suntzu-error-locked")
    hand = state["hands"][seat]
    if card not in hand:
        raise RuleError("suntzu-error-card-not-in-hand", card=text.card(card))
    placement = state["placement"][seat]
    if placement[p] == card:
        return
    elsewhere = [q for q in range(N) if q != p and placement[q] == card]
    if len(elsewhere) >= hand.count(card):
        # Every copy is already placed: the card moves here from its first other province.
        placement[elsewhere[0]] = None
    placement[p] = card
    events.append(
        text.private(seat, "suntzu-ev-assigned", province=text.province(p), card=text.card(card))
    )


def _lock(state: State, seat: int, action: Action, events: list[Event]) -> None:
    if state["locked"][seat]:
        return  # already locked: nothing changes (the autopilot confirms this way)
    missing = state["placement"][seat].count(None)
    if missing:
        raise RuleError("suntzu-error-placement-incomplete", missing=missing)
    state["locked"][seat] = True
    events.append(text.private(seat, "suntzu-ev-locked"))
    if state.get("open_locks"):
        events.append(text.public("suntzu-ev-locked-open", side=text.side(seat), seat=seat))


def _unlock(state: State, seat: int, action: Action, events: list[Event]) -> None:
    if not state["locked"][seat]:
        raise RuleError("suntzu-error-not-locked")
    state["locked"][seat] = False
    events.append(text.private(seat, "suntzu-ev-unlocked"))
    if state.get("open_locks"):
        events.append(text.public("suntzu-ev-unlocked-open", side=text.side(seat), seat=seat))


def _use_warlord(state: State, seat: int, action: Action, events: list[Event]) -> None:
    wid = action.get("w")
    if wid not in warlords_of(seat):
        raise RuleError("suntzu-error-bad-warlord", warlord=str(wid))
    mine = {r["id"]: r for r in warlords.records(state, seat)}
    if wid not in mine:
        raise RuleError("suntzu-error-warlord-not-yours", warlord=text.warlord(wid))
    if mine[wid]["used"]:
        raise RuleError("suntzu-error-warlord-used", warlord=text.warlord(wid))
    legal = warlords.actions(state, seat, state["phase"])
    if not any(a["w"] == wid for a in legal):
        raise RuleError("suntzu-error-warlord-not-now", warlord=text.warlord(wid))
    if action not in legal:
        raise RuleError("suntzu-error-warlord-target", warlord=text.warlord(wid))
    warlords.use(state, seat, action, events)
    eventcards.check(state, events)


def _pass(state: State, seat: int, action: Action, events: list[Event]) -> None:
    state["window"].remove(seat)


def _order(state: State, seat: int, action: Action, events: list[Event]) -> None:
    p = _province_arg(action)
    if p not in state["remaining"]:
        raise RuleError("suntzu-error-battle-done", province=text.province(p))
    events.append(text.public("suntzu-ev-order", side=text.side(seat), province=text.province(p)))
    state["phase"] = "battle"
    fight(state, p, events)


def _keep(state: State, seat: int, action: Action, events: list[Event]) -> None:
    chosen = action.get("c")
    need = state["keep"][seat]
    if not isinstance(chosen, list) or len(chosen) != need:
        raise RuleError("suntzu-error-keep-count", count=need)
    left = list(state["drawn"][seat])
    for card in chosen:
        if card not in left:
            raise RuleError("suntzu-error-keep-not-drawn", card=text.card(str(card)))
        left.remove(card)
    state["hands"][seat] = sort_cards(state["hands"][seat] + list(chosen))
    state["decks"][seat].extend(left)  # the others go to the bottom of the deck
    state["drawn"][seat] = []
    events.append(
        text.private(seat, "suntzu-ev-kept", cards=[text.card(c) for c in chosen], count=need)
    )


def _support(state: State, seat: int, action: Action, events: list[Event]) -> None:
    card = _card_arg(action)
    hand = state["hands"][seat]
    if card in KEEPERS:
        raise RuleError("suntzu-error-support-keeper", card=text.card(card))
    if card not in hand:
        raise RuleError("suntzu-error-card-not-in-hand", card=text.card(card))
    if hand.count(card) <= state["placement"][seat].count(card):
        raise RuleError("suntzu-error-support-placed", card=text.card(card))
    if state["reserve"][seat] == 0:
        raise RuleError("suntzu-error-support-no-reserve")
    hand.remove(card)
    state["discards"][seat].append(card)
    state["reserve"][seat] -= 1
    state["pool"][seat] += 1
    events.append(text.public("suntzu-ev-support", side=text.side(seat), card=text.card(card)))


_HANDLERS = {
    ("warlord", "choose"): _choose,
    ("chariots", "choose"): _choose,
    ("place", "assign"): _assign,
    ("place", "lock"): _lock,
    ("place", "unlock"): _unlock,
    ("before", "warlord"): _use_warlord,
    ("after", "warlord"): _use_warlord,
    ("before", "pass"): _pass,
    ("after", "pass"): _pass,
    ("order", "order"): _order,
    ("draw", "keep"): _keep,
}
_KINDS = {kind for _phase, kind in _HANDLERS} | {"support"}
