"""The fake Discord records a message sent silently (discord.py's ``silent=True``: the flag
SUPPRESS_NOTIFICATIONS, issue 25), keeps it through edits, and refuses the flags a new message
cannot carry, as Discord does."""

from __future__ import annotations

import aiohttp
import discord
import pytest

from tests.e2e.plainbot import PlainBot
from tests.fakediscord import FakeDiscord, discord_pointed_at, running

pytestmark = pytest.mark.e2e

CROSSPOSTED = 1 << 0  # set by Discord itself, never by a sender


async def test_a_silent_message_is_recorded_and_stays_silent_through_edits(
    fake: FakeDiscord,
) -> None:
    ann = fake.add_user("Ann")
    with discord_pointed_at(fake):
        async with running(PlainBot(fake.guild.id), fake) as bot:
            channel = bot.get_channel(fake.channel.id)
            assert isinstance(channel, discord.TextChannel)
            quiet = await channel.send("shh", silent=True)
            loud = await channel.send("hey")
            await quiet.edit(content="still shh")
            user = await bot.fetch_user(ann.id)
            dm = await user.send("psst", silent=True)
    assert fake.messages[quiet.id].silent and fake.messages[quiet.id].content == "still shh"
    assert not fake.messages[loud.id].silent
    assert fake.messages[dm.id].silent and fake.dm_inbox(ann) == [fake.messages[dm.id]]


async def test_a_flag_a_new_message_cannot_carry_is_refused(fake: FakeDiscord) -> None:
    headers = {"Authorization": f"Bot {fake.token}"}
    url = f"{fake.api_base}/channels/{fake.channel.id}/messages"
    async with (
        aiohttp.ClientSession() as session,
        session.post(url, json={"content": "x", "flags": CROSSPOSTED}, headers=headers) as response,
    ):
        assert response.status == 400
        assert (await response.json())["code"] == 50035
    assert any("flags" in error for error in fake.errors)
    fake.errors.clear()
    assert fake.public_messages() == []
