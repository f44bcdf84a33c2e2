"""What the desk and Discord delivery need from the bot: its service, its settings, and the
few discord.py client calls they make.

A Protocol rather than ``bot.app.GameBot``, so that nothing under bot/cogs imports bot/app
(which imports the cogs): the import graph has no circle, and a test may hand the desk any
object with these members. ``Host`` (bot/cogs/host.py) adds what the cogs need besides.
"""

from __future__ import annotations

from typing import Protocol

import discord
from discord.ext import commands

from bot.settings import Settings
from bot.table import TableService

# What discord.py's get_channel and fetch_channel answer.
AnyChannel = discord.abc.GuildChannel | discord.Thread | discord.abc.PrivateChannel


class Users(Protocol):
    """Enough to DM a user (bot.cogs.delivery.send_dm)."""

    async def create_dm(self, user: discord.abc.Snowflake, /) -> discord.DMChannel: ...


class Channels(Protocol):
    """Enough to find a channel (bot.cogs.delivery.resolve_channel)."""

    def get_channel(self, id: int, /) -> AnyChannel | None: ...

    async def fetch_channel(self, channel_id: int, /) -> AnyChannel: ...


class Guilds(Protocol):
    """Enough to read a server's language (bot.cogs.servers.ServerLocales)."""

    def get_guild(self, id: int, /) -> discord.Guild | None: ...

    async def fetch_guild(self, guild_id: int, /) -> discord.Guild: ...


class Client(Users, Channels, Guilds, Protocol):
    """The bot as the desk uses it. Read-only members, so that the bot's own attributes (of
    these types or narrower) satisfy them."""

    @property
    def service(self) -> TableService: ...

    @property
    def settings(self) -> Settings: ...

    def get_partial_messageable(self, id: int) -> discord.PartialMessageable: ...

    def get_cog(self, name: str, /) -> commands.Cog | None: ...
