"""The sorcery duel (妖术对阵): a general's stats and a sorcery card instead of the dice.

The attacker summons a mage with the attack's ``"m": 1`` when it sends at least 5 units
(ruling W23; the defender does not summon, W24). :func:`duel` is pure over plain values
(:class:`Duellist`, the card, the two :class:`battle.Side`); :func:`resolve` is the engine's
hook from ``war.attack``: it fires the engines as a dice battle would, falls back to the dice
when the summoner is left with fewer than 5 units or nobody defends, and otherwise draws the
two generals and the card from the state (pools and deck reshuffled from their discards when
empty, ruling W26); in the monarch edition the lord cards duel instead of generals, with a
lord's ``duel`` skill on top (ruling W31). The result has the ``attacker_after``/
``defender_after``/``shielded`` of a :class:`battle.BattleResult`, so conquest after a duel
is the conquest after dice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from bot.games.worldwar.engine.battle import (
    CATAPULT_WORTH,
    TOWER_KILLS,
    TOWER_WORTH,
    Payment,
    Side,
    Stack,
    pay_losses,
    take_losses,
)
from bot.games.worldwar.engine.content.decks import SorceryCard, decks
from bot.games.worldwar.engine.lords import duel_bonus
from bot.games.worldwar.engine.monarchs import duellist
from bot.games.worldwar.engine.state import State

SUMMON_UNITS = 5  # "使用妖术的一方必须有5人以上,才能够召唤法师"
ROUT_LEAD = 30  # a lead of 30 per stat compared doubles the toll


@dataclass(frozen=True)
class Duellist:
    """One side's duellist: the general drawn, or in the monarch edition the lord card (its
    id and current four stats), and a lord's ``duel`` skill (``bonus``, ruling W31)."""

    general: str
    stats: dict[str, int]
    bonus: int = 0
    lord: bool = False


@dataclass(frozen=True)
class DuelResult:
    """What one duel decided; the shape the engine reads off a dice battle, plus the duel."""

    card: str
    attacker_general: str
    defender_general: str
    attacker_value: int
    defender_value: int
    winner: str  # "attacker" | "defender"
    toll: int  # units the card asked of the loser (doubled on a rout)
    doubled: bool
    catapult_kills: int
    tower_kills: int
    attacker_paid: Payment
    defender_paid: Payment
    shielded: int = 0
    lords: bool = False  # the duellists are lord cards (the monarch edition)
    defender_owed: int = 0  # the toll the defender's engines could pay (after its shield)

    @property
    def attacker_after(self) -> Stack:
        return self.attacker_paid.survivors

    @property
    def defender_after(self) -> Stack:
        return self.defender_paid.survivors

    def to_json(self) -> dict[str, Any]:
        generals = (None, None) if self.lords else (self.attacker_general, self.defender_general)
        lords = (self.attacker_general, self.defender_general) if self.lords else (None, None)
        return {
            "summoner": "attacker",
            "card": self.card,
            "attacker_general": generals[0],
            "defender_general": generals[1],
            "attacker_lord_card": lords[0],
            "defender_lord_card": lords[1],
            "attacker_value": self.attacker_value,
            "defender_value": self.defender_value,
            "winner": self.winner,
            "toll": self.toll,
            "doubled": self.doubled,
            "catapult_kills": self.catapult_kills,
            "tower_kills": self.tower_kills,
            "attacker_paid": self.attacker_paid.to_json(),
            "defender_paid": self.defender_paid.to_json(),
            "shielded": self.shielded,
            "attacker_wiped_out": self.attacker_after.units == 0,
            "defender_wiped_out": self.defender_after.units == 0,
        }


def pre_kills(attacker: Side, defender: Side) -> tuple[int, int, Stack, Stack, int]:
    """The engines fire before the duel exactly as before a roll (ruling B4): catapult kills,
    well-tower kills, both stacks after them and the defender's shield left."""
    catapult_kills = min(attacker.catapult_power, defender.stack.units)
    tower_kills = min(defender.towers * TOWER_KILLS, attacker.stack.units)
    attacking = take_losses(attacker.stack, tower_kills)
    defending = take_losses(defender.stack, max(0, catapult_kills - defender.shield))
    shield = max(0, defender.shield - catapult_kills)
    return catapult_kills, tower_kills, attacking, defending, shield


def modifier(
    kind: str, n: int, role: str, attacker: Side, defender: Side, a_units: int, d_units: int,
    capital: bool,
) -> int:  # fmt: skip
    """What one card modifier adds to ``role``'s value (bot/games/worldwar/decks.md)."""
    side = attacker if role == "attacker" else defender
    if kind in ("attacker", "summoner"):
        return n if role == "attacker" else 0
    if kind == "defender":
        return n if role == "defender" else 0
    if kind == "lord":
        return n if side.lord else 0
    if kind == "larger_stack":
        mine, theirs = (a_units, d_units) if role == "attacker" else (d_units, a_units)
        return n if mine > theirs else 0
    if kind == "capital":
        return n if role == "defender" and capital else 0
    if kind == "well_tower":
        return n * defender.towers if role == "defender" else 0
    if kind == "catapult":
        return n * attacker.catapults if role == "attacker" else 0
    raise ValueError(f"unknown sorcery modifier {kind!r}")


def duel(
    card: SorceryCard, a_duellist: Duellist, d_duellist: Duellist, attacker: Side,
    defender: Side, *, capital: bool = False,
) -> DuelResult:  # fmt: skip
    """Fight one duel: engines fire, values are compared (ties to the defender), the loser
    pays the toll (doubled for a lead of 30 per stat), with engines it offered (ruling B5);
    never more than its units and those engines are worth."""
    cat_kills, tow_kills, attacking, defending, shield = pre_kills(attacker, defender)
    values = {}
    for role, who in (("attacker", a_duellist), ("defender", d_duellist)):
        value = sum(who.stats[stat] for stat in card.stats) + who.bonus
        for mod in card.mods:
            value += modifier(
                mod.kind, mod["n"], role, attacker, defender, attacking.units,
                defending.units, capital,
            )  # fmt: skip
        values[role] = value
    a_val, d_val = values["attacker"], values["defender"]
    better = a_val < d_val if card.low_wins else a_val > d_val
    winner = "attacker" if better else "defender"
    doubled = abs(a_val - d_val) >= ROUT_LEAD * len(card.stats)
    toll = card.toll * (2 if doubled else 1)
    no_loss = Payment(0, 0, 0, attacking)
    if winner == "attacker":
        offered = defender.give_catapults * CATAPULT_WORTH + defender.give_towers * TOWER_WORTH
        owed = min(toll, defending.units + offered)
        absorbed = min(shield, owed)
        d_owed = owed - absorbed
        paid = pay_losses(defending, d_owed, defender.give_catapults, defender.give_towers)
        a_paid, d_paid = no_loss, paid
        shielded = defender.shield - shield + absorbed
    else:
        owed = min(toll, attacking.units + attacker.give_catapults * CATAPULT_WORTH)
        a_paid = pay_losses(attacking, owed, attacker.give_catapults, 0)
        d_paid, shielded = Payment(0, 0, 0, defending), defender.shield - shield
        d_owed = 0
    return DuelResult(
        card=card.id,
        attacker_general=a_duellist.general,
        defender_general=d_duellist.general,
        attacker_value=a_val,
        defender_value=d_val,
        winner=winner,
        toll=toll,
        doubled=doubled,
        catapult_kills=cat_kills,
        tower_kills=tow_kills,
        attacker_paid=a_paid,
        defender_paid=d_paid,
        shielded=shielded,
        lords=a_duellist.lord,
        defender_owed=d_owed,
    )


def draw_general(state: State, seat: int, rng: random.Random) -> Duellist:
    """The top general of the seat's pool, discarded face up; the discards are shuffled back
    when the pool is empty."""
    info = state["seats"][seat]
    if not info["generals"]:
        info["generals"], info["fallen"] = list(info["fallen"]), []
        rng.shuffle(info["generals"])
    gid = info["generals"].pop(0)
    info["fallen"].append(gid)
    general = next(g for g in decks().generals if g.id == gid)
    return Duellist(gid, dict(general.stats))


def duellist_of(state: State, seat: int, rng: random.Random) -> Duellist:
    """The lord card with its current stats in the monarch edition (no general is drawn),
    else the top general of the pool; plus the lord's ``duel`` skill."""
    card = duellist(state, seat)
    if card is None:
        return replace(draw_general(state, seat, rng), bonus=duel_bonus(state, seat))
    return Duellist(card[0], card[1], duel_bonus(state, seat), lord=True)


def draw_card(state: State, rng: random.Random) -> SorceryCard:
    """The top sorcery card, discarded; the discards are shuffled back when the deck is out."""
    if not state["sorcery"]:
        state["sorcery"], state["sorcery_discard"] = list(state["sorcery_discard"]), []
        rng.shuffle(state["sorcery"])
    cid = state["sorcery"].pop(0)
    state["sorcery_discard"].append(cid)
    return card_of(cid)


def card_of(cid: str) -> SorceryCard:
    return next(c for c in decks().sorcery if c.id == cid)


def can_summon(units: int) -> bool:
    return units >= SUMMON_UNITS


def resolve(
    state: State, seat: int, enemy: int | None, attacker: Side, defender: Side,
    rng: random.Random, *, capital: bool,
) -> DuelResult | None:  # fmt: skip
    """The duel of an attack that summoned, or None when the dice decide after all: the
    attacker has fewer than 5 units once the well-towers fired, or nobody defends."""
    _, _, attacking, defending, _ = pre_kills(attacker, defender)
    if enemy is None or not can_summon(attacking.units) or defending.units == 0:
        return None
    mine, theirs = duellist_of(state, seat, rng), duellist_of(state, enemy, rng)
    card = draw_card(state, rng)
    return duel(card, mine, theirs, attacker, defender, capital=capital)


def pool_strength(state: State, seat: int) -> float:
    """The mean stat total of the generals still in the seat's pool (public: the drawn ones
    lie face up), or the lord card's stats and duel skill in the monarch edition, for the
    autopilot."""
    card = duellist(state, seat)
    if card is not None:
        return float(sum(card[1].values()) + duel_bonus(state, seat))
    info = state["seats"][seat]
    pool = info["generals"] or info["fallen"]
    if not pool:
        return 0.0
    stats = {g.id: sum(g.stats.values()) for g in decks().generals}
    return sum(stats[g] for g in pool) / len(pool)
