"""Where bot players think: searches in worker processes, beside the event loop (issue 30).

A strong decision holds a CPU for up to 2 s (:data:`bot.ai.CPU_BUDGET`); in a thread it holds
the GIL as long, and the event loop, every other game's clicks and replies, wait behind it.
:class:`ThinkPool` sends what :func:`bot.ai.decide` needs (the game's name, the seat's own
view, the seat, the level, the seed: never the true state) to one of ``workers`` processes
(``bot/table/thinkworker.py``, spawned like the render workers: bot/table/renderprocess.py).

Bounded: at most ``workers`` searches at once (the setting ``BOT_WORKERS``, by default the
host's cores less one, at least one), the others wait in order; each worker's memory is
bounded by the search's node cap (docs/benchmarks.md, "Where bots think"). A worker that dies
mid-thought (killed, out of memory) costs nothing but time: the decision is a pure function
of what was sent, so it is asked again of a fresh worker (the same seed, the same action).
Workers end with the bot (bot/table/workerlife.py) and when the pool closes.

Started when first needed: a server that never seats a bot pays no worker (about 32 MiB PSS,
docs/benchmarks.md). The first search starts one and waits for it (about a second of
imports, well inside a bot's human-like delay); a search asked for meanwhile queues for it.
A worker left idle for ``idle_after`` seconds (``BOT_WORKER_IDLE_MINUTES``, 10 by default)
is stopped, and the next search starts one again.

``workers=0`` thinks in a thread (tests, the offline demo). A game the workers do not know
(one registered in this process only, as a test's) is thought about in a thread as well.
"""

from __future__ import annotations

import asyncio
import logging
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from bot.engine.base import Action, View
from bot.table import thinkworker
from bot.table.renderprocess import WorkerDied, WorkerProcess

log = logging.getLogger(__name__)

START_TIMEOUT = 120.0  # a worker that has not started by then is taken for dead
ATTEMPTS = 3  # workers a decision may kill before it is thought about in a thread


class ThinkPool:
    """Up to ``workers`` searches at once, each in its own process (0: in a thread)."""

    def __init__(
        self, workers: int = 0, *, iterations: int | None = None, idle_after: float | None = None
    ) -> None:
        if workers < 0:
            raise ValueError("workers must be 0 (threads) or more")
        self.workers = workers
        # A fixed number of search iterations a decision instead of the level's CPU budget:
        # the same move on any machine, and quick (tests); None: the budget.
        self.iterations = iterations
        # Seconds a worker may wait for a search before it is stopped (None: it never is).
        self.idle_after = idle_after
        self.restarts = 0  # workers started anew after one died (tests and logs read it)
        self.retired = 0  # workers stopped after idle_after without a search
        # Started and waiting for a decision, each with the time.monotonic() it became idle;
        # the last is the most recently used, the one the next decision takes.
        self._idle: list[tuple[WorkerProcess, float]] = []
        self._busy: list[WorkerProcess] = []
        self._starting: list[WorkerProcess] = []  # spawned, not yet ready
        self._retiring: asyncio.Task[None] | None = None
        self._slots = asyncio.Semaphore(max(workers, 1))
        self._local_only: set[str] = set()
        self._threads: ThreadPoolExecutor | None = None
        self._closed = False

    @property
    def uses_processes(self) -> bool:
        return self.workers > 0

    async def start(self) -> None:
        """Start every worker now, so the next decisions do not wait for one to boot (the
        benchmarks; the bot starts them at its first search instead)."""
        if not self.uses_processes or self._closed:
            return
        missing = self.workers - len(self._idle) - len(self._busy)
        started = await asyncio.gather(*(self._spawn() for _ in range(missing)))
        for worker in started:
            if worker is not None:
                self._rest(worker)

    async def close(self) -> None:
        """Stop every worker (one thinking is terminated: its decision is recomputed after a
        restart; one starting is stopped too) and wait briefly for them to exit."""
        self._closed = True
        if self._retiring is not None:
            self._retiring.cancel()
        workers = [worker for worker, _ in self._idle] + self._busy + self._starting
        self._idle, self._busy, self._starting = [], [], []
        for worker in workers:
            worker.stop()
        await asyncio.gather(*(asyncio.to_thread(worker.reap) for worker in workers))
        if self._threads is not None:
            self._threads.shutdown(wait=False, cancel_futures=True)
            self._threads = None

    def worker_pids(self) -> list[int]:
        """The live workers' process ids (tests kill one)."""
        workers = [worker for worker, _ in self._idle] + self._busy
        return sorted(worker.pid for worker in workers if worker.pid is not None)

    async def decide(self, name: str, view: View, seat: int, level: str, seed: int) -> Action:
        """The action the search at ``level`` chooses for ``seat`` of game ``name`` from the
        seat's ``view``, thought about off the event loop."""
        question = (name, view, seat, level, seed, self.iterations)
        if not self.uses_processes or self._closed or name in self._local_only:
            return await asyncio.to_thread(thinkworker.decide, *question)
        async with self._slots:  # at most ``workers`` searches at once; the rest queue here
            for attempt in range(1, ATTEMPTS + 1):
                if self._closed:
                    break
                try:
                    status, value = await self._ask(("decide", *question))
                except WorkerDied:
                    log.warning("search worker died (attempt %d): deciding again", attempt)
                    continue
                if status == "ok":
                    return value
                if status == "unknown":
                    self._local_only.add(name)
                    break
                raise value
        return await asyncio.to_thread(thinkworker.decide, *question)

    async def memory(self) -> list[int]:
        """Each idle worker's resident set size in bytes (the benchmark's measure)."""
        sizes = []
        for worker, _ in list(self._idle):
            status, value = await self._in_thread(worker.call, ("memory",))
            if status == "ok":
                sizes.append(int(value))
        return sizes

    async def _ask(self, request: thinkworker.Request) -> thinkworker.Reply:
        """One request to an idle worker (a fresh one if none is idle); a worker that dies
        meanwhile is dropped and WorkerDied raised."""
        worker = self._idle.pop()[0] if self._idle else await self._spawn()
        if worker is None:
            raise WorkerDied("a new worker died while starting")
        self._busy.append(worker)
        try:
            reply: thinkworker.Reply = await self._in_thread(worker.call, request)
        except WorkerDied:
            self._release(worker)
            worker.stop()
            self.restarts += 1
            raise
        except asyncio.CancelledError:
            # The caller gave up (the bot is stopping): the worker may still be thinking,
            # and its late answer would be read as the next request's.
            self._release(worker)
            worker.stop()
            raise
        self._release(worker)
        if self._closed:
            worker.stop()
        else:
            self._rest(worker)
        return reply

    def _rest(self, worker: WorkerProcess) -> None:
        """``worker`` waits for the next decision; stopped if none comes in ``idle_after``."""
        self._idle.append((worker, time.monotonic()))
        if self.idle_after is not None and (self._retiring is None or self._retiring.done()):
            self._retiring = asyncio.create_task(self._retire_idle(), name="think-pool-retire")

    async def _retire_idle(self) -> None:
        """Stop each worker once it has waited ``idle_after`` seconds for a search: a server
        whose bots stopped playing gets the memory back. Ends when no worker is idle."""
        assert self.idle_after is not None
        while self._idle and not self._closed:
            oldest = min(since for _, since in self._idle)
            await asyncio.sleep(max(0.0, oldest + self.idle_after - time.monotonic()))
            now = time.monotonic()
            retired = [w for w, since in self._idle if now - since >= self.idle_after]
            self._idle = [(w, since) for w, since in self._idle if now - since < self.idle_after]
            for worker in retired:
                worker.stop()  # an idle worker leaves by itself once its pipe is closed
            await asyncio.gather(*(asyncio.to_thread(worker.reap) for worker in retired))
            if retired:
                self.retired += len(retired)
                log.info("think pool: %d idle search workers stopped", len(retired))

    def _release(self, worker: WorkerProcess) -> None:
        if worker in self._busy:  # (the pool's close has let go of every worker already)
            self._busy.remove(worker)

    async def _spawn(self) -> WorkerProcess | None:
        """A started worker, or None when it died before saying it was ready."""
        worker = WorkerProcess.spawn(
            f"think-{len(self._idle) + len(self._busy)}", thinkworker.serve
        )
        self._starting.append(worker)  # the pool's close stops it too
        try:
            async with asyncio.timeout(START_TIMEOUT):
                ready = await self._in_thread(worker.hello)
        except TimeoutError:
            ready = False
        except BaseException:  # cancelled (the bot is stopping): no worker left behind
            worker.stop()
            raise
        finally:
            if worker in self._starting:
                self._starting.remove(worker)
        if not ready or self._closed:
            worker.stop()
            return None
        log.info("think pool: search worker %s started", worker.pid)
        return worker

    async def _in_thread(self, func: Any, *args: Any) -> Any:
        if self._threads is None:
            # One thread per worker waits on its pipe: the default pool may be busy elsewhere.
            self._threads = ThreadPoolExecutor(
                max(self.workers, 1), thread_name_prefix="think-pipe"
            )
        return await asyncio.get_running_loop().run_in_executor(self._threads, func, *args)
