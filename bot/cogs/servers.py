"""The language of a server this process may not serve.

With several processes (issue 16) a process posts in servers on other processes' shards: a DM
click of any server's game lands on shard 0's process, which then posts the move in the
game's channel. Its gateway never saw that server, so ``get_guild`` has nothing; the server's
preferred locale is asked of Discord's REST API instead and kept a few minutes, so the posts
of one game read the same whichever process sends them.
"""

from __future__ import annotations

import logging
import time

import discord

from bot.cogs.client import Guilds

log = logging.getLogger(__name__)

KEEP_SECONDS = 600.0  # a server changes its language rarely; ten minutes late is fine
KEEP_SERVERS = 1024  # bounded: the oldest answers are forgotten first


class ServerLocales:
    """Each server's preferred locale, from the gateway's cache, else asked of Discord."""

    def __init__(self, client: Guilds) -> None:
        self.client = client
        self._asked: dict[int, tuple[float, discord.Locale | None]] = {}

    async def preferred(self, guild_id: int) -> discord.Locale | None:
        guild = self.client.get_guild(guild_id)
        if guild is not None:  # one of this process's servers: the gateway keeps it current
            return guild.preferred_locale
        now = time.monotonic()
        known = self._asked.get(guild_id)
        if known is not None and now - known[0] < KEEP_SECONDS:
            return known[1]
        try:
            locale: discord.Locale | None = (
                await self.client.fetch_guild(guild_id)
            ).preferred_locale
        except discord.HTTPException:
            log.warning("server %s could not be read; posting in the default language", guild_id)
            locale = None
        self._asked.pop(guild_id, None)
        self._asked[guild_id] = (now, locale)
        while len(self._asked) > KEEP_SERVERS:
            del self._asked[next(iter(self._asked))]
        return locale
