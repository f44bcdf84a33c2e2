"""The table's part of a channel board (issue 26): the players' names, whom the game waits for
and until when, and which areas to outline, as a :class:`bot.render.board_frame.BoardFrame`.

A view knows seats by number; the names, the autopilot and the deadline live in the table,
so the frame is built here, for one reader's locale (the deadline is words on the picture,
not a Discord timestamp each reader sees in their own time: it is written in UTC, short).
What changed is found from the game's own areas (``GameSpec.board_areas``): the areas whose
state differs between two public views. A game that names no areas gets no marks (its
changes are found by comparing pixels, ``bot.render.highlight``).
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from bot.engine.base import View
from bot.games import GameSpec
from bot.i18n import Text, t
from bot.render.board_frame import BoardArea, BoardFrame, SeatTag, changed_areas
from bot.table.bot_names import player_name
from bot.table.model import Table
from bot.table.service import TableService


def deadline_words(due: datetime, locale: str) -> str:
    """A deadline as a short absolute time in the reader's words, in UTC: "Sat 28 Nov, 14:00
    UTC", "11月28日（週六）14:00 UTC"."""
    due = due.astimezone(UTC)
    return t(
        locale,
        "board-deadline",
        weekday=Text(f"board-weekday-{due.weekday()}"),
        month=Text(f"board-month-{due.month}"),
        day=str(due.day),
        time=due.strftime("%H:%M"),
    )


def seat_tags(
    table: Table, due: datetime | None, locale: str, waiting: set[int] | None = None
) -> tuple[SeatTag, ...]:
    """Every seat's tag: its player's name as stored, whether the game waits for it (with the
    deadline, when there is one), whether the autopilot plays it. ``waiting``: whom a board
    of another moment waits for (a demo's boards along the way); None: the table's now."""
    waiting = table.waiting() if waiting is None else waiting
    when = deadline_words(due, locale) if due is not None else None
    return tuple(
        SeatTag(
            name=player_name(seat, locale),
            to_move=seat.seat in waiting,
            deadline=when if seat.seat in waiting else None,
            bot=seat.autopilot,
        )
        for seat in table.seats
    )


async def current_deadline(service: TableService, table: Table) -> datetime | None:
    """The game's running deadline, None when it has none or is paused (a paused game's
    clock stands still: a time on the board would be wrong)."""
    if not table.running or await service.deadlines.paused(table.id):
        return None
    return await service.deadlines.due_at(table.id)


async def board_frame(
    service: TableService,
    table: Table,
    locale: str,
    marked: frozenset[str] = frozenset(),
) -> BoardFrame:
    """The frame of ``table``'s channel board for a reader of ``locale``, outlining
    ``marked``."""
    due = await current_deadline(service, table)
    return BoardFrame(seats=seat_tags(table, due, locale), marked=marked)


def areas_of(spec: GameSpec, view: View, locale: str) -> list[BoardArea]:
    """The game's areas on the board of ``view`` (none when the game names none)."""
    if spec.board_areas is None:
        return []
    return spec.board_areas(view, locale)


def changed_between(spec: GameSpec, before: View, after: View, locale: str) -> frozenset[str]:
    """The ids of the areas whose state differs between two public views (slow for a big
    map: run it off the event loop)."""
    if spec.board_areas is None:
        return frozenset()
    return changed_areas(spec.board_areas(before, locale), spec.board_areas(after, locale))


async def changed_since(
    service: TableService, table: Table, since: int, locale: str
) -> frozenset[str]:
    """The areas of ``table``'s board that changed after move ``since`` (the public board as
    it was right after it, against now). Nothing for a game without areas, or a ``since``
    at or past the current move."""
    if table.spec.board_areas is None or since >= table.game.version or since < 0:
        return frozenset()
    engine = table.spec.engine
    before = engine.view(await service.state_at(table.id, since), None)
    now = engine.view(table.state, None)
    return await asyncio.to_thread(changed_between, table.spec, before, now, locale)
