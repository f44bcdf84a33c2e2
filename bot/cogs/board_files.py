"""The channel board as files to post (issue 26): drawn with the table's frame (the players'
names, whom the game waits for and until when, what to outline), and for phones a close-up
round what is outlined when the board is too wide to read whole.

Every channel board goes through here: turn posts, the end post, ``/game status`` (whole, or
one area up close), an abandoned game's last post, a rollback's preview.
"""

from __future__ import annotations

import asyncio
import io

import discord

from bot.cogs.deskbase import DeskBase
from bot.i18n import list_join, t, text
from bot.render.board_frame import BoardArea, BoardFrame
from bot.table import Table, presenter
from bot.table.board_frames import areas_of, board_frame, changed_since
from bot.table.focus_pictures import area_focus, marked_focus
from bot.table.fork_words import game_title

BOARD = "board.png"
FOCUS = "focus.png"


class BoardFiles(DeskBase):
    async def board_png(self, table: Table, locale: str, frame: BoardFrame) -> bytes:
        return await self.boards.board(table.spec.name, presenter.board_view(table), locale, frame)

    async def board_file(
        self, table: Table, locale: str, frame: BoardFrame | None = None
    ) -> discord.File:
        """``board.png``: the board now, drawn with ``frame`` (None: the table's frame as it
        is, nothing outlined)."""
        if frame is None:
            frame = await board_frame(self.service, table, locale)
        png = await self.board_png(table, locale, frame)
        return discord.File(
            io.BytesIO(png), filename=BOARD, description=presenter.board_alt(table, locale)
        )

    async def marked_board_files(self, table: Table, locale: str, since: int) -> list[discord.File]:
        """The board with what changed after move ``since`` outlined (``board.png``) and, when
        something is and the board is wide, the close-up round it (``focus.png``) after it."""
        marked = await changed_since(self.service, table, since, locale)
        frame = await board_frame(self.service, table, locale, marked)
        png = await self.board_png(table, locale, frame)
        alt = presenter.board_alt(table, locale)
        files = [discord.File(io.BytesIO(png), filename=BOARD, description=alt)]
        if not marked:
            return files
        areas = areas_of(table.spec, presenter.board_view(table), locale)
        focus = await asyncio.to_thread(marked_focus, png, areas, marked)
        if focus is not None:
            names = [text(locale, area.name) for area in areas if area.id in marked]
            words = t(locale, "board-focus-alt", areas=list_join(locale, names))
            described = presenter.clip(words, presenter.ALT_TEXT_LIMIT)
            files.append(discord.File(io.BytesIO(focus), filename=FOCUS, description=described))
        return files

    async def area_file(self, table: Table, area: BoardArea, locale: str) -> discord.File:
        """``focus.png``: one area of the board now, at full scale, in its frame."""
        frame = await board_frame(self.service, table, locale)
        png = await self.board_png(table, locale, frame)
        cut = await asyncio.to_thread(area_focus, png, area)
        alt = t(
            locale,
            "status-area-alt",
            area=text(locale, area.name),
            game=game_title(table, locale),
        )
        described = presenter.clip(alt, presenter.ALT_TEXT_LIMIT)
        return discord.File(io.BytesIO(cut), filename=FOCUS, description=described)
