"""Tiny Epic Kingdoms prompts: the controls a seat gets, and the words for actions and secrets.

Every control carries an action taken from the ``legal_actions`` handed in, so nothing here
decides a rule; the step is read from the kinds of action on offer (the shapes are in
``docs/rules/tek.md``). Costs and yields shown on the controls are read from the view (the
seat's resources, magic level and faction, the regions' terrain and meeples) and the printed
content, the way the engine counts them (``bot.engine.tek.moves`` costs,
``bot.engine.tek.collect.income``); the engine still judges every move. The seat's resources,
tower and magic are not repeated in the prompt: the private message adds ``private_summary``
under it.

Within Discord's five rows:

* **faction** — one select of the factions left (13 at most), each with its magic costs and
  its first and last powers.
* **setup** — the two sides of the home card and the suggested stock (3 food, 2 mana, 1 ore)
  as buttons in one row, the other stocks in a select (closest to the suggestion first; 27
  mixes do not fit, so the text points to ``/tek stock``, which takes any mix), and once the
  side is chosen the home region.
* **act** (the leader) — one select per action with moves (patrol, quest, expand, trade; best
  first, each ending with "place the shield and do nothing" for that action, so at most 24
  moves), and one row of buttons: build and research with their cost, and the do-nothing
  choice of every other action left. That is at most four selects and one row of buttons.
* **follow** (every other seat at once) — Collect with what it yields (one button per way to
  take the free picks when there are at most four, else a select), and the leader's action to
  follow: a button for build or research, a select for the others.
* **war** — the bid: every listed (value, payment) in one select, or two selects split
  between values when they are more than 25, each labelled with what it costs
  ("5 — 2 mana, 1 ore"), and the white flag as a button; what counts, the magic bonus, who
  wins ties and what two white flags do are said above.
* **flee** — the regions to flee to with the food it costs (buttons, or a select when there
  are more than four), and "stay and fall".

A select that cannot show every legal move says so and names the slash command whose
autocomplete lists them all (``/tek quest`` …), labelled the same way (``menu_choice``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.base import Action, View, action_key
from bot.engine.tek.content import cards, factions, tower
from bot.i18n import Text, command_mention
from bot.prompts.base import Button, ButtonStyle, Choice, Prompt, Row, Select

MAX_ROWS = 5
MAX_CHOICES = 25
MAX_BUTTONS = 5
MAX_BUTTON_KEY = 80
MAX_CHOICE_KEY = 100
MAX_COLLECT_BUTTONS = 4
MAX_FLEE_BUTTONS = 4
SEAT_COLOURS = ("red", "blue", "yellow", "green", "purple")
RESOURCES = ("f", "m", "o")
ACTIONS = ("patrol", "quest", "build", "research", "expand", "trade")
SELECT_ACTIONS = ("patrol", "quest", "expand", "trade")  # the others are one button each
YIELD = {"plains": "f", "mountains": "o", "forest": "m"}
TERRAIN_LETTERS = {"P": "plains", "M": "mountains", "F": "forest", "R": "ruins"}
BASE_RATES = {"f": 0, "m": 2, "o": 1}
SUGGESTED_STOCK = {"f": 3, "m": 2, "o": 1}
MAX_RES = 9
MAX_MAGIC = 5
MAX_TOWER = 6
NEUTRAL = -1
STEP_PHASES = ("faction", "setup", "act", "follow", "war", "flee")


# --- words -----------------------------------------------------------------------------------


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
    """Resources as a list of amounts ("2 mana", "1 ore"), leaving out the zeros; the
    catalogs join the list as the reader's language writes lists."""
    return [
        Text("tek-amount", {"n": int(res.get(r) or 0), "res": res_text(r)})
        for r in RESOURCES
        if int(res.get(r) or 0)
    ]


def cost_text(res: dict[str, Any]) -> Text:
    """What something costs: the amounts, or "free"."""
    listed = amounts(res)
    return Text("tek-cost", {"cost": listed}) if listed else Text("tek-cost-free")


def describe_action(action: Action) -> Text:
    """One line for an action, for the game log, autocomplete and narration."""
    kind = action.get("t")
    if kind == "faction":
        return Text("tek-do-faction", {"faction": faction_text(str(action.get("f")))})
    if kind == "side":
        return Text("tek-do-side", {"side": int(action.get("s") or 0)})
    if kind == "stock":
        return Text("tek-do-stock", {res: int(action.get(res) or 0) for res in RESOURCES})
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
        value = int(action.get("v") or 0)
        if value == 0:
            return Text("tek-do-white-flag")
        if any(res in action for res in RESOURCES):
            return Text("tek-do-bid-paid", {"value": value, "cost": cost_text(action)})
        return Text("tek-do-bid", {"value": value})
    if kind == "flee":
        return Text("tek-do-flee", {"region": action.get("r")})
    if kind == "perish":
        return Text("tek-do-perish")
    return Text("tek-do-unknown")


# --- reading the view ------------------------------------------------------------------------


def _me(view: View) -> int | None:
    seat = (view.get("me") or {}).get("seat")
    return int(seat) if isinstance(seat, int) else None


def _seat(view: View, seat: int | None) -> dict[str, Any]:
    seats = view.get("seats") or []
    if seat is None or not 0 <= seat < len(seats):
        return {}
    info: dict[str, Any] = seats[seat]
    return info


def _res(info: dict[str, Any]) -> dict[str, int]:
    res = info.get("res") or {}
    return {r: int(res.get(r) or 0) for r in RESOURCES}


def _regions(view: View) -> dict[int, dict[str, Any]]:
    return {int(region["id"]): region for region in view.get("regions") or []}


def _powers(info: dict[str, Any]) -> list[dict[str, Any]]:
    """The rule powers (levels 1-4) a seat has unlocked (as ``bot.engine.tek.powers``)."""
    faction = factions().get(str(info.get("faction")))
    if faction is None:
        return []
    level = min(int(info.get("magic") or 0), MAX_MAGIC - 1)
    return list(faction["powers"][:level])


def _has_power(info: dict[str, Any], kind: str) -> bool:
    return any(p["kind"] == kind for p in _powers(info))


def _power_sum(info: dict[str, Any], kind: str, **match: Any) -> int:
    return sum(
        int(p.get("n", 0))
        for p in _powers(info)
        if p["kind"] == kind and all(p.get(k) == v for k, v in match.items())
    )


def _on_map(view: View, seat: int) -> int:
    info = _seat(view, seat)
    if "meeples" in info:
        return int(info["meeples"])
    return sum(
        1 for region in view.get("regions") or [] for s, _down in region["meeples"] if s == seat
    )


def build_cost(info: dict[str, Any]) -> int:
    level = int(info.get("tower") or 0)
    if level >= MAX_TOWER:
        return 0
    return max(0, tower()[0][level] - _power_sum(info, "build_discount"))


def research_cost(info: dict[str, Any]) -> int:
    faction = factions().get(str(info.get("faction")))
    level = int(info.get("magic") or 0)
    if faction is None or level >= MAX_MAGIC:
        return 0
    return int(faction["magic"][level])


def expand_cost(view: View, seat: int) -> int:
    info = _seat(view, seat)
    return max(0, _on_map(view, seat) + 1 - _power_sum(info, "expand_discount"))


def income(view: View, seat: int) -> tuple[dict[str, int], int]:
    """(the fixed yield per resource, the number of free picks) of a collect now, counted as
    ``bot.engine.tek.collect.income`` counts them."""
    info = _seat(view, seat)
    fixed = dict.fromkeys(RESOURCES, 0)
    picks = 0
    ruins_bonus = _power_sum(info, "ruins_bonus")
    for region in view.get("regions") or []:
        mine = [bool(down) for s, down in region["meeples"] if s == seat]
        if not mine:
            continue
        terrain = region.get("terrain")
        if terrain == "ruins":
            if any(mine):
                picks += 1 + ruins_bonus
        elif terrain in YIELD:
            fixed[YIELD[terrain]] += 1 + _power_sum(info, "terrain_bonus", terrain=terrain)
    if _on_map(view, seat) == 1:
        picks += 1
    for power in _powers(info):
        if power["kind"] == "collect_bonus":
            fixed[power["res"]] += int(power["n"])
    return fixed, picks


def _capped(have: dict[str, int], gained: dict[str, int]) -> dict[str, int]:
    """What a gain really adds: each track stops at 9."""
    return {r: max(0, min(gained.get(r, 0), MAX_RES - have[r])) for r in RESOURCES}


def _follow_gain(info: dict[str, Any]) -> dict[str, int]:
    gained = dict.fromkeys(RESOURCES, 0)
    for power in _powers(info):
        if power["kind"] == "follow_gain":
            gained[power["res"]] += int(power["n"])
    return gained


# --- menu labels (DM selects and the commands' autocomplete alike) ----------------------------


def region_text(view: View, rid: int) -> Text:
    """A region as players find it on the board: its number and terrain ("14 Forest"), and
    whether it is a capital."""
    region = _regions(view).get(int(rid)) or {}
    terrain = region.get("terrain")
    if terrain is None:
        return Text("tek-ui-region-bare", {"region": rid})
    key = "tek-ui-region-capital" if region.get("capital") else "tek-ui-region"
    return Text(key, {"region": rid, "terrain": terrain_text(str(terrain))})


def _allied(view: View, a: int, b: int) -> bool:
    return sorted((a, b)) in [sorted(pair) for pair in view.get("alliances") or []]


def entry_note(view: View, seat: int | None, rid: int) -> Text | None:
    """What entering ``rid`` means: a war with the one colour there, joining an ally, a
    search in ruins; None for nothing special."""
    region = _regions(view).get(int(rid)) or {}
    others = sorted({int(s) for s, _down in region.get("meeples") or [] if s != seat})
    mine = any(s == seat for s, _down in region.get("meeples") or [])
    if others and not mine and len(others) == 1:
        other = others[0]
        if other == NEUTRAL:
            return Text("tek-ui-note-war-neutral")
        if seat is not None and _allied(view, seat, other):
            return Text("tek-ui-note-war-ally", {"seat": seat_label(other, 5)})
        return Text("tek-ui-note-war", {"seat": seat_label(other, 5)})
    if region.get("terrain") == "ruins":
        return Text("tek-ui-note-ruins")
    return None


def _is_war(view: View, seat: int | None, rid: int) -> bool:
    region = _regions(view).get(int(rid)) or {}
    colours = {int(s) for s, _down in region.get("meeples") or []}
    return seat not in colours and len(colours) == 1


def _with_note(label: Text, note: Text | None) -> Text:
    return label if note is None else Text("tek-ui-with-note", {"label": label, "note": note})


def menu_choice(view: View, action: Action) -> Choice:
    """How one legal action reads in a menu, the DM's selects and the commands' autocomplete
    alike: regions with their number and terrain (and a war they would start), what an
    action costs, what a collect yields, what a bid pays; anything else as
    ``describe_action`` says it."""
    seat = _me(view)
    info = _seat(view, seat)
    kind = action.get("t")
    if kind == "faction":
        return _faction_choice(action)
    if kind == "home":
        return Choice(
            Text("tek-ui-home-choice", {"region": region_text(view, int(action["r"]))}), action
        )
    if kind == "stock":
        return Choice(Text("tek-ui-stock-choice", {"cost": amounts(action)}), action)
    if kind == "side":
        return Choice(_side_text(view, seat, int(action.get("s") or 0)), action)
    if kind == "patrol" and "up" in action:
        label = Text("tek-ui-stand-choice", {"region": region_text(view, int(action["up"]))})
        return Choice(label, action)
    if kind in ("patrol", "quest"):
        label = Text(
            f"tek-ui-{kind}-choice",
            {
                "from": region_text(view, int(action["a"])),
                "to": region_text(view, int(action["b"])),
            },
        )
        return Choice(_with_note(label, entry_note(view, seat, int(action["b"]))), action)
    if kind == "expand":
        cost = cost_text({"f": expand_cost(view, seat)} if seat is not None else {})
        label = Text(
            "tek-ui-expand-choice", {"region": region_text(view, int(action["r"])), "cost": cost}
        )
        return Choice(label, action)
    if kind == "build":
        level = int(info.get("tower") or 0) + 1
        label = Text(
            "tek-ui-build-choice", {"level": level, "cost": cost_text({"o": build_cost(info)})}
        )
        return Choice(label, action)
    if kind == "research":
        level = int(info.get("magic") or 0) + 1
        cost = cost_text({"m": research_cost(info)})
        return Choice(Text("tek-ui-research-choice", {"level": level, "cost": cost}), action)
    if kind == "trade":
        return Choice(_trade_text(info, action), action)
    if kind == "pass":
        return Choice(Text("tek-ui-pass-choice", {"action": action_text(str(action["k"]))}), action)
    if kind == "collect" and seat is not None:
        return Choice(_collect_text(view, seat, action), action)
    if kind == "bid":
        return Choice(_bid_text(action), action)
    if kind == "flee":
        cost = cost_text({"f": int((view.get("flee") or {}).get("cost") or 0)})
        label = Text(
            "tek-ui-flee-choice", {"region": region_text(view, int(action["r"])), "cost": cost}
        )
        return Choice(label, action)
    if kind == "perish":
        return Choice(Text("tek-ui-perish"), action)
    return Choice(describe_action(action), action)


def _faction_choice(action: Action) -> Choice:
    fid = str(action.get("f"))
    faction = factions().get(fid)
    if faction is None:
        return Choice(faction_text(fid), action)
    detail = Text(
        "tek-ui-faction-detail",
        {
            "costs": "/".join(str(n) for n in faction["magic"]),
            "first": power_text(faction["powers"][0]),
            "last": power_text(faction["powers"][-1]),
        },
    )
    return Choice(faction_text(fid), action, description=detail)


def _side_text(view: View, seat: int | None, side: int) -> Text:
    """A side of the home card: where its capital is, its rivers and cliffs, its sealed
    regions (every face holds the same terrains, so those are what tells them apart)."""
    slots = view.get("slots") or []
    slot = slots[seat] if seat is not None and 0 <= seat < len(slots) else {}
    faces = cards().get(str(slot.get("card")))
    if seat is None or not faces or not 0 <= side < len(faces):
        return Text("tek-ui-side-plain", {"side": side})
    face = faces[side]
    letters = str(face["terrain"])
    capital = int(face["capital"])
    sealed = [str(seat * 10 + int(n)) for n in sorted(face.get("sealed") or [])]
    return Text(
        "tek-ui-side",
        {
            "side": side,
            "capital": seat * 10 + capital,
            "terrain": terrain_text(TERRAIN_LETTERS[letters[capital - 1]]),
            "rivers": len(face.get("river") or []),
            "cliffs": len(face.get("cliff") or []),
            "sealed": sealed,
            "count": len(sealed),
        },
    )


def _trade_text(info: dict[str, Any], action: Action) -> Text:
    have = _res(info)
    n = int(action.get("n") or 0)
    get = str(action.get("w"))
    got = _capped(have, {get: n + _power_sum(info, "trade_bonus")}).get(get, n) if have else n
    return Text(
        "tek-ui-trade-choice",
        {"n": n, "give": res_text(str(action.get("g"))), "got": got, "get": res_text(get)},
    )


def _collect_text(view: View, seat: int, action: Action) -> Text:
    fixed, _picks = income(view, seat)
    total = {r: fixed[r] + int(action.get(r) or 0) for r in RESOURCES}
    gained = _capped(_res(_seat(view, seat)), total)
    listed = amounts(gained)
    if not listed:
        return Text("tek-ui-collect-nothing")
    if any(int(action.get(r) or 0) for r in RESOURCES):
        return Text("tek-ui-collect-picks", {"gain": listed, "picks": amounts(action)})
    return Text("tek-ui-collect", {"gain": listed})


def _bid_text(action: Action) -> Text:
    value = int(action.get("v") or 0)
    if value == 0:
        return Text("tek-ui-white-flag")
    if any(res in action for res in RESOURCES):
        return Text("tek-ui-bid-choice", {"value": value, "cost": cost_text(action)})
    return Text("tek-ui-bid-value", {"value": value})


# --- controls --------------------------------------------------------------------------------


def _by_kind(legal: Sequence[Action]) -> dict[str, list[Action]]:
    kinds: dict[str, list[Action]] = {}
    for action in legal:
        kinds.setdefault(str(action.get("t")), []).append(action)
    return kinds


def _fits(action: Action, limit: int) -> bool:
    return len(action_key(action)) <= limit


def _select(
    view: View,
    placeholder: Text,
    actions: Sequence[Action],
    tail: Sequence[Action] = (),
    selected: Callable[[Action], bool] | None = None,
) -> tuple[Select, int]:
    """A select of ``actions`` (in the order given) with ``tail`` after them; returns the
    select and how many of ``actions`` were left out to stay within 25 choices."""
    room = MAX_CHOICES - len(tail)
    shown = [a for a in actions if _fits(a, MAX_CHOICE_KEY)][:room]
    choices = []
    for action in [*shown, *tail]:
        choice = menu_choice(view, action)
        if selected is not None and selected(action):
            choice = Choice(choice.label, choice.action, choice.description, selected=True)
        choices.append(choice)
    return Select(placeholder, tuple(choices)), len(actions) - len(shown)


def _more(kind: str, shown: int, total: int) -> Text:
    return Text(
        "tek-ui-more",
        {
            "action": action_text(kind) if kind in ACTIONS else Text(f"tek-ui-more-{kind}"),
            "shown": shown,
            "total": total,
            "command": command_mention(f"tek {COMMAND_OF.get(kind, kind)}"),
        },
    )


# The slash command that lists every move of a kind (bot.prompts.tek_moves).
COMMAND_OF = {"stock": "stock", "bid": "bid", "collect": "collect", "flee": "flee"}


def _pack(lines: list[Text], selects: list[Select], buttons: list[Button]) -> Prompt:
    """Selects first, then the buttons in rows of five, within five rows."""
    button_rows = [tuple(buttons[i : i + MAX_BUTTONS]) for i in range(0, len(buttons), MAX_BUTTONS)]
    rows: list[Row] = []
    rows.extend(selects[: MAX_ROWS - min(len(button_rows), 1)])
    rows.extend(button_rows[: MAX_ROWS - len(rows)])
    return Prompt(lines=tuple(lines), rows=tuple(rows), image=False)


def _button(
    view: View, action: Action, style: ButtonStyle = "secondary", label: Text | None = None
) -> Button | None:
    if not _fits(action, MAX_BUTTON_KEY):
        return None
    return Button(label or menu_choice(view, action).label, action, style)


def prompt(view: View, legal_actions: list[Action]) -> Prompt | None:
    """The controls for the seat whose view this is, or ``None`` when it has nothing to do."""
    if not legal_actions:
        return None
    kinds = _by_kind(legal_actions)
    phase = str(view.get("phase"))
    seat = _me(view)
    if "faction" in kinds:
        return _faction_prompt(view, kinds["faction"])
    if kinds.keys() & {"side", "stock", "home"}:
        return _setup_prompt(view, kinds)
    if "bid" in kinds:
        return _war_prompt(view, kinds["bid"])
    if kinds.keys() & {"flee", "perish"}:
        return _flee_prompt(view, kinds)
    if phase == "follow" or "collect" in kinds:
        return _follow_prompt(view, kinds)
    if seat is not None:
        return _act_prompt(view, kinds)
    return Prompt(lines=(Text("tek-ui-wait"),))


def _faction_prompt(view: View, actions: list[Action]) -> Prompt:
    lines = [Text("tek-ui-faction-turn", {"count": len(actions)})]
    select, _left = _select(view, Text("tek-ui-faction-placeholder"), actions)
    return _pack(lines, [select], [])


def _stock_distance(action: Action) -> tuple[int, int, int, int]:
    off = sum(abs(int(action.get(r) or 0) - SUGGESTED_STOCK[r]) for r in RESOURCES)
    return (off, -int(action.get("f") or 0), -int(action.get("m") or 0), -int(action.get("o") or 0))


def _setup_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    lines = [Text("tek-ui-setup-turn")]
    selects: list[Select] = []
    buttons: list[Button] = []
    sides = kinds.get("side", [])
    for action in sides:
        button = _button(view, action, "primary")
        if button:
            buttons.append(button)
    stocks = kinds.get("stock", [])
    suggested = [
        a for a in stocks if all(int(a.get(r) or 0) == SUGGESTED_STOCK[r] for r in RESOURCES)
    ]
    others = sorted((a for a in stocks if a not in suggested), key=_stock_distance)
    for action in suggested[:1]:
        label = Text("tek-ui-stock-suggested", {"cost": amounts(action)})
        button = _button(view, action, "success", label)
        if button:
            buttons.append(button)
    if others:
        select, left = _select(view, Text("tek-ui-stock-placeholder"), others)
        selects.append(select)
        more = left > 0
    else:
        more = False
    homes = kinds.get("home", [])
    if homes:
        select, _left = _select(view, Text("tek-ui-home-placeholder"), homes)
        selects.append(select)
    if sides:
        lines.append(Text("tek-ui-setup-side"))
    if stocks:
        lines.append(Text("tek-ui-setup-stock"))
    if homes:
        lines.append(Text("tek-ui-setup-home"))
    elif sides:
        lines.append(Text("tek-ui-setup-home-later"))
    if more:
        lines.append(Text("tek-ui-stock-more", {"command": command_mention("tek stock")}))
    # buttons before selects here: the sides come first, then the suggested stock
    rows: list[Row] = []
    if buttons:
        rows.append(tuple(buttons[:MAX_BUTTONS]))
    rows.extend(selects[: MAX_ROWS - len(rows)])
    return Prompt(lines=tuple(lines), rows=tuple(rows), image=False)


def _move_order(view: View, seat: int | None) -> Callable[[Action], tuple[Any, ...]]:
    """Best first: standing a searching meeple up, then moves into capitals, peaceful moves
    before wars, producing regions before ruins; then by region number, and from the region
    where the seat has the most meeples (so that a move leaves no region empty if it can)."""
    regions = _regions(view)

    def mine(rid: int) -> int:
        region = regions.get(rid) or {}
        return sum(1 for s, _down in region.get("meeples") or [] if s == seat)

    def key(action: Action) -> tuple[Any, ...]:
        if "up" in action:
            return (0, 0, 0, 0, int(action["up"]), 0, 0)
        target = int(action.get("b") or action.get("r") or 0)
        source = int(action.get("a") or 0)
        region = regions.get(target) or {}
        return (
            1,
            0 if region.get("capital") else 1,
            1 if _is_war(view, seat, target) else 0,
            1 if region.get("terrain") == "ruins" else 0,
            target,
            -mine(source),
            source,
        )

    return key


def _spread(actions: list[Action]) -> list[Action]:
    """One move into each destination first (in the order given), then the other ways into
    the same places: a select cut at 24 then offers 24 different destinations."""
    firsts: list[Action] = []
    others: list[Action] = []
    seen: set[Any] = set()
    for action in actions:
        target = action.get("b", action.get("r", ("up", action.get("up"))))
        (others if target in seen else firsts).append(action)
        seen.add(target)
    return firsts + others


def _trade_order(action: Action) -> tuple[int, int, int]:
    return (
        int(action.get("n") or 0),
        RESOURCES.index(str(action.get("g"))) if action.get("g") in RESOURCES else 9,
        RESOURCES.index(str(action.get("w"))) if action.get("w") in RESOURCES else 9,
    )


def _ordered(view: View, kind: str, actions: list[Action]) -> list[Action]:
    if kind == "trade":
        return sorted(actions, key=_trade_order)
    return _spread(sorted(actions, key=_move_order(view, _me(view))))


def _act_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    seat = _me(view)
    assert seat is not None
    lines = [Text("tek-ui-act-turn", {"round": int(view.get("round") or 0) + 1})]
    shields = [action_text(str(kind)) for kind in view.get("shields") or []]
    if shields:
        lines.append(Text("tek-ui-shields", {"actions": shields}))
    passes = {str(a.get("k")): a for a in kinds.get("pass", [])}
    selects: list[Select] = []
    buttons: list[Button] = []
    for kind in SELECT_ACTIONS:
        moves = _ordered(view, kind, kinds.get(kind, []))
        tail = [passes.pop(kind)] if kind in passes and moves else []
        if not moves:
            continue
        select, left = _select(view, Text(f"tek-ui-{kind}-placeholder"), moves, tail)
        selects.append(select)
        if left:
            lines.append(_more(kind, len(moves) - left, len(moves)))
    for kind in ("build", "research"):
        for action in kinds.get(kind, [])[:1]:
            button = _button(view, action, "primary")
            if button:
                buttons.append(button)
    for kind in ACTIONS:
        if kind in passes:
            button = _button(view, passes.pop(kind), "secondary")
            if button:
                buttons.append(button)
    return _pack(lines, selects, buttons)


def _follow_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    seat = _me(view)
    assert seat is not None
    leader = int(view.get("leader") or 0)
    kind = str(view.get("action") or "")
    lines: list[Text] = []
    # Asked again (its sealed move became illegal): said when the view tells it (``redo``).
    if view.get("redo") == seat:
        lines.append(Text("tek-ui-follow-redo"))
    if kind in ACTIONS:
        key = "tek-ui-follow-turn-passed" if view.get("passed") else "tek-ui-follow-turn"
        lines.append(Text(key, {"leader": seat_label(leader, 5), "action": action_text(kind)}))
    else:
        lines.append(Text("tek-ui-follow-collect-only"))
    pending = (view.get("me") or {}).get("pending")
    if pending:
        lines.append(Text("tek-ui-follow-chosen", {"choice": describe_action(pending)}))
    info = _seat(view, seat)
    gain = amounts(_follow_gain(info))
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
        for action in collects:
            button = _button(view, action, "success")
            if button:
                buttons.append(button)
    else:
        _fixed, picks = income(view, seat)
        placeholder = Text("tek-ui-collect-placeholder", {"picks": picks})
        select, left = _select(view, placeholder, collects, selected=is_pending)
        selects.append(select)
        if left:
            lines.append(_more("collect", len(collects) - left, len(collects)))
    for follow_kind in ACTIONS:
        moves = kinds.get(follow_kind, [])
        if not moves:
            continue
        if follow_kind in ("build", "research"):
            label = Text("tek-ui-follow-button", {"label": menu_choice(view, moves[0]).label})
            button = _button(view, moves[0], "primary", label)
            if button:
                buttons.append(button)
            continue
        ordered = _ordered(view, follow_kind, moves)
        placeholder = Text("tek-ui-follow-placeholder", {"action": action_text(follow_kind)})
        select, left = _select(view, placeholder, ordered, selected=is_pending)
        selects.append(select)
        if left:
            lines.append(_more(follow_kind, len(moves) - left, len(moves)))
    if not any(kinds.get(k) for k in ACTIONS) and kind in ACTIONS:
        lines.append(Text("tek-ui-follow-cannot", {"action": action_text(kind)}))
    return _pack(lines, selects, buttons)


def _war_prompt(view: View, bids: list[Action]) -> Prompt:
    seat = _me(view)
    war = view.get("war") or {}
    lines: list[Text] = []
    region = war.get("region")
    attacker, defender = war.get("attacker"), war.get("defender")
    if region is not None and attacker is not None and defender is not None:
        attacking = attacker == seat
        other = int(defender if attacking else attacker)
        if other == NEUTRAL:
            key = "tek-ui-war-neutral"
        else:
            key = "tek-ui-war-attack" if attacking else "tek-ui-war-defend"
        neutrals = sum(
            1 for r in view.get("regions") or [] for s, _down in r["meeples"] if s == NEUTRAL
        )
        params = {"region": region_text(view, int(region)), "seat": seat_label(other, 5)}
        lines.append(Text(key, {**params, "neutrals": neutrals}))
        if seat is not None and other != NEUTRAL and _allied(view, seat, other):
            lines.append(Text("tek-ui-war-allied"))
        info = _seat(view, seat)
        rates = dict(BASE_RATES)
        for power in _powers(info):
            if power["kind"] == "war_rate":
                rates[power["res"]] = int(power["n"])
        role = "attack" if attacking else "defend"
        bonus = sum(
            int(p["n"])
            for p in _powers(info)
            if p["kind"] == "war_bonus" and p.get("when") in (role, "any")
        )
        ties = "attacker" if _has_power(_seat(view, int(attacker)), "tie_win") else "defender"
        lines.append(Text("tek-ui-war-rates", {**rates, "bonus": bonus, "ties": ties}))
        if other != NEUTRAL:
            two = int(view.get("players") or 0) == 2
            lines.append(Text("tek-ui-war-flags-two" if two else "tek-ui-war-flags"))
    flags = [a for a in bids if int(a.get("v") or 0) == 0]
    values = [a for a in bids if int(a.get("v") or 0) > 0]
    if not flags and values:
        lines.append(Text("tek-ui-war-no-flag"))
    values.sort(key=lambda a: (int(a["v"]), action_key(a)))
    selects: list[Select] = []
    if len(values) <= MAX_CHOICES:
        groups = [values] if values else []
    else:
        # Two selects, split between values so that each holds at most 25 choices.
        split = _split_by_value(values)
        groups = [values[:split], values[split:]]
    for group in groups:
        low, high = int(group[0]["v"]), int(group[-1]["v"])
        placeholder = (
            Text("tek-ui-bid-placeholder")
            if len(groups) == 1
            else Text("tek-ui-bid-range-placeholder", {"low": low, "high": high})
        )
        select, _left = _select(view, placeholder, group)
        selects.append(select)
    buttons = [b for b in (_button(view, a, "danger") for a in flags[:1]) if b]
    return _pack(lines, selects, buttons)


def _split_by_value(values: list[Action]) -> int:
    """Where to cut the bids (sorted by value) so that both parts hold at most 25 and no value
    is split; as even as that allows."""
    cuts = [i for i in range(1, len(values)) if values[i]["v"] != values[i - 1]["v"]]
    fitting = [i for i in cuts if i <= MAX_CHOICES and len(values) - i <= MAX_CHOICES]
    pool = fitting or cuts or [MAX_CHOICES]
    return min(pool, key=lambda i: abs(len(values) - 2 * i))


def _flee_prompt(view: View, kinds: dict[str, list[Action]]) -> Prompt:
    flight = view.get("flee") or {}
    lines = []
    if flight.get("region") is not None:
        lines.append(
            Text(
                "tek-ui-flee-turn",
                {
                    "region": region_text(view, int(flight["region"])),
                    "cost": cost_text({"f": int(flight.get("cost") or 0)}),
                },
            )
        )
    flees = sorted(kinds.get("flee", []), key=lambda a: int(a.get("r") or 0))
    selects: list[Select] = []
    buttons: list[Button] = []
    if len(flees) <= MAX_FLEE_BUTTONS:
        buttons += [b for b in (_button(view, a, "primary") for a in flees) if b]
    else:
        select, _left = _select(view, Text("tek-ui-flee-placeholder"), flees)
        selects.append(select)
    buttons += [b for b in (_button(view, a, "danger") for a in kinds.get("perish", [])[:1]) if b]
    return _pack(lines, selects, buttons)


# --- the seat's own secrets, and the step said in the channel ---------------------------------


def private_summary(view: View) -> list[Text]:
    """The seat's own part of its view: a sealed bid or follow choice not yet revealed, then
    its faction, resources, tower and magic for context (those are public). Said impersonally:
    the same lines go to the seat (/game hand) and, at the end, to everybody."""
    me = view.get("me") or {}
    seat = _me(view)
    lines: list[Text] = []
    bid = me.get("bid")
    if isinstance(bid, dict):
        lines.append(Text("tek-me-bid", {"bid": _bid_text({"t": "bid", **bid})}))
    pending = me.get("pending")
    if isinstance(pending, dict):
        lines.append(Text("tek-me-pending", {"choice": describe_action(pending)}))
    if seat is None:
        return lines
    info = _seat(view, seat)
    faction = info.get("faction")
    if faction:
        lines.append(
            Text(
                "tek-me-faction",
                {"faction": faction_text(str(faction)), "magic": int(info.get("magic") or 0)},
            )
        )
    res = _res(info)
    tracks = {"tower": int(info.get("tower") or 0), "magic": int(info.get("magic") or 0)}
    lines.append(Text("tek-me-resources", {**res, **tracks}))
    return lines


def step_label(public_view: View, seat: int) -> Text:
    """What the game waits for this seat to do, said in the channel (public facts only)."""
    phase = str(public_view.get("phase"))
    return Text(f"tek-step-{phase}" if phase in STEP_PHASES else "step-default")
