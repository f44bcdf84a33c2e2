"""Army movement after battles, Plague, card 6 and reserve payments."""

from __future__ import annotations

import pytest

from bot.games.suntzu.engine import armies

WU, CHU = 0, 1


def blank(sz, pool: tuple[int, int] = (21, 21)):
    state = sz.start()
    state["pool"] = list(pool)
    return state


# (winner's armies there, loser's armies there, difference) -> (winner after, loser after,
#  loser's armies back to pool, winner's armies placed)
WIN_CASES = [
    pytest.param(0, 0, 3, 3, 0, 0, 3, id="empty"),
    pytest.param(2, 0, 3, 5, 0, 0, 3, id="friendly"),
    pytest.param(0, 5, 3, 0, 2, 3, 0, id="enemy-larger"),
    pytest.param(0, 3, 3, 0, 0, 3, 0, id="enemy-equal"),
    pytest.param(0, 2, 3, 1, 0, 2, 1, id="enemy-smaller"),
]


@pytest.mark.parametrize(
    ("mine", "theirs", "diff", "mine_after", "theirs_after", "back", "placed"), WIN_CASES
)
def test_win_moves_armies(sz, mine, theirs, diff, mine_after, theirs_after, back, placed) -> None:
    state = blank(sz)
    state["pool"] = [21 - mine, 21 - theirs]
    state["board"][2] = [mine, theirs]
    assert armies.win(state, WU, 2, diff) == (back, placed)
    assert state["board"][2] == [mine_after, theirs_after]
    assert state["pool"] == [21 - mine - placed, 21 - theirs + back]


def test_pool_short_takes_from_adjacent_then_others(sz) -> None:
    state = blank(sz, pool=(1, 21))
    # Province 4 (Wu) neighbours 1 (Chu) and 3 (Han-Qi); 0 (Qin) is not adjacent.
    state["board"][0][WU] = 5
    state["board"][1][WU] = 1
    state["board"][3][WU] = 2
    placed = armies.add_armies(state, WU, 4, 5)
    assert placed == 5
    # 1 from the pool, 3 from the adjacent provinces, then 1 from Qin.
    assert [row[WU] for row in state["board"]] == [4, 0, 0, 0, 5]
    assert state["pool"][WU] == 0


def test_pool_empty_and_nothing_left_places_what_exists(sz) -> None:
    state = blank(sz, pool=(0, 21))
    state["board"][0][WU] = 1
    placed = armies.add_armies(state, WU, 4, 3)
    assert placed == 1
    assert state["board"][4][WU] == 1 and state["board"][0][WU] == 0


def test_adjacent_largest_stack_gives_first(sz) -> None:
    state = blank(sz, pool=(0, 21))
    state["board"][1][WU] = 2  # adjacent to Wu
    state["board"][3][WU] = 3  # adjacent to Wu, bigger
    state["board"][0][WU] = 9  # not adjacent: untouched while neighbours have armies
    armies.add_armies(state, WU, 4, 2)
    # One at a time from the largest neighbour: Han-Qi (3 -> 2), then the leftmost of the tie.
    assert state["board"][3][WU] == 2
    assert state["board"][1][WU] == 1
    assert state["board"][0][WU] == 9


def test_battle_in_a_round_moves_the_difference(sz) -> None:
    state = sz.start()
    wu, chu = sz.cards_at(1, "8", "3")
    sz.place(state, wu, chu)
    assert state["board"][1] == [5, 0]
    assert state["pool"][WU] == 16


@pytest.mark.parametrize(
    ("count", "left"),
    [(0, 0), (1, 1), (2, 1), (5, 3), (6, 3)],
)
def test_plague_halves_rounding_down(sz, count, left) -> None:
    state = sz.start()
    state["board"][2] = [0, count]
    state["pool"][CHU] -= count
    wu, chu = sz.cards_at(2, "P", "7")
    sz.place(state, wu, chu)
    assert state["board"][2] == [0, left]
    assert state["pool"][CHU] == 21 - left


def test_two_plagues_act_as_one(sz) -> None:
    state = sz.start()
    state["board"][0] = [6, 0]
    state["pool"][WU] -= 6
    wu, chu = sz.cards_at(0, "P", "P")
    events = sz.place(state, wu, chu)
    assert state["board"][0] == [3, 0]
    assert state["plague_plays"] == 2
    assert "suntzu-ev-plague" in sz.keys(events)


def test_six_puts_an_army_on_the_edge_from_the_pool(sz) -> None:
    state = sz.start()
    wu, chu = sz.cards_at(3, "6", "2")
    sz.place(state, wu, chu)
    assert state["edge"][3] == [1, 0]
    assert state["board"][3] == [4, 0]
    assert state["pool"][WU] == 21 - 5


def test_six_takes_from_the_board_when_the_pool_is_empty(sz) -> None:
    state = sz.start()
    state["pool"][WU] = 0
    state["board"][0][WU] = 4
    state["board"][2][WU] = 17
    wu, chu = sz.cards_at(3, "6", "7")
    sz.place(state, wu, chu)
    assert state["edge"][3] == [1, 0]
    assert state["board"][2][WU] == 16  # the largest stack gives the army


@pytest.mark.parametrize(("card", "cost"), [("+2", 1), ("+3", 2)])
def test_plus_cards_pay_the_reserve(sz, card, cost) -> None:
    state = sz.start()
    wu, chu = sz.cards_at(4, card, "5")
    sz.place(state, wu, chu)
    assert state["reserve"] == [cost, 0]
    assert state["board"][4] == [int(card[1]), 0]
    assert state["pool"][WU] == 21 - cost - int(card[1])


def test_tied_plus_cards_both_pay(sz) -> None:
    state = sz.start()
    wu, chu = sz.cards_at(4, "+3", "+2")
    sz.place(state, wu, chu)
    assert state["reserve"] == [2, 1]
    assert state["board"][4] == [1, 0]


def test_payment_comes_from_the_board_when_the_pool_is_empty(sz) -> None:
    state = sz.start()
    state["pool"][WU] = 0
    state["board"][1][WU] = 21
    wu, chu = sz.cards_at(4, "+3", "5")
    sz.place(state, wu, chu)
    assert state["reserve"][WU] == 2
    # 2 paid, then 3 moved from Chu (adjacent to Wu) into Wu.
    assert state["board"][1][WU] == 16
    assert state["board"][4][WU] == 3
