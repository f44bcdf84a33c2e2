"""How one legal action of Tiny Epic Kingdoms reads in a menu: the DM's selects and buttons and
the commands' autocomplete alike (``menu_choice``).

Regions read with their number and terrain, a move with the war it would start, an action
with what it costs, a collect with what it yields, a bid with what it pays. Every number comes
from the engine: the costs from the seat's row of the view (``costs``), a war from the move's
``war`` field, a trade's yield from its ``got``, a collect's from its ``gain``, a flight's cost
from ``view["flee"]`` (see the engine's ``views`` and ``moves``, ``bot.games.tek.engine``); the
printed content (faction magic and powers, the home card's faces) only names things.
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Action, View
from bot.games.tek.engine.content import NEUTRAL, TERRAINS, cards, factions
from bot.games.tek.prompts.words import (
    action_text,
    amounts,
    bid_text,
    cost_text,
    describe_action,
    faction_text,
    me_of,
    power_text,
    region_text,
    regions_by_id,
    res_text,
    seat_label,
    seat_of,
    terrain_text,
)
from bot.i18n import Text
from bot.prompts.base import Choice


def menu_choice(view: View, action: Action) -> Choice:
    """How one legal action reads in a menu, the DM's selects and the commands' autocomplete
    alike: regions with their number and terrain (and a war they would start), what an
    action costs, what a collect yields, what a bid pays; anything else as
    ``describe_action`` says it."""
    return Choice(choice_label(view, action), action, description=choice_detail(action))


def choice_label(view: View, action: Action) -> Text:
    seat = me_of(view)
    info = seat_of(view, seat)
    kind = action.get("t")
    costs = info.get("costs") or {}
    if kind == "faction":
        return faction_text(str(action.get("f")))
    if kind == "home":
        return Text("tek-ui-home-choice", {"region": region_text(view, int(action["r"]))})
    if kind == "stock":
        return Text("tek-ui-stock-choice", {"cost": amounts(action)})
    if kind == "side":
        return side_text(view, seat, int(action.get("s") or 0))
    if kind == "patrol" and "up" in action:
        return Text("tek-ui-stand-choice", {"region": region_text(view, int(action["up"]))})
    if kind in ("patrol", "quest"):
        params = {
            "from": region_text(view, int(action["a"])),
            "to": region_text(view, int(action["b"])),
        }
        label = Text(f"tek-ui-{kind}-choice", params)
        return with_note(label, entry_note(view, seat, action))
    if kind == "expand":
        cost = cost_text({"f": costs.get("expand") or 0})
        region = region_text(view, int(action["r"]))
        return Text("tek-ui-expand-choice", {"region": region, "cost": cost})
    if kind in ("build", "research"):
        track, res = ("tower", "o") if kind == "build" else ("magic", "m")
        level = int(info.get(track) or 0) + 1
        cost = cost_text({res: costs.get(kind) or 0})
        return Text(f"tek-ui-{kind}-choice", {"level": level, "cost": cost})
    if kind == "trade":
        return trade_text(action)
    if kind == "pass":
        return Text("tek-ui-pass-choice", {"action": action_text(str(action["k"]))})
    if kind == "collect":
        return collect_text(action)
    if kind == "bid":
        return bid_text(action)
    if kind == "flee":
        cost = cost_text({"f": int((view.get("flee") or {}).get("cost") or 0)})
        region = region_text(view, int(action["r"]))
        return Text("tek-ui-flee-choice", {"region": region, "cost": cost})
    if kind == "perish":
        return Text("tek-ui-perish")
    return describe_action(action)


def choice_detail(action: Action) -> Text | None:
    """A faction's line under its name: its magic costs and its first and last powers."""
    if action.get("t") != "faction":
        return None
    faction = factions().get(str(action.get("f")))
    if faction is None:
        return None
    return Text(
        "tek-ui-faction-detail",
        {
            "costs": "/".join(str(n) for n in faction["magic"]),
            "first": power_text(faction["powers"][0]),
            "last": power_text(faction["powers"][-1]),
        },
    )


def entry_note(view: View, seat: int | None, action: Action) -> Text | None:
    """What a patrol or quest into a region means: the war the engine says it starts (with
    an ally, the neutrals or a rival), else a search when the region is ruins; None for
    nothing special."""
    enemy = action.get("war")
    if isinstance(enemy, int):
        if enemy == NEUTRAL:
            return Text("tek-ui-note-war-neutral")
        allies = [sorted(pair) for pair in view.get("alliances") or []]
        allied = seat is not None and sorted((seat, enemy)) in allies
        key = "tek-ui-note-war-ally" if allied else "tek-ui-note-war"
        return Text(key, {"seat": seat_label(enemy, int(view.get("players") or 0))})
    region = regions_by_id(view).get(int(action["b"])) or {}
    return Text("tek-ui-note-ruins") if region.get("terrain") == "ruins" else None


def with_note(label: Text, note: Text | None) -> Text:
    return label if note is None else Text("tek-ui-with-note", {"label": label, "note": note})


def side_text(view: View, seat: int | None, side: int) -> Text:
    """A side of the home card: where its capital is, its rivers and cliffs, its sealed
    regions (every face holds the same terrains, so those are what tells them apart)."""
    slots = view.get("slots") or []
    slot = slots[seat] if seat is not None and 0 <= seat < len(slots) else {}
    faces = cards().get(str(slot.get("card")))
    if seat is None or not faces or not 0 <= side < len(faces):
        return Text("tek-ui-side-plain", {"side": side})
    face: dict[str, Any] = faces[side]
    capital = int(face["capital"])
    sealed = [str(seat * 10 + int(n)) for n in sorted(face.get("sealed") or [])]
    return Text(
        "tek-ui-side",
        {
            "side": side,
            "capital": seat * 10 + capital,
            "terrain": terrain_text(TERRAINS[str(face["terrain"])[capital - 1]]),
            "rivers": len(face.get("river") or []),
            "cliffs": len(face.get("cliff") or []),
            "sealed": sealed,
            "count": len(sealed),
        },
    )


def trade_text(action: Action) -> Text:
    """A trade with what it really brings (the engine's ``got``: faction bonus included)."""
    n = int(action.get("n") or 0)
    got = int(action.get("got", n))
    give, get = res_text(str(action.get("g"))), res_text(str(action.get("w")))
    return Text("tek-ui-trade-choice", {"n": n, "give": give, "got": got, "get": get})


def collect_text(action: Action) -> Text:
    """A collect with what it really gains (the engine's ``gain``) and the picks it names."""
    gain = action.get("gain")
    if not isinstance(gain, dict):
        return describe_action(action)
    listed = amounts(gain)
    if not listed:
        return Text("tek-ui-collect-nothing")
    picks = amounts(action)
    if picks:
        return Text("tek-ui-collect-picks", {"gain": listed, "picks": picks})
    return Text("tek-ui-collect", {"gain": listed})
