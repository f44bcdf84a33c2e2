"""The one place a bot seat's move is chosen (issue 30): :func:`choose`.

Every move the bot makes for a seat comes from here: a bot's own seat, a kicked player's seat,
a seat the deadline's autopilot stands in for once, the demo's seats. ``easy`` is the game's
autopilot with the stream it always had, so stored games replay as they were played; ``normal``
and ``strong`` ask the search (:func:`bot.ai.decide`) with nothing but the seat's own view
(:func:`question`), in a worker process (bot.table.thinkpool). When a bot's move lands, and
that the game's lock is not held while it thinks, is bot.table.bot_runner's business.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from dataclasses import dataclass
from typing import Any

from bot.ai import DEFAULT_LEVEL, LEVELS
from bot.engine.base import Action, RuleError, View
from bot.i18n import Text
from bot.store import SeatRow
from bot.store.settings import Setting, register
from bot.table.model import Table
from bot.table.thinkpool import ThinkPool

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
        # In the reader's words, as the lobby's select and the commands' choices show them.
        raise RuleError("error-bot-level", levels=[Text(f"bot-level-{known}") for known in LEVELS])


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
    if searches(table, level) and table.legal(seat):
        decide = _search()
        if decide is not None:
            view = engine.view(table.state, seat)
            return decide(engine, view, seat, level, search_seed(table, seat, number))
    # "easy", or a game that cannot sample what a seat does not know (no determinize), or a
    # seat with nothing to decide (locked in, waiting for the others): the autopilot, which is
    # legitimate for such a game at every level.
    return engine.autopilot(table.state, seat, table.random.autopilot(number))


def searches(table: Table, level: str) -> bool:
    """Whether ``choose`` would search (and so take up to :data:`bot.ai.CPU_BUDGET`)."""
    engine = table.spec.engine
    return level in LEVELS and level != EASY and getattr(engine, "determinize", None) is not None


@dataclass(frozen=True)
class Question:
    """What a search needs to choose a bot seat's move, and nothing more: the game's name,
    the seat's own view (never the true state), the seat, the level and the seed. A worker
    process answers it (bot.table.thinkpool), and asked again it gives the same action."""

    game: str
    view: View
    seat: int
    level: str
    seed: int


def question(table: Table, seat: int, level: str, number: int) -> Question | Action:
    """How the bot playing ``seat`` at ``level`` makes move ``number``: a search's
    :class:`Question` to think about, or, where no search plays (easy, a game without
    determinize, no search built), the autopilot's action itself, which takes microseconds."""
    if searches(table, level) and table.legal(seat) and _search() is not None:
        view = table.spec.engine.view(table.state, seat)
        return Question(table.spec.name, view, seat, level, search_seed(table, seat, number))
    return choose(table, seat, level, number)


async def choose_move(
    table: Table, seat: int, level: str, number: int, pool: ThinkPool | None = None
) -> Action:
    """:func:`choose` as the table awaits it: a search runs in ``pool`` (worker processes, or
    a thread; None: a thread), so the event loop goes on (other games, a click's timely
    deferral) while it thinks; the autopilot runs inline."""
    asked = question(table, seat, level, number)
    if not isinstance(asked, Question):
        return asked
    if pool is None:
        return await asyncio.to_thread(choose, table, seat, level, number)
    return await pool.decide(asked.game, asked.view, asked.seat, asked.level, asked.seed)


def _search() -> Any:
    """:func:`bot.ai.decide`, looked up when first needed (the search is heavy, and a build
    without it plays every level as "easy"); None when it is not there."""
    decide = getattr(importlib.import_module("bot.ai"), "decide", None)
    if decide is None and not _WARNED:
        _WARNED.add(True)
        log.warning("bot.ai.decide is missing: bot seats play as easy")
    return decide
