"""Reminders: one dispatcher sleeps until the next due timer in the database (after RoboDanny).

After every move the desk replaces the game's reminder. If nobody has moved when it falls due,
the players the game still waits for get a DM, then a channel ping (bot.cogs.notify, decided by
bot.table.nudges, respecting quiet hours); after the last stage a game nobody moves is ended as
abandoned. Timers live in the store, so a restart loses none.

Several processes (issue 16) share the timers of one database: each looks only at the timers of
the servers its shards serve (``Settings.shards``), and claims a due timer in the store before
firing it (``claim_timer``, a lease of ``LEASE``), so a timer fires once even if two processes
reach it. A stop gives back its claims of the timers it cut short, and a start those of this
machine's processes that are over (its own earlier life, killed: bot.cogs.timer_owners), so
their timers fire at once; a timer whose process died on another machine fires again once the
lease has passed. A timer of a shard nobody serves waits in the database until a process
serving it starts. Another process may write a timer this one must fire (a DM click of this
server's game lands on shard 0's process), and nobody wakes this one for it: with shards it
looks again every ``TIMER_POLL_SECONDS``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from discord.ext import commands

from bot.cogs.timer_owners import RUNNING, is_over, new_owner
from bot.cogs.timers import handler_for
from bot.store import Timer

if TYPE_CHECKING:
    from bot.cogs.host import Host

log = logging.getLogger(__name__)

# How long a claimed timer is this process's: longer than any handler takes (each replaces its
# timer before it sends anything), short enough that a dead process's timer is not late long
# (only one of another machine's: this machine's are given back at start).
LEASE = timedelta(minutes=5)
# Look again at least this often, whatever happens: a timer claimed by a process that died
# on another machine is nobody's once its lease has passed, and nothing wakes us then.
MAX_SLEEP = LEASE.total_seconds()
# Timers fired at the same time. Each fires in a task of its own, so one that takes long (a
# missed deadline whose stand-in bot searches its seat's moves, seconds at the strong level)
# holds up no other game's reminder or deadline; the bound keeps a backlog (a bot back after
# hours away) from firing hundreds at once.
FIRING_AT_ONCE = 8


class Reminders(commands.Cog):
    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self.now: Callable[[], datetime] = lambda: datetime.now(UTC)  # tests set a clock
        self._firing = asyncio.Lock()  # one claiming pass at a time in this process
        self._slots = asyncio.Semaphore(FIRING_AT_ONCE)
        self._inflight: set[asyncio.Task[None]] = set()  # timers being fired
        # One game's timers still fire one after another, earliest first, as their handlers
        # were written to (a reminder due with a deadline waits for the deadline's stand-in
        # move): a lock per game with timers firing, and how many firings hold or await it.
        self._games: dict[int, tuple[asyncio.Lock, int]] = {}
        self.owner = new_owner()  # names this dispatcher's claims (bot.cogs.timer_owners)
        RUNNING.add(self.owner)  # until it is unloaded, another one here leaves them alone
        settings = bot.settings
        self.shards = settings.shards  # None: unsharded, every timer is ours
        # Unsharded, every timer is written here and wakes us; sharded, others write some.
        self.poll = MAX_SLEEP
        if self.shards is not None:
            self.poll = min(MAX_SLEEP, settings.timer_poll_seconds)
        # Handlers set on this dispatcher alone (tests), before the features' own ones
        # (bot.cogs.timers: each feature registers what fires its kind of timer).
        self.handlers: dict[str, Callable[[Timer], Awaitable[None]]] = {}

    async def cog_load(self) -> None:
        self._task = asyncio.create_task(self._run(), name="reminders")

    async def cog_unload(self) -> None:
        # Python 3.11's wait_for can swallow a cancellation that lands as the event is set;
        # the flag ends the loop even then, so unloading never hangs.
        self._stopping = True
        self._wake.set()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        # A timer cut short stays pending and fires again (a deadline's stand-in:
        # bot.table.deadline_passes.fire), at once once its claim is given back below.
        inflight = list(self._inflight)
        for task in inflight:
            task.cancel()
        await asyncio.gather(*inflight, return_exceptions=True)
        RUNNING.discard(self.owner)
        # Nothing of ours fires any more: the timers cut short are due again at once for the
        # next start (or another process serving the shard), not after their lease.
        try:
            await self.bot.service.release_claims([self.owner])
        except Exception:
            log.warning("the claims of a stopping dispatcher stay until their lease ends")

    async def take_back(self) -> int:
        """At start: give back the claims of this machine's processes that are over (this
        one's earlier life, killed mid-fire), so their timers fire now, not after the lease;
        how many. Claims of live processes and of other machines are left alone."""
        owners = await self.bot.service.claim_owners()
        over = [owner for owner in owners if owner != self.owner and is_over(owner)]
        released = await self.bot.service.release_claims(over)
        if released:
            log.info("gave back %d timer claims of stopped processes", released)
        return released

    def wake(self) -> None:
        """A timer was added: look again now (it may be due before the one we sleep for)."""
        self._wake.set()

    async def _sleep(self, seconds: float) -> None:
        if self._stopping:
            return
        self._wake.clear()
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(max(0.0, seconds)):
                await self._wake.wait()

    async def _run(self) -> None:
        await self.bot.wait_until_ready()
        with contextlib.suppress(Exception):  # at worst they wait out their lease, as before
            await self.take_back()
        while not self._stopping and not self.bot.is_closed():
            try:
                await self.run_due(wait=False)
                timer = await self.bot.service.next_timer(self.shards)
                if timer is None:
                    await self._sleep(self.poll)
                else:
                    delay = (timer.due_at - self.now()).total_seconds()
                    await self._sleep(min(delay, self.poll))
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the reminder dispatcher failed; trying again in a minute")
                await self._sleep(60)

    async def run_due(self, *, wait: bool = True) -> int:
        """Fire every timer of this process's shards that is due now, each once it is claimed
        and in a task of its own (at most FIRING_AT_ONCE at a time); returns how many fired.
        Each kind of timer has its handler (:meth:`handler`); a kind nobody handles is just
        marked done. ``wait``: return once the timers fired here are done (tests, a one-off
        pass); the dispatcher's loop goes on at once, and each firing wakes it when it ends
        (its handler may have written the game's next timer)."""
        fired = 0
        started: list[asyncio.Task[None]] = []
        try:
            fired = await self._claim_and_fire(started)
        finally:
            if wait:
                await asyncio.gather(*started, return_exceptions=True)
        return fired

    async def _claim_and_fire(self, started: list[asyncio.Task[None]]) -> int:
        fired = 0
        service = self.bot.service
        lost: set[int] = set()
        async with self._firing:
            while True:
                timer = await service.next_timer(self.shards)
                now = self.now()
                if timer is None or timer.due_at > now or timer.id in lost:
                    return fired
                if not await service.claim_timer(timer.id, self.owner, now + LEASE, now):
                    # Another process took it (it fires it); next_timer now passes it by.
                    lost.add(timer.id)
                    continue
                fired += 1
                handler = self.handler(timer.kind)
                if handler is None:
                    await service.finish_timer(timer.id)
                    continue
                await self._slots.acquire()
                task = asyncio.create_task(self._fire(handler, timer), name=f"timer-{timer.id}")
                self._inflight.add(task)
                task.add_done_callback(self._inflight.discard)
                started.append(task)

    async def _fire(self, handler: Callable[[Timer], Awaitable[None]], timer: Timer) -> None:
        """One claimed timer's handler. A failure is logged with the timer (its handler logs
        nothing secret: a bot's failed move names no move) and the timer stays claimed until
        its lease passes, when it is tried again."""
        try:
            async with self._one_at_a_time(timer.game_id):
                await handler(timer)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("timer %d (%s) of game %s failed", timer.id, timer.kind, timer.game_id)
        finally:
            self._slots.release()
            self.wake()

    @contextlib.asynccontextmanager
    async def _one_at_a_time(self, game_id: int | None) -> AsyncIterator[None]:
        """Hold the game's firing lock (none for a timer of no game: a member's digest)."""
        if game_id is None:
            yield
            return
        lock, users = self._games.get(game_id, (asyncio.Lock(), 0))
        self._games[game_id] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._games[game_id]
            if users == 1:
                del self._games[game_id]
            else:
                self._games[game_id] = (lock, users - 1)

    def handler(self, kind: str) -> Callable[[Timer], Awaitable[None]] | None:
        """What fires a timer of ``kind``: this dispatcher's own handler, else the one its
        feature registered (given the bot and this dispatcher's clock)."""
        own = self.handlers.get(kind)
        if own is not None:
            return own
        registered = handler_for(kind)
        if registered is None:
            return None

        async def fire(timer: Timer) -> None:
            await registered(self.bot, timer, self.now())

        return fire


async def setup(bot: Host) -> None:
    await bot.add_cog(Reminders(bot))
