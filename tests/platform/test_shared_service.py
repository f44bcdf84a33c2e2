"""A service sharing its database with other bot processes (issue 16, ``shared=True``) keeps
nothing of a game in memory between calls: what another process wrote (a move, a pause, a
missed deadline) is what the next call sees. Each "process" here is its own Store on one file,
so neither is told of the other's writes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Store
from bot.table import TableService

GUILD, CHANNEL, MOD = 1, 10, 99


@pytest.fixture
async def stores(tmp_path: Path) -> AsyncIterator[tuple[Store, Store]]:
    path = tmp_path / "shared.db"
    here, there = await Store.open(path), await Store.open(path)
    yield here, there
    await here.close()
    await there.close()


async def started(service: TableService) -> int:
    await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind="highcard", user_id=MOD, moderator=True, seed=7
    )
    for user in (1, 2):
        await service.join(CHANNEL, user, f"P{user}", "en")
    return (await service.start(CHANNEL, MOD, moderator=True)).table.id


async def play(service: TableService, game_id: int, seat: int) -> None:
    table = await service.load_game(game_id)
    card = min(table.state["hands"][seat])
    await service.act(game_id, table.user_of(seat), {"t": "play", "c": card})


@pytest.mark.parametrize("shared", [True, False], ids=["shared", "alone"])
async def test_another_process_s_move_is_seen_at_once_only_when_shared(
    highcard, stores: tuple[Store, Store], shared: bool
) -> None:
    here = TableService(stores[0], shared=shared)
    there = TableService(stores[1], shared=True)
    game_id = await started(here)
    assert (await here.load_game(game_id)).game.version == 0
    await play(there, game_id, 0)
    seen = (await here.load_game(game_id)).game.version
    # Alone, the game cache still holds the row this process last saw (the version check
    # would catch it at the next move); shared, there is no such row.
    assert seen == (1 if shared else 0)


@pytest.mark.parametrize("shared", [True, False], ids=["shared", "alone"])
async def test_a_pause_in_another_process_is_seen_only_when_shared(
    highcard, stores: tuple[Store, Store], shared: bool
) -> None:
    here = TableService(stores[0], shared=shared)
    there = TableService(stores[1], shared=True)
    game_id = await started(here)
    assert not await here.deadlines.paused(game_id)
    await there.deadlines.pause(await there.load_game(game_id), MOD, True, "lunch")
    assert await here.deadlines.paused(game_id) is shared


async def test_a_deadline_missed_in_another_process_is_forgiven_by_the_next_move_here(
    highcard, stores: tuple[Store, Store]
) -> None:
    here = TableService(stores[0], shared=True)
    game_id = await started(here)
    await here.deadlines.moved(game_id, 0)  # a move here: nothing late then
    # The server's process fired a deadline the seat missed.
    await stores[1].set_seat_deadline(game_id, 0, timeouts=2, vacation_until=None, vacation_days=0)
    await here.deadlines.moved(game_id, 0)  # the player moves by DM, handled here
    assert (await stores[0].seat_deadlines(game_id))[0]["timeouts"] == 0
