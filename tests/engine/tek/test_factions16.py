"""The three factions that make sixteen (issue 28): what each magic level gives them, read
through the hooks every rule asks, level by level, and the new use of a power kind (mana counting
3 in war) played out in a bid."""

from __future__ import annotations

from typing import Any

import pytest
from tek_scenario import game

from bot.games.tek.engine import powers
from bot.games.tek.engine.bids import bid_actions
from bot.games.tek.engine.content import faction
from bot.games.tek.engine.scoring import bonus_points
from bot.games.tek.engine.state import State

pytestmark = pytest.mark.usefixtures("cards")

TERRAINS = ("plains", "mountains", "forest")


def profile(state: State, seat: int) -> dict[str, Any]:
    """What the seat's powers change, as the rules ask for it (only what differs from no power)."""
    found: dict[str, Any] = {
        "attack": powers.war_bonus(state, seat, "attack"),
        "defend": powers.war_bonus(state, seat, "defend"),
        "rates": {
            r: n for r, n in powers.war_rates(state, seat).items() if powers.BASE_RATES[r] != n
        },
        "cross": sorted(powers.crosses(state, seat) - {"land"}),
        "unseal": powers.unsealed(state, seat),
        "stack": powers.stack_limit(state, seat),
        "collect": powers.collect_bonus(state, seat),
        "terrain": {t: n for t in TERRAINS if (n := powers.terrain_bonus(state, seat, t))},
        "ruins": powers.ruins_bonus(state, seat),
        "trade": powers.trade_bonus(state, seat),
        "build": powers.build_discount(state, seat),
        "expand": powers.expand_discount(state, seat),
        "follow": powers.follow_gains(state, seat),
        "free_flight": powers.free_flight(state, seat),
        "tie_win": powers.tie_win(state, seat),
        "end": (powers.level_five(state, seat) or {}).get("kind"),
    }
    none: dict[str, Any] = {"attack": 0, "defend": 0, "rates": {}, "cross": [], "unseal": False,
                            "stack": 2, "collect": [], "terrain": {}, "ruins": 0, "trade": 0,
                            "build": 0, "expand": 0, "follow": [], "free_flight": False,
                            "tie_win": False, "end": None}  # fmt: skip
    return {key: value for key, value in found.items() if value != none[key]}


STARGAZERS = [
    {},
    {"trade": 1},
    {"trade": 1, "unseal": True},
    {"trade": 1, "unseal": True, "collect": [("m", 1)]},
    {"trade": 1, "unseal": True, "collect": [("m", 1)], "rates": {"m": 3}},
    {"trade": 1, "unseal": True, "collect": [("m", 1)], "rates": {"m": 3},
     "end": "score_resources"},
]  # fmt: skip
WINDRIDERS = [
    {},
    {"attack": 1},
    {"attack": 1, "unseal": True},
    {"attack": 1, "unseal": True, "follow": [("o", 1)]},
    {"attack": 1, "unseal": True, "follow": [("o", 1)], "cross": ["cliff"]},
    {"attack": 1, "unseal": True, "follow": [("o", 1)], "cross": ["cliff"],
     "end": "score_cards"},
]  # fmt: skip
WILDHORN = [
    {},
    {"follow": [("f", 1)]},
    {"follow": [("f", 1)], "expand": 1},
    {"follow": [("f", 1)], "expand": 1, "defend": 1},
    {"follow": [("f", 1)], "expand": 1, "defend": 1, "stack": 3},
    {"follow": [("f", 1)], "expand": 1, "defend": 1, "stack": 3, "end": "score_terrain"},
]  # fmt: skip
CASES = [
    (fid, level, expected)
    for fid, table in (
        ("stargazers", STARGAZERS),
        ("windriders", WINDRIDERS),
        ("wildhorn", WILDHORN),
    )
    for level, expected in enumerate(table)
]


@pytest.mark.parametrize(("fid", "level", "expected"), CASES)
def test_each_magic_level_adds_its_power_and_keeps_the_lower_ones(
    fid: str, level: int, expected: dict[str, Any]
) -> None:
    state = game()
    state["seats"][0].update(faction=fid, magic=level)
    assert profile(state, 0) == expected


# The level-5 bonus on one position (tek_scenario's card T: 1 P*, 2 M, 3 F, 4 P, 5 R, 6 M, 7 F):
# seat 0 is on 1 and 4 (two plains) of its own card and on 12 (card 1); resources 3/2/1.
BONUS = [("stargazers", 2), ("windriders", 4), ("wildhorn", 2)]


@pytest.mark.parametrize(("fid", "points"), BONUS)
def test_the_level_five_bonus(fid: str, points: int) -> None:
    state = game(where={1: [0], 4: [0], 12: [0, 1], 22: [2]})
    state["seats"][0].update(faction=fid, magic=5)
    # stargazers: 6 resources left, 1 per 3; windriders: 2 cards, 2 each; wildhorn: 2 plains
    assert bonus_points(state, 0) == points
    state["seats"][0]["magic"] = 4
    assert bonus_points(state, 0) == 0


@pytest.mark.parametrize(("level", "values"), [(3, [0, 1, 2, 3, 4, 5]), (4, [0, 1, 3, 4, 6, 7])])
def test_stargazers_mana_counts_three_in_war_from_level_four(level: int, values: list[int]) -> None:
    state = game(res={0: (0, 2, 1)})
    state["seats"][0].update(faction="stargazers", magic=level)
    assert faction("stargazers")["powers"][3] == {"kind": "war_rate", "res": "m", "n": 3}
    assert sorted({a["v"] for a in bid_actions(state, 0, "attack", 0)}) == values
