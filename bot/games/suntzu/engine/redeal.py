"""A fork's start (issue 31, part 3): the state with what no side could see dealt again.

Nearly everything in Sun Tzu is seen by someone: the board and the discards by both sides, a
hand, the drawn cards, a placement and an unrevealed warlord by their owner. Two things are
seen by nobody, and only those are dealt again with ``rng``:

* the order of the face-down event cards (each is turned up only when its round comes);
* the order of each side's deck above the cards its owner saw go under it (the drawn cards it
  did not keep, a card taken back by Feint or Hidden Contagion: :mod:`piles`). Those stay at
  the bottom in the order they went there; the cards above them are the rest of the pile
  shuffled at setup, which nobody has seen, and are shuffled again.

The state holds no generator or seed: every later draw comes off these piles, so shuffling
them is all it takes for the fork to predict nothing of the game it came from.
"""

from __future__ import annotations

import copy
import random

from bot.games.suntzu.engine.data import SEATS
from bot.games.suntzu.engine.piles import seen_under
from bot.games.suntzu.engine.turns import State


def redeal(state: State, rng: random.Random) -> State:
    """The engine's ``redeal``: a copy whose every view equals the state's."""
    out = copy.deepcopy(state)
    out["event_deck"] = _shuffled(out["event_deck"], rng)
    for seat in SEATS:
        deck = out["decks"][seat]
        unseen = len(deck) - seen_under(state, seat)
        out["decks"][seat] = _shuffled(deck[:unseen], rng) + deck[unseen:]
    return out


def _shuffled(cards: list[str], rng: random.Random) -> list[str]:
    """The cards in a random order drawn from a fixed one, so that the order depends on the
    rng alone (not on the order it replaces, which would hint at it)."""
    out = sorted(cards)
    rng.shuffle(out)
    return out
