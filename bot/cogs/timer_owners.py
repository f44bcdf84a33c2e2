"""Who holds a timer's claim, and whether that process is over (issue 30, part 6 follow-up).

A claim (``timers.claimed_by``) keeps two live processes from firing one timer twice; its
lease lets a timer whose process died fire again. Waiting out the lease made a restart fire a
timer its earlier life had claimed up to five minutes late. So a claim names its owner in a
way a process starting on the same machine can check: the host name, the kernel's boot id
(two machines never share one; a container shares its host's), the process id and a random
part for this one dispatcher. A claim is over when its owner ran here since this boot and
its process is gone, or when it was this very process (pid 1 again in a container) but no
dispatcher running in it now. A claim of another machine, or of a process still running here,
is left to its lease: only then may a live process still be firing it. Without a boot id (not
Linux) no claim is known to be over: a killed process's claims wait their lease, as before,
while a stop still gives its own back (bot.cogs.reminders).
"""

from __future__ import annotations

import os
import secrets
import socket
from collections.abc import Callable
from pathlib import Path

BOOT_ID = Path("/proc/sys/kernel/random/boot_id")
SEPARATOR = "|"  # never in a host name, a boot id or a number

# The owners of the dispatchers running in this process: several run in one process only in
# tests (two sharded bots on one database), and each must leave the others' claims alone.
RUNNING: set[str] = set()


def kernel_boot() -> str:
    """This machine's boot id (a new one at every boot); empty where there is none."""
    try:
        return BOOT_ID.read_text().strip()
    except OSError:
        return ""


def machine() -> str:
    """The part of an owner every process on this machine since its boot shares."""
    return f"{socket.gethostname()}{SEPARATOR}{kernel_boot()}"


def new_owner() -> str:
    """A dispatcher's name for its claims: the machine, the process, and a random part (in
    containers every bot may be process 1)."""
    return SEPARATOR.join((machine(), str(os.getpid()), secrets.token_hex(4)))


def process_alive(pid: int) -> bool:
    """Whether a process with this id runs on this machine (one of another user counts)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def is_over(
    owner: str,
    *,
    here: str | None = None,
    pid: int | None = None,
    alive: Callable[[int], bool] = process_alive,
) -> bool:
    """Whether the process that made a claim as ``owner`` is certainly over (``here``, ``pid``
    and ``alive``: this machine, this process and the check of another one; tests set them).
    An owner of an older form (no machine in it) is never known to be over."""
    here = machine() if here is None else here
    pid = os.getpid() if pid is None else pid
    host, boot, number, _token = ([*owner.split(SEPARATOR), "", "", "", ""])[:4]
    if not boot or f"{host}{SEPARATOR}{boot}" != here or not number.isdigit():
        return False
    if int(number) == pid:
        return owner not in RUNNING  # this process: over unless one of its dispatchers runs
    return not alive(int(number))
