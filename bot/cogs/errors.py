"""The one error path of every command and control: each failure answered, privately.

Rule errors and refusals become ephemeral explanations in the reader's language; a click on
stale controls gets the current ones; anything unexpected is logged with its traceback and
answered politely. The game state is untouched in every case.
"""

from __future__ import annotations

import logging

import discord

from bot.cogs.delivery import reply
from bot.cogs.dms import Dms
from bot.cogs.locales import user_locale
from bot.engine.base import RuleError
from bot.i18n import t
from bot.table import StaleControls

log = logging.getLogger(__name__)


class Errors(Dms):
    async def answer_error(self, interaction: discord.Interaction, error: BaseException) -> None:
        """Every failure of a command or a control ends here (``GameBot.on_app_command_error``
        and ``GameControl.callback``): a stale control gets the current one, a refused move
        its reason, anything unexpected is logged and answered politely. The game state is
        untouched in every case (the service changes nothing on a failure)."""
        if isinstance(error, StaleControls):
            await self.answer_stale(interaction, error)
        elif isinstance(error, RuleError):
            await self.refuse(interaction, error)
        else:
            log.error(
                "unexpected error while handling interaction %s",
                interaction.id,
                exc_info=(type(error), error, error.__traceback__),
            )
            locale = user_locale(interaction)
            await reply(interaction, content=t(locale, "error-unexpected"), ephemeral=True)

    async def refuse(self, interaction: discord.Interaction, error: RuleError) -> None:
        # t() translates parameters that are catalog texts themselves (a province, a race).
        content = "⛔ " + t(user_locale(interaction), error.code, **error.params)
        await reply(interaction, content=content, ephemeral=True)

    async def answer_stale(self, interaction: discord.Interaction, stale: StaleControls) -> None:
        """A click made for an earlier moment: say so, and give the current controls (in place
        of the old ones when they sit in a DM, else privately)."""
        table, seat = stale.table, stale.seat
        locale = user_locale(interaction)
        payload = await self.private_payload(
            table, seat, locale, notice=t(locale, "error-controls-stale")
        )
        stamp = payload.pop("stamp")
        in_dm = interaction.guild_id is None and interaction.message is not None
        if in_dm and interaction.type is discord.InteractionType.component:
            payload["attachments"] = payload.pop("files")
            assert interaction.message is not None
            # Sets the message's pictures: a reply's picture still to come is dropped.
            async with self.reply_pictures.rewriting(interaction.message.id):
                if interaction.response.is_done():
                    await interaction.edit_original_response(**payload)
                else:
                    await interaction.response.edit_message(**payload)
            await self.service.remember_prompt(
                table, seat, interaction.channel_id, interaction.message.id, stamp
            )
            return
        await reply(interaction, ephemeral=True, **payload)
