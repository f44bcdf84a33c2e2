"""The one place a bot seat's move is chosen (issue 30): :func:`choose`.

Every move the bot makes for a seat comes from here: a bot's own seat, a kicked player's seat,
a seat the deadline's autopilot stands in for once, the demo's seats. ``easy`` is the game's
autopilot with the stream it always had, so stored games replay as they were played; ``normal``
and ``strong`` ask the search (:func:`bot.ai.decide`) with nothing but the seat's own view. When
decisions move to worker processes (with a human-like delay), this function is what changes.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from typing import Any

from bot.ai import DEFAULT_LEVEL, LEVELS
from bot.engine.base import Action, RuleError
from bot.store import SeatRow
from bot.store.settings import Setting, register
from bot.table.model import Table

log = logging.getLogger(__name__)

EASY = "easy"
_WARNED: set[bool] = set()  # the missing search is said once a process

# The level a server's bots play at where no level was chosen: the deadline's autopilot and
# a kicked player's seat (a bot added in a lobby or by /game replace has its own).
BOT_LEVEL: Setting[str] = register("server", "bot_level", str, DEFAULT_LEVEL)
# Whether games with a bot's seat count on the server's leaderboard (off: a win against bots
# is no win over the server's players).
BOT_GAMES_RANKED: Setting[bool] = register("server", "bot_games_ranked", bool, False)


def check_level(level: str | None) -> None:
    """Refuse a level that is none of :data:`bot.ai.LEVELS` (None: the default, allowed)."""
    if level is not None and level not in LEVELS:
        raise RuleError("error-bot-level", levels=", ".join(LEVELS))


def seat_level(row: SeatRow) -> str:
    """The level a bot seat plays at; an autopilot seat stored before levels plays "easy",
    the autopilot it had, so its game goes on as it would have."""
    return row.level if row.level in LEVELS else EASY


def search_seed(table: Table, seat: int, number: int) -> int:
    """The search's seed for move ``number`` of ``seat``: drawn from the game's secret (its own
    stream, so it shifts no other), the same after a restart; never logged."""
    return table.random.stream("bot", number, seat).getrandbits(64)


def choose(table: Table, seat: int, level: str, number: int) -> Action:
    """The action a bot playing ``seat`` at ``level`` takes as move ``number`` of ``table``."""
    engine = table.spec.engine
    if searches(table, level):
        decide = _search()
        if decide is not None:
            view = engine.view(table.state, seat)
            return decide(engine, view, seat, level, search_seed(table, seat, number))
    # "easy", or a game that cannot sample what a seat does not know (no determinize): the
    # autopilot, which is legitimate for such a game at every level.
    return engine.autopilot(table.state, seat, table.random.autopilot(number))


def searches(table: Table, level: str) -> bool:
    """Whether ``choose`` would search (and so take up to :data:`bot.ai.CPU_BUDGET`)."""
    engine = table.spec.engine
    return level in LEVELS and level != EASY and getattr(engine, "determinize", None) is not None


async def choose_move(table: Table, seat: int, level: str, number: int) -> Action:
    """:func:`choose` as the table awaits it: a search runs in a thread, so the event loop
    goes on (other games, a click's timely deferral) while it thinks; the autopilot, which
    takes microseconds, runs inline. The game's lock is held meanwhile, so nothing changes the
    table under it. When decisions move to worker processes, this is the one place to change."""
    if not searches(table, level):
        return choose(table, seat, level, number)
    return await asyncio.to_thread(choose, table, seat, level, number)


def _search() -> Any:
    """:func:`bot.ai.decide`, looked up when first needed (the search is heavy, and a build
    without it plays every level as "easy"); None when it is not there."""
    decide = getattr(importlib.import_module("bot.ai"), "decide", None)
    if decide is None and not _WARNED:
        _WARNED.add(True)
        log.warning("bot.ai.decide is missing: bot seats play as easy")
    return decide
