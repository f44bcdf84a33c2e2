"""Prompt data: what the bot shows a seat so that it can act (rendered by bot.cogs.components).

Every control carries a complete engine action. A click sends that action back through the
table service, which checks it against ``legal_actions`` again, so a stale or forged control
can never do anything the rules do not allow at that moment.

Limits that come from Discord: at most 5 rows; a row holds one select or up to 5 buttons; a
select offers at most 25 choices; labels are cut at 80 characters; an action used by a button
must encode (``bot.engine.base.action_key``) to at most 80 characters, and a select choice's to
at most 100.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from bot.engine.base import Action, action_key
from bot.i18n import Text

ButtonStyle = Literal["primary", "secondary", "success", "danger"]

# Discord's limits (see the module's docstring), shared by every game's prompts.
MAX_ROWS = 5
MAX_CHOICES = 25
MAX_BUTTONS = 5
MAX_BUTTON_KEY = 80
MAX_CHOICE_KEY = 100
# Discord's lengths for a control's words (characters); longer ones are cut with "…"
# (bot.cogs.components), so a prompt that names players keeps within them (issue 23).
MAX_BUTTON_LABEL = 80
MAX_CHOICE_LABEL = 100
MAX_CHOICE_DESCRIPTION = 100
MAX_PLACEHOLDER = 150


def by_kind(legal: Sequence[Action]) -> dict[str, list[Action]]:
    """Legal actions grouped by their type ``t``, each group in the order given."""
    kinds: dict[str, list[Action]] = {}
    for action in legal:
        kinds.setdefault(str(action.get("t")), []).append(action)
    return kinds


def fits(action: Action, limit: int) -> bool:
    """Whether an action's key is short enough for a control (MAX_BUTTON_KEY, MAX_CHOICE_KEY)."""
    return len(action_key(action)) <= limit


@dataclass(frozen=True)
class Choice:
    label: Text
    action: Action
    description: Text | None = None
    selected: bool = False  # shown as the select's current value


@dataclass(frozen=True)
class Select:
    placeholder: Text
    choices: tuple[Choice, ...]


@dataclass(frozen=True)
class Button:
    label: Text
    action: Action
    style: ButtonStyle = "secondary"


Row = Select | tuple[Button, ...]


@dataclass(frozen=True)
class Prompt:
    """A private message for one seat: text lines, an optional private image, controls."""

    lines: tuple[Text, ...]
    rows: tuple[Row, ...] = field(default_factory=tuple)
    image: bool = True  # attach the game's private image (e.g. the hand of cards)
