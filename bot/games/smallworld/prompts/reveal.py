"""What the end of a Small World game tells the channel about a seat: its coins, the only
thing it kept secret (races, tokens and regions are on the table). They are the score too,
but a game a moderator ends has no score lines, and the coins are told all the same."""

from __future__ import annotations

from bot.engine.base import View
from bot.i18n import Text


def reveal(view: View) -> list[Text]:
    me = view.get("me") or {}
    if "coins" not in me:
        return []
    return [Text("sw-reveal-coins", {"coins": int(me["coins"])})]
