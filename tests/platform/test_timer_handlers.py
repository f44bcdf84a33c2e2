"""Each feature registers what fires its kind of timer (bot.cogs.timers); the dispatcher finds
them by kind and knows none itself."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime
from typing import Any, cast

import pytest

import bot.cogs.game  # noqa: F401  (the cog that brings the features in, as the bot loads it)
from bot.cogs.digest import DIGEST
from bot.cogs.notify import abandon, nudge
from bot.cogs.reminders import Reminders
from bot.cogs.stall import deadline_passed, missed_deadline_told
from bot.cogs.timers import handled_kinds, handler_for, handles
from bot.settings import Settings
from bot.store import Timer
from bot.table.deadlines import DEADLINE
from bot.table.missed import MISSED
from bot.table.nudges import ABANDON
from bot.table.service import REMINDER


def test_the_features_register_their_own_timer_kinds() -> None:
    assert handler_for(REMINDER) is nudge
    assert handler_for(ABANDON) is abandon
    assert handler_for(DEADLINE) is deadline_passed
    # A missed deadline's notice a stop kept from the channel (bot.table.missed).
    assert handler_for(MISSED) is missed_deadline_told
    assert {REMINDER, ABANDON, DEADLINE, MISSED} <= set(handled_kinds())
    assert handler_for("nobody-fires-this") is None


def test_loading_the_game_cog_alone_registers_every_timer_kind() -> None:
    """In a fresh interpreter, as the bot loads its extensions: a handler registered only
    because some other module happened to import its feature would be missing here."""
    script = (
        "import bot.cogs.game\n"
        "from bot.cogs.timers import handled_kinds\n"
        "print(' '.join(handled_kinds()))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    assert set(run.stdout.split()) >= {REMINDER, ABANDON, DEADLINE, DIGEST, MISSED}


def test_two_features_may_not_handle_one_kind() -> None:
    async def other(bot: Any, timer: Timer, now: datetime) -> None:
        return None

    with pytest.raises(ValueError, match="already handled"):
        handles(REMINDER)(other)
    assert handler_for(REMINDER) is nudge


async def test_the_dispatcher_fires_a_kind_with_its_features_handler() -> None:
    class Bot:
        settings = Settings()

    fired: list[tuple[Any, Timer, datetime]] = []

    async def probe(bot: Any, timer: Timer, now: datetime) -> None:
        fired.append((bot, timer, now))

    handles("test-probe")(probe)
    bot = Bot()
    cog = Reminders(cast(Any, bot))
    moment = datetime(2026, 1, 1)
    cog.now = lambda: moment
    timer = Timer(id=1, game_id=None, kind="test-probe", due_at=moment, payload={})
    handler = cog.handler("test-probe")
    assert handler is not None and cog.handler("nobody-fires-this") is None
    await handler(timer)
    assert fired == [(bot, timer, moment)]
