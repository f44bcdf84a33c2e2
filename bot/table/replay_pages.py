"""One page of ``/game replay`` (issue 31 part 1): a game as it stood after one of its moves,
read from the stored actions, and the board pictures of such pages, kept.

The state after move n is the nearest snapshot and the logged actions after it replayed
(:func:`bot.table.replay.state_of`); the board is drawn from its public view
(``engine.view(state, None)``) only, whatever the reader may know, so a picture can never show
a secret. What each seat kept secret then (``GameSpec.reveal`` of its own view, the words the
end of a game says about a seat) is read only for a game that is over.

A move number means another board after a take-back (an undo reuses the numbers), so every
page and picture is keyed by the game's *epoch*: how many take-backs its table log holds. A
board kept from before an undo is never shown for the moves that replaced it.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import dataclass
from typing import Generic, TypeVar

from bot.engine.base import RuleError, State, View
from bot.i18n import Text
from bot.render.board_frame import BoardFrame
from bot.store import ActionRow
from bot.table.history import takebacks
from bot.table.model import Table
from bot.table.renderpool import RenderPool
from bot.table.replay import state_of
from bot.table.replay_turns import TurnIndex, waiting_sets
from bot.table.service import TableService

KEPT_BOARDS = 32  # replay pictures kept (a few hundred KiB each: some MB at most)
KEPT_INDEXES = 16  # games whose turns are kept

K = TypeVar("K")
V = TypeVar("V")


class Kept(Generic[K, V]):
    """A small LRU: the ``size`` most recently used values."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._values: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        found = self._values.get(key)
        if found is not None:
            self._values.move_to_end(key)
        return found

    def put(self, key: K, value: V) -> None:
        self._values[key] = value
        self._values.move_to_end(key)
        while len(self._values) > self.size:
            self._values.popitem(last=False)

    def __len__(self) -> int:
        return len(self._values)

    def __contains__(self, key: object) -> bool:
        return key in self._values


@dataclass(frozen=True)
class ReplayPage:
    """The game ``table`` (as it is now) after its move ``move``."""

    table: Table
    move: int
    epoch: int
    turns: TurnIndex
    view: View  # the public view after the move: all the board is drawn from
    waiting: frozenset[int]  # whom the game waited for then
    row: ActionRow | None  # the move as logged (None: the deal, move 0)
    secrets: dict[int, list[Text]] | None  # per seat, what it kept secret then (over only)

    @property
    def turn(self) -> int:
        return self.turns.turn_of(self.move)

    @property
    def over(self) -> bool:
        return self.table.game.status not in ("lobby", "running")


BoardKey = tuple[int, int, int, str, BoardFrame]  # game, epoch, move, locale, frame
IndexKey = tuple[int, int, int]  # game, epoch, version


class ReplayBook:
    """The pages of every game this process is asked to replay, and their kept pictures."""

    def __init__(
        self, service: TableService, boards: int = KEPT_BOARDS, indexes: int = KEPT_INDEXES
    ) -> None:
        self.service = service
        self.boards: Kept[BoardKey, bytes] = Kept(boards)
        self.indexes: Kept[IndexKey, TurnIndex] = Kept(indexes)

    async def channel_games(self, channel_id: int, limit: int) -> list[tuple[int, str, str, int]]:
        """The channel's started games, newest first: (id, kind, status, version)."""
        return await self.service.store.channel_games(channel_id, limit)

    async def epoch(self, game_id: int) -> int:
        """How many times the game was taken back (an undo or a rollback)."""
        return await takebacks(self.service.store, game_id)

    async def turns(self, table: Table, epoch: int) -> TurnIndex:
        """The game's turns as it is now (one replay of its log per version, kept)."""
        key = (table.id, epoch, table.game.version)
        found = self.indexes.get(key)
        if found is not None:
            return found
        rows = await self.service.actions(table.id)
        log = [(row.number, row.seat, row.action) for row in rows]
        # From the first stored state, not a deal from the secret: a fork starts elsewhere.
        start = await state_of(self.service.store, table, 0)
        waiting = await asyncio.to_thread(waiting_sets, table.spec.engine, start, table.random, log)
        index = TurnIndex.of(waiting)
        self.indexes.put(key, index)
        return index

    async def page(self, table: Table, move: int, epoch: int, *, secrets: bool) -> ReplayPage:
        """The page after ``move`` (0 to the game's version); ``secrets``: with what each seat
        kept secret, refused while the game runs."""
        if table.game.state is None:
            raise RuleError("error-game-not-started")
        if not 0 <= move <= table.game.version:
            raise RuleError("replay-move-range", move=move, last=table.game.version)
        if secrets and table.game.status in ("lobby", "running"):
            raise RuleError("replay-secrets-running")
        turns = await self.turns(table, epoch)
        state = await state_of(self.service.store, table, move)
        engine = table.spec.engine
        row = None
        if move > 0:
            [row] = await self.service.actions_between(table.id, move, move)
        waiting = frozenset() if engine.result(state) is not None else engine.waiting_for(state)
        return ReplayPage(
            table=table,
            move=move,
            epoch=epoch,
            turns=turns,
            view=engine.view(state, None),
            waiting=frozenset(waiting),
            row=row,
            secrets=kept_secrets(table, state) if secrets else None,
        )

    async def board(
        self, page: ReplayPage, locale: str, frame: BoardFrame, renders: RenderPool
    ) -> bytes:
        """The page's board drawn in the render pool with ``frame``, kept per (game, epoch,
        move, locale, frame)."""
        key = (page.table.id, page.epoch, page.move, locale, frame)
        found = self.boards.get(key)
        if found is not None:
            return found
        png = await renders.render(page.table.spec.name, "board", page.view, locale, frame)
        assert png is not None  # every game draws a board
        self.boards.put(key, png)
        return png


def kept_secrets(table: Table, state: State) -> dict[int, list[Text]]:
    """What each seat kept secret in ``state``, in the words the end of a game uses about a
    seat (``GameSpec.reveal`` of the seat's own view); a seat with nothing is left out."""
    reveal = table.spec.reveal
    if reveal is None:
        return {}
    engine = table.spec.engine
    found = {seat: reveal(engine.view(state, seat)) for seat in range(len(table.seats))}
    return {seat: lines for seat, lines in found.items() if lines}
