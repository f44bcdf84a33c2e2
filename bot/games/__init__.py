"""The registry of hosted games: what the platform needs to know about each one.

A game is four parts, each in the package named for its job: rules in ``bot.engine.<game>``,
images in ``bot.render.<game>``, prompts in ``bot.prompts.<game>``, and this glue in
``bot.games.<game>`` which exposes ``SPEC``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from bot.engine.base import Action, Engine, View
from bot.i18n import Text
from bot.prompts.base import Prompt

GAME_NAMES: tuple[str, ...] = ("suntzu", "smallworld")


@dataclass(frozen=True)
class GameSpec:
    name: str  # "suntzu": the value of /game new game:<choice>
    engine: Engine
    title: Text  # the game's display name
    rules: Text  # a rules summary for /game rules (a few paragraphs, markdown)
    render_board: Callable[[View, str], bytes]  # public view, locale -> PNG
    render_private: Callable[[View, str], bytes | None]  # a seat's view, locale -> PNG or None
    prompt: Callable[[View, list[Action]], Prompt | None]  # seat view + its legal actions
    describe_action: Callable[[Action], Text]  # for /game log, autocomplete and narration
    seat_label: Callable[[int, int], Text]  # (seat, player count) -> "Wu (blue)"
    private_summary: Callable[[View], list[Text]]  # the secret part of a seat's view, as text
    # What a waited-for seat is asked to do, from the public view ("place your 5 cards"): named
    # in the channel's "your move" line, so it must not depend on anything secret.
    step_label: Callable[[View, int], Text] | None = None


@cache
def get(name: str) -> GameSpec:
    if name not in GAME_NAMES:
        raise KeyError(name)
    module = importlib.import_module(f"bot.games.{name}")
    return module.SPEC


def available() -> tuple[str, ...]:
    return GAME_NAMES
