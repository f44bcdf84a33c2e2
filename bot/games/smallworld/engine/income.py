"""Estimates from the public board for the bot players: turns scored so far and a seat's
income per turn if it kept what it holds (the coin estimate in ``determinize`` and the
projection in ``evaluate``). Unlike ``scoring`` these never change the state."""

from __future__ import annotations

from bot.games.smallworld.engine.data import ALCHEMIST_BONUS
from bot.games.smallworld.engine.scoring import TERRAIN_POWERS
from bot.games.smallworld.engine.state import State, board, forces, region, regions_of

# Regions holding tokens that Orcs or Pillaging take in a typical turn (each pays one coin).
NON_EMPTY_PER_TURN = 1.5


def completed_turns(state: State, seat: int) -> int:
    """How many times ``seat`` has scored: one per round before this one, plus this round's
    turn if it came (or ended) already."""
    if state["phase"] == "over":
        return int(state["turns"])
    players = state["players"]
    order = (seat - state["first"]) % players
    now = (state["active"] - state["first"]) % players
    done = state["turn"] - 1 + (1 if order < now else 0)
    if seat == state["active"] and state["phase"] in ("stout", "defenders"):
        done += 1  # its turn has been scored already
    return int(done)


def turns_left(state: State, seat: int) -> int:
    """Scorings still to come for ``seat``."""
    return int(state["turns"]) - completed_turns(state, seat)


def expected_income(state: State, seat: int) -> float:
    """Coins ``seat`` would score at the end of a turn holding exactly what it holds now (one
    per region and the race and power bonuses; Wealthy's one-off bonus left out)."""
    held_by_seat = sum(1 for reg in state["regions"].values() if reg["owner"] == seat)
    income = float(held_by_seat)
    for force, declined in forces(state, seat):
        race, power = force["race"], force.get("power")
        held = regions_of(state, race)
        if race == "dwarves":
            income += sum(1 for rid in held if board(state, rid)["mine"])
        if declined:
            continue
        if race == "humans":
            income += sum(1 for rid in held if board(state, rid)["terrain"] == "farmland")
        elif race == "wizards":
            income += sum(1 for rid in held if board(state, rid)["magic"])
        elif race == "orcs":
            income += NON_EMPTY_PER_TURN
        if power in TERRAIN_POWERS:
            income += sum(
                1 for rid in held if board(state, rid)["terrain"] == TERRAIN_POWERS[power]
            )
        elif power == "merchant":
            income += len(held)
        elif power == "alchemist":
            income += ALCHEMIST_BONUS
        elif power == "fortified":
            income += sum(region(state, rid)["fortress"] for rid in held)
        elif power == "pillaging":
            income += NON_EMPTY_PER_TURN
    return income
