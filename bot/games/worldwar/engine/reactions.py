"""Reaction cards outside one's own turn, played for their holder at their moment (W15).

An asynchronous game cannot stop and ask a player whether to answer a move, so a reaction
card in a hand is played for its holder automatically when its moment comes: Ambush when a
territory of theirs is attacked with dice, Bodyguard when their lord's territory falls, Veto
when another player's domestic-affairs card names them. The card goes to the discards, the
table hears ``ww-ev-reaction``, and the action point it costs is owed (``owed_ap``) and taken
from the holder's next turn (:func:`bot.games.worldwar.engine.rounds.start_turn`). Played in one's
own turn instead (ambush, bodyguard), the cards stand until the next turn as before
(:mod:`bot.games.worldwar.engine.cards`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from bot.engine.base import Action, Event, fresh
from bot.games.worldwar.engine.battle import Side
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.state import CARD_COST, MAP, State

AMBUSH, BODYGUARD, VETO = "ambush", "bodyguard", "veto"


def _fire(state: State, seat: int, card: str, **params: Any) -> Event:
    """Take the card from the hand to the discards, owe its action point, tell the table."""
    info = state["seats"][seat]
    info["hand"].remove(card)
    state["discard"].append(card)
    info["owed_ap"] += CARD_COST
    return Event("ww-ev-reaction", {"seat": seat, "card": card, **params})


def ambush(
    state: State, defender: int | None, side: Side, rolls: bool, armed: bool, tid: str
) -> tuple[Side, list[Event]]:
    """A defence with dice: an Ambush in the defender's hand adds its boost to this defence,
    unless one played in its own turn already stands (``armed``: that one is spent instead and
    the card in hand is kept) or nobody will roll (``rolls`` false: the engines emptied a side,
    or the place is empty)."""
    if defender is None or not rolls or armed:
        return side, []
    if AMBUSH not in state["seats"][defender]["hand"]:
        return side, []
    effect = decks().card(AMBUSH).effect
    boosted = replace(
        side,
        boost=(*side.boost, (int(effect["n"]), int(effect["dice"]))),
        reroll=side.reroll + int(effect["reroll"]),
    )
    return boosted, [_fire(state, defender, AMBUSH, territory=tid)]


def bodyguard(state: State, seat: int, where: str | None) -> list[Event]:
    """The lord's territory fell: a Bodyguard in hand takes the lord to the capital; not when
    the lord fell with an attacking stack (no territory of his fell) nor when the capital
    itself fell (there is nowhere to escape to)."""
    info = state["seats"][seat]
    capital = info["capital"]
    if where is None or capital in (None, where) or BODYGUARD not in info["hand"]:
        return []
    info["lord"] = capital
    return [
        _fire(state, seat, BODYGUARD, territory=capital),
        Event("ww-ev-lord-escaped", {"seat": seat, "territory": capital}),
    ]


def targets(state: State, seat: int, action: Action) -> list[int]:
    """The other players a card play names: ``p``, or the owner of a territory in ``a`` or
    ``x`` (a card aimed at their land names them as surely as their seat)."""
    named: list[Any] = [action.get("p")]
    spread = action.get("x")
    places = [action.get("a"), *(spread if isinstance(spread, list) else [])]
    named += [state["map"][t]["o"] for t in places if isinstance(t, str) and t in MAP.territories]
    seats = range(state["players"])  # a malformed target names nobody; the card refuses it
    others = {s for s in named if isinstance(s, int) and not isinstance(s, bool) and s in seats}
    return sorted(s for s in others - {seat} if not state["seats"][s]["out"])


def veto(
    state: State, seat: int, action: Action, trial: Callable[[State], object]
) -> list[Event] | None:
    """Another player's card names a holder of Veto: if the card would work (``trial`` runs
    it on a copy, so a refused card is refused as usual and vetoes nothing), the Veto fires
    and the card has no effect. Returns the events, or None when no Veto answers."""
    if not any(VETO in info["hand"] for s, info in enumerate(state["seats"]) if s != seat):
        return None  # nobody else holds a Veto (most plays): no need to work out the targets
    holders = [s for s in targets(state, seat, action) if VETO in state["seats"][s]["hand"]]
    if not holders:
        return None
    trial(fresh(state))  # raises the card's own refusal
    cid = str(action["c"])
    state["seats"][seat]["hand"].remove(cid)
    state["discard"].append(cid)
    state["turn"]["ap"] -= CARD_COST  # the player's action point stays spent
    return [_fire(state, holders[0], VETO, against=seat, countered=cid)]
