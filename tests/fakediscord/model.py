"""What the fake Discord remembers: users, guilds, channels, messages and interactions.

Plain dataclasses with no I/O; :mod:`tests.fakediscord.payloads` turns them into the JSON that
Discord would send, and :class:`tests.fakediscord.server.FakeDiscord` owns and changes them.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import Any

import discord

EPHEMERAL = 1 << 6  # message flag: only the interaction's user sees the message
LOADING = 1 << 7  # message flag: a deferred "Bot is thinking…" response
DISCORD_EPOCH_MS = 1_420_070_400_000

SUPPRESS_EMBEDS = 1 << 2
# message flag: sent without a push or desktop notification (discord.py's ``silent=True``,
# "@silent" in the client); Discord keeps it through edits
SUPPRESS_NOTIFICATIONS = 1 << 12
IS_VOICE_MESSAGE = 1 << 13
IS_COMPONENTS_V2 = 1 << 15
# The flags a new message may be sent with (any other bit: 400 / 50035)
SENDABLE_FLAGS = (
    SUPPRESS_EMBEDS | EPHEMERAL | SUPPRESS_NOTIFICATIONS | IS_VOICE_MESSAGE | IS_COMPONENTS_V2
)
EVERYONE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
    add_reactions=True,
    use_application_commands=True,
)
MODERATOR_PERMISSIONS = discord.Permissions(
    manage_guild=True, manage_channels=True, manage_messages=True, kick_members=True
)
BOT_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,  # a game's what-if plays in a thread (issue 31); no Manage Channels
    embed_links=True,
    attach_files=True,
    read_message_history=True,
    add_reactions=True,
    use_external_emojis=True,
    manage_messages=True,
    mention_everyone=False,
)


class Snowflakes:
    """Hands out increasing, realistic snowflake ids (the timestamp part is the current time)."""

    def __init__(self) -> None:
        self._counter = itertools.count(1)

    def next(self) -> int:
        millis = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (millis << 22) | (next(self._counter) & 0x3FFFFF)

    def on_shard(self, shard: int, count: int) -> int:
        """An id whose server Discord puts on ``shard`` of ``count``: the timestamp part is
        moved back by less than ``count`` milliseconds until ``millis % count == shard``."""
        millis = int(time.time() * 1000) - DISCORD_EPOCH_MS
        millis -= (millis - shard) % count
        return (millis << 22) | (next(self._counter) & 0x3FFFFF)


@dataclass
class FakeUser:
    id: int
    name: str
    locale: str = "en-US"  # the Discord client's language, sent with every interaction
    moderator: bool = False  # holds the guild's Moderator role
    dms_open: bool = True  # False: Discord answers 403 / 50007 to any DM
    bot: bool = False
    role_ids: list[int] = field(default_factory=list)  # roles made with FakeDiscord.add_role

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class FakeRole:
    id: int
    name: str
    permissions: int
    position: int = 0


@dataclass
class FakeOverwrite:
    """A channel permission overwrite for a role (``kind`` 0) or a member (``kind`` 1)."""

    target_id: int
    kind: int
    allow: int = 0
    deny: int = 0


THREAD_TYPES = (10, 11, 12)  # announcement, public and private threads
ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)  # the minutes Discord accepts


@dataclass
class FakeChannel:
    id: int
    name: str
    guild_id: int | None = None  # None for a DM channel
    recipient_id: int | None = None  # the user of a DM channel
    overwrites: list[FakeOverwrite] = field(default_factory=list)
    kind: int = 0  # Discord's channel type: 0 a text channel, 11 a public thread, 12 private
    parent_id: int | None = None  # a thread's channel
    owner_id: int | None = None  # who started a thread
    archive_minutes: int = 4320  # a thread's auto_archive_duration

    @property
    def is_dm(self) -> bool:
        return self.guild_id is None

    @property
    def is_thread(self) -> bool:
        return self.kind in THREAD_TYPES


@dataclass
class FakeGuild:
    id: int
    name: str
    everyone: FakeRole
    moderator_role: FakeRole
    bot_role: FakeRole
    owner_id: int | None = None  # the owner has every permission, as in Discord
    locale: str = "en-US"  # the server's preferred locale (Community settings)
    channels: list[FakeChannel] = field(default_factory=list)
    threads: list[FakeChannel] = field(default_factory=list)  # listed apart, as GUILD_CREATE does
    extra_roles: list[FakeRole] = field(default_factory=list)  # made with FakeDiscord.add_role

    @property
    def roles(self) -> list[FakeRole]:
        return [self.everyone, self.moderator_role, self.bot_role, *self.extra_roles]


@dataclass
class FakeFile:
    """An attachment as received (multipart ``files[n]``), bytes included."""

    id: int
    filename: str
    data: bytes
    content_type: str
    description: str | None = None

    @property
    def is_png(self) -> bool:
        return self.data.startswith(b"\x89PNG\r\n\x1a\n")


@dataclass
class FakeMessage:
    """One message as every reader of its channel sees it (or only ``visible_to``)."""

    id: int
    channel_id: int
    guild_id: int | None
    author_id: int
    seq: int  # creation order across the whole fake; see FakeDiscord.mark()
    touched: int = 0  # the fake's change counter when it was last created or edited
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    files: list[FakeFile] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    flags: int = 0
    allowed_mentions: dict[str, Any] | None = None
    interaction_id: int | None = None  # the interaction whose response or followup this is
    visible_to: int | None = None  # the only user who sees an ephemeral message
    deleted: bool = False
    edited: bool = False
    versions: list[dict[str, Any]] = field(default_factory=list)  # every state it was shown in

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & LOADING)

    @property
    def silent(self) -> bool:
        """Sent with SUPPRESS_NOTIFICATIONS: the reader's phone did not buzz for it."""
        return bool(self.flags & SUPPRESS_NOTIFICATIONS)

    def snapshot(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "embeds": [dict(embed) for embed in self.embeds],
            "files": [file.filename for file in self.files],
            "components": self.components,
            "flags": self.flags,
            "touched": self.touched,  # when the message was shown so (FakeDiscord.mark())
            "attached": list(self.files),  # the files themselves (an edit may replace them)
        }

    def components_flat(self) -> list[dict[str, Any]]:
        """Every interactive component (buttons and selects), rows unwrapped."""
        return flatten_components(self.components)

    def component(self, custom_id: str) -> dict[str, Any]:
        for component in self.components_flat():
            if component.get("custom_id") == custom_id:
                return component
        known = [c.get("custom_id") for c in self.components_flat()]
        raise AssertionError(f"message {self.id} has no component {custom_id!r}; it has {known}")

    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.components_flat() if c.get("type") == 2]

    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.components_flat() if c.get("type") in (3, 5, 6, 7, 8)]

    def text(self) -> str:
        """All words a reader can see: content, embeds and component labels (for leak scans)."""
        return visible_text(self.content, self.embeds, self.components)

    def texts_between(self, after: int, upto: int) -> list[str]:
        """The text of each version shown between two marks (``after`` < touched <= ``upto``):
        what a reader saw of an edited message at that time."""
        return [
            visible_text(version["content"], version["embeds"], version["components"])
            for version in self.versions_between(after, upto)
        ]

    def versions_between(self, after: int, upto: int) -> list[dict[str, Any]]:
        """The versions shown between two marks (``after`` < touched <= ``upto``)."""
        return [version for version in self.versions if after < version["touched"] <= upto]

    def all_texts(self) -> list[str]:
        """The text of every version this message was ever shown in (edits included)."""
        return [
            visible_text(version["content"], version["embeds"], version["components"])
            for version in self.versions
        ]


def flatten_components(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every interactive component (buttons and selects) in display order, rows unwrapped."""
    found: list[dict[str, Any]] = []
    for component in components:
        if "components" in component:
            found.extend(flatten_components(component["components"]))
        else:
            found.append(component)
    return found


def visible_text(
    content: str, embeds: list[dict[str, Any]], components: list[dict[str, Any]]
) -> str:
    parts: list[str] = [content]
    for embed in embeds:
        parts.extend(_embed_texts(embed))
    for component in flatten_components(components):
        keys = ("label", "placeholder", "content")  # content: a components-v2 text display
        parts.extend(str(component.get(key) or "") for key in keys)
        for option in component.get("options", []):
            parts.extend(str(option.get(key) or "") for key in ("label", "description"))
    return "\n".join(part for part in parts if part)


def _embed_texts(embed: dict[str, Any]) -> list[str]:
    texts = [str(embed.get("title") or ""), str(embed.get("description") or "")]
    for part in ("author", "footer"):
        texts.append(str((embed.get(part) or {}).get("name") or ""))
        texts.append(str((embed.get(part) or {}).get("text") or ""))
    for field_ in embed.get("fields", []):
        texts.extend([str(field_.get("name") or ""), str(field_.get("value") or "")])
    return texts


@dataclass
class FakeInteraction:
    """An interaction the test created, and everything the bot did in answer to it."""

    id: int
    token: str
    type: int  # 2 command, 3 component, 4 autocomplete
    user: FakeUser
    channel_id: int
    guild_id: int | None
    data: dict[str, Any]
    created: float  # time.monotonic() when it was dispatched
    deadline: float | None  # seconds Discord waits for the first callback
    source_message_id: int | None = None  # the message holding the clicked component
    callbacks: list[dict[str, Any]] = field(default_factory=list)  # bodies, in order
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    updated_source: bool = False  # the clicked message was edited in answer (type 7 or PATCH)
    autocomplete_choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None

    @property
    def acknowledged(self) -> bool:
        return bool(self.callbacks)

    @property
    def callback_type(self) -> int | None:
        return self.callbacks[0]["type"] if self.callbacks else None


@dataclass
class InjectedFailure:
    """A one-off error the fake answers instead of handling a request."""

    route: str  # the route's name, e.g. "create_message" or "interaction_callback"
    status: int
    retry_after: float = 0.05
    remaining: int = 1


@dataclass
class RequestRecord:
    method: str
    path: str
    route: str | None
    status: int
