"""Expected Discord failures in one place: closed DMs, expired interactions, missing channels.

No cog repeats this code (after spellbot's "operations" module).
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.cogs.client import Channels, Users

log = logging.getLogger(__name__)

DM_CLOSED_CODES = {50007, 50278}  # cannot send messages to this user / no mutual guild
UNKNOWN_INTERACTION = 10062


async def send_dm(client: Users, user_id: int, **payload: Any) -> discord.Message | None:
    """DM a user; None when Discord refuses (closed DMs). Other failures propagate."""
    try:
        # By the user's id alone: discord.py keeps the DM channel it opened for that user, so
        # a DM costs one request, not a user fetch (without the members intent the user is
        # rarely cached) and a channel open each time.
        channel = await client.create_dm(discord.Object(user_id))
        return await channel.send(**payload)
    except discord.Forbidden as exc:
        if exc.code in DM_CLOSED_CODES:
            log.info("DMs closed for user %s (code %s)", user_id, exc.code)
            return None
        raise
    except discord.HTTPException as exc:
        if exc.code in DM_CLOSED_CODES:
            log.info("DMs refused for user %s (code %s)", user_id, exc.code)
            return None
        raise


async def resolve_channel(client: Channels, channel_id: int) -> discord.abc.Messageable | None:
    channel = client.get_channel(channel_id)
    if channel is None:
        try:
            channel = await client.fetch_channel(channel_id)
        except (discord.NotFound, discord.Forbidden):
            log.warning("channel %s is gone or hidden", channel_id)
            return None
    return channel  # type: ignore[return-value]


async def reply(interaction: discord.Interaction, **payload: Any) -> int | None:
    """Answer an interaction whether or not it was already answered or deferred; the answer's
    message id when Discord said it (None when the interaction had expired)."""
    try:
        if interaction.response.is_done():
            # wait: Discord returns the message (the same request, its body kept)
            message = await interaction.followup.send(wait=True, **payload)
            return message.id
        sent = await interaction.response.send_message(**payload)
        return sent.message_id
    except discord.NotFound as exc:
        if exc.code == UNKNOWN_INTERACTION:
            log.warning("interaction %s expired before we could answer", interaction.id)
            return None
        raise
