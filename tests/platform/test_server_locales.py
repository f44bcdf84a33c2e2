"""The language of a server another process serves (bot/cogs/servers.py): asked of Discord
once, then kept for a while; a server of this process's own comes from the gateway's cache."""

from __future__ import annotations

from typing import Any, cast

import discord
import pytest

import bot.cogs.servers as servers
from bot.cogs.servers import ServerLocales


class Guild:
    def __init__(self, locale: discord.Locale) -> None:
        self.preferred_locale = locale


class Client:
    """What ServerLocales uses of discord.Client: the gateway's guilds and REST's."""

    def __init__(self) -> None:
        self.cached: dict[int, Guild] = {}
        self.remote: dict[int, Guild] = {}
        self.fetched: list[int] = []

    def get_guild(self, guild_id: int) -> Guild | None:
        return self.cached.get(guild_id)

    async def fetch_guild(self, guild_id: int) -> Guild:
        self.fetched.append(guild_id)
        if guild_id not in self.remote:
            raise discord.NotFound(cast(Any, FakeResponse()), "Unknown Guild")
        return self.remote[guild_id]


class FakeResponse:
    status = 404
    reason = "Not Found"


async def test_own_servers_come_from_the_gateway_others_from_rest_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    client = Client()
    client.cached[1] = Guild(discord.Locale.japanese)
    client.remote[2] = Guild(discord.Locale.taiwan_chinese)
    locales = ServerLocales(cast(Any, client))
    clock = [100.0]
    monkeypatch.setattr(servers.time, "monotonic", lambda: clock[0])

    assert await locales.preferred(1) is discord.Locale.japanese
    assert client.fetched == []
    assert await locales.preferred(2) is discord.Locale.taiwan_chinese
    assert await locales.preferred(2) is discord.Locale.taiwan_chinese
    assert client.fetched == [2], "asked once while the answer is fresh"

    client.remote[2] = Guild(discord.Locale.american_english)  # the server changed it
    clock[0] += servers.KEEP_SECONDS + 1
    assert await locales.preferred(2) is discord.Locale.american_english
    assert client.fetched == [2, 2]

    assert await locales.preferred(3) is None  # unreadable: the caller's default applies
    assert client.fetched == [2, 2, 3]


async def test_the_answers_kept_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    client = Client()
    monkeypatch.setattr(servers, "KEEP_SERVERS", 3)
    locales = ServerLocales(cast(Any, client))
    for guild_id in range(10):
        client.remote[guild_id] = Guild(discord.Locale.british_english)
        await locales.preferred(guild_id)
    assert sorted(locales._asked) == [7, 8, 9]
