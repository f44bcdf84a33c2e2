"""Tiny Epic Kingdoms' story at the end: the points the board shows, and the tie-breaks.

Everything that scores is public, so the chart follows the points as the final scoring
counts them (``bot.games.tek.engine.scoring.breakdown``) from the public view: meeples outside the
ruins, capitals (2 alone, 1 each shared), magic, the tower card's points, treasures found and,
with two players, Lost Kingdom regions held and neutrals defeated. Only the faction's level-5
bonus is left out until the final scoring adds it. Ties go to the most meeples on the map,
then the highest tower, then the highest magic, then the most resources; still tied, the
game is a draw and nobody wins (the seed: "若仍平手，則不分勝負").
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Result, View
from bot.games.tek.engine.content import RESOURCES, token_specs, tower
from bot.i18n import Text
from bot.prompts.tiebreak import Rule, explain

STANDING_LABEL = Text("tek-story-axis")
LOST_KINGDOM = 2  # the territory card slot of the Lost Kingdom (two players)


def _seat_points(view: View, seat: int, info: dict[str, Any]) -> float:
    players = int(view.get("players") or 0)
    points = int(info.get("magic") or 0) + int(info.get("kills") or 0) * (players == 2)
    level = int(info.get("tower") or 0)
    if level:
        points += tower()[1][level - 1]
    for region in view.get("regions") or []:
        colours = {int(m[0]) for m in region.get("meeples") or []}
        if seat not in colours:
            continue
        if region.get("terrain") != "ruins":
            points += sum(1 for m in region["meeples"] if int(m[0]) == seat)
        if region.get("capital"):
            points += 2 if len(colours) == 1 else 1
        if players == 2 and region.get("slot") == LOST_KINGDOM:
            points += 1
    specs = token_specs()
    for item in view.get("found") or []:
        if item.get("seat") == seat and item.get("kind") == "treasure":
            points += int(specs["treasure"].get("n", 1))
    return float(points)


def standing(view: View) -> list[float]:
    return [_seat_points(view, seat, info) for seat, info in enumerate(view.get("seats") or [])]


def tiebreaks(view: View, result: Result) -> list[Text]:
    seats = list(view.get("seats") or [])
    rules = [
        Rule(Text("tek-story-rule-meeples"), [int(s.get("meeples") or 0) for s in seats]),
        Rule(Text("tek-story-rule-tower"), [int(s.get("tower") or 0) for s in seats]),
        Rule(Text("tek-story-rule-magic"), [int(s.get("magic") or 0) for s in seats]),
        Rule(
            Text("tek-story-rule-resources"),
            [sum(int((s.get("res") or {}).get(r) or 0) for r in RESOURCES) for s in seats],
        ),
    ]
    return explain(result.scores, rules, draw=True)
