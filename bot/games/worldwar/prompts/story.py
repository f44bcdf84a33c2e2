"""World War's story at the end: the points as the final scoring counts them, and who may win.

Every part of the score is public once it is earned: a completed mission (100) is announced
and listed in ``completed``; whole continents (their bonus), enemy lords and capitals taken
(50 each, each enemy once) and catapults and well-towers (5 each) stand on the board. The
chart follows that total from the public view (``bot.games.worldwar.engine.missions.scores``).
The highest total among players still in wins; a player who is out cannot win whatever they
scored, and a tie among the others is shared (``bot.games.worldwar.engine.rounds.finish``).
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Result, View
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.engine.state import SCORE_CAPITAL, SCORE_ENGINE, SCORE_LORD, SCORE_MISSION
from bot.i18n import Text
from bot.prompts.tiebreak import explain, number

STANDING_LABEL = Text("ww-story-axis")


def _points(view: View, seat: int, info: dict[str, Any]) -> float:
    spots = view.get("map") or {}
    mine = {tid for tid, spot in spots.items() if spot.get("o") == seat}
    points = SCORE_MISSION if seat in (view.get("completed") or []) else 0
    points += sum(c.bonus for c in world().continents.values() if set(c.territories) <= mine)
    points += SCORE_LORD * len(set(info.get("lords") or []))
    points += SCORE_CAPITAL * len(set(info.get("capitals") or []))
    points += SCORE_ENGINE * sum(
        int(spots[tid].get("k") or 0) + int(spots[tid].get("w") or 0) for tid in mine
    )
    return float(points)


def standing(view: View) -> list[float]:
    return [_points(view, seat, info) for seat, info in enumerate(view.get("seats") or [])]


def tiebreaks(view: View, result: Result) -> list[Text]:
    seats = list(view.get("seats") or [])
    still_in = [seat for seat, info in enumerate(seats) if not info.get("out")]
    if not still_in:  # nobody is left: the engine scores everyone
        still_in = list(range(len(seats)))
    lines: list[Text] = []
    best = max(result.scores[seat] for seat in still_in)
    out_ahead = [s for s in range(len(seats)) if s not in still_in and result.scores[s] >= best]
    if out_ahead:
        lines.append(
            Text(
                "ww-story-out-ahead",
                {"tied": out_ahead, "score": number(best), "count": len(out_ahead)},
            )
        )
    # No rule breaks a tie among the players still in: they share the win.
    return lines + explain(result.scores, [], eligible=still_in)
