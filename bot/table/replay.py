"""Reading a game's past: its last moves, the state after any move (the nearest snapshot and
the logged actions after it, replayed), and the whole game rebuilt from its seed and log."""

from __future__ import annotations

import copy

from bot.engine.base import RuleError, State
from bot.store import GameStore
from bot.table.model import Step, Table, row_step
from bot.table.session import Games


async def state_of(store: GameStore, table: Table, number: int) -> State:
    """The state after ``number`` actions of the loaded ``table``: the nearest stored snapshot,
    then the logged actions after it replayed (snapshots are kept every SNAPSHOT_EVERY
    actions). Undo calls it on the table its session holds, without loading it again."""
    if number == table.game.version:
        return copy.deepcopy(table.state)
    nearest = await store.nearest_snapshot(table.id, number)
    if nearest is None:
        raise RuleError("error-no-such-game")
    start, state = nearest
    engine = table.spec.engine
    for row in await store.actions_between(table.id, start + 1, number):
        engine.apply(state, row.seat, row.action, table.random.step(row.number))
    return state


class Replay:
    """The past of one process's games."""

    def __init__(self, games: Games) -> None:
        self.games = games

    async def log(self, table: Table, count: int) -> list[Step]:
        rows = await self.games.store.actions(table.id, last=count)
        return [row_step(row) for row in rows]

    async def state_at(self, game_id: int, number: int) -> State:
        """The state after ``number`` actions (:func:`state_of` on the game as it is now)."""
        return await state_of(self.games.store, await self.games.load_game(game_id), number)

    async def replay(self, game_id: int) -> State:
        """Rebuild the state from the seed (a fork: its starting state) and the action log."""
        table = await self.games.load_game(game_id)
        engine = table.spec.engine
        source = table.random
        start = await self.games.store.snapshot(game_id, 0) if table.game.is_fork else None
        if start is not None:  # a fork starts from its stored position, not from a deal
            state = start
        else:
            state = engine.setup(len(table.seats), dict(table.game.options), source.setup())
        for row in await self.games.store.actions(game_id):
            engine.apply(state, row.seat, row.action, source.step(row.number))
        return state
