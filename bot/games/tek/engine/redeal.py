"""A fork's start (issue 31, part 3): the public position, everything not public dealt again.

A fork of a running game must neither reveal nor predict anything of the game it came from:
its players (or its bots, whose play is public) would otherwise resolve the origin's sealed
choices in the open. So the fork's state is drawn from the public view (``view(state, None)``)
and ``rng`` alone, as the bot players' search samples what its seat cannot see
(:func:`determinize.determinize` with no seat):

* a war bid already in (the view says who has bid, never what): drawn from that seat's bids;
* a sealed follow choice (option ``quick_follow``; the view says who has chosen): drawn from
  that seat's follow moves and collects;
* the kinds of the face-down exploration tokens (option ``exploration``): drawn from the box
  less the tokens found, as ``explore.place_tokens`` drew them; the tokens stay where they lie.

The platform refuses a fork while a sealed move is hidden, so a fork rarely meets a sealed
choice; when it does, the choice is a sample, never the origin's. The state keeps no shuffled
pile and no generator, so nothing else holds the game's future.
"""

from __future__ import annotations

import random

from bot.games.tek.engine.actions import waiting_for
from bot.games.tek.engine.determinize import determinize
from bot.games.tek.engine.state import State
from bot.games.tek.engine.views import build_view


def redeal(state: State, rng: random.Random) -> State:
    """The engine's ``redeal``: a state drawn from the public view of ``state`` and ``rng``."""
    return determinize(build_view(state, None, waiting_for(state)), None, rng)
