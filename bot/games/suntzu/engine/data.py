"""Sun Tzu game data: provinces, cards, score plaques, warlords and event cards.

Seats: 0 = Wu (blue, 孫武), 1 = Chu (red, 楚昭王). Lists indexed by seat are ``[wu, chu]``.
"""

from __future__ import annotations

from typing import Final

WU: Final = 0
CHU: Final = 1
SEATS: Final = (WU, CHU)

# Board order, left to right: 秦 → 楚 → 晉-燕 → 韓-齊 → 吳.
PROVINCES: Final[tuple[str, ...]] = ("qin", "chu", "jin_yan", "han_qi", "wu")

# Our ruling (the seed names no borders): the neighbours on the historical map of 506 BC.
ADJACENT: Final[dict[int, tuple[int, ...]]] = {
    0: (1, 2),  # 秦: 楚, 晉-燕
    1: (0, 2, 3, 4),  # 楚: 秦, 晉-燕, 韓-齊, 吳
    2: (0, 1, 3),  # 晉-燕: 秦, 楚, 韓-齊
    3: (1, 2, 4),  # 韓-齊: 楚, 晉-燕, 吳
    4: (1, 3),  # 吳: 楚, 韓-齊
}

ARMIES_PER_COLOUR: Final = 21
START_POOL: Final = 18
START_RESERVE: Final = 3
TRACK_END: Final = 9  # the score marker runs from -9 (Wu's end) to +9 (Chu's end)
LAST_ROUND: Final = 9
SCORING_ROUNDS: Final[tuple[int, ...]] = (3, 6, 9)
FIRST_ROUNDS_LIMIT: Final = 6  # "during one of the first 6 rounds"

NUMBER_CARDS: Final[tuple[str, ...]] = tuple(str(n) for n in range(1, 11))
STARTING_HAND: Final[tuple[str, ...]] = ("1", "2", "3", "4", "5", "6")
KEEPERS: Final[frozenset[str]] = frozenset(STARTING_HAND)  # return to the hand after a round
SPECIAL_CARDS: Final[tuple[str, ...]] = ("+1", "+2", "+3", "-1", "P")
ALL_CARDS: Final[tuple[str, ...]] = NUMBER_CARDS + SPECIAL_CARDS
PLAGUE: Final = "P"

# Each side's 20 action cards: one of each number, 3 × +1, 1 × +2, 1 × +3, 3 × −1, 2 × Plague.
DECK_COUNTS: Final[dict[str, int]] = {
    **{n: 1 for n in NUMBER_CARDS},
    "+1": 3,
    "+2": 1,
    "+3": 1,
    "-1": 3,
    "P": 2,
}
BEGINNER_REMOVED: Final[frozenset[str]] = frozenset({"+2", "+3"})
HAND_DRAW: Final = 4  # cards drawn onto the six starting cards


_CARD_ORDER: Final[dict[str, int]] = {card: i for i, card in enumerate(ALL_CARDS)}


def sort_cards(cards: list[str]) -> list[str]:
    """Cards in their printed order (1..10, then the specials), as hands are kept."""
    return sorted(cards, key=_CARD_ORDER.__getitem__)


def draw_pile(beginner: bool) -> list[str]:
    """The cards that are shuffled into a side's draw pile (everything but 1–6), sorted."""
    cards: list[str] = []
    for card in ALL_CARDS:
        if card in KEEPERS or (beginner and card in BEGINNER_REMOVED):
            continue
        cards.extend([card] * DECK_COUNTS[card])
    return cards


# The ten score plaques: values scored after rounds 3, 6 and 9.
PLAQUES: Final[tuple[tuple[int, int, int], ...]] = (
    (1, 2, 4),
    (1, 3, 5),
    (1, 4, 3),
    (2, 3, 2),
    (2, 3, 4),
    (2, 5, 2),
    (3, 1, 5),
    (3, 2, 3),
    (4, 1, 4),
    (4, 3, 2),
)

# Warlords. "limit" is the last round in which the warlord may be used (None: any round);
# "when" names the windows it acts in: "before" / "after" the battles, or "start" (automatic).
WARLORDS: Final[dict[str, dict[str, object]]] = {
    # Chu (red)
    "double_six": {"side": CHU, "limit": None, "when": ("before",)},
    "remove_enemy": {"side": CHU, "limit": FIRST_ROUNDS_LIMIT, "when": ("before", "after")},
    "plague_shield": {"side": CHU, "limit": None, "when": ("before",)},
    "plague_fury": {"side": CHU, "limit": None, "when": ("before",)},
    "plague_recycle": {"side": CHU, "limit": None, "when": ("after",)},
    # Wu (blue)
    "march": {"side": WU, "limit": FIRST_ROUNDS_LIMIT, "when": ("before", "after")},
    "high_six": {"side": WU, "limit": None, "when": ("after",)},
    "head_start": {"side": WU, "limit": None, "when": ("start",)},
    "minus_recycle": {"side": WU, "limit": None, "when": ("after",)},
    "reinforce": {"side": WU, "limit": FIRST_ROUNDS_LIMIT, "when": ("before", "after")},
}


def warlords_of(seat: int) -> tuple[str, ...]:
    return tuple(wid for wid, info in WARLORDS.items() if info["side"] == seat)


# The five event cards.
EVENTS: Final[tuple[str, ...]] = ("epidemic", "chariots", "champion", "hero", "light_infantry")
# Events whose trigger is a standing condition (checked whenever it may have become true,
# including the moment the card is turned up); the others trigger on a battle.
STANDING_EVENTS: Final[frozenset[str]] = frozenset({"epidemic", "chariots"})
PLAGUES_FOR_EPIDEMIC: Final = 4
EDGE_SLOTS_FOR_CHARIOTS: Final = 3
CHAMPION_CARD: Final = "9"
HERO_CARD: Final = "10"
CHAMPION_COST: Final = 1
HERO_COST: Final = 2
