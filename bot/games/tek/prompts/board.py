"""The board picture in words: the alt text of Tiny Epic Kingdoms' board (public facts only).

A line for the round and whom the game waits for (or the winners), one line per seat (faction,
meeples, tower, magic, resources, the score once the game is over), then the action card, the
alliances, a war under way, the last war's outcome and whether the end has been triggered:
what a player who cannot see the picture needs to follow the game.
"""

from __future__ import annotations

from bot.engine.base import View
from bot.games.tek.engine.views import round_number
from bot.games.tek.prompts.words import action_text, faction_text, seat_label
from bot.i18n import Text


def describe_board(view: View) -> list[Text]:
    players = int(view["players"])
    lines = [status(view, players)]
    scores = list((view.get("result") or {}).get("scores") or [])
    for seat, info in enumerate(view["seats"]):
        res = info["res"]
        line = Text(
            "tek-alt-seat",
            {
                "seat": seat_label(seat, players),
                "faction": faction_text(info["faction"]) if info["faction"] else "-",
                "meeples": int(info["meeples"]),
                "tower": int(info["tower"]),
                "magic": int(info["magic"]),
                "food": int(res["f"]),
                "mana": int(res["m"]),
                "ore": int(res["o"]),
            },
        )
        if seat < len(scores):
            line = Text("tek-alt-scored", {"line": line, "points": int(scores[seat])})
        lines.append(line)
    shields = [action_text(kind) for kind in view["shields"]]
    lines.append(Text("tek-alt-shields", {"used": shields}) if shields else Text("tek-alt-clear"))
    for a, b in view["alliances"]:
        lines.append(
            Text("tek-alt-allies", {"a": seat_label(a, players), "b": seat_label(b, players)})
        )
    war = view.get("war")
    if war:
        lines.append(
            Text(
                "tek-alt-war",
                {
                    "region": war["region"],
                    "attacker": seat_label(war["attacker"], players),
                    "defender": seat_label(war["defender"], players),
                },
            )
        )
    last = view.get("last_war")
    if last and not war:
        lines.append(last_war(last, players))
    if view.get("ending") and not view.get("result"):
        lines.append(Text("tek-alt-ending"))
    return lines


def status(view: View, players: int) -> Text:
    """The round and whom the game waits for, or the winners."""
    result = view.get("result")
    if result or view.get("phase") == "over":
        winners = [seat_label(int(s), players) for s in (result or {}).get("winners") or []]
        if result and not winners:
            return Text("tek-alt-draw")  # still tied after every tie-break: nobody won
        return Text("tek-alt-over", {"seats": winners or "-"})
    waiting = [seat_label(int(s), players) for s in view.get("waiting") or []]
    return Text("tek-alt-status", {"round": round_number(view), "seats": waiting or "-"})


def last_war(war: dict[str, object], players: int) -> Text:
    """The last war's outcome (the last move's effect most worth saying)."""
    winner = war.get("winner")
    return Text(
        "tek-alt-last-war",
        {
            "region": str(war.get("region")),
            "attacker": seat_label(int(str(war.get("attacker"))), players),
            "defender": seat_label(int(str(war.get("defender"))), players),
            "winner": seat_label(int(str(winner)), players)
            if winner is not None
            else Text("tek-alt-nobody"),
        },
    )
