"""Lord skills (主公技) of the monarch edition: one small hook per skill kind.

A seat's skills are those of its kept lord card (``seats[*].lord_card``); in the generals
edition nobody has one, so every hook gives the rule as it stands (0, nothing, the usual
cost). The twelve kinds and where the engine asks for them:

``dice`` (:func:`dice_boost`, ``war.attack``), ``cap`` (``skills.cap_bonus``, ``state.limit``),
``spy`` (:func:`spy_options` / :func:`use_spy`, the ``{"t":"skill","p":seat}`` action),
``duel`` (:func:`duel_bonus`, ``sorcery.resolve``), ``relocate`` (:func:`relocate_cost`,
``army.relocate``), ``recruit`` (:func:`recruit`, ``rounds.start_turn``), ``action_points``
(:func:`turn_points`, ``rounds.start_turn``), ``hand`` (:func:`hand_size`,
``rounds.end_turn``), ``escape`` (:func:`escape`, ``war.take_lord``), ``tax``
(:func:`tax_bonus`, ``rounds.end_round``), ``catapult`` (:func:`catapult_bonus`,
``war.attack``), ``discount`` (``skills.discount``, ``state.price``). The readings are the
rulings W28–W36 in ``bot/games/worldwar/rules.md``.

The skill lookup and the two readings the state's own helpers need are in ``skills``, below
``state``; the hooks here sit above ``state`` and ``effects`` (a recruit stands soldiers up as
a card does, a spy looks as a spy card does), so every import points down.
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Action, Event
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.effects import add_soldiers, spy
from bot.games.worldwar.engine.skills import skill, skill_value
from bot.games.worldwar.engine.state import (
    HAND,
    RELOCATE_COST,
    State,
    alive,
    err,
    is_capital,
    room,
)

# --- dice, cap, catapult: battles and room -----------------------------------------------------


def dice_boost(state: State, seat: int | None, side: str) -> tuple[tuple[int, int], ...]:
    """``dice`` {side, n, dice}: +n to that many highest dice, in a battle the lord token's
    stack fights on that side (the caller knows whether the lord is in it)."""
    found = skill(state, seat, "dice")
    if found is None or found["side"] != side:
        return ()
    return ((int(found["n"]), int(found["dice"])),)


def cap_reach(state: State, seat: int | None) -> int:
    """The most any stack of the seat may stand above the ordinary cap: what a lord with the
    ``cap`` skill let in stays when the lord moves on (ruling W30)."""
    return skill_value(state, seat, "cap")


def catapult_bonus(state: State, seat: int | None) -> int:
    """``catapult`` {n}: each of the seat's firing catapults kills n more (they fire only in
    its attacks, ruling B4)."""
    return skill_value(state, seat, "catapult")


def duel_bonus(state: State, seat: int | None) -> int:
    """``duel`` {n}: +n to the side's value in every sorcery duel."""
    return skill_value(state, seat, "duel")


# --- turn, hand, capital, tax, prices ----------------------------------------------------------


def turn_points(state: State, seat: int) -> int:
    """``action_points`` {n}: n more action points at the start of each own turn."""
    return skill_value(state, seat, "action_points")


def hand_size(state: State, seat: int) -> int:
    """``hand`` {n}: the hand is refilled to 6 + n."""
    return HAND + skill_value(state, seat, "hand")


def relocate_cost(state: State, seat: int) -> int:
    """``relocate`` {ap}: moving the capital costs ``ap`` action points instead of 2."""
    found = skill(state, seat, "relocate")
    return int(found["ap"]) if found is not None else RELOCATE_COST


def tax_bonus(state: State, seat: int, tax: int) -> int:
    """``tax`` {pct}: pct% more of the round's tax, rounded down."""
    return tax * skill_value(state, seat, "tax", "pct") // 100


def recruit(state: State, seat: int) -> list[Event]:
    """``recruit`` {soldiers, where: lord}: free soldiers on the lord's territory at the start
    of each own turn, as many as fit, never in a capital (as Royal Guard, ruling W33)."""
    found = skill(state, seat, "recruit")
    where = state["seats"][seat]["lord"]
    if found is None or where is None or is_capital(state, where) or room(state, where) < 1:
        return []
    placed = add_soldiers(state, seat, where, int(found["soldiers"]))
    params = {"seat": seat, "skill": "recruit", "territory": where, "units": placed}
    return [Event("ww-ev-skill", params)]


# --- spy and escape: skills with uses ----------------------------------------------------------


def uses_of(lord_card: str) -> dict[str, int]:
    """A freshly kept lord card's skills that can be used only so often (``uses``)."""
    return {s.kind: int(s["uses"]) for s in decks().lord(lord_card).skills if "uses" in s.params}


def _use(state: State, seat: int, kind: str) -> bool:
    """Spend one use of a skill; False when it has none left (or the seat lacks it)."""
    uses = state["seats"][seat]["skill_uses"]
    if skill(state, seat, kind) is None or uses.get(kind, 0) < 1:
        return False
    uses[kind] -= 1
    return True


def spy_options(state: State, seat: int) -> list[Action]:
    """``spy`` {look, uses}: ``{"t":"skill","p":seat}`` on any other player still in, while a
    use is left (ruling W32)."""
    if skill(state, seat, "spy") is None or state["seats"][seat]["skill_uses"].get("spy", 0) < 1:
        return []
    return [{"t": "skill", "p": other} for other in alive(state) if other != seat]


def use_spy(state: State, seat: int, action: Action) -> list[Event]:
    """Look at a player's mission or hand (as a spy card does, ruling W18), for no action
    point; the table hears who looked at whom, the spy alone what was seen."""
    found = skill(state, seat, "spy")
    if found is None or state["seats"][seat]["skill_uses"].get("spy", 0) < 1:
        raise err("skill")
    params: dict[str, Any] = spy(state, seat, found, action)  # checks the target first
    _use(state, seat, "spy")
    info = state["seats"][seat]
    return [
        Event("ww-ev-skill", {"seat": seat, "skill": "spy", **params}),
        Event("ww-ev-seen", dict(info["seen"][-1]), to=(seat,)),
    ]


def escape(state: State, seat: int, where: str | None) -> list[Event]:
    """``escape`` {uses}: a capture fails and the lord goes to the capital, while a use is
    left; not when the capital itself has fallen (ruling W34). ``where``: where the lord was
    taken (None: with an attacking stack that was wiped out)."""
    info = state["seats"][seat]
    capital = info["capital"]
    if capital is None or capital == where or not _use(state, seat, "escape"):
        return []
    info["lord"] = capital
    return [
        Event("ww-ev-skill", {"seat": seat, "skill": "escape", "territory": capital}),
        Event("ww-ev-lord-escaped", {"seat": seat, "territory": capital}),
    ]
