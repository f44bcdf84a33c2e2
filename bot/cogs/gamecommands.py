"""Every game's own slash commands, built from what the game declares (``GameSpec.commands``).

One ``app_commands.Group`` per registered game that declares commands, one subcommand per
declared move (``bot.prompts.commands``): its options typed by their kind, localized through
the catalogs, autocompleted from the engine's legal actions (``bot.cogs.moves``), and read back
into an action that the desk applies like a click. Nothing here knows any game.

discord.py reads a command's options from its callback's signature; the callback here takes
the options as keyword arguments and carries a signature made from the declaration
(``inspect.Signature``), as ``/game new`` does. Every value is checked again in code: a forged
interaction skips the client's checks.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.checks import option_int
from bot.cogs.moves import (
    ACTION_MAX,
    NUMBER_MAX,
    fold,
    legal_choices,
    read_layout,
    read_number,
    read_picked,
    typed,
)
from bot.engine.base import Action, RuleError
from bot.games import available, get
from bot.i18n.translator import cmd
from bot.prompts.commands import TEXT_KINDS, CommandGroup, Move, Param

if TYPE_CHECKING:
    from bot.cogs.host import Host

# What Discord is told each kind of option is; the client keeps to it, the code checks again.
ANNOTATIONS: dict[str, Any] = {
    **dict.fromkeys(TEXT_KINDS, app_commands.Range[str, 1, ACTION_MAX]),
    "amount": app_commands.Range[int, 0, NUMBER_MAX],
    "player": discord.Member,
}
COUNTED_FROM_ONE = ("combo", "province")  # players count these from 1, the engine from 0

Autocomplete = Callable[
    [discord.Interaction[Any], str], Coroutine[Any, Any, list[app_commands.Choice[str]]]
]


def declared_groups() -> list[CommandGroup]:
    """The command groups of the registered games, in the order the games registered."""
    groups = []
    for name in available():
        declared = get(name).commands
        if declared is not None:
            groups.append(declared)
    return groups


def build_group(group: CommandGroup) -> app_commands.Group:
    """A game's command group: one subcommand per declared move."""
    built = app_commands.Group(
        name=cmd(group.name, group.key),
        description=cmd(group.name, group.description_key),
        guild_only=True,
    )
    for move in group.moves:
        built.add_command(build_move(group, move))
    return built


def build_move(group: CommandGroup, move: Move) -> app_commands.Command[Any, ..., None]:
    """One subcommand: ``play`` shows the private prompt; any other makes its action."""

    async def callback(interaction: discord.Interaction, **given: Any) -> None:
        bot: Host = interaction.client  # type: ignore[assignment]
        if move.show_hand:
            await bot.desk.show_hand(interaction)
            return
        await bot.desk.command_action(interaction, await read_move(interaction, move, given))

    parameters = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    for param in move.params:
        annotation = ANNOTATIONS[param.kind]
        if not param.required:
            annotation = annotation | None
        parameters.append(
            inspect.Parameter(
                param.name,
                inspect.Parameter.KEYWORD_ONLY,
                annotation=annotation,
                default=inspect.Parameter.empty if param.required else None,
            )
        )
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    decorated = app_commands.rename(
        **{param.name: cmd(param.name, param.key) for param in move.params}
    )(callback)
    decorated = app_commands.describe(
        **{param.name: cmd(param.name, param.description_key) for param in move.params}
    )(decorated)
    decorated = app_commands.autocomplete(
        **{
            param.name: completer(group, move, param)
            for param in move.params
            if param.autocompletes
        }
    )(decorated)
    return app_commands.Command(
        name=cmd(move.name, move.key),
        description=cmd(move.name, move.description_key),
        callback=decorated,
    )


def completer(group: CommandGroup, move: Move, param: Param) -> Autocomplete:
    """The autocomplete of a text option: the move's legal actions, or the option's own
    completions of what was typed."""

    async def complete(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await legal_choices(
            interaction,
            current,
            move.makes,
            group.menu_choice,
            param.complete,
            filled=filled_fields(interaction, move, param),
        )

    return complete


def filled_fields(interaction: discord.Interaction, move: Move, focused: Param) -> dict[str, str]:
    """The move's other id options already typed (``origin`` while ``target`` is being
    typed), by action field, so the autocomplete offers only what goes with them."""
    filled: dict[str, str] = {}
    for param in move.params:
        if param is focused or param.kind != "card":
            continue
        value = getattr(interaction.namespace, param.name, None)
        if isinstance(value, str) and value.strip() and not value.startswith("{"):
            filled[param.field] = fold(value[:ACTION_MAX]).strip()
    return filled


async def read_move(interaction: discord.Interaction, move: Move, given: dict[str, Any]) -> Action:
    """The action a move's options make (see ``bot.prompts.commands``): a choice picked from
    the autocomplete is the whole action; typed values fill the action's fields."""
    fields: dict[str, list[Any]] = {}
    for param in move.params:
        value = given.get(param.name)
        if value is None:
            continue  # an optional option left out
        if param.kind in TEXT_KINDS:
            chosen = typed(value, param.key)
            if chosen.startswith("{") or param.kind == "action":
                return read_picked(chosen, move.makes)
            value = read_text(param, chosen)
        elif param.kind == "amount":
            value = option_int(value, param.key, 0, NUMBER_MAX)
        else:
            value = await seat_of(interaction, value)
        fields.setdefault(param.field, []).append(value)
    action: Action = {"t": move.makes[0]}
    for name, values in fields.items():
        shared = sum(param.field == name for param in move.params) > 1
        action[name] = values if shared else values[0]
    return action


def read_text(param: Param, chosen: str) -> Any:
    """A typed text option's value for the action's field (bounded and folded already)."""
    if param.kind == "layout":
        return read_layout(chosen, param.key)
    if param.kind == "card":
        return chosen
    number = read_number(chosen)
    return number - 1 if param.kind in COUNTED_FROM_ONE else number


async def seat_of(interaction: discord.Interaction, member: discord.Member) -> int:
    """A player option's member (Discord resolved it), as their seat in this channel's game."""
    bot: Host = interaction.client  # type: ignore[assignment]
    if interaction.channel_id is None:
        raise RuleError("error-no-game-here")
    table = await bot.service.require(interaction.channel_id)
    seat = table.seat_of(member.id)
    if seat is None:
        raise RuleError("error-target-not-a-player")
    return seat


class GameCommands(commands.Cog):
    """Holds the games' command groups: on the bot's command tree while loaded."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self.groups = [build_group(group) for group in declared_groups()]

    async def cog_load(self) -> None:
        for group in self.groups:
            self.bot.tree.add_command(group)

    async def cog_unload(self) -> None:
        for group in self.groups:
            self.bot.tree.remove_command(group.name)


async def setup(bot: Host) -> None:
    await bot.add_cog(GameCommands(bot))
