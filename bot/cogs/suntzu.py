"""``/suntzu``: Sun Tzu's own commands. Placement, order, draws and warlords are DM controls;
``play`` offers the same controls ephemerally in the channel."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.moves import ACTION_MAX, legal_choices, read_choice, typed
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
        await self.bot.desk.show_hand(interaction)

    @suntzu.command(
        name=cmd("support", "cmd-suntzu-support"),
        description=cmd(
            "Special support: discard a card (not 1-6) to bring an army from the reserve",
            "cmd-suntzu-support-desc",
        ),
    )
    @app_commands.rename(card=cmd("card", "opt-card"))
    @app_commands.describe(
        card=cmd("The card to discard (shown to your opponent)", "opt-card-desc")
    )
    async def support(
        self, interaction: discord.Interaction, card: app_commands.Range[str, 1, ACTION_MAX]
    ) -> None:
        chosen = typed(card, "opt-card")
        action = (
            read_choice(chosen, "support", "c", "opt-card")
            if chosen.startswith("{")
            else {"t": "support", "c": chosen}
        )
        await self.bot.desk.command_action(interaction, action)

    @support.autocomplete("card")
    async def support_cards(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await legal_choices(interaction, current, ("support",))


async def setup(bot: GameBot) -> None:
    await bot.add_cog(SunTzuCog(bot))
