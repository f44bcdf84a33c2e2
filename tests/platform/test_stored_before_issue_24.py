"""Games stored before issue 24 moved every game into its own folder load and play on.

``stored/before24.db`` was written by the code of that time (``stored/make_before24_db.py``): one
game of each shipped game, half played, with the schema of migration 8. Opened by today's
store it is migrated (the settings table among the rest), and each game must load with the
state its log replays to, and go on to a proper end.
"""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Store
from bot.table import TableService

BEFORE = Path(__file__).parent / "stored" / "before24.db"
# (game, channel, version it was stored at), as make_before24_db.py wrote them
STORED = (("suntzu", 100, 40), ("smallworld", 101, 60), ("tek", 102, 60), ("worldwar", 103, 120))


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[TableService]:
    copy = tmp_path / "games.db"
    shutil.copyfile(BEFORE, copy)  # the migration writes to it: never to the kept file
    store = await Store.open(copy)
    try:
        yield TableService(store)
    finally:
        await store.close()


@pytest.mark.parametrize(("kind", "channel", "version"), STORED)
async def test_a_game_stored_before_the_move_loads_and_plays_to_its_end(
    service: TableService, kind: str, channel: int, version: int
) -> None:
    table = await service.require(channel)
    assert (table.game.kind, table.game.status, table.game.version) == (kind, "running", version)
    # (compared as values: today's code may add a state's keys in another order)
    assert await service.replay(table.id) == table.state
    engine = table.spec.engine
    engine.check_invariants(table.state)
    # the seats' views and choices come from today's code of the game
    for seat in range(len(table.seats)):
        assert engine.view(table.state, seat)
    assert all(engine.legal_actions(table.state, seat) for seat in table.waiting())
    outcome = await service.autopilot_all(table.id)
    assert outcome.table.game.status == "finished"
    result = engine.result(outcome.table.state)
    assert result is not None and result.winners
    assert await service.replay(table.id) == outcome.table.state
