"""A fork's start (issue 31, part 3): the state with what no seat could see dealt again.

What some seat saw stays: the board and everything face up (discards, the drawn events, kept
lords, treasures, fallen generals) by all; a hand, a mission, an offer of missions or lords,
what a spy saw, by their seat. What nobody saw is dealt again with ``rng``, each pile keeping
what it holds (that is public: every card not in it is in sight or in a hand):

* the domestic deck above the cards everybody saw in order (a deck made of the discards,
  which are reshuffled in order: :func:`effects.deck_seen`); those stay below;
* the face-down event, sorcery and treasure decks, reshuffled with the generator whenever
  they run out: seen by nobody;
* each seat's general pool: its order is secret even to its owner;
* the mission pool and the lord deck, which no rule draws from after the deal (a seat that
  saw an offer it did not keep knows only that the card is in there, still true).

The state keeps no generator: every later draw comes off these piles (the dice are thrown
with the step's own generator), so the fork predicts nothing of the game it came from.
"""

from __future__ import annotations

import copy
import random

from bot.games.worldwar.engine.determinize import shuffled
from bot.games.worldwar.engine.effects import deck_seen
from bot.games.worldwar.engine.state import State

# The face-down piles nobody has seen any part of.
UNSEEN_PILES = ("missions", "events", "sorcery", "treasure_deck", "lord_deck")


def redeal(state: State, rng: random.Random) -> State:
    """The engine's ``redeal``: a copy whose every view equals the state's."""
    out = copy.deepcopy(state)
    deck = out["deck"]
    unseen = len(deck) - deck_seen(state)
    out["deck"] = shuffled(deck[:unseen], rng) + deck[unseen:]
    for pile in UNSEEN_PILES:
        out[pile] = shuffled(out[pile], rng)
    for info in out["seats"]:
        info["generals"] = shuffled(info["generals"], rng)
    return out
