"""A fork's start (issue 31, part 3): the state with what no seat could see dealt again.

Small World is open but for each seat's coins (face down, seen by their owner, so kept) and
the two face-down stacks, which nobody sees:

* the race stack above the banners that came back under it (a race in decline that left the
  map: everybody saw it go there, :func:`market.races_seen`); those stay at the bottom in
  their order, the banners above them are the rest of the setup shuffle and are shuffled again;
* the badge stack: the setup shuffle, or the discarded badges shuffled into a new stack when
  it ran out, seen by nobody: shuffled again whole.

What each stack holds is public (every banner and badge not in it is in sight), so only the
order changes. The state keeps no generator: every later combo comes off these stacks.
"""

from __future__ import annotations

import copy
import random

from bot.games.smallworld.engine.market import races_seen
from bot.games.smallworld.engine.state import State


def redeal(state: State, rng: random.Random) -> State:
    """The engine's ``redeal``: a copy whose every view equals the state's."""
    out = copy.deepcopy(state)
    races = out["race_stack"]
    unseen = len(races) - races_seen(state)
    out["race_stack"] = _shuffled(races[:unseen], rng) + races[unseen:]
    out["power_stack"] = _shuffled(out["power_stack"], rng)
    return out


def _shuffled(items: list[str], rng: random.Random) -> list[str]:
    """A random order drawn from a fixed one, so it depends on the rng alone."""
    out = sorted(items)
    rng.shuffle(out)
    return out
