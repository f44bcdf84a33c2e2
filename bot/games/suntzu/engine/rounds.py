"""The flow of a Sun Tzu round once the seats have decided: the reveal, the warlord windows,
the battles and their event cards, scoring, the draw and the next round. ``advance`` runs the
game forward until some seat has to decide (the rules call it after every action)."""

from __future__ import annotations

from typing import Any

from bot.engine.base import Event
from bot.games.suntzu.engine import armies, eventcards, text, warlords
from bot.games.suntzu.engine.battle import outcome
from bot.games.suntzu.engine.data import (
    KEEPERS,
    PLAGUE,
    PROVINCES,
    SCORING_ROUNDS,
    SEATS,
    WU,
    sort_cards,
)
from bot.games.suntzu.engine.ending import score
from bot.games.suntzu.engine.turns import State, waiting_for, window_waiting

N = len(PROVINCES)


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
            if window_waiting(state):
                return
            _start_battles(state, events)
        elif phase == "battle":
            if not state["remaining"]:
                _open_window(state, "after")
            elif state["chooser"] is not None and len(state["remaining"]) > 1:
                state["phase"] = "order"
                return
            else:
                fight(state, state["remaining"][0], events)
        elif phase == "after":
            if window_waiting(state):
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


def fight(state: State, p: int, events: list[Event]) -> None:
    """The battle in province ``p``: the next in order, or the one the chooser picked."""
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
