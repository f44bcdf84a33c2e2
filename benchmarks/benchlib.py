"""Helpers shared by the benchmark scripts: the command line, an autopilot driver, statistics
and plain-text tables.

The scripts print figures; they never assert on speed. Run one as
``.venv/bin/python benchmarks/<name>.py [--quick]`` from the repository root.
"""

from __future__ import annotations

import argparse
import copy
import ctypes
import io
import json
import math
import os
import platform
import random
import signal
import subprocess
import sys
import tarfile
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

# The scripts run as files (``python benchmarks/x.py``), so the repository root is not on the
# path unless the project is installed; put it there so ``import bot`` always finds this tree.
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.engine.base import Action, Engine, RandomSource, State, rng_for, setup_rng  # noqa: E402

T = TypeVar("T")

STEP_LIMIT = 5000  # the same guard the table service uses against a game that never ends


@dataclass(frozen=True)
class Setup:
    """One game configuration to measure."""

    label: str  # "suntzu full", "smallworld 3p"
    kind: str  # the GameSpec name
    players: int
    options: dict[str, Any] = field(default_factory=dict)


# ----- children end with their parent ---------------------------------------------------------

PR_SET_PDEATHSIG = 1  # <linux/prctl.h>: a signal the kernel sends a process when its parent dies


def ends_with_me() -> Callable[[], None] | None:
    """A ``preexec_fn`` for every child process a benchmark starts, so that no child outlives
    the script however it ends (SIGKILL from a test's timeout, Ctrl-C, the OOM killer).

    The bot's own workers watch their parent's sentinel (``bot/table/workerlife.py``); a child
    started here is often another tree's code (an exported base revision, an old bot) that
    cannot be taught to watch anything, and some are not Python (git, tar). So the kernel does
    it: ``PR_SET_PDEATHSIG`` kills the child with SIGKILL when the thread that started it ends
    (the scripts start children from their main thread, or from the event loop's). If this
    process died between the fork and the ``prctl``, the child has already been handed to
    another parent and ends at once. None (nothing to do) where there is no ``prctl``: Linux
    only, as are the scripts that read /proc."""
    if not sys.platform.startswith("linux"):
        return None
    # Looked up here, not in the child: between fork and exec only simple calls are safe.
    prctl = ctypes.CDLL(None, use_errno=True).prctl
    parent = os.getpid()

    def in_the_child() -> None:
        if prctl(PR_SET_PDEATHSIG, signal.SIGKILL) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_PDEATHSIG) was refused")
        if os.getppid() != parent:
            os._exit(1)  # the parent is already gone: nobody is waiting for this child

    return in_the_child


def export_tree(rev: str, folder: Path, script: Path | None = None) -> Path:
    """An exported copy of commit ``rev`` in ``folder`` (``git archive``), for a child process
    to measure that commit's code beside this tree's in one run. With ``script`` (a benchmark's
    own file) this tree's copy of it and of this harness are put in the export, so both sides
    measure the same way; the path of that copy, else ``folder``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", rev],
        check=True,
        capture_output=True,
        preexec_fn=ends_with_me(),
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    if script is None:
        return folder
    for mine in (script, Path(__file__)):
        copied = folder / "benchmarks" / mine.name
        copied.write_text(mine.read_text(encoding="utf-8"), encoding="utf-8")
    return folder / "benchmarks" / script.name


def registered_setups() -> tuple[Setup, ...]:
    """Every registered game at every player count with its default options, and each of its
    yes/no options switched on at the fewest players: a new game is measured when it
    registers ("suntzu 2p", "suntzu beginner", "smallworld 5p", ...)."""
    from bot.games import available, get

    found: list[Setup] = []
    for name in available():
        engine = get(name).engine
        for players in range(engine.min_players, engine.max_players + 1):
            found.append(Setup(f"{name} {players}p", name, players))
        for option in engine.options:
            if option.kind is bool and not option.default:
                found.append(
                    Setup(f"{name} {option.name}", name, engine.min_players, {option.name: True})
                )
    return tuple(found)


SETUPS: tuple[Setup, ...] = registered_setups()


def parse_args(description: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(
        "--quick", action="store_true", help="a small run (well under 20 s) to check it works"
    )
    parser.add_argument(
        "--game", action="append", help="measure only this game (repeatable); default: every game"
    )
    return parser.parse_args()


def chosen(games: list[str] | None, name: str) -> bool:
    """Whether ``--game`` lets a game be measured (every game when none was named)."""
    return not games or name in games


def banner(title: str, quick: bool) -> None:
    """Say what ran where, so a pasted result carries its context."""
    mode = "quick" if quick else "full"
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    print(f"# {title} ({mode} run, {when})")
    print(f"# Python {platform.python_version()} on {platform.machine()}, {_cores()} cores")
    print(f"# load average at start: {_load()} (above 0.5 the figures are disturbed)")
    print()


def footer() -> None:
    """The load at the end: a busy machine during the run makes every figure slower."""
    print(f"# load average at end: {_load()}")


def _load() -> str:
    if not hasattr(os, "getloadavg"):
        return "unknown"
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def _cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def headline(name: str, value: float, unit: str) -> None:
    """A figure worth quoting; tests/test_benchmarks_run.py looks for these lines."""
    print(f"headline {name}: {value:.6g} {unit}")


# -- driving a game ---------------------------------------------------------------------------


def next_seat(engine: Engine, state: State) -> int:
    """The seat the driver lets act next: the lowest waited-for seat that still has something
    to decide. Sun Tzu keeps a seat that locked its sealed placement among the waited-for
    (so nobody learns it is done); its ``pending`` says who really still has to act."""
    waiting = sorted(engine.waiting_for(state))
    pending = getattr(engine, "pending", None)
    if pending is not None:
        waiting = [seat for seat in waiting if pending(state, seat)] or waiting
    if not waiting:
        raise RuntimeError("the game waits for nobody but has not ended")
    return waiting[0]


def autopilot_chooser(seed: int, number: int) -> random.Random:
    """The autopilot's random source for action ``number``, as the table service makes it
    for a game with this fixed seed."""
    return RandomSource.from_seed(seed).autopilot(number)


def play(engine: Engine, setup: Setup, seed: int) -> tuple[State, list[tuple[int, Action]]]:
    """Play a whole game with the autopilot on every seat; the final state and the log."""
    state = engine.setup(setup.players, dict(setup.options), setup_rng(seed))
    log: list[tuple[int, Action]] = []
    while engine.result(state) is None:
        if len(log) >= STEP_LIMIT:
            raise RuntimeError(f"{setup.label} seed {seed} did not end in {STEP_LIMIT} steps")
        seat = next_seat(engine, state)
        number = len(log) + 1
        action = engine.autopilot(state, seat, autopilot_chooser(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))
        log.append((seat, action))
    return state, log


def states_at(
    engine: Engine, setup: Setup, seed: int, log: list[tuple[int, Action]], steps: Iterable[int]
) -> list[State]:
    """Copies of the state after ``step`` actions of ``log`` (0 = the start), by replaying."""
    wanted = sorted(set(steps))
    state = engine.setup(setup.players, dict(setup.options), setup_rng(seed))
    found: list[State] = []
    done = 0
    for step in wanted:
        while done < step:
            seat, action = log[done]
            engine.apply(state, seat, action, rng_for(seed, done + 1))
            done += 1
        found.append(copy.deepcopy(state))
    return found


def spread(length: int, count: int) -> list[int]:
    """``count`` evenly spaced step numbers from 0 to ``length`` inclusive."""
    if count <= 1:
        return [length]
    return sorted({round(i * length / (count - 1)) for i in range(count)})


def snapshot_text(state: State) -> str:
    """A state serialized the way the store writes a snapshot (compact, sorted, UTF-8)."""
    return json.dumps(state, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


# -- measuring --------------------------------------------------------------------------------


class Timer:
    """Collects durations in seconds."""

    def __init__(self) -> None:
        self.samples: list[float] = []

    def time(self, call: Callable[[], T]) -> T:
        start = time.perf_counter()
        value = call()
        self.samples.append(time.perf_counter() - start)
        return value

    def add(self, seconds: float) -> None:
        self.samples.append(seconds)

    @property
    def mean(self) -> float:
        return sum(self.samples) / len(self.samples) if self.samples else float("nan")

    def percentile(self, pct: float) -> float:
        return percentile(self.samples, pct)


def percentile(samples: Sequence[float], pct: float) -> float:
    """The nearest-rank percentile (no interpolation: it is a value that was observed)."""
    if not samples:
        return float("nan")
    ordered = sorted(samples)
    rank = max(1, math.ceil(len(ordered) * pct / 100))
    return ordered[rank - 1]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f}"


def us(seconds: float) -> str:
    return f"{seconds * 1_000_000:.1f}"


def kib(size: float) -> str:
    return f"{size / 1024:.1f}"


def print_table(headers: Sequence[str], rows: Iterable[Sequence[object]]) -> None:
    """A markdown table with padded columns, readable in a terminal and pasteable in docs."""
    text_rows = [[str(cell) for cell in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in text_rows:
        widths = [max(w, len(cell)) for w, cell in zip(widths, row, strict=True)]

    def line(cells: Sequence[str]) -> str:
        return "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)) + " |"

    print(line(headers))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in text_rows:
        print(line(row))
    print()
