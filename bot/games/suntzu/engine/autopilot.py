"""A weak but sensible player: legal moves chosen by simple heuristics (and a little chance)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from bot.engine.base import Action
from bot.games.suntzu.engine.battle import outcome
from bot.games.suntzu.engine.data import KEEPERS, PLAGUE, SCORING_ROUNDS
from bot.games.suntzu.engine.rules import legal_actions
from bot.games.suntzu.engine.turns import pending, phase_of

State = dict[str, Any]

_STRENGTH = {"+1": 6.5, "+2": 7.0, "+3": 7.5, "-1": 0.5, PLAGUE: 1.0}
# The warlord a seat prefers when the Chariots event offers a second one.
_CHARIOTS_PREFERENCE = (
    "reinforce",
    "remove_enemy",
    "march",
    "high_six",
    "plague_fury",
    "plague_shield",
    "double_six",
    "plague_recycle",
    "minus_recycle",
)


def strength(card: str) -> float:
    return _STRENGTH.get(card, 0.0) or float(card)


def _plaque_value(state: State, p: int) -> int:
    index = state["scoring_index"]
    return state["plaques"][p][index] if index is not None else 0


def autopilot(state: State, seat: int, rng: random.Random) -> Action:
    phase = phase_of(state)
    support = _support_choice(state, seat, rng)
    if support is not None:
        return support
    if phase == "place":
        # Without the list of legal moves: the bots' playouts place five cards a round, and
        # listing every card on every province each time was a third of the autopilot's cost.
        return _place(state, seat, rng)
    legal = [a for a in legal_actions(state, seat) if a["t"] != "support"]
    if phase == "warlord":
        current = state["warlords"][seat]["id"]
        if current is not None:
            return {"t": "choose", "w": current}  # already chosen: confirm (changes nothing)
        return {"t": "choose", "w": rng.choice([a["w"] for a in legal])}
    if phase == "chariots":
        options = [a["w"] for a in legal]
        return {"t": "choose", "w": min(options, key=_CHARIOTS_PREFERENCE.index)}
    if phase in ("before", "after"):
        return _window(state, seat, legal)
    if phase == "order":
        return max(legal, key=lambda a: (_plaque_value(state, a["p"]), rng.random()))
    if phase == "draw":
        return max(legal, key=lambda a: (sum(strength(c) for c in a["c"]), rng.random()))
    raise ValueError(f"no decision for seat {seat} in phase {phase}")


def _support_choice(state: State, seat: int, rng: random.Random) -> Action | None:
    """Now and then, trade a −1 for an army from the reserve."""
    if not pending(state, seat) or state["reserve"][seat] == 0 or rng.random() > 0.3:
        return None
    hand = Counter(state["hands"][seat])
    placed = Counter(c for c in state["placement"][seat] if c)
    if hand["-1"] > placed["-1"]:
        return {"t": "support", "c": "-1"}
    return None


def _card_value(state: State, seat: int, p: int, card: str) -> float:
    if card == PLAGUE:
        # A Plague is worth playing only where the enemy has a big stack.
        return 8.5 if state["board"][p][1 - seat] >= 3 else -2.0
    value = strength(card)
    if state["round"] not in SCORING_ROUNDS and card not in KEEPERS:
        value -= 4.0  # save the cards that leave the game for the rounds that score
    return value


def _place(state: State, seat: int, rng: random.Random) -> Action:
    placement = state["placement"][seat]
    if state["locked"][seat]:
        return {"t": "lock"}  # already locked: confirm (changes nothing)
    if None not in placement:
        return {"t": "lock"}
    free = Counter(state["hands"][seat]) - Counter(c for c in placement if c)
    empty = [p for p in range(len(placement)) if placement[p] is None]
    p = max(empty, key=lambda q: _plaque_value(state, q) + rng.random() * 2)
    card = max(free, key=lambda c: _card_value(state, seat, p, c) + rng.random())
    return {"t": "assign", "p": p, "c": card}


def _window(state: State, seat: int, legal: list[Action]) -> Action:
    uses = [a for a in legal if a["t"] == "warlord"]
    best: Action | None = None
    best_gain = 0.0
    for action in uses:
        gain = _gain(state, seat, action)
        if gain > best_gain:
            best, best_gain = action, gain
    return best if best is not None else {"t": "pass"}


def _gain(state: State, seat: int, action: Action) -> float:
    wid = action["w"]
    enemy = 1 - seat
    p = int(action.get("p", -1))
    board = state["board"]
    if wid in ("high_six", "minus_recycle", "plague_recycle"):
        return 1.0
    if wid == "plague_shield":
        return 1.0 if board[p][seat] >= 2 else 0.0
    if wid == "plague_fury":
        return 1.0 if board[p][enemy] >= 3 else 0.0
    if wid == "double_six":
        own, other = state["played"][p][seat], state["played"][p][enemy]
        now, then = outcome(*_pair(seat, own, other)), outcome(*_pair(seat, "6", other))
        return 1.0 if now.winner != seat and then.winner == seat else 0.0
    # The once-in-six-rounds warlords: spend them on a scoring round, or before it is too late.
    urgent = state["phase"] == "after" and (state["round"] in SCORING_ROUNDS or state["round"] == 6)
    if not urgent:
        return 0.0
    value = _plaque_value(state, p) + 0.1
    if wid == "march":
        q = action["q"]
        return _plaque_value(state, q) - value if board[p][seat] > 1 else 0.05
    if wid == "remove_enemy":
        return value + (1.0 if board[p][enemy] <= 1 else 0.0)
    return value  # reinforce


def _pair(seat: int, own: str, other: str) -> tuple[str, str]:
    return (own, other) if seat == 0 else (other, own)
