"""The board now with what changed since a seat's last move marked.

What changed is read from public views (``engine.view(state, None)``): the board as it was
right after the seat's last move (``TableService.state_at``) and as it is. Comparing them can
only point at what everybody saw change, never at a secret. A game that names its board's
areas (``GameSpec.board_areas``, issue 26) tells which areas' states changed, and its own
renderer outlines exactly those on the current board (``BoardFrame.marked``): the regions,
not the title, the round's pills or a label that moved. A game without areas has both
pictures compared pixel by pixel (``bot.render.highlight``).

Board pictures are kept in a small cache keyed by the game, the locale, a hash of the view
they were drawn from (never by move number: an undo makes a move number mean another board)
and the frame (names, marks), so the channel post's board, a turn DM's "now" and the
unchanged "before" of a prompt edited again and again are each drawn once, also when they
are asked for at the same moment (one render, every asker waits for it).
"""

from __future__ import annotations

import asyncio
import hashlib
from collections import OrderedDict
from dataclasses import dataclass

from bot.engine.base import View, action_key
from bot.render.board_frame import BoardFrame
from bot.render.highlight import Highlight, highlight
from bot.table.board_frames import board_frame, changed_since
from bot.table.model import Table
from bot.table.renderpool import RenderPool
from bot.table.service import TableService

KEPT_BOARDS = 24  # board pictures kept (a few hundred KiB each)

BoardKey = tuple[str, str, str, BoardFrame | None]  # game, locale, view's hash, frame


@dataclass(frozen=True)
class CatchupPicture:
    png: bytes
    areas: int  # how many areas are marked


class BoardPictures:
    """Public boards drawn through the render pool, the most recent ones kept.

    One picture per (game, locale, view, frame), however many ask for it: the channel's turn
    post, each waited-for seat's DM "now" and catch-up, ``/game status``. Asked for at once
    (a move's channel post and its DMs go out together), the later askers wait for the one
    render under way instead of each drawing the same board (issue 29 part 4)."""

    def __init__(self, renders: RenderPool, kept: int = KEPT_BOARDS) -> None:
        self.renders = renders
        self.kept = kept
        self._boards: OrderedDict[BoardKey, bytes] = OrderedDict()
        self._drawing: dict[BoardKey, asyncio.Future[bytes]] = {}

    async def board(
        self, name: str, view: View, locale: str, frame: BoardFrame | None = None
    ) -> bytes:
        """The board of ``view`` drawn with ``frame`` (None: the bare board)."""
        key = (name, locale, hashlib.sha256(action_key(view).encode()).hexdigest(), frame)
        found = self._boards.get(key)
        if found is not None:
            self._boards.move_to_end(key)
            return found
        drawing = self._drawing.get(key)
        if drawing is None:
            # A task of its own: an asker that gives up (a cancelled reply) does not stop the
            # render the others wait for.
            drawing = asyncio.create_task(self._draw(key, name, view, locale, frame))
            self._drawing[key] = drawing
            drawing.add_done_callback(lambda done: self._drawn(key, done))
        return await asyncio.shield(drawing)

    async def _draw(
        self, key: BoardKey, name: str, view: View, locale: str, frame: BoardFrame | None
    ) -> bytes:
        png = await self.renders.render(name, "board", view, locale, frame)
        assert png is not None  # every game draws a board
        self._boards[key] = png
        while len(self._boards) > self.kept:
            self._boards.popitem(last=False)
        return png

    def _drawn(self, key: BoardKey, done: asyncio.Future[bytes]) -> None:
        """A render over: the next ask reads the kept picture, or (after a failure, which
        every waiter was told of) draws anew."""
        if self._drawing.get(key) is done:
            del self._drawing[key]
        if not done.cancelled():
            done.exception()  # read, so a failure nobody waited for logs no warning


async def catchup_picture(
    service: TableService, pictures: BoardPictures, table: Table, since: int, locale: str
) -> CatchupPicture | None:
    """The current board with the changes since move ``since`` marked; None when the public
    board is the same (nothing to show)."""
    engine = table.spec.engine
    now = engine.view(table.state, None)
    if table.spec.board_areas is not None:
        changed = await changed_since(service, table, since, locale)
        if not changed:
            return None
        frame = await board_frame(service, table, locale, changed)
        png = await pictures.board(table.spec.name, now, locale, frame)
        return CatchupPicture(png, len(changed))
    before = engine.view(await service.state_at(table.id, since), None)
    if before == now:
        return None
    name = table.spec.name
    before_png, now_png = await asyncio.gather(
        pictures.board(name, before, locale), pictures.board(name, now, locale)
    )
    marked: Highlight = await asyncio.to_thread(highlight, before_png, now_png)
    if marked.png is None:
        return None
    return CatchupPicture(marked.png, len(marked.boxes))
