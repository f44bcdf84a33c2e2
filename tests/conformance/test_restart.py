"""Every registered game through the service, restarting the store after every action.

After each reopen the loaded state must equal the state before the restart and the replay of the
log from the seed; then the game goes on. This is "a restart at any step continues exactly".
"""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest

from bot.engine.base import RuleError
from bot.games import available, get
from bot.store import Store
from bot.table import TableService

CHANNEL = 10


@pytest.mark.parametrize("game", list(available()))
async def test_a_restart_after_every_action_continues_exactly(tmp_path: Path, game: str) -> None:
    engine = get(game).engine
    players, seed = max(engine.min_players, min(engine.max_players, 3)), 4
    path = tmp_path / "games.db"
    store = await Store.open(path)
    service = TableService(store)
    await service.create(
        guild_id=1, channel_id=CHANNEL, kind=game, user_id=99, moderator=True, seed=seed
    )
    for user in range(1, players + 1):
        await service.join(CHANNEL, user, f"P{user}")
    game_id = (await service.start(CHANNEL, 99, moderator=True)).table.id
    chooser = random.Random(seed)
    steps = 0
    try:
        while True:
            table = await service.load_game(game_id)
            waiting = sorted(table.waiting_humans())
            if not waiting:
                break
            seat = chooser.choice(waiting)
            action = table.spec.engine.autopilot(table.state, seat, chooser)
            try:
                await service.act(game_id, table.user_of(seat), action)
            except RuleError as error:  # a repeat in a sealed step: let another seat move
                if error.code != "error-nothing-changed":
                    raise
                continue
            steps += 1
            before = await service.load_game(game_id)
            await store.close()
            store = await Store.open(path)
            service = TableService(store)
            after = await service.load_game(game_id)
            assert after.game.version == before.game.version
            assert after.state == before.state
            if steps % 10 == 0:  # replaying the whole log is the slow part: sample it
                assert await service.replay(game_id) == after.state
        final = await service.load_game(game_id)
        assert final.game.status == "finished" and final.result() is not None
        assert await service.replay(game_id) == final.state
        assert steps >= 3
    finally:
        await store.close()


@pytest.mark.parametrize("game", list(available()))
async def test_the_state_after_any_action_is_rebuilt_from_sparse_snapshots(
    tmp_path: Path, game: str
) -> None:
    """Only every SNAPSHOT_EVERY-th state is stored; state_at rebuilds any other from the
    nearest snapshot and the log, equal to what the game was then."""
    store = await Store.open(tmp_path / "games.db")
    try:
        service = TableService(store)
        engine = get(game).engine
        players = max(engine.min_players, min(engine.max_players, 3))
        await service.create(
            guild_id=1, channel_id=CHANNEL, kind=game, user_id=99, moderator=True, seed=6
        )
        for user in range(1, players + 1):
            await service.join(CHANNEL, user, f"P{user}")
        game_id = (await service.start(CHANNEL, 99, moderator=True)).table.id
        seen = {0: (await service.load_game(game_id)).state}
        await service.autopilot_all(game_id)
        final = await service.load_game(game_id)
        # the states the game passed through, by replaying the log from the deal
        source = final.random
        state = engine.setup(players, dict(final.game.options), source.setup())
        for row in await store.actions(game_id):
            engine.apply(state, row.seat, row.action, source.step(row.number))
            seen[row.number] = copy.deepcopy(state)
        assert seen[final.game.version] == final.state
        for number in sorted(seen):
            assert await service.state_at(game_id, number) == seen[number], number
    finally:
        await store.close()
