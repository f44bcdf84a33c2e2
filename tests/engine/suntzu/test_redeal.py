"""Sun Tzu's ``redeal`` (issue 31, part 3): a fork deals again the face-down events and each
deck above the cards its owner saw go under it; every view stays the same."""

from __future__ import annotations

import copy
import random

import pytest

from bot.engine.base import setup_rng
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.engine.piles import seen_under
from bot.games.suntzu.engine.turns import State
from tests.engine.redeal_checks import assert_tally, check_game


def hidden(state: State) -> list[list[str]]:
    """The face-down events and the part of each deck nobody saw."""
    piles = [list(state["event_deck"])]
    for seat in (0, 1):
        deck = state["decks"][seat]
        piles.append(deck[: len(deck) - seen_under(state, seat)])
    return piles


def kept(state: State, out: State) -> int:
    """The cards a side saw go under its deck stay there, in order."""
    compared = 0
    for seat in (0, 1):
        under = seen_under(state, seat)
        assert seen_under(out, seat) == under
        if under:
            assert out["decks"][seat][-under:] == state["decks"][seat][-under:]
            compared += under
    return compared


def canonical(state: State) -> State:
    """The face-down events and each deck's unseen part sorted; the rest as it is."""
    out = copy.deepcopy(state)
    out["event_deck"] = sorted(out["event_deck"])
    for seat in (0, 1):
        deck = out["decks"][seat]
        unseen = len(deck) - seen_under(state, seat)
        out["decks"][seat] = sorted(deck[:unseen]) + deck[unseen:]
    return out


@pytest.mark.parametrize("beginner", [True, False])
@pytest.mark.parametrize("open_locks", [False, True])
@pytest.mark.parametrize("seed", [3, 8])
def test_whole_games(beginner: bool, open_locks: bool, seed: int) -> None:
    options = {"beginner": beginner, "open_locks": open_locks}
    tally = check_game(engine, 2, options, seed, hidden, kept, canonical)
    assert_tally(tally)
    assert tally.kept > 0, "no card was ever seen going under a deck"
    assert tally.played_on > 0


def test_the_deck_above_the_seen_cards_changes() -> None:
    """Right after a side put a card under its deck: that card stays last, the rest is dealt
    again (over a few rngs, some deck order differs), and the events too."""
    state = engine.setup(2, {"beginner": True}, setup_rng(5))
    state["decks"][0].append(state["decks"][0].pop(0))
    state["deck_seen"] = [1, 0]
    bottom = state["decks"][0][-1]
    outs = [engine.redeal(state, random.Random(k)) for k in range(4)]
    assert all(out["decks"][0][-1] == bottom for out in outs)
    assert any(out["decks"][0][:-1] != state["decks"][0][:-1] for out in outs)
    assert any(out["decks"][1] != state["decks"][1] for out in outs)
    assert any(out["event_deck"] != state["event_deck"] for out in outs)
    assert all(out["hands"] == state["hands"] for out in outs)


def test_a_state_from_before_the_count_deals_its_whole_deck() -> None:
    """A state saved before ``deck_seen`` existed counts no card as seen under its deck."""
    state = engine.setup(2, {"beginner": True}, setup_rng(6))
    del state["deck_seen"]
    out = engine.redeal(state, random.Random(1))
    assert sorted(out["decks"][0]) == sorted(state["decks"][0])
    engine.check_invariants(out)
