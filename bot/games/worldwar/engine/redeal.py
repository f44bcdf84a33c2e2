"""A fork's start (issue 31, part 3): the public position, everything not public dealt again.

A fork of a running game must neither reveal nor predict anything of the game it came from:
its players (or its bots, whose play is public) would otherwise play the origin's real hands
in the open, and its end would show every seat's mission as it stands in the origin, still
running. So the fork's state is drawn from the public view (``view(state, None)``) and ``rng``
alone, as the bot players' search samples another seat's secrets
(:func:`determinize.determinize` with no seat):

* each seat's mission (or, during setup, the two offered), one it could be dealt and, while
  the game runs, not complete already; the rest of the missions is the pool;
* each seat's domestic hand, as many cards as it holds, from the cards not in the discards;
  the rest is the domestic deck, shuffled;
* the monarch edition's lord offers of seats still choosing, and the lord deck;
* the event, sorcery and treasure decks, and each seat's general pool;
* what spies saw: nothing (it was true of the origin's secrets, not of these; no rule reads
  it, and which seat looked at whom is not in the public view).

The state keeps no generator: every later draw comes off these piles (the dice are thrown
with the step's own generator).
"""

from __future__ import annotations

import random

from bot.games.worldwar.engine.actions import waiting_for
from bot.games.worldwar.engine.determinize import determinize
from bot.games.worldwar.engine.state import State
from bot.games.worldwar.engine.views import build_view


def redeal(state: State, rng: random.Random) -> State:
    """The engine's ``redeal``: a state drawn from the public view of ``state`` and ``rng``."""
    return determinize(build_view(state, None, waiting_for(state)), None, rng)
