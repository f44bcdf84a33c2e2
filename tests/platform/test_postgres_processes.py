"""Several processes on one PostgreSQL database (issue 16): two OS processes racing to append
the same action number to one game, or to claim the same timer, never both win; and timers
are picked per shard and skipped while another process holds them."""

from __future__ import annotations

import multiprocessing
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bot.store import PostgresStore, Shards
from tests.backends import open_backend, postgres_schema
from tests.platform import race_worker

ROUNDS = 40


def race(attempt: race_worker.Attempt, url: str, items: list[Any]) -> dict[int, list[Any]]:
    """Two fresh processes make ``attempt`` on each item at the same moment (a barrier per
    round); what each got, per item."""
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(2)
    out = context.Queue()
    workers = [
        context.Process(
            target=race_worker.race_rounds, args=(attempt, url, items, name, barrier, out)
        )
        for name in (1, 2)
    ]
    for worker in workers:
        worker.start()
    reports = dict(out.get(timeout=120) for _ in workers)
    for worker in workers:
        worker.join(timeout=30)
        assert worker.exitcode == 0
    return reports


async def test_two_processes_never_both_append_the_same_action() -> None:
    async with postgres_schema() as url:
        store = await PostgresStore.open(url)
        try:
            game = await store.create_game(
                guild_id=1, channel_id=10, kind="highcard", options={}, secret="s", created_by=5
            )
            await store.start_game(game.id, {"n": 0})
            reports = race(race_worker.append, url, [(game.id, n) for n in range(ROUNDS)])
            # Every round has exactly one winner: each number was appended once, by it.
            assert [a + b for a, b in zip(reports[1], reports[2], strict=True)] == [1] * ROUNDS
            actions = await store.actions(game.id)
            assert [a.number for a in actions] == list(range(1, ROUNDS + 1))
            for action, won in zip(actions, reports[1], strict=True):
                winner = 1 if won else 2
                assert action.action == {"by": winner} and action.user_id == winner
            final = await store.game(game.id)
            assert final is not None and final.version == ROUNDS
            assert final.state is not None and final.state["n"] == ROUNDS
        finally:
            await store.close()


async def test_two_processes_never_both_claim_one_timer() -> None:
    async with postgres_schema() as url:
        store = await PostgresStore.open(url)
        try:
            due = datetime.now(UTC) - timedelta(seconds=1)
            timers = [await store.add_timer("reminder", due, None, {}) for _ in range(ROUNDS)]
            reports = race(race_worker.claim, url, timers)
            assert [a + b for a, b in zip(reports[1], reports[2], strict=True)] == [1] * ROUNDS
            # Each is held by its winner, so neither process sees it as due any more.
            owners = await store._rows("SELECT id, claimed_by FROM timers ORDER BY id")
            assert [(r[0], r[1]) for r in owners] == [
                (t, "p1" if won else "p2") for t, won in zip(timers, reports[1], strict=True)
            ]
            assert await store.next_timer() is None
        finally:
            await store.close()


async def test_two_processes_joining_one_lobby_both_get_a_seat() -> None:
    """Seating reads the seats taken inside its transaction: the game's row lock makes the
    second process wait for the first, so both players are seated, one after the other."""
    async with postgres_schema() as url:
        store = await PostgresStore.open(url)
        try:
            games = []
            for channel in range(ROUNDS):
                game = await store.create_game(
                    guild_id=1, channel_id=channel, kind="k", options={}, secret="s", created_by=5
                )
                games.append(game.id)
            reports = race(race_worker.join, url, games)
            assert reports[1] == reports[2] == [True] * ROUNDS
            for game_id in games:
                seats = await store.seats(game_id)
                assert sorted((s.seat, s.user_id) for s in seats) in (
                    [(0, 1), (1, 2)],
                    [(0, 2), (1, 1)],
                )
        finally:
            await store.close()


async def test_a_lease_runs_out_and_a_finished_timer_is_never_claimed(tmp_path: Path) -> None:
    async with open_backend("postgresql", tmp_path) as store:
        assert isinstance(store, PostgresStore)
        now = datetime.now(UTC)
        timer = await store.add_timer("reminder", now, None, {"x": 1})
        assert await store.claim_timer(timer, "a", now + timedelta(minutes=1), now)
        assert not await store.claim_timer(timer, "b", now + timedelta(minutes=1), now)
        assert await store.next_timer() is None  # held under a running lease
        # The holder died: once its lease has run out another process takes the timer.
        later = now + timedelta(minutes=2)
        assert await store.claim_timer(timer, "b", later + timedelta(minutes=1), later)
        await store.finish_timer(timer)
        much_later = later + timedelta(hours=1)
        assert not await store.claim_timer(timer, "c", much_later, much_later)


async def test_next_timer_serves_only_the_shards_guilds(tmp_path: Path) -> None:
    async with open_backend("postgresql", tmp_path) as store:
        assert isinstance(store, PostgresStore)
        due = datetime.now(UTC) - timedelta(minutes=1)
        # Discord's shard of a guild is (id >> 22) % count: guild (1 << 22) is shard 1 of 2.
        games = {}
        for shard, guild in ((0, 2 << 22), (1, 1 << 22)):
            game = await store.create_game(
                guild_id=guild,
                channel_id=shard + 10,
                kind="k",
                options={},
                secret="s",
                created_by=1,
            )
            games[shard] = game.id
            await store.add_timer("reminder", due + timedelta(seconds=shard), game.id, {})
        lone = await store.add_timer("sweep", due + timedelta(seconds=5), None, {})
        assert Shards(2, frozenset({0})).serves(2 << 22)

        def game_of(timer: dict | None) -> int | None:
            assert timer is not None
            return timer.game_id

        assert game_of(await store.next_timer()) == games[0]
        assert game_of(await store.next_timer(Shards(2, frozenset({0})))) == games[0]
        assert game_of(await store.next_timer(Shards(2, frozenset({1})))) == games[1]
        await store.finish_timer((await store.next_timer(Shards(2, frozenset({0})))).id)
        # A timer without a game belongs to shard 0, and only to it.
        assert (await store.next_timer(Shards(2, frozenset({0})))).id == lone
        assert game_of(await store.next_timer(Shards(2, frozenset({1})))) == games[1]
