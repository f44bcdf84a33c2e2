"""What players do: slash commands, autocomplete, button clicks and select choices.

Each helper builds the INTERACTION_CREATE a real Discord client would cause, sends it down the
gateway and returns the :class:`FakeInteraction` record without waiting, so a test can fire two
clicks at the same moment; :meth:`Driver.reply` and friends then wait for the bot's answer.
The helpers refuse what the Discord client would not let a user do (a command that was never
synced, a missing required option, a disabled button, a value a select does not offer, a
component in somebody else's DM) unless ``forge=True`` asks to test the bot's own checks.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from tests.fakediscord import payloads
from tests.fakediscord.commands import Resolver, build_command_data, find_command
from tests.fakediscord.model import (
    BOT_PERMISSIONS,
    FakeChannel,
    FakeFile,
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    FakeRole,
    FakeUser,
    Snowflakes,
)

if TYPE_CHECKING:
    from tests.fakediscord.gateway import GatewayHub

T = TypeVar("T")

APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE = 2, 3, 4
BUTTON, STRING_SELECT = 2, 3
GUILD_CONTEXT, BOT_DM_CONTEXT = 0, 1
_DEFAULT: Any = object()


class Driver:
    """Mixed into :class:`FakeDiscord`; every method here acts as one user would."""

    if TYPE_CHECKING:
        # What the methods below use of FakeDiscord, which defines each of these. Declared
        # here because a type checker takes ``self`` to be a Driver (a mixin's ``self`` cannot
        # be annotated as its subclass); mypy checks FakeDiscord's definitions against them.
        application_id: int
        bot_user: FakeUser
        ids: Snowflakes
        hub: GatewayHub
        interaction_deadline: float | None
        users: dict[int, FakeUser]
        channels: dict[int, FakeChannel]
        messages: dict[int, FakeMessage]
        uploads: dict[int, FakeFile]
        interactions: dict[int, FakeInteraction]
        global_commands: list[dict[str, Any]]
        guild_commands: dict[int, list[dict[str, Any]]]

        @property
        def channel(self) -> FakeChannel: ...
        @property
        def base_url(self) -> str: ...
        def guild_of(self, guild_id: int) -> FakeGuild: ...
        def message_payload(self, message: FakeMessage) -> dict[str, Any]: ...
        def _new_file(self, upload: tuple[str, bytes], description: str | None) -> FakeFile: ...
        async def wait_for(
            self, probe: Callable[[], T | None], *, timeout: float | None = None, what: str = ""
        ) -> T: ...

    async def slash(
        self,
        user: FakeUser,
        command: str,
        /,
        *,
        channel: FakeChannel | None = None,
        deadline: float | None = _DEFAULT,
        forge: bool = False,
        **options: Any,
    ) -> FakeInteraction:
        """Run ``/command`` (``"game new"`` is the subcommand ``new`` of ``/game``). With
        ``forge`` the option values go out unchecked (wrong types, out of range, too long)."""
        where = channel or self.channel
        synced, path = self._synced_command(where, command)
        data = build_command_data(
            synced, path, options, resolver=self._resolver(where), forge=forge
        )
        return await self._send(APPLICATION_COMMAND, user, where, data, deadline=deadline)

    async def autocomplete(
        self,
        user: FakeUser,
        command: str,
        /,
        *,
        focused: str,
        channel: FakeChannel | None = None,
        timeout: float | None = None,
        **options: Any,
    ) -> list[dict[str, Any]]:
        """Type into option ``focused`` (its text in ``options``) and return the bot's choices."""
        where = channel or self.channel
        options.setdefault(focused, "")
        synced, path = self._synced_command(where, command)
        data = build_command_data(
            synced, path, options, focused=focused, resolver=self._resolver(where)
        )
        interaction = await self._send(AUTOCOMPLETE, user, where, data, deadline=_DEFAULT)
        await self.wait_for(
            lambda: interaction.autocomplete_choices is not None,
            timeout=timeout,
            what=f"autocomplete choices for /{command} {focused}",
        )
        return interaction.autocomplete_choices or []

    async def click(
        self,
        user: FakeUser,
        message: FakeMessage,
        custom_id: str,
        /,
        *,
        forge: bool = False,
        deadline: float | None = _DEFAULT,
    ) -> FakeInteraction:
        """Press the button ``custom_id`` on ``message``."""
        component = self._usable_component(user, message, custom_id, forge=forge)
        if component.get("type") != BUTTON or component.get("style") == 5:
            raise AssertionError(f"{custom_id!r} is not a button that sends an interaction")
        data = {"custom_id": custom_id, "component_type": BUTTON}
        return await self._send(
            MESSAGE_COMPONENT, user, self.channels[message.channel_id], data,
            deadline=deadline, message=message,
        )  # fmt: skip

    async def select(
        self,
        user: FakeUser,
        message: FakeMessage,
        custom_id: str,
        values: list[str],
        /,
        *,
        forge: bool = False,
        deadline: float | None = _DEFAULT,
    ) -> FakeInteraction:
        """Choose ``values`` (option values, not labels) in the string select ``custom_id``."""
        component = self._usable_component(
            user, message, custom_id, forge=forge, kind=STRING_SELECT
        )
        if component.get("type") != STRING_SELECT:
            raise AssertionError(f"{custom_id!r} is not a string select")
        offered = [option["value"] for option in component.get("options", [])]
        unknown = [value for value in values if value not in offered]
        low, high = int(component.get("min_values", 1)), int(component.get("max_values", 1))
        if not forge and (unknown or not low <= len(values) <= high):
            raise AssertionError(
                f"select {custom_id!r} offers {offered} ({low}-{high}), not {values}"
            )
        data = {"custom_id": custom_id, "component_type": STRING_SELECT, "values": list(values)}
        return await self._send(
            MESSAGE_COMPONENT, user, self.channels[message.channel_id], data,
            deadline=deadline, message=message,
        )  # fmt: skip

    # ----- waiting for the bot's answer ----------------------------------------------------

    async def acknowledged(
        self, interaction: FakeInteraction, *, timeout: float | None = None
    ) -> int:
        """Wait for the first callback; returns its type (4 message, 5 defer, 6/7 update …)."""
        await self.wait_for(
            lambda: interaction.acknowledged, timeout=timeout, what="the interaction's callback"
        )
        return interaction.callback_type or 0

    async def reply(
        self, interaction: FakeInteraction, *, timeout: float | None = None
    ) -> FakeMessage:
        """The first answer the user can read: the response (once a deferral is filled in),
        the updated message of a component, or else the first followup."""

        def probe() -> FakeMessage | None:
            for message in self.responses(interaction):
                if not message.loading:
                    return message
            return None

        return await self.wait_for(probe, timeout=timeout, what="the interaction's reply")

    def responses(self, interaction: FakeInteraction) -> list[FakeMessage]:
        """Messages made for ``interaction``: its response (or updated message), then followups."""
        found: list[FakeMessage] = []
        original = self.messages.get(interaction.original_message_id or 0)
        answered = original is not None and (
            original.interaction_id == interaction.id or interaction.updated_source
        )
        if original is not None and answered and not original.deleted:
            found.append(original)
        found.extend(
            self.messages[i] for i in interaction.followup_ids if not self.messages[i].deleted
        )
        return found

    # ----- building interactions -----------------------------------------------------------

    def _synced_command(self, where: FakeChannel, command: str) -> tuple[dict[str, Any], list[str]]:
        root, *path = command.split()
        scoped = self.guild_commands.get(where.guild_id or 0, []) if where.guild_id else []
        names = {c["name"] for c in scoped}
        commands = scoped + [c for c in self.global_commands if c["name"] not in names]
        return find_command(commands, root), path

    def _resolver(self, where: FakeChannel) -> Resolver:
        return _Resolved(self, where)

    def _usable_component(
        self,
        user: FakeUser,
        message: FakeMessage,
        custom_id: str,
        *,
        forge: bool,
        kind: int = BUTTON,
    ) -> dict[str, Any]:
        current = self.messages[message.id]  # always the message as it is now
        if current.deleted:
            raise AssertionError(f"message {message.id} was deleted")
        if forge:
            # A forged interaction may name a component the message never had (an old
            # version's control, a broken or made-up id): the client sends it anyway.
            known = {c.get("custom_id"): c for c in current.components_flat()}
            return known.get(custom_id) or {"type": kind, "custom_id": custom_id, "options": []}
        component = current.component(custom_id)
        if component.get("disabled"):
            raise AssertionError(f"{custom_id!r} is disabled")
        channel = self.channels[current.channel_id]
        if current.visible_to is not None and current.visible_to != user.id:
            raise AssertionError(f"{user.name} cannot see another user's ephemeral message")
        if channel.is_dm and channel.recipient_id != user.id:
            raise AssertionError(f"{user.name} cannot see another user's DMs")
        return component

    async def _send(
        self,
        kind: int,
        user: FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        *,
        deadline: float | None,
        message: FakeMessage | None = None,
    ) -> FakeInteraction:
        interaction = FakeInteraction(
            id=self.ids.next(),
            token=f"interaction.{secrets.token_urlsafe(32)}",
            type=kind,
            user=user,
            channel_id=channel.id,
            guild_id=channel.guild_id,
            data=data,
            created=time.monotonic(),
            deadline=self.interaction_deadline if deadline is _DEFAULT else deadline,
            source_message_id=message.id if message is not None else None,
        )
        self.interactions[interaction.id] = interaction
        # A guild's interactions go to its shard's session; a DM's to shard 0's (as Discord).
        sent = await self.hub.dispatch(
            "INTERACTION_CREATE", self._interaction_payload(interaction), guild_id=channel.guild_id
        )
        if not sent:
            raise AssertionError("no bot serving this channel's shard is connected")
        return interaction

    def app_permissions(self, channel: FakeChannel) -> int:
        """The bot's permissions where an interaction happens, as Discord sends them
        (``app_permissions``): its role and the channel's overwrites; in a DM its defaults."""
        if channel.guild_id is None:
            return BOT_PERMISSIONS.value
        return payloads.channel_permissions(self.guild_of(channel.guild_id), channel, self.bot_user)

    def _interaction_payload(self, interaction: FakeInteraction) -> dict[str, Any]:
        channel = self.channels[interaction.channel_id]
        user = interaction.user
        data: dict[str, Any] = {
            "id": str(interaction.id),
            "application_id": str(self.application_id),
            "type": interaction.type,
            "data": interaction.data,
            "token": interaction.token,
            "version": 1,
            "locale": user.locale,
            "channel_id": str(channel.id),
            "channel": payloads.channel(channel, self.users),
            "app_permissions": str(self.app_permissions(channel)),
            "entitlements": [],
            "attachment_size_limit": payloads.ATTACHMENT_SIZE_LIMIT,
        }
        if channel.guild_id is not None:
            guild = self.guild_of(channel.guild_id)
            data["guild_id"] = str(guild.id)
            data["guild_locale"] = guild.locale
            data["guild"] = {"id": str(guild.id), "locale": guild.locale, "features": []}
            data["member"] = payloads.member(guild, user, permissions_in=channel)
            data["context"] = GUILD_CONTEXT
            data["authorizing_integration_owners"] = {"0": str(guild.id)}
        else:
            data["user"] = payloads.user(user)
            data["context"] = BOT_DM_CONTEXT
            data["authorizing_integration_owners"] = {"0": "0"}
        if interaction.source_message_id is not None:
            data["message"] = self.message_payload(self.messages[interaction.source_message_id])
        return data


class _Resolved:
    """Payloads of users, roles and channels named in a command's options, as seen from
    ``where`` (a member payload only in a guild)."""

    def __init__(self, fake: Driver, where: FakeChannel) -> None:
        self.fake = fake
        self.where = where

    def user(self, user: FakeUser) -> tuple[dict[str, Any], dict[str, Any] | None]:
        if self.where.guild_id is None:
            return payloads.user(user), None
        guild = self.fake.guild_of(self.where.guild_id)
        member = payloads.member(guild, user, permissions_in=self.where)
        member.pop("user")
        return payloads.user(user), member

    def role(self, role: FakeRole) -> dict[str, Any]:
        return payloads.role(role)

    def channel(self, channel: FakeChannel) -> dict[str, Any]:
        data = payloads.channel(channel, self.fake.users)
        data["permissions"] = str(BOT_PERMISSIONS.value)
        return data

    def attachment(self, upload: FakeFile | tuple[str, bytes]) -> dict[str, Any]:
        # As the Discord client does: the user's file is uploaded first, under a new id, and
        # served at its own URL (on loopback) for the bot to download.
        if isinstance(upload, FakeFile):
            upload = (upload.filename, upload.data)
        file = self.fake._new_file(upload, None)
        self.fake.uploads[file.id] = file
        return payloads.attachment(file, self.fake.base_url, self.where.id)
