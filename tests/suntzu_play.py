"""Autopilot play of Sun Tzu up to a chosen moment, shared by the prompt and render tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine.base import rng_for, setup_rng
from bot.games.suntzu.engine import ENGINE as engine

State = dict[str, Any]


def play_until(seed: int, beginner: bool, stop: Callable[[State], bool]) -> State:
    """Let the autopilot move the seats that still have something to decide."""
    state = engine.setup(2, {"beginner": beginner}, setup_rng(seed))
    for number in range(3000):
        if stop(state):
            break
        undecided = [s for s in sorted(engine.waiting_for(state)) if engine.pending(state, s)]
        if not undecided:
            break
        action = engine.autopilot(state, undecided[0], rng_for(seed, number))
        engine.apply(state, undecided[0], action, rng_for(seed, number))
    return state
