"""Bot seats move by themselves, each in its own time (issue 30, parts 1 and 4).

When a game waits for a bot's seat, :meth:`BotRunner.wake` starts the game's task (one per
game at most), which plays its bot seats one move at a time:

1. under the game's lock, the seat, the game's version and what the bot needs are taken: the
   seat's own view for a search (:func:`bot.table.bot_moves.question`), or the autopilot's
   move itself (easy, microseconds);
2. the lock is let go while the search thinks (bot.table.thinkpool: a worker process), so a
   member's click in the same game (a sealed choice, a free action) is never blocked by it,
   and then the move waits out a human-like delay (counting the thinking), so a channel does
   not see a bot answer in 5 ms;
3. under the lock again, the move is stored only if the game is still at that version and
   still waits for that seat; otherwise the bot looks again (a new version: think again;
   nothing waited for: done). Bot moves follow one another until they pass the turn (start
   somebody's wait, bot.table.turns; the delay is before the first), and are then published
   as one outcome like a member's move (the desk tells the channel and DMs the seats): one
   post per turn, the next bot turn after it with its own delay.

Nothing is lost across a restart: a decision is a pure function of the view and the seed (the
game's secret stream), and a move is only ever stored whole. A bot move pending at shutdown
(thinking or waiting out its delay) is dropped, and :meth:`BotRunner.resume` at start-up wakes
every running game that waits for a bot seat, which thinks again and moves.

Outside the bot (the offline demo, the service's tests) ``background`` is off, and the session
plays the bot seats inline after each move (:func:`bot.table.bot_play.play_bots`), as
before. The tasks are named as discord.py names an interaction's handlers, so the bot's stop
and the fake Discord's ``settled()`` wait for them; :meth:`settle` waits for them in the
service's own tests.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass

from bot.engine.base import Action
from bot.table import turns
from bot.table.bot_moves import Question, question, seat_level
from bot.table.bot_play import store_bot_move
from bot.table.failures import bot_move_failure
from bot.table.model import BoardMovedOn, Outcome, Table
from bot.table.session import Games
from bot.table.thinkpool import ThinkPool

log = logging.getLogger(__name__)

# discord.py's handler tasks start with "discord-ui-": the bot's stop (bot/stopping.py) and the
# fake Discord's settled() wait for tasks so named.
TASK_PREFIX = "discord-ui-bot-move-"
RESUME_TASK = "discord-ui-bot-resume"

Publish = Callable[[Outcome], Awaitable[None]]
Paused = Callable[[int], Awaitable[bool]]


@dataclass(frozen=True)
class Turn:
    """One bot move being made: taken at ``version`` for ``seat``."""

    seat: int
    level: str
    version: int
    asked: Question | Action  # what to think about, or the autopilot's action
    delay: float  # seconds from ``began`` before the move may land
    began: float  # time.monotonic() when it was taken


def human_delay(game_id: int, number: int, seat: int, bounds: tuple[float, float]) -> float:
    """How long the bot takes over move ``number`` of ``seat``: drawn between ``bounds`` from a
    stream of its own that is no secret (it decides nothing but when a move shows)."""
    low, high = bounds
    if high <= 0:
        return 0.0
    return random.Random(f"bot-delay:{game_id}:{number}:{seat}").uniform(low, high)


class BotRunner:
    """The bot seats' moves of one process's games, each game's in a task of its own."""

    def __init__(self, games: Games, pool: ThinkPool | None = None) -> None:
        self.games = games
        self.pool = pool if pool is not None else ThinkPool(0)
        self.delay: tuple[float, float] = (0.0, 0.0)  # (least, most) seconds a move takes
        self.publish: Publish | None = None  # how an outcome reaches the players (the desk)
        self.paused: Paused | None = None  # whether a game is paused (its bots wait too)
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()  # games woken while their task was busy
        self._landing: set[int] = set()  # games whose bot move is being stored
        self._closed = False

    @property
    def background(self) -> bool:
        """Whether bot seats move in their own tasks (else the session plays them inline)."""
        return self.games.bots_apart

    def start(self, publish: Publish, delay: tuple[float, float]) -> None:
        """Bot seats move by themselves from now on, each move published by ``publish``."""
        self.publish = publish
        self.delay = delay
        self.games.bots_apart = True

    def wake(self, game_id: int) -> None:
        """The game may wait for a bot seat: make sure its task runs (returns at once)."""
        if not self.background or self._closed:
            return
        task = self._tasks.get(game_id)
        if task is not None and not task.done():
            self._again.add(game_id)  # it looks again before it ends
            return
        self._tasks[game_id] = asyncio.create_task(
            self._play(game_id), name=f"{TASK_PREFIX}{game_id}"
        )

    def pending(self) -> list[asyncio.Task[None]]:
        return [task for task in self._tasks.values() if not task.done()]

    async def settle(self) -> None:
        """Wait until no game's bot has a move to make (tests: instead of sleeping)."""
        while pending := self.pending():
            await asyncio.gather(*pending, return_exceptions=True)

    async def resume(self, guild_ids: Iterable[int]) -> int:
        """At start-up: wake every running game of these servers that waits for a bot seat
        (a move that was pending at the last stop is made now); how many were woken."""
        woken = 0
        for guild_id in guild_ids:
            for table in await self.games.list_active(guild_id):
                if table.running and bot_seats_waited(table):
                    self.wake(table.id)
                    woken += 1
        return woken

    async def close(self) -> None:
        """Stop: moves being thought about or waiting out their delay are dropped (they are
        made again after a restart); a move being stored is finished and published."""
        self._closed = True
        for game_id, task in self._tasks.items():
            if game_id not in self._landing:
                task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)
        self._tasks = {}

    # -- one game's bots ------------------------------------------------------------------------

    async def _play(self, game_id: int) -> None:
        moves: Counter[int] = Counter()  # seats take turns in a simultaneous step
        idle: set[tuple[int, int]] = set()  # (version, seat): nothing to change there
        # The bot moves made since the last publication: published as one outcome when they
        # pass the turn (start somebody's wait: bot.table.turns), so the channel gets one post
        # per turn, not an edit per move; only the first of them waits out a delay.
        so_far: Outcome | None = None
        turn: Turn | None = None  # the move being made, named if it fails
        try:
            while not self._closed:
                self._again.discard(game_id)
                turn = None
                turn = await self._take(game_id, moves, idle, go_on=so_far is not None)
                if turn is None:
                    if so_far is not None:
                        await self._publish(so_far)
                        so_far = None
                    if game_id in self._again:
                        continue
                    return
                action = await self._think(turn)
                await asyncio.sleep(max(0.0, turn.began + turn.delay - time.monotonic()))
                outcome = await self._land(game_id, turn, action, idle)
                if outcome is None:
                    continue  # stale (think again) or nothing to change (the seat is done)
                moves[turn.seat] += 1
                if so_far is None:
                    so_far = outcome
                else:
                    so_far.steps += outcome.steps
                    so_far.table = outcome.table
                before = so_far.awaited_before or frozenset()
                if so_far.finished or turns.turn_changes(before, so_far.steps):
                    await self._publish(so_far)
                    so_far = None
        except asyncio.CancelledError:
            # A stop: moves already stored and not yet published are shown by the turn
            # posts' catch-up at the next start (bot.app), as any move a stop cut short.
            raise
        except Exception as error:
            # Not log.exception: the message may quote the move (a sealed choice, a hand).
            seat, level = (None, None) if turn is None else (turn.seat, turn.level)
            log.error("%s", bot_move_failure(game_id, seat, level, error))
        finally:
            if self._tasks.get(game_id) is asyncio.current_task():
                del self._tasks[game_id]

    async def _publish(self, outcome: Outcome) -> None:
        if self.publish is not None:
            await self.publish(outcome)

    async def _take(
        self, game_id: int, moves: Counter[int], idle: set[tuple[int, int]], *, go_on: bool
    ) -> Turn | None:
        """Under the game's lock: the next bot seat to move (the one that moved least) and
        what it needs; None when the game waits for no bot seat (or is over, or paused).
        ``go_on``: the turn goes on (moves made, not yet published): no new delay."""
        async with self.games.session(game_id) as session:
            table = await session.load()
            if not table.running or (self.paused is not None and await self.paused(game_id)):
                return None
            version = table.game.version
            seats = [s for s in bot_seats_waited(table) if (version, s) not in idle]
            if not seats:
                return None
            seat = min(seats, key=lambda s: (moves[s], s))
            number = version + 1
            level = seat_level(table.seats[seat])
            asked = question(table, seat, level, number)
            delay = 0.0 if go_on else human_delay(game_id, number, seat, self.delay)
            return Turn(seat, level, version, asked, delay, time.monotonic())

    async def _think(self, turn: Turn) -> Action:
        """The move itself, the game's lock let go: a search in the pool, or the autopilot's
        action taken already."""
        if not isinstance(turn.asked, Question):
            return turn.asked
        asked = turn.asked
        return await self.pool.decide(asked.game, asked.view, asked.seat, asked.level, asked.seed)

    async def _land(
        self, game_id: int, turn: Turn, action: Action, idle: set[tuple[int, int]]
    ) -> Outcome | None:
        """Under the lock again: store the move if the game is still where it was taken and
        still waits for that bot seat; None otherwise (the caller looks again)."""
        self._landing.add(game_id)
        try:
            async with self.games.session(game_id) as session:
                table = await session.load()
                if (
                    not table.running
                    or table.game.version != turn.version
                    or turn.seat not in bot_seats_waited(table)
                ):
                    return None  # the game moved on meanwhile: this thought is stale
                outcome = Outcome(table=table, waiting_before=table.waiting_humans())
                try:
                    level = seat_level(table.seats[turn.seat])
                    step = await store_bot_move(
                        session, table, turn.seat, action, turn.version + 1, searched=level
                    )
                except BoardMovedOn:
                    return None  # another process moved it: think again on what it is now
                if step is None:
                    idle.add((turn.version, turn.seat))  # it locked in, waits for others
                    return None
                outcome.steps.append(step)
                outcome.table = table
                return outcome
        finally:
            self._landing.discard(game_id)


def bot_seats_waited(table: Table) -> list[int]:
    """The bot seats the game waits for, in seat order."""
    return sorted(seat for seat in table.waiting() if table.seats[seat].autopilot)
