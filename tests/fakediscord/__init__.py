"""A fake Discord on 127.0.0.1 that the real, unmodified discord.py connects to.

Start with :class:`FakeDiscord` (``async with FakeDiscord() as fake``), add users, point a bot at
``fake.api_base`` / ``fake.gateway_url`` and play through ``fake.slash``, ``fake.click``,
``fake.select``; read ``fake.channel_transcript()`` and ``fake.dm_inbox(user)``.
"""

from tests.fakediscord.client import (
    discord_pointed_at,
    running,
    settled,
    start_client,
    stop_client,
)
from tests.fakediscord.model import FakeChannel, FakeFile, FakeInteraction, FakeMessage, FakeUser
from tests.fakediscord.server import FakeDiscord, FakeDiscordError

__all__ = [
    "FakeChannel",
    "FakeDiscord",
    "FakeDiscordError",
    "FakeFile",
    "FakeInteraction",
    "FakeMessage",
    "FakeUser",
    "discord_pointed_at",
    "running",
    "settled",
    "start_client",
    "stop_client",
]
