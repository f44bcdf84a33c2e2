"""Every row of the seed's battle result table, for both seats."""

from __future__ import annotations

import pytest

from bot.games.suntzu.engine.battle import outcome

NUMBERS = [str(n) for n in range(1, 11)]

# (card A, card B, winner "A"/"B"/None, difference, A pays, B pays, plague)
SPECIAL_VS_NUMBER = [
    *[("+1", n, "A", 1, 0, 0, False) for n in NUMBERS],
    *[("+2", n, "A", 2, 1, 0, False) for n in NUMBERS],
    *[("+3", n, "A", 3, 2, 0, False) for n in NUMBERS],
    *[("-1", n, "B", 1, 0, 0, False) for n in NUMBERS],
    *[("P", n, None, 0, 0, 0, True) for n in NUMBERS],
]
SPECIAL_VS_SPECIAL = [
    ("+1", "+1", None, 0, 0, 0, False),
    ("+1", "+2", "B", 1, 0, 1, False),
    ("+1", "+3", "B", 2, 0, 2, False),
    ("+1", "-1", "A", 1, 0, 0, False),
    ("+2", "+2", None, 0, 1, 1, False),
    ("+2", "+3", "B", 1, 1, 2, False),
    ("+2", "-1", "A", 2, 1, 0, False),
    ("+3", "+3", None, 0, 2, 2, False),
    ("+3", "-1", "A", 3, 2, 0, False),
    ("-1", "-1", None, 0, 0, 0, False),
    ("P", "+1", None, 0, 0, 0, True),
    ("P", "+2", None, 0, 0, 0, True),
    ("P", "+3", None, 0, 0, 0, True),
    ("P", "-1", None, 0, 0, 0, True),
    ("P", "P", None, 0, 0, 0, True),
]
NUMBER_VS_NUMBER = [
    ("5", "3", "A", 2, 0, 0, False),
    ("1", "10", "B", 9, 0, 0, False),
    ("10", "9", "A", 1, 0, 0, False),
    ("7", "7", None, 0, 0, 0, False),
    ("1", "1", None, 0, 0, 0, False),
]
ROWS = NUMBER_VS_NUMBER + SPECIAL_VS_NUMBER + SPECIAL_VS_SPECIAL


@pytest.mark.parametrize("a_seat", [0, 1], ids=["A=Wu", "A=Chu"])
@pytest.mark.parametrize(("a", "b", "winner", "diff", "pay_a", "pay_b", "plague"), ROWS)
def test_battle_row(
    a_seat: int, a: str, b: str, winner: str | None, diff: int, pay_a: int, pay_b: int, plague: bool
) -> None:
    b_seat = 1 - a_seat
    cards = {a_seat: a, b_seat: b}
    result = outcome(cards[0], cards[1])
    expected_winner = {"A": a_seat, "B": b_seat, None: None}[winner]
    assert result.winner == expected_winner
    assert result.diff == diff
    assert result.pay[a_seat] == pay_a
    assert result.pay[b_seat] == pay_b
    assert result.plague is plague


SPECIAL_ROWS = SPECIAL_VS_NUMBER + SPECIAL_VS_SPECIAL


@pytest.mark.parametrize("a_seat", [0, 1], ids=["A=Wu", "A=Chu"])
@pytest.mark.parametrize(("a", "b", "winner", "diff", "pay_a", "pay_b", "plague"), SPECIAL_ROWS)
def test_battle_row_played_in_a_round(
    sz,
    a_seat: int,
    a: str,
    b: str,
    winner: str | None,
    diff: int,
    pay_a: int,
    pay_b: int,
    plague: bool,
) -> None:
    """The same rows fought on the board: who pays the reserve, and who moves in."""
    state = sz.start()
    state["event"] = "epidemic"  # inert here: fewer than four Plagues are played
    b_seat = 1 - a_seat
    cards = {a_seat: a, b_seat: b}
    sz.place(state, *sz.cards_at(2, cards[0], cards[1]))
    battle = state["battles"][2]
    assert battle["cards"] == [cards[0], cards[1]]
    assert state["reserve"][a_seat] == pay_a and state["reserve"][b_seat] == pay_b
    expected = [0, 0]
    if winner is not None:
        expected[{"A": a_seat, "B": b_seat}[winner]] = diff
    assert state["board"][2] == expected
    edge = [1 if cards[s] == "6" and not plague else 0 for s in (0, 1)]
    assert state["edge"][2] == edge
    for seat in (0, 1):
        assert state["pool"][seat] == 21 - expected[seat] - state["reserve"][seat] - edge[seat]
