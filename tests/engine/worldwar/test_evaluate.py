"""Each seat's chance to win from a standing (issue 30, part 3): shares that add up, the end
given to its winners, mission progress read right, and a ranking that foretells winners."""

from __future__ import annotations

import random

import pytest

from bot.engine.base import rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.evaluate import evaluate, progress
from bot.games.worldwar.engine.state import MAP

from .helpers import put, started, table_options

GAMES = 40  # autopilot games whose mid-game standings are ranked (seeds unlike the fit's)


def standings() -> list[tuple[dict[int, float], tuple[int, ...], int]]:
    """(evaluate's chances, the winners, seats in) at the start of rounds 3 and 4."""
    out = []
    for g in range(GAMES):
        players, seed = 4 + g % 2, 5000 + g
        edition = "generals" if g % 4 < 2 else "monarchs"
        state = ww.setup(players, table_options(edition), setup_rng(seed))
        step, seen, marks = 0, set[int](), []
        while ww.result(state) is None:
            if state["phase"] == "turn" and state["round"] in {3, 4} - seen:
                seen.add(state["round"])
                alive = sum(not info["out"] for info in state["seats"])
                marks.append((evaluate(state), alive))
            seat = min(ww.waiting_for(state))
            action = ww.autopilot(state, seat, random.Random(step))
            ww.apply(state, seat, action, rng_for(seed, step))
            step += 1
        result = ww.result(state)
        assert result is not None
        out += [(chances, result.winners, alive) for chances, alive in marks]
    return out


def test_the_seat_ranked_first_mid_game_wins_far_more_often_than_chance() -> None:
    rows = standings()
    assert len(rows) >= GAMES
    top = sum(max(chances, key=chances.__getitem__) in winners for chances, winners, _ in rows)
    chance = sum(1 / alive for _, _, alive in rows)
    print(f"first-ranked seat won {top}/{len(rows)} ({top / len(rows):.0%}), chance {chance:.1f}")
    assert top >= 1.6 * chance


@pytest.mark.parametrize("players", [4, 5])
def test_chances_are_shares_that_add_up(players: int) -> None:
    state = started(players, 3)
    chances = evaluate(state)
    assert set(chances) == set(range(players))
    assert all(0 < p < 1 for p in chances.values())
    assert sum(chances.values()) == pytest.approx(1)


def test_a_seat_out_has_no_chance_and_an_ended_game_goes_to_its_winners() -> None:
    state = started(4, 3)
    state["seats"][2]["out"] = True
    chances = evaluate(state)
    assert chances[2] == 0 and sum(chances.values()) == pytest.approx(1)
    state["result"] = {"winners": [1, 3]}
    assert evaluate(state) == {0: 0.0, 1: 0.5, 2: 0.0, 3: 0.5}


def test_a_seat_that_holds_more_is_rated_higher() -> None:
    """The same standing, but seat 0 takes every territory of Oceania (20 points and more
    ground): its chance rises, the others' fall."""
    state = started(4, 3)
    before = evaluate(state)
    for tid in MAP.continents["oceania"].territories:
        if state["map"][tid]["o"] != 0 and all(tid != i["capital"] for i in state["seats"]):
            put(state, tid, 0, 3)
    after = evaluate(state)
    assert after[0] > before[0]
    assert all(after[s] < before[s] for s in (1, 2, 3))


# (mission, what the seat holds or did, progress expected): one row per kind of mission.
PROGRESS = [
    ("occupy-heartland", {"hold": ["east-usa", "west-usa"]}, 0.5),
    ("occupy-heartland", {"hold": ["east-usa", "west-usa", "siberia", "yakutsk"]}, 1.0),
    ("other-two-capitals", {"capitals": [1]}, 0.5),
    ("other-two-lords", {"lords": [1, 2]}, 1.0),
    ("other-war-chest", {"grain": 400}, 0.5),
    ("other-war-chest", {"grain": 800}, 1.0),
]


@pytest.mark.parametrize(("mission", "deeds", "expected"), PROGRESS)
def test_progress_toward_a_mission(mission: str, deeds: dict[str, object], expected: float) -> None:
    state = started(4, 3)
    info = state["seats"][0]
    for tid in deeds.get("hold", []):  # type: ignore[attr-defined]
        put(state, tid, 0, 2)
    for key in ("capitals", "lords", "grain"):
        if key in deeds:
            info[key] = deeds[key]
    assert progress(state, 0, decks().mission(mission)) == pytest.approx(expected)
