"""``evaluate`` (issue 30, part 3): chances in 0..1 that add up to 1, the whole chance to the
winners of a finished game, more for a seat given more of what scores, and a mid-game leader
by its measure who wins more often than chance in autopilot games."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from bot.engine.base import RandomSource, State
from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.engine.evaluate import evaluate, rounds_left
from bot.games.tek.engine.state import add_meeple, board, regions_of

GAMES = 40  # per player count: enough for the leader's edge to stand out of the noise


def played(players: int, seed: int, stop: Callable[[State], bool] | None = None) -> State:
    source = RandomSource.from_seed(seed)
    options = {"quick_follow": seed % 2 == 0, "all_factions": True, "exploration": seed % 3 == 0}
    state = tek.setup(players, options, source.setup())
    number = 0
    while tek.result(state) is None and not (stop and stop(state)):
        seat = min(tek.waiting_for(state))
        tek.apply(
            state, seat, tek.autopilot(state, seat, source.autopilot(number)), source.step(number)
        )
        number += 1
    return state


# the round halfway through an autopilot game (they last 20-65 rounds, 40 on average with
# two players, 31 with more)
MIDDLE = {2: 20, 3: 15, 4: 15, 5: 15}


def mid_game(state: State) -> bool:
    return state["phase"] == "act" and state["round"] >= MIDDLE[state["players"]]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_chances_add_up_to_one(players: int) -> None:
    state = played(players, 3, mid_game)
    chances = evaluate(state)
    assert sorted(chances) == list(range(players))
    assert all(0.0 < p < 1.0 for p in chances.values())
    assert sum(chances.values()) == pytest.approx(1.0)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_finished_game_gives_the_winners_everything(players: int) -> None:
    state = played(players, 4)
    winners = state["result"]["winners"]
    chances = evaluate(state)
    for seat in range(players):
        expected = (1 / len(winners) if seat in winners else 0.0) if winners else 1 / players
        assert chances[seat] == pytest.approx(expected)


def more_resources(state: State, seat: int) -> None:
    res = state["seats"][seat]["res"]
    for key in res:
        res[key] = min(9, res[key] + 2)


def higher_tower(state: State, seat: int) -> None:
    state["seats"][seat]["tower"] += 1


def more_magic(state: State, seat: int) -> None:
    state["seats"][seat]["magic"] += 1


def another_region(state: State, seat: int) -> None:
    geo = board(state)
    near = next(
        n
        for rid in regions_of(state, seat)
        for n, _kind in geo.edges[rid]
        if not state["map"][str(n)] and geo.terrain[n] not in ("ruins", None)
    )
    add_meeple(state, near, seat)


@pytest.mark.parametrize("gift", [more_resources, higher_tower, more_magic, another_region])
def test_more_of_what_scores_is_a_better_chance(gift: Callable[[State, int], None]) -> None:
    state = played(4, 7, mid_game)
    info = state["seats"][1]
    assert info["tower"] < 6 and info["magic"] < 4
    richer = copy.deepcopy(state)
    gift(richer, 1)
    assert evaluate(richer)[1] > evaluate(state)[1]


def test_the_end_in_sight_shortens_the_horizon() -> None:
    state = played(3, 9, mid_game)
    assert not state["ending"]
    ending = {**copy.deepcopy(state), "ending": True}
    assert rounds_left(ending) <= 5 < rounds_left(state)


def test_the_mid_game_leader_wins_more_often_than_chance() -> None:
    """The seat ranked first halfway through wins more often than 1 / players, by a clear margin
    (more than 1.2 times chance) at every player count (the figures: ``-s`` prints them)."""
    for players in (2, 3, 4, 5):
        hits = games = 0
        for seed in range(GAMES):
            snapshot: list[dict[int, float]] = []

            def stop(state: State, seen: list[dict[int, float]] = snapshot) -> bool:
                if mid_game(state) and not seen:
                    seen.append(evaluate(state))
                return False

            final = played(players, 500 + seed, stop)
            winners = final["result"]["winners"]
            if not snapshot or not winners:
                continue
            games += 1
            ranked = max(snapshot[0], key=lambda seat: snapshot[0][seat])
            hits += ranked in winners
        share = hits / games
        print(f"{players} players: mid-game leader won {hits}/{games} = {share:.2f}")
        assert share > 1.2 / players
