"""A move made by a click on a prompt or by a slash command: act, answer the mover, publish."""

from __future__ import annotations

import discord

from bot.cogs.checks import game_channel
from bot.cogs.components import decode_action
from bot.cogs.delivery import reply
from bot.cogs.late_defer import defer_if_slow
from bot.cogs.locales import user_locale
from bot.cogs.posts import Posts
from bot.engine.base import Action
from bot.table.service import STAMP_KEY


class Intake(Posts):
    async def component_action(
        self, interaction: discord.Interaction, game_id: int, seat: int, stamp: str, key: str
    ) -> None:
        """A click on a prompt: the service checks, under the game's lock, that the clicker
        still holds the prompt's seat and that the prompt is current; then act and update it."""
        async with defer_if_slow(interaction):
            outcome = await self.service.act(
                game_id, interaction.user.id, decode_action(key), seat=seat, stamp=stamp
            )
            own_events = outcome.private_events().get(seat, [])
            payload = await self.private_payload(
                outcome.table, seat, user_locale(interaction), own_events
            )
        fresh_stamp = payload.pop("stamp")
        # An edit replaces the message's files with ``attachments``.
        payload["attachments"] = payload.pop("files")
        if interaction.response.is_done():
            await interaction.edit_original_response(**payload)
        else:
            await interaction.response.edit_message(**payload)  # one request, not two
        if interaction.guild_id is None and interaction.message is not None:
            # The seat's DM now holds its current controls (an ephemeral copy in the channel
            # cannot be edited later, so only a DM is remembered).
            await self.service.remember_prompt(
                outcome.table, seat, interaction.channel_id, interaction.message.id, fresh_stamp
            )
        await self.publish(outcome)

    async def command_action(self, interaction: discord.Interaction, action: Action) -> None:
        """A slash command that is one action in this channel's game; answers ephemerally.
        An action picked from autocomplete carries the moment it was offered for under
        ``STAMP_KEY``; a typed one is made now and has none."""
        action = dict(action)
        stamp = action.pop(STAMP_KEY, None)
        if stamp is not None:
            stamp = str(stamp)
        table = await self.service.require(game_channel(interaction))
        async with defer_if_slow(interaction, ephemeral=True, thinking=True):
            outcome = await self.service.act(table.id, interaction.user.id, action, stamp=stamp)
            seat = outcome.actor
            assert seat is not None
            own_events = outcome.private_events().get(seat, [])
            payload = await self.private_payload(
                outcome.table, seat, user_locale(interaction), own_events
            )
        payload.pop("stamp")
        await reply(interaction, ephemeral=True, **payload)  # one request unless deferred
        await self.publish(outcome)
