"""The bot: ``create_bot(settings)`` builds it; ``setup_hook`` opens the store, applies
migrations, loads the cogs, registers the restart-proof components, installs the translator
and syncs the commands (to ``DEV_GUILD_ID`` when set)."""

from __future__ import annotations

import asyncio
import contextlib
import logging

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot import gcpolicy
from bot.cogs.components import DYNAMIC_ITEMS, answer_orphan_control
from bot.cogs.delivery import reply
from bot.cogs.desk import Desk
from bot.cogs.host import Host
from bot.cogs.locales import user_locale
from bot.cogs.replay_edits import finish_replay_edits
from bot.games import available, get
from bot.i18n import set_command_ids, t
from bot.i18n.translator import CatalogTranslator
from bot.settings import Settings
from bot.stopping import close_gateway, finish_handlers
from bot.store import Store, open_store
from bot.table import TableService
from bot.table.bot_runner import RESUME_TASK
from bot.table.renderpool import RenderPool
from bot.table.thinkpool import ThinkPool

log = logging.getLogger(__name__)

# The platform's; gamecommands builds every registered game's declared commands.
EXTENSIONS = ("bot.cogs.game", "bot.cogs.reminders", "bot.cogs.gamecommands")
PACK_PAUSE = 1.0  # seconds between batches of old records packed, so clicks come first


def extensions() -> list[str]:
    """The platform's cogs, then the extensions of games with commands of their own."""
    found = list(EXTENSIONS)
    for name in available():
        extension = get(name).extension
        if extension is not None and extension not in found:
            found.append(extension)
    return found


class GameBot(commands.Bot):
    """One connection to Discord serving every server (no SHARD_COUNT)."""

    # The one stop (close); a class default, as discord.py may ask is_closed() early.
    _shutdown: asyncio.Future[None] | None = None
    _catch_up: asyncio.Task[None] | None = None  # turn posts' and replays' catch-up at start-up
    _packing: asyncio.Task[None] | None = None  # old records packed at start-up
    _resume: asyncio.Task[None] | None = None  # bot seats waited for at start-up move
    thinkers: ThinkPool | None = None  # bot players' search workers

    def __init__(self, settings: Settings, **kwargs: object) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # channels, roles and permissions for moderator checks
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            **kwargs,  # type: ignore[arg-type]
        )
        self.settings = settings
        self.store: Store = None  # type: ignore[assignment]  # opened in setup_hook
        self.service: TableService = None  # type: ignore[assignment]
        self.desk = Desk(self)
        # `python -m bot` sets it (bot/running.py): the process is the bot's alone. A test
        # process starts dozens of bots beside other tests and keeps CPython's collector.
        self.freeze_long_lived = False
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    async def setup_hook(self) -> None:
        self.store = await open_store(self.settings.database_url)
        self.service = TableService(
            self.store, self.settings.reminder_interval, shared=shares_database(self.settings)
        )
        # The render workers start (imports only, about a second) before the bot says it is
        # ready, so the first game's pictures never wait for them; they warm nothing until a
        # lobby opens (RenderPool.prepare).
        renders = RenderPool(self.settings.render_workers, warm=self.settings.warm_up)
        self.desk.renders = renders
        await renders.start()
        # Bot players (issue 30): their searches in worker processes, their moves in tasks
        # of their own, each landing after a human-like delay and published like a member's.
        # The search workers start at the first search, not here: a server that never seats
        # a bot does not pay for them (bot/table/thinkpool.py).
        self.thinkers = ThinkPool(
            self.settings.bot_workers,
            iterations=self.settings.bot_iterations,
            idle_after=self.settings.bot_worker_idle_seconds,
        )
        self.service.think_in(self.thinkers)
        self.service.bots.start(self.desk.publish, self.settings.bot_delay)
        for extension in extensions():
            await self.load_extension(extension)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.tree.set_translator(CatalogTranslator())
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        # Messages name commands with clickable mentions, shown in each reader's language.
        set_command_ids({command.name: command.id for command in synced})
        log.info("ready: %d commands synced", len(self.tree.get_commands()))
        if self.freeze_long_lived:
            # Loaded for good: modules, store, extensions, commands. From here on a full
            # collection walks only what became long-lived since (bot/gcpolicy.py).
            gcpolicy.install()
        # Turn posts a stop left behind their games (issue 25) get their edit once connected,
        # and last posts a stop kept from their animated replay (issue 31) get it.
        self._catch_up = asyncio.create_task(self._catch_up_turn_posts(), name="turn-catch-up")
        # Records of games that ended before records were packed shrink in the background.
        self._packing = asyncio.create_task(self._pack_old_records(), name="pack-old-records")
        # Bot seats a stop left waited for (thinking, or waiting out a delay) move now. Named
        # as a handler: the stop, and the fake Discord's settled(), wait for it.
        self._resume = asyncio.create_task(self._resume_bots(), name=RESUME_TASK)

    async def _resume_bots(self) -> None:
        await self.wait_until_ready()
        try:
            woken = await self.service.bots.resume(guild.id for guild in self.guilds)
        except Exception:
            log.exception("the bot seats could not be resumed")
            return
        if woken:
            log.info("%d games' bot seats resumed", woken)

    async def _catch_up_turn_posts(self) -> None:
        await self.wait_until_ready()
        try:
            brought = await self.desk.catch_up_turn_posts()
        except Exception:
            log.exception("the turn posts could not be brought up to date")
        else:
            if brought:
                log.info("%d turn posts brought up to date", brought)
        # Last posts a stop kept from their animated replay gain it now (issue 31).
        try:
            finished = await finish_replay_edits(self.desk)
        except Exception:
            log.exception("the pending replay edits could not be read")
            return
        if finished:
            log.info("%d last posts' replays being added after a stop", finished)

    async def _pack_old_records(self) -> None:
        """Pack, a batch at a time with a pause between, the records of games that are over but
        still kept in rows (issue 29 part 5: ≤ 100 KB a finished game); idle once none is left."""
        await self.wait_until_ready()
        games = 0
        try:
            while packed := await self.store.pack_finished():
                games += packed
                await asyncio.sleep(PACK_PAUSE)
        except Exception:
            log.exception("old records could not be packed")
        if games:
            log.info("%d finished games' records packed", games)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Component clicks discord.py would drop (see answer_orphan_control) get an answer."""
        await answer_orphan_control(interaction)

    def is_closed(self) -> bool:
        # Once stopping, discord.py's gateway loop must not connect again when the close below
        # ends the connection under it (it asks this first); the handlers still use HTTP.
        return self._shutdown is not None or super().is_closed()

    async def close(self) -> None:
        """Stop (bot/stopping.py): no new interactions, those taken finish, then close the
        connections, the render workers and the store. Every caller waits for the one stop."""
        if self._shutdown is None:
            self._shutdown = asyncio.ensure_future(self._shut_down())
        await asyncio.shield(self._shutdown)

    async def __aexit__(self, *exc_info: object) -> None:
        # discord.py's own waits only for its part of the close when that has begun, and the
        # loop would then end before the workers and the store are closed.
        await self.close()

    async def _shut_down(self) -> None:
        if self._catch_up is not None:
            self._catch_up.cancel()
        if self._packing is not None:
            self._packing.cancel()
        if self._resume is not None:
            self._resume.cancel()
        # A replay still being drawn for a last post is left out (``/game replay animated``
        # draws it on demand).
        self.desk.cancel_replay_edits()
        # Each step runs even when one before it failed: a store left open keeps its
        # connection's thread alive, and the process would never exit.
        async with contextlib.AsyncExitStack() as closing:
            closing.push_async_callback(self._close_store)
            if self.thinkers is not None:
                closing.push_async_callback(self.thinkers.close)
            closing.push_async_callback(self.desk.renders.close)
            closing.push_async_callback(super().close)
            closing.push_async_callback(finish_handlers)
            await close_gateway(self)
            if self.service is not None:
                # A bot move still thinking or waiting out its delay is dropped (it is made
                # again at the next start); one being stored is finished and published.
                await self.service.bots.close()

    async def _close_store(self) -> None:
        if self.store is not None:
            await self.store.close()
            self.store = None  # type: ignore[assignment]

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """The one error path of every command: the error a command raised (a refused move, a
        stale choice, a bug) is answered by the desk; arguments Discord's client would never
        send (a failed transformer or check) get a plain "bad input"."""
        if isinstance(error, app_commands.CommandInvokeError):
            await self.desk.answer_error(interaction, error.original)
            return
        if isinstance(error, app_commands.TransformerError | app_commands.CheckFailure):
            locale = user_locale(interaction)
            await reply(interaction, content="⛔ " + t(locale, "error-bad-input"), ephemeral=True)
            return
        await self.desk.answer_error(interaction, error)


def as_host(bot: GameBot) -> Host:
    """The bot as its cogs see it (bot/cogs/host.py): mypy checks here that ``GameBot`` has
    every member the cogs use, as they are typed against that Protocol, not this class."""
    return bot


class ShardedGameBot(GameBot, commands.AutoShardedBot):
    """The same bot on discord.py's sharded client: this process connects the shards
    ``SHARD_IDS`` of ``SHARD_COUNT`` and receives the events of their servers only (and, on
    shard 0, every DM). Several such processes share one database (docs/architecture.md,
    "Several processes")."""


def shares_database(settings: Settings) -> bool:
    """Whether other bot processes write this one's database: those that serve the shards
    this one does not (a process serving every shard is alone). Any of them may act on any
    game (a DM click of any server's game lands on shard 0's process), so a shared service
    keeps no game in memory between calls (``TableService(shared=True)``)."""
    shards = settings.shards
    return shards is not None and shards.ids != frozenset(range(shards.count))


def point_at(settings: Settings) -> None:
    """Aim discord.py at another Discord (the fake on loopback in tests) when configured."""
    if settings.discord_api_base:
        base = settings.discord_api_base.rstrip("/")
        # One Route class serves REST and the webhook routes of interaction responses.
        discord.http.Route.BASE = base
    if settings.discord_gateway_url:
        # An unsharded client connects to this class attribute (it never asks /gateway/bot).
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)


def create_bot(settings: Settings) -> GameBot:
    point_at(settings)
    # The bot has no voice: no warnings about voice libraries it does not need.
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False
    kwargs: dict[str, object] = {}
    if settings.discord_api_base or settings.discord_gateway_url:
        # discord.py says ready only once no GUILD_CREATE came for this long, so every start
        # idles this long. The fake Discord sends its GUILD_CREATEs right behind READY on
        # loopback: 0.1 s is ample, and hundreds of bot starts in the tests each save 0.4 s
        # (the default, 2 s, suits Discord's servers streaming in over the internet).
        kwargs["guild_ready_timeout"] = 0.1
    if settings.shard_count is None:
        # Unsharded: discord.py's plain client, one gateway connection for every server.
        return GameBot(settings, **kwargs)
    kwargs["shard_count"] = settings.shard_count
    if settings.shard_ids is not None:
        kwargs["shard_ids"] = list(settings.shard_ids)
    # With shard_count given, the sharded client connects to DiscordWebSocket.DEFAULT_GATEWAY
    # (which point_at aims), asking /gateway/bot nothing.
    return ShardedGameBot(settings, **kwargs)
