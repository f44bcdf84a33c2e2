"""The bot's handle on one render worker process: spawn it, talk to it, stop it.

The worker's own side is ``bot/table/renderworker.py``; which job goes to which worker is
``bot/table/renderpool.py``'s business. The bot players' search workers (``bot/table/thinkpool.py``)
are the same kind of process with another ``target`` (``bot/table/thinkworker.py``).
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from bot.table import renderworker
from bot.table.renderworker import Reply, Request

STOP_TIMEOUT = 2.0  # how long stopping waits for a worker to end before killing it


class WorkerDied(RuntimeError):
    """The worker ended before it answered."""


@dataclass
class WorkerProcess:
    """One worker process, the pipe to it, and what its caches hold."""

    process: BaseProcess
    conn: Connection
    warmed: set[tuple[str, int, str]] = field(default_factory=set)  # (game, players, face)
    games: set[str] = field(default_factory=set)  # drawn or warmed: in its caches

    @classmethod
    def spawn(cls, name: str, target: Callable[[Connection], None] | None = None) -> WorkerProcess:
        """Start a worker running ``target`` (None: the render worker's loop, looked up now,
        so a test may stand in for it)."""
        # spawn, not fork: the bot's process has threads (aiosqlite, the group writer) whose
        # locks a forked child could inherit held.
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(
            target=target or renderworker.serve, args=(theirs,), name=name, daemon=True
        )
        process.start()
        theirs.close()  # else our own copy would keep the pipe open after the worker died
        return cls(process, ours)

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def hello(self) -> bool:
        """Wait for the worker to say it is ready (blocks: run it in a thread)."""
        try:
            return bool(self.conn.recv() == ("ready", self.process.pid))
        except (EOFError, OSError):
            return False

    def call(self, request: Request) -> Reply:
        """Send one request and wait for its reply (blocks: run it in a thread)."""
        try:
            self.conn.send(request)
            reply: Reply = self.conn.recv()
        except (EOFError, OSError) as exc:
            raise WorkerDied(str(exc)) from exc
        return reply

    def stop(self) -> None:
        """Close the pipe (an idle worker leaves by itself) and terminate a busy one: it holds
        nothing but caches, and stopping must not wait on a drawing."""
        self.conn.close()
        if self.process.is_alive():
            self.process.terminate()

    def reap(self) -> None:
        """Wait for a stopped worker to exit, killing one that ignores SIGTERM (blocks)."""
        self.process.join(STOP_TIMEOUT)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
