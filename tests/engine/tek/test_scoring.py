"""Final scoring (every source of points, every level-5 bonus) and every tie-break."""

from __future__ import annotations

import pytest
from tek_scenario import game, give

from bot.games.tek.engine.content import tower
from bot.games.tek.engine.scoring import breakdown, final_result

pytestmark = pytest.mark.usefixtures("cards")

OTHERS = {12: [1, 1], 22: [2, 2]}


def points(where, seat=0, players=3, **seat_info) -> dict[str, int]:
    state = game(players=players, where={**OTHERS, **where} if players == 3 else where)
    state["seats"][seat].update(seat_info)
    return breakdown(state, seat)


@pytest.mark.parametrize(
    ("where", "info", "part", "expected"),
    [
        ({4: [0, 0], 6: [0]}, {}, "meeples", 3),
        ({4: [0], 5: [0, 0]}, {}, "meeples", 1),  # meeples in ruins score nothing
        ({5: [(0, False)]}, {}, "meeples", 0),
        ({1: [0]}, {}, "capital", 2),
        ({1: [0, 0], 11: [0]}, {}, "capital", 4),
        ({4: [0]}, {"magic": 3}, "magic", 3),
        ({4: [0]}, {"tower": 4}, "tower", tower()[1][3]),
        ({4: [0]}, {"tower": 0}, "tower", 0),
    ],
)
def test_points_by_source(where, info, part, expected) -> None:
    assert points(where, **info)[part] == expected


def test_allies_sharing_a_capital_score_one_each() -> None:
    state = game(where={1: [0, 1], 4: [0], 12: [1], 22: [2, 2]})
    state["alliances"] = [[0, 1]]
    assert breakdown(state, 0)["capital"] == 1 and breakdown(state, 1)["capital"] == 1


def test_the_total_adds_every_part() -> None:
    state = game(where={1: [0], 4: [0, 0], 12: [1, 1], 22: [2, 2]})
    state["seats"][0].update(magic=2, tower=2)
    parts = breakdown(state, 0)
    assert parts["total"] == 3 + 2 + 2 + tower()[1][1]
    assert parts["total"] == sum(v for k, v in parts.items() if k != "total")


def test_two_players_score_the_lost_kingdom_and_defeated_neutrals() -> None:
    state = game(players=2, where={4: [0], 21: [0], 22: [0], 12: [1, 1]})
    state["seats"][0]["kills"] = 2
    parts = breakdown(state, 0)
    assert parts["lost"] == 2 and parts["kills"] == 2
    assert parts["meeples"] == 3 and parts["capital"] == 2  # 21 is the Lost Kingdom's capital


def test_treasure_tokens_score() -> None:
    state = game(where={4: [0], **OTHERS})
    state["found"] = [
        {"rid": 3, "kind": "treasure", "seat": 0},
        {"rid": 6, "kind": "blank", "seat": 0},
    ]
    assert breakdown(state, 0)["treasure"] == 1


@pytest.mark.parametrize(
    ("bonus", "expected"),
    [
        ({"kind": "score_terrain", "terrain": "plains", "n": 1}, 2),  # regions 1 and 4
        ({"kind": "score_tower", "n": 1}, 3),
        ({"kind": "score_resources", "per": 2}, 3),  # 7 resources
        ({"kind": "score_capital", "n": 3}, 3),
        ({"kind": "score_cards", "n": 2}, 4),  # slots 0 and 1
        ({"kind": "score_allies", "n": 2}, 2),
        ({"kind": "score_ruins", "n": 2}, 2),
        ({"kind": "score_flat", "n": 3}, 3),
    ],
)
def test_level_five_bonuses(bonus, expected) -> None:
    state = game(where={1: [0], 4: [0], 5: [0], 6: [0], 13: [0], 12: [1, 1], 22: [2, 2]})
    state["alliances"] = [[0, 2]]
    state["seats"][0].update(tower=3, res={"f": 3, "m": 2, "o": 2})
    give(state, 0, score=bonus)
    parts = breakdown(state, 0)
    assert parts["magic"] == 5 and parts["bonus"] == expected
    state["seats"][0]["magic"] = 4
    assert breakdown(state, 0)["bonus"] == 0


# Seat 0 and seat 1 tie on points; the tie-breaks decide in the seed's order: "若平手，則依序比較
# 場上的米寶數、高塔等級、魔法等級、資源總數；若仍平手，則不分勝負" (still tied: no winner).
@pytest.mark.parametrize(
    ("where", "info0", "info1", "winners"),
    [
        # more meeples on the map (seat 0's second one is in ruins: no point)
        ({4: [0], 5: [0], 14: [1]}, {}, {}, [0]),
        # equal meeples: the higher tower (tower 1 = 1 point against magic 1)
        ({4: [0], 14: [1]}, {"tower": 1}, {"magic": 1}, [0]),
        # equal tower: the higher magic (magic 2 against a lone capital)
        ({4: [0], 11: [1]}, {"magic": 2}, {}, [0]),
        # equal magic: more resources left
        (
            {4: [0], 14: [1]},
            {"res": {"f": 1, "m": 0, "o": 0}},
            {"res": {"f": 0, "m": 0, "o": 0}},
            [0],
        ),
        # nothing tells them apart: "不分勝負", a draw, nobody wins
        ({4: [0], 14: [1]}, {}, {}, []),
        # tied on every count but resources, which differ: the resources decide, no draw
        (
            {4: [0], 14: [1]},
            {"tower": 1, "magic": 2},
            {"tower": 1, "magic": 2, "res": {"f": 0, "m": 1, "o": 0}},
            [1],
        ),
        # tied on meeples, tower, magic and resources (in a different mix): still a draw
        (
            {4: [0], 14: [1]},
            {"tower": 1, "res": {"f": 2, "m": 0, "o": 0}},
            {"tower": 1, "res": {"f": 0, "m": 1, "o": 1}},
            [],
        ),
        # the other way round, to be sure the order of seats does not matter
        ({4: [0], 14: [1], 15: [1]}, {}, {}, [1]),
    ],
)
def test_tie_breaks(where, info0, info1, winners) -> None:
    state = game(where={**where, 25: [2]})  # seat 2 scores nothing
    for seat, info in ((0, info0), (1, info1)):
        state["seats"][seat].update({"res": {"f": 0, "m": 0, "o": 0}, **info})
    result = final_result(state)
    assert result["scores"][0] == result["scores"][1] > result["scores"][2]
    assert result["winners"] == winners
