"""The fake's HTTP API (``/api/v10``): the routes a discord.py bot uses, answered as Discord does.

Every route has a name (used by :meth:`FakeDiscord.fail_next`). A request to a route the fake
does not know is answered 404 and recorded as an error, so the test that caused it fails.
Replies are JSON with ``Content-Type: application/json`` and no charset: discord.py decodes a
body only when the header is exactly that.
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from aiohttp import web

from tests.fakediscord import payloads, validate
from tests.fakediscord.model import (
    EPHEMERAL,
    LOADING,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    InjectedFailure,
    RequestRecord,
)

if TYPE_CHECKING:
    from tests.fakediscord.server import FakeDiscord

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
Upload = tuple[str, bytes]

UNKNOWN_CHANNEL, UNKNOWN_MESSAGE, UNKNOWN_USER, UNKNOWN_WEBHOOK = 10003, 10008, 10013, 10015
UNKNOWN_INTERACTION, CANNOT_DM, INVALID_FORM, ALREADY_ACKNOWLEDGED = 10062, 50007, 50035, 40060
INVALID_WEBHOOK_TOKEN = 50027
MISSING_PERMISSIONS, WRONG_CHANNEL_TYPE = 50013, 50024
VIEW_CHANNEL = discord.Permissions(view_channel=True).value
CREATE_PUBLIC_THREADS = discord.Permissions(create_public_threads=True).value
CREATE_PRIVATE_THREADS = discord.Permissions(create_private_threads=True).value
MANAGE_CHANNELS = discord.Permissions(manage_channels=True).value
ENTITY_TOO_LARGE = 40005
# A message's attachments together, for a bot in a server without boosts (Discord answers
# 413 "Request entity too large" past it).
UPLOAD_LIMIT = 10 * 1024 * 1024
CHANNEL_MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL = 8, 9
COMPONENT, AUTOCOMPLETE = 3, 4


def json_response(
    data: Any, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    body = json.dumps(data, ensure_ascii=False).encode()
    return web.Response(
        body=body, status=status, headers={"Content-Type": "application/json", **(headers or {})}
    )


def error(status: int, code: int, message: str) -> web.Response:
    return json_response({"message": message, "code": code}, status)


class DiscordError(Exception):
    """Raised by a handler to answer with a Discord error body."""

    def __init__(self, status: int, code: int, message: str, *, bot_bug: bool = False) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.bot_bug = status, code, message, bot_bug


def failure_response(failure: InjectedFailure) -> web.Response:
    if failure.status == 429:
        # discord.py retries a 429 only when Discord's proxy stamped it with a Via header
        headers = {
            "Via": "1.1 google",
            "Retry-After": f"{failure.retry_after:.3f}",
            "X-RateLimit-Scope": "user",
        }
        body = {"message": "You are being rate limited.", "retry_after": failure.retry_after}
        return json_response({**body, "global": False, "code": 0}, 429, headers)
    return error(failure.status, 0, f"{failure.status}: injected server error")


async def read_body(request: web.Request) -> tuple[dict[str, Any], list[Upload]]:
    """A JSON body, or multipart ``payload_json`` plus ``files[n]`` in index order."""
    if request.content_type == "multipart/form-data":
        payload: dict[str, Any] = {}
        uploads: dict[int, Upload] = {}
        reader = await request.multipart()
        async for part in reader:
            name = part.name or ""  # type: ignore[union-attr]
            if name == "payload_json":
                payload = json.loads(await part.text())  # type: ignore[union-attr]
            elif name.startswith("files[") and name.endswith("]"):
                data = bytes(await part.read())  # type: ignore[union-attr]
                uploads[int(name[6:-1])] = (part.filename or f"file{name[6:-1]}", data)  # type: ignore[union-attr]
            else:
                raise DiscordError(
                    400, INVALID_FORM, f"unexpected form field {name!r}", bot_bug=True
                )
        return payload, [uploads[i] for i in sorted(uploads)]
    text = await request.text()
    return (json.loads(text) if text else {}), []


class RestApi:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        route = request.match_info.route.name
        failure = self._take_failure(route)
        try:
            if failure is not None:
                response: web.StreamResponse = failure_response(failure)
            else:
                response = await handler(request)
        except DiscordError as exc:
            if exc.bot_bug:
                self.fake.report_error(f"{request.method} {request.path}: {exc.message}")
            response = error(exc.status, exc.code, exc.message)
        except Exception as exc:  # a crash in the fake must fail the test, not hang the bot
            self.fake.report_error(f"fake crashed on {request.method} {request.path}: {exc!r}")
            response = error(400, 0, f"fake crashed: {exc!r}")
        self.fake.requests.append(
            RequestRecord(request.method, request.path, route, response.status)
        )
        return response

    def _take_failure(self, route: str | None) -> InjectedFailure | None:
        for failure in self.fake.failures:
            if failure.route == route and failure.remaining > 0:
                failure.remaining -= 1
                return failure
        return None

    # ----- lookups ---------------------------------------------------------------------------

    def channel(self, request: web.Request) -> FakeChannel:
        channel = self.fake.channels.get(int(request.match_info["channel_id"]))
        if channel is None:
            raise DiscordError(404, UNKNOWN_CHANNEL, "Unknown Channel", bot_bug=True)
        return channel

    def message(self, request: web.Request, channel: FakeChannel) -> FakeMessage:
        message = self.fake.messages.get(int(request.match_info["message_id"]))
        if message is None or message.deleted or message.channel_id != channel.id:
            raise DiscordError(404, UNKNOWN_MESSAGE, "Unknown Message")
        if message.ephemeral:
            raise DiscordError(404, UNKNOWN_MESSAGE, "Unknown Message (ephemeral)", bot_bug=True)
        return message

    def interaction_by_token(self, request: web.Request) -> FakeInteraction:
        if int(request.match_info["application_id"]) != self.fake.application_id:
            raise DiscordError(404, UNKNOWN_WEBHOOK, "Unknown Webhook", bot_bug=True)
        token = request.match_info["token"]
        for interaction in self.fake.interactions.values():
            if interaction.token == token:
                if time.monotonic() - interaction.created > self.fake.token_lifetime:
                    raise DiscordError(401, INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")
                return interaction
        raise DiscordError(404, UNKNOWN_WEBHOOK, "Unknown Webhook", bot_bug=True)

    def webhook_message(self, request: web.Request, interaction: FakeInteraction) -> FakeMessage:
        ident = request.match_info["message_id"]
        if ident == "@original":
            message_id = interaction.original_message_id
        else:
            message_id = int(ident)
            owned = {interaction.original_message_id, *interaction.followup_ids}
            if message_id not in owned:
                message_id = None
        message = self.fake.messages.get(message_id or 0)
        if message is None or message.deleted:
            raise DiscordError(404, UNKNOWN_MESSAGE, "Unknown Message")
        return message

    def check_message(self, data: dict[str, Any], uploads: list[Upload], *, editing: bool) -> None:
        size = sum(len(content) for _, content in uploads)
        if size > UPLOAD_LIMIT:
            raise DiscordError(
                413, ENTITY_TOO_LARGE, f"Request entity too large ({size} bytes)", bot_bug=True
            )
        problems = validate.message_problems(data, files=len(uploads), editing=editing)
        if problems:
            raise DiscordError(
                400, INVALID_FORM, "Invalid Form Body: " + "; ".join(problems), bot_bug=True
            )

    def payload(self, message: FakeMessage) -> web.Response:
        return json_response(self.fake.message_payload(message))

    # ----- identity and gateway ------------------------------------------------------------

    async def get_me(self, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != f"Bot {self.fake.token}":
            raise DiscordError(401, 0, "401: Unauthorized")
        return json_response(payloads.client_user(self.fake.bot_user))

    async def get_user(self, request: web.Request) -> web.Response:
        user = self.fake.users.get(int(request.match_info["user_id"]))
        if user is None:
            raise DiscordError(404, UNKNOWN_USER, "Unknown User")
        return json_response(payloads.user(user))

    async def get_application(self, request: web.Request) -> web.Response:
        return json_response(payloads.application(self.fake.application_id, self.fake.owner))

    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.fake.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return json_response(
            {
                "url": self.fake.gateway_url,
                "shards": self.fake.recommended_shards,
                "session_start_limit": limit,
            }
        )

    # ----- application commands ------------------------------------------------------------

    def _scope(self, request: web.Request) -> int | None:
        if int(request.match_info["application_id"]) != self.fake.application_id:
            raise DiscordError(403, 50001, "Missing Access", bot_bug=True)
        guild_id = request.match_info.get("guild_id")
        if guild_id is None:
            return None
        if int(guild_id) not in {g.id for g in self.fake.guilds}:
            raise DiscordError(403, 50001, "Missing Access", bot_bug=True)
        return int(guild_id)

    async def get_commands(self, request: web.Request) -> web.Response:
        guild_id = self._scope(request)
        if guild_id is None:
            return json_response(self.fake.global_commands)
        return json_response(self.fake.guild_commands.get(guild_id, []))

    async def put_commands(self, request: web.Request) -> web.Response:
        guild_id = self._scope(request)
        body, _ = await read_body(request)
        if not isinstance(body, list):
            raise DiscordError(400, INVALID_FORM, "expected a list of commands", bot_bug=True)
        problems = validate.command_problems(body)
        if problems:
            raise DiscordError(
                400, INVALID_FORM, "Invalid Form Body: " + "; ".join(problems), bot_bug=True
            )
        self.fake.command_syncs.append((guild_id, body))
        previous = (
            self.fake.global_commands
            if guild_id is None
            else self.fake.guild_commands.get(guild_id, [])
        )
        ids = {(c["name"], c.get("type", 1)): c["id"] for c in previous}
        stored = []
        for command in body:
            key = (command["name"], command.get("type", 1))
            stored.append(
                {
                    "type": 1,
                    "options": [],
                    "default_member_permissions": None,
                    "nsfw": False,
                    **command,
                    "id": ids.get(key) or str(self.fake.ids.next()),
                    "application_id": str(self.fake.application_id),
                    "version": str(self.fake.ids.next()),
                    **({"guild_id": str(guild_id)} if guild_id is not None else {}),
                }
            )
        if guild_id is None:
            self.fake.global_commands = stored
        else:
            self.fake.guild_commands[guild_id] = stored
        self.fake.notify()
        return json_response(stored)

    # ----- interactions --------------------------------------------------------------------

    async def interaction_callback(self, request: web.Request) -> web.StreamResponse:
        interaction = self.fake.interactions.get(int(request.match_info["interaction_id"]))
        if interaction is None or interaction.token != request.match_info["token"]:
            raise DiscordError(404, UNKNOWN_INTERACTION, "Unknown interaction", bot_bug=True)
        body, uploads = await read_body(request)
        late = interaction.deadline is not None and (
            time.monotonic() - interaction.created > interaction.deadline
        )
        if late and not interaction.acknowledged:
            raise DiscordError(404, UNKNOWN_INTERACTION, "Unknown interaction")
        if interaction.acknowledged:
            raise DiscordError(
                400,
                ALREADY_ACKNOWLEDGED,
                "Interaction has already been acknowledged.",
                bot_bug=True,
            )
        kind = int(body.get("type", 0))
        data = body.get("data") or {}
        message = self._respond(interaction, kind, data, uploads)
        interaction.callbacks.append(body)
        self.fake.notify()
        if request.query.get("with_response") not in ("1", "true", "True"):
            return web.Response(status=204)
        return json_response(self._callback_answer(interaction, kind, message))

    def _respond(
        self, interaction: FakeInteraction, kind: int, data: dict[str, Any], uploads: list[Upload]
    ) -> FakeMessage | None:
        channel = self.fake.channels[interaction.channel_id]
        if kind in (CHANNEL_MESSAGE, DEFERRED_MESSAGE) and interaction.type == AUTOCOMPLETE:
            raise DiscordError(
                400, INVALID_FORM, "an autocomplete takes only choices", bot_bug=True
            )
        if kind == CHANNEL_MESSAGE:
            self.check_message(data, uploads, editing=False)
            message = self.fake.create_message(channel, data, uploads, interaction=interaction)
            interaction.original_message_id = message.id
            return message
        if kind == DEFERRED_MESSAGE:
            flags = int(data.get("flags") or 0) & EPHEMERAL
            message = self.fake.create_message(
                channel, {"flags": flags}, [], interaction=interaction, extra_flags=LOADING
            )
            interaction.original_message_id = message.id
            return message
        if kind in (DEFERRED_UPDATE, UPDATE_MESSAGE):
            if interaction.type != COMPONENT or interaction.source_message_id is None:
                raise DiscordError(
                    400,
                    INVALID_FORM,
                    f"callback type {kind} needs a component interaction",
                    bot_bug=True,
                )
            source = self.fake.messages[interaction.source_message_id]
            interaction.original_message_id = source.id
            if kind == UPDATE_MESSAGE:
                self.check_message(data, uploads, editing=True)
                self.fake.edit_message(source, data, uploads)
                interaction.updated_source = True
            return source
        if kind == AUTOCOMPLETE_RESULT:
            if interaction.type != AUTOCOMPLETE:
                raise DiscordError(
                    400, INVALID_FORM, "choices answer only an autocomplete", bot_bug=True
                )
            choices = list(data.get("choices") or [])
            problems = validate.autocomplete_problems(choices)
            if problems:
                raise DiscordError(400, INVALID_FORM, "; ".join(problems), bot_bug=True)
            interaction.autocomplete_choices = choices
            return None
        if kind == MODAL and interaction.type != AUTOCOMPLETE:
            interaction.modal = data
            return None
        raise DiscordError(
            400, INVALID_FORM, f"callback type {kind} is not supported", bot_bug=True
        )

    def _callback_answer(
        self, interaction: FakeInteraction, kind: int, message: FakeMessage | None
    ) -> dict[str, Any]:
        answer: dict[str, Any] = {
            "interaction": {
                "id": str(interaction.id),
                "type": interaction.type,
                "response_message_loading": kind == DEFERRED_MESSAGE,
                "response_message_ephemeral": bool(message and message.ephemeral),
            }
        }
        if message is not None:
            answer["interaction"]["response_message_id"] = str(message.id)
            answer["resource"] = {"type": kind, "message": self.fake.message_payload(message)}
        else:
            answer["resource"] = {"type": kind}
        return answer

    async def create_followup(self, request: web.Request) -> web.Response:
        interaction = self.interaction_by_token(request)
        if not interaction.acknowledged:
            raise DiscordError(
                404, UNKNOWN_WEBHOOK, "Unknown Webhook (not acknowledged yet)", bot_bug=True
            )
        data, uploads = await read_body(request)
        self.check_message(data, uploads, editing=False)
        original = self.fake.messages.get(interaction.original_message_id or 0)
        if (
            interaction.callback_type == DEFERRED_MESSAGE
            and original is not None
            and original.loading
        ):
            # Discord turns the first followup after a "thinking" defer into the response
            message = self.fake.edit_message(original, data, uploads)
        else:
            channel = self.fake.channels[interaction.channel_id]
            message = self.fake.create_message(channel, data, uploads, interaction=interaction)
            interaction.followup_ids.append(message.id)
        if request.query.get("wait") in ("true", "1", "True"):
            return self.payload(message)
        return web.Response(status=204)

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self.interaction_by_token(request)
        return self.payload(self.webhook_message(request, interaction))

    async def edit_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self.interaction_by_token(request)
        message = self.webhook_message(request, interaction)
        data, uploads = await read_body(request)
        self.check_message(data, uploads, editing=True)
        if message.id == interaction.source_message_id:
            interaction.updated_source = True
        return self.payload(self.fake.edit_message(message, data, uploads))

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self.interaction_by_token(request)
        self.fake.delete_message(self.webhook_message(request, interaction))
        return web.Response(status=204)

    # ----- channels and messages -----------------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(payloads.channel(self.channel(request), self.fake.users))

    async def trigger_typing(self, request: web.Request) -> web.Response:
        self.channel(request)
        return web.Response(status=204)

    async def create_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        data, uploads = await read_body(request)
        if channel.is_dm:
            recipient = self.fake.users[channel.recipient_id or 0]
            if not recipient.dms_open:
                self.fake.rejected_dms.append((recipient.id, data))
                self.fake.notify()
                raise DiscordError(403, CANNOT_DM, "Cannot send messages to this user")
        self.check_message(data, uploads, editing=False)
        return self.payload(self.fake.create_message(channel, data, uploads))

    async def list_messages(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        limit = int(request.query.get("limit", 50))
        found = [m for m in self.fake.channel_transcript(channel) if not m.ephemeral]
        if "before" in request.query:
            found = [m for m in found if m.id < int(request.query["before"])]
        if "after" in request.query:
            found = [m for m in found if m.id > int(request.query["after"])]
        newest_first = sorted(found, key=lambda m: m.id, reverse=True)[:limit]
        return json_response([self.fake.message_payload(m) for m in newest_first])

    async def get_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        return self.payload(self.message(request, channel))

    async def edit_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        message = self.message(request, channel)
        data, uploads = await read_body(request)
        self.check_message(data, uploads, editing=True)
        return self.payload(self.fake.edit_message(message, data, uploads))

    async def delete_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        self.fake.delete_message(self.message(request, channel))
        return web.Response(status=204)

    async def create_dm(self, request: web.Request) -> web.Response:
        body, _ = await read_body(request)
        user = self.fake.users.get(int(body.get("recipient_id", 0)))
        if user is None or user.bot:
            raise DiscordError(400, 50033, "Invalid Recipient(s)", bot_bug=True)
        return json_response(payloads.channel(self.fake.dm_channel_of(user), self.fake.users))

    async def get_attachment(self, request: web.Request) -> web.Response:
        wanted = int(request.match_info["attachment_id"])
        upload = self.fake.uploads.get(wanted)
        if upload is not None:
            return web.Response(body=upload.data, headers={"Content-Type": upload.content_type})
        for message in self.fake.messages.values():
            for file in message.files:
                if file.id == wanted:
                    return web.Response(body=file.data, headers={"Content-Type": file.content_type})
        raise DiscordError(404, 0, "no such attachment")

    # ----- guilds ----------------------------------------------------------------------------

    def _guild(self, request: web.Request) -> FakeGuild:
        try:
            return self.fake.guild_of(int(request.match_info["guild_id"]))
        except KeyError:
            raise DiscordError(404, 10004, "Unknown Guild", bot_bug=True) from None

    async def get_guild(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        data = payloads.guild_create(guild, self.fake.owner.id, [], self.fake.users)
        for key in ("members", "channels", "threads", "presences", "voice_states", "member_count"):
            data.pop(key, None)
        return json_response(data)

    async def get_guild_channels(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        return json_response([payloads.channel(c, self.fake.users) for c in guild.channels])

    async def get_guild_roles(self, request: web.Request) -> web.Response:
        return json_response([payloads.role(r) for r in self._guild(request).roles])

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        user = self.fake.users.get(int(request.match_info["user_id"]))
        if user is None:
            raise DiscordError(404, 10007, "Unknown Member")
        return json_response(payloads.member(guild, user))

    async def start_thread(self, request: web.Request) -> web.Response:
        """Start Thread without Message: a thread of a guild text channel, for a bot allowed
        to create that kind of thread there."""
        channel = self.channel(request)
        body, _ = await read_body(request)
        problems = validate.thread_problems(body)
        if problems:
            raise DiscordError(
                400, INVALID_FORM, "Invalid Form Body: " + "; ".join(problems), bot_bug=True
            )
        if channel.is_dm or channel.is_thread:
            message = "Cannot execute action on this channel type"
            raise DiscordError(400, WRONG_CHANNEL_TYPE, message)
        kind = body.get("type", 12)  # API v10 makes a private thread when no type is given
        needed = CREATE_PUBLIC_THREADS if kind != 12 else CREATE_PRIVATE_THREADS
        allowed = self.fake.app_permissions(channel)
        if allowed & (needed | VIEW_CHANNEL) != needed | VIEW_CHANNEL:
            raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
        minutes = body.get("auto_archive_duration") or 4320
        thread = await self.fake.open_thread(channel, body["name"], kind, minutes)
        return json_response(payloads.thread(thread), 201)

    async def create_guild_channel(self, request: web.Request) -> web.Response:
        """Create Guild Channel: a text channel, for a bot with Manage Channels. Discord writes
        a text channel's name in lower case with dashes for spaces."""
        guild = self._guild(request)
        body, _ = await read_body(request)
        problems = validate.channel_problems(body)
        if problems:
            raise DiscordError(
                400, INVALID_FORM, "Invalid Form Body: " + "; ".join(problems), bot_bug=True
            )
        if not payloads.member_permissions(guild, self.fake.bot_user) & MANAGE_CHANNELS:
            raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
        name = "-".join(body["name"].lower().split())
        channel = await self.fake.open_channel(guild, name)
        return json_response(payloads.channel(channel, self.fake.users), 201)

    async def unknown(self, request: web.Request) -> web.Response:
        self.fake.report_error(f"unknown route: {request.method} {request.path_qs}")
        return error(404, 0, f"the fake does not know {request.method} {request.path}")


def build_rest_app(fake: FakeDiscord) -> web.Application:
    """The aiohttp app; each route is named after its handler (the names fail_next takes)."""
    api = RestApi(fake)
    app = web.Application(middlewares=[api.middleware], client_max_size=64 * 1024 * 1024)
    me, app_id = "/api/v10/users/@me", "/api/v10/applications/{application_id}"
    webhook = "/api/v10/webhooks/{application_id}/{token}"
    channel = "/api/v10/channels/{channel_id}"
    guild = "/api/v10/guilds/{guild_id}"
    routes: list[tuple[str, str, Handler]] = [
        ("GET", me, api.get_me),
        ("POST", me + "/channels", api.create_dm),
        ("GET", "/api/v10/users/{user_id}", api.get_user),
        ("GET", "/api/v10/oauth2/applications/@me", api.get_application),
        ("GET", "/api/v10/gateway", api.get_gateway),
        ("GET", "/api/v10/gateway/bot", api.get_gateway_bot),
        ("GET", app_id + "/commands", api.get_commands),
        ("PUT", app_id + "/commands", api.put_commands),
        ("GET", app_id + "/guilds/{guild_id}/commands", api.get_commands),
        ("PUT", app_id + "/guilds/{guild_id}/commands", api.put_commands),
        (
            "POST",
            "/api/v10/interactions/{interaction_id}/{token}/callback",
            api.interaction_callback,
        ),
        ("POST", webhook, api.create_followup),
        ("GET", webhook + "/messages/{message_id}", api.get_webhook_message),
        ("PATCH", webhook + "/messages/{message_id}", api.edit_webhook_message),
        ("DELETE", webhook + "/messages/{message_id}", api.delete_webhook_message),
        ("GET", channel, api.get_channel),
        ("POST", channel + "/typing", api.trigger_typing),
        ("POST", channel + "/threads", api.start_thread),
        ("POST", channel + "/messages", api.create_message),
        ("GET", channel + "/messages", api.list_messages),
        ("GET", channel + "/messages/{message_id}", api.get_message),
        ("PATCH", channel + "/messages/{message_id}", api.edit_message),
        ("DELETE", channel + "/messages/{message_id}", api.delete_message),
        ("GET", guild, api.get_guild),
        ("GET", guild + "/channels", api.get_guild_channels),
        ("POST", guild + "/channels", api.create_guild_channel),
        ("GET", guild + "/roles", api.get_guild_roles),
        ("GET", guild + "/members/{user_id}", api.get_member),
        ("GET", "/attachments/{channel_id}/{attachment_id}/{filename}", api.get_attachment),
        ("GET", "/gateway", fake.hub.gateway),
    ]
    for method, path, handler in routes:
        name = handler.__name__
        if method == "GET" and name.endswith("commands"):  # one handler, two scopes
            name = "get_guild_commands" if "guild_id" in path else "get_global_commands"
        if method == "PUT":
            name = "sync_guild_commands" if "guild_id" in path else "sync_global_commands"
        app.router.add_route(method, path, handler, name=name)
    app.router.add_route("*", "/{tail:.*}", api.unknown, name="unknown")
    return app
