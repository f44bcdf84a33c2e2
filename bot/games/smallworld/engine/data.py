"""The box: races, powers and the counted pieces (numbers from the published game).

Rules live in code elsewhere; this module is only the printed numbers.
"""

from __future__ import annotations

from typing import Final

# race id -> (banner number, tokens in the box)
RACES: Final[dict[str, tuple[int, int]]] = {
    "amazons": (6, 15),
    "dwarves": (3, 8),
    "elves": (6, 11),
    "ghouls": (5, 10),
    "giants": (6, 11),
    "halflings": (6, 11),
    "humans": (5, 10),
    "orcs": (5, 10),
    "ratmen": (8, 13),
    "skeletons": (6, 20),
    "sorcerers": (5, 18),
    "tritons": (6, 11),
    "trolls": (5, 10),
    "wizards": (5, 10),
}

# power id -> badge number
POWERS: Final[dict[str, int]] = {
    "alchemist": 4,
    "berserk": 4,
    "bivouacking": 5,
    "commando": 4,
    "diplomat": 5,
    "dragon_master": 5,
    "flying": 5,
    "forest": 4,
    "fortified": 3,
    "heroic": 5,
    "hill": 4,
    "merchant": 2,
    "mounted": 5,
    "pillaging": 5,
    "seafaring": 5,
    "spirit": 5,
    "stout": 4,
    "swamp": 4,
    "underworld": 5,
    "wealthy": 4,
}

# Counted pieces in the box.
LOST_TRIBE_TOKENS: Final = 18
TROLL_LAIRS: Final = 10
FORTRESSES: Final = 6
ENCAMPMENTS: Final = 5
HEROES: Final = 2
HOLES: Final = 2
MOUNTAINS: Final = 10

AMAZON_BONUS: Final = 4  # extra tokens for conquering only
WEALTHY_BONUS: Final = 7
ALCHEMIST_BONUS: Final = 2
STARTING_COINS: Final = 5
MARKET_SIZE: Final = 6  # five face-up combos plus the top of the two stacks
BASE_DEFENCE: Final = 2
FINAL_ROLL_REACH: Final = 3  # the die's highest face: at most 3 tokens short

# The reinforcement die: three blank faces, then 1, 2 and 3.
DIE_FACES: Final[tuple[int, ...]] = (0, 0, 0, 1, 2, 3)

# Powers whose badge stays with the banner when the race goes into decline.
POWERS_KEPT_IN_DECLINE: Final = frozenset({"seafaring", "spirit"})

WATER: Final = frozenset({"sea", "lake"})


def tokens_for(race: str, power: str) -> int:
    """Tokens taken when picking a combo: banner number plus badge number."""
    return RACES[race][0] + POWERS[power]
