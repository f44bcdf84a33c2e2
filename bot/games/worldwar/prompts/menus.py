"""How one legal action of World War reads in a menu: the DM's selects and buttons and the
commands' autocomplete alike (``menu_choice``).

Territories read with the units standing there, an attack with what it sends against what
defends (and whose army that is), a purchase with the room it goes to, a card with what it
does under its name, a mission with its kind and full text. Every figure is read from the view.
"""

from __future__ import annotations

from bot.engine.base import Action, View
from bot.games.worldwar.prompts.lords import lordcard_choice
from bot.games.worldwar.prompts.sacrifice import sacrifice_label
from bot.games.worldwar.prompts.words import (
    card_text,
    count_text,
    describe_action,
    me_of,
    mission_kind,
    mission_text,
    pieces_text,
    place_of,
    price_of,
    seat_label,
    territory_text,
    unit_text,
    units_at,
    units_of,
)
from bot.i18n import Text
from bot.prompts.base import Choice


def units_text(n: int) -> Text:
    return Text("ww-units", {"n": n})


def where_text(view: View, tid: object) -> Text:
    """A territory with the units on it ("Mexico (4 units)")."""
    return Text(
        "ww-ui-place-choice",
        {"territory": territory_text(tid), "units": units_text(units_at(view, tid))},
    )


def menu_choice(view: View, action: Action) -> Choice:
    return Choice(choice_label(view, action), action, description=choice_detail(view, action))


def choice_label(view: View, action: Action) -> Text:
    kind = action.get("t")
    if kind == "mission":
        offer = list((view.get("me") or {}).get("offer") or [])
        n = offer.index(action.get("m")) + 1 if action.get("m") in offer else 1
        return Text("ww-ui-mission-choice", {"n": n, "kind": mission_kind(action.get("m"))})
    if kind == "place":  # how many go where, since a batch is one choice
        return Text(
            "ww-ui-place-count-choice",
            {
                "territory": territory_text(action.get("a")),
                "units": units_text(units_at(view, action.get("a"))),
                "pieces": pieces_text(action),
            },
        )
    if kind in ("lord", "refound"):
        return where_text(view, action.get("a"))
    if kind == "sacrifice":
        return sacrifice_label(view, action)
    if kind == "attack" and action.get("m"):
        plain = {k: v for k, v in action.items() if k != "m"}
        return Text("ww-ui-with-mage", {"label": choice_label(view, plain)})
    if kind == "attack":
        target = action.get("b")
        defenders = units_at(view, target)
        params = {
            "from": territory_text(action.get("a")),
            "to": territory_text(target),
            "sent": units_text(units_of(action)),
        }
        owner = place_of(view, target).get("o")
        # The lord going along changes the dice (a tie kills nobody, B1): say so in the label.
        lord = "-lord" if action.get("l") else ""
        if not defenders or not isinstance(owner, int):
            return Text(f"ww-ui-attack{lord}-empty", params)
        players = int(view.get("players") or 5)
        return Text(
            f"ww-ui-attack{lord}-choice",
            {**params, "units": units_text(defenders), "defender": seat_label(owner, players)},
        )
    if kind == "move":
        return Text(
            "ww-ui-move-choice",
            {
                "from": territory_text(action.get("a")),
                "to": territory_text(action.get("b")),
                "pieces": pieces_text(action),
            },
        )
    if kind == "capital":
        return Text("ww-ui-capital-choice", {"territory": territory_text(action.get("a"))})
    if kind == "swap" and len(action.get("x") or []) == 1:
        return Text("ww-ui-swap-choice", {"card": card_text(action["x"][0])})
    if kind == "repar":
        ceded = [territory_text(action[f]) for f in ("a", "b") if f in action]
        if len(ceded) == 2:
            return Text("ww-ui-repar-choice", {"first": ceded[0], "second": ceded[1]})
        if ceded:
            return Text("ww-ui-repar-one", {"territory": ceded[0]})
        return Text("ww-ui-repar-none")
    if kind == "buy":
        return buy_label(view, action)
    if kind == "build":
        return Text(
            "ww-ui-build-choice",
            {"unit": unit_text(action.get("u")), "territory": territory_text(action.get("a"))},
        )
    if kind == "lordcard":
        return lordcard_choice(action)
    if kind == "skill" and isinstance(action.get("p"), int):
        players = int(view.get("players") or 5)
        return Text("ww-ui-skill-choice", {"target": seat_label(int(action["p"]), players)})
    if kind == "end":
        return Text("ww-ui-end")
    if kind == "occupy":
        return Text("ww-ui-occupy")
    if kind == "done":
        return Text("ww-ui-done")
    return describe_action(action)


def buy_label(view: View, action: Action) -> Text:
    """A purchase with how many, where and what it costs this round."""
    unit, n = str(action.get("u")), int(action.get("n") or 1)
    cost = price_of(view, me_of(view), unit) * n
    return Text(
        "ww-ui-buy-count-choice",
        {
            "territory": territory_text(action.get("a")),
            "units": units_text(units_at(view, action.get("a"))),
            "pieces": [count_text(unit, n)],
            "cost": cost,
        },
    )


def choice_detail(view: View, action: Action) -> Text | None:
    """A mission's full text, a card's effect, a purchase's full wording (a lord card's
    skills are too long for a description: the prompt writes them out above)."""
    kind = action.get("t")
    if kind == "mission":
        return mission_text(action.get("m"))
    if kind == "card":
        return Text(f"ww-card-{action.get('c')}-text")
    if kind == "buy":
        return describe_action(action)
    if kind == "attack" and action.get("l"):
        return Text("ww-ui-attack-lord-detail")
    return None
