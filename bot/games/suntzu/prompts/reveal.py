"""What the end of a Sun Tzu game tells the channel about a seat: what it kept secret.

The private summary speaks to the seat ("your played −1 goes under your deck"); these lines
are read by everybody, so they name things and leave the warlords' effects to ``/game rules``:
the cards left in the hand, cards placed or drawn and not yet revealed (a game a moderator
ended mid-round), and the warlords, secret until used.
"""

from __future__ import annotations

from bot.engine.base import View
from bot.games.suntzu.prompts.prompt import card_text, slot_text, sorted_cards, warlord_text
from bot.i18n import Text


def reveal(view: View) -> list[Text]:
    """The seat's secrets as the channel reads them at the end (its own view)."""
    me = view.get("me")
    if not me:
        return []
    hand = sorted_cards(me.get("hand") or [])
    lines = [
        Text("suntzu-reveal-hand", {"n": len(hand), "cards": [card_text(c) for c in hand]})
        if hand
        else Text("suntzu-reveal-hand-empty")
    ]
    placement = list(me.get("placement") or [])
    if any(card is not None for card in placement):
        slots = [slot_text(i, card) for i, card in enumerate(placement) if card is not None]
        lines.append(Text("suntzu-reveal-placement", {"slots": slots}))
    drawn = [str(card) for card in me.get("drawn") or []]
    if drawn:
        lines.append(Text("suntzu-reveal-drawn", {"cards": [card_text(c) for c in drawn]}))
    for ident, used, key in (
        (me.get("warlord"), me.get("warlord_used"), "suntzu-reveal-warlord"),
        (me.get("extra_warlord"), me.get("extra_used"), "suntzu-reveal-extra-warlord"),
    ):
        if ident:
            used_word = "yes" if used else "no"
            lines.append(Text(key, {"warlord": warlord_text(str(ident)), "used": used_word}))
    return lines
