"""Scoring after rounds 3, 6 and 9, and the end of the game."""

from __future__ import annotations

from typing import Any

from bot.engine.base import Event
from bot.games.suntzu.engine import text
from bot.games.suntzu.engine.data import CHU, LAST_ROUND, PROVINCES, SCORING_ROUNDS, TRACK_END, WU

State = dict[str, Any]


def province_points(state: State, index: int) -> list[int]:
    """Points each side earns now: the plaque value of every province where it has more armies."""
    points = [0, 0]
    for p in range(len(PROVINCES)):
        wu, chu = state["board"][p]
        if wu != chu:
            points[WU if wu > chu else CHU] += state["plaques"][p][index]
    return points


def score(state: State, events: list[Event]) -> None:
    """Score the current round's plaque values and move the marker by the difference."""
    index = state["scoring_index"]
    points = province_points(state, index)
    before = state["marker"]
    # Positive moves toward Chu's end.
    state["marker"] = max(-TRACK_END, min(TRACK_END, before + points[CHU] - points[WU]))
    state["scoring_index"] = index + 1 if index + 1 < len(SCORING_ROUNDS) else None
    events.append(
        text.public(
            "suntzu-ev-score",
            round=state["round"],
            wu=points[WU],
            chu=points[CHU],
            marker=state["marker"],
        )
    )
    if abs(state["marker"]) == TRACK_END and state["round"] < LAST_ROUND:
        finish(state, events, "suntzu-end-track")
    elif state["round"] == LAST_ROUND:
        finish(state, events, "suntzu-end-rounds")


def finish(state: State, events: list[Event], reason: str) -> None:
    """End the game: the side nearer the marker wins; at the centre, the bigger pool wins."""
    marker = state["marker"]
    tiebreak: str | None = None
    if marker < 0:
        winners = [WU]
    elif marker > 0:
        winners = [CHU]
    else:
        wu_pool, chu_pool = state["pool"]
        if wu_pool != chu_pool:
            winners = [WU if wu_pool > chu_pool else CHU]
            tiebreak = "pool"
        else:
            winners = [WU, CHU]
            tiebreak = "draw"
    state["phase"] = "over"
    state["chariots_pending"] = []
    state["result"] = {"winners": winners, "reason": reason, "tiebreak": tiebreak}
    if len(winners) == 1:
        events.append(
            text.public(
                "suntzu-ev-game-over",
                side=text.side(winners[0]),
                seat=winners[0],
                reason={"key": reason},
                tiebreak=tiebreak or "none",
            )
        )
    else:
        events.append(text.public("suntzu-ev-game-drawn", reason={"key": reason}))
