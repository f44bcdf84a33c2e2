"""Why the winners won when first place was tied: a game's tie-break rules, walked in order.

A game lists its rules in the order its rulebook applies them, each a name (a catalog text)
and every seat's value for it (more is better). :func:`explain` takes the seats tied for the
best score, applies the rules one after the other until a rule separates them, and says which
rule decided and with what values, or that the win is shared (or, for a game whose rulebook
says a tie no rule breaks has no winner, that the game is a draw). The lines name seats by number
in the parameters ``tied``, ``winner`` and ``player``; the presenter puts the players' names in.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from bot.i18n import Text

TIED = "tiebreak-tied"  # the default opening line: "Ann and Bob tied with 12 points."
DRAW = "tiebreak-draw"  # the closing line of a tie nothing breaks, when that means no winner


@dataclass(frozen=True)
class Rule:
    """One tie-break rule: its name and each seat's value (indexed by seat; more wins)."""

    name: Text
    values: Sequence[float]


def number(value: float) -> int | float:
    """A whole value as an int, so the catalogs print "7", not "7.0"."""
    return int(value) if float(value).is_integer() else value


def explain(
    scores: Mapping[int, float],
    rules: Sequence[Rule],
    *,
    eligible: Collection[int] | None = None,
    tied_line: Text | None = None,
    draw: bool = False,
) -> list[Text]:
    """The lines that explain a tie for first place among ``eligible`` seats (all by
    default); nothing when one seat had the best score alone. ``tied_line`` replaces the
    opening line (a game whose score is not a number of points says its tie its own way).
    ``draw``: a tie no rule breaks leaves the game without a winner (its last line says so and
    names no winner) instead of a win the tied seats share."""
    contenders = sorted(scores if eligible is None else eligible)
    if not contenders:
        return []
    best = max(scores[seat] for seat in contenders)
    tied = [seat for seat in contenders if scores[seat] == best]
    if len(tied) < 2:
        return []
    lines = [tied_line or Text(TIED, {"tied": tied, "score": number(best)})]
    for rule in rules:
        values = {seat: rule.values[seat] for seat in tied}
        top = max(values.values())
        ahead = [seat for seat in tied if values[seat] == top]
        if len(ahead) == len(tied):
            continue  # this rule does not separate them: the next one is asked
        shown = [
            Text("tiebreak-value", {"player": seat, "value": number(values[seat])}) for seat in tied
        ]
        params = {"rule": rule.name, "values": shown, "winner": ahead, "count": len(ahead)}
        lines.append(Text("tiebreak-rule", params))
        tied = ahead
        if len(tied) == 1:
            return lines
    if draw:
        lines.append(Text(DRAW, {"tied": tied, "winner": [], "count": len(tied)}))
    else:
        lines.append(Text("tiebreak-shared", {"winner": tied, "count": len(tied)}))
    return lines


def decided(lines: Sequence[Text]) -> list[int] | None:
    """The seats the explanation ends with as winners (for tests and checks), or None when
    there was no tie to explain."""
    if not lines:
        return None
    winners = lines[-1].params.get("winner")
    return list(winners) if isinstance(winners, list) else None
