"""World War's monarch edition in words: a lord card with its four stats and its skills, the
two cards offered at setup, the lord's spy skill as a menu choice.

A lord card's stats and skills are printed on the card (``content/decks.json``), so the setup
offer reads them from the deck; a kept card's current stats (treasures included) are public
and come from the view (``seats[*].stats``).
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Action, View
from bot.games.worldwar.engine.content.decks import decks
from bot.i18n import Text

STATS = ("might", "intellect", "command", "charm")


def lord_text(lid: Any) -> Text:
    return Text(f"ww-lord-{lid}")


def skill_text(kind: str, params: dict[str, Any]) -> Text:
    """One skill as its card says it (``ww-skill-<kind>`` with the skill's parameters)."""
    return Text(f"ww-skill-{kind.replace('_', '-')}", dict(params))


def skills_of(lid: Any) -> list[Text]:
    lord = next((lord for lord in decks().lords if lord.id == lid), None)
    if lord is None:
        return []
    return [skill_text(s.kind, dict(s.params)) for s in lord.skills]


def printed_stats(lid: Any) -> dict[str, int]:
    lord = next((lord for lord in decks().lords if lord.id == lid), None)
    return {stat: int(lord.stats[stat]) if lord else 0 for stat in STATS}


def stats_params(stats: dict[str, Any] | None) -> dict[str, int]:
    return {stat: int((stats or {}).get(stat) or 0) for stat in STATS}


def offer_line(n: int, lid: Any) -> Text:
    """A lord card offered at setup: its name, printed stats and skills."""
    params = {"n": n, "lord": lord_text(lid), "skills": skills_of(lid), **printed_stats(lid)}
    return Text("ww-ui-lordcard-line", params)


def lordcard_choice(action: Action) -> Text:
    lid = action.get("c")
    return Text("ww-ui-lordcard-choice", {"lord": lord_text(lid), **printed_stats(lid)})


def own_lord_lines(view: View, seat: int | None) -> list[Text]:
    """The private summary's lord lines: the two cards offered, or the kept card with its
    current stats and skills."""
    me = view.get("me") or {}
    offer = list(me.get("lord_offer") or [])
    if offer:
        return [Text("ww-me-lord-offer", {"lords": [lord_text(c) for c in offer]})]
    seats = view.get("seats") or []
    info = seats[seat] if seat is not None and 0 <= seat < len(seats) else {}
    card = info.get("lord_card")
    if not card:
        return []
    params = {"lord": lord_text(card), **stats_params(info.get("stats"))}
    return [Text("ww-me-lord-card", params), *skills_of(card)]
