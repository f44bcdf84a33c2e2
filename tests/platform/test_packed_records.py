"""Compressed records (issue 29 part 5): snapshots are written compressed, and the record of
a game that is over (its action log and snapshots) is packed into chunks. Everything the
store reads back is what it read before; rows written the old way still load; a packing
interrupted by a crash leaves the record as it was."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

import bot.store.packed_log as packed_log_module
from bot.store import Store
from bot.store.packing import CHUNK, pack_chunk, unpack
from bot.store.rows import dump_state
from bot.store.sqlite import SNAPSHOT_EVERY
from tests.backends import BACKENDS, open_backend

SEATS = 3


@pytest.fixture(params=BACKENDS)
async def store(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    async with open_backend(request.param, tmp_path) as opened:
        yield opened


def state_after(number: int) -> dict[str, Any]:
    # Words that repeat from state to state, as a game's do; a secret hand among them.
    board = [{"area": area, "owner": (area + number) % SEATS} for area in range(20)]
    return {"n": number, "hands": [[number % 7, "dragon"], ["tiger"]], "board": board}


async def new_game(store: Store, channel: int = 10) -> int:
    game = await store.create_game(
        guild_id=1, channel_id=channel, kind="suntzu", options={}, secret="seed:1", created_by=5
    )
    await store.start_game(game.id, state_after(0))
    return game.id


async def play(store: Store, game_id: int, moves: int, *, finish: bool) -> None:
    for number in range(1, moves + 1):
        await store.append_action(
            game_id,
            expected_version=number - 1,
            seat=number % SEATS if number % 11 else 0,
            user_id=None if number % 5 == 0 else 100 + number % SEATS,  # None: the autopilot
            action={"t": "play", "c": number},
            events=[{"key": "played", "params": {"c": number}, "to": [number % SEATS]}],
            state=state_after(number),
            finished=finish and number == moves,
            salt=f"salt{number}" if number % 4 == 0 else None,
        )


async def everything_read(store: Store, game_id: int, last: int) -> dict[str, object]:
    """What the table service can read of a game's record."""
    seen: dict[str, object] = {"actions": await store.actions(game_id)}
    for count in (0, 1, 2, CHUNK - 1, CHUNK, CHUNK + 1, last, last + 5):
        seen[f"last {count}"] = await store.actions(game_id, last=count)
    for first, end in ((1, 1), (1, last), (CHUNK - 2, CHUNK + 3), (last - 1, last), (5, 4)):
        seen[f"between {first} {end}"] = await store.actions_between(game_id, first, end)
    for seat in range(SEATS + 1):  # the last one never moved
        seen[f"last of {seat}"] = await store.last_action_of(game_id, seat)
    for number in range(last + 2):
        seen[f"nearest {number}"] = await store.nearest_snapshot(game_id, number)
        seen[f"snapshot {number}"] = await store.snapshot(game_id, number)
    return seen


async def stored_rows(store: Store, game_id: int) -> dict[str, int]:
    counts = {}
    for table in ("actions", "snapshots", "action_chunks"):
        (row,) = await store._rows(f"SELECT COUNT(*) FROM {table} WHERE game_id = ?", (game_id,))
        counts[table] = int(row[0])
    return counts


@pytest.mark.parametrize("moves", [7, CHUNK, 2 * CHUNK + 7])
async def test_a_finished_game_reads_the_same_once_packed(store: Store, moves: int) -> None:
    game_id = await new_game(store)
    await play(store, game_id, moves, finish=False)
    end = moves + 1  # the final move
    before = await everything_read(store, game_id, end)
    await store.append_action(
        game_id,
        expected_version=moves,
        seat=1,
        user_id=101,
        action={"t": "end"},
        events=[],
        state=state_after(end),
        finished=True,
    )
    assert (await store.game(game_id)).status == "finished"  # type: ignore[union-attr]
    assert await stored_rows(store, game_id) == {
        "actions": 0,
        "snapshots": 0,
        "action_chunks": (end + CHUNK - 1) // CHUNK,
    }
    after = await everything_read(store, game_id, end)
    log = after["actions"]
    assert isinstance(log, list) and log[:-1] == before["actions"]
    assert (log[-1].number, log[-1].action) == (end, {"t": "end"})
    # What the final move changed: it is the last action, the last of seat 1, and its state
    # is kept as a snapshot.
    changed = {
        "actions": log,
        "last of 1": end,
        f"snapshot {end}": state_after(end),
        f"nearest {end}": (end, state_after(end)),
        f"nearest {end + 1}": (end, state_after(end)),
    }
    for key in before:
        words = key.split()
        if words[0] == "last" and words[1] != "of":
            changed[key] = log[-int(words[1]) :] if int(words[1]) else []
        elif words[0] == "between" and int(words[1]) <= end <= int(words[2]):
            changed[key] = [*before[key], log[-1]]  # type: ignore[misc]
    assert after == {**before, **changed}
    snapshots = [n for n in range(end + 1) if after[f"snapshot {n}"] is not None]
    assert snapshots == [*range(0, end, SNAPSHOT_EVERY), end]


async def test_snapshots_are_written_compressed(store: Store) -> None:
    game_id = await new_game(store)
    await play(store, game_id, SNAPSHOT_EVERY, finish=False)
    rows = await store._rows(
        "SELECT number, state, packed FROM snapshots WHERE game_id = ? ORDER BY number",
        (game_id,),
    )
    assert [row["number"] for row in rows] == [0, SNAPSHOT_EVERY]
    for row in rows:
        assert row["state"] == ""
        assert unpack(row["packed"]) == state_after(row["number"])
        assert len(row["packed"]) < len(dump_state(state_after(row["number"]))) / 3


async def test_rows_written_before_compression_still_load(store: Store) -> None:
    """A game stored before issue 29: snapshots as JSON text, a finished game's log in rows.
    It reads as it did, and packing it (as when it ends today) changes nothing read."""
    game_id = await new_game(store)
    await play(store, game_id, SNAPSHOT_EVERY + 3, finish=False)
    # rewrite its snapshots the old way, and mark it finished without packing
    await store._write(
        [
            (
                "UPDATE snapshots SET state = ?, packed = NULL WHERE game_id = ? AND number = ?",
                (dump_state(state_after(number)), game_id, number),
            )
            for number in (0, SNAPSHOT_EVERY)
        ]
        + [("UPDATE games SET status = 'finished' WHERE id = ?", (game_id,))]
    )
    rows = await store._rows("SELECT packed FROM snapshots WHERE game_id = ?", (game_id,))
    assert [row["packed"] for row in rows] == [None, None]
    old = await everything_read(store, game_id, SNAPSHOT_EVERY + 3)
    assert old[f"nearest {SNAPSHOT_EVERY + 2}"] == (SNAPSHOT_EVERY, state_after(SNAPSHOT_EVERY))
    assert len(old["actions"]) == SNAPSHOT_EVERY + 3  # type: ignore[arg-type]
    assert await store.pack_log(game_id) == SNAPSHOT_EVERY + 3
    assert await stored_rows(store, game_id) == {"actions": 0, "snapshots": 0, "action_chunks": 1}
    assert await everything_read(store, game_id, SNAPSHOT_EVERY + 3) == old
    assert await store.pack_log(game_id) == 0  # already packed: nothing to do


async def test_a_running_game_is_never_packed(store: Store) -> None:
    game_id = await new_game(store)
    await play(store, game_id, 5, finish=False)
    assert await store.pack_log(game_id) == 0
    assert await stored_rows(store, game_id) == {"actions": 5, "snapshots": 1, "action_chunks": 0}


async def test_an_ended_game_is_packed_and_one_ended_in_its_lobby_has_nothing_to_pack(
    store: Store,
) -> None:
    game_id = await new_game(store)
    await play(store, game_id, 30, finish=False)
    before = await everything_read(store, game_id, 30)
    assert await store.end_game(game_id, "moderator")
    assert await stored_rows(store, game_id) == {"actions": 0, "snapshots": 0, "action_chunks": 1}
    assert await everything_read(store, game_id, 30) == before
    lobby = await store.create_game(
        guild_id=1, channel_id=11, kind="suntzu", options={}, secret="seed:2", created_by=5
    )
    assert await store.end_game(lobby.id, "moderator")
    assert await store.actions(lobby.id) == [] and await store.pack_log(lobby.id) == 0


async def test_a_packing_that_fails_halfway_leaves_the_record_as_it_was(store: Store) -> None:
    """As a kill -9 in the middle: the packing is one transaction, so a failure after its
    first chunk is written leaves every row in place until a later packing moves them all.
    Here the second chunk's insert fails (a chunk already there under its key)."""
    game_id = await new_game(store)
    moves = 2 * CHUNK + 3
    await play(store, game_id, moves, finish=False)
    await store._write([("UPDATE games SET status = 'finished' WHERE id = ?", (game_id,))])
    before = await everything_read(store, game_id, moves)
    log = await store.actions(game_id)
    in_the_way = (
        "INSERT INTO action_chunks (game_id, first_number, last_number, rows) VALUES (?, ?, ?, ?)",
        (game_id, CHUNK + 1, 2 * CHUNK, pack_chunk(log[CHUNK : 2 * CHUNK], {})),
    )
    await store._write([in_the_way])
    with pytest.raises(Exception) as failed:
        await store.pack_log(game_id)
    assert isinstance(failed.value, store._duplicate)
    rows = await stored_rows(store, game_id)
    assert rows == {"actions": moves, "snapshots": 9, "action_chunks": 1}
    assert await everything_read(store, game_id, moves) == before
    await store._write([("DELETE FROM action_chunks WHERE game_id = ?", (game_id,))])
    assert await store.pack_log(game_id) == moves
    assert await stored_rows(store, game_id) == {"actions": 0, "snapshots": 0, "action_chunks": 3}
    assert await everything_read(store, game_id, moves) == before


async def test_a_read_while_a_game_is_being_packed_gives_each_action_once(store: Store) -> None:
    """A reader may meet a game in the middle of its packing (its chunks written, its rows not
    yet gone): every action is read once, in order."""
    game_id = await new_game(store)
    await play(store, game_id, CHUNK + 9, finish=False)
    before = await everything_read(store, game_id, CHUNK + 9)
    log = await store.actions(game_id)
    await store._write(
        [
            (
                "INSERT INTO action_chunks (game_id, first_number, last_number, rows)"
                " VALUES (?, ?, ?, ?)",
                (game_id, part[0].number, part[-1].number, pack_chunk(part, {})),
            )
            for part in (log[:CHUNK], log[CHUNK:])
        ]
    )
    assert await everything_read(store, game_id, CHUNK + 9) == before


async def test_a_final_move_stands_when_its_packing_fails(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The final move is committed before the packing: a packing that fails is logged, the
    move is reported done, and the record stays in rows, read the same."""
    game_id = await new_game(store)
    await play(store, game_id, 6, finish=False)

    def failing(rows: list[Any], snapshots: dict[int, Any]) -> bytes:
        raise OSError("disk full")

    monkeypatch.setattr(packed_log_module, "pack_chunk", failing)
    number = await store.append_action(
        game_id,
        expected_version=6,
        seat=0,
        user_id=100,
        action={"t": "end"},
        events=[],
        state=state_after(7),
        finished=True,
    )
    assert number == 7
    assert (await store.game(game_id)).status == "finished"  # type: ignore[union-attr]
    assert await stored_rows(store, game_id) == {"actions": 7, "snapshots": 2, "action_chunks": 0}
    assert [row.number for row in await store.actions(game_id)] == list(range(1, 8))
    assert await store.nearest_snapshot(game_id, 7) == (7, state_after(7))


async def test_games_over_still_in_rows_are_packed_in_batches(store: Store) -> None:
    """What the bot does at start-up (``Bot._pack_old_records``): every game that is over and
    still in rows (ended before packing existed) is packed, a batch at a time; a running game
    is left alone, and a second sweep finds nothing."""
    over = []
    for channel in (20, 21, 22):
        game_id = await new_game(store, channel)
        await play(store, game_id, 4, finish=False)
        await store._write([("UPDATE games SET status = 'finished' WHERE id = ?", (game_id,))])
        over.append(game_id)
    running = await new_game(store, 23)
    await play(store, running, 3, finish=False)
    before = {game_id: await everything_read(store, game_id, 4) for game_id in over}
    assert await store.pack_finished(limit=2) == 2
    assert await store.pack_finished(limit=2) == 1
    assert await store.pack_finished() == 0
    for game_id in over:
        assert await stored_rows(store, game_id) == {
            "actions": 0,
            "snapshots": 0,
            "action_chunks": 1,
        }
        assert await everything_read(store, game_id, 4) == before[game_id]
    assert (await stored_rows(store, running))["actions"] == 3
