"""What the cogs need from the bot: the desk's :class:`~bot.cogs.client.Client`, the desk
itself, and the discord.py calls that register cogs, commands and controls.

The cogs are typed against this Protocol, never against ``bot.app.GameBot``: bot/app.py
imports the cogs (and checks that ``GameBot`` is a ``Host``), nothing under bot/cogs imports
bot/app, so the import graph has no circle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.client import Client

if TYPE_CHECKING:
    from bot.cogs.desk import Desk


class Host(Client, Protocol):
    @property
    def desk(self) -> Desk: ...

    @property
    def tree(self) -> app_commands.CommandTree[Any]: ...

    async def add_cog(self, cog: commands.Cog, /) -> None: ...

    def add_dynamic_items(
        self, *items: type[discord.ui.DynamicItem[discord.ui.Item[Any]]]
    ) -> None: ...

    async def wait_until_ready(self) -> None: ...

    def is_closed(self) -> bool: ...
