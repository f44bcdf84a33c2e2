"""The engine's own action that a request means (issue 23): raw input never reaches the log.

A request comes from a click, a select, a typed command or a forged interaction, and only the
platform stands between it and the engine, the action log, the record and the state. So:

* no number anywhere in it is NaN or infinite (:func:`finite`: strict JSON has neither);
* an action the engine lists is replaced by the listed one, a typed shorthand by the one
  listed action it is part of;
* else fields no action of its type has are dropped unread, and each kept value must be plain
  JSON the bot itself could have made (:func:`plain`: no number beyond :data:`MAX_INT`, no
  text beyond :data:`MAX_TEXT` characters) of the kind the listed actions of its type give
  that field (:func:`kind_of`: a list where they have a number is malformed);
* an action type the engine lists whole (every type but its ``free_actions``) is never logged
  as typed: the engine first says why it is not allowed, and a request the engine would take
  all the same (junk in a field the engine only shows, like a price or a war it announces) is
  logged as the listed action that does exactly the same, and refused when none does (the
  engine would keep the junk: Tiny Epic Kingdoms keeps a follower's sealed choice whole);
* a free action (a layout the player composes) keeps only the fields the engine declares for
  it; a value no listed action uses is left out, or replaced by the listed one, when that does
  exactly the same (a field the move does not use, a flag sent as 7).

"Exactly the same" is decided by applying both to copies of the state with the move's own
random stream: the logged action then replays to the very state the request made.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Callable
from typing import Any

from bot.engine.base import (
    MAX_ACTION_DEPTH,
    MAX_ACTION_KEY,
    Action,
    RuleError,
    State,
    action_key,
    parse_json,
)

log = logging.getLogger(__name__)

MAX_INT = 10**6  # far above any count, region or card number, far below a float's precision
MAX_TEXT = 100  # characters of one text value: a territory, a card, a kind of unit
PROBE_VALUES = 2  # a free field's listed values tried in place of one no listed action uses

Random = Callable[[], random.Random]


def plain(value: Any, depth: int = 0) -> bool:
    """Whether ``value`` is JSON the bot could have made itself (see the module's rules)."""
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, int):
        return -MAX_INT <= value <= MAX_INT
    if isinstance(value, float):
        return math.isfinite(value) and abs(value) <= MAX_INT
    if isinstance(value, str):
        return len(value) <= MAX_TEXT
    if depth >= MAX_ACTION_DEPTH:
        return False
    if isinstance(value, list):
        return all(plain(item, depth + 1) for item in value)
    if isinstance(value, dict):
        return all(
            isinstance(key, str) and len(key) <= MAX_TEXT and plain(item, depth + 1)
            for key, item in value.items()
        )
    return False


def kind_of(value: Any) -> str:
    """A JSON value's kind, with whole numbers apart from true/false (1 is not ``true``)."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int | float):
        return "number"
    return type(value).__name__


def fixed_rng() -> random.Random:
    """The random stream used when the caller has none: any fixed one compares two moves."""
    return random.Random(0)


def canonical_action(
    engine: Any,
    state: State,
    seat: int,
    action: Any,
    legal: list[Action] | None = None,
    rng: Random = fixed_rng,
) -> Action:
    """The engine's own action that ``action`` means, or a :class:`RuleError` saying why it
    is refused. ``legal``: the seat's legal actions in ``state`` when the caller has them
    already; ``rng``: a fresh copy of the move's random stream on each call."""
    if not isinstance(action, dict) or not isinstance(action.get("t"), str):
        raise RuleError("error-bad-action")
    if not finite(action):
        raise RuleError("error-action-values", max=MAX_INT, length=MAX_TEXT)
    try:
        size = len(action_key(action))
    except (TypeError, ValueError):  # a number too long to write: nothing the bot made
        raise RuleError("error-action-values", max=MAX_INT, length=MAX_TEXT) from None
    if size > MAX_ACTION_KEY:
        raise RuleError("error-bad-action")
    if legal is None:
        legal = engine.legal_actions(state, seat)
    for candidate in legal:
        if candidate == action:
            return candidate
    same_type = [candidate for candidate in legal if candidate.get("t") == action["t"]]
    free = getattr(engine, "free_actions", {})
    # A shorthand is completed from the one listed action that contains it, but not for a
    # free action: there a field left out means 0 ("3 soldiers" must not become "3 soldiers
    # and the lord" because the listed whole-stack attack happens to contain both).
    containing = [
        candidate
        for candidate in same_type
        if action["t"] not in free
        and all(key in candidate and candidate[key] == value for key, value in action.items())
    ]
    if len(containing) == 1:
        return containing[0]
    if seat not in engine.waiting_for(state):
        raise RuleError("error-not-your-turn")
    # Fields no action of this type has are dropped unread; the others must be plain values
    # of the kinds the listed actions give them.
    fields = set(free.get(action["t"], ())) | {key for candidate in same_type for key in candidate}
    request = {key: value for key, value in action.items() if key == "t" or key in fields}
    if not plain(request):
        raise RuleError("error-action-values", max=MAX_INT, length=MAX_TEXT)
    _check_kinds(request, same_type)
    if action["t"] in free:
        return _free_action(engine, state, seat, request, same_type, rng)
    return _listed_action(engine, state, seat, request, same_type, rng)


def finite(value: Any) -> bool:
    """Whether no number anywhere in ``value`` is NaN or infinite (which strict JSON lacks)."""
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list):
        return all(finite(item) for item in value)
    if isinstance(value, dict):
        return all(finite(item) for item in value.values())
    return True


def _check_kinds(action: Action, same_type: list[Action]) -> None:
    """Each field must hold the kind of value the listed actions of its type give it (a
    list where they have a number is malformed, whatever the engine would make of it)."""
    for key, value in action.items():
        kinds = {kind_of(candidate[key]) for candidate in same_type if key in candidate}
        if kinds and kind_of(value) not in kinds:
            raise RuleError("error-bad-action")


def _outcome(engine: Any, state: State, seat: int, action: Action, rng: Random) -> str | None:
    """What ``action`` does to a copy of ``state``, or None when the engine refuses it."""
    try:
        return _explain(engine, state, seat, action, rng)
    except RuleError:
        return None


def _explain(engine: Any, state: State, seat: int, action: Action, rng: Random) -> str:
    """Apply a request no listed action matches, to a copy: the engine's own refusal (why
    it is not allowed) is raised; else what it does."""
    copy = parse_json(action_key(state))
    try:
        events = engine.apply(copy, seat, parse_json(action_key(action)), rng())
    except RuleError:
        raise
    except Exception:  # a value no engine expects is refused, never a crash
        # Noted for the engine's authors: the move's type only (a sealed move's values are
        # secret).
        log.info(
            "the %s engine could not read a %r move", getattr(engine, "name", "?"), action["t"]
        )
        raise RuleError("error-bad-action") from None
    return action_key({"state": copy, "events": [event.to_json() for event in events]})


def _listed_action(
    engine: Any, state: State, seat: int, request: Action, same_type: list[Action], rng: Random
) -> Action:
    """A request of a type the engine lists whole: refused with the engine's reason, or the
    listed action that does exactly what it does (the closest ones tried first)."""
    done = _explain(engine, state, seat, request, rng)

    def agreement(candidate: Action) -> int:
        return -sum(candidate.get(key) == value for key, value in request.items())

    for candidate in sorted(same_type, key=agreement):
        if _outcome(engine, state, seat, candidate, rng) == done:
            return candidate
    raise RuleError("error-bad-action")


def _free_action(
    engine: Any, state: State, seat: int, request: Action, same_type: list[Action], rng: Random
) -> Action:
    """A free action, its fields cut and checked: a value no listed action of its type uses
    is left out, or replaced by a listed one, when that does exactly the same."""
    listed: dict[str, list[Any]] = {}
    for candidate in same_type:
        for key, value in candidate.items():
            if value not in listed.setdefault(key, []):
                listed[key].append(value)
    odd = [key for key, value in request.items() if key != "t" and value not in listed.get(key, [])]
    if not odd:
        return request
    done = _explain(engine, state, seat, request, rng)
    for key in odd:
        left_out = {name: value for name, value in request.items() if name != key}
        known = listed.get(key, [])
        tried = known if len(known) <= PROBE_VALUES else []
        for other in [left_out, *({**request, key: value} for value in tried)]:
            if _outcome(engine, state, seat, other, rng) == done:
                request = other
                break
    return request
