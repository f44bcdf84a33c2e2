"""Sun Tzu's story at the end: the score marker over the game, and its one tie-break.

The standing is the score marker as the board shows it, from each side's point of view: the
steps it stands toward that side's end (Wu's line is Chu's mirrored). At the end the side the
marker leans toward wins; a marker in the centre goes to the bigger reinforcement pool, and
equal pools make a draw (``bot.games.suntzu.engine.ending.finish``).
"""

from __future__ import annotations

from bot.engine.base import Result, View
from bot.i18n import Text
from bot.prompts.tiebreak import Rule, explain

STANDING_LABEL = Text("suntzu-story-axis")


def standing(view: View) -> list[float]:
    """Steps of the marker toward each side's end (Wu's end is negative on the track)."""
    marker = int(view.get("marker") or 0)
    return [float(-marker), float(marker)]


def tiebreaks(view: View, result: Result) -> list[Text]:
    pools = [int(n) for n in view.get("pools") or [0, 0]]
    rules = [Rule(Text("suntzu-story-rule-pool"), pools)]
    return explain(result.scores, rules, tied_line=Text("suntzu-story-tied"))
