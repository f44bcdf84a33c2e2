"""How the service turns a request into the engine's own action (``canonical_action``)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from bot.engine.base import RuleError
from bot.table.canonical import canonical_action


def take(state: dict[str, Any], seat: int, action: dict[str, Any], rng: Any) -> list[Any]:
    """A toy engine's move: it writes down every field it was given (all of them matter)."""
    state.update(action)
    return []


def engine_listing(*listed: dict[str, Any], free: dict[str, tuple[str, ...]]) -> Any:
    return SimpleNamespace(
        legal_actions=lambda state, seat: [dict(action) for action in listed],
        waiting_for=lambda state: {0},
        free_actions=free,
        apply=take,
    )


WHOLE_STACK = {"t": "attack", "a": "peru", "b": "brazil", "s": 3, "l": 1}


def test_a_free_action_keeps_what_was_typed_and_a_left_out_field_means_none() -> None:
    engine = engine_listing(WHOLE_STACK, free={"attack": ("a", "b", "s", "l")})
    typed = {"t": "attack", "a": "peru", "b": "brazil", "s": 3}
    assert canonical_action(engine, {}, 0, typed) == typed  # the lord stays home


def test_a_shorthand_of_a_listed_action_is_completed_from_it() -> None:
    engine = engine_listing(WHOLE_STACK, free={})
    typed = {"t": "attack", "b": "brazil"}
    assert canonical_action(engine, {}, 0, typed) == WHOLE_STACK


def test_a_free_action_drops_fields_the_engine_does_not_declare() -> None:
    engine = engine_listing(WHOLE_STACK, free={"attack": ("a", "b", "s", "l")})
    typed = {"t": "attack", "a": "peru", "b": "brazil", "s": 2, "zz": 9}
    assert canonical_action(engine, {}, 0, typed) == {
        "t": "attack",
        "a": "peru",
        "b": "brazil",
        "s": 2,
    }


def summon(state: dict[str, Any], seat: int, action: dict[str, Any], rng: Any) -> list[Any]:
    """A toy attack: the soldiers sent count, ``m`` is a flag read as true or false (as World
    War reads its mage), and ``g`` is a field this attack does not use."""
    state["sent"] = action.get("s", 0)
    state["mage"] = bool(action.get("m"))
    return []


def flagged_engine() -> Any:
    listed = [{"t": "attack", "a": "peru", "s": 3}, {"t": "attack", "a": "peru", "s": 3, "m": 1}]
    return SimpleNamespace(
        legal_actions=lambda state, seat: [dict(action) for action in listed],
        waiting_for=lambda state: {0},
        free_actions={"attack": ("a", "s", "m", "g")},
        apply=summon,
    )


def test_a_composed_move_logs_no_value_that_changes_nothing() -> None:
    engine = flagged_engine()
    sent = {"t": "attack", "a": "peru", "s": 2}
    assert canonical_action(engine, {}, 0, {**sent, "m": 7}) == {**sent, "m": 1}
    assert canonical_action(engine, {}, 0, {**sent, "m": 0}) == sent
    assert canonical_action(engine, {}, 0, {**sent, "g": 5}) == sent


def test_a_value_of_another_kind_than_the_listed_ones_is_refused() -> None:
    engine = flagged_engine()
    for junk in ("7", [1], {"x": 1}, True):
        with pytest.raises(RuleError) as refused:
            canonical_action(engine, {}, 0, {"t": "attack", "a": "peru", "s": 2, "m": junk})
        assert refused.value.code == "error-bad-action"
