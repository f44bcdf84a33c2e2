"""Tiny Epic Kingdoms' words: names, amounts, one line per action, and the seat's own summary.

Everything here turns an action or a view into catalog texts (``Text``); nothing counts a
rule. What a move costs or yields is read from the view and the listed actions, where the
engine put it (``views``, the display fields of ``moves`` and ``collect`` in
``bot.games.tek.engine``). Also the small readers of the view shared by the menus and the
prompts (``me_of``, ``seat_of``, ``regions_by_id``).
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Action, View
from bot.games.tek.engine.content import RESOURCES
from bot.games.tek.engine.words import amount_words
from bot.i18n import Text

SEAT_COLOURS = ("red", "blue", "yellow", "green", "purple")
STEP_PHASES = ("faction", "setup", "act", "follow", "war", "flee")


# --- names -----------------------------------------------------------------------------------


def seat_label(seat: int, players: int) -> Text:
    """A seat's colour ("Red"), as on the board's meeples; -1 is the Lost Kingdom's neutrals."""
    if seat < 0:
        return Text("tek-seat-neutral")
    return Text(f"tek-seat-{SEAT_COLOURS[seat % len(SEAT_COLOURS)]}")


def faction_text(fid: str) -> Text:
    return Text(f"tek-faction-{fid}")


def action_text(kind: str) -> Text:
    return Text(f"tek-action-{kind}")


def terrain_text(terrain: str) -> Text:
    return Text(f"tek-terrain-{terrain}")


def res_text(res: str) -> Text:
    return Text(f"tek-res-{res}")


def power_text(power: dict[str, Any]) -> Text:
    """A faction power with its parameters ("Patrols cross rivers")."""
    params = {key: value for key, value in power.items() if key != "kind"}
    return Text(f"tek-power-{power['kind']}", params)


def amounts(res: dict[str, Any]) -> list[Text]:
    """Resources as a list of amounts ("2 mana", "1 ore"), leaving out the zeros, worded as
    the engine words them in events (``bot.games.tek.engine.words.amount_words``); the catalogs
    join the list as the reader's language writes lists."""
    return [Text(word["key"], word["params"]) for word in amount_words(res)]


def cost_text(res: dict[str, Any]) -> Text:
    """What something costs: the amounts, or "free"."""
    listed = amounts(res)
    return Text("tek-cost", {"cost": listed}) if listed else Text("tek-cost-free")


# --- reading the view ------------------------------------------------------------------------


def me_of(view: View) -> int | None:
    """The seat whose view this is (None: the public view)."""
    seat = (view.get("me") or {}).get("seat")
    return int(seat) if isinstance(seat, int) else None


def seat_of(view: View, seat: int | None) -> dict[str, Any]:
    """A seat's public row of the view (``{}`` for no seat)."""
    seats = view.get("seats") or []
    if seat is None or not 0 <= seat < len(seats):
        return {}
    info: dict[str, Any] = seats[seat]
    return info


def regions_by_id(view: View) -> dict[int, dict[str, Any]]:
    return {int(region["id"]): region for region in view.get("regions") or []}


def region_text(view: View, rid: int) -> Text:
    """A region as players find it on the board: its number and terrain ("14 Forest"), and
    whether it is a capital."""
    region = regions_by_id(view).get(int(rid)) or {}
    terrain = region.get("terrain")
    if terrain is None:
        return Text("tek-ui-region-bare", {"region": rid})
    key = "tek-ui-region-capital" if region.get("capital") else "tek-ui-region"
    return Text(key, {"region": rid, "terrain": terrain_text(str(terrain))})


# --- actions ---------------------------------------------------------------------------------


def describe_action(action: Action) -> Text:
    """One line for an action, for the game log, autocomplete and narration."""
    kind = action.get("t")
    if kind == "faction":
        return Text("tek-do-faction", {"faction": faction_text(str(action.get("f")))})
    if kind == "side":
        return Text("tek-do-side", {"side": int(action.get("s") or 0)})
    if kind == "stock":
        return Text("tek-do-stock", {"amounts": amounts(action)})
    if kind == "home":
        return Text("tek-do-home", {"region": action.get("r")})
    if kind == "patrol" and "up" in action:
        return Text("tek-do-stand", {"region": action["up"]})
    if kind in ("patrol", "quest"):
        return Text(f"tek-do-{kind}", {"from": action.get("a"), "to": action.get("b")})
    if kind in ("build", "research"):
        return Text(f"tek-do-{kind}")
    if kind == "expand":
        return Text("tek-do-expand", {"region": action.get("r")})
    if kind == "trade":
        return Text(
            "tek-do-trade",
            {
                "n": int(action.get("n") or 0),
                "give": res_text(str(action.get("g"))),
                "get": res_text(str(action.get("w"))),
            },
        )
    if kind == "pass":
        return Text("tek-do-pass", {"action": action_text(str(action.get("k")))})
    if kind == "collect":
        picks = amounts(action)
        if picks:
            return Text("tek-do-collect-picks", {"picks": picks})
        return Text("tek-do-collect")
    if kind == "bid":
        return _bid_words(action, "tek-do-white-flag", "tek-do-bid-paid", "tek-do-bid")
    if kind == "flee":
        return Text("tek-do-flee", {"region": action.get("r")})
    if kind == "perish":
        return Text("tek-do-perish")
    return Text("tek-do-unknown")


def bid_text(action: Action) -> Text:
    """A war value as the bid menus show it ("5 — 2 mana, 1 ore")."""
    return _bid_words(action, "tek-ui-white-flag", "tek-ui-bid-choice", "tek-ui-bid-value")


def _bid_words(action: Action, flag: str, paid: str, bare: str) -> Text:
    """A bid in one of three words: the white flag, a value with its payment, a bare value."""
    value = int(action.get("v") or 0)
    if value == 0:
        return Text(flag)
    if any(res in action for res in RESOURCES):
        return Text(paid, {"value": value, "cost": cost_text(action)})
    return Text(bare, {"value": value})


# --- the seat's own secrets, and the step said in the channel ---------------------------------


def private_summary(view: View) -> list[Text]:
    """The seat's own part of its view: a sealed bid or follow choice not yet revealed, then
    its faction, resources, tower and magic for context (those are public). Said impersonally:
    the same lines go to the seat (/game hand) and, at the end, to everybody."""
    me = view.get("me") or {}
    seat = me_of(view)
    lines: list[Text] = []
    bid = me.get("bid")
    if isinstance(bid, dict):
        lines.append(Text("tek-me-bid", {"bid": bid_text({"t": "bid", **bid})}))
    pending = me.get("pending")
    if isinstance(pending, dict):
        lines.append(Text("tek-me-pending", {"choice": describe_action(pending)}))
    if seat is None:
        return lines
    info = seat_of(view, seat)
    faction = info.get("faction")
    magic = int(info.get("magic") or 0)
    if faction:
        # the magic level is said once, with the tower, on the resources line
        lines.append(Text("tek-me-faction", {"faction": faction_text(str(faction))}))
    res = info.get("res") or {}
    tracks = {r: int(res.get(r) or 0) for r in RESOURCES}
    tracks.update(tower=int(info.get("tower") or 0), magic=magic)
    lines.append(Text("tek-me-resources", tracks))
    return lines


def step_label(public_view: View, seat: int) -> Text:
    """What the game waits for this seat to do, said in the channel (public facts only: a
    seat asked again, ``redo``, is public, as the ``tek-ev-redo`` narration says so; what the
    followers asked before it did, ``done``, is on the board and was narrated)."""
    phase = str(public_view.get("phase"))
    if phase == "follow" and public_view.get("redo") == seat:
        return Text("tek-step-redo")
    done = follow_done(public_view)
    if phase == "follow" and done:
        return Text("tek-step-follow-after", {"done": done})
    return Text(f"tek-step-{phase}" if phase in STEP_PHASES else "step-default")


def follow_done(view: View) -> list[Text]:
    """What each follower asked before now did in this round (followers asked in turn), in
    order: "Red followed: quest from region 13 to region 25", "Blue collected"."""
    words = []
    for entry in view.get("done") or []:
        seat = seat_label(int(entry.get("seat") or 0), 5)
        action = entry.get("action") or {}
        if action.get("t") == "collect":
            words.append(Text("tek-follow-did-collect", {"seat": seat}))
        else:
            choice = describe_action(action)
            words.append(Text("tek-follow-did-move", {"seat": seat, "choice": choice}))
    return words
