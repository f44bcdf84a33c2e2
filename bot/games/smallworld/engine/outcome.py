"""The end of the game: most coins wins; ties go to the most race tokens on the map."""

from __future__ import annotations

from typing import Any

from bot.engine.base import Result
from bot.games.smallworld.engine.state import State, seat_tokens_on_map


def final_result(state: State) -> dict[str, Any]:
    seats = range(state["players"])
    coins = [state["seats"][seat]["coins"] for seat in seats]
    tokens = [seat_tokens_on_map(state, seat) for seat in seats]
    best = max((coins[seat], tokens[seat]) for seat in seats)
    winners = [seat for seat in seats if (coins[seat], tokens[seat]) == best]
    return {"coins": coins, "tokens": tokens, "winners": winners}


def result(state: State) -> Result | None:
    """The platform's result: coins as scores (tokens on the map break ties, see details)."""
    outcome = state["result"]
    if outcome is None:
        return None
    return Result(
        scores=dict(enumerate(outcome["coins"])),
        winners=tuple(outcome["winners"]),
        details={"tokens": outcome["tokens"]},
    )
