"""The files the last post of a game attaches beside its board (issue 15): the story chart (a
line per player over the whole game, with its alt text) and then the game's record, for anybody
to check with ``/game verify``. A finished game's post and an abandoned game's both use
:func:`final_files`; a game that never started gets none."""

from __future__ import annotations

import asyncio
import io
import logging

import discord

from bot.engine.base import State
from bot.store import ActionRow
from bot.table import Table, TableService
from bot.table.record import dump_record, fork_start, game_record, record_filename
from bot.table.story import LoggedMove
from bot.table.story_words import story_picture

log = logging.getLogger(__name__)


async def final_files(service: TableService, table: Table, locale: str) -> list[discord.File]:
    """The story chart, then the record (last, where players look for it); the action log is
    read once for both."""
    if table.game.state is None:
        return []  # ended in the lobby: no game to tell
    rows = await service.actions(table.id)
    start = await fork_start(service, table)  # a fork replays from its start, not a deal
    return [
        *await story_files(table, rows, locale, start),
        *await record_files(service, table, rows),
    ]


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
