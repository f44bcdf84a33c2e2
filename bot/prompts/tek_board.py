"""The board picture in words: the alt text of Tiny Epic Kingdoms' board (public facts only).

One line per seat (faction, meeples, tower, magic, resources), then the action card, the
alliances, a war under way and whether the end has been triggered: what a player who cannot
see the picture needs to follow the game.
"""

from __future__ import annotations

from bot.engine.base import View
from bot.i18n import Text
from bot.prompts.tek_words import action_text, faction_text, seat_label


def describe_board(view: View) -> list[Text]:
    players = int(view["players"])
    lines = []
    for seat, info in enumerate(view["seats"]):
        res = info["res"]
        lines.append(
            Text(
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
        )
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
    if view.get("ending") and not view.get("result"):
        lines.append(Text("tek-alt-ending"))
    return lines
