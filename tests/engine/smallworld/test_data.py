"""The seed's tables (races, powers, box contents) against the engine's data."""

import pytest

from bot.games.smallworld.engine import data

# Seed 000, race table (banner number) and token table (tokens in the box).
RACE_TABLE = [
    ("amazons", 6, 15),
    ("dwarves", 3, 8),
    ("elves", 6, 11),
    ("ghouls", 5, 10),
    ("giants", 6, 11),
    ("halflings", 6, 11),
    ("humans", 5, 10),
    ("orcs", 5, 10),
    ("ratmen", 8, 13),
    ("skeletons", 6, 20),
    ("sorcerers", 5, 18),
    ("tritons", 6, 11),
    ("trolls", 5, 10),
    ("wizards", 5, 10),
]

# Seed 000, power table (badge number).
POWER_TABLE = [
    ("alchemist", 4),
    ("berserk", 4),
    ("bivouacking", 5),
    ("commando", 4),
    ("diplomat", 5),
    ("dragon_master", 5),
    ("flying", 5),
    ("forest", 4),
    ("fortified", 3),
    ("heroic", 5),
    ("hill", 4),
    ("merchant", 2),
    ("mounted", 5),
    ("pillaging", 5),
    ("seafaring", 5),
    ("spirit", 5),
    ("stout", 4),
    ("swamp", 4),
    ("underworld", 5),
    ("wealthy", 4),
]


@pytest.mark.parametrize(("race", "banner", "box"), RACE_TABLE)
def test_race_banner_and_tokens(race: str, banner: int, box: int) -> None:
    assert data.RACES[race] == (banner, box)


@pytest.mark.parametrize(("power", "badge"), POWER_TABLE)
def test_power_badge(power: str, badge: int) -> None:
    assert data.POWERS[power] == badge


def test_tables_are_complete() -> None:
    assert set(data.RACES) == {race for race, _, _ in RACE_TABLE}
    assert set(data.POWERS) == {power for power, _ in POWER_TABLE}


def test_box_contents() -> None:
    # Seed 000: 168 race tokens, 18 Lost Tribes, 5 encampments, 6 fortresses, 10 lairs
    # ("洞穴標記"), 10 mountains, 2 heroes, 2 holes, a die with 1, 2, 3, 0, 0, 0.
    assert sum(total for _, total in data.RACES.values()) == 168
    assert data.LOST_TRIBE_TOKENS == 18
    assert data.ENCAMPMENTS == 5
    assert data.FORTRESSES == 6
    assert data.TROLL_LAIRS == 10
    assert data.MOUNTAINS == 10
    assert data.HEROES == 2
    assert data.HOLES == 2
    assert sorted(data.DIE_FACES) == [0, 0, 0, 1, 2, 3]


@pytest.mark.parametrize(
    ("race", "power", "tokens"),
    [("skeletons", "merchant", 8), ("ratmen", "seafaring", 13), ("dwarves", "fortified", 6)],
)
def test_tokens_are_banner_plus_badge(race: str, power: str, tokens: int) -> None:
    # Seed 001's example: Skeletons with Merchant take 8 tokens.
    assert data.tokens_for(race, power) == tokens


def test_every_combo_fits_in_the_box() -> None:
    for race, (_, box) in data.RACES.items():
        extra = data.AMAZON_BONUS if race == "amazons" else 0
        assert data.tokens_for(race, "seafaring") + extra <= box
