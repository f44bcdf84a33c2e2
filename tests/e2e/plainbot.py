"""A small plain ``commands.Bot`` that exercises what the game bot uses of Discord, so the fake
can be proven against the real discord.py without the game bot.

Commands: ``/game new game:<choice> [private]`` answers at once; ``/game hand`` defers
("thinking", ephemeral) then follows up; ``/deal`` DMs the caller a PNG with a restart-proof
button and select (``DynamicItem``s); ``/pick card:<autocomplete>``; ``/shout`` posts in the
channel; ``/tidy`` reads, edits and deletes its response, a followup and a channel message.
The button answers by editing its message, the select with an ephemeral message.
"""

from __future__ import annotations

import io
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

PNG_1X1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489"
    "0000000d4944415478da63f8cfc0f01f0005000201a5e1f1c70000000049454e44ae426082"
)
CARDS = ("archer", "cavalry", "chariot", "crossbow", "spearman")


class Press(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"press:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Press {n}", custom_id=f"press:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Press:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(
            content=f"pressed {self.n} by {interaction.user.name}", view=None
        )


class Pick(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"pick:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        options = [discord.SelectOption(label=card.title(), value=card) for card in CARDS]
        select: discord.ui.Select[Any] = discord.ui.Select(custom_id=f"pick:{n}", options=options)
        super().__init__(select)
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Pick:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        chosen = ",".join(self.item.values)
        await interaction.response.send_message(f"picked {chosen} on {self.n}", ephemeral=True)


class PlainBot(commands.Bot):
    def __init__(self, guild_id: int) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents(guilds=True),
            guild_ready_timeout=0.05,
        )
        self.guild_id = guild_id
        self.dm_errors: list[discord.HTTPException] = []
        self.response_errors: list[discord.HTTPException] = []

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Press, Pick)
        install_commands(self)
        guild = discord.Object(self.guild_id)
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)


def install_commands(bot: PlainBot) -> None:
    game = app_commands.Group(name="game", description="Play a board game")

    @game.command(name="new", description="Start a game")
    @app_commands.describe(game="Which game", private="Only you see the answer")
    @app_commands.choices(
        game=[
            app_commands.Choice(name="Sun Tzu", value="suntzu"),
            app_commands.Choice(name="Small World", value="smallworld"),
        ]
    )
    async def new_game(
        interaction: discord.Interaction, game: app_commands.Choice[str], private: bool = False
    ) -> None:
        text = f"new {game.value} for {interaction.user.name} ({interaction.locale.value})"
        try:
            await interaction.response.send_message(text, ephemeral=private)
        except discord.HTTPException as exc:
            bot.response_errors.append(exc)

    @game.command(name="hand", description="Show your hand")
    async def hand(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.followup.send("your hand: archer, cavalry", ephemeral=True)

    @app_commands.command(name="deal", description="DM me a hand")
    async def deal(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        view = discord.ui.View(timeout=None)
        view.add_item(Press(interaction.id % 1000))
        view.add_item(Pick(interaction.id % 1000))
        file = discord.File(io.BytesIO(PNG_1X1), filename="hand.png")
        try:
            await interaction.user.send("your cards", file=file, view=view)
        except discord.Forbidden as exc:
            bot.dm_errors.append(exc)
            await interaction.followup.send("your DMs are closed", ephemeral=True)
            return
        await interaction.followup.send("dealt", ephemeral=True)

    @app_commands.command(name="pick", description="Pick a card")
    async def pick(interaction: discord.Interaction, card: str) -> None:
        await interaction.response.send_message(f"you picked {card}")

    @pick.autocomplete("card")
    async def pick_autocomplete(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=card.title(), value=card)
            for card in CARDS
            if card.startswith(current)
        ]

    @app_commands.command(name="shout", description="Say it in the channel")
    async def shout(interaction: discord.Interaction, text: str) -> None:
        await interaction.response.send_message("ok", ephemeral=True)
        assert isinstance(interaction.channel, discord.TextChannel)
        file = discord.File(io.BytesIO(PNG_1X1), filename="board.png")
        await interaction.channel.send(text, file=file)

    @app_commands.command(name="tidy", description="Write, fix and clean up messages")
    async def tidy(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("draft")
        original = await interaction.original_response()  # GET @original
        await interaction.edit_original_response(content=original.content + " → final")
        extra = await interaction.followup.send("extra", wait=True)
        await extra.edit(content="extra, edited")  # PATCH /messages/{id}
        await extra.delete()  # DELETE /messages/{id}
        assert isinstance(interaction.channel, discord.TextChannel)
        posted = await interaction.channel.send("note")
        fetched = await interaction.channel.fetch_message(posted.id)
        await fetched.edit(content="note, edited")
        await fetched.delete()

    for command in (game, deal, pick, shout, tidy):
        bot.tree.add_command(command)
