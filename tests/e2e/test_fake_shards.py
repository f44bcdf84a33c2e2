"""The fake Discord's sharding, spoken to as a raw gateway client: IDENTIFY with a shard gets
only that shard's servers and their interactions, DMs go to shard 0, a bad shard is refused,
and GET /gateway/bot tells the recommended shard count."""

from __future__ import annotations

import json
from typing import Any

import aiohttp
import pytest

from tests.fakediscord import FakeDiscord
from tests.fakediscord.gateway import CLOSE_INVALID_SHARD, IDENTIFY

pytestmark = pytest.mark.e2e


async def receive(ws: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    message = await ws.receive(timeout=5)
    assert message.type is aiohttp.WSMsgType.TEXT, message
    payload: dict[str, Any] = json.loads(message.data)
    return payload


async def identify(
    session: aiohttp.ClientSession, fake: FakeDiscord, shard: list[int] | None
) -> tuple[aiohttp.ClientWebSocketResponse, list[dict[str, Any]]]:
    """Connect and IDENTIFY; the socket and every dispatch up to the last GUILD_CREATE."""
    ws = await session.ws_connect(fake.gateway_url)
    assert (await receive(ws))["op"] == 10  # HELLO
    data: dict[str, Any] = {"token": fake.token, "intents": 1, "properties": {}}
    if shard is not None:
        data["shard"] = shard
    await ws.send_json({"op": IDENTIFY, "d": data})
    ready = await receive(ws)
    assert ready["t"] == "READY"
    events = [ready]
    for _ in ready["d"]["guilds"]:
        events.append(await receive(ws))
    return ws, events


async def test_each_shard_hears_its_own_servers_and_dms_go_to_shard_0() -> None:
    async with FakeDiscord(guild_name="West", guild_shard=(0, 2)) as fake:
        east = fake.add_guild("East", ("games",), shard=(1, 2), locale="zh-TW")
        west = fake.guild
        assert (west.id >> 22) % 2 == 0 and (east.id >> 22) % 2 == 1
        assert fake.guilds_on((1, 2)) == [east] and fake.guilds_on((0, 1)) == [west, east]
        ann = fake.add_user("Ann")
        fake.global_commands.append(
            {"id": "1", "name": "ping", "description": "ping", "type": 1, "options": []}
        )
        async with aiohttp.ClientSession() as session:
            first, first_events = await identify(session, fake, [0, 2])
            second, second_events = await identify(session, fake, [1, 2])
            assert first_events[0]["d"]["shard"] == [0, 2]
            assert [e["d"]["id"] for e in first_events[1:]] == [str(west.id)]
            assert [e["d"]["id"] for e in second_events[1:]] == [str(east.id)]
            assert second_events[1]["d"]["preferred_locale"] == "zh-TW"
            assert sorted(s.shard for s in fake.hub.connected_sessions) == [(0, 2), (1, 2)]

            await fake.slash(ann, "ping", channel=east.channels[0])
            heard = await receive(second)
            assert heard["t"] == "INTERACTION_CREATE"
            assert heard["d"]["guild_id"] == str(east.id)
            assert heard["d"]["guild_locale"] == "zh-TW"
            await fake.slash(ann, "ping", channel=fake.dm_channel_of(ann))
            await fake.slash(ann, "ping", channel=west.channels[0])
            dm, guild = await receive(first), await receive(first)
            assert "guild_id" not in dm["d"] and guild["d"]["guild_id"] == str(west.id)
            # Shard 1 heard nothing of West or the DM.
            assert [p["t"] for p in fake.hub.connected_sessions[1].backlog].count(
                "INTERACTION_CREATE"
            ) == 1
            for ws in (first, second):
                await ws.close()
        fake.check()


async def test_a_bad_shard_is_refused_and_gateway_bot_recommends_shards() -> None:
    async with FakeDiscord() as fake:
        fake.recommended_shards = 4
        async with aiohttp.ClientSession() as session:
            async with session.get(f"{fake.api_base}/gateway/bot") as answer:
                assert (await answer.json())["shards"] == 4
            ws = await session.ws_connect(fake.gateway_url)
            await receive(ws)
            await ws.send_json({"op": IDENTIFY, "d": {"token": fake.token, "shard": [2, 2]}})
            closing = await ws.receive(timeout=5)
            assert closing.type is aiohttp.WSMsgType.CLOSE
            assert ws.close_code == CLOSE_INVALID_SHARD
        assert fake.errors and "bad shard" in fake.errors[0]
