"""FakeDiscord: the state of a small Discord (one application, guilds, users, messages) served
on 127.0.0.1 over REST and a gateway websocket that the unmodified discord.py client talks to.

Tests create users, start the fake, point a bot at :attr:`FakeDiscord.api_base` and
:attr:`FakeDiscord.gateway_url`, and drive it as players would through the helpers of
:class:`tests.fakediscord.driver.Driver` (``slash``, ``click``, ``select`` …). Whatever the bot
sends lands in per-channel transcripts (:meth:`channel_transcript`, :meth:`dm_inbox`).

Anything the fake does not understand (an unknown route, an opcode, a payload Discord would
refuse) is recorded in :attr:`errors`; :meth:`check` raises on them, and the test fixtures call
it when a test ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import mimetypes
import secrets
import time
from collections.abc import Callable
from typing import Any, TypeVar

import discord
from aiohttp import web

from tests.fakediscord import payloads
from tests.fakediscord.driver import Driver
from tests.fakediscord.gateway import GatewayHub
from tests.fakediscord.model import (
    BOT_PERMISSIONS,
    EVERYONE_PERMISSIONS,
    LOADING,
    MODERATOR_PERMISSIONS,
    SUPPRESS_EMBEDS,
    FakeChannel,
    FakeFile,
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    FakeOverwrite,
    FakeRole,
    FakeUser,
    InjectedFailure,
    RequestRecord,
    Snowflakes,
)
from tests.fakediscord.rest import build_rest_app

T = TypeVar("T")
PROBE_INTERVAL = 0.05


class FakeDiscordError(AssertionError):
    """The bot did something real Discord would refuse, or the fake does not know."""


class FakeDiscord(Driver):
    def __init__(
        self,
        *,
        guild_name: str = "Board Game Club",
        channel_names: tuple[str, ...] = ("general", "games"),
        interaction_deadline: float | None = 3.0,
        default_timeout: float = 10.0,
        guild_shard: tuple[int, int] | None = None,
    ) -> None:
        self.ids = Snowflakes()
        self.token = f"fake.{secrets.token_urlsafe(24)}"
        self.bot_user = FakeUser(self.ids.next(), "BoardGameBot", bot=True)
        self.application_id = self.bot_user.id  # as for every bot created since 2017
        self.owner = FakeUser(self.ids.next(), "GuildOwner", moderator=True)
        self.interaction_deadline = interaction_deadline
        # Seconds an interaction's token works for its followups and webhook edits: 15
        # minutes, then 401 / 50027 "Invalid Webhook Token" (Discord's docs, "Receiving and
        # Responding": "Interaction tokens are valid for 15 minutes"; the 401 and code are
        # what bots see after it, discord/discord-api-docs#6851, discordjs/discord.js#8335).
        self.token_lifetime = 15 * 60.0
        self.default_timeout = default_timeout
        self.users: dict[int, FakeUser] = {u.id: u for u in (self.bot_user, self.owner)}
        self.guilds: list[FakeGuild] = []
        self.channels: dict[int, FakeChannel] = {}
        self.messages: dict[int, FakeMessage] = {}
        self.uploads: dict[int, FakeFile] = {}  # files users gave ATTACHMENT options
        self.interactions: dict[int, FakeInteraction] = {}
        self.global_commands: list[dict[str, Any]] = []
        self.guild_commands: dict[int, list[dict[str, Any]]] = {}
        self.command_syncs: list[tuple[int | None, list[dict[str, Any]]]] = []  # as received
        self.rejected_dms: list[tuple[int, dict[str, Any]]] = []  # (user id, refused payload)
        self.requests: list[RequestRecord] = []
        self.errors: list[str] = []
        self.failures: list[InjectedFailure] = []
        self.recommended_shards = 1  # what GET /gateway/bot tells an auto-sharded client
        self._seq = 0
        self._changed = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.port = 0
        self.hub = GatewayHub(
            token=lambda: self.token,
            ready=self._ready_payload,
            guild_creates=self._guild_creates,
            members_chunk=self._members_chunk,
            report_error=self.report_error,
        )
        # guild_shard (id, count): the first guild's id puts it on that shard (see add_guild).
        self.add_guild(guild_name, channel_names, shard=guild_shard)

    # ----- lifecycle -------------------------------------------------------------------

    async def start(self) -> FakeDiscord:
        self._runner = web.AppRunner(build_rest_app(self), handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        return self

    async def stop(self) -> None:
        """Stop serving. Close every bot first: a bot left running would retry forever."""
        await self.hub.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def fail_next(
        self, route: str, status: int = 429, *, retry_after: float = 0.05, times: int = 1
    ) -> InjectedFailure:
        """Answer the next ``times`` requests to ``route`` (a name from rest.build_rest_app,
        e.g. "interaction_callback" or "create_message") with ``status`` instead of handling
        them: 429 comes with ``retry_after`` and the ``Via`` header discord.py insists on."""
        failure = InjectedFailure(route, status, retry_after, times)
        self.failures.append(failure)
        return failure

    def requests_to(self, route: str) -> list[RequestRecord]:
        return [r for r in self.requests if r.route == route]

    def report_error(self, problem: str) -> None:
        self.errors.append(problem)

    def check(self) -> None:
        """Fail if the bot used a route the fake does not know or sent a refused payload."""
        if self.errors:
            raise FakeDiscordError("fake Discord saw problems:\n  " + "\n  ".join(self.errors))

    # ----- world building ----------------------------------------------------------------

    def add_guild(
        self,
        name: str,
        channel_names: tuple[str, ...] = ("general",),
        *,
        shard: tuple[int, int] | None = None,
        locale: str = "en-US",
    ) -> FakeGuild:
        """A guild (add it before the bot connects: it is in GUILD_CREATE); ``shard`` (id,
        count): its id puts it on that shard of that many; ``locale``: its preferred locale."""
        guild_id = self.ids.next() if shard is None else self.ids.on_shard(*shard)
        guild = FakeGuild(
            id=guild_id,
            name=name,
            everyone=FakeRole(guild_id, "@everyone", EVERYONE_PERMISSIONS.value, 0),
            moderator_role=FakeRole(self.ids.next(), "Moderator", MODERATOR_PERMISSIONS.value, 2),
            bot_role=FakeRole(self.ids.next(), self.bot_user.name, BOT_PERMISSIONS.value, 1),
            owner_id=self.owner.id,
            locale=locale,
        )
        for channel_name in channel_names:
            channel = FakeChannel(self.ids.next(), channel_name, guild_id=guild_id)
            guild.channels.append(channel)
            self.channels[channel.id] = channel
        self.guilds.append(guild)
        return guild

    @property
    def guild(self) -> FakeGuild:
        return self.guilds[0]

    @property
    def channel(self) -> FakeChannel:
        """The guild's first channel: where the tests play unless they say otherwise."""
        return self.guild.channels[0]

    def add_user(
        self,
        name: str,
        *,
        locale: str = "en-US",
        moderator: bool = False,
        dms_open: bool = True,
        roles: tuple[FakeRole, ...] = (),
    ) -> FakeUser:
        """A member of every guild. Add users before the bot connects (they are in GUILD_CREATE).
        ``roles`` are roles made with :meth:`add_role`."""
        user = FakeUser(
            self.ids.next(),
            name,
            locale=locale,
            moderator=moderator,
            dms_open=dms_open,
            role_ids=[role.id for role in roles],
        )
        self.users[user.id] = user
        return user

    def add_role(
        self, name: str, permissions: discord.Permissions, guild: FakeGuild | None = None
    ) -> FakeRole:
        """A role with these server-wide permissions (in the first guild unless told). Add
        roles before the bot connects (they are in GUILD_CREATE)."""
        target = guild or self.guild
        role = FakeRole(self.ids.next(), name, permissions.value, len(target.roles))
        target.extra_roles.append(role)
        return role

    async def set_overwrite(
        self,
        channel: FakeChannel,
        target: FakeRole | FakeUser,
        *,
        allow: discord.Permissions | None = None,
        deny: discord.Permissions | None = None,
    ) -> None:
        """Set ``channel``'s permission overwrite for a role (``guild.everyone`` for @everyone)
        or a member, replacing any earlier one for it; a connected bot gets CHANNEL_UPDATE."""
        kind = payloads.ROLE if isinstance(target, FakeRole) else payloads.MEMBER
        channel.overwrites = [o for o in channel.overwrites if o.target_id != target.id]
        channel.overwrites.append(
            FakeOverwrite(
                target.id,
                kind,
                allow=(allow or discord.Permissions.none()).value,
                deny=(deny or discord.Permissions.none()).value,
            )
        )
        await self.hub.dispatch(
            "CHANNEL_UPDATE", payloads.channel(channel, self.users), guild_id=channel.guild_id
        )

    async def open_thread(
        self, parent: FakeChannel, name: str, kind: int, archive_minutes: int
    ) -> FakeChannel:
        """A thread started in ``parent`` by the bot (Start Thread without Message): kept in
        its guild's threads, announced with THREAD_CREATE (``newly_created``) as Discord does."""
        assert parent.guild_id is not None
        thread = FakeChannel(
            self.ids.next(),
            name,
            guild_id=parent.guild_id,
            kind=kind,
            parent_id=parent.id,
            owner_id=self.bot_user.id,
            archive_minutes=archive_minutes,
        )
        self.guild_of(parent.guild_id).threads.append(thread)
        self.channels[thread.id] = thread
        data = {**payloads.thread(thread), "newly_created": True}
        await self.hub.dispatch("THREAD_CREATE", data, guild_id=parent.guild_id)
        return thread

    async def open_channel(self, guild: FakeGuild, name: str) -> FakeChannel:
        """A text channel the bot made (Create Guild Channel), announced with CHANNEL_CREATE."""
        channel = FakeChannel(self.ids.next(), name, guild_id=guild.id)
        guild.channels.append(channel)
        self.channels[channel.id] = channel
        data = payloads.channel(channel, self.users)
        await self.hub.dispatch("CHANNEL_CREATE", data, guild_id=guild.id)
        return channel

    def threads_of(self, channel: FakeChannel) -> list[FakeChannel]:
        """The threads started in ``channel``, oldest first."""
        assert channel.guild_id is not None
        return [t for t in self.guild_of(channel.guild_id).threads if t.parent_id == channel.id]

    def guild_of(self, guild_id: int) -> FakeGuild:
        for guild in self.guilds:
            if guild.id == guild_id:
                return guild
        raise KeyError(guild_id)

    def dm_channel_of(self, user: FakeUser) -> FakeChannel:
        """The DM channel between the bot and ``user`` (made on first use, as Discord does)."""
        for channel in self.channels.values():
            if channel.is_dm and channel.recipient_id == user.id:
                return channel
        channel = FakeChannel(self.ids.next(), f"dm-{user.name}", recipient_id=user.id)
        self.channels[channel.id] = channel
        return channel

    # ----- messages ------------------------------------------------------------------------

    def create_message(
        self,
        channel: FakeChannel,
        data: dict[str, Any],
        files: list[tuple[str, bytes]],
        *,
        interaction: FakeInteraction | None = None,
        extra_flags: int = 0,
    ) -> FakeMessage:
        self._seq += 1
        message = FakeMessage(
            id=self.ids.next(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author_id=self.bot_user.id,
            seq=self._seq,
            flags=int(data.get("flags") or 0) | extra_flags,
            allowed_mentions=data.get("allowed_mentions"),
            interaction_id=interaction.id if interaction else None,
            touched=self._seq,
        )
        if message.ephemeral and interaction is not None:
            message.visible_to = interaction.user.id
        self._apply_content(message, data, files)
        self.messages[message.id] = message
        self.notify()
        return message

    def edit_message(
        self, message: FakeMessage, data: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> FakeMessage:
        self._seq += 1
        message.touched = self._seq
        message.edited = True
        if "flags" in data and data["flags"] is not None:
            # only SUPPRESS_EMBEDS may change; a loading response loses its LOADING flag
            kept = message.flags & ~LOADING & ~SUPPRESS_EMBEDS
            message.flags = kept | (int(data["flags"]) & SUPPRESS_EMBEDS)
        else:
            message.flags &= ~LOADING
        self._apply_content(message, data, files)
        self.notify()
        return message

    def delete_message(self, message: FakeMessage) -> None:
        message.deleted = True
        self.notify()

    def _apply_content(
        self, message: FakeMessage, data: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> None:
        if "content" in data:
            message.content = data["content"] or ""
        if "embeds" in data:
            message.embeds = list(data["embeds"] or [])
        if "components" in data:
            message.components = list(data["components"] or [])
        if "attachments" in data or files:
            message.files = self._attachments(message, data.get("attachments"), files)
        message.versions.append(message.snapshot())

    def _attachments(
        self,
        message: FakeMessage,
        listed: list[dict[str, Any]] | None,
        files: list[tuple[str, bytes]],
    ) -> list[FakeFile]:
        """Keep listed existing attachments and add the uploaded files (``{"id": index}``)."""
        existing = {f.id: f for f in message.files}
        kept: list[FakeFile] = []
        used: set[int] = set()
        entries: list[dict[str, Any]] = (
            listed if listed is not None else [{"id": i} for i in range(len(files))]
        )
        for entry in entries:
            ident = int(entry["id"])
            if ident in existing:
                kept.append(existing[ident])
            elif 0 <= ident < len(files):
                used.add(ident)
                kept.append(self._new_file(files[ident], entry.get("description")))
            else:
                self.report_error(f"attachment id {ident} names neither a file nor an attachment")
        kept.extend(self._new_file(f, None) for i, f in enumerate(files) if i not in used)
        return kept

    def _new_file(self, upload: tuple[str, bytes], description: str | None) -> FakeFile:
        filename, data = upload
        content_type = mimetypes.guess_type(filename)[0] or "application/octet-stream"
        return FakeFile(self.ids.next(), filename, data, content_type, description)

    # ----- reading transcripts -------------------------------------------------------------

    def channel_transcript(
        self, channel: FakeChannel | None = None, *, include_ephemeral: bool = True
    ) -> list[FakeMessage]:
        """The messages in ``channel`` (default: the first guild channel), oldest first."""
        target = channel or self.channel
        found = [m for m in self.messages.values() if m.channel_id == target.id and not m.deleted]
        if not include_ephemeral:
            found = [m for m in found if not m.ephemeral]
        return sorted(found, key=lambda m: m.seq)

    def public_messages(self, channel: FakeChannel | None = None) -> list[FakeMessage]:
        """What everybody in the channel sees (no ephemeral messages)."""
        return self.channel_transcript(channel, include_ephemeral=False)

    def dm_inbox(self, user: FakeUser) -> list[FakeMessage]:
        """Every message the bot put in its DM channel with ``user``, oldest first."""
        return self.channel_transcript(self.dm_channel_of(user))

    def ephemeral_for(self, user: FakeUser) -> list[FakeMessage]:
        """Ephemeral answers ``user`` saw (in guild channels and DMs), oldest first."""
        found = [m for m in self.messages.values() if m.visible_to == user.id and not m.deleted]
        return sorted(found, key=lambda m: m.seq)

    def all_messages(self) -> list[FakeMessage]:
        """Every message ever shown, deleted ones included (for leak scans)."""
        return sorted(self.messages.values(), key=lambda m: m.seq)

    # ----- waiting -------------------------------------------------------------------------

    def mark(self) -> int:
        """A point in the transcript; :meth:`next_message` looks only at messages created
        after it (and ``message.touched > mark`` tells whether a message changed since)."""
        return self._seq

    def notify(self) -> None:
        """Wake every waiter: the fake's state changed. (Each change gets a fresh event, so a
        waiter that looked before the change always sees the event it waits on set.)"""
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_for(
        self, probe: Callable[[], T | None], *, timeout: float | None = None, what: str = ""
    ) -> T:
        """Wait until ``probe()`` returns something truthy: re-checked on every change to the
        fake, and every ``PROBE_INTERVAL`` seconds for state the fake cannot see (the bot's)."""
        limit = self.default_timeout if timeout is None else timeout
        deadline = time.monotonic() + limit
        while True:
            changed = self._changed  # taken before probing, so no change can slip between
            value = probe()
            if value:
                return value
            self.check()
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"waited {limit:.1f}s for {what or probe!r}")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(changed.wait(), min(remaining, PROBE_INTERVAL))

    async def next_message(
        self,
        where: FakeChannel | FakeUser | None = None,
        *,
        since: int = 0,
        match: Callable[[FakeMessage], bool] | str | None = None,
        timeout: float | None = None,
    ) -> FakeMessage:
        """The first message after ``since`` in ``where`` (a channel, or a user's DMs) that
        matches (a predicate, or text its content must contain)."""
        channel = self.dm_channel_of(where) if isinstance(where, FakeUser) else where
        channel = channel or self.channel

        def probe() -> FakeMessage | None:
            for message in self.channel_transcript(channel):
                if message.seq > since and _matches(message, match):
                    return message
            return None

        return await self.wait_for(probe, timeout=timeout, what=f"a message in #{channel.name}")

    # ----- gateway payloads ----------------------------------------------------------------

    def guilds_on(self, shard: tuple[int, int]) -> list[FakeGuild]:
        """The guilds a session of ``shard`` (id, count) serves, as Discord places them."""
        number, count = shard
        return [g for g in self.guilds if (g.id >> 22) % count == number]

    def _ready_payload(self, session_id: str, shard: tuple[int, int]) -> dict[str, Any]:
        return {
            "v": 10,
            "user": payloads.client_user(self.bot_user),
            "guilds": [{"id": str(g.id), "unavailable": True} for g in self.guilds_on(shard)],
            "shard": list(shard),
            "session_id": session_id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "geo_ordered_rtc_regions": [],
            "_trace": ["fake-gateway"],
        }

    def members(self) -> list[FakeUser]:
        return list(self.users.values())

    def _guild_creates(self, shard: tuple[int, int]) -> list[dict[str, Any]]:
        return [
            payloads.guild_create(g, self.owner.id, self.members(), self.users)
            for g in self.guilds_on(shard)
        ]

    def _members_chunk(self, guild_id: int, nonce: str | None) -> dict[str, Any]:
        guild = self.guild_of(guild_id)
        chunk: dict[str, Any] = {
            "guild_id": str(guild_id),
            "members": [payloads.member(guild, u) for u in self.members()],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if nonce is not None:
            chunk["nonce"] = nonce
        return chunk

    async def wait_for_identify(self, count: int = 1, timeout: float | None = None) -> None:
        """Wait until ``count`` IDENTIFYs have been answered in all (a bot has connected)."""
        limit = self.default_timeout if timeout is None else timeout
        async with self.hub.changed:
            await asyncio.wait_for(
                self.hub.changed.wait_for(lambda: self.hub.identifies >= count), limit
            )

    def message_payload(self, message: FakeMessage) -> dict[str, Any]:
        interaction = self.interactions.get(message.interaction_id or 0)
        return payloads.message(
            message,
            author=self.users[message.author_id],
            base_url=self.base_url,
            application_id=self.application_id,
            interaction_user=interaction.user if interaction else None,
            interaction_type=interaction.type if interaction else None,
        )


def _matches(message: FakeMessage, match: Callable[[FakeMessage], bool] | str | None) -> bool:
    if match is None:
        return True
    if isinstance(match, str):
        return match in message.text()
    return match(message)
