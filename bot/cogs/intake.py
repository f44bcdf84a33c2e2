"""A move made by a click on a prompt or by a slash command: act, answer the mover, publish.

Text first (issue 29 part 3): the mover's reply goes out at once with its text and controls
and no picture; its private picture is drawn next and added by an edit of the same message,
while the channel hears of the move (``publish``). Every reply used to wait for its picture,
and sixteen pictures drawn at once by two cores made the last reply wait for most of them.
What the player finally sees is the same message as before, text, controls and picture.

The reply leaves the message's previous picture off (``attachments=[]``): that picture shows
the seat's hand as it was before the move (a card just played still in it), and a picture
that contradicts the text beside it for a moment is worse than none. If the picture cannot be
drawn or the edit fails (the message was deleted, the interaction's token expired after 15
minutes) the text stays and the move stands: it was stored before the reply was sent.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

import discord

from bot.cogs.checks import game_channel
from bot.cogs.components import decode_action
from bot.cogs.delivery import reply
from bot.cogs.late_defer import defer_if_slow
from bot.cogs.locales import user_locale
from bot.cogs.posts import Posts
from bot.engine.base import Action
from bot.table import Table
from bot.table.service import STAMP_KEY

log = logging.getLogger(__name__)


class Intake(Posts):
    async def component_action(
        self, interaction: discord.Interaction, game_id: int, seat: int, stamp: str, key: str
    ) -> None:
        """A click on a prompt: the service checks, under the game's lock, that the clicker
        still holds the prompt's seat and that the prompt is current; then act and update it."""
        locale = user_locale(interaction)
        async with defer_if_slow(interaction):
            outcome = await self.service.act(
                game_id, interaction.user.id, decode_action(key), seat=seat, stamp=stamp
            )
            own_events = outcome.private_events().get(seat, [])
            payload = await self.private_payload(
                outcome.table, seat, locale, own_events, picture=False
            )
        fresh_stamp = payload.pop("stamp")
        picture_follows = payload.pop("picture")
        # An edit replaces the message's files with ``attachments``: none until the picture
        # of this moment comes (the module's docstring says why).
        payload["attachments"] = payload.pop("files")
        message_id = interaction.message.id if interaction.message is not None else None
        async with self.reply_pictures.rewriting(
            message_id, picture_follows=picture_follows
        ) as write:
            if interaction.response.is_done():
                await interaction.edit_original_response(**payload)
            else:
                await interaction.response.edit_message(**payload)  # one request, not two
        async with self.picture_meanwhile(
            interaction, outcome.table, seat, locale, picture_follows, message_id, write
        ):
            if interaction.guild_id is None and interaction.message is not None:
                # The seat's DM now holds its current controls (an ephemeral copy in the
                # channel cannot be edited later, so only a DM is remembered).
                await self.service.remember_prompt(
                    outcome.table, seat, interaction.channel_id, message_id, fresh_stamp
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
        locale = user_locale(interaction)
        table = await self.service.require(game_channel(interaction))
        async with defer_if_slow(interaction, ephemeral=True, thinking=True):
            outcome = await self.service.act(table.id, interaction.user.id, action, stamp=stamp)
            seat = outcome.actor
            assert seat is not None
            own_events = outcome.private_events().get(seat, [])
            payload = await self.private_payload(
                outcome.table, seat, locale, own_events, picture=False
            )
        payload.pop("stamp")
        picture_follows = payload.pop("picture")
        payload.pop("files")  # a new message: nothing to take off
        message_id = await reply(interaction, ephemeral=True, **payload)  # one request
        # From now on a click on its controls may rewrite it: its picture is awaited.
        write = self.reply_pictures.new_message(message_id if picture_follows else None)
        async with self.picture_meanwhile(
            interaction, outcome.table, seat, locale, picture_follows, message_id, write
        ):
            await self.publish(outcome)

    @contextlib.asynccontextmanager
    async def picture_meanwhile(
        self,
        interaction: discord.Interaction,
        table: Table,
        seat: int,
        locale: str,
        picture_follows: bool,
        message_id: int | None,
        write: int,
    ) -> AsyncIterator[None]:
        """After the reply's text: its picture is drawn and added while the block runs (the
        channel's news), and waited for when it ends, even by an error. The render pool draws
        private pictures before boards, so the picture still comes first."""
        picture = None
        if picture_follows:
            picture = asyncio.create_task(
                self.add_reply_picture(interaction, table, seat, locale, message_id, write)
            )
        try:
            yield
        finally:
            if picture is not None:
                await picture

    async def add_reply_picture(
        self,
        interaction: discord.Interaction,
        table: Table,
        seat: int,
        locale: str,
        message_id: int | None,
        write: int,
    ) -> None:
        """Draw the seat's private picture and add it to the reply by an edit. Never raises:
        the reply's text stays whatever happens here, and the log names only the game, the
        seat and what failed (never what the picture shows)."""
        file: discord.File | None = None
        try:
            file = await self.private_picture(table, seat, locale)
        except Exception as exc:  # a picture is not worth the reply: keep the text
            log.warning(
                "game %s seat %s: the reply's picture could not be drawn (%s)",
                table.id,
                seat,
                type(exc).__name__,
            )
        async with self.reply_pictures.adding_picture(message_id, write) as still_current:
            if file is None or not still_current:
                return  # none drawn, or a later write replaced the text it belongs to
            try:
                await interaction.edit_original_response(attachments=[file])
            except discord.HTTPException as exc:
                # Deleted meanwhile (10008), or the interaction's token expired (401 / 50027
                # after 15 minutes): the text is there and the move is stored.
                log.info(
                    "game %s seat %s: the reply's picture could not be added (%s, code %s)",
                    table.id,
                    seat,
                    exc.status,
                    exc.code,
                )
