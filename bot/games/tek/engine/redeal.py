"""A fork's start (issue 31, part 3): the state with what no seat could see dealt again.

Tiny Epic Kingdoms is open but for three things (``views.py``): a war bid once it is in and a
sealed follow choice (option ``quick_follow``), each seen by the seat that made it and so kept;
and the kinds of the face-down exploration tokens (option ``exploration``), seen by nobody.
Those kinds are dealt again with ``rng``: the tokens stay where they lie (their places are
public), and their kinds are drawn from the box less the tokens found, exactly as
``explore.place_tokens`` drew them and as the bots' ``determinize`` samples them.

The state keeps no shuffled pile and no generator (the box is what is not on the map, drawn
from when a seat places its home), so nothing else holds the game's future.
"""

from __future__ import annotations

import copy
import random

from bot.games.tek.engine.determinize import deal_tokens
from bot.games.tek.engine.state import State


def redeal(state: State, rng: random.Random) -> State:
    """The engine's ``redeal``: a copy whose every view equals the state's."""
    out = copy.deepcopy(state)
    out["tokens"] = deal_tokens(out, sorted(out["tokens"], key=int), rng)
    return out
