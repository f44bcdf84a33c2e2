"""``/game new``, built from the registry: one option per game option any registered game
declares (``engine.options``), so a new game's options appear without touching this cog.

discord.py reads a command's options from its callback's signature; the callback here takes
the options as keyword arguments and carries a signature made from the registered games'
options (``inspect.Signature``), with their localized names and descriptions attached the
way the ``rename``/``describe`` decorators would. Every value is checked again in code (a
forged interaction skips the client's checks) and the service refuses an option that the
chosen game does not have.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from bot.ai import LEVELS
from bot.cogs.checks import option_choice, option_flag, option_int
from bot.engine.base import GameOption
from bot.games import available, get
from bot.i18n import Text, t, text
from bot.i18n.translator import cmd
from bot.table.deadlines import MAX_HOURS

SEED_MAX = 2**31 - 1
MAX_BOTS = max(get(name).engine.max_players for name in available())  # the game checks its own

NewGame = Callable[[discord.Interaction, dict[str, Any]], Awaitable[None]]


def registered_options() -> list[GameOption]:
    """Every option of every registered game, once per name (the first game's wording)."""
    found: dict[str, GameOption] = {}
    for name in available():
        for option in get(name).engine.options:
            found.setdefault(option.name, option)
    return list(found.values())


def game_choices() -> list[app_commands.Choice[str]]:
    return [
        app_commands.Choice(name=cmd(text("en", get(name).title), get(name).title.key), value=name)
        for name in available()
    ]


def level_choices() -> list[app_commands.Choice[str]]:
    """The bot levels, by their localized names."""
    return [
        app_commands.Choice(
            name=cmd(t("en", f"bot-level-choice-{level}"), f"bot-level-choice-{level}"),
            value=level,
        )
        for level in LEVELS
    ]


def level_option(value: object, option: str = "opt-bot-level") -> str | None:
    """A bot level option: one of the bot levels (None: not given); ``option``: the key of
    the option's name, for the refusal (``/game config`` calls it ``bot_level``)."""
    if value is None:
        return None
    return option_choice(value, option, {lv: Text(f"bot-level-choice-{lv}") for lv in LEVELS})


def option_annotation(option: GameOption) -> Any:
    if option.kind is bool:
        return bool | None
    if option.choices:
        return str | None
    return app_commands.Range[int, option.low, option.high] | None


def read_option(option: GameOption, value: object) -> Any:
    """A game option's value as given, checked (the client's range is not a guarantee)."""
    key = f"opt-{option.catalog}"
    if option.kind is bool:
        return option_flag(value, key)
    if option.choices:
        labels = {c: Text(f"option-{option.catalog}-{c}") for c in option.choices}
        return option_choice(value, key, labels)
    return option_int(value, key, option.low, option.high)


def read_options(given: dict[str, Any]) -> dict[str, Any]:
    """The game options the moderator set, each checked; the rest are left to the defaults."""
    return {
        option.name: read_option(option, given[option.name])
        for option in registered_options()
        if given.get(option.name) is not None
    }


def new_command(new_game: NewGame) -> app_commands.Command[Any, ..., None]:
    """The ``/game new`` command; ``new_game(interaction, given)`` does the work with the
    values as given (``game``, ``seed`` and the options; check them with ``read_options``)."""
    options = registered_options()

    async def callback(interaction: discord.Interaction, **given: Any) -> None:
        await new_game(interaction, given)

    parameters = [
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD),
        inspect.Parameter("game", inspect.Parameter.KEYWORD_ONLY, annotation=str),
        inspect.Parameter(
            "seed",
            inspect.Parameter.KEYWORD_ONLY,
            default=None,
            annotation=app_commands.Range[int, 0, SEED_MAX] | None,
        ),
        inspect.Parameter(
            "deadline_hours",
            inspect.Parameter.KEYWORD_ONLY,
            default=None,
            annotation=app_commands.Range[int, 0, MAX_HOURS] | None,
        ),
        # Bot seats the lobby opens with, and their level (issue 30).
        inspect.Parameter(
            "bots",
            inspect.Parameter.KEYWORD_ONLY,
            default=None,
            annotation=app_commands.Range[int, 0, MAX_BOTS] | None,
        ),
        inspect.Parameter(
            "level", inspect.Parameter.KEYWORD_ONLY, default=None, annotation=str | None
        ),
    ]
    parameters += [
        inspect.Parameter(
            option.name,
            inspect.Parameter.KEYWORD_ONLY,
            default=None,
            annotation=option_annotation(option),
        )
        for option in options
    ]
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    renames = {
        "game": cmd("game", "opt-game"),
        "seed": cmd("seed", "opt-seed"),
        "deadline_hours": cmd("deadline_hours", "opt-deadline"),
        "bots": cmd("bots", "opt-bots"),
        "level": cmd("level", "opt-bot-level"),
    }
    descriptions = {
        "game": cmd("Which game to play", "opt-game-desc"),
        "seed": cmd(
            "Fix the random seed to replay a game (hidden cards are then not secret)",
            "opt-seed-desc",
        ),
        "deadline_hours": cmd(
            "Hours per move (0: none; default: the server's setting)", "opt-new-deadline-desc"
        ),
        "bots": cmd("Seats the bot plays, at the level below", "opt-bots-desc"),
        "level": cmd(
            "How well the bots play (default: the server's setting)", "opt-bot-level-desc"
        ),
    }
    for option in options:
        renames[option.name] = cmd(option.name, f"opt-{option.catalog}")
        descriptions[option.name] = cmd(
            text("en", f"opt-{option.catalog}-desc"), f"opt-{option.catalog}-desc"
        )
    decorated = app_commands.rename(**renames)(callback)
    decorated = app_commands.describe(**descriptions)(decorated)
    decorated = app_commands.choices(game=game_choices(), level=level_choices())(decorated)
    for option in options:
        if option.choices:  # a choice option offers its values by their localized names
            offered = [
                app_commands.Choice(
                    name=cmd(
                        text("en", f"option-{option.catalog}-{c}"), f"option-{option.catalog}-{c}"
                    ),
                    value=c,
                )
                for c in option.choices
            ]
            decorated = app_commands.choices(**{option.name: offered})(decorated)
    return app_commands.Command(
        name=cmd("new", "cmd-game-new"),
        description=cmd(
            "Open a lobby for a new game in this channel (moderators)", "cmd-game-new-desc"
        ),
        callback=decorated,
    )
