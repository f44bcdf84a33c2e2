"""Who may do what, and which option values a command accepts.

Moderators are decided at run time from the permissions Discord resolved for the channel of
the interaction (channel overwrites included), not from Discord's permission hints on the
commands.

Option values are checked here as well. Discord's client keeps to the ranges, lengths and
choices the bot syncs, but a forged interaction does not, and discord.py hands a string,
integer or boolean option's raw JSON value to the command unchanged (``Range`` and
``@choices`` only describe the option to Discord). Every check raises a :class:`RuleError`
whose message names the option and says what is allowed.
"""

from __future__ import annotations

from collections.abc import Mapping

import discord

from bot.engine.base import RuleError
from bot.i18n import Text
from bot.table import TableService


def may_moderate(interaction: discord.Interaction) -> bool:
    """Manage Server, Manage Channels or Administrator in this channel, as Discord resolved it."""
    permissions = interaction.permissions
    return permissions.administrator or permissions.manage_guild or permissions.manage_channels


def may_manage_server(interaction: discord.Interaction) -> bool:
    """Manage Server or Administrator: who may decide who the moderators are."""
    permissions = interaction.permissions
    return permissions.administrator or permissions.manage_guild


def game_channel(interaction: discord.Interaction) -> int:
    """The channel whose game a command or click is about. An interaction without one (which
    Discord sends only for a forged or DM command) has no game, as the service would say."""
    if interaction.channel_id is None:
        raise RuleError("error-no-game-here")
    return interaction.channel_id


async def is_moderator(interaction: discord.Interaction, settings: TableService) -> bool:
    """Manage Server or Manage Channels here, or the moderator role set with /game config."""
    member = interaction.user
    if not isinstance(member, discord.Member) or interaction.guild_id is None:
        return False
    if may_moderate(interaction):
        return True
    role_id = (await settings.guild_settings(interaction.guild_id))["moderator_role_id"]
    return role_id is not None and any(role.id == role_id for role in member.roles)


# -- option values ---------------------------------------------------------------------------


def option_int(value: object, option: str, low: int, high: int) -> int:
    """An integer option's value; ``option`` is its catalog key (``opt-count``)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RuleError("error-option-range", option=Text(option), min=low, max=high)
    return value


def option_text(value: object, option: str, limit: int) -> str:
    """A string option's value, at most ``limit`` characters."""
    if not isinstance(value, str) or len(value) > limit:
        raise RuleError("error-option-text", option=Text(option), max=limit)
    return value


def option_flag(value: object, option: str) -> bool:
    """A boolean option's value."""
    if not isinstance(value, bool):
        raise RuleError("error-option-choice", option=Text(option), allowed="true, false")
    return value


def option_choice(value: object, option: str, allowed: Mapping[str, Text]) -> str:
    """One of the values a choice option offers (``allowed`` maps each to its label)."""
    if not isinstance(value, str) or value not in allowed:
        raise RuleError("error-option-choice", option=Text(option), allowed=list(allowed.values()))
    return value


def option_role(value: object, option: str, guild: discord.Guild | None) -> discord.Role:
    """A role option's value: a role of this server (a forged id resolves to nothing)."""
    if not isinstance(value, discord.Role) or guild is None or guild.get_role(value.id) is None:
        raise RuleError("error-option-role", option=Text(option))
    return value
