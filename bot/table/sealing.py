"""Which moves are sealed: the others cannot tell which of its choices the seat made.

Decided by the platform for every game alike, with no game's names: a move is sealed when
some other move the seat could have made instead (applied to the same state with the same
random stream) leaves the public view exactly as this one does and is narrated to the channel
in the same words (its public events). A Sun Tzu placement (which
card went where), a Tiny Epic Kingdoms bid or follow choice ("Ann has chosen"), a secret
pick are sealed; a conquest, a purchase or a roll, which the board shows, are not.

Only the ``ALTERNATIVES`` most similar moves are tried (same type first, then the most fields
in common), which finds the twin of a sealed move at once and bounds the work spent on a
public one. A public move taken for sealed costs only a needless commitment.

The test is paid on every accepted move, so it is done in its cheapest order: a move whose
type the game declares never sealable (``GameEngine.sealable``) is public at once; an
alternative's public events, which a few words make, are compared before its public view,
which is built (and the chosen move's with it) only when the words are the same. The verdict
is the same as comparing the whole :func:`public_trace` (tests/platform/test_sealing_cost.py).
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable
from operator import itemgetter
from typing import Any

from bot.engine.base import Action, Event, RuleError, State, action_key, canonical_json, parse_json

ALTERNATIVES = 8


def _likeness(chosen: Action, other: Action) -> tuple[int, int]:
    same_type = int(other.get("t") == chosen.get("t"))
    shared = 0
    for key, value in other.items():
        if chosen.get(key) == value:
            shared += 1
    return (-same_type, -shared)


_PLAIN = (str, int, type(None))  # values whose JSON texts differ exactly when they differ


def _same_move(other: Action, action: Action, chosen: str) -> bool:
    """Whether ``other`` is written as ``action`` (whose key is ``chosen``): the same keys and
    no plain field that differs are checked first, so that the text of a listed move is made
    only for the few that might be the chosen one."""
    if other.keys() != action.keys():
        return False
    for key, value in action.items():
        theirs = other[key]
        if type(theirs) is type(value) and type(value) in _PLAIN and theirs != value:
            return False
    return action_key(other) == chosen


def _most_alike(action: Action, chosen: str, legal: list[Action]) -> list[Action]:
    """The ``ALTERNATIVES`` listed moves other than ``action`` (whose key is ``chosen``) most
    like it, ties in their listed order: the first of all the others sorted by
    :func:`_likeness`. Moves of another type come after every move of the same type, so when
    there are enough of those the others are not even looked at.

    One pass counts each same-type move's fields in common; only a move with every field in
    common can be the chosen one written again, so only those are compared as text (a long
    list, as Sun Tzu's placements, is read once instead of twice)."""
    kind = action.get("t")
    field = action.get
    size = len(action)
    scored: list[tuple[int, Action]] = []
    for other in legal:
        if other.get("t") != kind:
            continue
        shared = 0
        for key, value in other.items():
            if field(key) == value:
                shared += 1
        if shared == size == len(other) and _same_move(other, action, chosen):
            continue
        scored.append((-shared, other))
    if len(scored) < ALTERNATIVES:
        others = [other for other in legal if not _same_move(other, action, chosen)]
        return sorted(others, key=lambda other: _likeness(action, other))[:ALTERNATIVES]
    # heapq.nsmallest(n, key=...) is sorted(key=...)[:n], ties in the listed order.
    return [other for _, other in heapq.nsmallest(ALTERNATIVES, scored, key=itemgetter(0))]


def public_trace(engine: Any, state: State, events: list[Event]) -> str:
    """What everybody learns from a move: the public view after it and its public events."""
    told = [event.to_json() for event in events if event.public]
    return action_key({"view": engine.view(state, None), "events": told})


def told(events: list[Event]) -> str:
    """The public events of a move, as the text :func:`public_trace` holds them."""
    public = [event.to_json() for event in events if event.public]
    return canonical_json(public)


def is_sealed(
    engine: Any,
    before_text: str,
    seat: int,
    action: Action,
    after: State,
    events: list[Event],
    stream: Callable[[], random.Random],
    legal: list[Action],
) -> bool:
    """Whether ``action`` (applied by ``seat`` to the state stored as ``before_text``, giving
    the state ``after`` and ``events``) could not be told from another of the seat's ``legal``
    moves; ``stream`` gives the move's random stream afresh."""
    sealable = getattr(engine, "sealable", None)
    if sealable is not None and action.get("t") not in sealable:
        return False
    tried = _most_alike(action, action_key(action), legal)
    words = told(events)
    view: str | None = None  # the chosen move's public view, once an alternative needs it
    for other in tried:
        state: State = parse_json(before_text)
        try:
            theirs = engine.apply(state, seat, parse_json(action_key(other)), stream())
        except RuleError:
            continue
        if told(theirs) != words:
            continue
        if view is None:
            view = action_key(engine.view(after, None))
        if action_key(engine.view(state, None)) == view:
            return True
    return False
