"""Bot players: seats the bot plays at a level (issue 30).

Levels (:data:`LEVELS`):

* ``easy``: the game's autopilot (``engine.autopilot``), the bot that sat in for missed
  deadlines and kicked players before levels existed; it runs on the loop, it is cheap.
* ``normal`` and ``strong``: a search (:mod:`bot.ai.search`) over states sampled from the seat's
  own view (``engine.determinize``), :data:`ITERATIONS` iterations a decision under a ceiling of
  :data:`CPU_BUDGET` CPU-seconds; they run in worker processes beside the event loop.

The one entry point for a decision is :func:`decide`: it takes the seat's *view*, never the
true state, so what the bot knows is what a player in that seat knows.
"""

from __future__ import annotations

from bot.ai.decide import decide
from bot.ai.levels import CPU_BUDGET, DEFAULT_LEVEL, ITERATIONS, LEVELS

__all__ = ["CPU_BUDGET", "DEFAULT_LEVEL", "ITERATIONS", "LEVELS", "decide"]
