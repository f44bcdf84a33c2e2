"""A fork's start (issue 31, part 3): the public position, everything not public dealt again.

A fork of a running game must neither reveal nor predict anything of the game it came from:
its players (or its bots, whose play is public) would otherwise play the origin's real hands
in the open, and its end would show them. So the fork's state is drawn from the public view
(``view(state, None)``) and ``rng`` alone, as the bot players' search draws the other side's
secrets (:func:`determinize.deal_public`):

* each side's hand (its cards 1-6 out of sight, which never leave the hand but to the table,
  and the rest dealt from its cards out of sight), its drawn cards and the order of its deck;
* a placement: dealt from the new hand when open locks show the side has locked, else open
  again (nobody can tell a locked placement from none: both sides are waited for either way);
* unrevealed warlords: any of the side's own it could hold; during the warlord choice a
  choice made in secret is open again (the choice is waited for from both sides either way);
* the face-down event cards.

The state holds no generator or seed, so these piles are all the future there is.
"""

from __future__ import annotations

import random

from bot.games.suntzu.engine.determinize import deal_public
from bot.games.suntzu.engine.turns import State
from bot.games.suntzu.engine.views import view


def redeal(state: State, rng: random.Random) -> State:
    """The engine's ``redeal``: a state drawn from the public view of ``state`` and ``rng``."""
    return deal_public(view(state, None), rng)
