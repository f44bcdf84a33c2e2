"""The bot players' levels and budgets (in a module of their own: the search, the arena and
the platform read them without importing one another)."""

from __future__ import annotations

LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"  # the level a server's deadline autopilot and kicked seats play at
# A level is a number of search iterations: the same view and seed give the same move on any
# machine (a decision recomputed after a restart is the one that was being thought), and the
# strength the arena measures is the strength a table gets. Measured on this project's machine,
# strong's 150 iterations cost 0.16-0.78 CPU-s a decision (docs/benchmarks.md).
ITERATIONS = {"normal": 25, "strong": 150}
# The ceiling of one decision in CPU-seconds (one core): on a slow machine the search stops here
# with the iterations it has done.
CPU_BUDGET = {"normal": 0.3, "strong": 2.0}
