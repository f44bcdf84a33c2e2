"""What the views must never show, made different on purpose (for the conformance suite).

``scramble_secrets(state, seat)`` returns a copy in which ``seat``'s coins and the order of
the face-down race and power stacks (known to nobody) differ. Every view but ``seat``'s own
must be the same for both states.
"""

from __future__ import annotations

import copy

from bot.games.smallworld.engine.state import State


def scramble_secrets(state: State, seat: int) -> State:
    other = copy.deepcopy(state)
    other["seats"][seat]["coins"] += 17
    other["race_stack"] = list(reversed(other["race_stack"]))
    other["power_stack"] = list(reversed(other["power_stack"]))
    return other
