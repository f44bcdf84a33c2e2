"""Sun Tzu prompts: the controls a seat gets, and the words for actions and secrets.

Every control is built from the ``legal_actions`` handed in, so nothing here decides a rule;
the step is read from the kinds of action on offer (see the engine package docstring).

Placement within Discord's five rows: while the placement is incomplete the seat gets one
select per province (five rows; the current card is marked selected). Once all five provinces
have a card, a Lock-in button is needed as well, so the province selects are packed into four
rows: the adjacent pair with the fewest choices shares one select (its choices read
"Qin: 7", leaving out the card already on each), which fits Discord's 25 choices as long as
the pair offers at most 25 cards between them. In the rare hand where no pair fits, the five
selects stay and the text line points to ``/suntzu play`` for locking in. A locked placement
shows only the Unlock button.

Special support (discard a card to recall an army) is legal at any time; it gets a select in
whatever row is left over, and is always reachable through ``/suntzu play``. A seat whose only
legal actions are special support is not being waited for, so it gets no prompt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine.base import Action, View
from bot.i18n import Text, command_mention
from bot.prompts.base import MAX_BUTTONS, MAX_CHOICES, MAX_ROWS, Button, Choice, Prompt, Row, Select

PROVINCES = ("qin", "chu", "jin_yan", "han_qi", "wu")
SIDES = ("wu", "chu")


# --- words -----------------------------------------------------------------------------------


def province_text(index: int) -> Text:
    return Text(f"suntzu-province-{PROVINCES[index]}")


# Fluent cannot select on the string "-1", so the catalogs choose a card's name by its face.
CARD_FACES = {"P": "plague", "-1": "minus"}


def card_text(card: str) -> Text:
    return Text("suntzu-card-name", {"card": card, "face": CARD_FACES.get(card, "plain")})


def warlord_text(ident: str) -> Text:
    return Text(f"suntzu-warlord-{ident}")


def describe_action(action: Action) -> Text:
    """One line for an action, for buttons, the game log and narration."""
    kind = action.get("t")
    if kind == "assign":
        return Text(
            "suntzu-action-assign",
            {"card": card_text(str(action["c"])), "province": province_text(int(action["p"]))},
        )
    if kind in ("lock", "unlock", "pass"):
        return Text(f"suntzu-action-{kind}")
    if kind == "order":
        return Text("suntzu-action-order", {"province": province_text(int(action["p"]))})
    if kind == "choose":
        return Text("suntzu-action-choose", {"warlord": warlord_text(str(action["w"]))})
    if kind == "warlord":
        return describe_warlord_use(action)
    if kind == "keep":
        return Text("suntzu-action-keep", {"cards": [card_text(str(c)) for c in action["c"]]})
    if kind == "support":
        return Text("suntzu-action-support", {"card": card_text(str(action["c"]))})
    return Text("suntzu-action-other", {"action": str(kind)})


def describe_warlord_use(action: Action) -> Text:
    warlord = warlord_text(str(action["w"]))
    if "q" in action:
        return Text(
            "suntzu-action-warlord-move",
            {
                "warlord": warlord,
                "from": province_text(int(action["p"])),
                "to": province_text(int(action["q"])),
            },
        )
    if "p" in action:
        return Text(
            "suntzu-action-warlord-at",
            {"warlord": warlord, "province": province_text(int(action["p"]))},
        )
    if "c" in action:
        return Text(
            "suntzu-action-warlord-card",
            {"warlord": warlord, "card": card_text(str(action["c"]))},
        )
    return Text("suntzu-action-warlord", {"warlord": warlord})


def seat_label(seat: int, players: int) -> Text:
    """The seat as players know it, e.g. "Wu (blue)"; Sun Tzu always has two seats."""
    return Text(f"suntzu-seat-{SIDES[seat]}")


def private_summary(view: View) -> list[Text]:
    """The secret part of a seat's view as text lines (for /game hand)."""
    me = view.get("me")
    if not me:
        return []
    lines: list[Text] = []
    hand = sorted_cards(me.get("hand") or [])
    if hand:
        lines.append(
            Text("suntzu-summary-hand", {"n": len(hand), "cards": [card_text(c) for c in hand]})
        )
    else:
        lines.append(Text("suntzu-summary-hand-empty"))
    placement = list(me.get("placement") or [])
    if any(card is not None for card in placement):
        slots = [slot_text(i, card) for i, card in enumerate(placement)]
        key = "suntzu-summary-placement-locked" if me.get("locked") else "suntzu-summary-placement"
        lines.append(Text(key, {"slots": slots}))
    drawn = [str(card) for card in me.get("drawn") or []]
    if drawn:
        lines.append(Text("suntzu-summary-drawn", {"cards": [card_text(c) for c in drawn]}))
    # the warlord, and a second one the Chariots event may have given
    for ident, used, key in (
        (me.get("warlord"), me.get("warlord_used"), "suntzu-summary-warlord"),
        (me.get("extra_warlord"), me.get("extra_used"), "suntzu-summary-extra-warlord"),
    ):
        if ident:
            params = {
                "warlord": warlord_text(ident),
                "effect": Text(f"suntzu-warlord-{ident}-text"),
            }
            lines.append(Text(f"{key}-used" if used else key, params))
    return lines


def slot_text(province: int, card: Any) -> Text:
    """Text for one slot: "Qin 7", or "Qin –" when it is empty."""
    params: dict[str, Any] = {"province": province_text(province)}
    if card is None:
        return Text("suntzu-summary-slot-empty", params)
    return Text("suntzu-summary-slot", {**params, "card": card_text(str(card))})


CARD_ORDER = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "+1", "+2", "+3", "-1", "P")


def sorted_cards(cards: Sequence[Any]) -> list[str]:
    return sorted(
        (str(c) for c in cards), key=lambda c: CARD_ORDER.index(c) if c in CARD_ORDER else 99
    )


# --- prompts ---------------------------------------------------------------------------------


def prompt(view: View, legal_actions: list[Action]) -> Prompt | None:
    """The controls for one seat at this moment, or None when nothing is asked of it."""
    by_kind: dict[str, list[Action]] = {}
    for action in legal_actions:
        by_kind.setdefault(str(action.get("t")), []).append(action)
    support = by_kind.pop("support", [])
    if not by_kind:
        return None

    lines: list[Text] = []
    rows: list[Row] = []
    if "choose" in by_kind:
        lines, rows = warlord_choice(view, by_kind.pop("choose"))
    elif {"assign", "lock", "unlock"} & by_kind.keys():
        lines, rows = placement(view, by_kind)
    elif "order" in by_kind:
        lines = [Text("suntzu-prompt-order")]
        rows = [
            tuple(Button(province_text(int(a["p"])), a, "primary") for a in by_kind.pop("order"))
        ]
    elif {"warlord", "pass"} & by_kind.keys():
        lines, rows = warlord_window(view, by_kind.pop("warlord", []), by_kind.pop("pass", []))
    elif "keep" in by_kind:
        lines, rows = draw_choice(view, by_kind.pop("keep"))

    # anything the engine offers that the steps above do not know still gets a control
    leftovers = [action for actions in by_kind.values() for action in actions]
    if leftovers and len(rows) < MAX_ROWS:
        rows.append(select(Text("suntzu-prompt-other-placeholder"), leftovers))
    if support and len(rows) < MAX_ROWS:
        choices = tuple(Choice(card_text(str(a["c"])), a) for a in support[:MAX_CHOICES])
        rows.append(Select(Text("suntzu-prompt-support-placeholder"), choices))
    return Prompt(tuple(lines), tuple(rows))


def select(placeholder: Text, actions: Sequence[Action]) -> Select:
    return Select(placeholder, tuple(Choice(describe_action(a), a) for a in actions[:MAX_CHOICES]))


def warlord_choice(view: View, actions: list[Action]) -> tuple[list[Text], list[Row]]:
    """The side's warlords with their effects; the one already chosen is marked and named."""
    chariots = view.get("phase") == "chariots"
    key = "suntzu-prompt-chariots" if chariots else "suntzu-prompt-warlord-choose"
    current = None if chariots else (view.get("me") or {}).get("warlord")
    choices = tuple(
        Choice(
            warlord_text(str(a["w"])),
            a,
            description=Text(f"suntzu-warlord-{a['w']}-text"),
            selected=current is not None and a["w"] == current,
        )
        for a in actions[:MAX_CHOICES]
    )
    if current:
        placeholder = Text("suntzu-prompt-warlord-current", {"warlord": warlord_text(current)})
    else:
        placeholder = Text("suntzu-prompt-warlord-placeholder")
    return [Text(key)], [Select(placeholder, choices)]


def placement(view: View, by_kind: dict[str, list[Action]]) -> tuple[list[Text], list[Row]]:
    """Province selects, then Lock in; or Unlock when locked (see the module docstring)."""
    me = view.get("me") or {}
    current = list(me.get("placement") or [None] * len(PROVINCES))
    assigns = by_kind.pop("assign", [])
    lock = by_kind.pop("lock", [])
    unlock = by_kind.pop("unlock", [])
    if unlock:
        return [Text("suntzu-prompt-place-locked")], [
            (Button(Text("suntzu-prompt-unlock"), unlock[0]),)
        ]

    per_province: list[list[Action]] = [[] for _ in PROVINCES]
    for action in assigns:
        per_province[int(action["p"])].append(action)
    groups = [[p] for p in range(len(PROVINCES)) if per_province[p]]
    placed = sum(card is not None for card in current)
    lines = [Text("suntzu-prompt-place", {"round": view.get("round", 1), "n": placed})]
    selects: list[Row] = [province_select(g, per_province, current) for g in groups]
    if not lock:
        return lines, selects

    lines = [Text("suntzu-prompt-place-ready")]
    # A shared select cannot mark a current card, so it drops the no-change choices too.
    changes = [[a for a in per_province[p] if str(a["c"]) != current[p]] for p in range(5)]
    packed = pack(groups, [len(a) for a in changes], MAX_ROWS - 1)
    lock_row = (Button(Text("suntzu-prompt-lock"), lock[0], "success"),)
    if packed is None:
        lines.append(
            Text("suntzu-prompt-place-use-command", {"command": command_mention("suntzu play")})
        )
        return lines, selects[:MAX_ROWS]
    return lines, [*(province_select(g, per_province, current) for g in packed), lock_row]


def pack(groups: list[list[int]], sizes: list[int], max_rows: int) -> list[list[int]] | None:
    """Merge the adjacent groups with the fewest choices until at most ``max_rows`` remain."""
    groups = [list(g) for g in groups]
    while len(groups) > max_rows:
        totals = [
            (sum(sizes[p] for p in groups[i] + groups[i + 1]), i) for i in range(len(groups) - 1)
        ]
        fitting = [(total, i) for total, i in totals if total <= MAX_CHOICES]
        if not fitting:
            return None
        _, i = min(fitting)
        groups[i : i + 2] = [groups[i] + groups[i + 1]]
    return groups


def province_select(
    group: list[int], per_province: list[list[Action]], current: list[Any]
) -> Select:
    """A select assigning cards to one province (or, packed, to two)."""
    choices: list[Choice] = []
    for p in group:
        for action in per_province[p]:
            card = str(action["c"])
            if len(group) > 1 and card == current[p]:
                continue  # placing the card that is already there changes nothing
            label = card_text(card)
            if len(group) > 1:
                label = Text(
                    "suntzu-prompt-assign-choice", {"province": province_text(p), "card": label}
                )
            # a select shows at most one current value, so only a one-province select marks it
            chosen = len(group) == 1 and current[p] is not None and str(current[p]) == card
            choices.append(Choice(label, action, selected=chosen))
    if len(group) == 1:
        p = group[0]
        if current[p] is None:
            placeholder = Text("suntzu-prompt-province-placeholder", {"province": province_text(p)})
        else:
            placeholder = Text(
                "suntzu-prompt-province-current",
                {"province": province_text(p), "card": card_text(str(current[p]))},
            )
    else:
        slots = [slot_text(p, current[p]) for p in group]
        placeholder = Text("suntzu-prompt-provinces-placeholder", {"provinces": slots})
    return Select(placeholder, tuple(choices[:MAX_CHOICES]))


def warlord_window(
    view: View, uses: list[Action], passes: list[Action]
) -> tuple[list[Text], list[Row]]:
    """Use the warlord now (buttons when they fit in one row with Pass, else a select) or pass."""
    key = (
        "suntzu-prompt-warlord-after"
        if view.get("phase") == "after"
        else "suntzu-prompt-warlord-before"
    )
    pass_buttons = tuple(Button(Text("suntzu-prompt-pass"), a) for a in passes[:1])
    if len(uses) + len(pass_buttons) <= MAX_BUTTONS:
        row = tuple(Button(describe_action(a), a, "primary") for a in uses) + pass_buttons
        return [Text(key)], [row]
    rows: list[Row] = [select(Text("suntzu-prompt-warlord-use-placeholder"), uses)]
    if pass_buttons:
        rows.append(pass_buttons)
    return [Text(key)], rows


def draw_choice(view: View, actions: list[Action]) -> tuple[list[Text], list[Row]]:
    """Keep 1 of 2 (or 2 of 3): every choice is a complete keep action."""
    keep = len(actions[0]["c"])
    drawn = len((view.get("me") or {}).get("drawn") or []) or keep + 1
    choices = tuple(
        Choice(Text("suntzu-prompt-keep-choice", {"cards": [card_text(str(c)) for c in a["c"]]}), a)
        for a in actions[:MAX_CHOICES]
    )
    lines = [Text("suntzu-prompt-draw", {"keep": keep, "drawn": drawn})]
    return lines, [Select(Text("suntzu-prompt-draw-placeholder"), choices)]


STEP_PHASES = ("warlord", "place", "before", "order", "chariots", "after", "draw")


def step_label(public_view: View, seat: int) -> Text:
    """What the game waits for this seat to do, said in the channel (public facts only)."""
    phase = str(public_view.get("phase"))
    return Text(f"suntzu-step-{phase}" if phase in STEP_PHASES else "step-default")
