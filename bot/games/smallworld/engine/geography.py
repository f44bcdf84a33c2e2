"""What the board's static part implies, worked out once per board (issue 30: cheaper search).

A bot's playouts ask the same questions of the map thousands of times a second: which regions
exist in number order, which neighbours are land, where a race with no region may come in,
which regions touch water. The answers never change (``state["board"]`` is never written
after setup), so they are computed once per board object and looked up afterwards.

The cache is keyed by the board dict's identity and keeps a reference to the board, so an id
is never reused for another board while its entry lives. A state loaded from JSON has a board
of its own and pays one computation; the search's samples share the printed board
(``determinize.printed_board``) and pay none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.smallworld.engine.data import WATER

Board = dict[str, dict[str, Any]]

CACHE_SIZE = 16  # boards remembered: a few games at once in one process, each its own board


@dataclass(frozen=True)
class Geography:
    numbers: tuple[int, ...]  # every region number, in order
    adjacent: dict[int, list[int]]  # each region's neighbours (the board's own lists)
    land_near: dict[int, tuple[str, ...]]  # the keys of each region's neighbours not water
    entry: frozenset[int]  # where a race with no region comes in (Halflings aside)
    shore: frozenset[int]  # regions next to a sea or lake (Tritons)


_cache: dict[int, tuple[Board, Geography]] = {}


def geography(state: dict[str, Any]) -> Geography:
    """The board's derived facts, from the cache when this board was seen before."""
    board = state["board"]
    found = _cache.get(id(board))
    if found is not None and found[0] is board:
        return found[1]
    if len(_cache) >= CACHE_SIZE:
        _cache.clear()  # simpler than tracking use; a miss costs one pass over the board
    facts = describe(board)
    _cache[id(board)] = (board, facts)
    return facts


def describe(board: Board) -> Geography:
    numbers = tuple(sorted(map(int, board)))
    water = {rid for rid in numbers if board[str(rid)]["terrain"] in WATER}
    edge_seas = {
        rid for rid in numbers if board[str(rid)]["terrain"] == "sea" and board[str(rid)]["edge"]
    }
    # The same test as conquest.entry_region made before: an edge region (water included),
    # or land on the shore of a sea that touches the edge.
    entry = {
        rid
        for rid in numbers
        if board[str(rid)]["edge"]
        or (rid not in water and any(other in edge_seas for other in board[str(rid)]["adj"]))
    }
    return Geography(
        numbers=numbers,
        adjacent={rid: board[str(rid)]["adj"] for rid in numbers},
        land_near={
            rid: tuple(str(other) for other in board[str(rid)]["adj"] if other not in water)
            for rid in numbers
        },
        entry=frozenset(entry),
        shore=frozenset(
            rid for rid in numbers if any(other in water for other in board[str(rid)]["adj"])
        ),
    )
