"""The World War board picture in words: its alt text (public facts only, like the picture).

A line for the round and what is happening (whose turn and the action points left, the
capital choice pending, the buy phase, the winners); a line per army (its colour, territories,
units, grain, capital, the continents it holds whole, the capitals and lords it took, its own
lord held, its score at the end); the last battle in one line; the political events drawn and
what they leave in force. The words are the board's (``ww-board-*`` and ``ww-alt-*`` keys of
worldwar_board.ftl), so the alt text names things as the picture does. The platform adds a
first line and cuts the whole at Discord's 1,024 characters; the lines here stay well within
it with five armies late in a game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.base import View
from bot.games.worldwar.engine.content.decks import COLOURS as ARMY_NAMES
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.engine.state import ROUNDS
from bot.i18n import Text


def colour(seat: int) -> Text:
    return Text(f"ww-board-colour-{ARMY_NAMES[seat % len(ARMY_NAMES)]}")


def _colours(seats: list[Any]) -> list[Text]:
    return [colour(int(seat)) for seat in seats]


def _territory(tid: Any) -> Text:
    return Text(f"ww-territory-{tid}")


def _side(seat: Any) -> Text:
    return Text("ww-alt-nobody") if seat is None else colour(int(seat))


def describe_board(view: View) -> list[Text]:
    lines = [status(view)]
    seats = view.get("seats") or []
    for seat, info in enumerate(seats):
        lines.append(army(view, seat, info))
    battle = view.get("last_battle")
    if battle:
        lines.append(last_battle(battle))
    lines += events(view)
    return lines


def status(view: View) -> Text:
    """The round and what the game waits for."""
    phase = view.get("phase")
    current = int(view.get("round") or 0)
    waiting = _colours(list(view.get("waiting") or []))
    result = view.get("result")
    if result or phase == "over":
        winners = _colours(list((result or {}).get("winners") or []))
        return Text("ww-alt-over", {"colours": winners or "-"})
    if phase == "setup":
        return Text("ww-alt-setup", {"colours": waiting or "-"})
    now: Text
    if phase == "turn":
        turn = view.get("turn") or {}
        seat, left = int(turn.get("seat") or 0), int(turn.get("ap") or 0)
        now = Text("ww-alt-turn", {"colour": colour(seat), "ap": left})
    elif phase == "capital":
        pending = view.get("pending") or {}
        now = Text(
            "ww-alt-capital",
            {
                "colour": colour(int(pending.get("conqueror") or 0)),
                "victim": colour(int(pending.get("victim") or 0)),
                "territory": _territory(pending.get("where")),
            },
        )
    elif phase == "refound":
        victim = colour(int((view.get("pending") or {}).get("victim") or 0))
        now = Text("ww-alt-refound", {"victim": victim})
    elif phase == "sacrifice":
        pending = view.get("pending") or {}
        now = Text(
            "ww-alt-sacrifice",
            {
                "colour": colour(int(pending.get("attacker") or 0)),
                "victim": colour(int(pending.get("defender") or 0)),
                "territory": _territory(pending.get("where")),
            },
        )
    else:
        now = Text("ww-alt-buy", {"colours": waiting or "-"})
    return Text("ww-alt-round", {"round": current, "rounds": ROUNDS, "now": now})


def held_whole(view: View, seat: int) -> list[Text]:
    """The continents the seat holds whole."""
    owners = view.get("map") or {}
    return [
        Text(f"ww-continent-{continent.id}")
        for continent in world().continents.values()
        if all((owners.get(tid) or {}).get("o") == seat for tid in continent.territories)
    ]


def army(view: View, seat: int, info: Mapping[str, Any]) -> Text:
    """One army: its numbers, then what else is true of it."""
    owners = view.get("map") or {}
    capital = info.get("capital")
    base = Text(
        "ww-alt-seat",
        {
            "colour": colour(seat),
            "territories": sum(1 for spot in owners.values() if spot.get("o") == seat),
            "units": int(info.get("units") or 0),
            "grain": int(info.get("grain") or 0),
            "capital": _territory(capital) if capital else Text("ww-alt-no-capital"),
        },
    )
    more: list[Text] = []
    if info.get("out"):
        more.append(Text("ww-alt-out"))
    continents = held_whole(view, seat)
    if continents:
        more.append(Text("ww-alt-holds", {"continents": continents}))
    if info.get("capitals"):
        more.append(Text("ww-alt-capitals", {"colours": _colours(list(info["capitals"]))}))
    if info.get("lords"):
        more.append(Text("ww-alt-lords", {"colours": _colours(list(info["lords"]))}))
    if info.get("held_by") is not None:
        more.append(Text("ww-alt-held", {"colour": colour(int(info["held_by"]))}))
    scores = (view.get("result") or {}).get("scores") or []
    if seat < len(scores):
        more.append(Text("ww-alt-score", {"points": int(scores[seat])}))
    # each fact after a semicolon, so that the colours listed within one stay together
    line = base
    for fact in more:
        line = Text("ww-alt-seat-more", {"seat": line, "more": fact})
    return line


def _dice(values: Any) -> str:
    return " ".join(str(int(v)) for v in values or []) or "-"


def last_battle(battle: Mapping[str, Any]) -> Text:
    """The last battle (or sorcery duel) in one line."""
    common = {
        "attacker": _side(battle.get("seat")),
        "defender": _side(battle.get("defender")),
        "territory": _territory(battle.get("to")),
        "taken": "yes"
        if battle.get("defender_wiped_out") and not battle.get("attacker_wiped_out")
        else "no",
    }
    duel = battle.get("kind") == "ww-ev-duel" or (
        "card" in battle and "attacker_dice" not in battle
    )
    if duel:
        return Text(
            "ww-alt-duel",
            {
                **common,
                "card": Text(f"ww-sorcery-{battle.get('card')}"),
                "avalue": int(battle.get("attacker_value") or 0),
                "dvalue": int(battle.get("defender_value") or 0),
                "winner": _side(
                    battle.get("seat")
                    if battle.get("winner") == "attacker"
                    else battle.get("defender")
                ),
                "toll": int(battle.get("toll") or 0),
            },
        )
    return Text(
        "ww-alt-battle",
        {
            **common,
            "adice": _dice(battle.get("attacker_dice")),
            "ddice": _dice(battle.get("defender_dice")),
            "alost": int(battle.get("attacker_losses") or 0),
            "dlost": int(battle.get("defender_losses") or 0),
        },
    )


def events(view: View) -> list[Text]:
    """The political events on show and what they leave in force (as the picture's box; once
    the game is over, nothing)."""
    if view.get("phase") == "over" or view.get("result"):
        return []
    drawn = [Text(f"ww-event-{eid}") for eid in view.get("drawn") or []]
    fx = view.get("fx") or {}
    lasting = [
        Text(f"ww-board-fx-{key}", {"rounds": int(fx.get(key) or 0)})
        for key in ("sea", "ceasefire")
        if int(fx.get(key) or 0)
    ]
    lines = []
    if drawn:
        current = int(view.get("round") or 0)
        after = current if view.get("phase") == "buy" else max(1, current - 1)
        lines.append(Text("ww-alt-events", {"round": after, "events": drawn}))
    if lasting:
        lines.append(Text("ww-alt-in-force", {"effects": lasting}))
    return lines
