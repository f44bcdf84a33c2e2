"""A seat's lord skills (主公技) read from the state: the lookup under every skill hook.

The monarch edition gives a seat the skills of its kept lord card (``seats[*].lord_card``);
in the generals edition nobody has one, so each reading here gives the rule as it stands (0,
nothing). This module sits below ``state``: the state's own helpers ask two skills (``cap``
in ``state.limit``, ``discount`` in ``state.price``), so those two readings live here with
the lookup, and the other hooks, which change the state, in ``lords`` above it. It reads
nothing but the state's plain JSON and the printed decks.
"""

from __future__ import annotations

from typing import Any

from bot.games.worldwar.engine.content.decks import UNIT_KEY, Effect, decks

State = dict[str, Any]  # the same JSON as ``state.State``; this module sits below it


def skill(state: State, seat: int | None, kind: str) -> Effect | None:
    """The seat's lord skill of ``kind``, if its lord card has one (never while it is out)."""
    if seat is None:
        return None
    info = state["seats"][seat]
    card = info.get("lord_card")
    if card is None or info["out"]:
        return None
    return next((s for s in decks().lord(card).skills if s.kind == kind), None)


def skill_value(state: State, seat: int | None, kind: str, field: str = "n") -> int:
    """A number the seat's skill of ``kind`` names (``n`` unless said), 0 without it."""
    found = skill(state, seat, kind)
    return int(found[field]) if found is not None else 0


def cap_bonus(state: State, tid: str) -> int:
    """``cap`` {n}: the territory where the owner's lord token stands holds n more units."""
    seat = state["map"][tid]["o"]
    if seat is None or state["seats"][seat]["lord"] != tid:
        return 0
    return skill_value(state, seat, "cap")


def discount(state: State, seat: int, kind: str) -> int:
    """``discount`` {unit, n}: each such unit costs n less (for good, in every buy phase)."""
    found = skill(state, seat, "discount")
    if found is None or UNIT_KEY.get(found["unit"], found["unit"]) != kind:
        return 0
    return int(found["n"])
