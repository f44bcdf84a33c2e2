"""World War prompts: the controls a seat gets at each step.

Every control carries an action taken from the ``legal_actions`` handed in, so nothing here
decides a rule; the step is read from the view's phase and the kinds of action on offer (the
shapes are in ``bot/games/worldwar/rules.md``). The seat's mission, hand and what its spies saw
are not repeated here: the private message adds ``private_summary`` and the private picture.

The words live in ``bot.games.worldwar.prompts.words`` (names, ``describe_action``,
``private_summary``, ``step_label``), a menu entry's label in ``bot.games.worldwar.prompts.menus``
(``menu_choice``) and the selects and buttons in ``bot.games.worldwar.prompts.controls``.

Within Discord's five rows:

* **setup** (everyone at once) — in the monarch edition the two lord cards offered (a
  select, each with its stats and skills written out above); the two missions offered (a
  select: kind as the label, the full text under it, and both written out above), one select
  per kind of piece still to place (the front first; on each territory the most that fit in
  one go, or a single piece: ``/ww place`` takes any count), and the lord's front territories.
* **turn** — first the soldiers the seat's continents raised (one select per continent, on its
  territories: ruling W37), then the free or owed troops to place (as in setup); then one
  select each for attacks (best odds first, each with what it sends against what defends),
  domestic-affairs cards with their targets, troop moves (into the front first), and a lord's
  spy skill, exchanging a card or moving the capital; the end of the turn as a button.
* **capital** — occupation as a button, reparations as a select of pairs of territories.
* **refound** — the territories for the new capital.
* **sacrifice** (the defender, out of turn) — the losses owed and the units there, then one
  button per answer (what is given up, the units still lost), the deadline's answer marked
  (``bot.games.worldwar.prompts.sacrifice``).
* **buy** (everyone at once) — the seat's grain and this round's prices; first the pieces and
  free machines to place, then one select per kind of purchase (each with its price; on each
  territory as many as fit and the grain pays for, or one: ``/ww buy`` takes any count) and
  "done" as a button.

A select holds 25 choices at most; when more are legal the text names the ``/ww`` command
whose autocomplete lists them all.
"""

from __future__ import annotations

from bot.engine.base import Action, View
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.prompts.controls import (
    MAX_ROWS,
    attack_order,
    button,
    buttons_of,
    by_front,
    front,
    more,
    pack,
    select,
)
from bot.games.worldwar.prompts.lords import offer_line
from bot.games.worldwar.prompts.menus import menu_choice
from bot.games.worldwar.prompts.sacrifice import default_answer, sacrifice_lines
from bot.games.worldwar.prompts.words import (
    PIECES,
    PRICES,
    count_text,
    describe_action,
    me_of,
    mission_kind,
    mission_text,
    pieces_text,
    price_of,
    private_summary,
    seat_label,
    seat_of,
    step_label,
    supply_fields,
    territory_text,
    unit_text,
    units_of,
)
from bot.i18n import Text
from bot.prompts.base import Button, Prompt, Select, by_kind

__all__ = [
    "describe_action",
    "menu_choice",
    "private_summary",
    "prompt",
    "seat_label",
    "step_label",
]

Group = tuple[Text, list[Action], str]  # placeholder, actions, the command listing them all


def prompt(view: View, legal_actions: list[Action]) -> Prompt | None:
    """The controls for the seat whose view this is, or ``None`` when it has nothing to do."""
    if not legal_actions:
        return None
    kinds = by_kind(legal_actions)
    phase = str(view.get("phase"))
    if phase == "setup":
        return _setup_prompt(view, kinds)
    if phase == "turn":
        if "place" in kinds:
            return _place_prompt(view, kinds)
        return _turn_prompt(view, kinds)
    if phase == "capital":
        return _capital_prompt(view, kinds)
    if phase == "refound":
        return _refound_prompt(view, kinds)
    if phase == "sacrifice":
        return _sacrifice_prompt(view, kinds)
    if phase == "buy":
        return _buy_prompt(view, kinds)
    return _any_prompt(view, legal_actions)


def _groups(view: View, groups: list[Group], lines: list[Text]) -> list[Select]:
    """A select per group (empty groups left out), saying where more choices are."""
    selects: list[Select] = []
    for placeholder, actions, command in groups:
        if not actions:
            continue
        made, left = select(view, placeholder, actions)
        selects.append(made)
        if left:
            lines.append(more(len(actions) - left, len(actions), command))
    return selects


def batches_first(view: View, actions: list[Action]) -> list[Action]:
    """The front first, and on each territory the biggest batch before the single piece, so
    that a select cut at 25 choices keeps whole batches for as many territories as it can."""
    ordered = by_front(view, actions)
    where = {a.get("a"): k for k, a in reversed(list(enumerate(ordered)))}
    return sorted(ordered, key=lambda a: (where[a.get("a")], -units_of(a) - int(a.get("n") or 0)))


def _place_groups(view: View, places: list[Action]) -> list[Group]:
    supply = supply_fields(seat_of(view, me_of(view)).get("supply") or {})
    return [
        (
            Text("ww-ui-place-count-placeholder", {"left": count_text(unit, supply[field])}),
            batches_first(view, [a for a in places if a.get(field)]),
            "place",
        )
        for field, unit, _weight in PIECES
    ]


def _supply_text(view: View) -> list[Text] | Text:
    return pieces_text(supply_fields(seat_of(view, me_of(view)).get("supply") or {}))


def _setup_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    lines: list[Text] = []
    groups: list[Group] = []
    offered = kinds.get("lordcard", [])
    if offered:  # the monarch edition: keep one of two lord cards, public once kept
        lines.append(Text("ww-ui-lordcard-offer"))
        lines += [offer_line(n, a.get("c")) for n, a in enumerate(offered, start=1)]
        groups.append((Text("ww-ui-lordcard-placeholder"), offered, "move"))
    missions = kinds.get("mission", [])
    if missions:
        lines.append(Text("ww-ui-mission-offer"))
        for n, action in enumerate(missions, start=1):
            mid = action.get("m")
            params = {"n": n, "kind": mission_kind(mid), "mission": mission_text(mid)}
            lines.append(Text("ww-ui-mission-line", params))
        groups.append((Text("ww-ui-mission-placeholder"), missions, "move"))
    places = kinds.get("place", [])
    if places:
        lines.append(Text("ww-ui-setup-supply", {"pieces": _supply_text(view)}))
        groups += _place_groups(view, places)
    lords = kinds.get("lord", [])
    if lords:
        lines.append(Text("ww-ui-setup-lord"))
        groups.append((Text("ww-ui-lord-placeholder"), lords, "move"))
    return pack(lines, _groups(view, groups, lines), [])


def _turn_line(view: View) -> Text:
    turn = view.get("turn") or {}
    return Text(
        "ww-ui-turn", {"round": int(view.get("round") or 0), "ap": int(turn.get("ap") or 0)}
    )


def _place_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    raised = continent_troops(view)
    if raised:
        return _troops_prompt(view, raised, kinds["place"])
    lines = [_turn_line(view), Text("ww-ui-turn-place", {"pieces": _supply_text(view)})]
    return pack(lines, _groups(view, _place_groups(view, kinds["place"]), lines), [])


def continent_of(tid: object) -> str | None:
    territory = world().territories.get(str(tid))
    return territory.continent if territory else None


def continent_troops(view: View) -> dict[str, int]:
    """The soldiers the turn's continents raised and still to place (ruling W37)."""
    return dict((view.get("turn") or {}).get("continent_troops") or {})


def _troops_prompt(view: View, raised: dict[str, int], places: list[Action]) -> Prompt:
    """A continent's soldiers, placed first: what each continent gave, one select for each
    (on its territories, the front first)."""
    items = [Text("ww-ui-troops-item", {"continent": c, "n": n}) for c, n in raised.items()]
    lines = [_turn_line(view), Text("ww-ui-troops-place", {"troops": items})]
    groups: list[Group] = [
        (
            Text("ww-ui-troops-placeholder", {"continent": continent, "n": n}),
            batches_first(view, [a for a in places if continent_of(a.get("a")) == continent]),
            "place",
        )
        for continent, n in raised.items()
    ]
    return pack(lines, _groups(view, groups, lines), [])


def _turn_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    lines = [_turn_line(view)]
    if (view.get("turn") or {}).get("step") == "move":
        lines.append(Text("ww-ui-turn-moved"))
    seat = me_of(view)
    moves = sorted(kinds.get("move", []), key=lambda a: 0 if front(view, seat, a.get("b")) else 1)
    groups: list[Group] = [
        (Text("ww-ui-attack-placeholder"), attack_order(view, kinds.get("attack", [])), "attack"),
        (Text("ww-ui-card-placeholder"), kinds.get("card", []), "card"),
        (Text("ww-ui-move-placeholder"), moves, "march"),
        (
            Text("ww-ui-other-placeholder"),
            [*kinds.get("skill", []), *kinds.get("swap", []), *kinds.get("capital", [])],
            "move",
        ),
    ]
    selects = _groups(view, groups, lines)
    return pack(lines, selects, buttons_of(view, kinds.get("end", [])[:1], "primary"))


def _capital_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    pending = view.get("pending") or {}
    lines: list[Text] = []
    victim = pending.get("victim")
    if isinstance(victim, int):
        players = int(view.get("players") or 5)
        params = {
            "victim": seat_label(victim, players),
            "territory": territory_text(pending.get("where")),
        }
        lines.append(Text("ww-ui-capital-turn", params))
    pairs = [a for a in kinds.get("repar", []) if "b" in a]
    singles = [a for a in kinds.get("repar", []) if "b" not in a]
    buttons: list[Button] = buttons_of(view, kinds.get("occupy", [])[:1], "danger")
    buttons += buttons_of(view, singles[:1], "success")
    group: Group = (Text("ww-ui-repar-placeholder"), pairs, "capital")
    return pack(lines, _groups(view, [group], lines), buttons)


def _refound_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    lines = [Text("ww-ui-refound-turn")]
    group: Group = (Text("ww-ui-refound-placeholder"), kinds.get("refound", []), "capital")
    return pack(lines, _groups(view, [group], lines), [])


def _sacrifice_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    """At most 16 answers (0-3 catapults by 0-3 well-towers): buttons in rows of five, the
    one the deadline would give in blue."""
    answers = kinds.get("sacrifice", [])
    default = default_answer(view)
    buttons = [
        b
        for b in (
            button(view, a, "primary" if (a.get("k"), a.get("w")) == default else "secondary")
            for a in answers
        )
        if b
    ]
    return pack(sacrifice_lines(view), [], buttons)


def _buy_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    seat = me_of(view)
    grain = int(seat_of(view, seat).get("grain") or 0)
    lines = [
        Text("ww-ui-buy-turn", {"round": int(view.get("round") or 0), "grain": grain}),
        Text("ww-ui-prices", {unit: price_of(view, seat, unit) for unit in PRICES}),
    ]
    groups: list[Group] = []
    if "place" in kinds:
        lines.append(Text("ww-ui-buy-place", {"pieces": _supply_text(view)}))
        groups += [g for g in _place_groups(view, kinds["place"]) if g[1]]
    if "build" in kinds:
        lines.append(Text("ww-ui-buy-kit"))
        groups.append((Text("ww-ui-build-placeholder"), by_front(view, kinds["build"]), "move"))
    buys = kinds.get("buy", [])
    by_unit: list[Group] = []
    for unit in PRICES:
        picks = batches_first(view, [a for a in buys if a.get("u") == unit])
        if picks:
            placeholder = Text(
                "ww-ui-buy-count-placeholder",
                {"unit": unit_text(unit), "price": price_of(view, seat, unit)},
            )
            by_unit.append((placeholder, picks, "buy"))
    room = MAX_ROWS - 1 - len(groups)
    if 0 < room < len(by_unit):
        lines.append(more(sum(len(g[1]) for g in by_unit[:room]), len(buys), "buy"))
    groups += by_unit[: max(room, 0)]
    selects = _groups(view, groups, lines)
    return pack(lines, selects, buttons_of(view, kinds.get("done", [])[:1], "success"))


def _any_prompt(view: View, legal: list[Action]) -> Prompt:
    """A step this module does not know: every legal action in one select."""
    lines: list[Text] = []
    group: Group = (Text("ww-ui-other-placeholder"), legal, "move")
    return pack(lines, _groups(view, [group], lines), [])
