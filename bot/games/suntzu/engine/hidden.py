"""What the views must never show, made different on purpose (for the conformance suite).

``scramble_secrets(state, seat)`` returns a copy in which everything only ``seat`` may know
(its hand, deck, drawn cards, placement, an unrevealed warlord, its lock unless locks are
open) and everything nobody may know (the order of the face-down events) is different. Every
view but ``seat``'s own must be the same for both states.
"""

from __future__ import annotations

import copy

from bot.games.suntzu.engine.data import WARLORDS
from bot.games.suntzu.engine.turns import State


def scramble_secrets(state: State, seat: int) -> State:
    other = copy.deepcopy(state)
    other["hands"][seat] = ["10"] * len(other["hands"][seat])
    other["decks"][seat] = ["P"] * len(other["decks"][seat])
    other["drawn"][seat] = ["+3"] * len(other["drawn"][seat])
    other["placement"][seat] = [None if c is None else "9" for c in other["placement"][seat]]
    if not state.get("open_locks"):  # with open locks, whether a seat locked is public
        other["locked"][seat] = not other["locked"][seat]
    other["event_deck"] = list(reversed(other["event_deck"]))
    if state["phase"] != "over":  # the end reveals every warlord
        side = [w for w, info in WARLORDS.items() if info["side"] == seat]
        for record in (other["warlords"][seat], other["extra"][seat]):
            if record is not None and record["id"] is not None and not record["revealed"]:
                record["id"] = side[(side.index(record["id"]) + 1) % len(side)]
    return other
