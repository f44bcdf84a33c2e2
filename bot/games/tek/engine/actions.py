"""Who may act, what they may do (one source of truth for menus and the autopilot), and
applying an action: every action goes through :func:`apply_action`, which checks the phase
and the seat and hands over to the module that owns the step."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import Event, RuleError
from bot.games.tek.engine import rounds, war
from bot.games.tek.engine.setup import do_setup, setup_actions, setup_done, setup_waiting

Action = dict[str, Any]
State = dict[str, Any]


def waiting_for(state: State) -> set[int]:
    phase = state["phase"]
    if phase in ("faction", "setup"):
        return setup_waiting(state)
    if phase == "act":
        return {state["leader"]}
    if phase == "follow":
        return rounds.follow_waiting(state)
    if phase in ("war", "flee"):
        return war.waiting(state)
    return set()


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in waiting_for(state):
        return []
    phase = state["phase"]
    if phase in ("faction", "setup"):
        return setup_actions(state, seat)
    if phase == "act":
        return rounds.lead_actions(state, seat)
    if phase == "follow":
        return rounds.follow_actions(state, seat)
    if phase == "war":
        return war.legal_bids(state, seat)
    return war.flee_actions(state, seat)


def apply_action(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    if state["phase"] == "over":
        raise RuleError("tek-err-game-over")
    if not isinstance(action, dict) or not isinstance(action.get("t"), str):
        raise RuleError("tek-err-bad-action")
    if seat not in waiting_for(state):
        raise RuleError("tek-err-not-your-turn")
    phase = state["phase"]
    if phase in ("faction", "setup"):
        events = do_setup(state, seat, action, rng)
        return events + rounds.begin(state) if setup_done(state) else events
    if phase == "act":
        return rounds.lead(state, seat, action)
    if phase == "follow":
        return rounds.choose(state, seat, action)
    if phase == "war":
        if action["t"] != "bid":
            raise RuleError("tek-err-wrong-phase")
        events, resume = war.place_bid(state, seat, action)
    else:
        if action["t"] not in ("flee", "perish"):
            raise RuleError("tek-err-wrong-phase")
        events, resume = war.flee(state, seat, action)
    if resume is None:
        return events
    return events + rounds.after_war(state, resume)
