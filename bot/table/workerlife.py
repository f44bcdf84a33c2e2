"""How a worker process (a renderer, a bot player's search) yields to the bot and ends with it.

A worker runs at a lower CPU priority than the bot (:func:`yield_cpu_to_the_loop`): on a small
VPS the event loop (acknowledgements, replies' text, moves) wins the CPU over pictures, which
follow by an edit anyway (issue 29 part 3), and over bots' searches, which wait out a
human-like delay anyway (issue 30).

A worker must never outlive the bot, however the bot ends (SIGKILL, the OOM killer, a
supervisor that stops only the main process): a thread waits on the parent's sentinel, a pipe
only the parent holds open, which the kernel closes when the parent dies, and ends the process
then, even in the middle of a drawing or a search.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any


def end_with_parent() -> None:
    """End this process as soon as its parent has died (the sentinel pipe reaches EOF)."""
    parent = multiprocessing.parent_process()
    if parent is None:  # not started by multiprocessing: nobody to watch
        return

    def wait() -> None:
        parent.join()
        os._exit(0)  # no clean-up to do: a worker holds only caches and its current job

    threading.Thread(target=wait, name="parent-watch", daemon=True).start()


# How much lower a worker's CPU priority is than the bot's (``nice``: 0..19, higher yields).
NICENESS = 5


def yield_cpu_to_the_loop() -> None:
    """Lower this process's CPU priority by :data:`NICENESS`, where the system allows it."""
    with contextlib.suppress(AttributeError, OSError):  # no nice() (Windows), or refused
        os.nice(NICENESS)


def answer_requests(conn: Connection, answer: Callable[[Any], Any]) -> None:
    """A worker's main loop: say it is ready, then answer each request the pool sends until the
    pool closes the pipe or the bot is gone. ``answer`` never raises (it returns an error
    reply); a reply that does not pickle is sent as an error naming it."""
    conn.send(("ready", os.getpid()))
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return  # the pool was closed, or the bot is gone
        reply = answer(request)
        try:
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return
        except Exception as exc:  # an exception that does not pickle: say what it was
            conn.send(("error", RuntimeError(repr(exc))))
