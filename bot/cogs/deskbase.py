"""What every part of the desk shares: the bot it serves, its pictures, its languages.

The desk (bot/cogs/desk.py) is put together from one class per job (errors, lobby, intake,
DMs, channel posts, turn posts); each builds on this base for the state they share
and for the few calls every one of them makes (the channel's language, editing a message).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

from bot.cogs.client import Client
from bot.cogs.endfiles import add_replay
from bot.cogs.reply_pictures import ReplyPictures
from bot.cogs.servers import ServerLocales
from bot.i18n import normalize_locale
from bot.store import ReplayEdit
from bot.table import Table, TableService
from bot.table.animation_cache import animations_of
from bot.table.catchup_board import BoardPictures
from bot.table.renderpool import RenderPool

log = logging.getLogger(__name__)

COLOUR = discord.Colour(0x8C6D46)


class DeskBase:
    def __init__(self, bot: Client) -> None:
        self.bot = bot
        # Where pictures are drawn: threads until the bot starts its process pool.
        self._renders = RenderPool(0)
        # The latest public boards, shared by channel posts and catchup pictures.
        self.boards = BoardPictures(self._renders)
        self.servers = ServerLocales(bot)
        # Per process: with several processes a closed-DM notice may come once from each.
        self._dm_notice_sent: set[tuple[int, int]] = set()
        # Turn posts (bot/cogs/turn_posts.py): one sync of a game's at a time, when each
        # message was last edited (the edit gap), the edit each game waits to make, and how
        # often a turn outgrew one message. Only to pace the edits: the store says which
        # message each game's turn post is.
        self._turn_locks: dict[int, asyncio.Lock] = {}
        self._last_edit: dict[int, float] = {}
        self._deferred: dict[int, asyncio.Task[None]] = {}
        self.turn_overflows = 0
        # A move's reply gains its picture by an edit after its text (bot/cogs/intake.py);
        # every rewrite of a message's pictures goes through this so none lands out of order.
        self.reply_pictures = ReplyPictures()
        # A game's last post gains its animated replay by an edit once drawn (issue 31,
        # bot/cogs/endfiles.py): the drawings under way, cancelled when the bot stops.
        self.replay_edits: set[asyncio.Task[None]] = set()

    @property
    def renders(self) -> RenderPool:
        return self._renders

    @renders.setter
    def renders(self, pool: RenderPool) -> None:
        self._renders = pool
        self.boards.renders = pool

    async def add_replay_later(self, table: Table, locale: str, message: discord.Message) -> None:
        """Draw ``table``'s animated replay and add it to its last post ``message`` by an
        edit, in a task of its own: the post goes out without waiting for seconds of CPU.
        The edit is kept pending in the store first, so a stop before it is made leaves it
        for the next start (bot/cogs/replay_edits.py)."""
        channel_id = message.channel.id
        await self.service.add_replay_edit(ReplayEdit(table.id, channel_id, message.id, locale))
        self.start_replay_edit(table, locale, message)

    def start_replay_edit(self, table: Table, locale: str, message: discord.Message) -> None:
        """Draw and add the replay of a last post whose edit the store keeps pending."""
        task = asyncio.create_task(
            add_replay(self.service, table, locale, self.renders, message),
            name=f"replay-edit-{table.id}",
        )
        self.replay_edits.add(task)
        task.add_done_callback(self.replay_edits.discard)

    async def replays_added(self) -> None:
        """Wait for every replay being drawn for a last post (tests; a stop cancels them)."""
        while self.replay_edits:
            await asyncio.wait(set(self.replay_edits))

    def cancel_replay_edits(self) -> None:
        """The bot stops: the replays being drawn are dropped (the drawings are shielded
        from their askers, so they are stopped in the cache too)."""
        for task in self.replay_edits:
            task.cancel()
        if self.bot.service is not None:
            animations_of(self.service).cancel()

    @property
    def service(self) -> TableService:
        return self.bot.service

    # -- locales ----------------------------------------------------------------------------

    async def channel_locale(self, table: Table) -> str:
        """The language of the game's channel: its own, else its server's, else the default.
        The server may be another process's (a DM click of any game lands on shard 0)."""
        configured = await self.service.channel_locale(table.game.channel_id)
        if configured:
            return configured
        preferred = await self.servers.preferred(table.game.guild_id)
        return normalize_locale(str(preferred or self.bot.settings.default_locale))

    def seat_locale(self, table: Table, seat: int) -> str:
        return table.seats[seat].locale or self.bot.settings.default_locale

    # -- messages already sent ----------------------------------------------------------------

    async def edit_message(self, channel_id: int | None, message_id: int, **payload: Any) -> bool:
        if channel_id is None:
            return False
        message = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        # An edit that sets the pictures (a refreshed prompt, a seat handed over) replaces a
        # reply's picture still to come (bot/cogs/reply_pictures.py); one that only takes
        # the controls off leaves it be.
        rewrites = "attachments" in payload
        try:
            async with self.reply_pictures.rewriting(message_id if rewrites else None):
                await message.edit(**payload)
        except discord.HTTPException as exc:
            # Deleted (by a player or a moderator), or the DM is closed now: nothing left to
            # keep current.
            log.info("message %s could not be edited (%s)", message_id, exc.status)
            return False
        return True
