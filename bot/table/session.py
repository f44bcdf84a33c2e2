"""One game at a time: its lock, its cached row, and the one way a move is stored.

:class:`Games` is the process's side (one per :class:`~bot.table.service.TableService`): the
store, the game cache (:mod:`bot.table.cache`), one lock per game, the reminder interval and
the deadline rules each move replaces its timers by. :meth:`Games.session` takes a game's lock
and gives a :class:`Session`: it loads the game (from the cache, else the store) under a watch
on the game, keeps what it loaded or wrote in the cache while nobody else wrote the game,
stores moves (:meth:`Session.apply`); bot and stand-in moves go through it too
(:mod:`bot.table.bot_play`).
Every part of the table that changes a game (the lobby, a move, kick and replace, undo,
deadlines) goes through a session, so the cache's rules live here alone.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import AsyncIterator, Awaitable, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Protocol, TypeVar

from bot.engine.base import Action, RuleError, State, action_key, canonical_json, parse_json
from bot.store import GameStore, Reminder, SeatDeadline, SeatRow, VersionConflictError
from bot.table.cache import DEFAULT_GAMES, Entry, GameCache, Watch
from bot.table.canonical import canonical_action
from bot.table.commitments import commit_move, new_salt
from bot.table.missed import StandIn
from bot.table.model import BoardMovedOn, Step, Table
from bot.table.sealing import is_sealed
from bot.table.thinkpool import ThinkPool

log = logging.getLogger(__name__)

T = TypeVar("T")


class MoveDeadlines(Protocol):
    """What a stored move needs of the deadline rules (:class:`bot.table.deadlines.Deadlines`):
    the deadline it leaves behind, written in the move's own transaction."""

    async def timer_after(
        self, table: Table, state: State, version: int, finished: bool
    ) -> Reminder: ...


class HasGames(Protocol):
    """Anything that holds the process's games (the service), for parts built from it."""

    @property
    def games(self) -> Games: ...


class Games:
    """The process's running games: the store, the cache, and a lock per game."""

    def __init__(
        self,
        store: GameStore,
        *,
        reminder_after: timedelta | None = None,
        cache_games: int = DEFAULT_GAMES,
        shared: bool = False,
    ) -> None:
        self.store = store
        # Other bot processes write the same database (issue 16, several shards): then nothing
        # of a game is kept in memory between calls (no game cache, no deadline memo), since
        # only this process's own writes would ever correct it.
        self.shared = shared
        # The running games' rows in memory (bot.table.cache), current as long as this process
        # is the only one writing them; 0 switches it off (every call loads from the store).
        # Every end-to-end game checks on closing that no cached state was changed in place.
        self.cache = GameCache(0 if shared else cache_games)
        store.listen(self.cache)
        # Ping the waited-for players when nobody moved for this long (None: never). Each
        # accepted action replaces the game's reminder in its own transaction.
        self.reminder_after = reminder_after
        # One lock per game while anybody uses it: a lock nobody holds or waits for is
        # dropped, so the table does not grow with every game the process ever served.
        self.locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # The deadline rules, set by whoever builds them on these games (the service): each
        # move replaces the game's deadline too. None: moves leave the deadline alone.
        self.deadlines: MoveDeadlines | None = None
        # Whether bot seats move by themselves (bot.table.bot_runner, in the bot): then a
        # session's autopilot plays only the seats it stands in for, and leaves the bot seats
        # to their own tasks, with their delay and without the game's lock while they think.
        # Off (the demo, the service's tests): the session plays them inline after each move.
        self.bots_apart = False
        # Where searches run (bot.table.thinkpool; None: a thread).
        self.think_pool: ThinkPool | None = None

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self.locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self.locks[game_id] = lock
        return lock

    @asynccontextmanager
    async def session(self, game_id: int) -> AsyncIterator[Session]:
        """Hold the game's lock for one call's work on it."""
        async with self.lock(game_id):
            session = Session(self, game_id)
            try:
                yield session
            finally:
                session.close()

    # -- loading without the lock -------------------------------------------------------------

    async def load_game(self, game_id: int) -> Table:
        """The game as it is now (cached), for reading."""
        with self.cache.watch(game_id) as watch:
            table, _ = await self._fetch(game_id, watch)
            return table

    async def _fetch(self, game_id: int, watch: Watch) -> tuple[Table, bool]:
        """The game from the cache, else from the store (then cached unless somebody wrote it
        while it loaded); True when it came from the cache."""
        entry = self.cache.get(game_id)
        if entry is not None:
            return Table(entry.game, list(entry.seats), entry.memo), True
        game = await self.store.game(game_id)
        if game is None:
            raise RuleError("error-no-such-game")
        table = Table(game, await self.store.seats(game_id))
        self.keep(table, watch)
        return table, False

    def keep(self, table: Table, watch: Watch) -> None:
        """Cache ``table`` as the game now is (after a load or one of the watcher's writes)."""
        self.cache.put(table.id, Entry(table.game, tuple(table.seats), table.memo), watch)

    async def load(self, channel_id: int) -> Table | None:
        """The channel's active game: the cached one when a game cached there is active (the
        cache holds only rows as stored), else as the store finds it by its channel."""
        entry = self.cache.active_in(channel_id)
        if entry is not None:
            return Table(entry.game, list(entry.seats), entry.memo)
        game = await self.store.active_game(channel_id)
        if game is None:
            return None
        return Table(game, await self.store.seats(game.id))

    async def require(self, channel_id: int) -> Table:
        table = await self.load(channel_id)
        if table is None:
            raise RuleError("error-no-game-here")
        return table

    async def list_active(self, guild_id: int) -> list[Table]:
        return [
            Table(game, await self.store.seats(game.id))
            for game in await self.store.active_games(guild_id)
        ]

    async def remember_prompt(
        self,
        table: Table,
        seat: int,
        channel_id: int | None,
        message_id: int | None,
        stamp: str | None,
    ) -> None:
        """Note the DM that holds a seat's live controls (None: it has none any more), in the
        store and in the loaded table, so callers go on with it without loading it again.
        The cached game gets the same change, unless the game moved meanwhile (then the
        store's report dropped it)."""
        cached = self.cache.peek(table.id)
        with self.cache.watch(table.id) as watch:
            watch.own += 1
            await self.store.set_prompt_message(table.id, seat, channel_id, message_id, stamp)

            def noted(row: SeatRow) -> SeatRow:
                return replace(
                    row,
                    prompt_channel_id=channel_id,
                    prompt_message_id=message_id,
                    prompt_stamp=stamp,
                )

            table.seats[seat] = noted(table.seats[seat])
            if cached is not None:
                seats = list(cached.seats)
                seats[seat] = noted(seats[seat])
                self.cache.put(table.id, replace(cached, seats=tuple(seats)), watch)

    def next_reminder(
        self, table: Table, state: State, version: int, finished: bool
    ) -> Reminder | None:
        """The reminder a write leaves behind: due after ``reminder_after`` while the game
        still waits for a human, else none (the old one is cancelled either way)."""
        if self.reminder_after is None:
            return None
        waiting = table.spec.engine.waiting_for(state)
        if finished or not any(not table.seats[seat].autopilot for seat in waiting):
            return Reminder(None, {})
        return Reminder(datetime.now(UTC) + self.reminder_after, {"version": version})


class Session:
    """One call's work on one game, under its lock (made by :meth:`Games.session`).

    Each :meth:`load` starts a new watch on the game, which lasts until the next load or the
    session's end: what was loaded, and what this session writes after it, is kept in the
    cache only while nobody else wrote the game meanwhile."""

    def __init__(self, games: Games, game_id: int) -> None:
        self.games = games
        self.game_id = game_id
        self.cached = False  # the last load came from the cache (it may be behind the store)
        self._watch: Watch | None = None

    @property
    def store(self) -> GameStore:
        return self.games.store

    def close(self) -> None:
        if self._watch is not None:
            self.games.cache.close_watch(self.game_id, self._watch)
            self._watch = None

    def _watching(self) -> Watch:
        if self._watch is None:
            self._watch = self.games.cache.open_watch(self.game_id)
        return self._watch

    async def load(self) -> Table:
        """The game as it is now: cached, else stored (and then cached)."""
        self.close()
        table, self.cached = await self.games._fetch(self.game_id, self._watching())
        return table

    def keep(self, table: Table) -> None:
        """Cache ``table`` as the game now is, after this session's own write."""
        self.games.keep(table, self._watching())

    async def write(self, stored: Awaitable[T]) -> T:
        """Run one of this session's writes of the game under the store's version check:
        counted as its own (the cache keeps what it writes), and a conflict, which means
        somebody else moved the game, dropped from the cache and refused as BoardMovedOn."""
        self._watching().own += 1
        try:
            return await stored
        except VersionConflictError:
            self.games.cache.drop(self.game_id)  # the store told it already; said for clarity
            raise BoardMovedOn() from None

    async def apply(
        self,
        table: Table,
        seat: int,
        action: Action,
        *,
        user_id: int | None,
        legal: list[Action] | None = None,
        in_place: bool = False,
        late: Sequence[SeatDeadline] = (),
        notices: Sequence[Reminder] = (),
        stand_in: StandIn | None = None,
    ) -> Step:
        """Apply and store one action. ``legal``: the seat's legal actions in the table's
        state, if the caller listed them. ``in_place``: the caller drops ``table`` when this
        raises and nobody else holds its state, so the engine may change it directly instead
        of a copy. ``late`` and ``notices``: a missed deadline's late count and notice, written
        with the bot's move for the late seat; ``stand_in``: that move's missed deadline, whose
        seats still owed a move keep it due (bot.table.missed)."""
        engine = table.spec.engine
        before = table.state
        if legal is None:
            legal = table.legal(seat)  # before the engine may change the state in place
        number = table.game.version + 1
        action = canonical_action(
            engine, before, seat, action, legal, lambda: table.random.step(number)
        )
        before_text = table.game.state_text or canonical_json(before)
        # A listed action shares lists with the state (and with the memoized legal actions)
        # the engine may change; the log must keep the action as it was chosen.
        action = parse_json(action_key(action))
        # Else the engine works on a copy parsed from the stored text (4x cheaper than a deep
        # copy), so a refused action leaves the loaded (perhaps cached) state untouched.
        state = before if in_place else parse_json(before_text)
        try:
            events = engine.apply(state, seat, action, table.random.step(number))
        except RuleError:
            raise
        except Exception:
            if action in legal:
                raise  # a move the engine itself offered: its failure is a bug, reported so
            # A composed move with a value the engine cannot read: refused like any malformed
            # move (the state it may have half changed is a copy, or dropped by the caller).
            log.info("game %d: a %r move the engine could not read", table.id, action["t"])
            raise RuleError("error-bad-action") from None
        state_text = canonical_json(state)  # dump_state's text, once: compared, stored
        if state_text == before_text:
            # Every real move changes the state; this one is a repeat (a double click, a
            # confirmation of what is already so) and must not enter the log twice.
            raise RuleError("error-nothing-changed")
        finished = engine.result(state) is not None
        salt = None
        if is_sealed(
            engine,
            before_text,
            seat,
            action,
            state,
            events,
            lambda: table.random.step(number),
            legal,
        ):
            # Nobody else can see which move it was: the channel gets a commitment to it,
            # whose salt is stored with the move and revealed when the game is over.
            salt = new_salt()
        deadlines = self.games.deadlines
        timers = []
        waiting = frozenset(engine.waiting_for(state)) if not finished else frozenset()
        if deadlines is not None:
            public = any(event.public for event in events)
            owed = None if stand_in is None else stand_in.deadline(waiting, public, number)
            timers.append(owed or await deadlines.timer_after(table, state, number, finished))
        # After the deadline: a deadline still owing seats and its notice are due in the same
        # second, and the earlier written fires first at a restart (one notice, naming all).
        timers += notices
        await self.write(
            self.store.append_action(
                table.id,
                expected_version=table.game.version,
                seat=seat,
                user_id=user_id,
                action=action,
                events=[event.to_json() for event in events],
                state=state,
                finished=finished,
                reminder=self.games.next_reminder(table, state, number, finished),
                state_text=state_text,
                timers=timers,
                salt=salt,
                holder=user_id,  # a player's click: only while the seat is still theirs
                late=late,
            )
        )
        table.game = replace(
            table.game,
            version=number,
            state=state,
            state_text=state_text,
            status="finished" if finished else "running",
        )
        table.memo = {}  # what was worked out for the last version
        self.keep(table)
        commitment = commit_move(number, seat, action, salt) if salt else None
        return Step(
            number,
            seat,
            action,
            tuple(events),
            by_autopilot=user_id is None,
            commitment=commitment,
            # Whom the game waits for now: where a step starts a seat's wait (bot.table.turns)
            waiting=waiting,
        )
