"""A game played by the autopilot for a number of steps: the position many render tests draw.

One driver instead of a copy in each test module. Each call returns its own copy of the
state (the played states are kept, so a test may change what it gets without touching
another's).
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

from bot.engine.base import State, rng_for, setup_rng
from bot.games import get


def autoplayed(game: str, players: int, steps: int, seed: int, pending_only: bool = False) -> State:
    """``game`` set up for ``players`` with ``seed`` and played ``steps`` autopilot moves (or
    to its end), always moving the lowest seat it waits for. ``pending_only``: only seats that
    still have something to decide (``Engine.pending``): a game that keeps a seat which sealed
    its choice among the waited-for (Sun Tzu) would otherwise ask it again and again."""
    return copy.deepcopy(_played(game, players, steps, seed, pending_only))


@cache
def _played(game: str, players: int, steps: int, seed: int, pending_only: bool) -> State:
    engine = get(game).engine
    state = engine.setup(players, {}, setup_rng(seed))
    for number in range(steps):
        if engine.result(state) is not None:
            break
        seats = [
            seat
            for seat in engine.waiting_for(state)
            if not pending_only or engine.pending is None or engine.pending(state, seat)
        ]
        if not seats:
            break
        action = engine.autopilot(state, min(seats), rng_for(seed, number))
        engine.apply(state, min(seats), action, rng_for(seed, number))
    return state


def next_seat(engine: Any, state: State) -> int:
    """The seat a whole-game driver moves next: the lowest waited-for seat that still has
    something to decide (Sun Tzu keeps a seat that locked its sealed placement among the
    waited-for; its ``pending`` says who really still has to act)."""
    waiting = sorted(engine.waiting_for(state))
    if engine.pending is not None:
        waiting = [seat for seat in waiting if engine.pending(state, seat)] or waiting
    assert waiting, "the game waits for nobody but has not ended"
    return waiting[0]


def play_to_end(engine: Any, state: State, seed: int, limit: int = 20_000) -> None:
    """The autopilot plays ``state`` on to its end (in place), every invariant checked after
    each move: what a sampled or re-dealt state must allow."""
    for number in range(limit):
        if engine.result(state) is not None:
            return
        seat = next_seat(engine, state)
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))
        engine.check_invariants(state)
    raise AssertionError(f"a game played on from a given state did not end in {limit} moves")
