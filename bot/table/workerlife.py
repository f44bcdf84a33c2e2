"""How a worker process (a renderer, a bot player's search) ends with the bot.

A worker must never outlive the bot, however the bot ends (SIGKILL, the OOM killer, a
supervisor that stops only the main process): a thread waits on the parent's sentinel, a pipe
only the parent holds open, which the kernel closes when the parent dies, and ends the process
then, even in the middle of a drawing or a search.
"""

from __future__ import annotations

import multiprocessing
import os
import threading


def end_with_parent() -> None:
    """End this process as soon as its parent has died (the sentinel pipe reaches EOF)."""
    parent = multiprocessing.parent_process()
    if parent is None:  # not started by multiprocessing: nobody to watch
        return

    def wait() -> None:
        parent.join()
        os._exit(0)  # no clean-up to do: a worker holds only caches and its current job

    threading.Thread(target=wait, name="parent-watch", daemon=True).start()
