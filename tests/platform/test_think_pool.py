"""Where bot players think (issue 30, part 4; bot.table.thinkpool): searches in worker
processes, at most ``workers`` at once, given the seat's view only; a worker killed
mid-thought costs nothing but time (the decision is asked again of a new worker, and is the
same), and the pool's close leaves no worker behind. Workers start at the first search (the
searches asked for meanwhile wait for them) and stop after ``idle_after`` without one."""

from __future__ import annotations

import asyncio
import os
import signal

import pytest

from bot.engine.base import RandomSource
from bot.games import get
from bot.settings import SettingsError, load_settings
from bot.table import thinkworker, workerlife
from bot.table.thinkpool import ThinkPool

ITERATIONS = 600  # about half a CPU-second: long enough to be killed in the middle
WAIT = 60.0  # a hang guard for a loaded machine, never a figure under test


def question(seed: int = 5) -> tuple[str, object, int, str, int]:
    engine = get("suntzu").engine
    state = engine.setup(2, {}, RandomSource("think-pool").setup())
    return "suntzu", engine.view(state, 0), 0, "strong", seed


async def test_a_worker_killed_mid_thought_is_replaced_and_the_decision_is_the_same() -> None:
    pool = ThinkPool(1, iterations=ITERATIONS)
    try:
        thinking = asyncio.create_task(pool.decide(*question()))  # starts the worker
        for _ in range(int(WAIT / 0.01)):
            if pool._busy:  # the worker started and the question has reached it
                break
            await asyncio.sleep(0.01)
        [first] = pool.worker_pids()
        await asyncio.sleep(0.1)
        os.kill(first, signal.SIGKILL)
        async with asyncio.timeout(WAIT):
            action = await thinking
        assert pool.restarts == 1
        assert pool.worker_pids() and first not in pool.worker_pids()
        assert action == thinkworker.decide(*question(), ITERATIONS)
    finally:
        await pool.close()
    assert pool.worker_pids() == []


async def test_search_workers_yield_the_cpu_to_the_event_loop() -> None:
    # A bot's move waits out a human-like delay anyway: the loop must win the CPU.
    pool = ThinkPool(1, iterations=ITERATIONS)
    try:
        await pool.start()
        [pid] = pool.worker_pids()
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(mine + workerlife.NICENESS, 19)
    finally:
        await pool.close()


async def test_no_more_searches_at_once_than_workers_the_rest_wait() -> None:
    pool = ThinkPool(1, iterations=50)
    busiest = 0

    async def watch() -> None:
        nonlocal busiest
        while True:
            busiest = max(busiest, len(pool._busy))
            await asyncio.sleep(0.002)

    watcher = asyncio.create_task(watch())
    try:
        async with asyncio.timeout(WAIT):
            answers = await asyncio.gather(*(pool.decide(*question(seed)) for seed in range(4)))
        assert answers == [thinkworker.decide(*question(seed), 50) for seed in range(4)]
        assert busiest == 1 and len(pool.worker_pids()) == 1
    finally:
        watcher.cancel()
        await pool.close()


async def test_no_worker_before_the_first_search_and_those_asked_meanwhile_wait() -> None:
    pool = ThinkPool(2, iterations=50)
    try:
        assert pool.worker_pids() == [], "a bot that never searches pays no worker"
        async with asyncio.timeout(WAIT):
            answers = await asyncio.gather(*(pool.decide(*question(seed)) for seed in range(5)))
        assert answers == [thinkworker.decide(*question(seed), 50) for seed in range(5)]
        assert len(pool.worker_pids()) == 2 and pool.restarts == 0
    finally:
        await pool.close()
    assert pool.worker_pids() == []


def alive(pid: int) -> bool:
    """Whether ``pid`` is a running process (not gone, not a zombie)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


async def test_an_idle_worker_stops_and_the_next_search_starts_one_again() -> None:
    pool = ThinkPool(1, iterations=50, idle_after=0.5)
    try:
        async with asyncio.timeout(WAIT):
            first = await pool.decide(*question())
        [pid] = pool.worker_pids()
        for _ in range(int(WAIT / 0.05)):  # idle: stopped (and reaped) after half a second
            if pool.retired:
                break
            await asyncio.sleep(0.05)
        assert pool.worker_pids() == [] and not alive(pid), "the idle worker process has ended"
        assert pool.retired == 1 and pool.restarts == 0
        async with asyncio.timeout(WAIT):
            again = await pool.decide(*question())
        [fresh] = pool.worker_pids()
        assert fresh != pid and again == first == thinkworker.decide(*question(), 50)
    finally:
        await pool.close()
    assert pool.worker_pids() == [] and not alive(fresh)


async def test_a_worker_busy_past_idle_after_is_not_stopped_while_it_thinks() -> None:
    pool = ThinkPool(1, iterations=ITERATIONS, idle_after=0.2)
    try:
        async with asyncio.timeout(WAIT):
            await pool.decide(*question(1))
            [pid] = pool.worker_pids()
            # asked again at once: the worker is reused, and thinks longer than idle_after
            action = await pool.decide(*question(2))
        assert action == thinkworker.decide(*question(2), ITERATIONS)
        assert pool.restarts == 0 and alive(pid)
    finally:
        await pool.close()


def test_the_bot_settings_are_read_and_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BOT_WORKERS", raising=False)
    monkeypatch.delenv("BOT_DELAY", raising=False)
    monkeypatch.delenv("BOT_WORKER_IDLE_MINUTES", raising=False)
    settings = load_settings(None)
    assert settings.bot_workers == max(1, (os.cpu_count() or 1) - 1)
    assert settings.bot_delay == (2.0, 6.0)
    assert settings.bot_worker_idle_seconds == 600.0
    monkeypatch.setenv("BOT_WORKER_IDLE_MINUTES", "0")
    assert load_settings(None).bot_worker_idle_seconds is None
    monkeypatch.setenv("BOT_WORKER_IDLE_MINUTES", "2.5")
    assert load_settings(None).bot_worker_idle_seconds == 150.0
    for given, bounds in (("0", (0.0, 0.0)), ("3", (3.0, 3.0)), ("1.5-4", (1.5, 4.0))):
        monkeypatch.setenv("BOT_DELAY", given)
        assert load_settings(None).bot_delay == bounds
    monkeypatch.setenv("BOT_WORKERS", "0")
    assert load_settings(None).bot_workers == 0
    wrongs = (
        ("BOT_WORKERS", "-1"),
        ("BOT_DELAY", "6-2"),
        ("BOT_DELAY", "soon"),
        ("BOT_WORKER_IDLE_MINUTES", "-1"),
        ("BOT_WORKER_IDLE_MINUTES", "later"),
    )
    for name, wrong in wrongs:
        monkeypatch.setenv(name, wrong)
        with pytest.raises(SettingsError, match=name):
            load_settings(None)
        monkeypatch.delenv(name)
