"""Moving armies between the pools, the board, the reserve and the edge slots.

``state["board"][p][seat]`` armies of a seat in province ``p``; ``state["pool"][seat]``,
``state["reserve"][seat]``; ``state["edge"][p][seat]`` 6-markers (out of play for good).
A province never holds both colours at once.
"""

from __future__ import annotations

from typing import Any

from bot.games.suntzu.engine.data import ADJACENT, PROVINCES

State = dict[str, Any]


def on_board(state: State, seat: int) -> int:
    return sum(stack[seat] for stack in state["board"])


def _largest_stack(state: State, seat: int, among: list[int]) -> int | None:
    """The province in ``among`` where ``seat`` has the most armies (leftmost on ties)."""
    best: int | None = None
    for p in among:
        count = state["board"][p][seat]
        if count > 0 and (best is None or count > state["board"][best][seat]):
            best = p
    return best


def take_one(state: State, seat: int, exclude: int | None = None) -> str | None:
    """Take one army of ``seat`` from its pool, else from its largest stack on the board.

    Returns where it came from ("pool" or a province id), or None when it has none.
    """
    if state["pool"][seat] > 0:
        state["pool"][seat] -= 1
        return "pool"
    among = [p for p in range(len(PROVINCES)) if p != exclude]
    p = _largest_stack(state, seat, among)
    if p is None:
        return None
    state["board"][p][seat] -= 1
    return PROVINCES[p]


def pay_reserve(state: State, seat: int, count: int) -> int:
    """Send up to ``count`` armies to the reserve (pool first, then the board); returns how many."""
    paid = 0
    for _ in range(count):
        if take_one(state, seat) is None:
            break
        state["reserve"][seat] += 1
        paid += 1
    return paid


def send_to_edge(state: State, seat: int, p: int) -> bool:
    """A played 6: one army from the pool (or the board) to the province's edge slot."""
    if take_one(state, seat) is None:
        return False
    state["edge"][p][seat] += 1
    return True


def add_armies(state: State, seat: int, p: int, count: int) -> int:
    """Put ``count`` armies of ``seat`` into province ``p``.

    They come from the pool; when it runs short, from the adjacent province with the most of the
    seat's armies (one at a time), then from the non-adjacent ones. Returns how many arrived.
    """
    placed = 0
    adjacent = list(ADJACENT[p])
    others = [q for q in range(len(PROVINCES)) if q != p and q not in adjacent]
    for _ in range(count):
        if state["pool"][seat] > 0:
            state["pool"][seat] -= 1
        else:
            source = _largest_stack(state, seat, adjacent)
            if source is None:
                source = _largest_stack(state, seat, others)
            if source is None:
                break
            state["board"][source][seat] -= 1
        state["board"][p][seat] += 1
        placed += 1
    return placed


def win(state: State, winner: int, p: int, diff: int) -> tuple[int, int]:
    """Army movement after a won battle. Returns (armies the loser took back, armies placed)."""
    loser = 1 - winner
    back = min(state["board"][p][loser], diff)
    state["board"][p][loser] -= back
    state["pool"][loser] += back
    placed = add_armies(state, winner, p, diff - back) if diff > back else 0
    return back, placed


def owner(state: State, p: int) -> int | None:
    stack = state["board"][p]
    if stack[0] > 0:
        return 0
    if stack[1] > 0:
        return 1
    return None


def accounted(state: State, seat: int) -> int:
    """Every army of a colour, wherever it is (must always be 21)."""
    return (
        on_board(state, seat)
        + state["pool"][seat]
        + state["reserve"][seat]
        + sum(slot[seat] for slot in state["edge"])
        + state["out"][seat]
    )
