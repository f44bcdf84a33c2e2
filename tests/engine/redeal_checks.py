"""The checks every game's ``redeal`` (issue 31, part 3) must pass, over a whole autopilot game.

A fork of a running game starts from ``redeal(state, rng)``: the public position, with
everything not public dealt again. At each moment checked, for a few rngs, the re-dealt state
must:

1. show the same public view (``view(state, None)``), wait for the same seats and have the
   same result;
2. depend on the public view and the rng alone: a state with the same public view but other
   secrets (an earlier redeal of it, the game's ``scramble_secrets``) re-deals, with the same
   rng, to exactly the same state;
3. keep every invariant, and play on to an end under the autopilot (some of the moments);
4. be the same state again for the same rng, the state handed in left untouched;
5. deal every kind of secret again: the game names its kinds (``Secrets``: kind -> value in a
   state) and each must come out otherwise than in the origin at some moments of the game.

Each game's test_redeal.py calls :func:`check_game` with its own ``Secrets``.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.engine.base import GameEngine, State, rng_for, setup_rng
from tests.autoplay import next_seat, play_to_end

STEP_LIMIT = 20000
RNGS = 3  # rngs tried at each moment

# Every kind of secret a redeal deals again, by name: its value in a state.
Secrets = Callable[[State], dict[str, Any]]


@dataclass
class Tally:
    moments: int = 0  # moments checked
    played_on: int = 0  # re-dealt states played to an end
    changed: Counter[str] = field(default_factory=Counter)  # moments a kind came out otherwise


def check_game(
    engine: GameEngine,
    players: int,
    options: dict[str, Any],
    seed: int,
    secrets: Secrets,
    every: int = 5,
    play_on_every: int = 15,
    focus: Callable[[State], bool] | None = None,
) -> Tally:
    """Play a whole autopilot game, checking a redeal at every ``every``-th moment and at every
    moment ``focus`` picks (rare ones: a sealed move in flight), playing a re-dealt state on to
    its end at every ``play_on_every``-th moment checked."""
    tally = Tally()
    state = engine.setup(players, options, setup_rng(seed))
    number = 0
    while engine.result(state) is None:
        assert number < STEP_LIMIT, "the game did not end"
        if number % every == 0 or (focus is not None and focus(state)):
            play_on = tally.moments % play_on_every == 0
            check_moment(engine, state, players, f"{seed}:{number}", secrets, tally, play_on)
        seat = next_seat(engine, state)
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))
        engine.check_invariants(state)
        number += 1
    return tally


def check_moment(
    engine: GameEngine,
    state: State,
    players: int,
    label: str,
    secrets: Secrets,
    tally: Tally,
    play_on: bool,
) -> list[State]:
    """Checks 1-5 at one moment; the re-dealt states (one per rng)."""
    assert engine.redeal is not None
    before = copy.deepcopy(state)
    public = engine.view(state, None)
    waiting = engine.waiting_for(state)
    tally.moments += 1
    outs = []
    for k in range(RNGS):
        out = engine.redeal(state, random.Random(f"{label}:{k}"))
        assert state == before, "redeal changed the state handed in"
        assert engine.redeal(state, random.Random(f"{label}:{k}")) == out, "same rng, other deal"
        assert engine.view(out, None) == public, "the public view changed"
        assert engine.waiting_for(out) == waiting, "the game waits for other seats"
        assert engine.result(out) == engine.result(state)
        engine.check_invariants(out)
        outs.append(out)
    # Independence: other secrets behind the same public view deal the same fork.
    others = [outs[0], *(engine.scramble_secrets(state, seat) for seat in range(players))]
    for other in others:
        assert engine.view(other, None) == public
        for k in range(1, RNGS):
            again = engine.redeal(other, random.Random(f"{label}:{k}"))
            assert again == outs[k], "the redeal read more than the public view"
    mine = secrets(state)
    for kind, value in mine.items():
        tally.changed[kind] += any(secrets(out)[kind] != value for out in outs)
    if play_on:
        play_to_end(engine, outs[0], sum(label.encode()), STEP_LIMIT)
        tally.played_on += 1
    return outs


def assert_dealt(tally: Tally, kinds: set[str]) -> None:
    """Every kind in ``kinds`` came out otherwise than in the origin at some moment, and a
    fork was played to its end."""
    assert tally.played_on > 0
    missing = {kind for kind in kinds if tally.changed[kind] == 0}
    assert not missing, f"never dealt again: {sorted(missing)} ({tally})"
