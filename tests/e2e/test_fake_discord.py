"""The fake Discord proven against a plain discord.py bot (no game bot involved)."""

from __future__ import annotations

import asyncio
import socket

import aiohttp
import discord
import pytest
import pytest_socket
from discord.gateway import DiscordWebSocket

from tests.e2e.plainbot import PNG_1X1, PlainBot
from tests.fakediscord import (
    FakeDiscord,
    FakeDiscordError,
    discord_pointed_at,
    running,
    settled,
)

pytestmark = pytest.mark.e2e


def plain_bot(fake: FakeDiscord) -> PlainBot:
    return PlainBot(fake.guild.id)


async def test_sockets_other_than_loopback_are_blocked() -> None:
    # Check the guard is installed first, so that no packet could ever leave if it were not.
    assert socket.socket.connect is not pytest_socket._true_connect
    probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    blocked = pytest_socket.SocketConnectBlockedError
    try:
        with pytest.warns(UserWarning, match="10.255.255.1"), pytest.raises(blocked):
            probe.connect(("10.255.255.1", 9))
    finally:
        probe.close()
    with pytest.warns(UserWarning, match="10.255.255.1"), pytest.raises(blocked):
        await asyncio.open_connection("10.255.255.1", 9)


async def test_rest_answers_exact_json_content_type_and_flags_unknown_routes(
    fake: FakeDiscord,
) -> None:
    async with aiohttp.ClientSession() as session:
        headers = {"Authorization": f"Bot {fake.token}"}
        async with session.get(f"{fake.api_base}/users/@me", headers=headers) as response:
            assert response.headers["Content-Type"] == "application/json"
            assert (await response.json())["id"] == str(fake.bot_user.id)
        async with session.get(f"{fake.api_base}/voice/regions") as response:
            assert response.status == 404
    assert fake.errors == ["unknown route: GET /api/v10/voice/regions"]
    with pytest.raises(FakeDiscordError):
        fake.check()
    fake.errors.clear()


async def test_bot_connects_syncs_commands_and_answers_a_slash_command(fake: FakeDiscord) -> None:
    ann = fake.add_user("Ann", locale="zh-TW")
    with discord_pointed_at(fake):
        async with running(plain_bot(fake), fake) as bot:
            assert bot.get_guild(fake.guild.id) is not None
            assert {c["name"] for c in fake.guild_commands[fake.guild.id]} >= {"game", "deal"}
            public = await fake.slash(ann, "game new", game="suntzu")
            reply = await fake.reply(public)
            assert reply.content == "new suntzu for Ann (zh-TW)"
            assert not reply.ephemeral
            assert fake.public_messages() == [reply]
            private = await fake.slash(ann, "game new", game="smallworld", private=True)
            secret = await fake.reply(private)
            assert secret.ephemeral and secret.visible_to == ann.id
            assert fake.public_messages() == [reply]
            assert fake.ephemeral_for(ann) == [secret]


async def test_deferred_thinking_reply_is_filled_by_the_first_followup(fake: FakeDiscord) -> None:
    ann = fake.add_user("Ann")
    with discord_pointed_at(fake):
        async with running(plain_bot(fake), fake):
            interaction = await fake.slash(ann, "game hand")
            assert await fake.acknowledged(interaction) == 5
            reply = await fake.reply(interaction)
            assert reply.content == "your hand: archer, cavalry"
            assert reply.ephemeral and not reply.loading
            assert reply.id == interaction.original_message_id


async def test_dm_with_png_and_restart_proof_components(fake: FakeDiscord) -> None:
    ann = fake.add_user("Ann")
    with discord_pointed_at(fake):
        async with running(plain_bot(fake), fake):
            dealt = await fake.slash(ann, "deal")
            assert (await fake.reply(dealt)).content == "dealt"
        [hand] = fake.dm_inbox(ann)
        assert hand.content == "your cards"
        assert [f.filename for f in hand.files] == ["hand.png"] and hand.files[0].is_png
        assert hand.files[0].data == PNG_1X1
        button, select = hand.buttons()[0], hand.selects()[0]
        # a new bot process: the DynamicItems must still answer the old message
        async with running(plain_bot(fake), fake):
            picked = await fake.select(ann, hand, select["custom_id"], ["cavalry"])
            answer = await fake.reply(picked)
            assert answer.content.startswith("picked cavalry") and answer.ephemeral
            pressed = await fake.click(ann, hand, button["custom_id"])
            assert await fake.acknowledged(pressed) == 7
            assert (await fake.reply(pressed)).content == "pressed " + button["custom_id"][
                6:
            ] + " by Ann"
            assert fake.messages[hand.id].components == []


async def test_closed_dms_are_refused_with_50007(fake: FakeDiscord) -> None:
    bob = fake.add_user("Bob", dms_open=False)
    with discord_pointed_at(fake):
        async with running(plain_bot(fake), fake) as bot:
            interaction = await fake.slash(bob, "deal")
            assert (await fake.reply(interaction)).content == "your DMs are closed"
    assert [exc.code for exc in bot.dm_errors] == [50007]
    assert fake.dm_inbox(bob) == []
    assert [user_id for user_id, _ in fake.rejected_dms] == [bob.id]


async def test_autocomplete_returns_the_bots_choices(fake: FakeDiscord) -> None:
    ann = fake.add_user("Ann")
    with discord_pointed_at(fake):
        async with running(plain_bot(fake), fake):
            choices = await fake.autocomplete(ann, "pick", focused="card", card="c")
            assert [c["value"] for c in choices] == ["cavalry", "chariot", "crossbow"]
            picked = await fake.slash(ann, "pick", card="chariot")
            assert (await fake.reply(picked)).content == "you picked chariot"


async def test_rate_limit_and_server_error_are_retried_once_each(fake: FakeDiscord) -> None:
    ann = fake.add_user("Ann")
    fake.fail_next("interaction_callback", 429, retry_after=0.05)
    fake.fail_next("create_message", 500)
    with discord_pointed_at(fake):
        async with running(plain_bot(fake), fake):
            mark = fake.mark()
            interaction = await fake.slash(ann, "shout", text="hello")
            assert (await fake.reply(interaction)).content == "ok"
            posted = await fake.next_message(since=mark, match="hello")
    assert [r.status for r in fake.requests_to("interaction_callback")] == [429, 200]
    assert [r.status for r in fake.requests_to("create_message")] == [500, 200]
    assert posted.files[0].is_png
    assert len([m for m in fake.public_messages() if m.content == "hello"]) == 1


async def test_a_late_interaction_is_unknown(fake: FakeDiscord) -> None:
    ann = fake.add_user("Ann")
    with discord_pointed_at(fake):
        async with running(plain_bot(fake), fake) as bot:
            await fake.slash(ann, "game new", game="suntzu", deadline=0.0)
            await fake.wait_for(lambda: bot.response_errors, what="the bot's error")
    assert [(exc.status, exc.code) for exc in bot.response_errors] == [(404, 10062)]
    assert fake.public_messages() == []


async def test_gateway_resume_replays_missed_events(fake: FakeDiscord) -> None:
    ann = fake.add_user("Ann")
    with discord_pointed_at(fake):
        async with running(plain_bot(fake), fake):
            await fake.hub.request_reconnect()
            # sent while the bot is reconnecting: it must arrive after RESUME
            interaction = await fake.slash(ann, "game new", game="suntzu")
            assert (await fake.reply(interaction)).content.startswith("new suntzu")
            assert fake.hub.resumes == 1 and fake.hub.identifies == 1


async def test_compressed_gateway_with_one_guild_create_per_guild(fake: FakeDiscord) -> None:
    second = fake.add_guild("Second Club", ("lobby",))
    fake.add_user("Ann", moderator=True)
    with discord_pointed_at(fake):
        assert DiscordWebSocket.DEFAULT_GATEWAY.port == fake.port
        async with running(plain_bot(fake), fake) as bot:
            [session] = fake.hub.connected_sessions
            assert session.connection is not None and session.connection.compressed
            assert [p["t"] for p in session.backlog[:3]] == [
                "READY",
                "GUILD_CREATE",
                "GUILD_CREATE",
            ]
            assert sorted(g.id for g in bot.guilds) == sorted([fake.guild.id, second.id])
            guild = bot.get_guild(second.id)
            assert guild is not None and [c.name for c in guild.text_channels] == ["lobby"]
            assert guild.member_count == len(fake.members())
            moderator = guild.get_role(second.moderator_role.id)
            assert moderator is not None and moderator.permissions.manage_guild


async def test_responses_followups_and_channel_messages_can_be_read_edited_deleted(
    fake: FakeDiscord,
) -> None:
    ann = fake.add_user("Ann")
    with discord_pointed_at(fake):
        async with running(plain_bot(fake), fake):
            interaction = await fake.slash(ann, "tidy")
            await settled(fake, interaction)
    [response] = fake.responses(interaction)
    assert response.content == "draft → final" and response.edited
    routes = [r.route for r in fake.requests if r.status < 300]
    for route in (
        "get_webhook_message",
        "edit_webhook_message",
        "create_followup",
        "delete_webhook_message",
        "get_message",
        "edit_message",
        "delete_message",
    ):
        assert route in routes
    assert [m.content for m in fake.channel_transcript()] == ["draft → final"]
    deleted = [m for m in fake.all_messages() if m.deleted]
    assert [m.versions[-1]["content"] for m in deleted] == ["extra, edited", "note, edited"]


async def test_helpers_refuse_what_a_discord_client_cannot_send(fake: FakeDiscord) -> None:
    ann, bob = fake.add_user("Ann"), fake.add_user("Bob")
    with discord_pointed_at(fake):
        async with running(plain_bot(fake), fake):
            with pytest.raises(AssertionError, match="offers only"):
                await fake.slash(ann, "game new", game="chess")
            with pytest.raises(AssertionError, match="requires"):
                await fake.slash(ann, "game new")
            with pytest.raises(AssertionError, match="was not synced"):
                await fake.slash(ann, "nonsense")
            await fake.reply(await fake.slash(ann, "deal"))
            [hand] = fake.dm_inbox(ann)
            select = hand.selects()[0]["custom_id"]
            with pytest.raises(AssertionError, match="another user's DMs"):
                await fake.select(bob, hand, select, ["archer"])
            with pytest.raises(AssertionError, match="offers"):
                await fake.select(ann, hand, select, ["dragon"])


async def test_a_payload_discord_would_refuse_fails_the_test(fake: FakeDiscord) -> None:
    fake.add_user("Ann")
    with discord_pointed_at(fake):
        async with running(plain_bot(fake), fake) as bot:
            channel = bot.get_channel(fake.channel.id)
            assert isinstance(channel, discord.TextChannel)
            with pytest.raises(discord.HTTPException) as refused:
                await channel.send("x" * 2001)
    assert refused.value.code == 50035
    assert any("content is 2001 characters" in error for error in fake.errors)
    fake.errors.clear()


async def test_a_command_sync_beyond_discords_limits_is_refused(fake: FakeDiscord) -> None:
    """Discord refuses a command with more than 25 subcommands (what the bot's ``/game`` must
    keep within), and subcommands nested or mixed as it does not allow; sent raw, as
    discord.py would not even build such a group."""

    def sub(name: str, **more: object) -> dict[str, object]:
        return {"type": 1, "name": name, "description": "d", **more}

    def game(*options: dict[str, object]) -> list[dict[str, object]]:
        return [{"type": 1, "name": "game", "description": "d", "options": list(options)}]

    text = {"type": 3, "name": "text", "description": "d"}
    refused = {
        "/game has 26 subcommands and groups (limit 25)": game(*(sub(f"s{n}") for n in range(26))),
        "/game: subcommands and groups cannot stand beside other options": game(sub("a"), text),
        "/game a: a subcommand cannot hold subcommands or groups": game(
            sub("a", options=[sub("b")])
        ),
        "/game g: a subcommand group holds only subcommands": game(
            {"type": 2, "name": "g", "description": "d", "options": [text]}
        ),
        # 20 subcommands of 4 options, every description 100 characters: 10,000 in descriptions.
        "/game counts 10225 characters (limit 8000)": game(
            *(
                sub(
                    f"s{n:02}",
                    description="d" * 100,
                    options=[{**text, "name": f"o{k}", "description": "d" * 100} for k in range(4)],
                )
                for n in range(20)
            )
        ),
    }
    url = f"{fake.api_base}/applications/{fake.application_id}/guilds/{fake.guild.id}/commands"
    headers = {"Authorization": f"Bot {fake.token}"}
    async with aiohttp.ClientSession(headers=headers) as session:
        for problem, body in refused.items():
            async with session.put(url, json=body) as response:
                assert response.status == 400, problem
                answer = await response.json()
            assert answer["code"] == 50035 and problem in answer["message"]
        assert fake.command_syncs == [] and fake.errors
        fake.errors.clear()
        # Discord's most: 25 subcommands, or groups of subcommands, are taken.
        group = {"type": 2, "name": "g", "description": "d", "options": [sub("a")]}
        for body in (game(*(sub(f"s{n}") for n in range(25))), game(group, sub("b"))):
            async with session.put(url, json=body) as response:
                assert response.status == 200, await response.text()
    assert len(fake.command_syncs) == 2 and fake.errors == []


def test_a_localized_field_counts_its_longest_text() -> None:
    from tests.fakediscord.validate import command_size

    option = {
        "name": "move",
        "name_localizations": {"zh-TW": "步"},
        "description": "which",
        "description_localizations": {"zh-CN": "第几步（默认：最新一步）"},
        "choices": [{"name": "deal", "name_localizations": {"zh-TW": "發牌之後"}, "value": 0}],
    }
    # name 4 + description 12 (the Chinese one is longer) + choice: name 4, value "0" 1
    assert command_size(option) == 4 + 12 + 4 + 1
