"""Every registered game's story chart ends on the result (issue 23, 12): an autopilot game at
the most players, replayed as the end of a game replays it, gives lines whose last points are
the result's scores, end bonuses included, whatever the game's standing measures before."""

from __future__ import annotations

import pytest

from bot.engine.base import RandomSource
from bot.games import available, get
from bot.table.story import LoggedMove, replay_story
from tests.conformance.test_conformance import lobby_options, play

GAMES = [name for name in available() if get(name).standing is not None]


@pytest.mark.parametrize("name", GAMES)
def test_the_chart_ends_on_the_final_scores(name: str) -> None:
    spec = get(name)
    engine = spec.engine
    players = engine.max_players
    secret = "5e" * 32
    log: list[LoggedMove] = []
    for number, (_before, seat, action, _events) in enumerate(play(spec, players, secret), 1):
        log.append(LoggedMove(number, seat, action))
    source = RandomSource(secret)
    state = engine.setup(players, lobby_options(spec), source.setup())
    for move in log:
        engine.apply(state, move.seat, move.action, source.step(move.number))
    result = engine.result(state)
    assert result is not None
    story = replay_story(spec, players, lobby_options(spec), secret, log)
    assert story is not None and story.moves[-1] == len(log)
    assert story.standings[-1] == [float(result.scores[seat]) for seat in range(players)]
