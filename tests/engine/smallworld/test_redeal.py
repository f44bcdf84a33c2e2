"""Small World's ``redeal`` (issue 31, part 3): a fork starts from the public position, with both
face-down stacks shuffled whole and every seat's coins set to what everybody can tell of them,
from the public view and the rng alone."""

from __future__ import annotations

import copy
import importlib
import math
import random

import pytest

from bot.engine.base import rng_for, setup_rng
from bot.games.smallworld.engine import ENGINE as engine
from bot.games.smallworld.engine.data import STARTING_COINS
from bot.games.smallworld.engine.income import completed_turns, expected_income
from bot.games.smallworld.engine.state import State
from tests.autoplay import next_seat
from tests.engine.redeal_checks import assert_dealt, check_game

# The module (the package's ``determinize`` is its function of the same name).
sampling = importlib.import_module("bot.games.smallworld.engine.determinize")

KINDS = {"race_stack", "power_stack", "coins"}


def secrets(state: State) -> dict[str, object]:
    """Every kind of secret of Small World, by name."""
    return {
        "race_stack": state["race_stack"],
        "power_stack": state["power_stack"],
        "coins": [info["coins"] for info in state["seats"]],
    }


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_whole_games(players: int) -> None:
    tally = check_game(engine, players, {}, players, secrets, every=4)
    assert_dealt(tally, KINDS)


def test_banners_seen_coming_back_are_dealt_again() -> None:
    """Which banners came back under the stack is in the log, not the public view: the fork
    shuffles the whole stack."""
    state = engine.setup(3, {}, setup_rng(4))
    stack = state["race_stack"]
    stack.append(stack.pop(0))  # as if a banner came back under it
    outs = [engine.redeal(state, random.Random(k)) for k in range(6)]
    assert any(out["race_stack"][-1] != stack[-1] for out in outs)
    assert all(sorted(out["race_stack"]) == sorted(stack) for out in outs)


@pytest.mark.parametrize(
    ("turns_scored", "income", "coins"),
    [
        (0, 9.0, STARTING_COINS),  # before its first scoring: the starting coins
        (1, 4.0, STARTING_COINS + 4),
        (3, 2.5, STARTING_COINS + 8),  # 12.5: half up
        (2, 3.2, STARTING_COINS + 6),  # 11.4: down
        (4, -1.0, STARTING_COINS),  # no income is negative
    ],
)
def test_coins_are_the_public_estimate(
    turns_scored: int, income: float, coins: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ruling: a seat's coins in a fork are 5 plus, for each turn it scored, what its regions
    and races pay now, rounded half up."""
    monkeypatch.setattr(sampling, "completed_turns", lambda state, seat: turns_scored)
    monkeypatch.setattr(sampling, "expected_income", lambda state, seat: income)
    assert sampling.public_coins(engine.setup(2, {}, setup_rng(1)), 0) == coins


def test_coins_in_a_game_are_the_estimate_whatever_the_origin_held() -> None:
    state = engine.setup(3, {}, setup_rng(2))
    number = 0
    while completed_turns(state, 1) < 3:
        seat = next_seat(engine, state)
        action = engine.autopilot(state, seat, rng_for(2, number))
        engine.apply(state, seat, action, rng_for(2, number))
        number += 1
    rich = copy.deepcopy(state)
    rich["seats"][1]["coins"] += 40  # a secret of the origin: it must not show in the fork
    for k in range(3):
        out = engine.redeal(state, random.Random(k))
        assert engine.redeal(rich, random.Random(k)) == out
        for seat in range(3):
            turns = completed_turns(state, seat)
            guess = STARTING_COINS + turns * max(0.0, expected_income(state, seat))
            assert out["seats"][seat]["coins"] == math.floor(guess + 0.5)
