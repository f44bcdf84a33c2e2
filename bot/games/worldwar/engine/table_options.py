"""The table options of World War beyond the edition, and what a game begun before them plays.

* ``continent_troops`` (on by default): a continent held whole raises soldiers at the start of
  its holder's turn (ruling W37, the seed's "占领大洲加分加兵").
* ``quick_sacrifice`` (off by default): the engines a defender gives up for its losses are
  chosen for it at once (B5's fewest units), instead of the battle waiting for its answer
  (ruling W25). Faster for a table playing asynchronously: an attack on engines never waits.

``/game new`` stores every option with its value, so a game opened since these rules has both
keys. A game stored before them has neither, and its log must replay to the state it was
played to: a missing key means the rule as it was then (no continent troops, engines chosen at
once).
"""

from __future__ import annotations

from typing import Any

from bot.games.worldwar.engine.state import State

KEYS = ("continent_troops", "quick_sacrifice")


def kept_options(edition: str, options: dict[str, Any]) -> dict[str, Any]:
    """The state's ``options``: the edition, and each of :data:`KEYS` that the table set."""
    kept: dict[str, Any] = {"edition": edition}
    for key in KEYS:
        if options.get(key) is not None:
            kept[key] = bool(options[key])
    return kept


def continent_troops_on(state: State) -> bool:
    """Whether whole continents raise soldiers in this game (W37)."""
    return bool(state["options"].get("continent_troops", False))


def defender_asked(state: State) -> bool:
    """Whether a defender with engines is asked which to give up (W25)."""
    return not state["options"].get("quick_sacrifice", True)
