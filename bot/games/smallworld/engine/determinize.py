"""A whole state a seat could be in, rebuilt from its view alone (for the bot players' search).

What the view shows is copied: the board, the market, every race and badge in play with its
tokens in hand, the turn's public record (``first``, ``turn_state``, the discarded badges), the
seat's own coins. What nobody or only another seat knows is sampled with ``rng``:

* the face-down race stack: the banners in no other place, in random order (banners that came
  back go under the stack, but which ones came back is in the log, not in the view);
* the face-down badge stack: the badges in no other place and not discarded, in random order;
* the other seats' coins (see :func:`estimate_coins`).

The box is not sampled: every race's tokens in the box are its total minus those on the map
and in hands, all public.
"""

from __future__ import annotations

import math
import random
from functools import cache
from typing import Any

from bot.engine.base import View, fresh
from bot.games.smallworld.engine.data import POWERS, RACES, STARTING_COINS
from bot.games.smallworld.engine.income import completed_turns, expected_income
from bot.games.smallworld.engine.maps import load_map
from bot.games.smallworld.engine.state import MARKERS, State, board_from_regions

# How far the truth strays from the estimate of another seat's coins, as a fraction (one standard
# deviation of a normal spread): the estimate is off by 11-15 % on average in autopilot games,
# see tests/engine/smallworld/test_determinize.py (about 0.8 standard deviations).
COIN_SPREAD = 0.15


@cache
def printed_board(map_id: int) -> dict[str, dict[str, Any]]:
    """The static board of a printed map (never changed; copied into each sample)."""
    return board_from_regions(list(load_map(map_id).regions.values()))


def determinize(view: View, seat: int, rng: random.Random) -> State:
    """The engine's ``determinize``: a state whose ``view(state, seat)`` equals ``view``."""
    if view.get("me", {}).get("seat") != seat:
        raise ValueError("determinize needs the seat's own view")
    # The board is shared, not copied: the search makes a sample per iteration, nothing writes
    # to a board, and the map facts worked out from it (geography.py) are then found again.
    state = public_state(view, rng, share_board=True)
    seats = state["seats"]
    seats[seat]["coins"] = view["me"]["coins"]
    for other in range(state["players"]):
        if other != seat:
            seats[other]["coins"] = sample_coins(state, seat, other, rng)
    return state


def deal_public(view: View, rng: random.Random) -> State:
    """A whole state drawn from the public view alone (``view(state, None)``): the face-down
    stacks shuffled and every seat's coins set to what the public can tell of them
    (:func:`public_coins`), not sampled (a fork's start, redeal.py)."""
    state = public_state(view, rng)
    for seat in range(state["players"]):
        state["seats"][seat]["coins"] = public_coins(state, seat)
    return state


def public_state(view: View, rng: random.Random, share_board: bool = False) -> State:
    """The state's public part from ``view`` (any seat's, or the public one), its face-down
    stacks shuffled; every seat's coins still 0. ``share_board``: the printed board itself
    rather than a copy (a sample the search throws away)."""
    printed = printed_board(view["map"])
    players = view["players"]
    regions = {
        str(row["id"]): {
            "owner": row["owner"],
            "race": row["race"],
            "declined": row["declined"],
            "tokens": row["tokens"],
            "lost_tribe": row["lost_tribe"],
            **{marker: row["markers"][key] for marker, key in MARKER_KEYS.items()},
        }
        for row in view["regions"]
    }
    seats = [seat_from_view(row) for row in view["seats"]]
    state: State = {
        "game": "smallworld",
        "players": players,
        "turns": view["turns"],
        "turn": view["turn"],
        "map": view["map"],
        "first": view["first"],
        "active": view["active"],
        "phase": view["phase"],
        "board": printed if share_board else fresh(printed),
        "regions": regions,
        "market": fresh(view["market"]),
        "race_stack": [],
        "power_stack": [],
        "power_discard": list(view["power_discard"]),
        "box": {},
        "seats": seats,
        "turn_state": fresh(view["turn_state"]),
        "last_roll": view["last_roll"],
        "result": fresh(view["result"]),
    }
    state["box"] = box_from_board(state)
    deal_hidden_stacks(state, rng)
    return state


# Marker names in the state and in the view's ``markers`` (the view spells out "encampment").
MARKER_KEYS = {marker: ("encampment" if marker == "camp" else marker) for marker in MARKERS}


def seat_from_view(row: dict[str, Any]) -> dict[str, Any]:
    active = row["active"]
    return {
        "coins": 0,  # filled in by determinize
        "active": None
        if active is None
        else {
            "race": active["race"],
            "power": active["power"],
            "hand": active["in_hand"],
            "holes": active["holes"],
            "wealthy_paid": active["wealthy_paid"],
        },
        "declined": [
            {"race": force["race"], "power": force["power"], "hand": force["in_hand"]}
            for force in row["declined"]
        ],
        "ally": row["ally"],
    }


def in_play(state: State) -> tuple[list[str], list[str]]:
    """Banners and badges in a known place: the market, the seats (and discarded badges)."""
    races = [combo["race"] for combo in state["market"]]
    powers = [combo["power"] for combo in state["market"]] + list(state["power_discard"])
    for info in state["seats"]:
        for force in ([info["active"]] if info["active"] else []) + info["declined"]:
            races.append(force["race"])
            if force["power"] is not None:
                powers.append(force["power"])
    return races, powers


def deal_hidden_stacks(state: State, rng: random.Random) -> None:
    races, powers = in_play(state)
    race_stack = sorted(set(RACES) - set(races))
    power_stack = sorted(set(POWERS) - set(powers))
    rng.shuffle(race_stack)
    rng.shuffle(power_stack)
    state["race_stack"] = race_stack
    state["power_stack"] = power_stack


def box_from_board(state: State) -> dict[str, int]:
    box = {race: total for race, (_banner, total) in RACES.items()}
    for reg in state["regions"].values():
        if reg["race"] is not None:
            box[reg["race"]] -= reg["tokens"]
    for info in state["seats"]:
        for force in ([info["active"]] if info["active"] else []) + info["declined"]:
            box[force["race"]] -= force["hand"]
    return box


def estimate_coins(state: State, seat: int, other: int, own_coins: int) -> float:
    """What ``other`` has most likely earned, as seen by ``seat``: the starting coins plus,
    for each turn it has scored, a rate half from what ``seat`` itself earned per turn (the
    same map and turns) and half from what ``other``'s regions and races pay now."""
    own_turns = completed_turns(state, seat)
    their_turns = completed_turns(state, other)
    if their_turns == 0:
        return float(STARTING_COINS)
    own_rate = (own_coins - STARTING_COINS) / own_turns if own_turns else None
    their_rate = expected_income(state, other)
    rate = their_rate if own_rate is None else 0.5 * own_rate + 0.5 * their_rate
    return STARTING_COINS + their_turns * max(0.0, rate)


def public_coins(state: State, seat: int) -> int:
    """What everybody can tell of ``seat``'s coins: the starting coins plus, for each turn it
    scored, what its regions and races pay now (:func:`estimate_coins` without a seat's own
    earnings to go by), rounded half up."""
    turns = completed_turns(state, seat)
    return math.floor(STARTING_COINS + turns * max(0.0, expected_income(state, seat)) + 0.5)


def sample_coins(state: State, seat: int, other: int, rng: random.Random) -> int:
    guess = estimate_coins(state, seat, other, state["seats"][seat]["coins"])
    if completed_turns(state, other) == 0:
        # Before its first scoring a seat may only have spent coins on a combo or taken some.
        return STARTING_COINS
    return max(0, round(guess * (1.0 + rng.gauss(0.0, COIN_SPREAD))))
