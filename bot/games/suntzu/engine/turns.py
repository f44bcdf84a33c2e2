"""Whose move it is in Sun Tzu: the phase, the seats waited for, and which of them still has
to decide (a seat that sealed its choice stays waited for, so that nobody learns it is done)."""

from __future__ import annotations

from typing import Any

from bot.games.suntzu.engine import warlords
from bot.games.suntzu.engine.data import SEATS

State = dict[str, Any]
WINDOWS = ("before", "after")  # the phases in which seats holding a warlord may use it


def phase_of(state: State) -> str:
    if state["chariots_pending"] and state["phase"] != "over":
        return "chariots"
    return state["phase"]


def window_waiting(state: State) -> list[int]:
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
        return set(window_waiting(state))
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
