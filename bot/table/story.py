"""The story of a finished game: each seat's standing over the game, replayed from the log.

A game that says how each seat stands on the public board (``GameSpec.standing``) gets a
series at the end: the game is dealt again from its secret and its logged actions applied in
order (as :meth:`TableService.replay` does), and the standing is read from the public view (or,
for a game whose score was secret, from every seat's own view: ``revealed_standing``) at
most ``MAX_POINTS`` evenly spaced moves (the start and the last move always among them); a
game with a result ends each line on that seat's final score. One
pass over the log, no store reads beyond it: a whole game replays in tens of milliseconds, and
callers run it off the event loop all the same. Discord-free; the words are
:mod:`bot.table.story_words`, the picture :mod:`bot.render.story_chart`.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.base import Action, RandomSource, State
from bot.games import GameSpec
from bot.table.model import Table

MAX_POINTS = 60  # points of each line: enough to show every turn of fortune, a cheap chart


@dataclass(frozen=True)
class LoggedMove:
    """One action of the log, as replaying it needs it."""

    number: int
    seat: int
    action: Action


@dataclass(frozen=True)
class Story:
    """Each seat's standing at some moves: ``standings[i][seat]`` after ``moves[i]`` actions."""

    moves: list[int]
    standings: list[list[float]]

    @property
    def seats(self) -> int:
        return len(self.standings[0]) if self.standings else 0

    def line(self, seat: int) -> list[float]:
        return [point[seat] for point in self.standings]

    def leaders(self, index: int) -> list[int]:
        """The seats with the best standing at point ``index``."""
        point = self.standings[index]
        best = max(point)
        return [seat for seat, value in enumerate(point) if value == best]


def sample(total: int, limit: int = MAX_POINTS) -> list[int]:
    """At most ``limit`` + 1 move numbers from 0 (the deal) to ``total`` (the last move),
    evenly spaced, both ends included."""
    if total <= limit:
        return list(range(total + 1))
    return sorted({round(i * total / limit) for i in range(limit + 1)})


def replay_story(
    spec: GameSpec,
    players: int,
    options: dict[str, object],
    secret: str,
    log: Sequence[LoggedMove],
    limit: int = MAX_POINTS,
    start: State | None = None,
) -> Story | None:
    """The game's standing over its log, or None when the game says no standing; ``start``:
    a fork's starting state (None: the deal from the secret)."""
    measure = spec.standing
    if measure is None:
        return None
    engine = spec.engine
    source = RandomSource(secret)
    if start is not None:
        state = copy.deepcopy(start)
    else:
        state = engine.setup(players, dict(options), source.setup())
    wanted = set(sample(len(log), limit))
    moves: list[int] = []
    standings: list[list[float]] = []

    revealed = spec.revealed_standing

    def read() -> list[float]:
        if revealed is not None:  # the game is over: every seat's secrets are out
            return revealed([engine.view(state, seat) for seat in range(players)])
        return measure(engine.view(state, None))

    def note(done: int, number: int) -> None:
        if done in wanted:
            moves.append(number)
            standings.append([float(v) for v in read()])

    note(0, 0)
    for done, move in enumerate(log, start=1):
        engine.apply(state, move.seat, move.action, source.step(move.number))
        note(done, move.number)
    result = engine.result(state)
    if result is not None and standings:
        # The lines end where the result does: the board's standing leaves out what only
        # the final scoring adds (Tiny Epic Kingdoms' level-5 bonus), and a chart that
        # ends 14 to 13 beside a 16-14 result misleads.
        standings[-1] = [float(result.scores[seat]) for seat in range(players)]
    return Story(moves, standings)


def table_story(
    table: Table, log: Sequence[LoggedMove], start: State | None = None
) -> Story | None:
    """The story of a loaded game from its whole action log (slow: off the event loop);
    ``start``: a fork's starting state."""
    if table.game.state is None:
        return None
    return replay_story(
        table.spec,
        len(table.seats),
        dict(table.game.options),
        table.game.secret,
        log,
        start=start,
    )
