"""Group commit (bot/store/group.py): actions of games moving at once share one transaction and
one sync, yet each is checked, kept or refused on its own, in order, and only acknowledged once
it is on disk."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games import get
from bot.store import Store, VersionConflictError
from bot.store.group import GroupWriter
from bot.table import TableService
from bot.table.server_settings import CHANNEL_LOCALE

GAMES = 24
MOVES = 6


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """Group commit is SQLite's own mechanism: these tests use SQLite only."""
    opened = await Store.open(tmp_path / "games.db")
    yield opened
    await opened.close()


async def new_games(store: Store, count: int) -> list[int]:
    ids = []
    for channel in range(count):
        game = await store.create_game(
            guild_id=1, channel_id=channel + 1, kind="suntzu", options={}, secret="s", created_by=5
        )
        await store.start_game(game.id, {"n": 0})
        ids.append(game.id)
    return ids


async def append(store: Store, game_id: int, expected: int, value: object) -> int:
    return await store.append_action(
        game_id,
        expected_version=expected,
        seat=0,
        user_id=7,
        action={"t": "move", "v": value},
        events=[{"key": "moved", "params": {"v": value}, "to": None}],
        state={"n": value},
        finished=False,
    )


def writer_of(store: Store) -> GroupWriter:
    writer = store._writer
    assert writer is not None, "a file database commits in groups by default"
    return writer


async def test_many_games_at_once_share_commits_and_all_land_numbered(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    store = await Store.open(path)
    try:
        ids = await new_games(store, GAMES)
        writer = writer_of(store)
        writes, batches = writer.writes, writer.batches

        async def play(game_id: int) -> list[int]:
            return [await append(store, game_id, move, move + 1) for move in range(MOVES)]

        numbers = await asyncio.gather(*(play(game_id) for game_id in ids))
        assert numbers == [list(range(1, MOVES + 1))] * GAMES
        assert writer.writes - writes == GAMES * MOVES
        assert writer.batches - batches < GAMES * MOVES, "concurrent actions shared commits"
    finally:
        await store.close()
    # Everything acknowledged is there after reopening, in order, with its own content.
    reopened = await Store.open(path)
    try:
        for game_id in ids:
            game = await reopened.game(game_id)
            assert game is not None and game.version == MOVES and game.state == {"n": MOVES}
            rows = await reopened.actions(game_id)
            assert [row.number for row in rows] == list(range(1, MOVES + 1))
            assert [row.action["v"] for row in rows] == list(range(1, MOVES + 1))
            assert rows[0].events == [{"key": "moved", "params": {"v": 1}, "to": None}]
    finally:
        await reopened.close()


async def test_games_played_at_once_always_load_what_was_acknowledged(store: Store) -> None:
    """Reads use another connection than the group writer: loading a game right after its
    action was acknowledged must show that action, however the games' reads interleave (a
    read left open on the readers' connection used to pin an old snapshot for everyone)."""
    service = TableService(store)
    engine = get("suntzu").engine
    ids = []
    for channel in range(1, 17):
        await service.create(
            guild_id=1, channel_id=channel, kind="suntzu", user_id=9, moderator=True, seed=channel
        )
        for user in (1, 2):
            await service.join(channel, channel * 10 + user, f"P{user}")
        ids.append((await service.start(channel, 9, moderator=True)).table.id)

    async def play(game_id: int) -> None:
        for _ in range(30):
            table = await service.load_game(game_id)
            seat = min(seat for seat in table.waiting() if engine.pending(table.state, seat))
            action = engine.autopilot(table.state, seat, random.Random(table.game.version))
            # The stamp of the control the player clicked: stale if the load missed a move.
            outcome = await service.act(
                game_id, table.user_of(seat), action, stamp=table.stamp(seat)
            )
            assert outcome.table.game.version == table.game.version + 1

    await asyncio.gather(*(play(game_id) for game_id in ids))


async def test_a_conflicting_write_in_a_batch_fails_alone(store: Store) -> None:
    first, second, third = await new_games(store, 3)
    writer = writer_of(store)
    batches = writer.batches
    results = await asyncio.gather(
        append(store, first, 0, "a"),
        append(store, second, 5, "stale"),  # this game is at version 0, not 5
        append(store, third, 0, "c"),
        return_exceptions=True,
    )
    assert results[0] == 1 and results[2] == 1
    assert isinstance(results[1], VersionConflictError)
    assert writer.batches == batches + 1, "the three writes were one batch"
    assert [row.action["v"] for row in await store.actions(first)] == ["a"]
    assert [row.action["v"] for row in await store.actions(third)] == ["c"]
    assert await store.actions(second) == []
    refused = await store.game(second)
    assert refused is not None and refused.version == 0 and refused.state == {"n": 0}


async def test_two_clicks_on_one_game_in_one_batch_apply_once(store: Store) -> None:
    (game_id,) = await new_games(store, 1)
    results = await asyncio.gather(
        *(append(store, game_id, 0, seat) for seat in range(5)), return_exceptions=True
    )
    assert results[0] == 1, "the first queued write wins"
    assert all(isinstance(result, VersionConflictError) for result in results[1:])
    assert [row.action["v"] for row in await store.actions(game_id)] == [0]


async def test_one_games_writes_keep_their_order_within_a_batch(store: Store) -> None:
    (game_id,) = await new_games(store, 1)
    # Queued in order, action 2 (which expects version 1) runs after action 1 in the batch.
    assert await asyncio.gather(*(append(store, game_id, n, n + 1) for n in range(4))) == [
        1,
        2,
        3,
        4,
    ]
    assert [row.action["v"] for row in await store.actions(game_id)] == [1, 2, 3, 4]


async def test_a_failed_commit_fails_its_whole_batch_and_the_writer_goes_on(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = await new_games(store, 2)
    writer = writer_of(store)
    real = writer._run_batch

    def disk_full(runs: list[object]) -> list[tuple[bool, object]]:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(writer, "_run_batch", disk_full)
    results = await asyncio.gather(
        append(store, first, 0, "a"), append(store, second, 0, "b"), return_exceptions=True
    )
    assert all(isinstance(result, sqlite3.OperationalError) for result in results)
    monkeypatch.setattr(writer, "_run_batch", real)
    assert await store.actions(first) == [] and await store.actions(second) == []
    assert await append(store, first, 0, "again") == 1


async def test_an_error_that_ends_the_transaction_fails_the_whole_batch(store: Store) -> None:
    """If SQLite itself rolls the transaction back, writes already run in it are gone: none
    of the batch may then be acknowledged."""
    (game_id,) = await new_games(store, 1)
    writer = writer_of(store)

    def abort(connection: sqlite3.Connection) -> None:
        connection.execute("ROLLBACK")  # what SQLITE_FULL or an I/O error does on its own
        raise sqlite3.OperationalError("disk I/O error")

    async def aborting() -> None:
        await writer.write(abort)  # queued right after the action: the same batch

    results = await asyncio.gather(
        append(store, game_id, 0, "a"), aborting(), return_exceptions=True
    )
    assert all(isinstance(result, sqlite3.OperationalError) for result in results), results
    assert await store.actions(game_id) == []
    assert await append(store, game_id, 0, "again") == 1


async def test_the_writer_syncs_in_full(store: Store) -> None:
    writer = writer_of(store)
    mode = await writer.write(lambda db: db.execute("PRAGMA synchronous").fetchone()[0])
    assert mode == 2  # 0 OFF, 1 NORMAL, 2 FULL


async def test_without_group_commit_each_action_commits_alone(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "games.db", group_commit=False)
    try:
        assert store._writer is None
        first, second = await new_games(store, 2)
        results = await asyncio.gather(
            append(store, first, 0, "a"), append(store, second, 3, "x"), return_exceptions=True
        )
        assert results[0] == 1 and isinstance(results[1], VersionConflictError)
    finally:
        await store.close()


# A child process acknowledges actions of many games as fast as the store confirms them and is
# killed with SIGKILL mid-stream; every action it acknowledged must be in the file.
CHILD = textwrap.dedent(
    """
    import asyncio, sys
    from bot.store import Store

    async def main(path):
        store = await Store.open(path)
        ids = []
        for channel in range(16):
            game = await store.create_game(guild_id=1, channel_id=channel + 1, kind="k",
                                           options={}, secret="s", created_by=1)
            await store.start_game(game.id, {"n": 0})
            ids.append(game.id)
        print("ready", flush=True)

        async def play(game_id):
            number = 0
            while True:
                number = await store.append_action(
                    game_id, expected_version=number, seat=0, user_id=1,
                    action={"t": "m", "n": number + 1}, events=[],
                    state={"n": number + 1}, finished=False)
                print(f"ack {game_id} {number}", flush=True)

        await asyncio.gather(*(play(game_id) for game_id in ids))

    asyncio.run(main(sys.argv[1]))
    """
)


def acknowledged_before_kill(path: Path, count: int) -> dict[int, int]:
    """Run the child until it has acknowledged ``count`` actions, SIGKILL it; the last action
    number it acknowledged per game."""
    root = Path(__file__).resolve().parents[2]
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path)],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        stdout=subprocess.PIPE,
        text=True,
    )
    acknowledged: dict[int, int] = {}
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        while sum(acknowledged.values()) < count:
            line = child.stdout.readline()
            assert line.startswith("ack "), line
            _, game, number = line.split()
            acknowledged[int(game)] = int(number)
        child.send_signal(signal.SIGKILL)
        # Acknowledgements already in the pipe when it died count too.
        for line in child.stdout:
            _, game, number = line.split()
            acknowledged[int(game)] = int(number)
    finally:
        child.kill()
        child.wait()
    return acknowledged


async def test_nothing_acknowledged_is_lost_on_kill_9(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    acknowledged = await asyncio.to_thread(acknowledged_before_kill, path, 400)
    assert len(acknowledged) > 1, "several games were moving at once"
    store = await Store.open(path)
    try:
        for game_id, number in acknowledged.items():
            rows = await store.actions(game_id)
            assert [row.number for row in rows][:number] == list(range(1, number + 1))
            game = await store.game(game_id)
            assert game is not None and game.version >= number
    finally:
        await store.close()


async def test_the_small_writes_of_a_click_join_the_batches_too(store: Store) -> None:
    """What a click writes beside its action (the DM holding the seat's new controls), and
    the other single-row writes, go through the group writer with the same effects."""
    first, second = await new_games(store, 2)
    await store.add_seat(first, 100, "Ann", "en")
    writer = writer_of(store)
    writes = writer.writes
    await asyncio.gather(
        append(store, second, 0, "a"),
        store.set_prompt_message(first, 0, 55, 66, "abcde"),
        store.set_autopilot(first, 0, True),
    )
    (seat,) = await store.seats(first)
    assert (seat.prompt_channel_id, seat.prompt_message_id, seat.prompt_stamp) == (55, 66, "abcde")
    assert seat.autopilot
    assert await store.end_game(first, "done")
    assert not await store.end_game(first, "again"), "a game ends once"
    await store.set_setting(CHANNEL_LOCALE, 10, "zh-TW")
    assert await store.get_setting(CHANNEL_LOCALE, 10) == "zh-TW"
    assert writer.writes == writes + 6


async def test_closing_the_store_finishes_the_writes_already_queued(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    store = await Store.open(path)
    ids = await new_games(store, 4)
    tasks = [asyncio.create_task(append(store, game_id, 0, "last")) for game_id in ids]
    await asyncio.sleep(0)  # every task has queued its write
    await store.close()
    assert [task.result() for task in tasks] == [1, 1, 1, 1]
    with pytest.raises(RuntimeError):
        await append(store, ids[0], 1, "after close")
    reopened = await Store.open(path)
    try:
        for game_id in ids:
            assert [row.action["v"] for row in await reopened.actions(game_id)] == ["last"]
    finally:
        await reopened.close()
