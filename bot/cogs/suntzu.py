"""``/suntzu``: Sun Tzu's own commands. Placement, order, draws and warlords are DM controls;
``play`` offers the same controls ephemerally in the channel."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n.translator import cmd

if TYPE_CHECKING:
    from bot.app import GameBot


class SunTzuCog(commands.Cog):
    suntzu = app_commands.Group(
        name=cmd("suntzu", "cmd-suntzu"),
        description=cmd("Sun Tzu: play your cards", "cmd-suntzu-desc"),
        guild_only=True,
    )

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @suntzu.command(
        name=cmd("play", "cmd-suntzu-play"),
        description=cmd(
            "Your hand and your choices for this step (only you see them)", "cmd-suntzu-play-desc"
        ),
    )
    async def play(self, interaction: discord.Interaction) -> None:
        await self.bot.desk.guarded(interaction, self.bot.desk.show_hand(interaction))


async def setup(bot: GameBot) -> None:
    await bot.add_cog(SunTzuCog(bot))
