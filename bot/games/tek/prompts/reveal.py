"""What the end of a Tiny Epic Kingdoms game tells the channel about a seat: only a sealed
choice nobody saw (a war value or a follow choice not yet revealed when a moderator ended
the game). Factions, resources, tower and magic were public all game: nothing to reveal."""

from __future__ import annotations

from bot.engine.base import View
from bot.games.tek.prompts.words import bid_text, describe_action
from bot.i18n import Text


def reveal(view: View) -> list[Text]:
    me = view.get("me") or {}
    lines: list[Text] = []
    bid = me.get("bid")
    if isinstance(bid, dict):
        lines.append(Text("tek-reveal-bid", {"bid": bid_text({"t": "bid", **bid})}))
    pending = me.get("pending")
    if isinstance(pending, dict):
        lines.append(Text("tek-reveal-pending", {"choice": describe_action(pending)}))
    return lines
