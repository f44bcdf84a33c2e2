"""``/game verify record:<file>``: check a game's record (bot.table.verify) uploaded as an
attachment, and answer privately.

Privately, because anybody may upload any file, a forged one included: a public "checks out"
from the bot under a forged record would look like the bot vouching for it. Whoever asked
can share the answer, and anybody can check the same file themselves, with this command or
offline with ``python -m bot verify``. The check runs in a thread (a long game's replay takes
seconds) after the interaction is deferred.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.locales import user_locale
from bot.i18n import t
from bot.i18n.translator import cmd
from bot.table.presenter import POST_BLOCK_LIMIT, chunks
from bot.table.verify import verify_bytes
from bot.table.verify_words import report_lines

if TYPE_CHECKING:
    from bot.app import GameBot

MAX_MB = 8  # a long World War record is well under 1 MB
EMBEDS = 10  # Discord's limit of embeds in one message


def verify_commands(bot: GameBot) -> list[app_commands.Command[Any, ..., None]]:
    """The command, for the ``/game`` group."""

    @app_commands.command(
        name=cmd("verify", "cmd-game-verify"),
        description=cmd(
            "Check a game's record file: replay every move and check every commitment",
            "cmd-game-verify-desc",
        ),
    )
    @app_commands.rename(record=cmd("record", "opt-record"))
    @app_commands.describe(
        record=cmd("The record-<id>.json file attached to the game's last post", "opt-record-desc")
    )
    async def verify(interaction: discord.Interaction, record: discord.Attachment) -> None:
        locale = user_locale(interaction)
        if record.size > MAX_MB * 1024 * 1024:
            await interaction.response.send_message(
                "⛔ " + t(locale, "verify-too-big", size=MAX_MB), ephemeral=True
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            data = await record.read()
        except (discord.HTTPException, discord.NotFound):
            await interaction.followup.send(
                "⛔ " + t(locale, "verify-download-failed"), ephemeral=True
            )
            return
        report = await asyncio.to_thread(verify_bytes, data[: MAX_MB * 1024 * 1024 + 1])
        blocks = chunks(report_lines(report, locale), POST_BLOCK_LIMIT)[:EMBEDS]
        colour = discord.Colour.green() if report.ok else discord.Colour.red()
        embeds = [discord.Embed(description=block, colour=colour) for block in blocks]
        await interaction.followup.send(
            embeds=embeds, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    return [verify]
