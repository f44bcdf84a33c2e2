"""What Sun Tzu's pictures print: the game's fixed facts and the labels built from the view."""

from __future__ import annotations

from bot.engine.base import View
from bot.i18n import t

PROVINCES = ("qin", "chu", "jin_yan", "han_qi", "wu")
SIDES = ("wu", "chu")
SCORING_ROUNDS = (3, 6, 9)
TRACK_REACH = 9  # the score track runs nine steps to each side of the centre
EVENT_CARDS = 5  # resolving the fifth ends the game
CARD_ORDER = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "+1", "+2", "+3", "-1", "P")

# Cards whose face carries a reminder of their effect, with the caption's catalog key.
CAPTIONS = {
    "1": "suntzu-card-caption-n1",
    "6": "suntzu-card-caption-n6",
    "+1": "suntzu-card-caption-plus1",
    "+2": "suntzu-card-caption-plus2",
    "+3": "suntzu-card-caption-plus3",
    "-1": "suntzu-card-caption-minus1",
    "P": "suntzu-card-caption-plague",
}


def province_label(locale: str, ident: str) -> str:
    """The Chinese name with its transliteration, as on the board: 晉-燕 Jin-Yan."""
    return f"{t(locale, f'suntzu-board-hanzi-{ident}')} {t(locale, f'suntzu-board-latin-{ident}')}"


def card_face(card: str) -> str:
    """How a card's value is printed: −1 with a true minus sign (U+2212 is in the font)."""
    return "\u22121" if card == "-1" else card


def sort_cards(cards: list[str]) -> list[str]:
    return sorted(cards, key=lambda card: CARD_ORDER.index(card) if card in CARD_ORDER else 99)


def leader_name(locale: str, seat: int) -> str:
    return t(locale, f"suntzu-leader-{SIDES[seat]}")


def side_name(locale: str, seat: int) -> str:
    return t(locale, f"suntzu-seat-{SIDES[seat]}")


def result_line(view: View, locale: str) -> str:
    """The outcome, e.g. "Wu (blue) wins: the ninth round is over" (reason: an engine key)."""
    result = view["result"]
    winners = list(result.get("winners") or [])
    reason = t(locale, str(result.get("reason", "")))
    if len(winners) == 1:
        return t(locale, "suntzu-board-result", side=side_name(locale, winners[0]), reason=reason)
    return t(locale, "suntzu-board-result-draw", reason=reason)


def warlord_lines(view: View, locale: str, seat: int) -> list[tuple[str, bool]]:
    """What everybody may know of a seat's warlords (the Chariots one too), and whether each
    is still to come (drawn dark) or spent / absent (drawn muted)."""
    if view.get("beginner"):
        return [(t(locale, "suntzu-board-warlord-none"), False)]
    records = [(view.get("warlords") or [None, None])[seat]]
    records.append((view.get("extra_warlords") or [None, None])[seat])
    lines: list[tuple[str, bool]] = []
    for index, record in enumerate(records):
        if record is None:
            continue
        if record.get("id") is not None:
            name = t(locale, f"suntzu-warlord-{record['id']}")
        elif view.get("phase") == "warlord":
            name = t(locale, "suntzu-board-warlord-choosing")
        else:
            name = t(locale, "suntzu-board-warlord-secret")
        if index:
            name = t(locale, "suntzu-board-warlord-second", name=name)
        if record.get("used"):
            lines.append((t(locale, "suntzu-board-warlord-used", name=name), False))
        else:
            lines.append((name, True))
    return lines or [(t(locale, "suntzu-board-warlord-none"), False)]
