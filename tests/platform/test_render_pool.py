"""Boards and private pictures drawn in worker processes (issue 13): the same bytes as the
direct call for every game, a killed worker costs no picture, 0 workers means threads, and
closing the pool leaves no process behind. No timings: only what is drawn and where."""

from __future__ import annotations

import asyncio
import functools
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine.base import RandomSource, RuleError, View
from bot.games import available, get
from bot.table import renderpool, renderworker, workerlife
from bot.table.renderpool import RenderPool, draw

MOVES = 12  # far enough into each game that hands and boards are no longer the opening ones


def views(name: str) -> Iterator[tuple[View, list[View]]]:
    """The public view and every seat's view, at the opening and after a few moves."""
    engine = get(name).engine
    source = RandomSource(f"pool-{name}")
    state = engine.setup(engine.min_players, {}, source.setup())
    seats = range(engine.min_players)
    yield engine.view(state, None), [engine.view(state, seat) for seat in seats]
    for number in range(1, MOVES + 1):
        if engine.result(state) is not None:
            break
        for seat in sorted(engine.waiting_for(state)):
            # a sealed-move game keeps a seat that already chose among the waited-for
            action = engine.autopilot(state, seat, source.autopilot(number))
            try:
                engine.apply(state, seat, action, source.step(number))
            except RuleError:
                continue
            break
    yield engine.view(state, None), [engine.view(state, seat) for seat in seats]


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


async def test_the_pool_draws_the_same_bytes_as_the_direct_call() -> None:
    pool = RenderPool(2)
    await pool.start()
    try:
        for name in available():
            for board, seats in views(name):
                assert await pool.render(name, "board", board, "zh-TW") == draw(
                    name, "board", board, "zh-TW"
                )
                for seat_view in seats:
                    assert await pool.render(name, "private", seat_view, "en") == draw(
                        name, "private", seat_view, "en"
                    )
        assert pool.restarts == 0
    finally:
        await pool.close()


async def test_render_workers_yield_the_cpu_to_the_event_loop() -> None:
    # Pictures follow the text by an edit: on a busy machine the loop must win the CPU.
    pool = RenderPool(1)
    await pool.start()
    try:
        (pid,) = pool.worker_pids()
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(mine + workerlife.NICENESS, 19)
    finally:
        await pool.close()


async def test_a_killed_worker_costs_no_picture() -> None:
    pool = RenderPool(1)
    await pool.start()
    try:
        (pid,) = pool.worker_pids()
        os.kill(pid, signal.SIGKILL)
        board, _ = next(views("suntzu"))
        assert await pool.render("suntzu", "board", board, "en") == draw(
            "suntzu", "board", board, "en"
        )
        assert pool.restarts == 1
        assert pid not in pool.worker_pids()
        assert len(pool.worker_pids()) == 1  # a new worker drew it
    finally:
        await pool.close()


async def test_a_pool_that_keeps_dying_falls_back_to_a_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # every worker exits at once (os._exit(3, pipe) is a TypeError in the new process)
    monkeypatch.setattr(renderworker, "serve", functools.partial(os._exit, 3))
    pool = RenderPool(1)
    try:
        board, _ = next(views("tek"))
        assert await pool.render("tek", "board", board, "en") == draw("tek", "board", board, "en")
        assert pool.restarts == 2
        assert pool.worker_pids() == []
    finally:
        await pool.close()


async def test_zero_workers_draws_in_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[Any] = []
    real = asyncio.to_thread

    async def counting(func: Any, /, *args: Any) -> Any:
        threads.append(func)
        return await real(func, *args)

    monkeypatch.setattr(renderpool.asyncio, "to_thread", counting)
    pool = RenderPool(0)
    await pool.start()
    board, _ = next(views("suntzu"))
    assert await pool.render("suntzu", "board", board, "en") == draw("suntzu", "board", board, "en")
    assert threads == [draw]
    assert not pool.uses_processes and pool.worker_pids() == []
    await pool.close()


async def test_a_game_the_workers_lack_is_drawn_here(highcard: Any) -> None:
    board, _ = next(views(highcard.SPEC.name))
    pool = RenderPool(1)
    await pool.start()
    try:
        # tests/conftest.py registered the toy game in this process only; spawned workers
        # import the shipped games and nothing else
        assert await pool.render(highcard.SPEC.name, "board", board, "en") == draw(
            highcard.SPEC.name, "board", board, "en"
        )
        assert highcard.SPEC.name in pool._local_only  # asked once, then drawn here directly
        assert pool.restarts == 0
    finally:
        await pool.close()


async def test_closing_the_pool_leaves_no_process() -> None:
    pool = RenderPool(2)
    await pool.start()
    pids = pool.worker_pids()
    assert len(pids) == 2 and all(alive(pid) for pid in pids)  # one pool, no lanes
    await pool.close()
    assert not any(alive(pid) for pid in pids)
    assert pool.worker_pids() == []


async def test_closing_does_not_wait_for_a_busy_worker() -> None:
    """A worker still warming up (seconds of drawing, far more on a loaded machine) held the
    bot's shutdown past its supervisor's patience; closing now stops it."""
    pool = RenderPool(1)
    await pool.start()
    pids = pool.worker_pids()
    loop = asyncio.get_running_loop()
    (worker,) = [slot.worker for slot in pool._slots]
    assert worker is not None
    busy = loop.run_in_executor(None, worker.call, ("warm", "worldwar", 5, "en"))
    await asyncio.sleep(0.05)  # the request is on its way: the worker is drawing
    closing = asyncio.create_task(pool.close())
    # asyncio.wait never cancels what it waits for: a close that waits for the job stays
    # pending (the guard is a hang guard, far above what closing takes).
    done, _ = await asyncio.wait({closing}, timeout=60)
    assert closing in done, "closing the pool waited for a busy worker"
    assert not any(alive(pid) for pid in pids)
    await asyncio.wait({busy}, timeout=30)  # its thread sees the pipe close
    assert busy.done()
    busy.exception()  # drawn, or cut short by the closing (WorkerDied): either is fine
    # Whatever is asked of a closed pool is drawn in this process.
    view = get("suntzu").engine.view(
        get("suntzu").engine.setup(2, {}, RandomSource("closed").setup()), None
    )
    assert await pool.render("suntzu", "board", view, "en") == draw("suntzu", "board", view, "en")
    assert pool.worker_pids() == []


async def test_a_picture_never_waits_for_the_warm_ups() -> None:
    """Issue 23: the first game after a start waited for every worker to warm every game.
    Warm-ups now queue behind pictures: the first board is drawn while they are still due."""
    pool = RenderPool(1, warm=True)
    await pool.start()
    try:
        for name in available():
            engine = get(name).engine
            for players in range(engine.min_players, engine.max_players + 1):
                pool.prepare(name, players, "en")
        due = pool.pending_warm_ups()
        assert due >= 10  # every game at every player count: many seconds of drawing
        board, _ = next(views("smallworld"))
        assert await pool.render("smallworld", "board", board, "en") == draw(
            "smallworld", "board", board, "en"
        )
        assert pool.finished_warm_ups() == 0, "the board went first"
        assert pool.pending_warm_ups() >= due - 1  # the worker may just have begun one
        # a worker asked twice for the same game warms it once
        pending = pool.pending_warm_ups()
        pool.prepare("suntzu", 2, "en")
        assert pool.pending_warm_ups() == pending
    finally:
        await pool.close()


async def test_private_pictures_go_before_boards() -> None:
    pool = RenderPool(1)
    await pool.start()
    try:
        (board, seats), finished = next(views("suntzu")), []

        async def drawn(kind: str, view: View) -> None:
            await pool.render("suntzu", kind, view, "en")  # type: ignore[arg-type]
            finished.append(kind)

        # all asked for at once, boards first: the one worker takes the private one first
        jobs = [drawn("board", board) for _ in range(4)] + [drawn("private", seats[0])]
        await asyncio.gather(*jobs)
        assert finished[0] == "private"
    finally:
        await pool.close()


async def test_a_game_is_drawn_by_the_worker_that_holds_it() -> None:
    """Issue 23: every worker warmed and drew every game, so each held every game's caches
    (up to 668 MB a worker). A game now goes to the worker holding it while that one is free:
    one worker warms it, and its boards are drawn there."""
    pool = RenderPool(2, warm=True)
    await pool.start()
    try:
        pool.prepare("suntzu", 2, "en")
        pool.prepare("suntzu", 2, "zh-CN")  # the same face: nothing more to warm
        assert pool.pending_warm_ups() == 1
        async with asyncio.timeout(120):  # a hang guard
            while pool.finished_warm_ups() < 1:  # noqa: ASYNC110 - polled in a test
                await asyncio.sleep(0.05)
        board, seats = next(views("suntzu"))
        for _ in range(3):
            await pool.render("suntzu", "board", board, "en")
            await pool.render("suntzu", "private", seats[0], "zh-CN")
        holders = [slot for slot in pool._slots if slot.knows("suntzu")]
        assert len(holders) == 1, "one worker holds Sun Tzu"
        assert pool.finished_warm_ups() == 1
        # the other face is another warm-up, for the worker already holding the game
        pool.prepare("suntzu", 2, "zh-TW")
        assert holders[0].warm_ups[-1].key == ("suntzu", 2, "tc")
    finally:
        await pool.close()


async def test_an_idle_worker_holding_games_is_replaced_by_a_fresh_one() -> None:
    """Issue 23: a worker keeps the caches of every game it drew (up to ~430 MB); after a
    quiet spell it is replaced, and the memory goes back to the system."""
    pool = RenderPool(1, recycle_after=0.5)
    await pool.start()
    try:
        (fresh,) = pool.worker_pids()
        await asyncio.sleep(1.5)  # idle, but holding nothing: kept
        assert pool.worker_pids() == [fresh] and pool.recycled == 0
        board, _ = next(views("suntzu"))
        await pool.render("suntzu", "board", board, "en")
        async with asyncio.timeout(120):  # a hang guard
            while pool.recycled < 1 or not pool.worker_pids():  # noqa: ASYNC110 - polled
                await asyncio.sleep(0.05)
        (replacement,) = pool.worker_pids()
        assert replacement != fresh and not alive(fresh)
        assert not any(slot.knows("suntzu") for slot in pool._slots)
        assert await pool.render("suntzu", "board", board, "en") == draw(
            "suntzu", "board", board, "en"
        )
    finally:
        await pool.close()


async def test_warm_ups_are_off_unless_asked_for() -> None:
    pool = RenderPool(1)  # warm=False: the tests' bots and the demo
    pool.prepare("suntzu", 2, "en")
    assert pool.pending_warm_ups() == 0
    await pool.close()


def test_render_workers_setting_is_read_and_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.settings import SettingsError, load_settings

    monkeypatch.delenv("RENDER_WORKERS", raising=False)
    assert load_settings(None).render_workers == min(os.cpu_count() or 1, 4)
    monkeypatch.setenv("RENDER_WORKERS", "0")
    assert load_settings(None).render_workers == 0
    for wrong in ("-1", "many"):
        monkeypatch.setenv("RENDER_WORKERS", wrong)
        with pytest.raises(SettingsError, match="RENDER_WORKERS"):
            load_settings(None)


def test_a_fresh_worker_loads_pillow_only_with_its_first_drawing() -> None:
    """A spawned worker imports what answering needs and no picture library: an idle bot's
    workers (fresh again after RECYCLE_AFTER) hold ~4 MiB less each. Its first drawing, of
    a board or of a replay's frames, imports Pillow then."""
    probe = (
        "import sys; import bot.table.renderprocess, bot.table.renderworker as w; "
        "assert 'PIL' not in sys.modules, sorted(m for m in sys.modules if 'PIL' in m); "
        "w.answer(('gif', [])); assert 'PIL' in sys.modules"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
