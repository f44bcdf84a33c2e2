"""The garbage collector's policy: long-lived objects are frozen, so a full collection never
stops the event loop to walk every game in memory again (issue 29 part 3).

Why. The game cache (bot/table/cache.py) holds up to 2,048 games' parsed states: with 1,000
active games about 245,000 tracked objects. CPython's full (generation 2) collection walks all
of them with the loop stopped (60+ ms of CPU, 0.3-1.4 s of wall on a loaded machine), and it
comes back every time a quarter of that heap is new, which moves make: the cache replaces a
game's state with the one its move produced. Every click that arrives meanwhile waits, its
acknowledgement and its text (docs/benchmarks.md, issue 29 part 3).

The rule (:func:`install`, run once by the bot when it has started up):

- At start-up, once the bot has loaded its modules, store, extensions and commands: collect
  once and freeze (``gc.freeze``) what is alive: it lives as long as the process.
- After every collection of generation ``FREEZE_FROM`` (1) or older: freeze its survivors. An
  object that survived two collections is long-lived (a cached state, a table); young
  collections keep walking only the youngest objects (0.1-2.5 ms of CPU), and a full
  collection finds next to nothing left to walk. Measured: full collections with survivors
  frozen only after full ones still cost 20-34 ms of CPU each; from generation 1 none was
  needed during the benchmark's 80 waves.
- Frozen is not pinned: reference counting still frees a frozen object when nothing refers to
  it (a game's old state replaced in the cache, a game evicted; states are plain JSON trees,
  without cycles). Only garbage in reference cycles stays while frozen. So when the frozen
  heap has grown to ``REFREEZE_GROWTH`` times its size at the last thorough pass, the next full
  collection unfreezes first and walks everything (one long pause, as every full collection
  was before), then freezes the survivors again. While the bot's memory is steady (games
  replace their states, the cache is full) that comes rarely; frozen garbage never outgrows
  the live heap. (The benchmark's 80 waves left none: 0 objects found after unfreezing.)

The collector's thresholds stay CPython's.
"""

from __future__ import annotations

import gc
import logging
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

# A thorough pass once the frozen heap has doubled since the last one (start-up included).
REFREEZE_GROWTH = 2.0
# The youngest generation whose collections freeze their survivors (2: full collections only).
FREEZE_FROM = 1


@dataclass
class Policy:
    """What the installed policy has done; :func:`policy` returns it."""

    baseline: int = 0  # objects frozen after the last thorough pass
    freezes: int = 0  # full collections whose survivors were frozen
    thorough: int = 0  # full collections that first unfroze everything
    _unfrozen: bool = False  # this collection began with an unfreeze

    def on_collection(self, phase: str, info: dict[str, Any]) -> None:
        """``gc.callbacks`` hook. Runs inside the collector (any thread, GIL held): it only
        moves lists of objects between generations, never collects itself."""
        generation = info.get("generation", 0)
        if generation < FREEZE_FROM:
            return
        if phase == "start":
            if generation < 2:
                return
            if gc.get_freeze_count() > self.baseline * REFREEZE_GROWTH:
                gc.unfreeze()  # this collection walks everything, frozen garbage included
                self._unfrozen = True
            return
        gc.freeze()  # phase "stop": the survivors are long-lived
        self.freezes += 1
        if self._unfrozen:
            self._unfrozen = False
            self.thorough += 1
            self.baseline = gc.get_freeze_count()


_installed: Policy | None = None


def install() -> Policy:
    """Collect everything once, freeze what is alive, and freeze the survivors of every full
    collection from now on (the module's docstring says why and when it unfreezes). Call it
    once the process has loaded what it keeps (the bot: at the end of its start-up). A second
    call does nothing and returns the same policy."""
    global _installed
    if _installed is not None:
        return _installed
    _installed = Policy()
    gc.unfreeze()  # the first pass below is thorough
    _installed._unfrozen = True
    gc.callbacks.append(_installed.on_collection)
    gc.collect()
    log.info("garbage collector: %d objects frozen after start-up", _installed.baseline)
    return _installed


def policy() -> Policy | None:
    """The installed policy, or None when :func:`install` has not run in this process."""
    return _installed


def uninstall() -> None:
    """Back to CPython's collector: nothing frozen, no hook (tests; a benchmark's other mode)."""
    global _installed
    if _installed is not None:
        gc.callbacks.remove(_installed.on_collection)
        _installed = None
    gc.unfreeze()
