"""The platform's own judgement of a logged step (bot.table.undo): did it draw randomness,
did it show anybody something hidden? Checked on real steps of autopilot games."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.engine.base import Action, RandomSource, State
from bot.games import get
from bot.table.undo import RecordingRandom, check_step, draws_randomness, reveals

Found = tuple[State, int, Action, Callable[[], random.Random]]


def steps(game: str, players: int, seed: int = 3, limit: int = 400) -> Iterator[Found]:
    """(state before, seat, action, its random stream) for each step of an autopilot game."""
    engine = get(game).engine
    source = RandomSource.from_seed(seed)
    state = engine.setup(players, {}, source.setup())
    for number in range(1, limit):
        if engine.result(state) is not None:
            return
        for seat in sorted(engine.waiting_for(state)):
            action = engine.autopilot(state, seat, source.autopilot(number))
            after = copy.deepcopy(state)
            engine.apply(after, seat, action, source.step(number))
            if after != state:
                break
        yield state, seat, action, (lambda n=number: source.step(n))
        state = after


def first(game: str, players: int, kind: str, when: Callable[[Found], bool] | None = None) -> Found:
    for found in steps(game, players):
        if found[2]["t"] == kind and (when is None or when(found)):
            return found
    raise AssertionError(f"no {kind} step in the {game} game")


def judged(game: str, players: int, found: Found) -> Any:
    state, seat, action, stream = found
    before = copy.deepcopy(state)
    check = check_step(get(game).engine, state, seat, action, stream, players)
    assert state == before, "judging a step must not change the state"
    return check


def test_the_recording_generator_continues_the_stream_and_counts_every_draw() -> None:
    source = random.Random(7)
    recorder = RecordingRandom(random.Random(7))
    assert recorder.draws == 0
    assert recorder.randint(1, 6) == source.randint(1, 6)
    items, same = list(range(10)), list(range(10))
    recorder.shuffle(items)
    source.shuffle(same)
    assert items == same
    recorder.choice("abc")
    recorder.random()
    assert recorder.draws >= 4


def test_randomness_is_seen_only_when_a_step_draws() -> None:
    engine = get("highcard").engine
    state = {
        "round": 1,
        "hands": [[9, 2, 3], [9, 4, 5]],
        "played": [9, None],
        "scores": [0, 0],
        "last": None,
    }
    state["hands"][0].remove(9)
    stream = lambda: random.Random(1)  # noqa: E731
    # a tie is broken at random; a clear win is not
    assert draws_randomness(engine, state, 1, {"t": "play", "c": 9}, stream)
    assert not draws_randomness(engine, state, 1, {"t": "play", "c": 5}, stream)


def test_a_sun_tzu_sealed_placement_may_be_undone_before_the_other_placed() -> None:
    found = first("suntzu", 2, "assign")
    state, seat = found[0], found[1]
    assert not any(card is not None for card in state["placement"][1 - seat])
    check = judged("suntzu", 2, found)
    assert not check.random and not check.revealed


def test_a_small_world_conquest_without_a_die_may_be_undone() -> None:
    check = judged("smallworld", 2, first("smallworld", 2, "conquer"))
    assert not check.random and not check.revealed


def test_a_small_world_final_die_roll_is_randomness() -> None:
    check = judged("smallworld", 2, first("smallworld", 2, "roll"))
    assert check.random


def test_a_small_world_pick_reveals_the_next_face_down_combination() -> None:
    check = judged("smallworld", 2, first("smallworld", 2, "pick"))
    assert not check.random and check.revealed


@pytest.mark.parametrize("kind", ["card", "mission"])
def test_a_world_war_card_play_or_mission_choice_reveals(kind: str) -> None:
    check = judged("worldwar", 4, first("worldwar", 4, kind))
    assert not check.random and check.revealed


def test_a_world_war_attack_rolls_dice() -> None:
    check = judged("worldwar", 4, first("worldwar", 4, "attack"))
    assert check.random


def test_a_highcard_play_that_shows_the_cards_reveals_and_the_first_does_not() -> None:
    engine = get("highcard").engine
    state = engine.setup(2, {}, random.Random(4))
    stream = lambda: random.Random(1)  # noqa: E731
    card0, card1 = state["hands"][0][0], state["hands"][1][0]
    assert not reveals(engine, state, 0, {"t": "play", "c": card0}, stream, 2)
    engine.apply(state, 0, {"t": "play", "c": card0}, stream())
    assert reveals(engine, state, 1, {"t": "play", "c": card1}, stream, 2)


def test_a_sun_tzu_first_lock_hides_everything_and_the_last_lock_reveals() -> None:
    def other_locked(found: Found) -> bool:
        return bool(found[0]["locked"][1 - found[1]])

    first_lock = judged("suntzu", 2, first("suntzu", 2, "lock", lambda f: not other_locked(f)))
    assert not first_lock.random and not first_lock.revealed
    last_lock = judged("suntzu", 2, first("suntzu", 2, "lock", other_locked))
    assert not last_lock.random and last_lock.revealed
