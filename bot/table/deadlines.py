"""Move deadlines (issue 14, "games that never stall").

A game may have a deadline: so many hours for the seats it waits for to move. The deadline is
a ``deadline`` timer in the store whose payload carries the game's version; every accepted
action replaces it in the action's own transaction (:meth:`Deadlines.timer_after`), so a
deadline for an old position can never fire: when it falls due and the game has moved on, it
does nothing. When it passes (bot.table.deadline_passes), the server's policy acts for the
seats still waited for:

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

from collections.abc import Callable, Iterable
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.engine.base import RuleError, State
from bot.store import Reminder
from bot.store.settings import Setting, register
from bot.table.missed import DEADLINE
from bot.table.model import Table
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


def discord_time(moment: datetime) -> str:
    """A Discord timestamp: every reader sees it in their own time zone, as "in 5 hours"."""
    return f"<t:{int(moment.timestamp())}:R>"


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

    def note_late(self, game_id: int, seats: Iterable[int]) -> None:
        """A passed deadline counted ``seats`` late (bot.table.deadline_passes)."""
        self._late.setdefault(game_id, set()).update(seats)

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
