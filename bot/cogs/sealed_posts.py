"""Sealed-move commitments in the channel, gathered in one message between two posts."""

from __future__ import annotations

import asyncio

import discord

from bot.cogs.delivery import resolve_channel
from bot.cogs.deskbase import DeskBase, SealedPost
from bot.table import Outcome, presenter


class SealedPosts(DeskBase):
    async def post_sealed(self, outcome: Outcome) -> None:
        """Sealed moves that changed nothing on the board: their commitments, at once, so that
        they are on record before anything they lead to is revealed. Between two posts of the
        game the commitments gather in one message, edited as they come (a Sun Tzu round seals
        ten placements: one message, not ten); the next post of the game starts a new one."""
        table = outcome.table
        channel = await resolve_channel(self.bot, table.game.channel_id)
        if channel is None:
            return
        lines = presenter.sealed_lines(outcome, await self.channel_locale(table))
        if not lines:
            return
        quiet = discord.AllowedMentions.none()
        async with self._sealed_lock.setdefault(table.id, asyncio.Lock()):
            gathered = self._sealed_posts.get(table.id)
            if gathered is not None:
                joined = "\n".join([*gathered.lines, *lines])
                if len(joined) <= presenter.PRIVATE_LIMIT:
                    edited = await self.edit_message(
                        table.game.channel_id, gathered.message_id, content=joined
                    )
                    if edited:
                        gathered.lines += lines
                        return
            blocks = presenter.chunks(lines, presenter.PRIVATE_LIMIT)
            message = None
            for block in blocks:
                message = await channel.send(block, allowed_mentions=quiet)
            if message is not None:
                self._sealed_posts[table.id] = SealedPost(message.id, blocks[-1].split("\n"))

    def seal_off(self, game_id: int, over: bool) -> None:
        """A channel post of the game: later commitments go below it, in a new message; a
        game that is over no longer needs its lock."""
        self._sealed_posts.pop(game_id, None)
        if over:
            self._sealed_lock.pop(game_id, None)
