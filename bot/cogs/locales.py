"""Which language to use: the reader's for private answers, the channel's for posts."""

from __future__ import annotations

import discord

from bot.i18n import normalize_locale
from bot.table import TableService


def user_locale(interaction: discord.Interaction) -> str:
    return normalize_locale(str(interaction.locale))


async def channel_locale(
    settings: TableService, channel_id: int, guild: discord.Guild | None, default: str
) -> str:
    """The channel's configured language, else the server's preferred locale, else the default."""
    configured = await settings.channel_locale(channel_id)
    if configured:
        return configured
    if guild is not None and guild.preferred_locale:
        return normalize_locale(str(guild.preferred_locale))
    return normalize_locale(default)
