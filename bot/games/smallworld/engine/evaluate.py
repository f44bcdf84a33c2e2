"""Each seat's chance to win from a state, without playing on (where the search stops early).

The projection, for each seat ``s`` (``coins`` its victory coins, ``left`` its scorings to
come, ``income`` what its regions and races pay per turn now, ``mean`` the seats' average
``income``)::

    rate      = KEEP * income + (1 - KEEP) * mean      # races weaken and get replaced
    projected = coins + left * rate (+ Wealthy's 7 if not paid yet)

and the chance to win is a softmax over the projections::

    chance(s) = exp(projected(s) / t) / sum over seats of exp(projected / t)
    t         = SPREAD * (1 + mean * sqrt(max left))    # more turns to go: less certain

At the end of the game the result decides: the winners share 1.
"""

from __future__ import annotations

import math

from bot.games.smallworld.engine.data import WEALTHY_BONUS
from bot.games.smallworld.engine.income import expected_income, turns_left
from bot.games.smallworld.engine.state import State

# Fitted on 1,200 autopilot games (300 per player count, the state at each round's start):
# the values that gave the winners the highest likelihood. A term for the active race's spare
# tokens was tried and fitted to zero weight.
KEEP = 0.3  # weight of a seat's own income now in its income for the rest of the game
SPREAD = 0.4  # uncertainty of the projection per coin of income and sqrt(turn)


def projected_coins(state: State) -> list[float]:
    seats = range(state["players"])
    incomes = [expected_income(state, seat) for seat in seats]
    mean = sum(incomes) / len(incomes)
    projected = []
    for seat in seats:
        left = turns_left(state, seat)
        coins = float(state["seats"][seat]["coins"])
        if left > 0:
            rate = KEEP * incomes[seat] + (1 - KEEP) * mean
            coins += left * rate
            force = state["seats"][seat]["active"]
            if force is not None and force["power"] == "wealthy" and not force["wealthy_paid"]:
                coins += WEALTHY_BONUS
        projected.append(coins)
    return projected


def evaluate(state: State) -> dict[int, float]:
    """The engine's ``evaluate``: each seat's estimated chance to win, summing to 1."""
    players = state["players"]
    if state["result"] is not None:
        winners = state["result"]["winners"]
        return {seat: (1.0 / len(winners) if seat in winners else 0.0) for seat in range(players)}
    projected = projected_coins(state)
    incomes = [expected_income(state, seat) for seat in range(players)]
    mean = max(1.0, sum(incomes) / players)
    left = max(turns_left(state, seat) for seat in range(players))
    spread = SPREAD * (1.0 + mean * math.sqrt(left))
    top = max(projected)
    weights = [math.exp((value - top) / spread) for value in projected]
    total = sum(weights)
    return {seat: weights[seat] / total for seat in range(players)}
