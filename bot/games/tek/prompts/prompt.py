"""Tiny Epic Kingdoms prompts: the controls a seat gets at each step.

Every control carries an action taken from the ``legal_actions`` handed in, so nothing here
decides a rule; the step is read from the kinds of action on offer (the shapes are in
the game's ``rules.md``). What an action costs or yields, the war a move starts and what counts
in a war are the engine's own figures, read from the view and the listed actions
(``bot.games.tek.engine.views``); the prompts only word and arrange them. The seat's resources,
tower and magic are not repeated in the prompt: the private message adds ``private_summary``
under it.

The words live in ``bot.games.tek.prompts.words`` (names, ``describe_action``, ``private_summary``,
``step_label``), a menu entry's label in ``bot.games.tek.prompts.menus`` (``menu_choice``) and the
selects and buttons in ``bot.games.tek.prompts.controls``; the public names the platform and the
commands use are re-exported here.

Within Discord's five rows:

* **faction** — one select of the factions left (16 at most), each with its magic costs and
  its first and last powers.
* **setup** — the two sides of the home card and the suggested stock (the engine lists it
  first) as buttons in one row, the other stocks in a select (closest to the suggestion
  first; 27 mixes do not fit, so the text points to ``/tek stock``, which takes any mix), and
  once the side is chosen the home region.
* **act** (the leader) — one select per action with moves (patrol, quest, expand, trade; best
  first, each ending with "place the shield and do nothing" for that action, so at most 24
  moves), and one row of buttons: build and research with their cost, and the do-nothing
  choice of every other action left. That is at most four selects and one row of buttons.
* **follow** (each other seat in turn, or all at once with ``quick_follow``) — Collect with
  what it yields (one button per way to take the free picks when there are at most four, else
  a select), and the leader's action to follow: a button for build or research, a select for
  the others. In turn, the seat is first told what the followers before it did
  (``view["done"]``); with ``quick_follow`` a seat asked again (``view["redo"]``) is told why.
* **war** — the bid: every listed (value, payment) in one select, or two selects split
  between values when they are more than 25, each labelled with what it costs
  ("5 — 2 mana, 1 ore"), and the white flag as a button; what counts, the magic bonus, who
  wins ties and what two white flags do are said above.
* **flee** — the regions to flee to with the food it costs (buttons, or a select when there
  are more than four), and "stay and fall".
"""

from __future__ import annotations

from bot.engine.base import Action, View, action_key
from bot.games.tek.engine.content import ACTIONS, NEUTRAL, RESOURCES
from bot.games.tek.engine.views import round_number
from bot.games.tek.prompts.controls import (
    MAX_BUTTONS,
    MAX_CHOICES,
    MAX_ROWS,
    button,
    buttons_of,
    more,
    ordered,
    pack,
    select,
    split_by_value,
)
from bot.games.tek.prompts.menus import menu_choice
from bot.games.tek.prompts.words import (
    action_text,
    amounts,
    cost_text,
    describe_action,
    faction_text,
    follow_done,
    me_of,
    private_summary,
    region_text,
    seat_label,
    seat_of,
    step_label,
)
from bot.i18n import Text, command_mention
from bot.prompts.base import Button, Prompt, Row, Select, by_kind

__all__ = [
    "ACTIONS",
    "action_text",
    "describe_action",
    "faction_text",
    "menu_choice",
    "private_summary",
    "prompt",
    "seat_label",
    "step_label",
]

SELECT_ACTIONS = ("patrol", "quest", "expand", "trade")  # the others are one button each
MAX_COLLECT_BUTTONS = 4
MAX_FLEE_BUTTONS = 4


def prompt(view: View, legal_actions: list[Action]) -> Prompt | None:
    """The controls for the seat whose view this is, or ``None`` when it has nothing to do."""
    if not legal_actions:
        return None
    kinds = by_kind(legal_actions)
    if "faction" in kinds:
        return _faction_prompt(view, kinds["faction"])
    if kinds.keys() & {"side", "stock", "home"}:
        return _setup_prompt(view, kinds)
    if "bid" in kinds:
        return _war_prompt(view, kinds["bid"])
    if kinds.keys() & {"flee", "perish"}:
        return _flee_prompt(view, kinds)
    if str(view.get("phase")) == "follow" or "collect" in kinds:
        return _follow_prompt(view, kinds)
    if me_of(view) is not None:
        return _act_prompt(view, kinds)
    return Prompt(lines=(Text("tek-ui-wait"),))


def _faction_prompt(view: View, actions: list[Action]) -> Prompt:
    lines = [Text("tek-ui-faction-turn", {"count": len(actions)})]
    faction_select, _left = select(view, Text("tek-ui-faction-placeholder"), actions)
    return pack(lines, [faction_select], [])


def _setup_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    lines = [Text("tek-ui-setup-turn")]
    selects: list[Select] = []
    sides = kinds.get("side", [])
    buttons = buttons_of(view, sides, "primary")
    # The engine lists the suggested mix first; the others closest to it come next.
    stocks = kinds.get("stock", [])
    suggested, others = stocks[:1], stocks[1:]
    aim = suggested[0] if suggested else {}
    total = {"total": sum(int(aim.get(r) or 0) for r in RESOURCES)}
    for action in suggested:
        label = Text("tek-ui-stock-suggested", {"cost": amounts(action)})
        buttons += [b for b in (button(view, action, "success", label),) if b]
    more_stocks = False
    if others:
        others = sorted(
            others,
            key=lambda a: (
                sum(abs(int(a.get(r) or 0) - int(aim.get(r) or 0)) for r in RESOURCES),
                *(-int(a.get(r) or 0) for r in RESOURCES),
            ),
        )
        stock_select, left = select(view, Text("tek-ui-stock-placeholder", total), others)
        selects.append(stock_select)
        more_stocks = left > 0
    homes = kinds.get("home", [])
    if homes:
        home_select, _left = select(view, Text("tek-ui-home-placeholder"), homes)
        selects.append(home_select)
    if sides:
        lines.append(Text("tek-ui-setup-side"))
    if stocks:
        lines.append(Text("tek-ui-setup-stock", {**total, "suggested": amounts(aim)}))
    if homes:
        lines.append(Text("tek-ui-setup-home"))
    elif sides:
        lines.append(Text("tek-ui-setup-home-later"))
    if more_stocks:
        command = command_mention("tek stock")
        lines.append(Text("tek-ui-stock-more", {**total, "command": command}))
    # buttons before selects here: the sides come first, then the suggested stock
    rows: list[Row] = []
    if buttons:
        rows.append(tuple(buttons[:MAX_BUTTONS]))
    rows.extend(selects[: MAX_ROWS - len(rows)])
    return Prompt(lines=tuple(lines), rows=tuple(rows), image=False)


def _act_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    lines = [Text("tek-ui-act-turn", {"round": round_number(view)})]
    shields = [action_text(str(kind)) for kind in view.get("shields") or []]
    if shields:
        lines.append(Text("tek-ui-shields", {"actions": shields}))
    passes = {str(a.get("k")): a for a in kinds.get("pass", [])}
    selects: list[Select] = []
    for kind in SELECT_ACTIONS:
        moves = ordered(view, kind, kinds.get(kind, []))
        if not moves:
            continue
        tail = [passes.pop(kind)] if kind in passes else []
        move_select, left = select(view, Text(f"tek-ui-{kind}-placeholder"), moves, tail)
        selects.append(move_select)
        if left:
            lines.append(more(kind, len(moves) - left, len(moves)))
    buttons: list[Button] = []
    for kind in ("build", "research"):
        buttons += buttons_of(view, kinds.get(kind, [])[:1], "primary")
    buttons += buttons_of(view, [passes.pop(k) for k in ACTIONS if k in passes], "secondary")
    return pack(lines, selects, buttons)


def _follow_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    seat = me_of(view)
    info = seat_of(view, seat)
    leader = int(view.get("leader") or 0)
    kind = str(view.get("action") or "")
    lines: list[Text] = []
    if seat is not None and view.get("redo") == seat:
        # asked again: its sealed move became illegal while the choices before it resolved
        lines.append(Text("tek-ui-follow-redo", {"action": action_text(kind)}))
    done = follow_done(view)
    if done:
        lines.append(Text("tek-ui-follow-before", {"done": done}))
    if kind in ACTIONS:
        key = "tek-ui-follow-turn-passed" if view.get("passed") else "tek-ui-follow-turn"
        lines.append(Text(key, {"leader": seat_label(leader, 5), "action": action_text(kind)}))
    else:
        lines.append(Text("tek-ui-follow-collect-only"))
    pending = (view.get("me") or {}).get("pending")
    if pending:
        lines.append(Text("tek-ui-follow-chosen", {"choice": describe_action(pending)}))
    gain = amounts(info.get("follow_gain") or {})
    if gain and kind in ACTIONS:
        lines.append(Text("tek-ui-follow-gain", {"gain": gain}))

    selects: list[Select] = []
    buttons: list[Button] = []
    # most food first, then mana, then ore: the order the tracks are printed in
    collects = sorted(
        kinds.get("collect", []), key=lambda a: tuple(-int(a.get(r) or 0) for r in RESOURCES)
    )
    is_pending = (lambda a: a == pending) if pending else None
    if len(collects) <= MAX_COLLECT_BUTTONS:
        buttons += buttons_of(view, collects, "success")
    else:
        picks = int((info.get("income") or {}).get("picks") or 0)
        placeholder = Text("tek-ui-collect-placeholder", {"picks": picks})
        collect_select, left = select(view, placeholder, collects, selected=is_pending)
        selects.append(collect_select)
        if left:
            lines.append(more("collect", len(collects) - left, len(collects)))
    for follow_kind in ACTIONS:
        moves = kinds.get(follow_kind, [])
        if not moves:
            continue
        if follow_kind in ("build", "research"):
            label = Text("tek-ui-follow-button", {"label": menu_choice(view, moves[0]).label})
            buttons += [b for b in (button(view, moves[0], "primary", label),) if b]
            continue
        placeholder = Text("tek-ui-follow-placeholder", {"action": action_text(follow_kind)})
        moves_in_order = ordered(view, follow_kind, moves)
        follow_select, left = select(view, placeholder, moves_in_order, selected=is_pending)
        selects.append(follow_select)
        if left:
            lines.append(more(follow_kind, len(moves) - left, len(moves)))
    if not any(kinds.get(k) for k in ACTIONS) and kind in ACTIONS:
        lines.append(Text("tek-ui-follow-cannot", {"action": action_text(kind)}))
    return pack(lines, selects, buttons)


def _war_lines(view: View) -> list[Text]:
    """Who fights where, and what counts: the engine's rates, free points and tie rule."""
    seat = me_of(view)
    war = view.get("war") or {}
    region, attacker, defender = war.get("region"), war.get("attacker"), war.get("defender")
    if region is None or attacker is None or defender is None:
        return []
    attacking = attacker == seat
    other = int(defender if attacking else attacker)
    if other == NEUTRAL:
        key = "tek-ui-war-neutral"
    else:
        key = "tek-ui-war-attack" if attacking else "tek-ui-war-defend"
    params = {"region": region_text(view, int(region)), "seat": seat_label(other, 5)}
    lines = [Text(key, {**params, "neutrals": int(war.get("floor") or 0)})]
    allies = [sorted(pair) for pair in view.get("alliances") or []]
    if seat is not None and other != NEUTRAL and sorted((seat, other)) in allies:
        lines.append(Text("tek-ui-war-allied"))
    side = war.get("attack" if attacking else "defend") or {}
    rates = {r: int((side.get("rates") or {}).get(r) or 0) for r in RESOURCES}
    bonus = int(side.get("bonus") or 0)
    ties = str(war.get("ties") or "defender")
    lines.append(Text("tek-ui-war-rates", {**rates, "bonus": bonus, "ties": ties}))
    if other != NEUTRAL:
        two = int(view.get("players") or 0) == 2
        lines.append(Text("tek-ui-war-flags-two" if two else "tek-ui-war-flags"))
    return lines


def _war_prompt(view: View, bids: list[Action]) -> Prompt:
    lines = _war_lines(view)
    flags = [a for a in bids if int(a.get("v") or 0) == 0]
    values = [a for a in bids if int(a.get("v") or 0) > 0]
    if not flags and values:
        lines.append(Text("tek-ui-war-no-flag"))
    values.sort(key=lambda a: (int(a["v"]), action_key(a)))
    if len(values) <= MAX_CHOICES:
        groups = [values] if values else []
    else:
        # Two selects, split between values so that each holds at most 25 choices.
        cut = split_by_value(values)
        groups = [values[:cut], values[cut:]]
    selects: list[Select] = []
    for group in groups:
        low, high = int(group[0]["v"]), int(group[-1]["v"])
        placeholder = (
            Text("tek-ui-bid-placeholder")
            if len(groups) == 1
            else Text("tek-ui-bid-range-placeholder", {"low": low, "high": high})
        )
        bid_select, _left = select(view, placeholder, group)
        selects.append(bid_select)
    return pack(lines, selects, buttons_of(view, flags[:1], "danger"))


def _flee_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    flight = view.get("flee") or {}
    lines = []
    if flight.get("region") is not None:
        region = region_text(view, int(flight["region"]))
        cost = cost_text({"f": int(flight.get("cost") or 0)})
        lines.append(Text("tek-ui-flee-turn", {"region": region, "cost": cost}))
    flees = sorted(kinds.get("flee", []), key=lambda a: int(a.get("r") or 0))
    selects: list[Select] = []
    buttons: list[Button] = []
    if len(flees) <= MAX_FLEE_BUTTONS:
        buttons += buttons_of(view, flees, "primary")
    else:
        flee_select, _left = select(view, Text("tek-ui-flee-placeholder"), flees)
        selects.append(flee_select)
    buttons += buttons_of(view, kinds.get("perish", [])[:1], "danger")
    return pack(lines, selects, buttons)
