"""Every registered game through the service, restarting the store after every action.

After each reopen the loaded state must equal the state before the restart and the replay of the
log from the seed; then the game goes on. This is "a restart at any step continues exactly".
"""

from __future__ import annotations

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
    players, seed = min(engine.max_players, 3), 4
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
