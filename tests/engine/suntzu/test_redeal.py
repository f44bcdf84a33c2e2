"""Sun Tzu's ``redeal`` (issue 31, part 3): a fork starts from the public position, with both
sides' hands, drawn cards, decks, placements and unrevealed warlords and the face-down events
dealt again from the public view and the rng alone."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from bot.engine.base import rng_for, setup_rng
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.engine.turns import State
from tests.autoplay import next_seat
from tests.engine.redeal_checks import assert_dealt, check_game


def secrets(state: State) -> dict[str, object]:
    """Every kind of secret of Sun Tzu, by name."""
    hidden = [
        record["id"]
        for record in state["warlords"] + state["extra"]
        if record is not None and not record["revealed"]
    ]
    return {
        "hands": state["hands"],
        "drawn": state["drawn"],
        "decks": state["decks"],
        "events": state["event_deck"],
        "placements": (state["placement"], state["locked"]),
        "warlords": hidden,
    }


@pytest.mark.parametrize(
    ("beginner", "open_locks", "seed"), [(True, False, 3), (False, False, 8), (False, True, 9)]
)
def test_whole_games(beginner: bool, open_locks: bool, seed: int) -> None:
    options = {"beginner": beginner, "open_locks": open_locks}
    tally = check_game(engine, 2, options, seed, secrets, every=3)
    kinds = {"hands", "drawn", "decks", "events", "placements"}
    assert_dealt(tally, kinds if beginner else kinds | {"warlords"})


def moment(options: dict[str, object], seed: int, stop: Callable[[State], bool]) -> State:
    """The state of an autopilot game at the first moment ``stop(state)`` holds."""
    state = engine.setup(2, options, setup_rng(seed))
    for number in range(2000):
        if stop(state):
            return state
        seat = next_seat(engine, state)
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))
    raise AssertionError("the moment never came")


def test_a_locked_placement_behind_closed_locks_is_open_again() -> None:
    """Nobody can tell a locked placement from none (both sides are waited for either way), so
    the fork's side places again, from its new hand."""
    state = moment({"beginner": True}, 4, lambda s: s["phase"] == "place" and s["locked"][0])
    out = engine.redeal(state, random.Random(1))
    assert out["locked"] == [False, False]
    assert out["placement"][0] == [None] * len(state["placement"][0])
    assert engine.waiting_for(out) == engine.waiting_for(state) == {0, 1}


def test_an_open_lock_is_a_placement_from_the_new_hand() -> None:
    options: dict[str, object] = {"beginner": True, "open_locks": True}
    state = moment(options, 4, lambda s: s["phase"] == "place" and s["locked"][0])
    outs = [engine.redeal(state, random.Random(k)) for k in range(4)]
    for out in outs:
        assert out["locked"][0]
        placed = sorted(c for c in out["placement"][0] if c is not None)
        hand = list(out["hands"][0])
        for card in placed:
            hand.remove(card)  # each card placed is one of the new hand
    assert any(out["placement"][0] != state["placement"][0] for out in outs)


def test_a_warlord_chosen_in_secret_is_open_again() -> None:
    """During the warlord choice, a side's secret choice is a sealed move in flight: the fork
    chooses again (both sides are waited for either way)."""
    state = moment(
        {"beginner": False}, 5, lambda s: s["phase"] == "warlord" and s["warlords"][0]["id"]
    )
    out = engine.redeal(state, random.Random(2))
    assert out["warlords"][0]["id"] is None
    assert engine.waiting_for(out) == {0, 1}


def test_the_cards_seen_under_a_deck_are_dealt_again() -> None:
    """The cards a side saw go under its deck (unkept draws) were its own knowledge of the
    origin: the fork deals the whole deck again."""
    state = moment({"beginner": True}, 6, lambda s: any(s["discards"]) or s["round"] > 2)
    outs = [engine.redeal(state, random.Random(k)) for k in range(4)]
    assert any(out["decks"] != state["decks"] for out in outs)
    assert any(out["hands"] != state["hands"] for out in outs)
