"""The Small World board picture in words: its alt text and ``/game status text:true`` (public
facts only, like the picture: coins stay secret until the end, when the scores are shown).

A line for the turn and who is doing what (or the winners); a line per player (the active
race and power with the tokens in hand, the races in decline, the regions held and tokens on
the map, the coins once the game is over); the races on offer; the last reinforcement die.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.base import View
from bot.games.smallworld.prompts.prompt import power_text, race_text, seat_label
from bot.i18n import Text

PHASES = ("pick", "conquer", "redeploy", "stout", "defenders")


def describe_board(view: View) -> list[Text]:
    players = int(view.get("players") or 0)
    lines = [status(view, players)]
    regions = view.get("regions") or []
    coins = list((view.get("result") or {}).get("coins") or [])
    for seat, info in enumerate(view.get("seats") or []):
        held = sum(1 for region in regions if region.get("owner") == seat)
        lines.append(player(seat, players, info, held, coins[seat] if seat < len(coins) else None))
    market = [combo(item) for item in view.get("market") or []]
    if market and not view.get("result"):
        lines.append(Text("sw-alt-market", {"combos": market}))
    roll = view.get("last_roll")
    if roll is not None and not view.get("result"):
        lines.append(Text("sw-alt-roll", {"die": int(roll)}))
    return lines


def status(view: View, players: int) -> Text:
    result = view.get("result")
    if result or view.get("phase") == "over":
        winners = [seat_label(int(s), players) for s in (result or {}).get("winners") or []]
        return Text("sw-alt-over", {"seats": winners or "-"})
    phase = str(view.get("phase"))
    waiting = [seat_label(int(s), players) for s in view.get("waiting") or []]
    return Text(
        "sw-alt-status",
        {
            "turn": int(view.get("turn") or 0),
            "turns": int(view.get("turns") or 0),
            "seats": waiting or "-",
            "doing": Text(f"sw-alt-phase-{phase}" if phase in PHASES else "sw-alt-phase-other"),
        },
    )


def combo(item: Mapping[str, Any]) -> Text:
    power = item.get("power")
    race = race_text(str(item.get("race")))
    if not power:
        return race
    return Text("sw-board-combo", {"power": power_text(str(power)), "race": race})


def player(seat: int, players: int, info: Mapping[str, Any], held: int, coins: int | None) -> Text:
    active = info.get("active")
    declined = [race_text(str(force.get("race"))) for force in info.get("declined") or []]
    line = Text(
        "sw-alt-seat",
        {
            "seat": seat_label(seat, players),
            "active": Text(
                "sw-alt-active",
                {"combo": combo(active), "hand": int(active.get("in_hand") or 0)},
            )
            if active
            else Text("sw-board-no-race"),
            "regions": held,
            "tokens": int(info.get("tokens_on_map") or 0),
        },
    )
    if declined:
        line = Text(
            "sw-alt-more", {"line": line, "more": Text("sw-alt-declined", {"races": declined})}
        )
    if coins is not None:
        line = Text(
            "sw-alt-more", {"line": line, "more": Text("sw-alt-coins", {"coins": int(coins)})}
        )
    return line
