"""Small World's ``redeal`` (issue 31, part 3): a fork deals again the badge stack and the
race stack above the banners seen coming back under it; coins (each seen by its owner) and
every view stay the same."""

from __future__ import annotations

import copy
import random

import pytest

from bot.engine.base import setup_rng
from bot.games.smallworld.engine import ENGINE as engine
from bot.games.smallworld.engine.market import races_seen
from bot.games.smallworld.engine.state import State
from tests.engine.redeal_checks import assert_tally, check_game


def hidden(state: State) -> list[list[str]]:
    """The badge stack and the part of the race stack nobody saw."""
    races = state["race_stack"]
    return [list(state["power_stack"]), races[: len(races) - races_seen(state)]]


def kept(state: State, out: State) -> int:
    """The banners seen coming back stay under the race stack, in order; every seat's coins
    (seen by their owner) stay."""
    under = races_seen(state)
    assert races_seen(out) == under
    if under:
        assert out["race_stack"][-under:] == state["race_stack"][-under:]
    assert [s["coins"] for s in out["seats"]] == [s["coins"] for s in state["seats"]]
    return under


def canonical(state: State) -> State:
    """The badge stack and the race stack's unseen part sorted; the rest as it is."""
    out = copy.deepcopy(state)
    races = out["race_stack"]
    unseen = len(races) - races_seen(state)
    out["race_stack"] = sorted(races[:unseen]) + races[unseen:]
    out["power_stack"] = sorted(out["power_stack"])
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_whole_games(players: int) -> None:
    kept_total = 0
    for seed in (1, 2):
        tally = check_game(engine, players, {}, seed, hidden, kept, canonical)
        assert_tally(tally)
        assert tally.played_on > 0
        kept_total += tally.kept
    assert kept_total > 0, "no banner ever came back under the race stack"


def test_banners_seen_going_under_stay() -> None:
    state = engine.setup(3, {}, setup_rng(4))
    stack = state["race_stack"]
    stack.append(stack.pop(0))  # as if a banner came back under it
    state["race_seen"] = 1
    before = list(stack)
    outs = [engine.redeal(state, random.Random(k)) for k in range(4)]
    assert state["race_stack"] == before
    assert all(out["race_stack"][-1] == before[-1] for out in outs)
    assert any(out["race_stack"][:-1] != before[:-1] for out in outs)
    assert any(out["power_stack"] != state["power_stack"] for out in outs)
    assert all(out["market"] == state["market"] for out in outs)
