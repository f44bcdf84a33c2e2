"""The files the last post of a game attaches beside its board (issue 15): the story chart (a
line per player over the whole game, with its alt text), the animated replay (issue 31: a GIF,
one frame per turn) and then the game's record, for anybody to check with ``/game verify``. A
finished game's post and an abandoned game's both use :func:`final_files`; a game that never
started gets none. The files together stay under Discord's limit for a message
(bot.table.animation: the replay gets what the others leave)."""

from __future__ import annotations

import asyncio
import io
import logging

import discord

from bot.engine.base import State
from bot.i18n import t, text
from bot.store import ActionRow
from bot.table import Table, TableService
from bot.table.animation import BOARD_ALLOWANCE, DISCORD_LIMIT, FILENAME, MARGIN, animate
from bot.table.record import dump_record, fork_start, game_record, record_filename
from bot.table.renderpool import RenderPool
from bot.table.story import LoggedMove
from bot.table.story_words import story_picture

log = logging.getLogger(__name__)


async def final_files(
    service: TableService, table: Table, locale: str, renders: RenderPool | None = None
) -> list[discord.File]:
    """The story chart, the animated replay, then the record (last, where players look for
    it); the action log is read once for all. ``renders``: where the replay's frames are
    drawn (the desk's worker processes; None: threads)."""
    if table.game.state is None:
        return []  # ended in the lobby: no game to tell
    rows = await service.actions(table.id)
    start = await fork_start(service, table)  # a fork replays from its start, not a deal
    story = await story_files(table, rows, locale, start)
    record = await record_files(service, table, rows)
    budget = DISCORD_LIMIT - BOARD_ALLOWANCE - MARGIN - sum(map(file_size, story + record))
    replay = await animation_file(service, table, locale, renders, budget=budget, rows=rows)
    return [*story, *([replay] if replay is not None else []), *record]


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
    budget: int = DISCORD_LIMIT - BOARD_ALLOWANCE - MARGIN,
    rows: list[ActionRow] | None = None,
) -> discord.File | None:
    """The game's animated replay (bot.table.animation) as ``replay.gif`` within ``budget``
    bytes, with its alt text; None for a game without a move, or when it could not be drawn
    (logged: the post goes out without it, as without a story chart)."""
    if table.game.state is None:
        return None
    try:
        if rows is None:
            rows = await service.actions(table.id)
        made = await animate(service, renders or RenderPool(0), table, rows, locale, budget)
    except Exception:
        log.exception("the animated replay of game %s could not be drawn", table.id)
        return None
    if made is None:
        return None
    game = text(locale, table.spec.title)
    alt = t(locale, "animation-alt", game=game, frames=made.frames, moves=made.moves)
    return discord.File(io.BytesIO(made.gif), filename=FILENAME, description=alt)


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
