"""Players named in a seat's own words: "you attack bob (Yellow)", not "you attack Yellow".

Prompts and private summaries are written from a view, which knows seats by number and names
them with the game's seat label (a colour, a side). The channel names the player with it
(``narration.seat_name``); a DM should too. Every parameter of a line, a label or a
placeholder that is exactly a seat's label becomes that seat's name, however deep it nests:
the games need not change, and text shown outside a game (the rules) keeps the labels.

A control's words have Discord's lengths (``bot.prompts.base``): a label that the names would
push past them keeps the bare labels, whole, rather than be cut with "…" (32-character names
in a World War attack choice would cut off ", with a mage").
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.i18n import Text, text
from bot.prompts.base import (
    MAX_BUTTON_LABEL,
    MAX_CHOICE_DESCRIPTION,
    MAX_CHOICE_LABEL,
    MAX_PLACEHOLDER,
    Button,
    Choice,
    Prompt,
    Row,
    Select,
)
from bot.table.model import Table
from bot.table.narration import seat_name


class SeatNames:
    """The players' names by their seat labels, for one table and one reader's locale."""

    def __init__(self, table: Table, locale: str) -> None:
        count = len(table.seats)
        self.locale = locale
        self._names = {
            table.spec.seat_label(seat, count).key: seat_name(table, seat, locale)
            for seat in range(count)
        }

    def value(self, value: Any) -> Any:
        """``value`` with each seat label among its parameters replaced by the player's name."""
        if isinstance(value, Text):
            if not value.params and value.key in self._names:
                return self._names[value.key]
            return self.line(value)
        if isinstance(value, list):
            return [self.value(item) for item in value]
        if isinstance(value, tuple):
            return tuple(self.value(item) for item in value)
        return value

    def line(self, line: Text) -> Text:
        """A whole line stays a line (a bare seat label is a line of its own, kept)."""
        return Text(line.key, {key: self.value(item) for key, item in line.params.items()})

    def fitted(self, words: Text, limit: int) -> Text:
        """``words`` with the players named if that fits ``limit``, else as they were."""
        named = self.line(words)
        return named if len(text(self.locale, named)) <= limit else words

    def choice(self, choice: Choice) -> Choice:
        description = choice.description
        if description is not None:
            description = self.fitted(description, MAX_CHOICE_DESCRIPTION)
        label = self.fitted(choice.label, MAX_CHOICE_LABEL)
        return replace(choice, label=label, description=description)

    def row(self, row: Row) -> Row:
        if isinstance(row, Select):
            placeholder = self.fitted(row.placeholder, MAX_PLACEHOLDER)
            return Select(placeholder, tuple(self.choice(c) for c in row.choices))
        return tuple(Button(self.fitted(b.label, MAX_BUTTON_LABEL), b.action, b.style) for b in row)

    def prompt(self, prompt: Prompt) -> Prompt:
        return replace(
            prompt,
            lines=tuple(self.line(line) for line in prompt.lines),
            rows=tuple(self.row(row) for row in prompt.rows),
        )
