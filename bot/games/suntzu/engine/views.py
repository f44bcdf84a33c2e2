"""What each viewer may see, the final result, and the invariants the tests check."""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.engine.base import Result, fresh
from bot.games.suntzu.engine import armies, warlords
from bot.games.suntzu.engine.data import (
    ARMIES_PER_COLOUR,
    PROVINCES,
    SEATS,
    STARTING_HAND,
    TRACK_END,
    WARLORDS,
    draw_pile,
)
from bot.games.suntzu.engine.turns import phase_of, waiting_for

State = dict[str, Any]


def _warlord_public(record: dict[str, Any] | None, over: bool) -> dict[str, Any] | None:
    """A warlord as everybody sees it: secret until revealed, and revealed when the game ends
    (the final post lists every seat's secrets; the board must not still hide it)."""
    if record is None:
        return None
    shown = bool(record["revealed"]) or over
    return {"id": record["id"] if shown else None, "used": record["used"], "revealed": shown}


def view(state: State, seat: int | None) -> dict[str, Any]:
    over = state["phase"] == "over"
    public: dict[str, Any] = {
        "game": "suntzu",
        "round": state["round"],
        "phase": phase_of(state),
        "beginner": state["beginner"],
        "marker": state["marker"],
        "provinces": [
            {
                "id": pid,
                "armies": list(state["board"][p]),
                "edge": list(state["edge"][p]),
                "plaque": list(state["plaques"][p]),
                "played": list(state["played"][p]),
            }
            for p, pid in enumerate(PROVINCES)
        ],
        "scoring_index": state["scoring_index"],
        "pools": list(state["pool"]),
        "reserve": list(state["reserve"]),
        "out": list(state["out"]),
        "event": state["event"],
        "events_resolved": list(state["events_resolved"]),
        "events_left": len(state["event_deck"]),  # still face down (the face-up one is "event")
        "hand_sizes": [len(h) for h in state["hands"]],
        "deck_sizes": [len(d) for d in state["decks"]],
        "discards": [list(d) for d in state["discards"]],
        "warlords": [_warlord_public(state["warlords"][s], over) for s in SEATS],
        "extra_warlords": [_warlord_public(state["extra"][s], over) for s in SEATS],
        "waiting": sorted(waiting_for(state)),
        "open_locks": bool(state.get("open_locks")),
        # Only when both players agreed to show it (the open_locks option) is locking public.
        "locks": list(state["locked"])
        if state.get("open_locks") and state["phase"] == "place"
        else None,
        "chooser": state["chooser"],
        "remaining": list(state["remaining"]) if not state["cleaned"] else [],
        "battles": fresh(state["battles"]),
        "plague_plays": state["plague_plays"],
        "result": fresh(state["result"]) if state["result"] else None,
        "table": _table(state),
    }
    if seat is None:
        return public
    extra = state["extra"][seat]
    public["seat"] = seat
    public["me"] = {
        "hand": list(state["hands"][seat]),
        "placement": list(state["placement"][seat]),
        "locked": state["locked"][seat],
        "warlord": state["warlords"][seat]["id"],
        "warlord_used": state["warlords"][seat]["used"],
        "warlord_options": [w for w, info in WARLORDS.items() if info["side"] == seat]
        if not state["beginner"]
        else [],
        "extra_warlord": extra["id"] if extra else None,
        "extra_used": extra["used"] if extra else False,
        "chariots_options": warlords.chariots_options(state, seat)
        if seat in state["chariots_pending"]
        else [],
        "drawn": list(state["drawn"][seat]),
        "keep": state["keep"][seat] if state["drawn"][seat] else 0,
    }
    return public


def _table(state: State) -> dict[str, Any]:
    """The rest of the round's public bookkeeping, every item announced when it happened (a
    warlord's target, a card taken back, who passed, how many cards each drew): with it a
    seat's view holds everything but the secrets, so the bot players' search can sample the
    secrets alone (determinize)."""
    return {
        "stage": state["phase"],  # under a Chariots interruption, the phase it interrupts
        "cleaned": state["cleaned"],
        "virtual": list(state["virtual"]),
        "taken": [list(t) for t in state["taken"]],
        "shield": list(state["shield"]),
        "fury": list(state["fury"]),
        "bonus": list(state["bonus"]),
        "counts": list(state["counts"]) if state["counts"] is not None else None,
        "window": list(state["window"]),
        "chariots_pending": list(state["chariots_pending"]),
        "drawn": [len(d) for d in state["drawn"]],
    }


def result(state: State) -> Result | None:
    outcome = state["result"]
    if outcome is None:
        return None
    marker = state["marker"]
    return Result(
        scores={0: -marker, 1: marker},
        winners=tuple(outcome["winners"]),
        reason=outcome["reason"],
        details={"marker": marker, "pools": list(state["pool"]), "tiebreak": outcome["tiebreak"]},
    )


def _table_cards(state: State, seat: int) -> list[str]:
    if state["cleaned"]:
        return []
    return [
        pair[seat]
        for p, pair in enumerate(state["played"])
        if p != state["virtual"][seat] and p not in state["taken"][seat]
    ]


def check_invariants(state: State) -> None:
    """Raise AssertionError when the state breaks a rule that must always hold."""
    for seat in SEATS:
        assert armies.accounted(state, seat) == ARMIES_PER_COLOUR, f"armies of seat {seat}"
        assert state["pool"][seat] >= 0 and state["reserve"][seat] >= 0
        cards = (
            state["hands"][seat]
            + state["decks"][seat]
            + state["discards"][seat]
            + state["drawn"][seat]
            + _table_cards(state, seat)
        )
        expected = Counter(draw_pile(state["beginner"])) + Counter(STARTING_HAND)
        assert Counter(cards) == expected, f"cards of seat {seat}"
        placement = state["placement"][seat]
        placed = Counter(card for card in placement if card is not None)
        assert not placed - Counter(state["hands"][seat]), "placed cards must be in the hand"
        assert not state["locked"][seat] or None not in placement
    for stack in state["board"]:
        assert min(stack) >= 0
        assert 0 in stack, "a province holds one colour at most"
    for slot in state["edge"]:
        assert min(slot) >= 0
    assert -TRACK_END <= state["marker"] <= TRACK_END
    assert (
        len(state["events_resolved"]) + len(state["event_deck"]) + (1 if state["event"] else 0) == 5
    )
    if state["phase"] == "over":
        assert state["result"] is not None
        assert not waiting_for(state)
    else:
        assert waiting_for(state), f"nobody to act in phase {state['phase']}"
