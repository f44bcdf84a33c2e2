"""Where bot players think (issue 30, part 4; bot.table.thinkpool): searches in worker
processes, at most ``workers`` at once, given the seat's view only; a worker killed
mid-thought costs nothing but time (the decision is asked again of a new worker, and is the
same), and the pool's close leaves no worker behind."""

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
        await pool.start()
        [first] = pool.worker_pids()
        thinking = asyncio.create_task(pool.decide(*question()))
        for _ in range(int(WAIT / 0.01)):
            if pool._busy:  # the question has reached the worker
                break
            await asyncio.sleep(0.01)
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


def test_the_bot_settings_are_read_and_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BOT_WORKERS", raising=False)
    monkeypatch.delenv("BOT_DELAY", raising=False)
    settings = load_settings(None)
    assert settings.bot_workers == max(1, (os.cpu_count() or 1) - 1)
    assert settings.bot_delay == (2.0, 6.0)
    for given, bounds in (("0", (0.0, 0.0)), ("3", (3.0, 3.0)), ("1.5-4", (1.5, 4.0))):
        monkeypatch.setenv("BOT_DELAY", given)
        assert load_settings(None).bot_delay == bounds
    monkeypatch.setenv("BOT_WORKERS", "0")
    assert load_settings(None).bot_workers == 0
    for name, wrong in (("BOT_WORKERS", "-1"), ("BOT_DELAY", "6-2"), ("BOT_DELAY", "soon")):
        monkeypatch.setenv(name, wrong)
        with pytest.raises(SettingsError, match=name):
            load_settings(None)
        monkeypatch.delenv(name)
