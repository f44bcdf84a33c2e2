"""Boards and private pictures drawn in worker processes, beside the event loop.

A render is a pure function of (game name, view, locale) -> PNG bytes, and it holds the GIL
for 20-170 ms: drawn in a thread (``asyncio.to_thread``) it slows the event loop and so every
other player's reply text. No reply waits for its picture (issue 29 part 3): a move's text and
controls go out first, and the picture drawn here is added by an edit (bot/cogs/intake.py).

:class:`RenderPool` sends the view (the plain JSON the engine hands out: the public view, or the
one seat's own view for its private picture) to one of ``workers`` processes
(``bot/table/renderworker.py``), which draws it with its own registry.

One pool, one queue in priority order: private pictures first (the actor's reply has gone out
with its text and gains its picture by an edit: the picture is what the player waits for),
then boards (the channel post can come a moment later), then warm-ups. A free worker takes the
most urgent job, so a reply's picture never queues behind boards, and a picture never
waits for a warm-up to finish (a warm-up is one game at one player count, a fraction of a
second, and only runs when no picture is waiting for that worker).

A game sticks to a worker: a job goes to the worker that already drew or warmed its game
while that worker is free, so each game's caches (its static layers, up to ~150 MB) are held
by one worker, not by all of them; only when that one is busy does another draw it (and then
hold it too).

Nothing is warmed at start-up. When a lobby opens or its players change,
:meth:`RenderPool.prepare` has one worker (the one holding that game, else the one holding
the fewest) draw that game at that player count once, while the players are still gathering.
Each worker starts in about a second (imports only), so the bot waits for its workers before
it says it is ready.

``workers=0`` keeps the thread path (tests, the offline demo). A worker that dies costs no
picture: the job is tried once more on a new worker, and if that fails too it is drawn in a
thread. A game the workers cannot find (one a test or a plugin registered in this process
only) is drawn in a thread as well.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from bot.engine.base import View
from bot.render import animation
from bot.render.animation import FrameSpec, Look
from bot.render.board_frame import BoardFrame
from bot.render.text import face_for
from bot.table.renderprocess import WorkerDied, WorkerProcess
from bot.table.renderworker import Reply, Request, UnknownGame, draw, frames

log = logging.getLogger(__name__)

Kind = Literal["board", "private"]
# Lower goes first: the picture the actor's reply gains by an edit (its text went out
# before any drawing), then the channel's board.
PRIORITY: dict[Kind, int] = {"private": 0, "board": 1}
# An animated replay's frames and file (issue 31) come after every picture a move waits for:
# they are asked for a few frames at a time, so a move's picture waits at most for one batch.
ANIMATION = 2
START_TIMEOUT = 120.0  # a worker that has not started by then is taken for dead
# A worker holding games that has drawn nothing for this long is replaced by a fresh one: its
# caches (up to ~430 MB for every game) go back to the system, a fresh worker holds ~35 MB. It
# costs a second of CPU, and the next board of each game the cold price (0.2-0.45 s) once.
RECYCLE_AFTER = 15 * 60.0

__all__ = ["Kind", "RenderPool", "UnknownGame", "draw"]

T = TypeVar("T")


@dataclass(order=True)
class _Job:
    priority: int
    number: int
    request: Request = field(compare=False)
    game: str = field(compare=False)
    done: asyncio.Future[Reply] = field(compare=False)


@dataclass(frozen=True)
class _WarmUp:
    name: str
    players: int
    locale: str

    @property
    def key(self) -> tuple[str, int, str]:  # zh-CN and en share a face: warmed once
        return self.name, self.players, face_for(self.locale)


@dataclass
class _Slot:
    """A place for one worker: its process (None until started, or after it died) and the
    warm-ups it still has to do."""

    number: int
    worker: WorkerProcess | None = None
    warm_ups: list[_WarmUp] = field(default_factory=list)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    busy: bool = False

    def knows(self, game: str) -> bool:
        return self.worker is not None and game in self.worker.games


class RenderPool:
    """Where the bot draws: ``workers`` processes, or threads when ``workers`` is 0."""

    def __init__(
        self, workers: int = 0, *, warm: bool = False, recycle_after: float = RECYCLE_AFTER
    ) -> None:
        if workers < 0:
            raise ValueError("workers must be 0 (threads) or more")
        self.workers = workers
        self.warm = warm
        self.recycle_after = recycle_after
        self.restarts = 0  # workers started anew after one died (for tests and logs)
        self.recycled = 0  # idle workers replaced by fresh ones
        self._slots = [_Slot(number) for number in range(workers)]
        self._queue: list[_Job] = []
        self._numbers = itertools.count()
        self._local_only: set[str] = set()  # games the workers do not know
        self._warmed_here: set[tuple[str, int, str]] = set()  # thread path's warm-ups
        self._starting: asyncio.Future[None] | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._threads: ThreadPoolExecutor | None = None
        self._closed = False

    @property
    def uses_processes(self) -> bool:
        return self.workers > 0

    # -- starting and stopping ---------------------------------------------------------------

    async def start(self) -> None:
        """Start every worker and wait until each has imported the games (about a second),
        so a player's first picture never waits for a process to boot."""
        if not self.uses_processes or self._closed or self._tasks:
            return  # (without yielding when started: a job asked for now is queued now)
        if self._starting is None:
            self._starting = asyncio.ensure_future(self._start_all())
        await asyncio.shield(self._starting)

    async def _start_all(self) -> None:
        # One thread per worker waits on its pipe: the default pool may be busy elsewhere.
        self._threads = ThreadPoolExecutor(self.workers, thread_name_prefix="render-pipe")
        started = await asyncio.gather(*(self._start_worker(slot) for slot in self._slots))
        self._tasks = [
            asyncio.create_task(self._serve(slot), name=f"render-slot-{slot.number}")
            for slot in self._slots
        ]
        log.info("render pool: %d of %d worker processes ready", sum(started), self.workers)

    async def _start_worker(self, slot: _Slot) -> bool:
        """Spawn the slot's worker and wait for its hello; False if it died first."""
        worker = WorkerProcess.spawn(f"render-{slot.number}")
        try:
            async with asyncio.timeout(START_TIMEOUT):
                ready = await self._in_thread(worker.hello)
        except TimeoutError:
            ready = False
        if not ready:
            worker.stop()
            return False
        slot.worker = worker
        return True

    async def close(self) -> None:
        """Stop the workers and wait (briefly) until they have exited. A worker keeps nothing
        but caches, so one still busy is terminated rather than waited for: stopping the bot
        must not wait on it. Renders asked for afterwards are drawn in a thread."""
        self._closed = True
        if self._starting is not None:
            await asyncio.gather(self._starting, return_exceptions=True)
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks = []
        for job in self._queue:
            if not job.done.done():
                job.done.set_exception(WorkerDied("the pool was closed"))
        self._queue = []
        workers = [slot.worker for slot in self._slots if slot.worker is not None]
        for slot in self._slots:
            slot.worker = None
        for worker in workers:
            worker.stop()
        await asyncio.gather(*(asyncio.to_thread(worker.reap) for worker in workers))
        if self._threads is not None:
            self._threads.shutdown(wait=False, cancel_futures=True)
            self._threads = None

    def worker_pids(self) -> list[int]:
        """The live workers' process ids (tests kill one)."""
        return sorted(
            slot.worker.pid
            for slot in self._slots
            if slot.worker is not None and slot.worker.pid is not None
        )

    # -- drawing -------------------------------------------------------------------------------

    async def render(
        self, name: str, kind: Kind, view: View, locale: str, frame: BoardFrame | None = None
    ) -> bytes | None:
        """Draw ``kind`` of game ``name`` from ``view``, off the event loop; ``frame``: what
        the table adds to a channel board."""
        request = ("draw", name, kind, view, locale, frame)
        return await self._call(PRIORITY[kind], request, name, draw, *request[1:])

    async def animation_frames(
        self, name: str, specs: list[FrameSpec], locale: str, look: Look | None = None
    ) -> tuple[list[bytes], Look]:
        """Frames of an animated replay of game ``name`` (bot.render.animation.draw_frames),
        after every picture a move waits for."""
        request = ("frames", name, specs, locale, look)
        return await self._call(ANIMATION, request, name, frames, *request[1:])

    async def encode_gif(self, frames: list[tuple[bytes, int]]) -> bytes:
        """Animation frames (P-mode PNGs, durations in ms) written as one GIF, in a worker."""
        return await self._call(ANIMATION, ("gif", frames), "", animation.encode_gif, frames)

    async def _call(
        self, priority: int, request: Request, game: str, local: Callable[..., T], *args: Any
    ) -> T:
        """``request`` answered by a worker, or ``local(*args)`` run in a thread (no workers,
        a closed pool, a game the workers lack, or two workers dead in a row)."""
        if not self.uses_processes or self._closed or game in self._local_only:
            return await asyncio.to_thread(local, *args)
        await self.start()  # at once when started already; a test may skip it
        for attempt in (1, 2):
            try:
                status, value = await self._submit(priority, request, game)
            except WorkerDied:
                if self._closed:
                    break
                log.warning("render worker died (attempt %d): starting a new one", attempt)
                continue
            if status == "ok":
                return value
            if status == "unknown":
                self._local_only.add(game)
                break
            raise value
        return await asyncio.to_thread(local, *args)

    def prepare(self, name: str, players: int, locale: str) -> None:
        """A game of ``name`` may start soon with ``players`` players in ``locale``: have one
        worker draw it once, when it has no picture to draw: the worker that already draws
        that game, else the one holding the fewest games (nothing when ``warm`` is off, or
        when that was done). Returns at once."""
        if not self.warm or self._closed:
            return
        unit = _WarmUp(name, players, locale)
        if not self.uses_processes:
            if unit.key not in self._warmed_here:
                self._warmed_here.add(unit.key)
                from bot.table.renderworker import warm

                task = asyncio.get_running_loop().run_in_executor(None, warm, name, players, locale)
                task.add_done_callback(_report_warm_up)
            return
        for slot in self._slots:
            done = slot.worker is not None and unit.key in slot.worker.warmed
            if done or any(other.key == unit.key for other in slot.warm_ups):
                return
        slot = min(self._slots, key=lambda slot: (not slot.knows(name), _held(slot), slot.number))
        slot.warm_ups.append(unit)
        slot.wake.set()

    def pending_warm_ups(self) -> int:
        """Warm-ups asked for and not yet begun, over all workers (tests read it)."""
        return sum(len(slot.warm_ups) for slot in self._slots)

    def finished_warm_ups(self) -> int:
        """Warm-ups done by the live workers (tests read it)."""
        return sum(len(slot.worker.warmed) for slot in self._slots if slot.worker is not None)

    async def _submit(self, priority: int, request: Request, game: str) -> Reply:
        done: asyncio.Future[Reply] = asyncio.get_running_loop().create_future()
        self._queue.append(_Job(priority, next(self._numbers), request, game, done))
        self._wake_all()
        return await done

    def _wake_all(self) -> None:
        for slot in self._slots:
            slot.wake.set()

    def _take(self, slot: _Slot) -> _Job | None:
        """The most urgent job for ``slot``: one whose game it holds, or one no other idle
        worker holds (that one takes it a moment later). So a game is drawn by one worker
        while the pool keeps up, and its caches are not held by every worker."""
        for job in sorted(self._queue):
            if job.done.cancelled():
                self._queue.remove(job)
            elif slot.knows(job.game) or not any(
                other.knows(job.game) and not other.busy
                for other in self._slots
                if other is not slot
            ):
                self._queue.remove(job)
                return job
        return None

    async def _serve(self, slot: _Slot) -> None:
        """One slot's loop: the most urgent job for it, else one of its warm-ups, else sleep."""
        while not self._closed:
            job = self._take(slot)
            if job is None and not slot.warm_ups:
                slot.wake.clear()
                try:
                    # not wait_for: on 3.11 it can swallow the close's cancellation when the
                    # event is set at the same moment, and the slot would never end
                    async with asyncio.timeout(self.recycle_after):
                        await slot.wake.wait()
                except TimeoutError:
                    await self._recycle(slot)
                continue
            slot.busy = True
            self._wake_all()  # a job left for this slot may now be another's
            try:
                if job is not None:
                    await self._run(slot, job)
                else:
                    await self._warm(slot, slot.warm_ups.pop(0))
            finally:
                slot.busy = False
            self._wake_all()  # this worker is free: a job left for it may be waiting

    async def _recycle(self, slot: _Slot) -> None:
        """Replace an idle worker that holds games by a fresh one (see RECYCLE_AFTER)."""
        old = slot.worker
        if old is None or not old.games:
            return
        slot.busy = True  # a job for its games meanwhile goes to another worker, if any
        try:
            slot.worker = None
            old.stop()
            await asyncio.to_thread(old.reap)
            self.recycled += 1
            log.info("render worker %s idle: replaced by a fresh one", old.pid)
            await self._start_worker(slot)  # else the next job starts one
        finally:
            slot.busy = False
        self._wake_all()

    async def _run(self, slot: _Slot, job: _Job) -> None:
        worker = slot.worker
        if worker is None:  # its worker died: start another for this job
            if not await self._start_worker(slot):
                self.restarts += 1
                job.done.set_exception(WorkerDied("a new worker died while starting"))
                return
            self.restarts += 1
            worker = slot.worker
        assert worker is not None
        try:
            reply = await self._in_thread(worker.call, job.request)
        except asyncio.CancelledError:  # the pool is closing: the caller draws it itself
            if not job.done.done():
                job.done.set_exception(WorkerDied("the pool was closed"))
            raise
        except WorkerDied as exc:
            slot.worker = None
            worker.stop()
            if not job.done.done():
                job.done.set_exception(exc)
            return
        if reply[0] == "ok":  # a game the worker lacks is drawn here from now on
            worker.games.add(job.game)
        if not job.done.done():
            job.done.set_result(reply)

    async def _warm(self, slot: _Slot, unit: _WarmUp) -> None:
        worker = slot.worker
        if worker is None or unit.key in worker.warmed:
            return  # a new worker warms on demand again: the next lobby asks
        request = ("warm", unit.name, unit.players, unit.locale)
        try:
            status, value = await self._in_thread(worker.call, request)
        except WorkerDied:
            slot.worker = None
            worker.stop()
            return
        worker.warmed.add(unit.key)
        worker.games.add(unit.name)
        if status != "ok":
            log.warning("warming %s for %d players failed: %r", unit.name, unit.players, value)

    async def _in_thread(self, func: Any, *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self._threads, func, *args)


def _held(slot: _Slot) -> int:
    """How many games a slot's worker holds in its caches."""
    return len(slot.worker.games) if slot.worker is not None else 0


def _report_warm_up(task: asyncio.Future[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("warming the renderers failed", exc_info=task.exception())
