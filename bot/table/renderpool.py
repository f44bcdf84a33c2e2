"""Boards and private pictures drawn in worker processes, beside the event loop.

A render is a pure function of (game name, view, locale) -> PNG bytes, and it holds the GIL
for 60-170 ms: drawn in a thread (``asyncio.to_thread``) it slows the event loop and so every
other player's acknowledgement and reply. :class:`RenderPool` sends the view (the plain JSON
the engine hands out: the public view, or the one seat's own view for its private picture,
exactly what the thread path passes) to a ``ProcessPoolExecutor`` sized to the cores; the
worker looks the game up in its own registry and draws it there.

Two lanes, each ``workers`` processes: private pictures (the actor's own reply waits for its
picture) and boards (the channel post, which can come later). A reply never queues behind
another game's board. The board workers run at a lower priority (``nice``) than the bot's
process and the reply workers, so the event loop (acknowledgements, moves, the messages) and
the replies' pictures get the CPU first; only mildly lower, as on a host shared with other
busy processes a much lower priority starves the boards for seconds.

``workers=0`` keeps the thread path (tests, the offline demo). A worker that dies (the pool is
then broken for good) costs no move: the pool is made anew and the render tried once more,
and if that fails too it is drawn in a thread. A game the workers cannot find (one a test or
a plugin registered in this process only) is drawn in a thread as well.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Literal

from bot.engine.base import View
from bot.games import available, get

log = logging.getLogger(__name__)

Kind = Literal["board", "private"]
KINDS: tuple[Kind, ...] = ("private", "board")


class UnknownGame(LookupError):
    """The worker's registry has no game of that name (it was registered in the bot only)."""


def draw(name: str, kind: Kind, view: View, locale: str) -> bytes | None:
    """The picture itself: runs in a worker, or in a thread on the fallback path."""
    if name not in available():
        raise UnknownGame(name)
    spec = get(name)
    render = spec.render_board if kind == "board" else spec.render_private
    return render(view, locale)


# How much each lane yields to the event loop (niceness 0). The reply's picture is part of the
# reply; a board yields about 3:1 (nice 10 let a busy machine starve a cold board past 10 s).
# A process may lower its own priority but not raise it back.
NICENESS: dict[Kind, int] = {"private": 0, "board": 5}


def _start_worker(niceness: int, warm: bool) -> None:
    """Each worker loads the fonts and draws the static layers once before its first job, so
    a player's first board costs what any later one does."""
    if niceness:
        os.nice(niceness)
    if warm:
        from bot.table.warmup import warm_up  # only the workers pay for importing it

        warm_up()


def _pid() -> int:
    return os.getpid()


def default_workers() -> int:
    return os.cpu_count() or 1


class RenderPool:
    """Where the bot draws: ``workers`` processes, or threads when ``workers`` is 0."""

    def __init__(self, workers: int = 0, *, warm: bool = False) -> None:
        if workers < 0:
            raise ValueError("workers must be 0 (threads) or more")
        self.workers = workers
        self.warm = warm
        self._executors: dict[Kind, ProcessPoolExecutor] = {}
        self._local_only: set[str] = set()  # games the workers do not know
        self.restarts = 0  # pools made anew after a worker died (for tests and logs)
        self._closed = False

    @property
    def uses_processes(self) -> bool:
        return self.workers > 0

    def _new_executor(self, kind: Kind) -> ProcessPoolExecutor:
        # spawn, not fork: the bot's process has threads (aiosqlite, the group writer) whose
        # locks a forked child could inherit held.
        return ProcessPoolExecutor(
            max_workers=self.workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker,
            initargs=(NICENESS[kind], self.warm),
        )

    def _executor(self, kind: Kind) -> ProcessPoolExecutor:
        executor = self._executors.get(kind)
        if executor is None:
            executor = self._executors[kind] = self._new_executor(kind)
        return executor

    async def start(self) -> None:
        """Start every worker now (each warms itself first when ``warm``), so the first
        player's render does not wait for a process to boot. Nothing to do for threads."""
        if not self.uses_processes:
            return
        loop = asyncio.get_running_loop()
        # One job per worker at once makes each executor start all of its workers.
        jobs = [
            loop.run_in_executor(self._executor(kind), _pid)
            for kind in KINDS
            for _ in range(self.workers)
        ]
        await asyncio.gather(*jobs)
        log.info("render pool: %d worker processes per lane", self.workers)

    def worker_pids(self) -> list[int]:
        """The live workers' process ids (tests kill one; relies on the executor's table)."""
        pids: list[int] = []
        for executor in self._executors.values():
            pids += getattr(executor, "_processes", None) or {}
        return sorted(pids)

    async def render(self, name: str, kind: Kind, view: View, locale: str) -> bytes | None:
        """Draw ``kind`` of game ``name`` from ``view``, off the event loop."""
        if not self.uses_processes or self._closed or name in self._local_only:
            return await asyncio.to_thread(draw, name, kind, view, locale)
        for attempt in (1, 2):
            executor = self._executor(kind)
            try:
                job = asyncio.get_running_loop().run_in_executor(
                    executor, draw, name, kind, view, locale
                )
                return await job
            except UnknownGame:
                self._local_only.add(name)
                break
            except BrokenProcessPool:
                log.warning("render worker died (attempt %d): making the pool anew", attempt)
                self._replace(kind, executor)
        # Two broken pools in a row, or a game the workers lack: this process draws it.
        return await asyncio.to_thread(draw, name, kind, view, locale)

    def _replace(self, kind: Kind, broken: ProcessPoolExecutor) -> None:
        """Drop a broken executor; renders that failed together replace it only once."""
        if self._executors.get(kind) is broken:
            del self._executors[kind]
            self.restarts += 1
        broken.shutdown(wait=False, cancel_futures=True)

    async def close(self) -> None:
        """Stop the workers and wait until they have exited. A worker keeps nothing but
        caches, so one still busy (warming up takes seconds of drawing, far more on a loaded
        machine) is terminated rather than waited for: stopping the bot must not wait on it.
        Renders asked for afterwards are drawn in a thread."""
        self._closed = True
        executors, self._executors = list(self._executors.values()), {}
        for executor in executors:
            processes = getattr(executor, "_processes", None) or {}
            for process in list(processes.values()):
                if process.is_alive():
                    process.terminate()
            await asyncio.to_thread(executor.shutdown, True, cancel_futures=True)
