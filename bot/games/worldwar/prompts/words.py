"""World War's words: names, pieces, one line per action, the seat's own summary, the step.

Everything here turns an action or a view into catalog texts (``Text``); nothing counts a
rule. The shapes are the contract in ``bot/games/worldwar/rules.md``. Armies are named by colour
only. Also the small readers of the view shared by the menus and the prompts.

Engine events name territories, cards, units, missions and events by id; the catalogs turn
those ids into names themselves (``{ NAME("ww-territory", $to) }``, see ``bot.i18n``).
Event parameters that hold a seat beyond the platform's usual names are ``SEAT_PARAMS`` (for
``GameSpec.seat_params``).
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Action, View
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.prompts.lords import own_lord_lines
from bot.i18n import Text

SEAT_COLOURS = ("black", "blue", "yellow", "red", "green")
PIECES = (("s", "soldier", 1), ("h", "horse", 5), ("c", "cannon", 10))
UNIT_OF = {"s": "soldier", "h": "horse", "c": "cannon"}
PRICES = {"soldier": 20, "horse": 80, "cannon": 150, "catapult": 100, "tower": 100}
STEP_PHASES = ("setup", "turn", "sacrifice", "capital", "refound", "buy")
# Event parameters holding seats that the platform's narration does not know by name.
SEAT_PARAMS: frozenset[str] = frozenset({"captor", "target", "winners", "order", "against"})


# --- names -----------------------------------------------------------------------------------


def seat_label(seat: int, players: int) -> Text:
    """A seat's colour ("Black"), as on the board."""
    return Text(f"ww-seat-{SEAT_COLOURS[seat % len(SEAT_COLOURS)]}")


def territory_text(tid: Any) -> Text:
    return Text(f"ww-territory-{tid}")


def card_text(cid: Any) -> Text:
    return Text(f"ww-card-{cid}")


def mission_text(mid: Any) -> Text:
    """A mission card's words. One that names a side ("eliminate-red", "capture-red") names
    it by the side's label, so a DM says its player's name there as the channel does
    (bot.table.seat_names); its card (``ww-mission-<id>``) says the same with the colour."""
    kind, _, colour = str(mid).partition("-")
    if kind in ("eliminate", "capture") and colour in SEAT_COLOURS:
        return Text(f"ww-mission-side-{kind}", {"side": Text(f"ww-seat-{colour}")})
    return Text(f"ww-mission-{mid}")


def mission_kind(mid: Any) -> Text:
    """The kind of a mission (occupy, eliminate, capture, other), as the deck gives it."""
    return Text(f"ww-mission-kind-{decks().mission(str(mid)).kind}")


def unit_text(unit: Any) -> Text:
    kind = "tower" if unit in ("tower", "well_tower") else str(unit)
    return Text(f"ww-unit-{kind}")


def count_text(unit: str, n: int) -> Text:
    kind = "tower" if unit == "well_tower" else unit
    return Text(f"ww-n-{kind}", {"n": n})


def pieces(fields: dict[str, Any], lord: bool = True) -> list[Text]:
    """The pieces of an action or a supply as a list ("3 soldiers", "1 horse", "the lord")."""
    out = [count_text(unit, int(fields.get(f) or 0)) for f, unit, _w in PIECES if fields.get(f)]
    if fields.get("k"):
        out.append(count_text("catapult", int(fields["k"])))
    if lord and fields.get("l"):
        out.append(Text("ww-n-lord"))
    if fields.get("m"):
        out.append(Text("ww-n-mage"))
    if fields.get("g"):
        out.append(Text("ww-n-sacrifice", {"n": int(fields["g"])}))
    return out


def pieces_text(fields: dict[str, Any]) -> list[Text] | Text:
    listed = pieces(fields)
    return listed if listed else Text("ww-nothing")


def supply_fields(stack: dict[str, Any]) -> dict[str, int]:
    """A ``{"soldiers","horses","cannons"}`` stack as action fields."""
    return {
        "s": int(stack.get("soldiers") or 0),
        "h": int(stack.get("horses") or 0),
        "c": int(stack.get("cannons") or 0),
    }


def units_of(fields: dict[str, Any]) -> int:
    return sum(int(fields.get(f) or 0) * weight for f, _unit, weight in PIECES)


# --- reading the view ------------------------------------------------------------------------


def me_of(view: View) -> int | None:
    seat = (view.get("me") or {}).get("seat")
    return int(seat) if isinstance(seat, int) else None


def seat_of(view: View, seat: int | None) -> dict[str, Any]:
    seats = view.get("seats") or []
    if seat is None or not 0 <= seat < len(seats):
        return {}
    info: dict[str, Any] = seats[seat]
    return info


def place_of(view: View, tid: Any) -> dict[str, Any]:
    place: dict[str, Any] = (view.get("map") or {}).get(str(tid)) or {}
    return place


def units_at(view: View, tid: Any) -> int:
    return units_of(supply_fields(place_of(view, tid).get("u") or {}))


def price_of(view: View, seat: int | None, unit: str) -> int:
    """This round's price as the view shows it: the list price, the events' changes and the
    seat's discounts (``fx.price``, ``seats[*].discount``), never below 0."""
    change = int(((view.get("fx") or {}).get("price") or {}).get(unit) or 0)
    discount = int((seat_of(view, seat).get("discount") or {}).get(unit) or 0)
    return max(0, PRICES.get(unit, 0) + change - discount)


# --- actions ---------------------------------------------------------------------------------


def card_target(action: Action) -> Text | list[Text] | None:
    if "a" in action:
        return territory_text(action["a"])
    if "p" in action:
        return seat_label(int(action["p"]), 5)
    if "u" in action:
        return unit_text(action["u"])
    if isinstance(action.get("x"), list) and action["x"]:
        return [territory_text(t) for t in action["x"]]
    return None


def describe_action(action: Action) -> Text:
    """One line for an action, for the game log, autocomplete and narration."""
    kind = action.get("t")
    if kind == "mission":
        return Text("ww-do-mission", {"mission": mission_text(action.get("m"))})
    if kind == "place":
        params = {"pieces": pieces_text(action), "territory": territory_text(action.get("a"))}
        return Text("ww-do-place", params)
    if kind == "lord":
        return Text("ww-do-lord", {"territory": territory_text(action.get("a"))})
    if kind in ("attack", "move"):
        return Text(
            f"ww-do-{kind}",
            {
                "from": territory_text(action.get("a")),
                "to": territory_text(action.get("b")),
                "pieces": pieces_text(action),
            },
        )
    if kind == "capital":
        return Text("ww-do-capital", {"territory": territory_text(action.get("a"))})
    if kind == "swap":
        return Text("ww-do-swap", {"cards": [card_text(c) for c in action.get("x") or []]})
    if kind == "card":
        target = card_target(action)
        card = card_text(action.get("c"))
        if target is None:
            return Text("ww-do-card", {"card": card})
        return Text("ww-do-card-target", {"card": card, "target": target})
    if kind == "end":
        return Text("ww-do-end")
    if kind == "occupy":
        return Text("ww-do-occupy")
    if kind == "repar":
        ceded = [territory_text(action[f]) for f in ("a", "b") if f in action]
        if not ceded:
            return Text("ww-do-repar-none")
        return Text("ww-do-repar", {"territories": ceded})
    if kind == "refound":
        return Text("ww-do-refound", {"territory": territory_text(action.get("a"))})
    if kind == "buy":
        n = int(action.get("n") or 1)
        unit = str(action.get("u"))
        return Text(
            "ww-do-buy",
            {"pieces": [count_text(unit, n)], "territory": territory_text(action.get("a"))},
        )
    if kind == "build":
        return Text(
            "ww-do-build",
            {"unit": unit_text(action.get("u")), "territory": territory_text(action.get("a"))},
        )
    if kind == "done":
        return Text("ww-do-done")
    if kind == "lordcard":
        return Text("ww-do-lordcard", {"lord": Text(f"ww-lord-{action.get('c')}")})
    if kind == "skill" and isinstance(action.get("p"), int):
        return Text("ww-do-skill", {"target": seat_label(int(action["p"]), 5)})
    if kind == "sacrifice":
        given = [count_text(u, int(action.get(f) or 0)) for f, u in SACRIFICED if action.get(f)]
        if not given:
            return Text("ww-do-sacrifice-none")
        return Text("ww-do-sacrifice", {"engines": engines_words(given)})
    return Text("ww-do-unknown")


SACRIFICED = (("k", "catapult"), ("w", "tower"))  # the fields of a defender's answer (W25)


def engines_words(given: list[Text]) -> Text:
    """Engines given up ("2 catapults, 1 well-tower"), or "no engine"."""
    return Text("ww-sac-engines", {"engines": given}) if given else Text("ww-sac-no-engine")


# --- the seat's own secrets, and the step said in the channel ---------------------------------


def seen_text(seen: dict[str, Any]) -> Text:
    """What a spy card showed: a mission or a hand (``me.seen``)."""
    target = seen.get("seat")
    who = seat_label(int(target), 5) if isinstance(target, int) else Text("ww-nothing")
    params = {"seat": who, "round": int(seen.get("round") or 0)}
    what = seen.get("what")
    if seen.get("look") == "mission" and isinstance(what, str):
        return Text("ww-me-seen-mission", {**params, "mission": mission_text(what)})
    if seen.get("look") == "hand" and isinstance(what, list):
        cards: list[Text] | Text = [card_text(c) for c in what] or Text("ww-nothing")
        return Text("ww-me-seen-hand", {**params, "cards": cards})
    return Text("ww-me-seen-nothing", params)


def private_summary(view: View) -> list[Text]:
    """The seat's own part of its view: its mission (or the two offered), its hand, what its
    spies saw, its grain (public) and its lord card (or the two offered) for context."""
    me = view.get("me") or {}
    lines: list[Text] = []
    mission = me.get("mission")
    if mission:
        lines.append(Text("ww-me-mission", {"mission": mission_text(mission)}))
    elif me.get("offer"):
        offered = [mission_text(m) for m in me["offer"]]
        lines.append(Text("ww-me-offer", {"missions": offered}))
    hand = list(me.get("hand") or [])
    if "hand" in me:
        cards: list[Text] | Text = [card_text(c) for c in hand] or Text("ww-nothing")
        lines.append(Text("ww-me-hand", {"count": len(hand), "cards": cards}))
    for seen in me.get("seen") or []:
        if isinstance(seen, dict) and "look" in seen:
            lines.append(seen_text(seen))
    seat = me_of(view)
    lines += own_lord_lines(view, seat)
    if seat is not None:
        lines.append(Text("ww-me-grain", {"grain": int(seat_of(view, seat).get("grain") or 0)}))
    return lines


def step_label(public_view: View, seat: int) -> Text:
    """What the game waits for this seat to do, from public facts only."""
    phase = str(public_view.get("phase"))
    return Text(f"ww-step-{phase}" if phase in STEP_PHASES else "step-default")
