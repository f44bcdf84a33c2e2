"""Helpers for the benchmarks that go through the real TableService and Store.

A benchmark opens games the way ``/game new``, ``/game join`` and ``/game start`` do, then
plays them one ``act`` call per action, choosing each action with the engine's autopilot as a
player would click it.
"""

from __future__ import annotations

import time
from pathlib import Path

from benchlib import Setup, next_seat

from bot.engine.base import Action
from bot.table import Table, TableService

GUILD = 1
MODERATOR = 1
FIRST_USER = 1000  # user ids of a game's players: channel * 100 + FIRST_USER + index


def user_ids(channel: int, players: int) -> list[int]:
    return [FIRST_USER + channel * 100 + index for index in range(players)]


async def open_game(service: TableService, channel: int, setup: Setup, seed: int) -> Table:
    """Create, fill and start a game in ``channel``; the started table."""
    await service.create(
        guild_id=GUILD,
        channel_id=channel,
        kind=setup.kind,
        user_id=MODERATOR,
        moderator=True,
        options=dict(setup.options),
        seed=seed,
    )
    for number, user in enumerate(user_ids(channel, setup.players)):
        await service.join(channel, user, f"Player {number + 1}", "en")
    started = await service.start(channel, MODERATOR, moderator=True)
    return started.table


def next_move(table: Table) -> tuple[int, Action]:
    """The user who moves next and the action the autopilot picks for them."""
    engine = table.spec.engine
    seat = next_seat(engine, table.state)
    chooser = table.random.autopilot(table.game.version + 1)
    return table.user_of(seat), engine.autopilot(table.state, seat, chooser)


async def play_by_act(
    service: TableService, table: Table, latencies: list[float], limit: int | None = None
) -> Table:
    """Play ``table`` to its end (or ``limit`` actions) one ``act`` call per action, adding
    each call's duration to ``latencies``; the table as the last call left it."""
    done = 0
    while table.running and (limit is None or done < limit):
        user, action = next_move(table)
        start = time.perf_counter()
        outcome = await service.act(table.id, user, action)
        latencies.append(time.perf_counter() - start)
        table = outcome.table
        done += 1
    return table


def database_bytes(path: Path) -> int:
    """The database's size on disk, with its write-ahead log and shared memory if present."""
    return sum(
        candidate.stat().st_size
        for candidate in (
            path,
            path.with_name(path.name + "-wal"),
            path.with_name(path.name + "-shm"),
        )
        if candidate.exists()
    )
