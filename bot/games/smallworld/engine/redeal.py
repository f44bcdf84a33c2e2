"""A fork's start (issue 31, part 3): the public position, everything not public dealt again.

A fork of a running game must neither reveal nor predict anything of the game it came from:
its end (the final board, the record) would otherwise show every seat's coins as they stand in
the origin, still running. So the fork's state is drawn from the public view
(``view(state, None)``) and ``rng`` alone (:func:`determinize.deal_public`):

* the face-down race stack: every banner in no other place, shuffled;
* the face-down badge stack: every badge in no other place and not discarded, shuffled;
* each seat's coins, which are no deal but were seen by their owner only (ruling 21): set to
  what everybody can tell of them, 5 plus what the seat's regions and races pay now for each
  turn it scored (the estimate the bot players start from, without the spread).

Which banners came back under the race stack is in the log, not in the public view: the whole
stack is dealt again.
The state keeps no generator: every later combo comes off these stacks.
"""

from __future__ import annotations

import random

from bot.games.smallworld.engine.determinize import deal_public
from bot.games.smallworld.engine.state import State
from bot.games.smallworld.engine.views import view


def redeal(state: State, rng: random.Random) -> State:
    """The engine's ``redeal``: a state drawn from the public view of ``state`` and ``rng``."""
    return deal_public(view(state, None), rng)
