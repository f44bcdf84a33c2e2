"""A move deadline passes (issue 14, "games that never stall"): what the server's policy does
for the seats still waited for, and the channel's notice of it (bot.table.deadlines keeps the
deadline's settings and its timer).

``autopilot`` plays the late seats at the server's bot level, once; ``ping`` reminds them and
starts the deadline again. Either way the late counts and the notice are written with what the
deadline did (bot.table.missed), so a stop in between loses neither.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from bot.engine.base import RuleError
from bot.store import Reminder, Timer, dump_state
from bot.table.bot_moves import BOT_LEVEL
from bot.table.deadlines import DEADLINE, DEFAULT_FLAG_AFTER, Deadlines, utc_now
from bot.table.missed import COUNTED, MISSED, OWED, Missed
from bot.table.model import Outcome, Table
from bot.table.seats import play_for
from bot.table.server_settings import MODERATOR_ROLE


@dataclass
class Fired:
    """What a deadline did when it fell due."""

    table: Table
    policy: str
    played: list[int] = field(default_factory=list)  # seats the autopilot moved for, once
    pinged: list[int] = field(default_factory=list)  # seats reminded
    flagged: list[int] = field(default_factory=list)  # seats that missed flag_after in a row
    outcome: Outcome | None = None
    moderator_role_id: int | None = None
    flag_after: int = DEFAULT_FLAG_AFTER
    # The notice still to send (bot.table.missed), None when the deadline counted nobody.
    notice: Timer | None = None


def has_move(table: Table, seat: int) -> bool:
    """Whether the seat has anything left to do now: its autopilot's move, tried on a copy,
    changes the state (a seat that locked in and waits for the others has not)."""
    engine = table.spec.engine
    number = table.game.version + 1
    state = json.loads(dump_state(table.state))
    try:
        action = engine.autopilot(state, seat, table.random.autopilot(number))
        engine.apply(state, seat, action, table.random.step(number))
    except RuleError:
        return False
    return dump_state(state) != dump_state(table.state)


async def fire(deadlines: Deadlines, timer: Timer) -> Fired | None:
    """A deadline fell due: act for the seats still waited for; None when it went stale
    (the game moved on, ended, or is paused). The timer is left done or replaced.

    A stop (this task cancelled) leaves it pending instead: the bot may have been
    thinking for a seat (a search, issue 30), nothing stored yet, and the restart fires
    it again (the stop gave its claim back); a stored move replaced the deadline in its
    own write, with the seat's late count and the notice still to send
    (bot.table.missed), so nothing is made twice. ``Fired.notice`` is that notice: the
    caller settles it (:func:`settle`) and tells the channel."""
    try:
        fired = await _act(deadlines, timer)
    except asyncio.CancelledError:
        raise
    except BaseException:
        await deadlines.store.finish_timer(timer.id)
        raise
    await deadlines.store.finish_timer(timer.id)
    return fired


async def _act(deadlines: Deadlines, timer: Timer) -> Fired | None:
    game_id = timer.game_id
    if game_id is None:
        return None
    table = await deadlines.games.load_game(game_id)
    version = timer.payload.get("version")
    if not table.running or table.game.version != version or await deadlines.paused(game_id):
        return None
    defaults = await deadlines.defaults(table.game.guild_id)
    fired = Fired(table, defaults["deadline_policy"])
    fired.moderator_role_id = await deadlines.store.get_setting(MODERATOR_ROLE, table.game.guild_id)
    fired.flag_after = defaults["flag_after"]
    now = deadlines.now()
    rows = await deadlines.late_seats(game_id)
    waited = table.waiting_humans()
    away = {seat for seat in waited if seat in rows and (rows[seat]["vacation_until"] or now) > now}
    due = waited - away
    # The late counts and the notice are written with what the deadline does (the bot's
    # moves, or the deadline started again), never after it: bot.table.missed.
    # (A deadline still owing seats stays due as this one was: at once, before its notice.)
    due_at = min(timer.due_at, utc_now())
    missed = Missed(fired.policy, fired.flag_after, rows, due_at=due_at)
    owed = timer.payload.get(OWED)
    if owed is not None:
        # The rest of a deadline a stop cut short between two seats' stand-in moves: it
        # plays only the seats it still owes, and its notice names those played before.
        due &= set(owed)
        unsent = await deadlines.store.pending_timer(game_id, MISSED)
        missed.resume(timer.payload[COUNTED], unsent)
    reminded: list[int] = []
    if fired.policy == "autopilot" and due:
        level = await deadlines.store.get_setting(BOT_LEVEL, table.game.guild_id)
        outcome = await play_for(deadlines.games, game_id, due, version, level, missed)
        if outcome is None:
            return None
        fired.outcome = outcome
        fired.table = outcome.table
        fired.played = sorted(missed.news())
    elif fired.policy != "autopilot":
        reminded = sorted(seat for seat in due if has_move(table, seat))
        fired.pinged = reminded
    if fired.table.game.version == version:
        # Nobody moved (a ping, a vacation, nothing the autopilot could do): the
        # deadline starts again, or waits for the first vacation to end.
        # The autopilot moving nobody means the seats it could play have done their part.
        config = await deadlines.config(game_id)
        again = now + timedelta(hours=config["hours"] or 0)
        if away:
            back = min(rows[seat]["vacation_until"] for seat in away)
            again = back if fired.policy == "autopilot" or not due else min(again, back)
        deadline = Reminder(again, {"version": version}, DEADLINE)
        if not reminded:
            await deadlines.store.reset_game_timer(game_id, deadline)
        else:
            late = []
            for seat in reminded:
                row, notice = missed.with_seat(seat)
                missed.count(seat)
                late.append(row)
            if not await deadlines.store.missed_deadline(
                game_id, timer.id, late, [deadline, notice]
            ):
                return None  # fired already (a twin firing counted and told)
    deadlines.note_late(game_id, missed.counted)
    fired.flagged = list(missed.flagged)
    if missed.news():
        fired.notice = await deadlines.store.pending_timer(game_id, MISSED)
    return fired


# -- the notice -------------------------------------------------------------------------------


async def settle(deadlines: Deadlines, notice: Timer) -> Fired | None:
    """A missed deadline's notice is about to be sent: log what the deadline did and mark
    the notice done, in one write. What to tell the channel, for exactly one caller (the
    deadline's handler, or the dispatcher after a stop came in between); None for any
    other, or when the game is gone."""
    if notice.game_id is None:
        return None
    try:
        table = await deadlines.games.load_game(notice.game_id)
    except RuleError:
        await deadlines.store.finish_timer(notice.id)
        return None
    payload = notice.payload
    fired = Fired(
        table,
        payload["policy"],
        played=list(payload["played"]),
        pinged=list(payload["pinged"]),
        flagged=list(payload["flagged"]),
        flag_after=payload["flag_after"],
    )
    fired.moderator_role_id = await deadlines.store.get_setting(MODERATOR_ROLE, table.game.guild_id)
    if not await deadlines.store.settle_timer(notice.id, table.id, log_entries(fired)):
        return None
    return fired


def log_entries(fired: Fired) -> list[tuple[str, dict[str, Any]]]:
    """The table-log lines of a missed deadline: whom it played for or reminded, whom it
    flagged (seats and the flagged player only: nothing of any move)."""
    entries: list[tuple[str, dict[str, Any]]] = []
    if fired.played:
        entries.append(("deadline-autopilot", {"seats": fired.played}))
    if fired.pinged:
        entries.append(("deadline-ping", {"seats": fired.pinged}))
    for seat in fired.flagged:
        entries.append(("deadline-flagged", {"seat": seat, "user_id": fired.table.user_of(seat)}))
    return entries
