"""The World War dice battle: every dice case, the seed's example, lords, caps, siege engines,
the occupied capital's grudge, casualties off mixed stacks, and random-roll properties."""

from __future__ import annotations

import json
import random

import pytest

from bot.games.worldwar.engine.battle import (
    BattleResult,
    Pair,
    Side,
    Stack,
    battle,
    compare,
    dice_count,
    die_value,
    fits,
    pay_losses,
    take_losses,
    unit_limit,
)


class Scripted(random.Random):
    """A generator whose dice are given: the attacker's first, then the defender's."""

    def __init__(self, attacker: list[int], defender: list[int]) -> None:
        super().__init__(0)
        self.faces = [*attacker, *defender]

    def randint(self, a: int, b: int) -> int:
        assert (a, b) == (1, 6)
        return self.faces.pop(0)


def soldiers(n: int) -> Stack:
    return Stack(soldiers=n)


def losses(pairs: tuple[Pair, ...], who: str) -> int:
    return sum(1 for pair in pairs if pair.loser == who)


SEED_ATTACK = (6, 6, 5, 4, 4, 3, 2, 1)
SEED_DEFENCE = (6, 5, 5, 3, 2, 1)


@pytest.mark.parametrize(
    ("attack", "defence", "lord", "lost_a", "lost_d"),
    [
        pytest.param(SEED_ATTACK, SEED_DEFENCE, False, 2, 4, id="seed-example"),
        pytest.param(SEED_ATTACK, SEED_DEFENCE, True, 0, 4, id="seed-example-attacking-lord"),
        pytest.param((6, 6, 6), (6, 6, 6), False, 3, 0, id="all-sixes-tie"),
        pytest.param((1, 1, 1, 1), (1, 1, 1, 1), False, 4, 0, id="all-ones-tie"),
        pytest.param((6, 6, 6), (6, 6, 6), True, 0, 0, id="all-sixes-lord-spares"),
        pytest.param((6, 6, 6), (5, 5, 5), False, 0, 3, id="sixes-beat-fives"),
        pytest.param((1, 1), (6, 6), True, 2, 0, id="lord-loses-lower"),
        pytest.param((6, 6, 6, 6), (1,), False, 0, 1, id="attacker-longer"),
        pytest.param((1,), (6, 6, 6, 6), False, 1, 0, id="defender-longer"),
        pytest.param((5, 4), (5, 4, 3, 2), False, 2, 0, id="shorter-attacker-ties"),
        pytest.param((6, 2), (3, 1), False, 0, 2, id="each-pair-only-with-its-rank"),
        pytest.param((4, 3, 2), (5, 3, 1), False, 2, 1, id="mixed"),
        pytest.param((), (6, 5), False, 0, 0, id="no-attacker-dice"),
        pytest.param((3,), (), False, 0, 0, id="no-defender-dice"),
    ],
)
def test_compare(
    attack: tuple[int, ...], defence: tuple[int, ...], lord: bool, lost_a: int, lost_d: int
) -> None:
    pairs = compare(attack, defence, attacking_lord=lord)
    assert len(pairs) == min(len(attack), len(defence))
    assert (losses(pairs, "attacker"), losses(pairs, "defender")) == (lost_a, lost_d)


def test_seed_example_pair_by_pair() -> None:
    result = battle(
        Side(soldiers(8)),
        Side(soldiers(6)),
        Scripted([1, 4, 6, 2, 3, 5, 4, 6], [2, 6, 1, 5, 3, 5]),
    )
    assert result.attacker_dice == SEED_ATTACK
    assert result.defender_dice == SEED_DEFENCE
    assert "".join((p.loser or "-")[0] for p in result.pairs) == "adaddd"
    assert (result.attacker_losses, result.defender_losses) == (2, 4)
    assert (result.attacker_after, result.defender_after) == (soldiers(6), soldiers(2))
    assert not result.defender_wiped_out


# fmt: off
DIE_VALUES = [
    # a defending lord: 2 and 3 count one more, the rest as rolled
    (1, "defender", True, False, 1), (2, "defender", True, False, 3),
    (3, "defender", True, False, 4), (4, "defender", True, False, 4),
    (5, "defender", True, False, 5), (6, "defender", True, False, 6),
    # an attacking lord changes no die, nor does a defender without one
    (2, "attacker", True, False, 2), (3, "attacker", True, False, 3),
    (2, "defender", False, False, 2),
    # the grudge adds one to every die, a 6 too; it stacks on the lord's raise
    (1, "attacker", False, True, 2), (6, "attacker", False, True, 7),
    (6, "defender", False, True, 7), (2, "defender", True, True, 4),
    (3, "defender", True, True, 5),
]
# fmt: on


@pytest.mark.parametrize(("face", "role", "lord", "grudge", "value"), DIE_VALUES)
def test_die_value(face: int, role: str, lord: bool, grudge: bool, value: int) -> None:
    assert die_value(face, role, lord, grudge) == value  # type: ignore[arg-type]


@pytest.mark.parametrize("face", [0, 7, -1])
def test_die_value_refuses_impossible_faces(face: int) -> None:
    with pytest.raises(ValueError):
        die_value(face, "attacker")


@pytest.mark.parametrize(("defender_lord", "lost_a", "lost_d"), [(False, 0, 2), (True, 2, 0)])
def test_defending_lord_raises_twos_and_threes(
    defender_lord: bool, lost_a: int, lost_d: int
) -> None:
    result = battle(
        Side(soldiers(2)), Side(soldiers(2), lord=defender_lord), Scripted([4, 3], [3, 2])
    )
    assert result.defender_faces == (3, 2)
    assert result.defender_dice == ((4, 3) if defender_lord else (3, 2))
    assert (result.attacker_losses, result.defender_losses) == (lost_a, lost_d)


def test_both_lords() -> None:
    result = battle(
        Side(soldiers(3), lord=True), Side(soldiers(3), lord=True), Scripted([4, 3, 6], [3, 1, 6])
    )
    assert result.attacker_dice == (6, 4, 3)
    assert result.defender_dice == (6, 4, 1)
    assert [p.loser for p in result.pairs] == [None, None, "defender"]


# fmt: off
DICE_COUNTS = [
    (0, "attacker", False, 0), (8, "attacker", False, 8), (13, "attacker", False, 13),
    (20, "attacker", False, 13), (15, "attacker", True, 13),  # capital is the defender's
    (12, "defender", False, 12), (14, "defender", False, 12),
    (15, "defender", True, 15), (20, "defender", True, 15), (7, "defender", True, 7),
]
# fmt: on


@pytest.mark.parametrize(("units", "role", "capital", "dice"), DICE_COUNTS)
def test_dice_count(units: int, role: str, capital: bool, dice: int) -> None:
    assert dice_count(units, role, capital) == dice  # type: ignore[arg-type]


def test_dice_count_from_stacks() -> None:
    assert dice_count(Stack(soldiers=2, horses=2), "defender") == 12
    assert dice_count(Stack(soldiers=3, cannons=1), "attacker") == 13
    assert dice_count(Stack(soldiers=5, cannons=1), "defender", capital=True) == 15
    with pytest.raises(ValueError):
        dice_count(-1, "attacker")


def test_caps_in_a_battle_on_a_capital() -> None:
    result = battle(
        Side(Stack(soldiers=5, cannons=1)), Side(Stack(horses=3)), random.Random(4), capital=True
    )
    assert (len(result.attacker_faces), len(result.defender_faces)) == (13, 15)
    plain = battle(Side(soldiers(14)), Side(soldiers(14)), random.Random(4))
    assert (len(plain.attacker_faces), len(plain.defender_faces)) == (13, 12)


def test_unit_limits() -> None:
    assert (unit_limit(), unit_limit(capital=True)) == (12, 15)
    assert fits(Stack(soldiers=2, horses=2))  # the seed's "两匹马和两个兵"
    assert fits(Stack(soldiers=2, cannons=1))
    assert not fits(Stack(soldiers=3, cannons=1))
    assert fits(Stack(horses=3), capital=True)
    assert not fits(Stack(soldiers=1, horses=3), capital=True)


@pytest.mark.parametrize(
    ("attacker", "defender", "catapult_kills", "tower_kills", "dice"),
    [
        (Side(soldiers(8), catapults=2), Side(soldiers(12)), 6, 0, (8, 6)),
        (Side(soldiers(8), catapults=3, spent_catapults=2), Side(soldiers(12)), 3, 0, (8, 9)),
        (Side(soldiers(8), catapults=1, spent_catapults=1), Side(soldiers(12)), 0, 0, (8, 12)),
        (Side(soldiers(12)), Side(soldiers(6), towers=2), 0, 10, (2, 6)),
        (Side(soldiers(12), catapults=1), Side(soldiers(6), towers=1), 3, 5, (7, 3)),
        (Side(soldiers(8), catapults=1), Side(soldiers(6), catapults=3), 3, 0, (8, 3)),
    ],
    ids=["catapults", "spent-catapults", "all-spent", "towers", "both", "defending-catapults-idle"],
)
def test_engines_before_the_battle(
    attacker: Side, defender: Side, catapult_kills: int, tower_kills: int, dice: tuple[int, int]
) -> None:
    result = battle(attacker, defender, random.Random(1))
    assert (result.catapult_kills, result.tower_kills) == (catapult_kills, tower_kills)
    assert (len(result.attacker_faces), len(result.defender_faces)) == dice


def test_catapults_wipe_out_before_the_roll() -> None:
    result = battle(Side(soldiers(4), catapults=1), Side(soldiers(3)), random.Random(2))
    assert result.catapult_kills == 3
    assert result.pairs == () and result.attacker_faces == ()
    assert result.defender_wiped_out and result.attacker_after == soldiers(4)


def test_towers_stop_an_attack_before_the_roll() -> None:
    result = battle(Side(Stack(horses=1)), Side(soldiers(2), towers=2), random.Random(2))
    assert result.tower_kills == 5
    assert result.attacker_wiped_out and not result.defender_wiped_out
    assert result.defender_after == soldiers(2) and result.defender_faces == ()


def test_towers_cannot_march() -> None:
    with pytest.raises(ValueError):
        battle(Side(soldiers(5), towers=1), Side(soldiers(5)), random.Random(0))


# fmt: off
NONSENSE = [  # negative, spent beyond owned, giving up engines one does not have
    {"catapults": -1}, {"catapults": 1, "spent_catapults": 2},
    {"catapults": 1, "give_catapults": 2}, {"towers": 0, "give_towers": 1},
]
# fmt: on


@pytest.mark.parametrize("side_args", NONSENSE)
def test_side_refuses_nonsense(side_args: dict[str, int]) -> None:
    with pytest.raises(ValueError):
        Side(soldiers(3), **side_args)  # type: ignore[arg-type]


# fmt: off
PAYMENTS = [  # owed, catapults and towers offered, units lost, (catapults, towers) given
    (4, 0, 0, 4, (0, 0)), (0, 3, 3, 0, (0, 0)), (3, 1, 0, 0, (1, 0)), (4, 1, 0, 1, (1, 0)),
    (5, 1, 1, 0, (0, 1)), (2, 0, 1, 0, (0, 1)), (8, 1, 1, 0, (1, 1)), (6, 2, 1, 0, (2, 0)),
    (3, 3, 3, 0, (1, 0)), (12, 3, 0, 3, (3, 0)),
    (16, 2, 2, 0, (2, 2)),  # the seed's 12 defenders with 2 catapults and 2 well-towers
]
# fmt: on


@pytest.mark.parametrize(("owed", "catapults", "towers", "units", "given"), PAYMENTS)
def test_pay_losses(
    owed: int, catapults: int, towers: int, units: int, given: tuple[int, int]
) -> None:
    paid = pay_losses(soldiers(12), owed, catapults, towers)
    assert paid.units == units
    assert (paid.catapults, paid.towers) == given
    assert paid.survivors.units == 12 - units


def test_sacrificing_engines_keeps_the_defence_alive() -> None:
    # The seed's item 15: a beaten defender gives up its well-tower (5) and keeps its men.
    # The tower first kills 5 of the 13 attackers, then 8 sixes meet 6 ones.
    faces = Scripted([6] * 8, [1] * 6)
    bare = battle(Side(soldiers(13)), Side(soldiers(6), towers=1), faces)
    assert (bare.tower_kills, bare.defender_losses) == (5, 6) and bare.defender_wiped_out
    guarded = Side(soldiers(6), towers=1, catapults=1, give_towers=1, give_catapults=1)
    kept = battle(Side(soldiers(13)), guarded, Scripted([6] * 8, [1] * 6))
    assert (kept.defender_paid.towers, kept.defender_paid.catapults) == (1, 1)
    assert kept.defender_paid.units == 0 and kept.defender_after == soldiers(6)
    assert not kept.defender_wiped_out


def test_attacker_sacrifices_a_catapult() -> None:
    result = battle(
        Side(soldiers(4), catapults=1, spent_catapults=1, give_catapults=1),
        Side(soldiers(4)),
        Scripted([1, 1, 1, 1], [6, 6, 6, 6]),
    )
    assert result.attacker_losses == 4
    assert (result.attacker_paid.catapults, result.attacker_paid.units) == (1, 1)
    assert result.attacker_after == soldiers(3)


@pytest.mark.parametrize(
    ("attacker_grudge", "defender_grudge", "lost_a", "lost_d"),
    [(False, False, 2, 0), (False, True, 2, 0), (True, False, 0, 2), (True, True, 2, 0)],
)
def test_grudge_of_an_occupied_capital(
    attacker_grudge: bool, defender_grudge: bool, lost_a: int, lost_d: int
) -> None:
    result = battle(
        Side(soldiers(2), grudge=attacker_grudge),
        Side(soldiers(2), grudge=defender_grudge),
        Scripted([6, 5], [6, 5]),
    )
    assert (result.attacker_losses, result.defender_losses) == (lost_a, lost_d)
    if defender_grudge:  # uncapped: the 6 counts 7
        assert result.defender_dice == (7, 6)


# fmt: off
CASUALTIES = [  # soldiers first, then horses (broken for change), then cannons
    (Stack(5, 2, 1), 0, Stack(5, 2, 1)), (Stack(5, 2, 1), 3, Stack(2, 2, 1)),
    (Stack(2, 2, 0), 4, Stack(3, 1, 0)), (Stack(0, 2, 1), 7, Stack(3, 0, 1)),
    (Stack(0, 2, 1), 10, Stack(0, 0, 1)), (Stack(0, 0, 1), 4, Stack(1, 1, 0)),
    (Stack(0, 1, 1), 10, Stack(0, 1, 0)), (Stack(0, 0, 1), 10, Stack(0, 0, 0)),
    (Stack(1, 1, 1), 16, Stack(0, 0, 0)), (Stack(2, 0, 1), 3, Stack(4, 1, 0)),
]
# fmt: on


@pytest.mark.parametrize(("stack", "lost", "left"), CASUALTIES)
def test_take_losses(stack: Stack, lost: int, left: Stack) -> None:
    assert take_losses(stack, lost) == left


@pytest.mark.parametrize("lost", [-1, 13])
def test_take_losses_refuses_impossible(lost: int) -> None:
    with pytest.raises(ValueError):
        take_losses(Stack(2, 0, 1), lost)


def test_stack_json_and_validation() -> None:
    stack = Stack(3, 1, 1)
    assert Stack.from_json(json.loads(json.dumps(stack.to_json()))) == stack
    assert Stack.from_json({"horses": 2}) == Stack(horses=2)
    with pytest.raises(ValueError):
        Stack(-1)


def _random_side(rng: random.Random, role: str) -> Side:
    stack = Stack(rng.randint(0, 12), rng.randint(0, 2), rng.randint(0, 1))
    catapults = rng.randint(0, 3)
    towers = rng.randint(0, 3) if role == "defender" else 0
    return Side(
        stack,
        lord=rng.random() < 0.3,
        grudge=rng.random() < 0.2,
        catapults=catapults,
        spent_catapults=rng.randint(0, catapults),
        towers=towers,
        give_catapults=rng.randint(0, catapults),
        give_towers=rng.randint(0, towers),
    )


def _check(attacker: Side, defender: Side, result: BattleResult, capital: bool) -> None:
    before_a = attacker.stack.units - result.tower_kills
    before_d = defender.stack.units - result.catapult_kills
    assert 0 <= result.attacker_losses <= before_a
    assert 0 <= result.defender_losses <= before_d
    assert len(result.attacker_faces) == (dice_count(before_a, "attacker") if before_d else 0)
    assert len(result.defender_faces) == (
        dice_count(before_d, "defender", capital) if before_a else 0
    )
    assert len(result.pairs) == min(len(result.attacker_dice), len(result.defender_dice))
    for dice in (result.attacker_dice, result.defender_dice):
        assert list(dice) == sorted(dice, reverse=True)
    spared = sum(1 for pair in result.pairs if pair.loser is None)
    assert result.attacker_losses + result.defender_losses + spared == len(result.pairs)
    if not attacker.lord:
        assert spared == 0
    assert result.attacker_after.units == before_a - result.attacker_paid.units
    assert result.defender_after.units == before_d - result.defender_paid.units
    assert result.attacker_paid.catapults <= attacker.give_catapults
    assert result.defender_paid.towers <= defender.give_towers
    assert result.defender_wiped_out == (result.defender_after.units == 0)
    json.dumps(result.to_json())


@pytest.mark.parametrize("seed", range(8))
def test_random_battles(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(250):
        attacker, defender = _random_side(rng, "attacker"), _random_side(rng, "defender")
        capital = rng.random() < 0.2
        dice_seed = rng.randrange(2**32)
        result = battle(attacker, defender, random.Random(dice_seed), capital=capital)
        _check(attacker, defender, result, capital)
        again = battle(attacker, defender, random.Random(dice_seed), capital=capital)
        assert again == result


@pytest.mark.parametrize("seed", range(4))
def test_random_battles_without_lords_kill_once_per_pair(seed: int) -> None:
    rng = random.Random(1000 + seed)
    for _ in range(250):
        attacker = Side(soldiers(rng.randint(1, 13)))
        defender = Side(soldiers(rng.randint(1, 12)), lord=rng.random() < 0.5)
        result = battle(attacker, defender, rng)
        assert result.attacker_losses + result.defender_losses == len(result.pairs)
        assert len(result.pairs) == min(attacker.stack.units, defender.stack.units)


def test_take_losses_keeps_the_count() -> None:
    rng = random.Random(7)
    for _ in range(500):
        stack = Stack(rng.randint(0, 12), rng.randint(0, 3), rng.randint(0, 2))
        lost = rng.randint(0, stack.units)
        left = take_losses(stack, lost)
        assert left.units == stack.units - lost
        assert left.cannons <= stack.cannons
        assert left.horses <= stack.horses + 1
