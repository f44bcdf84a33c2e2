"""How the service turns a request into the engine's own action (``canonical_action``)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from bot.table.service import canonical_action


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
