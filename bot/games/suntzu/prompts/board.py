"""The Sun Tzu board picture in words: its alt text and ``/game status text:true`` (public
facts only, like the picture).

A line for the round, the phase and who is to move (or the result); the score track; a line
per side (armies in the pool and the reserve, cards in hand and deck, the warlord as far as it
is known); a line per province (the value that scores next, both sides' armies and edge
markers, the cards shown there); the event face up; the last battles' winners.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.base import View
from bot.i18n import Text

SIDES = ("wu", "chu")
ROUNDS = 9
EVENT_CARDS = 5


def side(seat: int) -> Text:
    return Text(f"suntzu-seat-{SIDES[seat]}")


def province_name(ident: str) -> Text:
    return Text(
        "suntzu-alt-province-name",
        {
            "hanzi": Text(f"suntzu-board-hanzi-{ident}"),
            "latin": Text(f"suntzu-board-latin-{ident}"),
        },
    )


def describe_board(view: View) -> list[Text]:
    lines = [status(view), score(view)]
    lines += [side_line(view, seat) for seat in range(len(SIDES))]
    lines += [province_line(view, info) for info in view.get("provinces") or []]
    event = view.get("event")
    done = len(view.get("events_resolved") or [])
    if event:
        lines.append(
            Text(
                "suntzu-alt-event",
                {"event": Text(f"suntzu-event-{event}"), "done": done, "total": EVENT_CARDS},
            )
        )
    battles = view.get("battles") or []
    if battles:
        lines.append(Text("suntzu-alt-battles", {"battles": [battle(view, b) for b in battles]}))
    return lines


def status(view: View) -> Text:
    """The round and who is to move, or the outcome."""
    result = view.get("result")
    if result:
        winners = list(result.get("winners") or [])
        reason = Text(str(result.get("reason") or "suntzu-phase-over"))
        if len(winners) == 1:
            return Text("suntzu-board-result", {"side": side(int(winners[0])), "reason": reason})
        return Text("suntzu-board-result-draw", {"reason": reason})
    waiting = [side(int(seat)) for seat in view.get("waiting") or []]
    return Text(
        "suntzu-alt-status",
        {
            "round": int(view.get("round") or 0),
            "rounds": ROUNDS,
            "phase": Text(f"suntzu-phase-{view.get('phase')}"),
            "seats": waiting or "-",
        },
    )


def score(view: View) -> Text:
    marker = int(view.get("marker") or 0)
    if marker == 0:
        return Text("suntzu-board-score-even")
    leader = side(0 if marker < 0 else 1)
    return Text("suntzu-board-score-lead", {"side": leader, "steps": abs(marker)})


def warlord(view: View, seat: int) -> Text:
    """What everybody may know of the seat's warlord."""
    if view.get("beginner"):
        return Text("suntzu-board-warlord-none")
    record = (view.get("warlords") or [None, None])[seat]
    if not record:
        return Text("suntzu-board-warlord-none")
    if record.get("id") is not None:
        name = Text(f"suntzu-warlord-{record['id']}")
        return Text("suntzu-board-warlord-used", {"name": name}) if record.get("used") else name
    if view.get("phase") == "warlord":
        return Text("suntzu-board-warlord-choosing")
    return Text("suntzu-board-warlord-secret")


def side_line(view: View, seat: int) -> Text:
    def count(key: str) -> int:
        values = view.get(key) or []
        return int(values[seat]) if seat < len(values) else 0

    return Text(
        "suntzu-alt-side",
        {
            "side": side(seat),
            "pool": count("pools"),
            "reserve": count("reserve"),
            "hand": count("hand_sizes"),
            "deck": count("deck_sizes"),
            "warlord": warlord(view, seat),
        },
    )


def province_line(view: View, info: Mapping[str, Any]) -> Text:
    armies = [int(n) for n in info.get("armies") or [0, 0]]
    edge = [int(n) for n in info.get("edge") or [0, 0]]
    plaques = list(info.get("plaque") or [])
    index = int(view.get("scoring_index") or 0)
    value = int(plaques[index]) if index < len(plaques) else 0
    line = Text(
        "suntzu-alt-province",
        {
            "province": province_name(str(info.get("id"))),
            "value": value,
            "wu": armies[0],
            "chu": armies[1],
            "wuedge": edge[0],
            "chuedge": edge[1],
        },
    )
    played = list(info.get("played") or [])
    if len(played) == 2 and all(card is not None for card in played):
        cards = {"wucard": _card(played[0]), "chucard": _card(played[1])}
        line = Text("suntzu-alt-province-cards", {"province": line, **cards})
    return line


def _card(card: Any) -> str:
    return "\u22121" if card == "-1" else str(card)


def battle(view: View, record: Mapping[str, Any]) -> Text:
    ident = (view.get("provinces") or [])[int(record.get("p") or 0)].get("id")
    winner = record.get("winner")
    if winner is None:
        return Text("suntzu-alt-battle-tie", {"province": province_name(str(ident))})
    return Text(
        "suntzu-alt-battle",
        {
            "province": province_name(str(ident)),
            "side": side(int(winner)),
            "diff": int(record.get("diff") or 0),
        },
    )
