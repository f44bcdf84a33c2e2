"""One dice battle of World War, as pure functions over plain values.

The engine keeps its state as JSON and calls :func:`battle` with two :class:`Side` values and
the step's ``random.Random``; nothing here reads or writes a state dict, so every rule of the
fight (the dice caps, the pairwise comparison, the lords, the siege engines, the lasting
grudge of an occupied capital and how casualties come off a stack) is tested on its own.
The readings of the seed that this module fixes are the rulings B1–B8 in
``bot/games/worldwar/rules.md``.

One call is one roll ("一轮大战"): whether the attacker may roll again is the engine's
business (each attack costs an action point).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from typing import Any, Literal

Role = Literal["attacker", "defender"]

SOLDIER, HORSE, CANNON = 1, 5, 10  # combat units per piece
ATTACKER_DICE = 13
DEFENDER_DICE = 12
CAPITAL_DICE = 15
TERRITORY_LIMIT = 12  # combat units a territory may hold
CAPITAL_LIMIT = 15  # a capital holds its own 15
CATAPULT_KILLS = 3  # a catapult kills this many defenders before the battle ...
TOWER_KILLS = 5  # ... and a well-tower this many attackers
CATAPULT_WORTH = 3  # what a sacrificed catapult pays of the dice losses ...
TOWER_WORTH = 5  # ... and a sacrificed well-tower
ENGINES_PER_CITY = 3  # catapults, and separately well-towers, one city may hold
LORD_RAISE = {2: 3, 3: 4}  # a defending lord's 2s and 3s count one more (ruling B2)


@dataclass(frozen=True)
class Stack:
    """The pieces of one side: soldiers (1), horses (5) and cannons (10 combat units).

    Pieces matter only for what comes off as casualties and what fits in a territory; the dice
    count combat units (:attr:`units`).
    """

    soldiers: int = 0
    horses: int = 0
    cannons: int = 0

    def __post_init__(self) -> None:
        # Comparisons, not min(): stacks are read from the state hundreds of thousands of
        # times a bot's decision.
        if self.soldiers < 0 or self.horses < 0 or self.cannons < 0:
            raise ValueError(f"a stack cannot hold a negative number of pieces: {self}")

    @property
    def units(self) -> int:
        return self.soldiers * SOLDIER + self.horses * HORSE + self.cannons * CANNON

    def to_json(self) -> dict[str, int]:
        return {"soldiers": self.soldiers, "horses": self.horses, "cannons": self.cannons}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Stack:
        return cls(
            int(data.get("soldiers", 0)), int(data.get("horses", 0)), int(data.get("cannons", 0))
        )


def units_of(data: dict[str, Any]) -> int:
    """The combat units of a stack as the state stores it: ``Stack.from_json(data).units``
    without building the stack (views and room checks read it thousands of times a move).
    The counts are read as they are, without ``int()``: every stack in a state is written by
    :meth:`Stack.to_json` (whole numbers), and this is the bots' most frequent read."""
    return (
        data.get("soldiers", 0) * SOLDIER
        + data.get("horses", 0) * HORSE
        + data.get("cannons", 0) * CANNON
    )


def unit_limit(capital: bool = False) -> int:
    """How many combat units one territory may hold: 12, a capital 15 ("最多不能超过12人")."""
    return CAPITAL_LIMIT if capital else TERRITORY_LIMIT


def fits(stack: Stack, capital: bool = False) -> bool:
    """Whether ``stack`` may stand in one territory (used when buying and moving)."""
    return stack.units <= unit_limit(capital)


def dice_cap(role: Role, capital: bool = False) -> int:
    """The most dice a side rolls: attacker 13, defender 12, a defended capital 15."""
    if role == "attacker":
        return ATTACKER_DICE
    return CAPITAL_DICE if capital else DEFENDER_DICE


def dice_count(stack: Stack | int, role: Role, capital: bool = False) -> int:
    """One die per combat unit, up to the side's cap. ``capital`` counts only for a defender."""
    units = stack.units if isinstance(stack, Stack) else stack
    if units < 0:
        raise ValueError("a side cannot have fewer than no units")
    return min(units, dice_cap(role, capital))


def take_losses(stack: Stack, losses: int) -> Stack:
    """Remove ``losses`` combat units; return the survivors (ruling B6).

    Soldiers go first; then whole horses while five or more are still owed, and a horse is
    broken into soldiers for a smaller remainder; then cannons the same way, a broken cannon
    giving its change as horses and soldiers. So the exact number of units dies and the big
    pieces, which are dear to buy, are the last to go.
    """
    if losses < 0 or losses > stack.units:
        raise ValueError(f"cannot take {losses} losses from {stack.units} units")
    if not losses:  # the stack as it is (frozen, so sharing it is safe): most engine kills
        return stack
    soldiers, horses, cannons = stack.soldiers, stack.horses, stack.cannons
    owed = losses
    taken = min(soldiers, owed)
    soldiers -= taken
    owed -= taken
    whole = min(horses, owed // HORSE)
    horses -= whole
    owed -= whole * HORSE
    if owed and horses:
        horses -= 1
        soldiers += HORSE - owed
        owed = 0
    whole = min(cannons, owed // CANNON)
    cannons -= whole
    owed -= whole * CANNON
    if owed:
        cannons -= 1
        change = CANNON - owed
        horses += change // HORSE
        soldiers += change % HORSE
    return Stack(soldiers, horses, cannons)


@dataclass(frozen=True)
class Payment:
    """How a side paid its dice losses: units lost, engines given up, and the survivors."""

    units: int
    catapults: int
    towers: int
    survivors: Stack

    def to_json(self) -> dict[str, Any]:
        return {
            "units": self.units,
            "catapults": self.catapults,
            "towers": self.towers,
            "survivors": self.survivors.to_json(),
        }


def pay_losses(stack: Stack, losses: int, catapults: int = 0, towers: int = 0) -> Payment:
    """Pay dice losses with units, or with engines the owner is willing to give up (ruling B5).

    ``catapults`` and ``towers`` are the most the owner will sacrifice (a catapult pays 3, a
    well-tower 5: the seed's item 15). Of the allowed choices the one that loses the fewest
    units is taken, then the one that gives up the fewest engines, then fewer well-towers
    (they fire in every defence, a catapult only once per place); so no engine is ever
    given up for nothing.
    """
    if catapults < 0 or towers < 0:
        raise ValueError("cannot offer a negative number of engines")
    if not catapults and not towers:  # the only choice: units pay all (most battles)
        return Payment(losses, 0, 0, take_losses(stack, losses))
    best: tuple[tuple[int, int, int], int, int] | None = None
    for cats, tows in itertools.product(range(catapults + 1), range(towers + 1)):
        units = max(0, losses - cats * CATAPULT_WORTH - tows * TOWER_WORTH)
        key = (units, cats + tows, tows)
        if best is None or key < best[0]:
            best = (key, cats, tows)
    assert best is not None
    (units, _, _), cats, tows = best
    return Payment(units, cats, tows, take_losses(stack, units))


def worth(catapults: int, towers: int) -> int:
    """What engines pay of the losses: 3 a catapult, 5 a well-tower (the seed's "35")."""
    return catapults * CATAPULT_WORTH + towers * TOWER_WORTH


def sacrifice_allowed(owed: int, catapults: int, towers: int) -> bool:
    """Whether giving up exactly these engines for ``owed`` losses keeps ruling B5's bound:
    every engine given up pays something, so the losses are still not all paid without the
    cheapest of them (nothing is given up for nothing). Giving up none is always allowed."""
    if catapults < 0 or towers < 0:
        return False
    if catapults == towers == 0:
        return True
    cheapest = CATAPULT_WORTH if catapults else TOWER_WORTH
    return worth(catapults, towers) - cheapest < owed


def sacrifice_choices(owed: int, catapults: int, towers: int) -> list[tuple[int, int]]:
    """Every (catapults, well-towers) a side holding these engines may give up for ``owed``
    losses (ruling B5), fewest engines first."""
    pairs = itertools.product(range(catapults + 1), range(towers + 1))
    allowed = [(c, w) for c, w in pairs if sacrifice_allowed(owed, c, w)]
    return sorted(allowed, key=lambda p: (p[0] + p[1], p[1], p[0]))


def pay_exactly(stack: Stack, owed: int, catapults: int, towers: int) -> Payment:
    """Pay ``owed`` losses giving up exactly these engines (the defender's own choice, W25);
    the units lost are what the engines leave unpaid, at most the units there are."""
    if not sacrifice_allowed(owed, catapults, towers):
        raise ValueError(f"{catapults} catapults and {towers} towers for {owed} losses")
    units = min(stack.units, max(0, owed - worth(catapults, towers)))
    return Payment(units, catapults, towers, take_losses(stack, units))


@dataclass(frozen=True)
class Side:
    """One side of a battle, as plain values the engine reads off its state.

    ``catapults`` are the side's catapults in the battle (an attacker's travel with it, a
    defender's stand in the city); ``spent_catapults`` of an attacker's have already fired at
    this place and do not fire again ("每个地方使用一次"). ``towers`` are well-towers, a
    defender's only. ``lord``: the side's lord is in the battle. ``grudge``: this side's
    capital is occupied by the other side, so its dice count one more (ruling B3).
    ``give_catapults`` / ``give_towers``: the most engines the owner will sacrifice instead of
    units after the roll. Domestic-affairs cards: ``reroll`` of the side's lowest dice showing
    3 or less are rolled again (ruling W17), then each ``boost`` (n, dice) adds n to the
    side's ``dice`` highest values; ``shield``: the first losses of a defence that are
    ignored (kills before the roll first, then dice losses). ``catapult_bonus``: a lord's
    ``catapult`` skill, more kills per firing catapult (ruling W35).
    """

    stack: Stack
    lord: bool = False
    grudge: bool = False
    catapults: int = 0
    spent_catapults: int = 0
    towers: int = 0
    give_catapults: int = 0
    give_towers: int = 0
    boost: tuple[tuple[int, int], ...] = ()
    reroll: int = 0
    shield: int = 0
    catapult_bonus: int = 0

    def __post_init__(self) -> None:
        # Comparisons, not min() of a tuple: two Sides are built for every battle of a playout.
        if (
            self.catapults < 0
            or self.spent_catapults < 0
            or self.towers < 0
            or self.give_catapults < 0
            or self.give_towers < 0
        ):
            raise ValueError("engine counts cannot be negative")
        if self.spent_catapults > self.catapults:
            raise ValueError("more spent catapults than catapults")
        if self.give_catapults > self.catapults or self.give_towers > self.towers:
            raise ValueError("a side can only give up engines it has")

    @property
    def firing_catapults(self) -> int:
        return self.catapults - self.spent_catapults

    @property
    def catapult_power(self) -> int:
        """Units the side's firing catapults kill before the roll, all together."""
        return self.firing_catapults * (CATAPULT_KILLS + self.catapult_bonus)


Loser = Literal["attacker", "defender"]


@dataclass(frozen=True)
class Pair:
    """One compared pair of dice (values after modifiers) and who lost a unit, if anyone."""

    attacker: int
    defender: int
    loser: Loser | None

    def to_json(self) -> dict[str, Any]:
        return {"attacker": self.attacker, "defender": self.defender, "loser": self.loser}


@dataclass(frozen=True)
class BattleResult:
    """Everything one roll decided, for the engine to apply and the battle post to show.

    ``*_faces`` are the dice as rolled and ``*_dice`` their values after the lord and the
    grudge, both sorted high to low in the same order. ``catapult_kills`` are defenders and
    ``tower_kills`` attackers killed before the roll; ``*_losses`` are the dice losses, which
    ``*_paid`` pays with units or sacrificed engines, less the ``shielded`` losses a
    defender's shield ignored (before the roll and after).
    """

    attacker_faces: tuple[int, ...]
    defender_faces: tuple[int, ...]
    attacker_dice: tuple[int, ...]
    defender_dice: tuple[int, ...]
    pairs: tuple[Pair, ...]
    catapult_kills: int
    tower_kills: int
    attacker_losses: int
    defender_losses: int
    attacker_paid: Payment
    defender_paid: Payment
    shielded: int = 0
    defender_owed: int = 0  # the losses the defender's engines could pay (after its shield)

    @property
    def attacker_after(self) -> Stack:
        return self.attacker_paid.survivors

    @property
    def defender_after(self) -> Stack:
        return self.defender_paid.survivors

    @property
    def attacker_wiped_out(self) -> bool:
        return self.attacker_after.units == 0

    @property
    def defender_wiped_out(self) -> bool:
        return self.defender_after.units == 0

    def to_json(self) -> dict[str, Any]:
        return {
            "attacker_faces": list(self.attacker_faces),
            "defender_faces": list(self.defender_faces),
            "attacker_dice": list(self.attacker_dice),
            "defender_dice": list(self.defender_dice),
            "pairs": [pair.to_json() for pair in self.pairs],
            "rolled": len(self.pairs),  # 0: the engines left a side with nothing to roll
            "catapult_kills": self.catapult_kills,
            "tower_kills": self.tower_kills,
            "attacker_losses": self.attacker_losses,
            "defender_losses": self.defender_losses,
            "attacker_paid": self.attacker_paid.to_json(),
            "defender_paid": self.defender_paid.to_json(),
            "shielded": self.shielded,
            "attacker_wiped_out": self.attacker_wiped_out,
            "defender_wiped_out": self.defender_wiped_out,
        }


def die_value(face: int, role: Role, lord: bool = False, grudge: bool = False) -> int:
    """What a rolled face counts: a defending lord's 2 and 3 count 3 and 4 (ruling B2), then
    the grudge adds one, uncapped, so a 6 counts 7 (ruling B3)."""
    if not 1 <= face <= 6:
        raise ValueError(f"a die shows 1 to 6, not {face}")
    value = LORD_RAISE.get(face, face) if lord and role == "defender" else face
    return value + 1 if grudge else value


def _ordered(faces: list[int], role: Role, side: Side) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Faces and values sorted high to low by value (the value never falls as the face rises);
    then a card's boosts raise the highest values, which stay the highest."""
    if role == "defender" and side.lord:
        ranked = sorted(((die_value(f, role, True, side.grudge), f) for f in faces), reverse=True)
    else:
        # No lord's raise: the value is the face (plus the grudge's one), so sorting the
        # faces sorts the pairs (a rolled face is always 1 to 6: ``roll``, ``reroll``).
        bump = 1 if side.grudge else 0
        ranked = [(f + bump, f) for f in sorted(faces, reverse=True)]
    values = [v for v, _ in ranked]
    for n, count in side.boost:
        values = [v + n if k < count else v for k, v in enumerate(values)]
    return tuple(f for _, f in ranked), tuple(values)


def reroll(faces: list[int], count: int, rng: random.Random) -> list[int]:
    """Roll again up to ``count`` of the lowest dice that show 3 or less (ruling W17)."""
    low = sorted((f, k) for k, f in enumerate(faces) if f <= 3)[:count]
    out = list(faces)
    for _, k in low:
        out[k] = rng.randint(1, 6)
    return out


def compare(
    attacker_dice: tuple[int, ...], defender_dice: tuple[int, ...], attacking_lord: bool = False
) -> tuple[Pair, ...]:
    """Compare two sorted lists pairwise over the shorter one.

    The higher die kills one unit of the other side; a tie kills the attacker's, unless the
    attacker's lord is in the battle ("进攻方逢平不死"), when nobody dies (ruling B1).
    """
    pairs: list[Pair] = []
    for mine, theirs in zip(attacker_dice, defender_dice, strict=False):
        loser: Loser | None
        if mine > theirs:
            loser = "defender"
        elif mine < theirs or not attacking_lord:
            loser = "attacker"
        else:
            loser = None
        pairs.append(Pair(mine, theirs, loser))
    return tuple(pairs)


def roll(count: int, rng: random.Random) -> list[int]:
    """``count`` six-sided dice from the step's generator."""
    return [rng.randint(1, 6) for _ in range(count)]


def battle(
    attacker: Side, defender: Side, rng: random.Random, *, capital: bool = False
) -> BattleResult:
    """Fight one roll: the engines fire, both sides roll, pairs are compared, losses are paid.

    Before the roll the attacker's fresh catapults kill 3 defenders each and the defender's
    well-towers 5 attackers each, both at once from the stacks as they came. Those kills are
    units ("预先打死敌人"); only the dice losses may be paid with engines. A side left with
    nothing rolls no dice (ruling B4). ``capital``: the defended place is a capital (15 dice).
    """
    if attacker.towers:
        raise ValueError("well-towers cannot march ('井栏不能出征')")
    catapult_kills = min(attacker.catapult_power, defender.stack.units)
    tower_kills = min(defender.towers * TOWER_KILLS, attacker.stack.units)
    shield = defender.shield
    attacking = take_losses(attacker.stack, tower_kills)
    defending = take_losses(defender.stack, max(0, catapult_kills - shield))
    shield = max(0, shield - catapult_kills)
    if attacking.units and defending.units:
        a_rolled = roll(dice_count(attacking, "attacker"), rng)
        d_rolled = roll(dice_count(defending, "defender", capital), rng)
        a_rolled = reroll(a_rolled, attacker.reroll, rng)
        d_rolled = reroll(d_rolled, defender.reroll, rng)
    else:
        a_rolled, d_rolled = [], []
    a_faces, a_dice = _ordered(a_rolled, "attacker", attacker)
    d_faces, d_dice = _ordered(d_rolled, "defender", defender)
    pairs = compare(a_dice, d_dice, attacker.lord)
    a_losses = d_losses = 0  # one pass over the pairs
    for pair in pairs:
        if pair.loser == "attacker":
            a_losses += 1
        elif pair.loser == "defender":
            d_losses += 1
    shield = min(shield, d_losses)
    return BattleResult(
        attacker_faces=a_faces,
        defender_faces=d_faces,
        attacker_dice=a_dice,
        defender_dice=d_dice,
        pairs=pairs,
        catapult_kills=catapult_kills,
        tower_kills=tower_kills,
        attacker_losses=a_losses,
        defender_losses=d_losses,
        attacker_paid=pay_losses(attacking, a_losses, attacker.give_catapults, 0),
        defender_paid=pay_losses(
            defending, d_losses - shield, defender.give_catapults, defender.give_towers
        ),
        shielded=defender.shield - max(0, defender.shield - catapult_kills) + shield,
        defender_owed=d_losses - shield,
    )


def copy_record(record: dict[str, Any]) -> dict[str, Any]:
    """``fresh(record)`` of a battle's record (``BattleResult.to_json`` or a duel's, with the
    engine's few extra keys), knowing its shape: a flat dict whose values are scalars, lists
    of only scalars or only flat dicts (the dice, the pairs), or dicts whose values are
    scalars or flat dicts (a payment and its survivors). Every battle copies its record for
    the board, and the generic copy, which asks the type of every die, cost 2 % of a bot's
    playouts (tests/engine/worldwar/test_cheap_reads.py checks it against ``fresh``)."""
    out: dict[str, Any] = {}
    for key, value in record.items():
        kind = type(value)
        if kind is list:
            # one look at the first item: the record's lists hold one kind of value each
            flat = not value or type(value[0]) is not dict
            value = list(value) if flat else [dict(item) for item in value]
        elif kind is dict:
            value = {k: dict(v) if type(v) is dict else v for k, v in value.items()}
        out[key] = value
    return out
