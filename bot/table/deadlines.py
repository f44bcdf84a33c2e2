"""Move deadlines (issue 14, "games that never stall").

A game may have a deadline: so many hours for the seats it waits for to move. The deadline is
a ``deadline`` timer in the store whose payload carries the game's version; every accepted
action replaces it in the action's own transaction (:meth:`Deadlines.timer_after`), so a
deadline for an old position can never fire: when it falls due and the game has moved on, it
does nothing. When it passes, the server's policy acts for the seats still waited for:

* ``autopilot``: the engine's autopilot makes their move (a whole turn, or the seat's part of
  a sealed step), once. The seat stays its player's;
* ``ping``: the channel reminds them, and the deadline starts again.

A seat that misses ``flag_after`` deadlines in a row is flagged to the moderators; a move of
its own resets the count. A moderator may pause the game (deadline and reminder stop; moves
wait until the resume, which restores the time that was left), and a player may take a few
days of vacation per game: the deadline never plays a seat on vacation, it waits for the
vacation to end.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.engine.base import RuleError, State
from bot.store import Reminder, Timer, dump_state
from bot.store.settings import Setting, register
from bot.table.bot_moves import BOT_LEVEL
from bot.table.missed import COUNTED, DEADLINE, MISSED, OWED, Missed
from bot.table.model import Outcome, Table
from bot.table.seats import play_for
from bot.table.server_settings import MODERATOR_ROLE
from bot.table.session import Games

REMINDER = "reminder"
POLICIES = ("autopilot", "ping")
DEFAULT_POLICY = "autopilot"
DEFAULT_FLAG_AFTER = 3
VACATION_DAYS = 7  # days of vacation a player may take in one game
MAX_HOURS = 720  # the longest deadline: 30 days
# The server's defaults for stalled games: a new game's deadline in hours (None: none), what a
# missed deadline does, after how many missed deadlines in a row the moderators hear of a seat.
DEADLINE_HOURS: Setting[float | None] = register("server", "deadline_hours", float, None)
DEADLINE_POLICY: Setting[str] = register("server", "deadline_policy", str, DEFAULT_POLICY)
FLAG_AFTER: Setting[int] = register("server", "flag_after", int, DEFAULT_FLAG_AFTER)


def utc_now() -> datetime:
    return datetime.now(UTC)


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


def discord_time(moment: datetime) -> str:
    """A Discord timestamp: every reader sees it in their own time zone, as "in 5 hours"."""
    return f"<t:{int(moment.timestamp())}:R>"


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


class Deadlines:
    """The deadline rules of one process's games (``service.deadlines``): it locks and loads
    a game through their sessions, and each stored move asks it for the deadline it leaves."""

    def __init__(self, games: Games, *, now: Callable[[], datetime] = utc_now) -> None:
        self.games = games
        self.store = games.store
        self.now = now  # tests inject a clock
        # Each game's deadline row, read once per process: only this class writes it.
        self._config: dict[int, dict[str, Any]] = {}
        # Seats with missed deadlines per game, so a player's move writes only to reset one.
        self._late: dict[int, set[int]] = {}
        # Both are only this process's view: with other processes on the database (a pause
        # there, a deadline missed there) they would go stale, so a shared service reads anew.
        self.remember = not games.shared

    async def config(self, game_id: int) -> dict[str, Any]:
        found = self._config.get(game_id) if self.remember else None
        if found is None:
            found = await self.store.deadline(game_id)
            if self.remember:
                self._config[game_id] = found
        return found

    async def paused(self, game_id: int) -> bool:
        return (await self.config(game_id))["paused_at"] is not None

    async def defaults(self, guild_id: int) -> dict[str, Any]:
        """The server's stall settings with the built-in defaults filled in."""
        return {
            "deadline_hours": await self.store.get_setting(DEADLINE_HOURS, guild_id),
            "deadline_policy": await self.store.get_setting(DEADLINE_POLICY, guild_id)
            or DEFAULT_POLICY,
            "flag_after": await self.store.get_setting(FLAG_AFTER, guild_id) or DEFAULT_FLAG_AFTER,
        }

    async def set_defaults(
        self, guild_id: int, *, hours: float | None, policy: str, flag_after: int
    ) -> None:
        await self.store.set_settings(
            guild_id, {DEADLINE_HOURS: hours, DEADLINE_POLICY: policy, FLAG_AFTER: flag_after}
        )

    # -- the timer ---------------------------------------------------------------------------

    def _due(self, table: Table, config: dict[str, Any], state: State, finished: bool) -> bool:
        """Whether the position needs a running deadline."""
        if config["hours"] is None or config["paused_at"] is not None or finished:
            return False
        waiting = table.spec.engine.waiting_for(state)
        return any(not table.seats[seat].autopilot for seat in waiting)

    async def timer_after(
        self, table: Table, state: State, version: int, finished: bool
    ) -> Reminder:
        """The deadline an action leaves behind (written with it): the game's hours from now
        while it waits for a human, else none (the old one is cancelled either way)."""
        config = await self.config(table.id)
        if finished:  # nothing more to remember about this game
            self._config.pop(table.id, None)
            self._late.pop(table.id, None)
        if not self._due(table, config, state, finished):
            return Reminder(None, {}, DEADLINE)
        due = self.now() + timedelta(hours=config["hours"])
        return Reminder(due, {"version": version}, DEADLINE)

    async def schedule(self, table: Table) -> None:
        """Start the deadline afresh for the game as it is (at the start, after a change)."""
        running = table.running and table.game.state is not None
        timer = Reminder(None, {}, DEADLINE)
        if running:
            timer = await self.timer_after(table, table.state, table.game.version, False)
        await self.store.reset_game_timer(table.id, timer)

    async def due_at(self, game_id: int) -> datetime | None:
        """When the game's running deadline passes (None: no deadline now)."""
        timer = await self.store.pending_timer(game_id, DEADLINE)
        return None if timer is None else timer.due_at

    # -- settings of one game ---------------------------------------------------------------

    async def start_with(self, game_id: int, guild_id: int, hours: int | None) -> None:
        """A new game's deadline: ``hours`` as the moderator chose (0: none), else the
        server's default."""
        if hours is None:
            hours = (await self.defaults(guild_id))["deadline_hours"]
        await self.store.set_deadline(game_id, hours or None)
        self._config.pop(game_id, None)

    async def change(self, table: Table, user_id: int, hours: int) -> None:
        """``/game config deadline``: a new deadline (0: none) for this game, from now on
        (while paused, the full new deadline waits for the resume)."""
        async with self.games.session(table.id) as session:
            await self.store.set_deadline(table.id, hours or None)
            self._config.pop(table.id, None)
            config = await self.config(table.id)
            if config["paused_at"] is not None:
                left = None if not hours else hours * 3600.0
                await self.store.set_pause(
                    table.id, config["paused_at"], left, config["pause_note"]
                )
                self._config.pop(table.id, None)
            else:
                await self.schedule(await session.load())
            await self.store.add_log_entry(table.id, "deadline-changed", user_id, {"hours": hours})

    # -- a player's move ----------------------------------------------------------------------

    async def late_seats(self, game_id: int) -> dict[int, dict[str, Any]]:
        rows = await self.store.seat_deadlines(game_id)
        self._late[game_id] = {seat for seat, row in rows.items() if row["timeouts"]}
        return rows

    async def moved(self, game_id: int, seat: int) -> None:
        """The player moved: their missed deadlines no longer count."""
        if not self.remember or game_id not in self._late:
            await self.late_seats(game_id)
        if seat not in self._late[game_id]:
            return
        row = (await self.late_seats(game_id))[seat]
        await self.store.set_seat_deadline(
            game_id,
            seat,
            timeouts=0,
            vacation_until=row["vacation_until"],
            vacation_days=row["vacation_days"],
        )
        self._late[game_id].discard(seat)

    # -- pause and resume -------------------------------------------------------------------

    async def pause(self, table: Table, user_id: int, moderator: bool, reason: str | None) -> None:
        """Stop the deadline and the reminder, keeping the time the deadline had left."""
        if not moderator:
            raise RuleError("error-not-moderator")
        async with self.games.session(table.id) as session:
            table = await session.load()
            if not table.running:
                raise RuleError("error-game-not-running")
            config = await self.config(table.id)
            if config["paused_at"] is not None:
                raise RuleError("stall-error-already-paused")
            now = self.now()
            due = await self.due_at(table.id)
            left = None if due is None else max(0.0, (due - now).total_seconds())
            stop = [Reminder(None, {}, DEADLINE), Reminder(None, {}, REMINDER)]
            await self.store.set_pause(table.id, now, left, reason, stop)
            self._config.pop(table.id, None)
            await self.store.add_log_entry(
                table.id, "paused", user_id, {"reason": reason, "seconds_left": left}
            )

    async def resume(self, table: Table, user_id: int, moderator: bool) -> datetime | None:
        """Start the deadline again with the time it had left, and the reminder afresh; the
        new deadline (None: none)."""
        if not moderator:
            raise RuleError("error-not-moderator")
        async with self.games.session(table.id) as session:
            table = await session.load()
            config = await self.config(table.id)
            if config["paused_at"] is None or not table.running:
                raise RuleError("stall-error-not-paused")
            now = self.now()
            version = table.game.version
            timers = []
            due = None
            left = config["paused_left"]
            if left is None and config["hours"] is not None:
                left = config["hours"] * 3600.0  # no deadline ran when paused: a fresh one
            if left is not None and table.waiting_humans():
                due = now + timedelta(seconds=left)
                timers.append(Reminder(due, {"version": version}, DEADLINE))
            after = self.games.reminder_after
            if after is not None and table.waiting_humans():
                timers.append(Reminder(utc_now() + after, {"version": version}))
            await self.store.set_pause(table.id, None, None, None, timers)
            self._config.pop(table.id, None)
            await self.store.add_log_entry(
                table.id, "resumed", user_id, {"seconds_left": config["paused_left"]}
            )
            return due

    # -- vacation -----------------------------------------------------------------------------

    async def vacation(self, table: Table, user_id: int, days: int) -> datetime:
        """Freeze the player's deadlines for ``days`` (at most VACATION_DAYS per game, all
        vacations together); when the vacation ends."""
        seat = table.seat_of(user_id)
        if seat is None:
            raise RuleError("error-not-a-player")
        if not table.running:
            raise RuleError("error-game-not-running")
        row = (await self.late_seats(table.id)).get(seat)
        used = 0 if row is None else row["vacation_days"]
        if used + days > VACATION_DAYS:
            raise RuleError("stall-error-vacation-limit", left=VACATION_DAYS - used)
        now = self.now()
        current = None if row is None else row["vacation_until"]
        until = max(now, current or now) + timedelta(days=days)
        await self.store.set_seat_deadline(
            table.id,
            seat,
            timeouts=0 if row is None else row["timeouts"],
            vacation_until=until,
            vacation_days=used + days,
        )
        await self.store.add_log_entry(
            table.id, "vacation", user_id, {"seat": seat, "days": days, "until": until.isoformat()}
        )
        return until

    # -- the deadline passes ----------------------------------------------------------------

    async def fire(self, timer: Timer) -> Fired | None:
        """A deadline fell due: act for the seats still waited for; None when it went stale
        (the game moved on, ended, or is paused). The timer is left done or replaced.

        A stop (this task cancelled) leaves it pending instead: the bot may have been
        thinking for a seat (a search, issue 30), nothing stored yet, and the restart fires
        it again (the stop gave its claim back); a stored move replaced the deadline in its
        own write, with the seat's late count and the notice still to send
        (bot.table.missed), so nothing is made twice. ``Fired.notice`` is that notice: the
        caller settles it (:meth:`settle`) and tells the channel."""
        try:
            fired = await self._fire(timer)
        except asyncio.CancelledError:
            raise
        except BaseException:
            await self.store.finish_timer(timer.id)
            raise
        await self.store.finish_timer(timer.id)
        return fired

    async def _fire(self, timer: Timer) -> Fired | None:
        game_id = timer.game_id
        if game_id is None:
            return None
        table = await self.games.load_game(game_id)
        version = timer.payload.get("version")
        if not table.running or table.game.version != version or await self.paused(game_id):
            return None
        defaults = await self.defaults(table.game.guild_id)
        fired = Fired(table, defaults["deadline_policy"])
        fired.moderator_role_id = await self.store.get_setting(MODERATOR_ROLE, table.game.guild_id)
        fired.flag_after = defaults["flag_after"]
        now = self.now()
        rows = await self.late_seats(game_id)
        waited = table.waiting_humans()
        away = {
            seat for seat in waited if seat in rows and (rows[seat]["vacation_until"] or now) > now
        }
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
            unsent = await self.store.pending_timer(game_id, MISSED)
            missed.resume(timer.payload[COUNTED], unsent)
        reminded: list[int] = []
        if fired.policy == "autopilot" and due:
            level = await self.store.get_setting(BOT_LEVEL, table.game.guild_id)
            outcome = await play_for(self.games, game_id, due, version, level, missed)
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
            config = await self.config(game_id)
            again = now + timedelta(hours=config["hours"] or 0)
            if away:
                back = min(rows[seat]["vacation_until"] for seat in away)
                again = back if fired.policy == "autopilot" or not due else min(again, back)
            deadline = Reminder(again, {"version": version}, DEADLINE)
            if not reminded:
                await self.store.reset_game_timer(game_id, deadline)
            else:
                late = []
                for seat in reminded:
                    row, notice = missed.with_seat(seat)
                    missed.count(seat)
                    late.append(row)
                if not await self.store.missed_deadline(
                    game_id, timer.id, late, [deadline, notice]
                ):
                    return None  # fired already (a twin firing counted and told)
        self._late.setdefault(game_id, set()).update(missed.counted)
        fired.flagged = list(missed.flagged)
        if missed.news():
            fired.notice = await self.store.pending_timer(game_id, MISSED)
        return fired

    # -- the notice -----------------------------------------------------------------------

    async def settle(self, notice: Timer) -> Fired | None:
        """A missed deadline's notice is about to be sent: log what the deadline did and mark
        the notice done, in one write. What to tell the channel, for exactly one caller (the
        deadline's handler, or the dispatcher after a stop came in between); None for any
        other, or when the game is gone."""
        if notice.game_id is None:
            return None
        try:
            table = await self.games.load_game(notice.game_id)
        except RuleError:
            await self.store.finish_timer(notice.id)
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
        fired.moderator_role_id = await self.store.get_setting(MODERATOR_ROLE, table.game.guild_id)
        if not await self.store.settle_timer(notice.id, table.id, log_entries(fired)):
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
