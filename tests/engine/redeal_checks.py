"""The checks every game's ``redeal`` (issue 31, part 3) must pass, over a whole autopilot game.

A fork of a running game starts from ``redeal(state, rng)``. At each moment checked, for a few
rngs, the re-dealt state must:

1. look the same to every seat and to the public (``view``), and wait for the same seats;
2. keep every invariant, and play on to an end under the autopilot (some of the moments);
3. differ from the state in what nobody saw (``hidden`` of the game), while the state handed in
   is left untouched;
4. be the same state again for the same rng;
5. keep what some seat saw (the game's ``kept`` check, which says how many such things it
   checked: the test asserts the game gave it some to check), and change nothing but the
   orders it deals again (``canonical``: those orders sorted, the rest as it is).

Each game's test_redeal.py calls :func:`check_game` with its own ``hidden``, ``kept`` and
``canonical``.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.engine.base import GameEngine, State, rng_for, setup_rng
from tests.autoplay import next_seat

STEP_LIMIT = 20000
RNGS = 3  # rngs tried at each moment

# The parts of a state a redeal deals again, as piles: a pile with two different items in it
# can come out in another order, and over a whole game it must, nearly always.
Hidden = Callable[[State], list[list[Any]]]
# Asserts that what some seat saw is the same in the re-dealt state; returns how many such
# things it compared.
Kept = Callable[[State, State], int]
# The state with every re-dealt part put in a fixed order (sorted): equal for the state and
# its redeal, so a redeal changes nothing but those orders, not even what no view shows.
Canonical = Callable[[State], State]


@dataclass
class Tally:
    moments: int = 0  # moments checked
    changeable: int = 0  # ... where a hidden pile could come out otherwise
    changed: int = 0  # ... where some rng's redeal did
    kept: int = 0  # things some seat saw, compared
    played_on: int = 0  # re-dealt states played to an end


def check_game(
    engine: GameEngine,
    players: int,
    options: dict[str, Any],
    seed: int,
    hidden: Hidden,
    kept: Kept,
    canonical: Canonical,
    every: int = 1,
    play_on_every: int = 40,
) -> Tally:
    """Play a whole autopilot game, checking a redeal at every ``every``-th moment (and at the
    end), playing a re-dealt state on to its end at every ``play_on_every``-th."""
    assert engine.redeal is not None
    tally = Tally()
    state = engine.setup(players, options, setup_rng(seed))
    number = 0
    while engine.result(state) is None:
        assert number < STEP_LIMIT, "the game did not end"
        if number % every == 0:
            play_on = tally.moments % play_on_every == 0
            check_moment(
                engine,
                state,
                players,
                f"{seed}:{number}",
                (hidden, kept, canonical),
                tally,
                play_on,
            )
        seat = next_seat(engine, state)
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))
        engine.check_invariants(state)
        number += 1
    check_moment(engine, state, players, f"{seed}:end", (hidden, kept, canonical), tally, False)
    return tally


def check_moment(
    engine: GameEngine,
    state: State,
    players: int,
    label: str,
    game: tuple[Hidden, Kept, Canonical],
    tally: Tally,
    play_on: bool,
) -> None:
    assert engine.redeal is not None
    hidden, kept, canonical = game
    before = copy.deepcopy(state)
    viewers: list[int | None] = [None, *range(players)]
    views = [engine.view(state, viewer) for viewer in viewers]
    piles = hidden(state)
    tally.moments += 1
    changeable = any(len({repr(item) for item in pile}) > 1 for pile in piles)
    tally.changeable += changeable
    changed = False
    first: State | None = None
    for k in range(RNGS):
        out = engine.redeal(state, random.Random(f"{label}:{k}"))
        assert state == before, "redeal changed the state handed in"
        again = engine.redeal(state, random.Random(f"{label}:{k}"))
        assert again == out, "the same rng dealt another state"
        for viewer, seen in zip(viewers, views, strict=True):
            assert engine.view(out, viewer) == seen, f"the view of {viewer} changed"
        assert engine.waiting_for(out) == engine.waiting_for(state)
        assert engine.result(out) == engine.result(state)
        engine.check_invariants(out)
        assert canonical(out) == canonical(state), "a redeal changed more than hidden orders"
        tally.kept += kept(state, out)
        changed = changed or hidden(out) != piles
        first = first or out
    tally.changed += changed
    if play_on and first is not None:
        play_to_end(engine, first, label)
        tally.played_on += 1


def play_to_end(engine: GameEngine, state: State, label: str) -> None:
    """The autopilot plays a re-dealt state on to an end, every invariant kept."""
    seed = sum(label.encode())
    for number in range(STEP_LIMIT):
        if engine.result(state) is not None:
            return
        seat = next_seat(engine, state)
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))
        engine.check_invariants(state)
    raise AssertionError("a fork did not end")


def assert_tally(tally: Tally, share: float = 0.9) -> None:
    """Over a game: something to re-deal at some moments, and nearly always re-dealt then (with
    a handful of piles of two or three cards, all rngs may deal the same order)."""
    assert tally.changeable > 0, "nothing was ever hidden from every seat"
    assert tally.changed >= share * tally.changeable, tally
