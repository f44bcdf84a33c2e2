"""What the replay tests share: a record of every picture the bot draws (which view each PNG
was drawn from, and for channel boards which game version), the game replayed independently
of the bot's replay (the public view, whom it waits for and each seat's secrets after every
move), and reading a replay page off its ephemeral message.

How a replayed board is compared with the channel's: by the **view** each was drawn from.
A channel board carries the live deadline and the outline of what its turn changed, a board
of the past neither, so their bytes differ by design; the renderer is a pure function of
(view, locale, frame), so the same public view drawn with the same frame gives the same bytes
(the test draws a few replayed views with the channel post's own frame to show it).
"""

from __future__ import annotations

import copy
from collections import defaultdict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from bot.app import GameBot
from bot.engine.base import View
from bot.i18n import text
from bot.render.board_frame import BoardFrame
from bot.settings import Settings
from tests.backends import settings_on
from tests.e2e.gamebot import game_bot
from tests.fakediscord import FakeDiscord, FakeMessage


@dataclass
class Drawn:
    """Every picture drawn while recording: its views (and frames), and for channel boards
    the game versions they showed."""

    views: dict[bytes, list[tuple[str, View, BoardFrame | None]]] = field(
        default_factory=lambda: defaultdict(list)
    )
    versions: dict[bytes, set[int]] = field(default_factory=lambda: defaultdict(set))

    def drawn_from(self, png: bytes, view: View) -> bool:
        """Whether ``png`` is a drawing of ``view`` (a renderer may draw two views alike: a
        field it does not show, so a picture may have been drawn from several)."""
        return any(drawn == view for _, drawn, _ in self.views[png])

    def frame_of(self, png: bytes) -> BoardFrame | None:
        return self.views[png][0][2]


@asynccontextmanager
async def bot_on(backend: str, fake: FakeDiscord, settings: Settings) -> AsyncIterator[GameBot]:
    """The bot on ``backend``'s database (a test whose rows each name their backend)."""
    async with settings_on(backend, settings) as on_backend, game_bot(fake, on_backend) as running:
        yield running


def record_pictures(bot: GameBot) -> Drawn:
    """From now on, note every picture the render pool draws and every channel board's game
    version (``board_png`` is the one way to a channel board)."""
    drawn = Drawn()
    pool = bot.desk.renders
    render = pool.render

    async def recording(
        name: str, kind: Any, view: View, locale: str, frame: BoardFrame | None = None
    ) -> bytes | None:
        png = await render(name, kind, view, locale, frame)
        if png is not None:
            drawn.views[png].append((str(kind), copy.deepcopy(view), frame))
        return png

    pool.render = recording  # type: ignore[method-assign]
    board_png = bot.desk.board_png

    async def channel_board(table: Any, locale: str, frame: BoardFrame) -> bytes:
        png = await board_png(table, locale, frame)
        drawn.versions[png].add(table.game.version)
        return png

    bot.desk.board_png = channel_board  # type: ignore[method-assign]
    return drawn


@dataclass
class Replayed:
    """The game replayed by the test from its log: after each move (0: the deal) the public
    view, whom it waits for, and each seat's secrets in words (the private summary and what
    the end reveals of it)."""

    views: list[View]
    waiting: list[frozenset[int]]
    secrets: list[list[str]]  # every seat's secret lines after each move, in "en"


async def replay_independently(bot: GameBot, game_id: int, locale: str = "en") -> Replayed:
    table = await bot.service.load_game(game_id)
    spec, engine = table.spec, table.spec.engine
    source = table.random
    state = engine.setup(len(table.seats), dict(table.game.options), source.setup())
    replayed = Replayed([], [], [])

    def note() -> None:
        replayed.views.append(copy.deepcopy(engine.view(state, None)))
        over = engine.result(state) is not None
        replayed.waiting.append(frozenset() if over else frozenset(engine.waiting_for(state)))
        lines: list[str] = []
        for seat in range(len(table.seats)):
            view = engine.view(state, seat)
            lines += [text(locale, line) for line in spec.private_summary(view)]
            if spec.reveal is not None:
                lines += [text(locale, line) for line in spec.reveal(view)]
        replayed.secrets.append(lines)

    note()
    for row in await bot.service.actions(game_id):
        engine.apply(state, row.seat, row.action, source.step(row.number))
        note()
    return replayed


def page_png(message: FakeMessage) -> bytes:
    [picture] = [f for f in message.files if f.filename == "replay.png"]
    assert picture.is_png
    return picture.data


def page_text(message: FakeMessage) -> str:
    return message.text()


def button(message: FakeMessage, slot: str) -> dict[str, Any]:
    """The replay button of ``slot`` (a ⏪, b ◀, c ▶, d ⏩, e the secrets' switch)."""
    [found] = [b for b in message.buttons() if b["custom_id"].endswith(f":{slot}")]
    return found


def target(message: FakeMessage, slot: str) -> int:
    """The move a replay button leads to."""
    return int(button(message, slot)["custom_id"].split(":")[3])
