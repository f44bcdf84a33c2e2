"""World War's controls within Discord's limits: selects and buttons of legal actions labelled
by ``menu_choice``, packed into five rows, and the order they are offered in.

Discord allows five rows, 25 choices a select, five buttons a row, and an action key of 100
characters in a select (80 on a button); a select that cannot show every move says so and
names the slash command whose autocomplete lists them all (``more``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine.base import Action, View
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.prompts.menus import menu_choice
from bot.games.worldwar.prompts.words import me_of, place_of, units_at, units_of
from bot.i18n import Text, command_mention
from bot.prompts.base import (
    MAX_BUTTON_KEY,
    MAX_BUTTONS,
    MAX_CHOICE_KEY,
    MAX_CHOICES,
    MAX_ROWS,
    Button,
    ButtonStyle,
    Prompt,
    Row,
    Select,
    fits,
)


def select(view: View, placeholder: Text, actions: Sequence[Action]) -> tuple[Select, int]:
    """A select of ``actions`` (in the order given); returns it and how many were left out."""
    shown = [a for a in actions if fits(a, MAX_CHOICE_KEY)][:MAX_CHOICES]
    choices = tuple(menu_choice(view, action) for action in shown)
    return Select(placeholder, choices), len(actions) - len(shown)


def button(
    view: View, action: Action, style: ButtonStyle = "secondary", label: Text | None = None
) -> Button | None:
    if not fits(action, MAX_BUTTON_KEY):
        return None
    return Button(label or menu_choice(view, action).label, action, style)


def buttons_of(view: View, actions: Sequence[Action], style: ButtonStyle) -> list[Button]:
    return [b for b in (button(view, action, style) for action in actions) if b]


def more(shown: int, total: int, command: str) -> Text:
    """A select shows ``shown`` of ``total`` choices: the command that lists them all."""
    return Text(
        "ww-ui-more",
        {"shown": shown, "total": total, "command": command_mention(f"ww {command}")},
    )


def pack(lines: list[Text], selects: list[Select], buttons: list[Button]) -> Prompt:
    """Selects first, then the buttons in rows of five, within five rows."""
    button_rows = [tuple(buttons[i : i + MAX_BUTTONS]) for i in range(0, len(buttons), MAX_BUTTONS)]
    rows: list[Row] = []
    rows.extend(selects[: MAX_ROWS - min(len(button_rows), 1)])
    rows.extend(button_rows[: MAX_ROWS - len(rows)])
    return Prompt(lines=tuple(lines), rows=tuple(rows), image=True)


# --- the order choices are offered in ---------------------------------------------------------


def front(view: View, seat: int | None, tid: Any) -> bool:
    """Whether a territory of ``seat`` borders another army's or an empty territory."""
    territory = world().territories.get(str(tid))
    links = territory.links if territory is not None else ()
    return any(place_of(view, other).get("o") != seat for other in links)


def by_front(view: View, actions: list[Action]) -> list[Action]:
    """Choices on the front first, then the rest, each in the order given."""
    seat = me_of(view)
    return sorted(actions, key=lambda a: 0 if front(view, seat, a.get("a")) else 1)


def attack_order(view: View, actions: list[Action]) -> list[Action]:
    """The best odds first: what is sent less what defends."""
    return sorted(
        actions,
        key=lambda a: -(units_of(a) - units_at(view, a.get("b")) - 5 * _towers(view, a.get("b"))),
    )


def _towers(view: View, tid: Any) -> int:
    return int(place_of(view, tid).get("w") or 0)
