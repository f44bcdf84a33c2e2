"""Small World's story at the end: each player's coins over the game, and its tie-break.

Coins are secret while the game runs, but the chart is drawn only at its end, when every
secret is revealed: it reads each seat's own view (``coins``), so its lines are the scores
themselves and end on the result. ``standing`` is the public proxy, the regions each player
holds (every region earns a coin at the end of its holder's turn), races in decline included.
Most coins wins; a tie goes to the most race tokens on the map, and a remaining tie is shared
(``bot.games.smallworld.engine.outcome``).
"""

from __future__ import annotations

from bot.engine.base import Result, View
from bot.i18n import Text
from bot.prompts.tiebreak import Rule, explain

STANDING_LABEL = Text("sw-story-axis")


def standing(view: View) -> list[float]:
    held = [0.0] * int(view.get("players") or 0)
    for region in view.get("regions") or []:
        owner = region.get("owner")
        if isinstance(owner, int) and 0 <= owner < len(held):
            held[owner] += 1
    return held


def coins(views: list[View]) -> list[float]:
    """Each seat's coins, read from its own view (only ever at the end of the game)."""
    return [float((view.get("me") or {}).get("coins") or 0) for view in views]


def tiebreaks(view: View, result: Result) -> list[Text]:
    tokens = [int(n) for n in result.details.get("tokens") or []]
    if not tokens:  # an older result without the count: the public seats have it
        tokens = [int(seat.get("tokens_on_map") or 0) for seat in view.get("seats") or []]
    return explain(result.scores, [Rule(Text("sw-story-rule-tokens"), tokens)])
