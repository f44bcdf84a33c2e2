"""The Sun Tzu state machine: setup, whose move it is, legal actions and applying them."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import Action, Event, RuleError
from bot.games.suntzu.engine import armies, eventcards, text, warlords
from bot.games.suntzu.engine.battle import outcome
from bot.games.suntzu.engine.data import (
    ALL_CARDS,
    ARMIES_PER_COLOUR,
    EVENTS,
    HAND_DRAW,
    KEEPERS,
    PLAGUE,
    PLAQUES,
    PROVINCES,
    SCORING_ROUNDS,
    SEATS,
    START_POOL,
    START_RESERVE,
    STARTING_HAND,
    WU,
    draw_pile,
    warlords_of,
)
from bot.games.suntzu.engine.ending import score

State = dict[str, Any]
N = len(PROVINCES)
WINDOWS = ("before", "after")
_CARD_ORDER = {card: i for i, card in enumerate(ALL_CARDS)}


def sort_cards(cards: list[str]) -> list[str]:
    return sorted(cards, key=_CARD_ORDER.__getitem__)


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


# --- who acts, and what they may do ----------------------------------------------------------


def phase_of(state: State) -> str:
    if state["chariots_pending"] and state["phase"] != "over":
        return "chariots"
    return state["phase"]


def _window_waiting(state: State) -> list[int]:
    # Everybody holding an unused warlord is asked, whether or not it can act right now:
    # asking only those who can act would tell the opponent something about a secret warlord.
    return [s for s in state["window"] if warlords.has_unused(state, s)]


def waiting_for(state: State) -> set[int]:
    phase = phase_of(state)
    if phase == "over":
        return set()
    if phase == "chariots":
        return {state["chariots_pending"][0]}
    if phase == "warlord":
        return set(SEATS) if any(r["id"] is None for r in state["warlords"]) else set()
    if phase == "place":
        # Both seats until both have locked: nobody learns whether the other has locked.
        return set(SEATS)
    if phase in WINDOWS:
        return set(_window_waiting(state))
    if phase == "order":
        return {state["chooser"]}
    if phase == "draw":
        return {s for s in SEATS if state["drawn"][s]}
    return set()


def pending(state: State, seat: int) -> bool:
    """Whether ``seat`` still has something to decide (a locked placement or a chosen warlord
    keeps the seat in :func:`waiting_for`, so that nobody learns it is done)."""
    if seat not in waiting_for(state):
        return False
    phase = phase_of(state)
    if phase == "place":
        return not state["locked"][seat]
    if phase == "warlord":
        return state["warlords"][seat]["id"] is None
    return True


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
    if not isinstance(card, str) or card not in _CARD_ORDER:
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
    _fight(state, p, events)


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


# --- the flow of a round -----------------------------------------------------------------------


def advance(state: State, events: list[Event]) -> None:
    """Run the game forward until some seat has to decide (or the game is over)."""
    while state["phase"] != "over" and not state["chariots_pending"]:
        phase = state["phase"]
        if phase == "warlord":
            if any(r["id"] is None for r in state["warlords"]):
                return
            _start_game(state, events)
        elif phase == "place":
            if not all(state["locked"]):
                return
            _reveal(state, events)
        elif phase == "before":
            if _window_waiting(state):
                return
            _start_battles(state, events)
        elif phase == "battle":
            if not state["remaining"]:
                _open_window(state, "after")
            elif state["chooser"] is not None and len(state["remaining"]) > 1:
                state["phase"] = "order"
                return
            else:
                _fight(state, state["remaining"][0], events)
        elif phase == "after":
            if _window_waiting(state):
                return
            _end_round(state, events)
        elif phase in ("order", "draw") and waiting_for(state):
            return
        elif phase == "draw":
            _next_round(state, events)
        else:
            raise AssertionError(f"stuck in phase {phase}")


def _start_game(state: State, events: list[Event]) -> None:
    events.append(text.public("suntzu-ev-warlords-chosen"))
    wu = state["warlords"][WU]
    if wu["id"] == warlords.START_ONLY:
        # Acts at the start of the game: the marker moves one step toward Wu's end.
        wu["used"] = wu["revealed"] = True
        state["marker"] -= 1
        events.append(
            text.public(
                "suntzu-ev-warlord-head-start",
                side=text.side(WU),
                warlord=text.warlord(wu["id"]),
                marker=state["marker"],
            )
        )
    state["phase"] = "place"
    events.append(text.public("suntzu-ev-round-start", round=state["round"]))


def _reveal(state: State, events: list[Event]) -> None:
    for seat in SEATS:
        for p, card in enumerate(state["placement"][seat]):
            state["played"][p][seat] = card
            state["hands"][seat].remove(card)
        state["placement"][seat] = [None] * N
        state["locked"][seat] = False
    state["cleaned"] = False
    state["remaining"] = list(range(N))
    events.append(
        text.public(
            "suntzu-ev-reveal",
            round=state["round"],
            wu=[text.card(pair[0]) for pair in state["played"]],
            chu=[text.card(pair[1]) for pair in state["played"]],
        )
    )
    _open_window(state, "before")


def _open_window(state: State, window: str) -> None:
    state["phase"] = window
    state["window"] = [s for s in SEATS if warlords.has_unused(state, s)]


def _start_battles(state: State, events: list[Event]) -> None:
    counts = [armies.on_board(state, s) for s in SEATS]
    previous = state["counts"]
    chooser: int | None = None
    if state["round"] > 1:
        for compared in (counts, previous):
            if compared is not None and compared[0] != compared[1]:
                chooser = 0 if compared[0] < compared[1] else 1
                break
    state["counts"] = counts
    state["chooser"] = chooser
    state["phase"] = "battle"
    if chooser is not None:
        events.append(text.public("suntzu-ev-chooser", side=text.side(chooser), seat=chooser))


def _fight(state: State, p: int, events: list[Event]) -> None:
    state["remaining"].remove(p)
    cards = list(state["played"][p])
    result = outcome(cards[0], cards[1])
    battle: dict[str, Any] = {
        "p": p,
        "cards": cards,
        "winner": result.winner,
        "diff": result.diff,
        "plague": result.plague,
        "paid": [0, 0],
        "edge": [0, 0],
        "back": 0,
        "placed": 0,
        "lost": 0,
    }
    if result.plague:
        state["plague_plays"] += cards.count(PLAGUE)
        battle["lost"] = _plague(state, p)
        events.append(
            text.public(
                "suntzu-ev-plague",
                province=text.province(p),
                wu=text.card(cards[0]),
                chu=text.card(cards[1]),
                lost=battle["lost"],
            )
        )
    else:
        for s in SEATS:
            if result.pay[s]:
                battle["paid"][s] = armies.pay_reserve(state, s, result.pay[s])
            if cards[s] == "6" and armies.send_to_edge(state, s, p):
                battle["edge"][s] = 1
            if cards[s] == "1":
                state["bonus"][s] = True
        if result.winner is not None:
            battle["back"], battle["placed"] = armies.win(state, result.winner, p, result.diff)
        events.append(_battle_event(battle))
    state["battles"].append(battle)
    eventcards.check(state, events, battle)


def _plague(state: State, p: int) -> int:
    """No battle: the armies there lose half (rounded down) to their pool, unless a warlord
    spares them (Physician: the province's armies, whoever owns them, as the seed says) or
    makes it worse (Pestilence: all but one)."""
    owner = armies.owner(state, p)
    if owner is None:
        return 0
    count = state["board"][p][owner]
    if p in state["shield"]:
        lost = 0
    elif p in state["fury"]:
        lost = count - 1
    else:
        lost = count // 2
    state["board"][p][owner] -= lost
    state["pool"][owner] += lost
    return lost


def _battle_event(battle: dict[str, Any]) -> Event:
    cards = battle["cards"]
    common = {
        "province": text.province(battle["p"]),
        "wu": text.card(cards[0]),
        "chu": text.card(cards[1]),
        "paid_wu": battle["paid"][0],
        "paid_chu": battle["paid"][1],
        "edge_wu": battle["edge"][0],
        "edge_chu": battle["edge"][1],
    }
    if battle["winner"] is None:
        return text.public("suntzu-ev-battle-tie", **common)
    return text.public(
        "suntzu-ev-battle",
        side=text.side(battle["winner"]),
        seat=battle["winner"],
        diff=battle["diff"],
        back=battle["back"],
        placed=battle["placed"],
        **common,
    )


def _end_round(state: State, events: list[Event]) -> None:
    if state["round"] in SCORING_ROUNDS:
        score(state, events)
        if state["phase"] == "over":
            return
    _clean_table(state)
    state["phase"] = "draw"
    for s in SEATS:
        _deal(state, s, events)


def _clean_table(state: State) -> None:
    """Cards 1–6 go back to the hand; all others leave the game."""
    for s in SEATS:
        for p in range(N):
            if p == state["virtual"][s] or p in state["taken"][s]:
                continue
            card = state["played"][p][s]
            if card in KEEPERS:
                state["hands"][s].append(card)
            else:
                state["discards"][s].append(card)
        state["hands"][s] = sort_cards(state["hands"][s])
    state["cleaned"] = True


def _deal(state: State, seat: int, events: list[Event]) -> None:
    """Draw 2 keep 1 (a played 1: draw 3 keep 2); with too few cards left, take them all."""
    draw, keep = (3, 2) if state["bonus"][seat] else (2, 1)
    deck = state["decks"][seat]
    drawn = deck[:draw]
    del deck[:draw]
    events.append(text.public("suntzu-ev-draw", side=text.side(seat), count=len(drawn)))
    if not drawn:
        return
    if len(drawn) <= keep:
        state["hands"][seat] = sort_cards(state["hands"][seat] + drawn)
        shown = [text.card(c) for c in drawn]
        events.append(text.private(seat, "suntzu-ev-drawn-all", cards=shown))
        return
    state["drawn"][seat] = drawn
    state["keep"][seat] = keep
    events.append(
        text.private(seat, "suntzu-ev-drawn", cards=[text.card(c) for c in drawn], keep=keep)
    )


def _next_round(state: State, events: list[Event]) -> None:
    state["round"] += 1
    state["phase"] = "place"
    state["played"] = [[None, None] for _ in range(N)]
    state["virtual"] = [None, None]
    state["taken"] = [[], []]
    state["shield"] = []
    state["fury"] = []
    state["bonus"] = [False, False]
    state["battles"] = []
    state["chooser"] = None
    state["keep"] = [0, 0]
    state["window"] = []
    events.append(text.public("suntzu-ev-round-start", round=state["round"]))
