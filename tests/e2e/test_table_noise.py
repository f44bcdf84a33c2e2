"""Issue 25's bounds on a whole game of every game, counted through the fake Discord.

Each game is played to its end by the e2e drivers (tests/e2e/noise_games.py) and counted from
the fake's records (tests/e2e/noise.py):

- new channel messages ≤ the turn changes + the lobby, start and end posts (no more than one
  new message per turn change; the answers to a moderator's ``/game kick`` aside);
- the mentions that notify a member ≤ the times the game started waiting for them;
- nothing is lost: every accepted move's narration is in the channel's messages as they read
  now, in ``/game log``, and the move is in the posted record.

Today's bot posts after every move and mentions the awaited players each time, so these fail
on fb1be8d; one post per turn, edited while the turn goes on, with a ping only on becoming
awaited, passes them. The games are small (the fewest seats; World War's extra seats handed to
the autopilot at the start) and one test each, so ``-n 2`` spreads them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.noise import Noise
from tests.e2e.noise_games import SMALL_PLANS, Plan, measure

pytestmark = pytest.mark.e2e


def broken_bounds(noise: Noise) -> list[str]:
    """What breaks the issue's bounds, each with its figures."""
    broken = []
    if noise.table_messages > noise.post_bound:
        broken.append(
            f"{noise.table_messages} new channel messages ({dict(noise.posts)}) for "
            f"{noise.facts.turn_changes} turn changes: at most {noise.post_bound}"
        )
    for member, extra in sorted(noise.excess_mentions().items()):
        broken.append(
            f"{noise.facts.members[member]} mentioned {noise.mentions[member]} times, the game "
            f"began waiting for them {noise.facts.wait_starts.get(member, 0)} times (+{extra})"
        )
    broken += noise.lost[:10]
    return broken


@pytest.mark.parametrize("plan", SMALL_PLANS, ids=lambda plan: plan.game)
async def test_a_whole_game_keeps_the_table_quiet(plan: Plan, tmp_path: Path) -> None:
    noise = await measure(plan, tmp_path)
    facts = noise.facts
    # the game was played to its end and counted
    assert facts.moves >= 20 and facts.turn_changes >= 2, noise.summary()
    assert noise.posts["lobby"] == 1 and noise.posts["end"] == 1, dict(noise.posts)
    broken = broken_bounds(noise)
    assert not broken, "\n".join([f"{plan.label}: {noise.summary()}", *broken])
