"""One bot decision at a level (issue 30, part 2): the entry point the platform calls.

:func:`decide` takes what a player in the seat would see (its view), never the true state,
and plain values only (the engine may be named), so that a worker process can run it and a
process restarted mid-thought simply decides again.
"""

from __future__ import annotations

import random
from typing import Any

from bot.ai.levels import CPU_BUDGET, ITERATIONS
from bot.ai.search import Outcome, Search, moves
from bot.engine.base import Action, View, canonical_json, parse_json

SEARCH_LEVELS = ("normal", "strong")  # "easy" is the autopilot, which plays on the state


def engine_of(engine: Any) -> Any:
    """The engine itself, or the engine of the game registered under that name."""
    if isinstance(engine, str):
        from bot.games import get

        return get(engine).engine
    return engine


def can_search(engine: Any) -> bool:
    """Whether a game supplies what the search needs (a ``determinize``)."""
    return getattr(engine_of(engine), "determinize", None) is not None


def think(
    engine: Any, view: View, seat: int, level: str, seed: int, *, iterations: int | None = None
) -> Outcome:
    """:func:`decide` with what the search cost (iterations, CPU-seconds, nodes)."""
    if level not in SEARCH_LEVELS:
        raise ValueError(f"level {level!r} is not a search level ({', '.join(SEARCH_LEVELS)})")
    game = engine_of(engine)
    if getattr(game, "determinize", None) is None:
        raise ValueError(f"game {game.name!r} supplies no determinize: only 'easy' plays it")
    # The view with its keys in one order, as the store gives a state back: the samples and the
    # playouts walk dicts in their order, so a state just played and the same state read back
    # after a restart must show the search one view to give one move.
    view = parse_json(canonical_json(view))
    # Whatever the sample, the seat's own legal actions are the view's: one sample lists them.
    first = game.determinize(view, seat, random.Random(seed))
    legal = moves(game, first, seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to decide")
    if len(legal) == 1:
        return Outcome(action=legal[0])
    search = Search(game, view, seat, seed)
    if iterations is not None:  # tests and the arena: exactly these, whatever the time
        return search.run(iterations, None)
    return search.run(ITERATIONS[level], CPU_BUDGET[level])


def decide(
    engine: Any, view: View, seat: int, level: str, seed: int, *, iterations: int | None = None
) -> Action:
    """The action the bot at ``level`` takes in ``seat``, seeing only ``view``: a search of at
    most ``ITERATIONS[level]`` iterations within ``CPU_BUDGET[level]`` CPU-seconds, or exactly
    ``iterations`` iterations when given (the same view, seed and iterations give the same
    action)."""
    return think(engine, view, seat, level, seed, iterations=iterations).action
