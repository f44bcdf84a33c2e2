"""A bot player's search worker: the far side of :class:`bot.table.thinkpool.ThinkPool`.

A worker is spawned with one end of a pipe. It says it is ready, then answers one request at
a time until the pipe closes:

* ``("decide", name, view, seat, level, seed, iterations)``: the action :func:`bot.ai.decide`
  chooses for ``seat`` of game ``name`` from the seat's ``view`` (``("ok", action)``; iterations
  None: the level's CPU budget), ``("unknown", name)`` for a game its registry lacks, or
  ``("error", SafeFailure)`` naming the exception's type and frames, never its message.
* ``("memory",)``: its resident set size in bytes (``("ok", rss)``; the benchmark reads it).

It is sent the seat's view, never the game's true state: what it can know is what a player in
that seat knows. It ends with the bot (bot.table.workerlife) and when its pipe closes.
"""

from __future__ import annotations

import os
import resource
from multiprocessing.connection import Connection
from typing import Any

from bot.table.failures import SafeFailure, described
from bot.table.workerlife import answer_requests, end_with_parent, yield_cpu_to_the_loop

Request = tuple[Any, ...]
Reply = tuple[str, Any]


class UnknownGame(LookupError):
    """The worker's registry has no game of that name (it was registered in the bot only)."""


def decide(
    name: str, view: Any, seat: int, level: str, seed: int, iterations: int | None = None
) -> Any:
    """The decision itself: in a worker, or in a thread on the fallback path."""
    from bot.ai import decide as search
    from bot.games import available, get

    if name not in available():
        raise UnknownGame(name)
    return search(get(name).engine, view, seat, level, seed, iterations=iterations)


def resident_bytes() -> int:
    """This process's resident set size now (Linux /proc), else its peak (ru_maxrss, KiB)."""
    try:
        with open(f"/proc/{os.getpid()}/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def answer(request: Request) -> Reply:
    """One request's reply; the worker survives any error a search raises."""
    try:
        if request[0] == "decide":
            return "ok", decide(*request[1:])
        if request[0] == "memory":
            return "ok", resident_bytes()
        return "error", ValueError(f"unknown request {request[0]!r}")
    except UnknownGame as exc:
        return "unknown", str(exc)
    except Exception as exc:  # a search's bug: the bot logs it with the game
        # Its type and where, not the exception: a message may quote the seat's view (a
        # hand, a sealed choice), and the traceback would not cross the pipe anyway.
        return "error", SafeFailure(f"in a search worker: {described(exc)}")


def serve(conn: Connection) -> None:
    """The worker's main loop (the ``Process`` target)."""
    end_with_parent()
    yield_cpu_to_the_loop()
    # The games' registry is imported before the hello, so the first decision does not pay it.
    from bot.games import available

    available()
    answer_requests(conn, answer)
