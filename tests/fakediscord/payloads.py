"""The JSON shapes Discord sends, built from the fake's model (API v10 field names).

discord.py reads many keys with ``data[key]``: every key here that looks redundant is one it
requires somewhere (Message, Guild, Member, Interaction, AppInfo, ClientUser).
"""

from __future__ import annotations

import datetime
from typing import Any

import discord

from tests.fakediscord.model import (
    DISCORD_EPOCH_MS,
    FakeChannel,
    FakeFile,
    FakeGuild,
    FakeMessage,
    FakeOverwrite,
    FakeRole,
    FakeUser,
)

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024  # what Discord grants a guild without boosts
ALL_PERMISSIONS = discord.Permissions.all().value
ADMINISTRATOR = discord.Permissions(administrator=True).value
ROLE, MEMBER = 0, 1  # the kinds of a permission overwrite


def timestamp_of(snowflake: int) -> str:
    millis = (snowflake >> 22) + DISCORD_EPOCH_MS
    moment = datetime.datetime.fromtimestamp(millis / 1000, tz=datetime.UTC)
    return moment.isoformat()


def now_iso() -> str:
    return datetime.datetime.now(tz=datetime.UTC).isoformat()


def user(u: FakeUser) -> dict[str, Any]:
    return {
        "id": str(u.id),
        "username": u.name,
        "global_name": u.name,
        "discriminator": "0",
        "avatar": None,
        "bot": u.bot,
        "public_flags": 0,
    }


def client_user(u: FakeUser) -> dict[str, Any]:
    """``GET /users/@me`` and READY's ``user``: the bot's own account."""
    return {
        **user(u),
        "flags": 0,
        "mfa_enabled": False,
        "verified": True,
        "email": None,
        "locale": "en-US",
    }


def role(r: FakeRole) -> dict[str, Any]:
    return {
        "id": str(r.id),
        "name": r.name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
        "hoist": False,
        "icon": None,
        "unicode_emoji": None,
        "position": r.position,
        "permissions": str(r.permissions),
        "managed": False,
        "mentionable": False,
        "flags": 0,
    }


def member_roles(guild: FakeGuild, u: FakeUser) -> list[FakeRole]:
    if u.bot:
        return [guild.bot_role]
    roles = [guild.moderator_role] if u.moderator else []
    return roles + [r for r in guild.extra_roles if r.id in u.role_ids]


def member_permissions(guild: FakeGuild, u: FakeUser) -> int:
    """The member's server-wide permissions: @everyone and their roles; all for the owner and
    for Administrator."""
    if u.id == guild.owner_id:
        return ALL_PERMISSIONS
    value = guild.everyone.permissions
    for r in member_roles(guild, u):
        value |= r.permissions
    return ALL_PERMISSIONS if value & ADMINISTRATOR else value


def channel_permissions(guild: FakeGuild, c: FakeChannel, u: FakeUser) -> int:
    """The member's permissions in ``c`` as Discord computes them for an interaction's
    ``member.permissions``: the server-wide ones, then the channel's overwrites for @everyone,
    for the member's roles (all denies, then all allows) and for the member; Administrator
    and the owner are not subject to overwrites."""
    value = member_permissions(guild, u)
    if value == ALL_PERMISSIONS:
        return value
    if c.parent_id is not None:  # a thread has its channel's overwrites
        c = next(parent for parent in guild.channels if parent.id == c.parent_id)
    role_ids = {r.id for r in member_roles(guild, u)}
    everyone = [o for o in c.overwrites if o.kind == ROLE and o.target_id == guild.id]
    roles = [o for o in c.overwrites if o.kind == ROLE and o.target_id in role_ids]
    own = [o for o in c.overwrites if o.kind == MEMBER and o.target_id == u.id]
    for layer in (everyone, roles, own):
        deny = allow = 0
        for overwrite in layer:
            deny |= overwrite.deny
            allow |= overwrite.allow
        value = (value & ~deny) | allow
    return value


def member(
    guild: FakeGuild, u: FakeUser, *, permissions_in: FakeChannel | None = None
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "user": user(u),
        "nick": None,
        "avatar": None,
        "roles": [str(r.id) for r in member_roles(guild, u)],
        "joined_at": timestamp_of(guild.id),
        "premium_since": None,
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
        "communication_disabled_until": None,
    }
    if permissions_in is not None:  # interactions carry the member's permissions there
        data["permissions"] = str(channel_permissions(guild, permissions_in, u))
    return data


def overwrite(o: FakeOverwrite) -> dict[str, Any]:
    return {"id": str(o.target_id), "type": o.kind, "allow": str(o.allow), "deny": str(o.deny)}


def channel(c: FakeChannel, users: dict[int, FakeUser]) -> dict[str, Any]:
    if c.is_dm:
        recipient = users[c.recipient_id] if c.recipient_id is not None else None
        return {
            "id": str(c.id),
            "type": 1,
            "last_message_id": None,
            "recipients": [user(recipient)] if recipient else [],
            "flags": 0,
        }
    if c.is_thread:
        return thread(c)
    return {
        "id": str(c.id),
        "type": 0,
        "guild_id": str(c.guild_id),
        "name": c.name,
        "position": 0,
        "permission_overwrites": [overwrite(o) for o in c.overwrites],
        "topic": None,
        "nsfw": False,
        "parent_id": None,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "flags": 0,
    }


def thread(c: FakeChannel) -> dict[str, Any]:
    """A thread channel object (Discord's fields for a thread nobody archived or locked)."""
    return {
        "id": str(c.id),
        "type": c.kind,
        "guild_id": str(c.guild_id),
        "parent_id": str(c.parent_id),
        "owner_id": str(c.owner_id),
        "name": c.name,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": c.archive_minutes,
            "archive_timestamp": timestamp_of(c.id),
            "locked": False,
            "create_timestamp": timestamp_of(c.id),
            **({"invitable": True} if c.kind == 12 else {}),
        },
    }


def guild_create(
    guild: FakeGuild, owner_id: int, members: list[FakeUser], users: dict[int, FakeUser]
) -> dict[str, Any]:
    """A whole GUILD_CREATE: ``member_count == len(members)`` so discord.py needs no chunking."""
    return {
        "id": str(guild.id),
        "name": guild.name,
        "icon": None,
        "splash": None,
        "discovery_splash": None,
        "banner": None,
        "description": None,
        "owner_id": str(owner_id),
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "premium_progress_bar_enabled": False,
        "preferred_locale": guild.locale,
        "system_channel_id": str(guild.channels[0].id) if guild.channels else None,
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "public_updates_channel_id": None,
        "vanity_url_code": None,
        "features": [],
        "emojis": [],
        "stickers": [],
        "roles": [role(r) for r in guild.roles],
        "joined_at": timestamp_of(guild.id),
        "large": False,
        "unavailable": False,
        "member_count": len(members),
        "members": [member(guild, u) for u in members],
        "channels": [channel(c, users) for c in guild.channels],
        "threads": [thread(c) for c in guild.threads],
        "presences": [],
        "voice_states": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
    }


def application(app_id: int, owner: FakeUser) -> dict[str, Any]:
    """``GET /oauth2/applications/@me``."""
    return {
        "id": str(app_id),
        "name": owner.name,
        "icon": None,
        "description": "A fake application for end-to-end tests.",
        "summary": "",
        "rpc_origins": [],
        "bot_public": True,
        "bot_require_code_grant": False,
        "owner": user(owner),
        "team": None,
        "verify_key": "0" * 64,
        "flags": 0,
        "tags": [],
        "redirect_uris": [],
        "interactions_endpoint_url": None,
    }


def attachment(file: FakeFile, base_url: str, channel_id: int) -> dict[str, Any]:
    url = f"{base_url}/attachments/{channel_id}/{file.id}/{file.filename}"
    data: dict[str, Any] = {
        "id": str(file.id),
        "filename": file.filename,
        "size": len(file.data),
        "url": url,
        "proxy_url": url,
        "content_type": file.content_type,
        "flags": 0,
    }
    if file.description is not None:
        data["description"] = file.description
    return data


def message(
    m: FakeMessage,
    *,
    author: FakeUser,
    base_url: str,
    application_id: int,
    interaction_user: FakeUser | None = None,
    interaction_type: int | None = None,
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(m.id),
        "channel_id": str(m.channel_id),
        "type": 0,
        "author": user(author),
        "content": m.content,
        "timestamp": timestamp_of(m.id),
        "edited_timestamp": now_iso() if m.edited else None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [attachment(f, base_url, m.channel_id) for f in m.files],
        "embeds": m.embeds,
        "components": m.components,
        "pinned": False,
        "flags": m.flags,
    }
    if m.guild_id is not None:
        data["guild_id"] = str(m.guild_id)
    if m.interaction_id is not None and interaction_user is not None:
        # a response or followup is posted by the application's webhook
        data["webhook_id"] = str(application_id)
        data["application_id"] = str(application_id)
        data["type"] = 20 if interaction_type == 2 else 0
        data["interaction_metadata"] = {
            "id": str(m.interaction_id),
            "type": interaction_type or 2,
            "user": user(interaction_user),
            "authorizing_integration_owners": {},
        }
    return data
