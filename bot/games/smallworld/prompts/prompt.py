"""Small World prompts: the controls a seat gets, and the words for actions and secrets.

Every control carries an action taken from the ``legal_actions`` handed in, so nothing here
decides a rule; the step is read from the kinds of action on offer (see the engine package
docstring for their shapes).

Within Discord's five rows, selects come first in this order: conquest targets (conquer,
dragon and convert, cheapest first, at most 25 — the text says when some are left out and
that ``/smallworld conquer`` lists them all), the market, final-conquest rolls (when more than
three; up to three ride as buttons), fortress, peace, and abandoning a region. One row of
buttons closes the prompt: keep the default redeployment, end, decline, Berserk, the rolls,
heroes and encampments. Whatever does not fit stays reachable through the slash commands.

The default redeployment is the short action ``{"t": "redeploy"}`` (the engine fills in its
default layout), so its button always fits; other layouts go through ``/smallworld redeploy``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine.base import Action, View, action_key
from bot.games.smallworld.engine.maps import load_map
from bot.i18n import Text, command_mention
from bot.prompts.base import (
    MAX_BUTTON_KEY,
    MAX_BUTTONS,
    MAX_CHOICES,
    MAX_ROWS,
    Button,
    ButtonStyle,
    Choice,
    Prompt,
    Row,
    Select,
)

MAX_ROLL_BUTTONS = 3
SEAT_COLOURS = ("red", "blue", "yellow", "green", "purple")


# --- words -----------------------------------------------------------------------------------


def seat_label(seat: int, players: int) -> Text:
    """A seat's colour name ("Red"); the colours match the board's counters."""
    return Text(f"sw-seat-{SEAT_COLOURS[seat % len(SEAT_COLOURS)]}")


def race_text(race: str) -> Text:
    return Text(f"sw-race-{race}")


def power_text(power: str) -> Text:
    return Text(f"sw-power-{power}")


def terrain_text(players: int, rid: int) -> Text:
    return Text(f"sw-terrain-{load_map(players).regions[rid].terrain}")


def _layout_text(layout: dict[str, Any]) -> list[str]:
    """A token layout as ["5:3", "9:1"] (region:tokens, in region order); the catalogs join the
    list as the reader's language writes lists ("5:3, 9:1" / "5:3、9:1")."""
    return [f"{rid}:{layout[rid]}" for rid in sorted(layout, key=int)]


def describe_action(action: Action) -> Text:
    """One line for an action, for the game log, autocomplete and narration."""
    kind = action.get("t")
    region = action.get("r")
    if kind == "pick":
        return Text("sw-do-pick", {"index": int(action["i"]) + 1})
    if kind == "conquer":
        if "c" in action:
            return Text("sw-do-conquer-cost", {"region": region, "cost": action["c"]})
        return Text("sw-do-conquer", {"region": region})
    if kind in ("abandon", "roll", "dragon", "convert", "fortress"):
        return Text(f"sw-do-{kind}", {"region": region})
    if kind in ("decline", "berserk", "end"):
        return Text(f"sw-do-{kind}")
    if kind == "hero":
        return Text("sw-do-hero", {"regions": [str(rid) for rid in region or []]})
    if kind == "redeploy" and "n" not in action:
        return Text("sw-do-redeploy-default")
    if kind in ("camp", "redeploy"):
        return Text(f"sw-do-{kind}", {"layout": _layout_text(action.get("n") or {})})
    if kind == "ally":
        return Text("sw-do-ally", {"seat": seat_label(int(action["s"]), 5)})
    return Text("sw-do-unknown")


def private_summary(view: View) -> list[Text]:
    """The secret part of a seat's view (coins), with its hand and races for context: what
    the private picture (``render.private``) draws."""
    me = view.get("me") or {}
    lines = [Text("sw-me-coins", {"coins": int(me.get("coins", 0))})]
    seats = view.get("seats") or []
    seat = me.get("seat")
    active = seats[seat].get("active") if seat is not None and seat < len(seats) else None
    if active:
        lines.append(
            Text(
                "sw-me-race",
                {"power": power_text(active["power"]), "race": race_text(active["race"])},
            )
        )
        lines.append(Text("sw-me-hand", {"hand": int(active.get("in_hand", 0))}))
    else:
        lines.append(Text("sw-me-no-race"))
    # the races in decline, as the private picture shows them too (issue 26)
    declined = seats[seat].get("declined") if seat is not None and seat < len(seats) else None
    if declined:
        lines.append(Text("sw-me-declined", {"races": [combo_text(force) for force in declined]}))
    return lines


def combo_text(force: Mapping[str, Any]) -> Text:
    """A race with its power ("Spirit Trolls"), or the race alone when it has none left."""
    race = race_text(force["race"])
    if not force.get("power"):
        return race
    return Text("sw-board-combo", {"power": power_text(force["power"]), "race": race})


# --- controls --------------------------------------------------------------------------------


def _region_label(key: str, players: int, rid: int, **extra: Any) -> Text:
    return Text(key, {"region": rid, "terrain": terrain_text(players, rid), **extra})


def _fits(action: Action, limit: int) -> bool:
    return len(action_key(action)) <= limit


def _players(view: View) -> int:
    """The map's player count (the map is chosen by the number of players)."""
    return int(view.get("map") or view.get("players") or 2)


REGION_CHOICES = ("conquer", "roll", "dragon", "convert", "abandon", "fortress")
COSTED = ("conquer", "roll")


def menu_choice(view: View, action: Action) -> Choice:
    """How one legal action reads in a menu, the DM's selects and the commands' autocomplete
    alike: a region with its terrain (and the tokens it costs), a market combo with its
    position, cost and the coins on it, a seat by its colour; anything else as
    ``describe_action`` says it."""
    players = _players(view)
    kind = action.get("t")
    if kind == "pick":
        return _market_choice(view, action)
    if kind == "ally":
        seat = seat_label(int(action["s"]), players)
        return Choice(Text("sw-ui-ally-choice", {"seat": seat}), action)
    if kind in REGION_CHOICES:
        extra = {"cost": action.get("c", "?")} if kind in COSTED else {}
        label = _region_label(f"sw-ui-{kind}-choice", players, int(action["r"]), **extra)
        return Choice(label, action)
    return Choice(describe_action(action), action)


def _market_choice(view: View, action: Action) -> Choice:
    market = view.get("market") or []
    index = int(action["i"])
    combo = market[index] if index < len(market) else {}
    label = Text(
        "sw-ui-pick-choice",
        {
            "position": index + 1,
            "power": power_text(combo.get("power", "?")),
            "race": race_text(combo.get("race", "?")),
            "cost": index,
        },
    )
    coins = Text("sw-ui-pick-coins", {"coins": int(combo.get("coins", 0))})
    return Choice(label=label, action=action, description=coins)


def _conquest_select(view: View, actions: Sequence[Action]) -> tuple[Select, int]:
    """The conquest targets, cheapest first; returns the select and how many were left out."""
    # The dragon and the Sorcerers' conversion cost a single token.
    ordered = sorted(
        actions, key=lambda action: (int(action.get("c", 1)), int(action["r"]), action["t"])
    )
    shown = tuple(menu_choice(view, action) for action in ordered[:MAX_CHOICES])
    return Select(Text("sw-ui-conquer-placeholder"), shown), len(actions) - len(shown)


def _pick_select(view: View, actions: Sequence[Action]) -> Select:
    choices = tuple(menu_choice(view, action) for action in actions[:MAX_CHOICES])
    return Select(Text("sw-ui-pick-placeholder"), choices)


def _region_select(placeholder: str, view: View, actions: Sequence[Action]) -> Select:
    """One choice per region, labelled as ``menu_choice`` says (with its cost where it has one)."""
    ordered = sorted(actions, key=lambda action: int(action["r"]))[:MAX_CHOICES]
    return Select(Text(placeholder), tuple(menu_choice(view, action) for action in ordered))


def _ally_select(view: View, actions: Sequence[Action]) -> Select:
    choices = tuple(menu_choice(view, action) for action in actions[:MAX_CHOICES])
    return Select(Text("sw-ui-ally-placeholder"), choices)


def _end_label(phase: str) -> str:
    return "sw-ui-end-turn" if phase == "conquer" else "sw-ui-finish"


def _by_kind(legal: Sequence[Action]) -> dict[str, list[Action]]:
    kinds: dict[str, list[Action]] = {}
    for action in legal:
        kinds.setdefault(str(action.get("t")), []).append(action)
    return kinds


def _headline(view: View, kinds: dict[str, list[Action]]) -> Text:
    phase = view.get("phase")
    if phase == "pick":
        return Text("sw-ui-pick-turn")
    if phase == "defenders":
        return Text("sw-ui-defend-turn")
    if phase == "stout":
        return Text("sw-ui-stout-turn")
    if phase == "redeploy":
        return Text("sw-ui-redeploy-turn")
    me = view.get("me") or {}
    seats = view.get("seats") or []
    seat = me.get("seat")
    active = seats[seat].get("active") if seat is not None and seat < len(seats) else None
    # Readying troops is lazy in the engine, so "in hand" alone would often say 0: the view's
    # "available" counts the spare tokens on the map too.
    if view.get("force") == "ghouls":
        return Text("sw-ui-ghouls-turn", {"hand": int(view.get("available") or 0)})
    if active:
        hand = int(view.get("available", active.get("in_hand", 0)) or 0)
        return Text("sw-ui-conquer-turn", {"race": race_text(active["race"]), "hand": hand})
    return Text("sw-ui-wait")


def prompt(view: View, legal_actions: list[Action]) -> Prompt | None:
    """The controls for the seat whose view this is, or ``None`` when it has nothing to do."""
    if not legal_actions:
        return None
    phase = str(view.get("phase"))
    kinds = _by_kind(legal_actions)
    lines = [_headline(view, kinds)]
    selects: list[Select] = []
    buttons: list[Button] = []

    def button(label: Text, action: Action, style: ButtonStyle = "secondary") -> None:
        if _fits(action, MAX_BUTTON_KEY):
            buttons.append(Button(label, action, style))

    # Keeping the default redeployment comes first: it is what a defender usually wants.
    for action in kinds.get("redeploy", [])[:1]:
        buttons.append(Button(Text("sw-ui-redeploy-keep"), action, "primary"))

    targets = [a for a in legal_actions if a.get("t") in ("conquer", "dragon", "convert")]
    if targets:
        select, left_out = _conquest_select(view, targets)
        selects.append(select)
        if left_out:
            more = {
                "shown": MAX_CHOICES,
                "total": len(targets),
                "command": command_mention("smallworld conquer"),
            }
            lines.append(Text("sw-ui-conquer-more", more))
    if kinds.get("pick"):
        selects.append(_pick_select(view, kinds["pick"]))

    rolls = sorted(kinds.get("roll", []), key=lambda a: (int(a.get("c", 99)), int(a["r"])))
    if len(rolls) > MAX_ROLL_BUTTONS:
        selects.append(_region_select("sw-ui-roll-placeholder", view, rolls))
    if kinds.get("fortress"):
        selects.append(_region_select("sw-ui-fortress-placeholder", view, kinds["fortress"]))
    if kinds.get("ally"):
        selects.append(_ally_select(view, kinds["ally"]))
    if kinds.get("abandon"):
        selects.append(_region_select("sw-ui-abandon-placeholder", view, kinds["abandon"]))

    for action in kinds.get("end", [])[:1]:
        button(Text(_end_label(phase)), action, "success" if phase != "conquer" else "secondary")
    for action in kinds.get("decline", [])[:1]:
        button(Text("sw-ui-decline"), action, "danger")
    for action in kinds.get("berserk", [])[:1]:
        button(Text("sw-ui-berserk"), action, "primary")
    if len(rolls) <= MAX_ROLL_BUTTONS:
        for action in rolls:
            button(Text("sw-ui-roll-button", {"region": int(action["r"])}), action, "primary")
    for action in kinds.get("hero", [])[:1]:
        regions = [str(rid) for rid in action.get("r") or []]
        button(Text("sw-ui-heroes", {"regions": regions}), action)
    for action in kinds.get("camp", [])[:1]:
        button(Text("sw-ui-camps"), action)

    rows: list[Row] = []
    button_rows = [tuple(buttons[i : i + MAX_BUTTONS]) for i in range(0, len(buttons), MAX_BUTTONS)]
    room_for_selects = MAX_ROWS - min(len(button_rows), 1)
    rows.extend(selects[:room_for_selects])
    rows.extend(button_rows[: MAX_ROWS - len(rows)])
    if not rows:
        return Prompt(lines=tuple(lines))
    return Prompt(lines=tuple(lines), rows=tuple(rows), image=False)


STEP_PHASES = ("pick", "conquer", "redeploy", "stout", "defenders")


def step_label(public_view: View, seat: int) -> Text:
    """What the game waits for this seat to do, said in the channel (public facts only)."""
    phase = str(public_view.get("phase"))
    return Text(f"sw-step-{phase}" if phase in STEP_PHASES else "step-default")
