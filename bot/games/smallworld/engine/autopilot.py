"""A plain but sensible player: good-value combos, cheap conquests, timely decline.

It only ever returns an action from ``legal_actions``, so it can stand in for anybody who lets
a deadline pass (including defenders who must place tokens they got back).
"""

from __future__ import annotations

import random

from bot.engine.base import Action
from bot.games.smallworld.engine.actions import legal_actions
from bot.games.smallworld.engine.conquest import defence
from bot.games.smallworld.engine.data import tokens_for
from bot.games.smallworld.engine.state import State, active_force, region, regions_of
from bot.games.smallworld.engine.turn import available_tokens

VALUABLE_POWERS = ("wealthy", "alchemist", "merchant", "flying", "commando", "dragon_master")


def choose(state: State, seat: int, rng: random.Random) -> Action:
    actions = legal_actions(state, seat)
    if not actions:
        raise ValueError(f"seat {seat} has nothing to do")
    by_type: dict[str, list[Action]] = {}
    for action in actions:
        by_type.setdefault(action["t"], []).append(action)
    phase = state["phase"]
    if phase == "pick":
        return choose_combo(state, by_type["pick"], rng)
    if phase == "conquer":
        return choose_conquest(state, seat, by_type, rng)
    if phase == "redeploy":
        for kind in ("fortress", "hero", "camp", "ally"):
            if kind in by_type:
                return rng.choice(by_type[kind])
        return (by_type.get("redeploy") or by_type["end"])[0]
    if phase == "stout":
        force = active_force(state, seat)
        weak = force is not None and should_decline(state, seat)
        return {"t": "decline"} if weak else {"t": "end"}
    return actions[0]


def choose_combo(state: State, picks: list[Action], rng: random.Random) -> Action:
    def value(action: Action) -> float:
        combo = state["market"][action["i"]]
        worth = tokens_for(combo["race"], combo["power"]) + combo["coins"] - action["i"]
        if combo["power"] in VALUABLE_POWERS:
            worth += 1.5
        return worth + rng.random()

    return max(picks, key=value)


def should_decline(state: State, seat: int) -> bool:
    """Decline when the race can no longer take much: few spare tokens for its regions, or
    (almost) nothing left at all."""
    force = active_force(state, seat)
    if force is None or state["turn"] >= state["turns"]:
        return False
    held = regions_of(state, force["race"])
    spare = force["hand"] + sum(region(state, rid)["tokens"] - 1 for rid in held)
    return (len(held) >= 3 and spare <= 2) or spare < 2


def choose_conquest(
    state: State, seat: int, by_type: dict[str, list[Action]], rng: random.Random
) -> Action:
    if "decline" in by_type and should_decline(state, seat):
        return {"t": "decline"}
    if "convert" in by_type:
        return rng.choice(by_type["convert"])
    if "dragon" in by_type:
        # The dragon is best spent on the strongest region it can reach.
        return max(by_type["dragon"], key=lambda a: (defence(state, a["r"]), rng.random()))
    if "berserk" in by_type and state["turn_state"]["berserk"] is None:
        return by_type["berserk"][0]
    conquests = by_type.get("conquer", [])
    if conquests:
        return min(conquests, key=lambda a: (a["c"] - worth(state, a["r"]), rng.random()))
    rolls = by_type.get("roll", [])
    if rolls and available_tokens(state) <= 3:
        return min(rolls, key=lambda a: (a["c"], rng.random()))
    return {"t": "end"}


def worth(state: State, rid: int) -> float:
    """Small preferences between equally priced regions: take enemies' regions, keep together."""
    reg = region(state, rid)
    bonus = 0.5 if reg["owner"] is not None and reg["owner"] != state["active"] else 0.0
    return bonus + (0.3 if reg["lost_tribe"] else 0.0)
