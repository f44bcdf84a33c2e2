"""The fake gateway: one websocket per bot connection, speaking Discord's gateway protocol.

Supported: HELLO, HEARTBEAT/HEARTBEAT_ACK, IDENTIFY -> READY + one GUILD_CREATE per guild
of the session's shard,
RESUME -> RESUMED (replaying what the session missed), REQUEST_GUILD_MEMBERS -> one
GUILD_MEMBERS_CHUNK, RECONNECT on request, and dispatches the test drives (INTERACTION_CREATE).
``compress=zlib-stream`` is honoured the way Discord does it: one deflate stream per connection,
each payload flushed with Z_SYNC_FLUSH and sent as a binary frame.

Sharding as Discord does it: IDENTIFY may carry ``shard: [id, count]`` (none means shard 0 of 1);
the session then hears only of the servers on its shard (``(guild_id >> 22) % count == id``):
their GUILD_CREATEs, their events and interactions. Events of no server (a DM's interactions)
go to shard 0 only. A new IDENTIFY for a shard ends the sessions of that shard whose connection
is gone (a killed process that is started again), so nothing is queued for a dead session.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, VOICE_STATE = 0, 1, 2, 3, 4
RESUME, RECONNECT, REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 6, 7, 8, 9, 10, 11
HEARTBEAT_INTERVAL_MS = 41_250
CLOSE_AUTHENTICATION_FAILED = 4004
CLOSE_INVALID_SHARD = 4010


def _shard(value: Any) -> tuple[int, int] | None:
    """IDENTIFY's ``shard`` as (id, count): absent is shard 0 of 1; None when invalid."""
    if value is None:
        return (0, 1)
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(n, int) for n in value)
        and 0 <= value[0] < value[1]
    ):
        return (value[0], value[1])
    return None


@dataclass
class Session:
    """A gateway session: it outlives a connection so that RESUME can replay missed events."""

    id: str
    shard: tuple[int, int] = (0, 1)  # (shard id, shard count) from IDENTIFY
    seq: int = 0
    connection: Connection | None = None
    invalidated: bool = False
    backlog: list[dict[str, Any]] = field(default_factory=list)  # every dispatched payload

    def serves(self, guild_id: int | None) -> bool:
        """Whether this session hears of the server (None: no server, e.g. a DM)."""
        shard, count = self.shard
        if guild_id is None:
            return shard == 0
        return (guild_id >> 22) % count == shard

    def next_payload(self, event: str, data: Any) -> dict[str, Any]:
        self.seq += 1
        payload = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.backlog.append(payload)
        return payload


class Connection:
    """One websocket; encodes (and compresses) outgoing payloads."""

    def __init__(self, ws: web.WebSocketResponse, compress: bool) -> None:
        self.ws = ws
        self._deflate = zlib.compressobj() if compress else None
        self._lock = asyncio.Lock()

    @property
    def compressed(self) -> bool:
        return self._deflate is not None

    async def send(self, payload: dict[str, Any]) -> None:
        text = json.dumps(payload, separators=(",", ":"), ensure_ascii=False)
        async with self._lock:  # the deflate stream must see frames in send order
            if self._deflate is None:
                await self.ws.send_str(text)
            else:
                chunk = self._deflate.compress(text.encode()) + self._deflate.flush(
                    zlib.Z_SYNC_FLUSH
                )
                await self.ws.send_bytes(chunk)


class GatewayHub:
    """Accepts bot connections and dispatches events to every live session."""

    def __init__(
        self,
        *,
        token: Callable[[], str],
        ready: Callable[[str, tuple[int, int]], dict[str, Any]],
        guild_creates: Callable[[tuple[int, int]], list[dict[str, Any]]],
        members_chunk: Callable[[int, str | None], dict[str, Any]],
        report_error: Callable[[str], None],
    ) -> None:
        self._token = token
        self._ready = ready
        self._guild_creates = guild_creates
        self._members_chunk = members_chunk
        self._report_error = report_error
        self.sessions: dict[str, Session] = {}
        self.identifies = 0
        self.resumes = 0
        self.changed = asyncio.Condition()
        self._connections: set[web.WebSocketResponse] = set()

    @property
    def live_sessions(self) -> list[Session]:
        return [s for s in self.sessions.values() if not s.invalidated]

    @property
    def connected_sessions(self) -> list[Session]:
        return [s for s in self.live_sessions if s.connection is not None]

    async def dispatch(self, event: str, data: Any, *, guild_id: int | None = None) -> int:
        """Send ``event`` of the server ``guild_id`` (None: of no server, like a DM's
        interaction) to every live session whose shard serves it (queued for one that is
        reconnecting); how many sessions it went to."""
        sessions = [s for s in self.live_sessions if s.serves(guild_id)]
        for session in sessions:
            payload = session.next_payload(event, data)
            if session.connection is not None:
                # a client that is reconnecting gets it from the backlog when it resumes
                with contextlib.suppress(ConnectionResetError):
                    await session.connection.send(payload)
        return len(sessions)

    async def request_reconnect(self) -> None:
        """Ask every connected client to reconnect and RESUME (opcode 7), as Discord does."""
        for session in self.connected_sessions:
            assert session.connection is not None
            await session.connection.send({"op": RECONNECT, "d": None})

    async def close_all(self) -> None:
        for ws in list(self._connections):
            await ws.close(code=1001)

    async def gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        self._connections.add(ws)
        compress = request.query.get("compress") == "zlib-stream"
        connection = Connection(ws, compress)
        session: Session | None = None
        try:
            await connection.send({"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})
            async for message in ws:
                if message.type is not WSMsgType.TEXT:
                    continue
                payload = json.loads(message.data)
                session = await self._on_payload(connection, session, payload)
        finally:
            self._connections.discard(ws)
            if session is not None and session.connection is connection:
                session.connection = None  # unless a RESUME already moved it elsewhere
                if ws.close_code in (1000, 1001):  # a clean close ends the session
                    session.invalidated = True
            async with self.changed:
                self.changed.notify_all()
        return ws

    async def _on_payload(
        self, connection: Connection, session: Session | None, payload: dict[str, Any]
    ) -> Session | None:
        op, data = payload.get("op"), payload.get("d")
        if op == HEARTBEAT:
            await connection.send({"op": HEARTBEAT_ACK})
        elif op in (PRESENCE, VOICE_STATE):
            pass  # accepted and ignored, as a bot's presence changes nothing here
        elif op not in (IDENTIFY, RESUME, REQUEST_MEMBERS):
            self._report_error(f"gateway: unknown opcode {op} with {data!r}")
        elif not isinstance(data, dict):
            # These three carry an object in Discord's protocol; a client sending anything else
            # is broken, and what it sent is told rather than crashing the fake.
            self._report_error(f"gateway: opcode {op} with {data!r}, not an object")
        elif op == IDENTIFY:
            session = await self._identify(connection, data)
        elif op == RESUME:
            session = await self._resume(connection, data)
        elif session is not None:  # REQUEST_MEMBERS, answered only on an identified session
            chunk = self._members_chunk(int(data["guild_id"]), data.get("nonce"))
            await connection.send(session.next_payload("GUILD_MEMBERS_CHUNK", chunk))
        return session

    async def _identify(self, connection: Connection, data: dict[str, Any]) -> Session | None:
        if data.get("token") != self._token():
            await connection.ws.close(code=CLOSE_AUTHENTICATION_FAILED, message=b"bad token")
            return None
        shard = _shard(data.get("shard"))
        if shard is None:
            self._report_error(f"gateway: IDENTIFY with a bad shard {data.get('shard')!r}")
            await connection.ws.close(code=CLOSE_INVALID_SHARD, message=b"invalid shard")
            return None
        for old in self.live_sessions:
            if old.shard == shard and old.connection is None:
                old.invalidated = True  # its process is gone: it will never resume
        session = Session(id=secrets.token_hex(16), shard=shard, connection=connection)
        self.sessions[session.id] = session
        await connection.send(session.next_payload("READY", self._ready(session.id, shard)))
        for guild in self._guild_creates(shard):
            await connection.send(session.next_payload("GUILD_CREATE", guild))
        self.identifies += 1
        async with self.changed:
            self.changed.notify_all()
        return session

    async def _resume(self, connection: Connection, data: dict[str, Any]) -> Session | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or session.invalidated or data.get("token") != self._token():
            await connection.send({"op": INVALID_SESSION, "d": False})
            return None
        session.connection = connection
        last_seen = int(data.get("seq") or 0)
        for missed in [p for p in session.backlog if p["s"] > last_seen]:
            await connection.send(missed)
        await connection.send(session.next_payload("RESUMED", {"_trace": ["fake-gateway"]}))
        self.resumes += 1
        async with self.changed:
            self.changed.notify_all()
        return session
