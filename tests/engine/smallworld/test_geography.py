"""The map facts worked out once per board (issue 30: cheaper search) say what the board says,
and a board is never mistaken for another one."""

from __future__ import annotations

import json
import random

import pytest

from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.data import WATER
from bot.games.smallworld.engine.determinize import deal_public, determinize, printed_board
from bot.games.smallworld.engine.geography import describe, geography
from bot.games.smallworld.engine.maps import load_map
from bot.games.smallworld.engine.state import board_from_regions

PLAYERS = [2, 3, 4, 5]


def entry_by_rule(board: dict, rid: int) -> bool:
    """The rule read straight from the board: the edge, or land on the shore of an edge sea."""
    cell = board[str(rid)]
    if cell["edge"]:
        return True
    if cell["terrain"] in WATER:
        return False
    return any(
        board[str(other)]["terrain"] == "sea" and board[str(other)]["edge"] for other in cell["adj"]
    )


@pytest.mark.parametrize("players", PLAYERS)
def test_the_facts_of_every_printed_map_match_the_board(players: int) -> None:
    board = printed_board(players)
    facts = describe(board)
    assert facts.numbers == tuple(sorted(int(key) for key in board))
    for rid in facts.numbers:
        cell = board[str(rid)]
        land = [str(o) for o in cell["adj"] if board[str(o)]["terrain"] not in WATER]
        assert list(facts.land_near[rid]) == land
        assert facts.adjacent[rid] == cell["adj"]
        assert (rid in facts.entry) == entry_by_rule(board, rid)
        touches_water = any(board[str(o)]["terrain"] in WATER for o in cell["adj"])
        assert (rid in facts.shore) == touches_water
    # Each map has regions of every kind the facts tell apart.
    assert facts.entry and set(facts.numbers) - facts.entry
    assert facts.shore and set(facts.numbers) - facts.shore


def test_a_hand_made_board() -> None:
    """A board as tests build it: 1 edge sea, 2 land on its shore, 3 inland lake, 4 inland."""
    board = {
        "1": {"terrain": "sea", "mine": False, "magic": False, "cavern": False, "edge": True,
              "adj": [2]},
        "2": {"terrain": "hill", "mine": False, "magic": False, "cavern": False, "edge": False,
              "adj": [1, 3, 4]},
        "3": {"terrain": "lake", "mine": False, "magic": False, "cavern": False, "edge": False,
              "adj": [2, 4]},
        "4": {"terrain": "farmland", "mine": False, "magic": False, "cavern": False,
              "edge": False, "adj": [2, 3]},
    }  # fmt: skip
    facts = describe(board)
    assert facts.entry == {1, 2}
    assert facts.shore == {2, 4}  # the lake touches no water itself
    assert facts.land_near == {1: ("2",), 2: ("4",), 3: ("2", "4"), 4: ("2",)}


def test_each_board_object_gets_its_own_facts() -> None:
    """Two boards alike but for one region's terrain: neither is given the other's facts, also
    when the first is gone and a new dict might reuse its id."""
    board = printed_board(2)
    state = {"board": json.loads(json.dumps(board))}
    other = {"board": json.loads(json.dumps(board))}
    coast = min(geography(state).shore)
    for rid in geography(state).adjacent[coast]:
        other["board"][str(rid)]["terrain"] = "forest"  # no water next to coast any more
    assert coast in geography(state).shore
    assert coast not in geography(other).shore
    for _ in range(50):  # boards made and dropped: ids come back, the facts must not
        state = {"board": json.loads(json.dumps(other["board"]))}
        assert coast not in geography(state).shore
    assert geography(state) == describe(state["board"])


@pytest.mark.parametrize("players", PLAYERS)
def test_a_search_sample_shares_the_printed_board_a_dealt_state_does_not(players: int) -> None:
    rng = random.Random(players)
    state = sw.setup(players, {}, rng)
    seat = state["active"]
    sample = determinize(sw.view(state, seat), seat, rng)
    assert sample["board"] is printed_board(players)
    assert sample["board"] == state["board"]
    dealt = deal_public(sw.view(state, None), rng)
    assert dealt["board"] == state["board"]
    assert dealt["board"] is not printed_board(players)
    # Shared, it is still the printed map: nothing wrote to it.
    assert printed_board(players) == board_from_regions(list(load_map(players).regions.values()))
