"""Who is a moderator where, and who decides who the moderators are.

Moderation follows the permissions Discord resolves for the channel of the interaction
(``member.permissions``: roles, then the channel's overwrites), so a channel can take Manage
Channels away from a role or give it to one member. Only Manage Server (or Administrator) may
set the moderator role, and never to @everyone.
"""

from __future__ import annotations

import discord
import pytest

from bot.i18n import t
from bot.settings import Settings
from tests.e2e.gamebot import Cast, game_bot, refusal
from tests.fakediscord import FakeDiscord, FakeUser, settled
from tests.fakediscord.model import FakeChannel
from tests.fakediscord.payloads import channel_permissions

pytestmark = pytest.mark.e2e

MANAGE_CHANNELS = discord.Permissions(manage_channels=True)


async def opens_lobby(fake: FakeDiscord, user: FakeUser, channel: FakeChannel) -> bool:
    """``/game new`` in ``channel``: True if a lobby opened, False if refused as a non-moderator
    (then nothing was opened)."""
    new = await fake.slash(user, "game new", channel=channel, game="suntzu")
    await settled(fake, new)
    [answer] = fake.responses(new)
    if answer.ephemeral:
        assert answer.content == "⛔ " + t(user.locale, "error-not-moderator")
        return False
    assert answer.embeds and not answer.ephemeral
    return True


async def test_the_fake_resolves_channel_permissions_as_discord_does(fake: FakeDiscord) -> None:
    general, games = fake.guild.channels
    keepers = fake.add_role("Keepers", MANAGE_CHANNELS)
    admins = fake.add_role("Admins", discord.Permissions(administrator=True))
    kim = fake.add_user("Kim", roles=(keepers,))
    ada = fake.add_user("Ada", roles=(admins,))
    view = discord.Permissions(view_channel=True)
    await fake.set_overwrite(
        games, fake.guild.everyone, deny=discord.Permissions(send_messages=True)
    )
    await fake.set_overwrite(games, keepers, deny=MANAGE_CHANNELS | view)
    await fake.set_overwrite(games, kim, allow=view)
    await fake.set_overwrite(games, ada, deny=discord.Permissions.all())

    in_general = discord.Permissions(channel_permissions(fake.guild, general, kim))
    in_games = discord.Permissions(channel_permissions(fake.guild, games, kim))
    assert in_general.manage_channels and in_general.send_messages
    assert not in_games.manage_channels and not in_games.send_messages
    assert in_games.view_channel  # the member's own overwrite comes last
    # Administrator and the owner are above overwrites
    for user in (ada, fake.owner):
        assert channel_permissions(fake.guild, games, user) == discord.Permissions.all().value


async def test_a_channel_overwrite_denying_manage_channels_makes_no_moderator_there(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    general, games = fake.guild.channels
    keepers = fake.add_role("Channel keepers", MANAGE_CHANNELS)
    kim = fake.add_user("Kim", roles=(keepers,))
    async with game_bot(fake, settings) as bot:
        # Kim manages channels server-wide, but #games denies it to her role
        await fake.set_overwrite(games, keepers, deny=MANAGE_CHANNELS)
        assert not await opens_lobby(fake, kim, games)
        assert await bot.store.active_game(games.id) is None
        assert await opens_lobby(fake, kim, general)


async def test_a_channel_overwrite_granting_manage_channels_makes_a_moderator_there(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    general, games = fake.guild.channels
    async with game_bot(fake, settings) as bot:
        # Carol has no moderator rights, but #games grants her Manage Channels
        await fake.set_overwrite(games, cast.carol, allow=MANAGE_CHANNELS)
        assert await opens_lobby(fake, cast.carol, games)
        assert not await opens_lobby(fake, cast.carol, general)
        assert await bot.store.active_game(general.id) is None


async def test_only_manage_server_may_set_the_moderator_role(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    hosts = fake.add_role("Game hosts", discord.Permissions.none())
    keepers = fake.add_role("Channel keepers", MANAGE_CHANNELS)
    hal = fake.add_user("Hal", roles=(hosts,))
    kim = fake.add_user("Kim", roles=(keepers,))
    async with game_bot(fake, settings) as bot:
        service = bot.service
        await settled(fake, await fake.slash(cast.moderator, "game config", moderator_role=hosts))
        assert (await service.guild_settings(fake.guild.id))["moderator_role_id"] == hosts.id

        # Hal moderates through the role and Kim through Manage Channels: both may run games
        # and set the channel's language, neither may choose who the moderators are
        for member in (hal, kim):
            config = await fake.slash(member, "game config", moderator_role=keepers)
            await refusal(fake, config, member, "error-config-role-needs-manage-server")
            assert (await service.guild_settings(fake.guild.id))["moderator_role_id"] == hosts.id
        assert await opens_lobby(fake, hal, fake.channel)
        language = await fake.slash(hal, "game config", language="zh-CN")
        assert not (await fake.reply(language)).content.startswith("⛔")
        assert await service.channel_locale(fake.channel.id) == "zh-CN"


async def test_everyone_cannot_be_the_moderator_role(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    async with game_bot(fake, settings) as bot:
        before = await bot.service.guild_settings(fake.guild.id)
        everyone = fake.guild.everyone
        config = await fake.slash(cast.moderator, "game config", moderator_role=everyone)
        await refusal(fake, config, cast.moderator, "error-config-role-everyone")
        assert await bot.service.guild_settings(fake.guild.id) == before
        assert not await opens_lobby(fake, cast.carol, fake.channel)


async def test_administrator_may_set_the_moderator_role(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    admins = fake.add_role("Admins", discord.Permissions(administrator=True))
    hosts = fake.add_role("Game hosts", discord.Permissions.none())
    ada = fake.add_user("Ada", roles=(admins,))
    async with game_bot(fake, settings) as bot:
        await settled(fake, await fake.slash(ada, "game config", moderator_role=hosts))
        assert (await bot.service.guild_settings(fake.guild.id))["moderator_role_id"] == hosts.id
