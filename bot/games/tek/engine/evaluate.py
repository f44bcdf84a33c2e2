"""Each seat's chance to win from a position (issue 30, part 3): where the search stops a
playout before the end, it asks this instead of playing on.

Projected end score of a seat, with L the rounds left (estimated below):

    projected = points now (scoring.breakdown: meeples, capitals, magic, tower, bonus, ...)
              + 0.25 * resources held
              + L * (0.04 * income per collect + 0.05 * magic level)
              + 0.25 * (magic level / 5) * the level-5 bonus it would score now (magic < 5)

and the chance to win is a softmax of the projections, wider the longer the game has to go:

    p(seat) = exp(projected / T) / sum over seats,   T = 1.5 + 0.1 * L

Rounds left: once an end condition is met, the shields still to place on the card;
otherwise 46 * (1 - progress) - 1 (at least 2), progress being the furthest any seat has
gone towards an end condition (meeples / 7, tower / 6, magic / 5).

The weights and the temperature were fitted on 600 autopilot games (150 per player count,
both follow modes, exploration on and off): least squares of the final score on the terms
above, then the temperature of best log-likelihood of the winner. Resources are worth about
a quarter point each, as the autopilot prices them (0.4 a resource spent, some wasted), and a
round's collect a little more than its income's share. A finished game gives its winners the
whole chance, shared; a draw shares it among everybody.
"""

from __future__ import annotations

import math

from bot.games.tek.engine.collect import income
from bot.games.tek.engine.content import MAX_MAGIC, MAX_TOWER, MEEPLES, SHIELDS, faction
from bot.games.tek.engine.scoring import bonus_points, breakdown
from bot.games.tek.engine.state import State, on_map

RESOURCE = 0.25  # points a resource held is worth at the end
INCOME = 0.04  # points per round per resource a collect brings
MAGIC = 0.05  # points per round per magic level (the research it keeps buying)
BONUS = 0.25  # share of the level-5 bonus counted per level reached towards it
TEMPERATURE = 1.5
WIDENING = 0.1  # temperature per round left
PACE = 46  # rounds a whole game of progress takes, roughly


def rounds_left(state: State) -> float:
    if state["ending"]:
        return float(max(1, SHIELDS - len(state["shields"])))
    progress = 0.0
    for seat, info in enumerate(state["seats"]):
        progress = max(
            progress,
            on_map(state, seat) / MEEPLES,
            info["tower"] / MAX_TOWER,
            info["magic"] / MAX_MAGIC,
        )
    return max(2.0, PACE * (1 - progress) - 1)


def projected(state: State, seat: int, left: float) -> float:
    info = state["seats"][seat]
    points = float(breakdown(state, seat)["total"])
    points += RESOURCE * sum(info["res"].values())
    if info["faction"] is None:  # before the factions are dealt everybody is alike
        return points
    fixed, picks = income(state, seat)
    points += left * (INCOME * (sum(fixed.values()) + picks) + MAGIC * info["magic"])
    if info["magic"] < MAX_MAGIC:
        bonus = faction(info["faction"])["powers"][MAX_MAGIC - 1]
        points += BONUS * info["magic"] / MAX_MAGIC * bonus_points(state, seat, bonus)
    return points


def evaluate(state: State) -> dict[int, float]:
    players = range(state["players"])
    result = state["result"]
    if result is not None:
        winners = result["winners"] or list(players)
        return {seat: (1 / len(winners) if seat in winners else 0.0) for seat in players}
    left = rounds_left(state)
    scores = [projected(state, seat, left) for seat in players]
    top = max(scores)
    width = TEMPERATURE + WIDENING * left
    weights = [math.exp((score - top) / width) for score in scores]
    total = sum(weights)
    return {seat: weights[seat] / total for seat in players}
