"""What the end of a World War game tells the channel about a seat: what it kept secret, in
the third person. Its mission (or the missions still offered), its domestic-affairs hand and
the lord cards still offered. Not what its spies saw (the other seats' secrets, revealed in
their own lines) nor its grain and lord card, public all game."""

from __future__ import annotations

from bot.engine.base import View
from bot.games.worldwar.prompts.lords import lord_text
from bot.games.worldwar.prompts.words import card_text, mission_text
from bot.i18n import Text


def reveal(view: View) -> list[Text]:
    me = view.get("me") or {}
    lines: list[Text] = []
    if me.get("mission"):
        lines.append(Text("ww-reveal-mission", {"mission": mission_text(me["mission"])}))
    elif me.get("offer"):
        offered = [mission_text(m) for m in me["offer"]]
        lines.append(Text("ww-reveal-offer", {"missions": offered}))
    if "hand" in me:
        hand = list(me.get("hand") or [])
        cards = [card_text(c) for c in hand]
        lines.append(Text("ww-reveal-hand", {"count": len(hand), "cards": cards or "-"}))
    offer = list(me.get("lord_offer") or [])
    if offer:
        lines.append(Text("ww-reveal-lord-offer", {"lords": [lord_text(c) for c in offer]}))
    return lines
