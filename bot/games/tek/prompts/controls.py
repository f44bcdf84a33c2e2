"""Tiny Epic Kingdoms' controls within Discord's limits: selects and buttons of legal actions
labelled by ``menu_choice``, packed into five rows, and the order moves are offered in.

Discord allows five rows, 25 choices a select, five buttons a row, and an action key of 100
characters in a select (80 on a button); a select that cannot show every move says so and
names the slash command whose autocomplete lists them all (``more``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.base import Action, View
from bot.games.tek.engine.content import ACTIONS, RESOURCES
from bot.games.tek.prompts.menus import menu_choice
from bot.games.tek.prompts.words import action_text, me_of, regions_by_id
from bot.i18n import Text, command_mention
from bot.prompts.base import (
    MAX_BUTTON_KEY,
    MAX_BUTTONS,
    MAX_CHOICE_KEY,
    MAX_CHOICES,
    MAX_ROWS,
    Button,
    ButtonStyle,
    Choice,
    Prompt,
    Row,
    Select,
    fits,
)

# The slash command that lists every move of a kind (bot.games.tek.prompts.moves), where its name
# is not the action's.
COMMAND_OF = {"stock": "stock", "bid": "bid", "collect": "collect", "flee": "flee"}


def select(
    view: View,
    placeholder: Text,
    actions: Sequence[Action],
    tail: Sequence[Action] = (),
    selected: Callable[[Action], bool] | None = None,
) -> tuple[Select, int]:
    """A select of ``actions`` (in the order given) with ``tail`` after them; returns the
    select and how many of ``actions`` were left out to stay within 25 choices."""
    room = MAX_CHOICES - len(tail)
    shown = [a for a in actions if fits(a, MAX_CHOICE_KEY)][:room]
    choices = []
    for action in [*shown, *tail]:
        choice = menu_choice(view, action)
        if selected is not None and selected(action):
            choice = Choice(choice.label, choice.action, choice.description, selected=True)
        choices.append(choice)
    return Select(placeholder, tuple(choices)), len(actions) - len(shown)


def button(
    view: View, action: Action, style: ButtonStyle = "secondary", label: Text | None = None
) -> Button | None:
    if not fits(action, MAX_BUTTON_KEY):
        return None
    return Button(label or menu_choice(view, action).label, action, style)


def buttons_of(view: View, actions: Sequence[Action], style: ButtonStyle) -> list[Button]:
    return [b for b in (button(view, action, style) for action in actions) if b]


def more(kind: str, shown: int, total: int) -> Text:
    """A select shows ``shown`` of ``total`` moves: the command that lists them all."""
    return Text(
        "tek-ui-more",
        {
            "action": action_text(kind) if kind in ACTIONS else Text(f"tek-ui-more-{kind}"),
            "shown": shown,
            "total": total,
            "command": command_mention(f"tek {COMMAND_OF.get(kind, kind)}"),
        },
    )


def pack(lines: list[Text], selects: list[Select], buttons: list[Button]) -> Prompt:
    """Selects first, then the buttons in rows of five, within five rows."""
    button_rows = [tuple(buttons[i : i + MAX_BUTTONS]) for i in range(0, len(buttons), MAX_BUTTONS)]
    rows: list[Row] = []
    rows.extend(selects[: MAX_ROWS - min(len(button_rows), 1)])
    rows.extend(button_rows[: MAX_ROWS - len(rows)])
    return Prompt(lines=tuple(lines), rows=tuple(rows), image=False)


# --- the order moves are offered in -----------------------------------------------------------


def move_order(view: View, seat: int | None) -> Callable[[Action], tuple[Any, ...]]:
    """Best first: standing a searching meeple up, then moves into capitals, peaceful moves
    before wars (the engine's ``war`` field), producing regions before ruins; then by region
    number, and from the region where the seat has the most meeples (so that a move leaves no
    region empty if it can)."""
    regions = regions_by_id(view)

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
            1 if "war" in action else 0,
            1 if region.get("terrain") == "ruins" else 0,
            target,
            -mine(source),
            source,
        )

    return key


def spread(actions: list[Action]) -> list[Action]:
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


def trade_order(action: Action) -> tuple[int, int, int]:
    return (
        int(action.get("n") or 0),
        RESOURCES.index(str(action.get("g"))) if action.get("g") in RESOURCES else 9,
        RESOURCES.index(str(action.get("w"))) if action.get("w") in RESOURCES else 9,
    )


def ordered(view: View, kind: str, actions: list[Action]) -> list[Action]:
    if kind == "trade":
        return sorted(actions, key=trade_order)
    return spread(sorted(actions, key=move_order(view, me_of(view))))


def split_by_value(values: list[Action]) -> int:
    """Where to cut the bids (sorted by value) so that both parts hold at most 25 and no value
    is split; as even as that allows."""
    cuts = [i for i in range(1, len(values)) if values[i]["v"] != values[i - 1]["v"]]
    fitting = [i for i in cuts if i <= MAX_CHOICES and len(values) - i <= MAX_CHOICES]
    pool = fitting or cuts or [MAX_CHOICES]
    return min(pool, key=lambda i: abs(len(values) - 2 * i))
