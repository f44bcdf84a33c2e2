"""Checking and applying actions, and listing the legal ones (one source of truth)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.engine.base import Action, Event, RuleError
from bot.games.smallworld.engine import specials
from bot.games.smallworld.engine.conquest import (
    candidates,
    cost_for,
    position,
    race_text,
    take_region,
    target_error,
)
from bot.games.smallworld.engine.data import FINAL_ROLL_REACH, FORTRESSES
from bot.games.smallworld.engine.market import pick
from bot.games.smallworld.engine.state import (
    Force,
    State,
    acting_force,
    active_force,
    clear_region,
    has_power,
    marker_total,
    region,
    regions_of,
)
from bot.games.smallworld.engine.turn import (
    advance,
    after_turn,
    apply_layout,
    available_tokens,
    decline,
    default_layout,
    end_conquest,
    finish_turn,
    holdings_to_place,
    movable_forces,
    pending_hand,
    ready_troops,
)

Handler = Callable[[State, int, Action, random.Random], list[Event]]

# Actions whose parameters the player composes (not listed whole by legal_actions): the
# fields each takes. Everything else a player sends must be one of the listed actions.
FREE_ACTIONS: dict[str, tuple[str, ...]] = {"redeploy": ("n",), "hero": ("r",), "camp": ("n",)}


def waiting_for(state: State) -> set[int]:
    if state["phase"] == "over":
        return set()
    if state["phase"] == "defenders":
        return {seat for seat in range(state["players"]) if pending_hand(state, seat)}
    return {state["active"]}


def region_arg(action: Action) -> int:
    rid = action.get("r")
    if not isinstance(rid, int) or isinstance(rid, bool):
        raise RuleError("sw-err-bad-action")
    return rid


def acting(state: State) -> tuple[Force, bool]:
    force, declined = acting_force(state)
    if force is None:
        raise RuleError("sw-err-wrong-phase")
    return force, declined


def conquests_so_far(state: State) -> int:
    turn = state["turn_state"]
    if turn["force"] == "ghouls":
        return turn["ghoul_conquests"]
    return turn["conquests"]


def may_decline(state: State) -> bool:
    turn = state["turn_state"]
    return (
        turn["force"] == "active"
        and not turn["picked"]
        and not turn["acted"]
        and active_force(state, state["active"]) is not None
    )


# --- handlers ----------------------------------------------------------------------------


def do_pick(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    index = action.get("i")
    if not isinstance(index, int) or not 0 <= index < len(state["market"]):
        raise RuleError("sw-err-bad-action")
    if state["seats"][seat]["coins"] < index:
        raise RuleError("sw-err-coins", cost=index)
    force, paid, taken = pick(state, seat, index, rng)
    state["seats"][seat]["active"] = force
    state["turn_state"].update(picked=True, readied=True)
    state["phase"] = "conquer"
    race, power = force["race"], force["power"]
    return [
        Event(
            "sw-picked",
            {
                "seat": seat,
                "race": race_text(race),
                "power": {"key": f"sw-power-{power}", "params": {}},
                "tokens": force["hand"],
            },
        ),
        Event(
            "sw-picked-private",
            {"paid": paid, "taken": taken, "total": state["seats"][seat]["coins"]},
            to=(seat,),
        ),
    ]


def do_decline(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    if state["phase"] == "stout":
        return decline(state, seat, rng) + after_turn(state, rng)
    if not may_decline(state):
        raise RuleError("sw-err-decline-late")
    return decline(state, seat, rng) + finish_turn(state, rng)


def do_abandon(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    rid = region_arg(action)
    force, declined = acting(state)
    if rid not in regions_of(state, force["race"]):
        raise RuleError("sw-err-not-yours", region=rid)
    if conquests_so_far(state):
        raise RuleError("sw-err-abandon-late")
    ready_troops(state)
    force["hand"] += region(state, rid)["tokens"]
    clear_region(state, rid)
    if not declined:
        state["turn_state"]["acted"] = True
    return [Event("sw-abandoned", {"seat": seat, "race": race_text(force["race"]), "region": rid})]


def do_conquer(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    rid = region_arg(action)
    force, declined = acting(state)
    error = target_error(state, seat, force, declined, rid)
    if error:
        raise RuleError(error, region=rid)
    ready_troops(state)
    cost = cost_for(state, force, declined, rid)
    if force["hand"] < cost:
        raise RuleError("sw-err-tokens", region=rid, cost=cost, have=force["hand"])
    state["turn_state"]["berserk"] = None
    return take_region(state, seat, force, declined, rid, cost, rng)


def do_roll(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    rid = region_arg(action)
    force, declined = acting(state)
    if has_power(force, "berserk", declined):
        raise RuleError("sw-err-berserk-roll")
    error = target_error(state, seat, force, declined, rid)
    if error:
        raise RuleError(error, region=rid)
    ready_troops(state)
    cost = cost_for(state, force, declined, rid)
    hand = force["hand"]
    if hand < 1:
        raise RuleError("sw-err-no-tokens")
    if not 1 <= cost - hand <= FINAL_ROLL_REACH:
        raise RuleError("sw-err-roll-range", cost=cost, have=hand)
    die = specials.roll_die(rng)
    state["last_roll"] = die
    success = hand + die >= cost
    events = [
        Event(
            "sw-final-roll",
            {"seat": seat, "region": rid, "die": die, "result": "won" if success else "failed"},
        )
    ]
    if not declined:
        state["turn_state"]["acted"] = True
    if success:
        events += take_region(state, seat, force, declined, rid, hand, rng)
    return events + end_conquest(state)


def do_berserk(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    force, declined = acting(state)
    if declined:
        raise RuleError("sw-err-wrong-phase")
    specials.require_power(force, "berserk")
    ready_troops(state)
    return specials.berserk_roll(state, seat, rng)


def do_dragon(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    rid = region_arg(action)
    force, declined = acting(state)
    if declined:
        raise RuleError("sw-err-wrong-phase")
    specials.require_power(force, "dragon_master")
    ready_troops(state)
    return specials.dragon_attack(state, seat, force, rid, rng)


def do_convert(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    rid = region_arg(action)
    force, declined = acting(state)
    if declined or force["race"] != "sorcerers":
        raise RuleError("sw-err-no-race", race=race_text("sorcerers"))
    ready_troops(state)
    return specials.sorcerers_convert(state, seat, force, rid)


def do_end_conquest(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    return end_conquest(state)


def do_redeploy(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    own_turn = state["phase"] == "redeploy"
    holdings = holdings_to_place(state, seat, own_turn)
    # Without a layout the default one is meant: a short action that fits in any button.
    layout = action.get("n")
    apply_layout(state, holdings, default_layout(state, holdings) if layout is None else layout)
    events = [Event("sw-redeployed", {"seat": seat})]
    if own_turn:
        return events + specials.standing_markers(state, seat) + finish_turn(state, rng)
    if not any(pending_hand(state, other) for other in range(state["players"])):
        events += advance(state)
    return events


def do_end_redeploy(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    if pending_hand(state, seat):
        raise RuleError("sw-err-hand-not-empty")
    return specials.standing_markers(state, seat) + finish_turn(state, rng)


def do_end_stout(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    return after_turn(state, rng)


def do_fortress(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    return specials.place_fortress(state, seat, region_arg(action))


def do_hero(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    return specials.place_heroes(state, seat, action.get("r"))


def do_camp(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    return specials.place_camps(state, seat, action.get("n"))


def do_ally(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    return specials.make_ally(state, seat, action.get("s"))


HANDLERS: dict[tuple[str, str], Handler] = {
    ("pick", "pick"): do_pick,
    ("conquer", "decline"): do_decline,
    ("conquer", "abandon"): do_abandon,
    ("conquer", "conquer"): do_conquer,
    ("conquer", "roll"): do_roll,
    ("conquer", "berserk"): do_berserk,
    ("conquer", "dragon"): do_dragon,
    ("conquer", "convert"): do_convert,
    ("conquer", "end"): do_end_conquest,
    ("redeploy", "redeploy"): do_redeploy,
    ("redeploy", "end"): do_end_redeploy,
    ("redeploy", "fortress"): do_fortress,
    ("redeploy", "hero"): do_hero,
    ("redeploy", "camp"): do_camp,
    ("redeploy", "ally"): do_ally,
    ("stout", "decline"): do_decline,
    ("stout", "end"): do_end_stout,
    ("defenders", "redeploy"): do_redeploy,
}


def apply_action(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    if state["phase"] == "over":
        raise RuleError("sw-err-game-over")
    if not isinstance(action, dict) or not isinstance(action.get("t"), str):
        raise RuleError("sw-err-bad-action")
    if seat not in waiting_for(state):
        raise RuleError("sw-err-not-your-turn")
    handler = HANDLERS.get((state["phase"], action["t"]))
    if handler is None:
        raise RuleError("sw-err-wrong-phase")
    return handler(state, seat, action, rng)


# --- listing -----------------------------------------------------------------------------


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in waiting_for(state):
        return []
    phase = state["phase"]
    if phase == "pick":
        coins = state["seats"][seat]["coins"]
        return [
            {"t": "pick", "i": index} for index in range(len(state["market"])) if index <= coins
        ]
    if phase == "conquer":
        return conquer_actions(state, seat)
    if phase == "redeploy":
        return redeploy_actions(state, seat)
    if phase == "stout":
        return [{"t": "decline"}, {"t": "end"}]
    return [{"t": "redeploy"}]  # the default layout (any other layout is checked by apply)


def conquer_actions(state: State, seat: int) -> list[Action]:
    force, declined = acting_force(state)
    assert force is not None
    actions: list[Action] = []
    if may_decline(state):
        actions.append({"t": "decline"})
    hand = available_tokens(state)
    turn = state["turn_state"]
    where = position(state, force, declined)
    targets = [
        rid
        for rid in candidates(state, force, declined, where)
        if target_error(state, seat, force, declined, rid, where) is None
    ]
    berserk = has_power(force, "berserk", declined)
    for rid in targets:
        cost = cost_for(state, force, declined, rid)
        if cost <= hand:
            actions.append({"t": "conquer", "r": rid, "c": cost})
        elif hand >= 1 and cost - hand <= FINAL_ROLL_REACH and not berserk:
            actions.append({"t": "roll", "r": rid, "c": cost})
    if berserk and turn["berserk"] is None and hand >= 1:
        actions.append({"t": "berserk"})
    if has_power(force, "dragon_master", declined) and not turn["dragon_used"] and hand >= 1:
        actions += [{"t": "dragon", "r": rid} for rid in targets]
    if not declined and force["race"] == "sorcerers":
        actions += [
            {"t": "convert", "r": rid}
            for rid in targets
            if specials.convert_error(state, seat, force, rid, where) is None
        ]
    if not conquests_so_far(state):
        actions += [{"t": "abandon", "r": rid} for rid in where.own]
    actions.append({"t": "end"})
    return actions


def redeploy_actions(state: State, seat: int) -> list[Action]:
    force = active_force(state, seat)
    actions: list[Action] = []
    held = regions_of(state, force["race"]) if force else []
    if force is not None and held:
        actions += marker_actions(state, seat, force, held)
    # An active race with regions always moves on its own turn: the other races are looked
    # at only without one (a map scan per race saved at every redeployment of a playout).
    if (force is not None and held) or movable_forces(state, seat, True):
        actions.append({"t": "redeploy"})  # the default layout
    if not pending_hand(state, seat):
        actions.append({"t": "end"})
    return actions


def marker_actions(state: State, seat: int, force: Force, held: list[int]) -> list[dict[str, Any]]:
    turn = state["turn_state"]
    actions: list[dict[str, Any]] = []
    if (
        has_power(force, "fortified", False)
        and not turn["fortress_placed"]
        and marker_total(state, "fortress") < FORTRESSES
    ):
        actions += [
            {"t": "fortress", "r": rid} for rid in held if not region(state, rid)["fortress"]
        ]
    if has_power(force, "heroic", False) and not turn["heroes_placed"]:
        actions.append({"t": "hero", "r": specials.default_heroes(state, force)})
    if has_power(force, "bivouacking", False) and not turn["camps_placed"]:
        actions.append({"t": "camp", "n": specials.default_camps(state, force)})
    if has_power(force, "diplomat", False) and not turn["allied"]:
        actions += [{"t": "ally", "s": other} for other in specials.ally_choices(state, seat)]
    return actions
