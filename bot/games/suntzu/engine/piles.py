"""How many cards at the bottom of each side's deck its owner has seen go there (issue 31).

A side's deck is the rest of its shuffled draw pile, which nobody has seen, with the cards it
put under since below it: the ones it drew and did not keep, and a card Feint or Hidden
Contagion took back from the table. Those it knows, in order. The count is
``state["deck_seen"]`` (a state saved before it existed has none, and then counts none). It is
that side's own knowledge, so a fork, which starts from the public position only, deals the
whole deck again and counts none (:mod:`redeal`).
"""

from __future__ import annotations

from typing import Any

State = dict[str, Any]

KEY = "deck_seen"


def seen_under(state: State, seat: int) -> int:
    """The cards at the bottom of ``seat``'s deck that its owner saw go there."""
    counts = state.get(KEY) or [0, 0]
    return min(counts[seat], len(state["decks"][seat]))


def took_top(state: State, seat: int) -> None:
    """Cards were taken off the top: once the unseen part is gone, they come from the seen."""
    counts = state.setdefault(KEY, [0, 0])
    counts[seat] = min(counts[seat], len(state["decks"][seat]))


def put_under(state: State, seat: int, count: int) -> None:
    """``count`` cards the owner saw went under its deck."""
    counts = state.setdefault(KEY, [0, 0])
    counts[seat] += count
