"""Who may do what: moderators are decided at run time, not by Discord's permission hints."""

from __future__ import annotations

import discord

from bot.store import Store


async def is_moderator(interaction: discord.Interaction, store: Store) -> bool:
    """Manage Server, Manage Channels, or the moderator role configured with /game config."""
    member = interaction.user
    if not isinstance(member, discord.Member) or interaction.guild is None:
        return False
    permissions = member.guild_permissions
    if permissions.manage_guild or permissions.manage_channels or permissions.administrator:
        return True
    role_id = (await store.guild_settings(interaction.guild.id))["moderator_role_id"]
    return role_id is not None and any(role.id == role_id for role in member.roles)
