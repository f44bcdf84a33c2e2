"""The battle result table: two revealed cards in, winner / difference / reserve payments out."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.suntzu.engine.data import CHU, NUMBER_CARDS, PLAGUE, WU

# What a +2 or +3 costs its owner (armies to the reserve) whenever it fights.
RESERVE_COST: dict[str, int] = {"+2": 1, "+3": 2}

# Specials against each other: −1 ranks below +1, and the gap between the ranks is the
# difference (+1 vs −1 → 1, +3 vs −1 → 3, +1 vs +3 → 2, equal cards tie).
_SPECIAL_RANK: dict[str, int] = {"-1": 0, "+1": 1, "+2": 2, "+3": 3}


@dataclass(frozen=True)
class Outcome:
    """One province's battle. ``winner`` is a seat or None (tie or Plague)."""

    winner: int | None
    diff: int
    pay: tuple[int, int]  # armies each seat sends from its own stock to the reserve
    plague: bool = False


def _is_number(card: str) -> bool:
    return card in NUMBER_CARDS


def outcome(wu_card: str, chu_card: str) -> Outcome:
    """Resolve Wu's card against Chu's card in one province."""
    if PLAGUE in (wu_card, chu_card):
        # No battle at all: the other card is not used, so a +2/+3 costs nothing.
        return Outcome(None, 0, (0, 0), plague=True)
    pay = (RESERVE_COST.get(wu_card, 0), RESERVE_COST.get(chu_card, 0))
    if _is_number(wu_card) and _is_number(chu_card):
        gap = int(wu_card) - int(chu_card)
    elif _is_number(chu_card):
        gap = _special_against_number(wu_card)
    elif _is_number(wu_card):
        gap = -_special_against_number(chu_card)
    else:
        gap = _SPECIAL_RANK[wu_card] - _SPECIAL_RANK[chu_card]
    if gap == 0:
        return Outcome(None, 0, pay)
    return Outcome(WU if gap > 0 else CHU, abs(gap), pay)


def _special_against_number(card: str) -> int:
    """+k takes the number's value plus k (wins by k); −1 takes it minus one (loses by 1)."""
    return -1 if card == "-1" else int(card[1:])
