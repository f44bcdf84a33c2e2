"""Reading a prompt in tests: every text it shows and every action its controls carry (the
same for every game's prompt tests)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bot.engine.base import Action
from bot.i18n import Text
from bot.prompts.base import Prompt, Select


def texts_of(value: Any) -> Iterator[Text]:
    if isinstance(value, Text):
        yield value
        for param in value.params.values():
            yield from texts_of(param)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from texts_of(item)


def prompt_texts(prompt: Prompt) -> Iterator[Text]:
    yield from texts_of(prompt.lines)
    for row in prompt.rows:
        if isinstance(row, Select):
            yield from texts_of(row.placeholder)
            for choice in row.choices:
                yield from texts_of(choice.label)
                if choice.description:
                    yield from texts_of(choice.description)
        else:
            for button in row:
                yield from texts_of(button.label)


def controls(prompt: Prompt) -> list[Action]:
    actions: list[Action] = []
    for row in prompt.rows:
        if isinstance(row, Select):
            actions.extend(choice.action for choice in row.choices)
        else:
            actions.extend(button.action for button in row)
    return actions
