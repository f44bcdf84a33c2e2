"""The files the last post of a game attaches beside its board (issue 15): the story chart (a
line per player over the whole game, with its alt text), the animated replay (issue 31: a GIF,
one frame per turn) and then the game's record, for anybody to check with ``/game verify``. A
finished game's post and an abandoned game's both use :func:`final_files`; a game that never
started gets none. The animated replay is not drawn before the post
goes out (seconds of CPU for a long game): the post is sent with the others and gains
``replay.gif`` by an edit once it is drawn (:func:`add_replay`), within what the post's files
leave of Discord's limit for a message."""

from __future__ import annotations

import asyncio
import io
import logging

import discord

from bot.engine.base import State
from bot.i18n import t, text
from bot.store import ActionRow
from bot.table import Table, TableService
from bot.table.animation import DISCORD_LIMIT, FILENAME, MARGIN, Animation, animate
from bot.table.animation_cache import animations_of, epoch_of
from bot.table.record import dump_record, fork_start, game_record, record_filename
from bot.table.renderpool import RenderPool
from bot.table.story import LoggedMove
from bot.table.story_words import story_picture

log = logging.getLogger(__name__)


async def final_files(service: TableService, table: Table, locale: str) -> list[discord.File]:
    """The story chart, then the record (last, where players look for it); the action log
    is read once for both. The animated replay is not among them: it is added to the post
    afterwards (:func:`add_replay`)."""
    if table.game.state is None:
        return []  # ended in the lobby: no game to tell
    rows = await service.actions(table.id)
    start = await fork_start(service, table)  # a fork replays from its start, not a deal
    story = await story_files(table, rows, locale, start)
    record = await record_files(service, table, rows)
    return [*story, *record]


def file_size(file: discord.File) -> int:
    """The bytes a file will upload."""
    stream = file.fp
    here = stream.tell()
    size = stream.seek(0, io.SEEK_END)
    stream.seek(here)
    return size


async def animation_file(
    service: TableService,
    table: Table,
    locale: str,
    renders: RenderPool | None = None,
    *,
    budget: int = DISCORD_LIMIT - MARGIN,
) -> discord.File | None:
    """The game's animated replay (bot.table.animation) up to its latest move as
    ``replay.gif`` within ``budget`` bytes, with its alt text; drawn once per (game, epoch,
    version, locale) however many ask (bot.table.animation_cache). None for a game without
    a move; an error when it could not be drawn (the caller says so its own way)."""
    if table.game.state is None:
        return None
    version = table.game.version
    key = (table.id, await epoch_of(service, table.id), version, locale)

    async def draw() -> Animation | None:
        rows = [row for row in await service.actions(table.id) if row.number <= version]
        return await animate(service, renders or RenderPool(0), table, rows, locale, budget)

    made = await animations_of(service).get(key, budget, draw)
    if made is None:
        return None
    game = text(locale, table.spec.title)
    alt = t(locale, "animation-alt", game=game, frames=made.frames, moves=made.moves)
    return discord.File(io.BytesIO(made.gif), filename=FILENAME, description=alt)


async def add_replay(
    service: TableService,
    table: Table,
    locale: str,
    renders: RenderPool,
    message: discord.Message,
) -> None:
    """Draw the finished game's animated replay and add it to its last post ``message`` by
    an edit, beside the files it has (the board, the story chart, the record), all under
    Discord's limit, then forget the edit the store kept pending (a stop before that leaves
    it for the next start: bot.cogs.replay_edits). Never raises: a replay that cannot be
    drawn or added is logged (the game and what failed, nothing the frames show) and the
    post stays as it is; the replay is still there for anybody through ``/game replay
    animated:true``. Cancelled (the bot stops), it keeps the pending edit."""
    await _edit_in_replay(service, table, locale, renders, message)
    try:
        await service.replay_edit_done(table.id, message.id)
    except Exception:
        log.exception("the replay edit of game %s could not be marked done", table.id)


async def _edit_in_replay(
    service: TableService,
    table: Table,
    locale: str,
    renders: RenderPool,
    message: discord.Message,
) -> None:
    kept = list(message.attachments)
    if any(attachment.filename == FILENAME for attachment in kept):
        return  # added before a stop that came before the store was told
    budget = DISCORD_LIMIT - MARGIN - sum(attachment.size for attachment in kept)
    try:
        file = await animation_file(service, table, locale, renders, budget=budget)
    except Exception as exc:
        log.warning(
            "the animated replay of game %s could not be drawn (%s)", table.id, type(exc).__name__
        )
        return
    if file is None:
        return
    try:
        await message.edit(attachments=[*kept, file])
    except discord.HTTPException as exc:
        # Deleted meanwhile (a moderator), or Discord refused it: the post stays as it was.
        log.info(
            "the animated replay of game %s could not be added (%s, code %s)",
            table.id,
            exc.status,
            exc.code,
        )


async def story_files(
    table: Table, rows: list[ActionRow], locale: str, start: State | None = None
) -> list[discord.File]:
    """The story chart, with its alt text (replayed and drawn in a thread); ``start``: a
    fork's starting state."""
    moves = [LoggedMove(row.number, row.seat, row.action) for row in rows]
    try:
        picture = await asyncio.to_thread(story_picture, table, moves, locale, start)
    except Exception:
        # The result, the secrets and the board matter more than the chart: a chart that
        # cannot be drawn is logged and left out, never the post lost with it.
        log.exception("the story chart of game %s could not be drawn", table.id)
        return []
    if picture is None:
        return []
    return [discord.File(io.BytesIO(picture.png), filename="story.png", description=picture.alt)]


async def record_files(
    service: TableService, table: Table, rows: list[ActionRow]
) -> list[discord.File]:
    """The game's record (bot.table.record)."""
    record = dump_record(await game_record(service, table, rows))
    return [discord.File(io.BytesIO(record), filename=record_filename(table.id))]
