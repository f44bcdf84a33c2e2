"""At start-up: finish the animated replays a stop kept from their last posts (issue 31).

A game's last post goes out first and gains ``replay.gif`` by an edit seconds later (drawing
takes that long); the store keeps that edit pending in between (bot/store/replayedits.py). A
stop in those seconds leaves it there: here each one is drawn and added to its post, once, by
an edit, as it would have been. A post deleted meanwhile, or one the bot may no longer see,
is forgotten with a log line (the game's and message's ids, nothing of the game)."""

from __future__ import annotations

import logging

import discord

from bot.cogs.deskbase import DeskBase

log = logging.getLogger(__name__)


async def finish_replay_edits(desk: DeskBase) -> int:
    """Start the edit of every pending replay of this process's servers; how many started
    (the drawings go on in the desk's replay tasks, cancelled by a stop, kept pending)."""
    service = desk.service
    shards = desk.bot.settings.shards
    started = 0
    for pending in await service.replay_edits():
        try:
            table = await service.load_game(pending.game_id)
            if shards is not None and not shards.serves(table.game.guild_id):
                continue  # another process's server: that one finishes it
            channel = desk.bot.get_partial_messageable(pending.channel_id)
            try:
                message = await channel.fetch_message(pending.message_id)
            except (discord.NotFound, discord.Forbidden) as exc:
                # Deleted meanwhile (a moderator), or out of the bot's sight now: no post
                # left to add the replay to.
                log.info(
                    "the last post %s of game %s is gone; its replay is not added (%s, code %s)",
                    pending.message_id,
                    pending.game_id,
                    exc.status,
                    exc.code,
                )
                await service.replay_edit_done(pending.game_id, pending.message_id)
                continue
            desk.start_replay_edit(table, pending.locale, message)
            started += 1
        except Exception:
            # Kept pending: the next start tries again.
            log.exception("the replay edit of game %s could not be started", pending.game_id)
    return started
