"""Turns of a game looked back on (``/game replay``, issue 31 part 1): which moves make a turn,
and where one move or one turn back or forward leads.

A turn is what the channel's turn posts made of the game (bot.table.turns): a new turn
starts at the deal (move 0) and at every move after which the game waits for a seat it did not
wait for just before (a *wait start*: the turn passed, a defender must redeploy, a round of
sealed bids begins). So the replay's turns are the channel's messages, and "one turn back"
leads to where a message began. Pure logic on waiting sets; replaying the log to get them is
:func:`waiting_sets`.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.base import RandomSource, State
from bot.table.turns import new_waits

WINDOW = 25  # turns a select may offer (Discord's limit of options)


def turn_starts(waiting: Sequence[frozenset[int]]) -> list[int]:
    """The moves that start a turn, given whom the game waits for after each move
    (``waiting[0]``: after the deal). Move 0 always starts one."""
    # Move 0 (the deal) starts turn 1 whoever is awaited: a replay always has a first turn.
    # After it, the channel's rule: a turn starts where somebody new is awaited.
    after_deal = waiting[0] if waiting else frozenset()
    return [0] + [wait.index + 1 for wait in new_waits(after_deal, waiting[1:])]


@dataclass(frozen=True)
class TurnIndex:
    """The turns of a game of ``last`` moves: ``starts[k]`` is turn k+1's first move,
    ``awaited[k]`` whom the game waited for right after it."""

    starts: tuple[int, ...]
    awaited: tuple[frozenset[int], ...]
    last: int

    @classmethod
    def of(cls, waiting: Sequence[frozenset[int]]) -> TurnIndex:
        starts = turn_starts(waiting)
        return cls(tuple(starts), tuple(waiting[move] for move in starts), len(waiting) - 1)

    @property
    def count(self) -> int:
        return len(self.starts)

    def turn_of(self, move: int) -> int:
        """The turn (counted from 1) that ``move`` belongs to."""
        return bisect.bisect_right(self.starts, move)

    def moves_of(self, turn: int) -> tuple[int, int]:
        """The first and last move of ``turn`` (counted from 1)."""
        first = self.starts[turn - 1]
        last = self.starts[turn] - 1 if turn < self.count else self.last
        return first, last

    def turn_back(self, move: int) -> int:
        """Where "one turn back" leads: the start of this turn, or of the previous one when
        the move is the start already (as a player's "previous track")."""
        turn = self.turn_of(move)
        first, _ = self.moves_of(turn)
        if move > first or turn == 1:
            return first
        return self.moves_of(turn - 1)[0]

    def turn_forward(self, move: int) -> int:
        """Where "one turn forward" leads: the start of the next turn, or the last move in
        the last turn."""
        turn = self.turn_of(move)
        return self.moves_of(turn + 1)[0] if turn < self.count else self.last

    def window(self, move: int, size: int = WINDOW) -> list[int]:
        """At most ``size`` turns around the one of ``move`` (as many before as after where
        the game allows), for a select that jumps to a turn."""
        turn = self.turn_of(move)
        first = max(1, min(turn - size // 2, self.count - size + 1))
        return list(range(first, min(self.count, first + size - 1) + 1))


def waiting_sets(
    engine: Any,
    start: State,
    source: RandomSource,
    log: Sequence[tuple[int, int, dict[str, object]]],
) -> list[frozenset[int]]:
    """Whom the game waits for at ``start`` (its first stored state: the deal, or a fork's
    starting position) and after each logged move (number, seat, action), replayed with the
    game's random ``source`` (tens of milliseconds: off the event loop). ``start`` is changed."""
    state = start

    def awaited() -> frozenset[int]:
        if engine.result(state) is not None:
            return frozenset()
        return frozenset(engine.waiting_for(state))

    found = [awaited()]
    for number, seat, action in log:
        engine.apply(state, seat, action, source.step(number))
        found.append(awaited())
    return found
