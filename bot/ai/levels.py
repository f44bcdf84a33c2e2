"""The bot players' levels and budgets (in a module of their own: the search, the arena and
the platform read them without importing one another)."""

from __future__ import annotations

LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"  # the level a server's deadline autopilot and kicked seats play at
CPU_BUDGET = {"normal": 0.3, "strong": 2.0}  # CPU-seconds of one decision, one core
