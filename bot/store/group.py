"""Group commit: many games' writes share one SQLite transaction and one sync of the log.

With ``synchronous = FULL`` every commit waits for the disk (a few hundred microseconds on a
fast volume, milliseconds on a busy or slow one), and one connection can only commit one
transaction at a time: each accepted action paying its own sync bounds the whole process to
that many actions per second. Here every write is a plain function of a ``sqlite3``
connection, queued with a future. One writer task takes *all* the writes waiting at that
moment and runs them in one transaction on a connection of its own, in its own thread:

* each write runs inside a ``SAVEPOINT``; one that raises (a version conflict, a constraint)
  is rolled back to it alone and its caller gets the error, while the others go on;
* the transaction commits once (one sync for the whole batch), and only then is each
  waiting caller told its result: nothing is acknowledged before it is on disk, and if the
  commit fails every write in the batch fails;
* writes run in the order they were queued, so one game's writes keep their order.

No delay is added to wait for company: when the writer is idle a lone write starts at once,
and the writes that arrive while a batch syncs form the next batch. The writer's connection
is separate from the readers' (aiosqlite's), so loading a game never queues behind a sync.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

Run = Callable[[sqlite3.Connection], Any]


@dataclass
class _Pending:
    run: Run
    future: asyncio.Future[Any]


class GroupWriter:
    """Writes to one database file in batches; see the module's docstring."""

    def __init__(self, path: str, synchronous: str, lock: asyncio.Lock) -> None:
        self._path = path
        self._synchronous = synchronous
        # The store's transaction lock: a batch holds it like any other transaction, so the
        # two connections never wait for each other's write lock inside SQLite.
        self._lock = lock
        # One thread, so the connection is only ever used by the thread that opened it.
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="store-writer")
        self._connection: sqlite3.Connection | None = None
        self._pending: list[_Pending] = []
        self._wake = asyncio.Event()
        self._closing = False
        self._task: asyncio.Task[None] | None = None
        self.batches = 0  # committed batches and the writes in them (for tests and figures)
        self.writes = 0

    async def open(self) -> None:
        await self._in_thread(self._connect)
        self._task = asyncio.get_running_loop().create_task(self._serve())

    def _connect(self) -> None:
        # isolation_level None: this code says BEGIN and COMMIT itself.
        connection = sqlite3.connect(self._path, isolation_level=None)
        # The same durability as the readers' connection: the pragma is per connection.
        connection.execute(f"PRAGMA synchronous = {self._synchronous}")
        connection.execute("PRAGMA foreign_keys = ON")
        connection.execute("PRAGMA busy_timeout = 5000")
        self._connection = connection

    async def _in_thread(self, call: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self._thread, call, *args)

    async def write(self, run: Run) -> Any:
        """Run ``run(connection)`` in the next batch; its result once the batch is on disk,
        or the exception it raised (then nothing it wrote was kept)."""
        if self._closing or self._task is None or self._task.done():
            raise RuntimeError("the store is closed")
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending.append(_Pending(run, future))
        self._wake.set()
        return await future

    async def _serve(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            batch, self._pending = self._pending, []
            # A caller that gave up before its batch began was never told it succeeded:
            # leave its write out.
            batch = [pending for pending in batch if not pending.future.cancelled()]
            if batch:
                await self._commit(batch)
            if self._closing and not self._pending:
                return

    async def _commit(self, batch: list[_Pending]) -> None:
        try:
            async with self._lock:
                results = await self._in_thread(self._run_batch, [p.run for p in batch])
        except BaseException as error:  # the commit itself failed: no write in it was kept
            for pending in batch:
                if not pending.future.done():
                    pending.future.set_exception(error)
            if not isinstance(error, Exception):
                raise
            return
        self.batches += 1
        self.writes += len(batch)
        for pending, (ok, value) in zip(batch, results, strict=True):
            if pending.future.done():
                continue  # its caller was cancelled meanwhile; the write is kept all the same
            if ok:
                pending.future.set_result(value)
            else:
                pending.future.set_exception(value)

    def _run_batch(self, runs: list[Run]) -> list[tuple[bool, Any]]:
        """In the writer's thread: one transaction, a savepoint per write, one commit."""
        connection = self._connection
        assert connection is not None
        results: list[tuple[bool, Any]] = []
        connection.execute("BEGIN IMMEDIATE")
        try:
            for run in runs:
                connection.execute("SAVEPOINT write")
                try:
                    value = run(connection)
                except Exception as error:
                    if not connection.in_transaction:
                        # SQLite rolled the whole transaction back (disk full, I/O error):
                        # the writes before this one are gone too, so the batch fails.
                        raise
                    connection.execute("ROLLBACK TO write")
                    connection.execute("RELEASE write")
                    results.append((False, error))
                else:
                    connection.execute("RELEASE write")
                    results.append((True, value))
            connection.execute("COMMIT")
        except BaseException:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise
        return results

    async def close(self) -> None:
        """Finish every write already queued, then close the connection and the thread."""
        try:
            if self._task is not None and not self._closing:
                self._closing = True
                self._wake.set()
                await self._task
        finally:
            # Even if the writer task died, the file handle and the thread must not leak.
            self._closing = True
            if self._connection is not None:
                await self._in_thread(self._connection.close)
                self._connection = None
            self._thread.shutdown(wait=True)
