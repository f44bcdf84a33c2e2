"""The bot players' view of Small World: a whole state sampled from one seat's view
(``determinize``) and each seat's chances without playing on (``evaluate``).

Whole autopilot games for every player count (one printed map each, no options); at every
moment a seat is waited for, the sample must look exactly the same to that seat, offer it the
same moves, keep the invariants, play on to an end, and not depend on anything it may not see.
"""

from __future__ import annotations

import copy
import random
import statistics
from collections.abc import Iterator
from functools import cache

import pytest

from bot.engine.base import State, rng_for, setup_rng
from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.determinize import estimate_coins
from bot.games.smallworld.engine.income import completed_turns, turns_left

PLAYER_COUNTS = [2, 3, 4, 5]


@cache
def moments(players: int, seed: int) -> tuple[tuple[State, int], ...]:
    """Every (state, waited-for seat) of one autopilot game, in order."""
    state = sw.setup(players, {}, setup_rng(seed))
    seen: list[tuple[State, int]] = []
    number = 0
    while state["phase"] != "over":
        for seat in sorted(sw.waiting_for(state)):
            seen.append((copy.deepcopy(state), seat))
        seat = min(sw.waiting_for(state))
        sw.apply(
            state,
            seat,
            sw.autopilot(state, seat, rng_for(seed, 5000 + number)),
            rng_for(seed, number),
        )
        number += 1
        assert number < 4000
    return tuple(seen)


def samples(players: int, seed: int) -> Iterator[tuple[State, int, State]]:
    for number, (state, seat) in enumerate(moments(players, seed)):
        yield state, seat, sw.determinize(sw.view(state, seat), seat, random.Random(number))


def finish(state: State, seed: int) -> State:
    number = 0
    while state["phase"] != "over":
        seat = min(sw.waiting_for(state))
        sw.apply(
            state,
            seat,
            sw.autopilot(state, seat, rng_for(seed, number)),
            rng_for(seed, 9000 + number),
        )
        number += 1
        assert number < 4000, "a game played on from a sample does not end"
    return state


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_sample_looks_the_same_to_the_seat(players: int) -> None:
    last = None
    for state, seat, sample in samples(players, 1):
        assert sw.view(sample, seat) == sw.view(state, seat)
        assert sw.legal_actions(sample, seat) == sw.legal_actions(state, seat)
        assert sw.waiting_for(sample) == sw.waiting_for(state)
        sw.check_invariants(sample)
        last = state
    assert last is not None and last["turn"] == last["turns"]  # a whole game was walked through


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_a_sample_plays_on_to_the_end(players: int) -> None:
    for number, (_state, _seat, sample) in enumerate(samples(players, 2)):
        if number % 7:
            continue  # every 7th moment: a whole game from each would take minutes
        sw.check_invariants(sample)
        end = finish(sample, number)
        sw.check_invariants(end)
        result = sw.result(end)
        assert result is not None and result.winners


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_sample_ignores_what_the_seat_cannot_see(players: int) -> None:
    """Other seats' coins and the stacks' order changed in the true state: the same view and
    the same random stream give the same sample."""
    for number, (state, seat, sample) in enumerate(samples(players, 3)):
        for other in range(players):
            if other == seat:
                continue
            scrambled = sw.scramble_secrets(state, other)
            assert scrambled != state
            again = sw.determinize(sw.view(scrambled, seat), seat, random.Random(number))
            assert again == sample


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_hidden_parts_are_sampled_and_shown_parts_copied(players: int) -> None:
    stack_orders: set[tuple[str, ...]] = set()
    other_coins: set[int] = set()
    for state, seat, _sample in list(samples(players, 4))[::25]:
        for draw in range(6):
            sample = sw.determinize(sw.view(state, seat), seat, random.Random(draw))
            assert sample["seats"][seat]["coins"] == state["seats"][seat]["coins"]
            assert sorted(sample["race_stack"]) == sorted(state["race_stack"])
            assert sorted(sample["power_stack"]) == sorted(state["power_stack"])
            assert sample["box"] == state["box"] and sample["board"] == state["board"]
            assert sample["turn_state"] == state["turn_state"] and sample["first"] == state["first"]
            assert sample["regions"] == state["regions"] and sample["market"] == state["market"]
            stack_orders.add(tuple(sample["race_stack"]))
            other_coins.update(
                sample["seats"][other]["coins"] for other in range(players) if other != seat
            )
    assert len(stack_orders) > 10  # shuffled, not copied
    assert len(other_coins) > 10  # sampled, not a constant


def test_a_view_of_another_seat_is_refused() -> None:
    state, seat = moments(3, 1)[0]
    with pytest.raises(ValueError):
        sw.determinize(sw.view(state, seat), (seat + 1) % 3, random.Random(0))
    with pytest.raises(ValueError):
        sw.determinize(sw.view(state, None), seat, random.Random(0))


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_coin_estimates_are_close_to_the_truth(players: int) -> None:
    """Others' coins are estimated from the turns they scored, the seat's own earnings per
    turn and what their regions pay now; the error stays well inside the sampling spread."""
    errors = []
    for state, seat in moments(players, 5):
        for other in range(players):
            truth = state["seats"][other]["coins"]
            if other == seat or completed_turns(state, other) < 2:
                continue
            guess = estimate_coins(state, seat, other, state["seats"][seat]["coins"])
            errors.append(abs(guess - truth) / truth)
    print(f"{players} players: coin estimates off by {statistics.mean(errors):.0%} on average")
    assert len(errors) > 50
    assert statistics.mean(errors) < 0.25


TURNS_TABLE = [
    # (players, first, active, turn, phase, seat, completed): turns the seat has scored.
    (3, 0, 0, 1, "pick", 0, 0),
    (3, 0, 1, 1, "conquer", 0, 1),
    (3, 0, 1, 1, "conquer", 2, 0),
    (3, 2, 1, 2, "redeploy", 2, 2),
    (3, 2, 1, 2, "redeploy", 0, 2),
    (3, 2, 1, 2, "redeploy", 1, 1),
    (3, 2, 1, 2, "stout", 1, 2),
    (3, 2, 1, 2, "defenders", 1, 2),
    (5, 4, 3, 10, "over", 3, 10),
]


@pytest.mark.parametrize(
    ("players", "first", "active", "turn", "phase", "seat", "done"), TURNS_TABLE
)
def test_completed_turns(
    players: int, first: int, active: int, turn: int, phase: str, seat: int, done: int
) -> None:
    state = {
        "players": players,
        "first": first,
        "active": active,
        "turn": turn,
        "turns": 10,
        "phase": phase,
    }
    assert completed_turns(state, seat) == done
    assert turns_left(state, seat) == 10 - done


# --- evaluate ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_evaluate_gives_chances(players: int) -> None:
    for state, _seat in moments(players, 1)[::10]:
        chances = sw.evaluate(state)
        assert set(chances) == set(range(players))
        assert all(0.0 <= value <= 1.0 for value in chances.values())
        assert sum(chances.values()) == pytest.approx(1.0)
    end = finish(copy.deepcopy(moments(players, 1)[-1][0]), 0)
    winners = end["result"]["winners"]
    assert sw.evaluate(end) == {
        seat: (1 / len(winners) if seat in winners else 0.0) for seat in range(players)
    }


def test_evaluate_prefers_more_coins_and_more_land() -> None:
    state = copy.deepcopy(moments(3, 1)[len(moments(3, 1)) // 2][0])
    base = sw.evaluate(state)
    richer = copy.deepcopy(state)
    richer["seats"][0]["coins"] += 15
    assert sw.evaluate(richer)[0] > base[0]
    poorer = copy.deepcopy(state)
    for reg in poorer["regions"].values():
        if reg["owner"] == 0:
            reg.update(owner=None, race=None, declined=False, tokens=0)
            for marker in ("lair", "fortress", "camp", "hero", "dragon", "hole"):
                reg[marker] = 0
    assert sw.evaluate(poorer)[0] < base[0]


def midgame_hits(players: int, games: int) -> float:
    """How often the seat ``evaluate`` ranks first when the middle round starts wins."""
    hits = 0
    for seed in range(games):
        state = sw.setup(players, {}, setup_rng(700 + seed))
        middle: State | None = None
        number = 0
        while state["phase"] != "over":
            if middle is None and state["turn"] == state["turns"] // 2 + 1:
                middle = copy.deepcopy(state)
            seat = min(sw.waiting_for(state))
            sw.apply(
                state,
                seat,
                sw.autopilot(state, seat, rng_for(seed, number)),
                rng_for(seed, 4000 + number),
            )
            number += 1
        assert middle is not None
        chances = sw.evaluate(middle)
        hits += max(chances, key=lambda seat: chances[seat]) in state["result"]["winners"]
    return hits / games


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_favourite_at_mid_game_wins_more_often_than_chance(players: int) -> None:
    share = midgame_hits(players, 40)
    print(
        f"{players} players: the favourite at mid-game wins {share:.0%} (chance {1 / players:.0%})"
    )
    assert share > 1.4 / players


# --- the search on top of it (issue 30, part 3: it never cheats) ---------------------------


@pytest.mark.parametrize("players", [2, 5])
def test_the_bot_chooses_alike_whatever_the_others_secrets(players: int) -> None:
    """With the same random stream the strong bot picks the same move when another seat's
    coins and the stacks' order in the true state are changed."""
    from bot.ai.decide import decide

    chosen = set()
    picked: dict[str, tuple[State, int]] = {}
    for state, seat in moments(players, 6):
        if state["turn"] >= 3:
            picked.setdefault(state["phase"], (state, seat))
    assert {"pick", "conquer", "redeploy"} <= set(picked)
    for state, seat in picked.values():
        mine = decide(sw, sw.view(state, seat), seat, "strong", 11, iterations=12)
        for other in range(players):
            if other != seat:
                scrambled = sw.scramble_secrets(state, other)
                again = decide(sw, sw.view(scrambled, seat), seat, "strong", 11, iterations=12)
                assert again == mine
        chosen.add(mine["t"])
    assert {"pick", "redeploy"} <= chosen  # the moments were different decisions
