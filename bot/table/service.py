"""Create, join, leave, start, act, end and load games; decide whom to notify.

The service owns the life of one action: lock the game, load it (from the service's game
cache, :mod:`bot.table.cache`, else the store), check the seat, apply the engine on a copy of
the state, persist action + snapshot in one transaction under a version
check, let the autopilot play any seats it controls, and return an :class:`Outcome` that says
what happened and who must hear about it. Cogs and the offline demo both use it, so neither
touches SQL or rules directly.
"""

from __future__ import annotations

import asyncio
import base64
import copy
import hashlib
import json
import logging
import weakref
from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.engine.base import (
    Action,
    Event,
    RandomSource,
    Result,
    RuleError,
    State,
    action_key,
)
from bot.games import GameSpec, available, get
from bot.store import (
    ChannelBusyError,
    GameRow,
    GameStore,
    Reminder,
    SeatRow,
    Shards,
    Timer,
    VersionConflictError,
    dump_state,
)
from bot.table.cache import DEFAULT_GAMES, Entry, GameCache, Watch
from bot.table.canonical import canonical_action
from bot.table.commitments import commit, commit_move, new_salt
from bot.table.deadlines import Deadlines
from bot.table.sealing import is_sealed, public_trace
from bot.table.server_settings import CHANNEL_LOCALE, MODERATOR_ROLE, SERVER_LOCALE

log = logging.getLogger(__name__)

AUTOPILOT_STEP_LIMIT = 5000  # a guard against an engine that never stops waiting for a bot seat
REMINDER = "reminder"
ABANDONED = "abandoned"  # the end reason and table-log entry of a game nobody moved
MAX_SEED = 2**31 - 1  # a moderator's fixed seed: 0..MAX_SEED
STAMP_LENGTH = 5  # characters of a prompt stamp (25 bits: a stale click never matches by chance)
STAMP_KEY = "@"  # where an autocomplete value carries its stamp beside the action's own keys


@dataclass
class Table:
    """A game as loaded from the store, with its seats."""

    game: GameRow
    seats: list[SeatRow]
    # What was worked out from ``game`` (legal actions, stamps), keyed by the version it is
    # for; shared with the game cache's entry, so the stamp the bot computed for the controls
    # it sent is a lookup when the click comes back.
    memo: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def id(self) -> int:
        return self.game.id

    @property
    def spec(self) -> GameSpec:
        return get(self.game.kind)

    @property
    def state(self) -> State:
        if self.game.state is None:
            raise RuleError("error-game-not-started")
        return self.game.state

    @property
    def running(self) -> bool:
        return self.game.status == "running"

    @property
    def random(self) -> RandomSource:
        return RandomSource(self.game.secret)

    @property
    def secret_commitment(self) -> str | None:
        """The commitment to the game's secret posted when it started (None: a game created
        before commitments existed)."""
        salt = self.game.secret_salt
        return commit(self.game.secret, salt) if salt else None

    def stamp(self, seat: int) -> str:
        """The moment a seat's controls are made for: a short hash of what the seat sees and
        may do. It changes whenever the seat's view or choices change (a public move, its own
        move) and only then, so a click made for an earlier moment is recognised as stale,
        while another seat's sealed move leaves it alone (it changes nothing this seat sees)."""
        if self.game.state is None:
            return "-"
        key = ("stamp", self.game.version, self.game.status, seat)
        found = self.memo.get(key)
        if found is None:
            legal = self.legal(seat) if self.running else None
            engine = self.spec.engine
            found = prompt_stamp(engine, self.state, seat, running=self.running, legal=legal)
            self.memo[key] = found
        return str(found)

    def legal(self, seat: int) -> list[Action]:
        """The seat's legal actions in the loaded state, listed once per version (the stamp
        and the canonical action both need them). Shared: callers must not change them."""
        key = ("legal", self.game.version, seat)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self.spec.engine.legal_actions(self.state, seat)
        return list(found)

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None

    def seat_row(self, seat: int) -> SeatRow:
        return self.seats[seat]

    def user_of(self, seat: int) -> int:
        return self.seats[seat].user_id

    def name_of(self, seat: int) -> str:
        return self.seats[seat].display_name

    def waiting(self) -> set[int]:
        if not self.running or self.game.state is None:
            return set()
        return set(self.spec.engine.waiting_for(self.game.state))

    def waiting_humans(self) -> set[int]:
        return {s for s in self.waiting() if not self.seats[s].autopilot}

    def result(self) -> Result | None:
        if self.game.state is None:
            return None
        return self.spec.engine.result(self.game.state)


@dataclass(frozen=True)
class Step:
    """One accepted action and what it caused."""

    number: int
    seat: int
    action: Action
    events: tuple[Event, ...]
    by_autopilot: bool
    # A sealed move's commitment (bot.table.commitments), posted in the channel; None when
    # everybody saw the move.
    commitment: str | None = None


@dataclass
class Outcome:
    """What a service call did and whom to tell."""

    table: Table
    steps: list[Step] = field(default_factory=list)
    actor: int | None = None  # the seat whose request this was
    waiting_before: set[int] = field(default_factory=set)
    started: bool = False
    ended: bool = False  # ended by a moderator
    reason: str | None = None

    @property
    def events(self) -> list[Event]:
        return [event for step in self.steps for event in step.events]

    @property
    def public_events(self) -> list[Event]:
        return [event for event in self.events if event.public]

    def private_events(self) -> dict[int, list[Event]]:
        found: dict[int, list[Event]] = defaultdict(list)
        for event in self.events:
            for seat in event.to or ():
                found[seat].append(event)
        return dict(found)

    @property
    def sealed(self) -> list[Step]:
        """The sealed moves among the steps, whose commitments the channel is shown."""
        return [step for step in self.steps if step.commitment is not None]

    @property
    def waiting_after(self) -> set[int]:
        return self.table.waiting_humans()

    @property
    def result(self) -> Result | None:
        return self.table.result()

    @property
    def finished(self) -> bool:
        return self.ended or self.table.game.status == "finished"

    @property
    def board_changed(self) -> bool:
        return self.started or bool(self.public_events)

    def seats_to_prompt(self) -> set[int]:
        """Seats that need a fresh private prompt: newly waited for (a game just started
        counts), or waited for with private news. A seat that was already waited for and
        only saw the public board move (another player's step of a simultaneous setup) keeps
        its DM, which ``refresh_prompts`` edits in place: a new DM per public event would
        flood it (dozens during World War's setup). The acting seat is handled by whoever
        answers its request."""
        if self.finished:
            return set()
        after = self.waiting_after
        fresh = set(after) if self.started else after - self.waiting_before
        fresh |= {seat for seat in self.private_events() if seat in after}
        return fresh - ({self.actor} if self.actor is not None else set())


@dataclass(frozen=True)
class Replaced:
    """A seat given to another member by a moderator (:meth:`TableService.replace`)."""

    table: Table  # the game with the seat's new holder
    seat: int
    former: SeatRow  # the seat as it was: the former holder, their DM with the controls
    waited_for: bool  # the game waits for the seat: the new holder is to move


def prompt_stamp(
    engine: Any,
    state: State,
    seat: int,
    *,
    running: bool = True,
    legal: list[Action] | None = None,
) -> str:
    """A short hash of one seat's view and legal actions (see :meth:`Table.stamp`);
    ``legal``: the seat's legal actions when the caller has them already."""
    if not running:
        legal = []
    elif legal is None:
        legal = engine.legal_actions(state, seat)
    moment = action_key({"view": engine.view(state, seat), "legal": legal, "v": 1})
    digest = hashlib.sha256(moment.encode()).digest()
    return base64.b32encode(digest).decode()[:STAMP_LENGTH].lower()


class BoardMovedOn(RuleError):
    """The store's game moved on between loading it and saving an action (a version
    conflict): somebody else's write this call did not see."""

    def __init__(self) -> None:
        super().__init__("error-board-moved-on")


class StaleControls(RuleError):
    """A control made for an earlier moment: the seat's view or choices changed since."""

    def __init__(self, table: Table, seat: int) -> None:
        super().__init__("error-controls-stale")
        self.table = table
        self.seat = seat


class TableService:
    """The game service. One instance per process; it serializes actions per game."""

    def __init__(
        self,
        store: GameStore,
        reminder_after: timedelta | None = None,
        *,
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
        self._cache = GameCache(0 if shared else cache_games)
        store.listen(self._cache)
        # Ping the waited-for players when nobody moved for this long (None: never). Each
        # accepted action replaces the game's reminder in its own transaction.
        self.reminder_after = reminder_after
        # One lock per game while anybody uses it: a lock nobody holds or waits for is
        # dropped, so the table does not grow with every game the process ever served.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # Move deadlines (bot.table.deadlines): each action replaces the game's deadline too.
        self.deadlines = Deadlines(self)

    def _lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    # -- loading --------------------------------------------------------------------------

    async def load_game(self, game_id: int) -> Table:
        with self._cache.watch(game_id) as watch:
            table, _ = await self._load(game_id, watch)
            return table

    async def _load(self, game_id: int, watch: Watch) -> tuple[Table, bool]:
        """The game from the cache, else from the store (then cached unless somebody wrote it
        while it loaded); True when it came from the cache."""
        entry = self._cache.get(game_id)
        if entry is not None:
            return Table(entry.game, list(entry.seats), entry.memo), True
        game = await self.store.game(game_id)
        if game is None:
            raise RuleError("error-no-such-game")
        table = Table(game, await self.store.seats(game_id))
        self._keep(table, watch)
        return table, False

    def _keep(self, table: Table, watch: Watch) -> None:
        """Cache ``table`` as the game now is (after a load or one of this call's writes)."""
        self._cache.put(table.id, Entry(table.game, tuple(table.seats), table.memo), watch)

    async def load(self, channel_id: int) -> Table | None:
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

    # -- lobby ----------------------------------------------------------------------------

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        kind: str,
        user_id: int,
        moderator: bool,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> Table:
        if not moderator:
            raise RuleError("error-not-moderator")
        if kind not in available():
            raise RuleError("error-unknown-game", game=kind)
        spec = get(kind)
        known = {option.name: option for option in spec.engine.options}
        chosen: dict[str, Any] = {name: option.default for name, option in known.items()}
        for name, value in (options or {}).items():
            if value is None:
                continue
            if name not in known:
                raise RuleError("error-option-not-for-game", option=name, game=spec.title)
            chosen[name] = known[name].kind(value)
        if seed is None:
            source = RandomSource.fresh()
        elif isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed <= MAX_SEED:
            source = RandomSource.from_seed(seed)
        else:
            raise RuleError("error-seed-range", max=str(MAX_SEED))
        try:
            game = await self.store.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                kind=kind,
                options=chosen,
                secret=source.secret,
                created_by=user_id,
                # The salt of the commitment to the secret posted at the start (issue 15).
                secret_salt=new_salt(),
            )
        except ChannelBusyError:
            raise RuleError("error-channel-busy") from None
        return Table(game, [])

    async def abandon(self, table: Table, reason: str) -> None:
        """End a game that could not even be shown (its lobby never reached the channel)."""
        await self.store.end_game(table.id, reason)

    async def set_lobby_message(self, table: Table, message_id: int) -> None:
        await self.store.set_lobby_message(table.id, message_id)

    async def join(
        self, channel_id: int, user_id: int, name: str, locale: str | None = None
    ) -> Table:
        table = await self.require(channel_id)
        async with self._lock(table.id):
            table = await self.load_game(table.id)
            if table.game.status != "lobby":
                raise RuleError("error-already-started")
            if table.seat_of(user_id) is not None:
                raise RuleError("error-already-joined")
            if len(table.seats) >= table.spec.engine.max_players:
                raise RuleError("error-table-full", max=table.spec.engine.max_players)
            await self.store.add_seat(table.id, user_id, name, locale)
            return await self.load_game(table.id)

    async def leave(self, channel_id: int, user_id: int) -> Table:
        table = await self.require(channel_id)
        async with self._lock(table.id):
            table = await self.load_game(table.id)
            if table.seat_of(user_id) is None:
                raise RuleError("error-not-a-player")
            if table.game.status != "lobby":
                raise RuleError("error-leave-after-start")
            await self.store.remove_seat(table.id, user_id)
            return await self.load_game(table.id)

    async def start(self, channel_id: int, user_id: int, moderator: bool) -> Outcome:
        if not moderator:
            raise RuleError("error-not-moderator")
        table = await self.require(channel_id)
        async with self._lock(table.id):
            table = await self.load_game(table.id)
            if table.game.status != "lobby":
                raise RuleError("error-already-started")
            engine = table.spec.engine
            count = len(table.seats)
            if not engine.min_players <= count <= engine.max_players:
                raise RuleError(
                    "error-player-count",
                    count=count,
                    min=engine.min_players,
                    max=engine.max_players,
                )
            # Seats are dealt at random, from the game's secret, so a replay seats everyone
            # the same.
            order = [seat.user_id for seat in table.seats]
            table.random.seating().shuffle(order)
            await self.store.reorder_seats(table.id, order)
            state = engine.setup(count, dict(table.game.options), table.random.setup())
            await self.store.start_game(table.id, state)
            with self._cache.watch(table.id) as watch:
                table, _ = await self._load(table.id, watch)
                await self.deadlines.schedule(table)  # the autopilot's moves replace it
                outcome = Outcome(table=table, started=True)
                await self._run_autopilot(outcome, watch)
                return outcome

    # -- play -----------------------------------------------------------------------------

    async def act(
        self,
        game_id: int,
        user_id: int,
        action: Action,
        *,
        seat: int | None = None,
        stamp: str | None = None,
    ) -> Outcome:
        """Apply ``action`` for the player ``user_id``; raises RuleError when refused.

        ``seat`` is the seat a control was made for (it must still be this player's) and
        ``stamp`` the moment it was made for (:meth:`Table.stamp`); both are checked under the
        game's lock, so of two quick clicks on one control the second is refused as stale.
        """
        async with self._lock(game_id):
            with self._cache.watch(game_id) as watch:
                table, cached = await self._load(game_id, watch)
                outcome = await self._act(table, watch, user_id, action, seat, stamp)
                if outcome is not None:
                    return outcome
            if not cached:
                raise BoardMovedOn()
            # The cached row was behind the store: a write this process was not told about.
            # The conflict dropped it; judge the click again on the game as stored.
            with self._cache.watch(game_id) as watch:
                table, _ = await self._load(game_id, watch)
                outcome = await self._act(table, watch, user_id, action, seat, stamp)
                if outcome is None:
                    raise BoardMovedOn()
                return outcome

    async def _act(
        self,
        table: Table,
        watch: Watch,
        user_id: int,
        action: Action,
        seat: int | None,
        stamp: str | None,
    ) -> Outcome | None:
        """:meth:`act` on the loaded ``table``; None when the seat's own move met a version
        conflict (nothing was stored, so the caller may load again and retry)."""
        held = table.seat_of(user_id)
        if seat is not None and held != seat:
            await self._refuse_former_holder(table, user_id, seat)
            raise RuleError(
                "error-not-your-prompt",
                game=str(table.id),
                channel=f"<#{table.game.channel_id}>",
            )
        if not table.running:
            raise RuleError("error-game-not-running")
        if held is None:
            await self._refuse_former_holder(table, user_id, None)
            raise RuleError("error-not-a-player")
        seat = held
        if table.seats[seat].autopilot:
            # A kicked player's seat answers only to its new holder: the autopilot.
            raise RuleError("error-seat-played-by-bot")
        if await self.deadlines.paused(table.id):
            # A pause holds the whole table (a dispute, a holiday): nobody moves until the
            # resume, so nobody gains time on the others.
            raise RuleError("stall-error-paused")
        # The stamp of the controls the bot sent is usually memoized with the cached game;
        # the legal actions it was made from serve the canonical action too.
        if stamp is not None and stamp != table.stamp(seat):
            raise StaleControls(table, seat)
        outcome = Outcome(table=table, actor=seat, waiting_before=table.waiting_humans())
        try:
            # Without a cache the table was loaded for this call alone and is dropped if the
            # action fails, so the engine may work on its state directly; a cached state is
            # shared and the engine gets a copy.
            step = await self._apply(
                table,
                seat,
                action,
                watch,
                user_id=user_id,
                legal=table.legal(seat),
                in_place=not self._cache.enabled,
            )
        except BoardMovedOn:
            return None
        outcome.steps.append(step)
        outcome.table = table
        await self.deadlines.moved(table.id, seat)
        await self._run_autopilot(outcome, watch)
        return outcome

    async def _apply(
        self,
        table: Table,
        seat: int,
        action: Action,
        watch: Watch,
        *,
        user_id: int | None,
        legal: list[Action] | None = None,
        in_place: bool = False,
    ) -> Step:
        """Apply and store one action; ``watch``: the call's watch on the game, which this
        write counts as its own. ``legal``: the seat's legal actions in the table's state, if
        the caller listed them. ``in_place``: the caller drops ``table`` when this raises and
        nobody else holds its state, so the engine may change it directly instead of a copy."""
        engine = table.spec.engine
        before = table.state
        if legal is None:
            legal = table.legal(seat)  # before the engine may change the state in place
        number = table.game.version + 1
        action = canonical_action(
            engine, before, seat, action, legal, lambda: table.random.step(number)
        )
        before_text = table.game.state_text or dump_state(before)
        # A listed action shares lists with the state (and with the memoized legal actions)
        # the engine may change; the log must keep the action as it was chosen.
        action = json.loads(action_key(action))
        # Else the engine works on a copy parsed from the stored text (4x cheaper than a deep
        # copy), so a refused action leaves the loaded (perhaps cached) state untouched.
        state = before if in_place else json.loads(before_text)
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
        state_text = dump_state(state)  # once: compared here, stored as it is
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
            public_trace(engine, state, events),
            lambda: table.random.step(number),
            legal,
        ):
            # Nobody else can see which move it was: the channel gets a commitment to it,
            # whose salt is stored with the move and revealed when the game is over.
            salt = new_salt()
        watch.own += 1
        try:
            await self.store.append_action(
                table.id,
                expected_version=table.game.version,
                seat=seat,
                user_id=user_id,
                action=action,
                events=[event.to_json() for event in events],
                state=state,
                finished=finished,
                reminder=self._next_reminder(table, state, number, finished),
                state_text=state_text,
                timers=[await self.deadlines.timer_after(table, state, number, finished)],
                salt=salt,
                holder=user_id,  # a player's click: only while the seat is still theirs
            )
        except VersionConflictError:
            self._cache.drop(table.id)  # the store told it already; said again for clarity
            raise BoardMovedOn() from None
        table.game = replace(
            table.game,
            version=number,
            state=state,
            state_text=state_text,
            status="finished" if finished else "running",
        )
        table.memo = {}  # what was worked out for the last version
        self._keep(table, watch)
        commitment = commit_move(number, seat, action, salt) if salt else None
        return Step(
            number, seat, action, tuple(events), by_autopilot=user_id is None, commitment=commitment
        )

    def _next_reminder(
        self, table: Table, state: State, version: int, finished: bool
    ) -> Reminder | None:
        """The reminder an action leaves behind: due after ``reminder_after`` while the game
        still waits for a human, else none (the old one is cancelled either way)."""
        if self.reminder_after is None:
            return None
        waiting = table.spec.engine.waiting_for(state)
        if finished or not any(not table.seats[seat].autopilot for seat in waiting):
            return Reminder(None, {})
        return Reminder(datetime.now(UTC) + self.reminder_after, {"version": version})

    async def _run_autopilot(
        self, outcome: Outcome, watch: Watch, stand_in: set[int] | None = None
    ) -> None:
        """Let the autopilot play every seat it controls while the game waits for one.

        Seats take turns (the one that has moved least goes first), so in a simultaneous step
        every bot seat gets to act. A bot seat whose autopilot has nothing to change (it already
        locked in and waits for others) sits out until somebody else moves.

        ``stand_in``: human seats the autopilot plays this once (a missed deadline), each until
        its move shows on the board (a sealed step: until it locks in), the game stops waiting
        for it, or it has nothing to change; the seat stays its player's.
        """
        table = outcome.table
        moves: Counter[int] = Counter()
        idle: set[int] = set()
        stand_in = set() if stand_in is None else stand_in
        for _ in range(AUTOPILOT_STEP_LIMIT):
            if not table.running:
                return
            waiting = table.waiting()
            stand_in &= waiting
            bots = [
                s for s in waiting if (table.seats[s].autopilot or s in stand_in) and s not in idle
            ]
            if not bots:
                return
            seat = min(bots, key=lambda s: (moves[s], s))
            chooser = table.random.autopilot(table.game.version + 1)
            action = table.spec.engine.autopilot(table.state, seat, chooser)
            try:
                step = await self._apply(table, seat, action, watch, user_id=None)
            except RuleError as error:
                if error.code != "error-nothing-changed":
                    raise
                idle.add(seat)
                stand_in.discard(seat)
                continue
            outcome.steps.append(step)
            moves[seat] += 1
            idle.clear()
            if any(event.public for event in step.events):
                # A stand-in's move is over once it shows on the board (a sealed step: once
                # the seat locks in); its next one is its player's again.
                stand_in.discard(seat)
        raise RuntimeError(f"the autopilot did not finish game {table.id}")

    async def kick(self, channel_id: int, target_user_id: int, moderator: bool) -> Outcome:
        """A moderator removes a player: from a lobby, or hands a running seat to the autopilot."""
        if not moderator:
            raise RuleError("error-not-moderator")
        table = await self.require(channel_id)
        async with self._lock(table.id):
            table = await self.load_game(table.id)
            seat = table.seat_of(target_user_id)
            if seat is None:
                raise RuleError("error-target-not-a-player")
            if table.game.status == "lobby":
                await self.store.remove_seat(table.id, target_user_id)
                return Outcome(table=await self.load_game(table.id))
            await self.store.set_autopilot(table.id, seat, True)
            await self.store.add_log_entry(
                table.id, "kicked", None, {"seat": seat, "user_id": target_user_id}
            )
            with self._cache.watch(table.id) as watch:
                table, _ = await self._load(table.id, watch)
                outcome = Outcome(table=table, waiting_before=table.waiting_humans() | {seat})
                await self._run_autopilot(outcome, watch)
                return outcome

    async def replace(
        self,
        channel_id: int,
        old_user_id: int,
        new_user_id: int,
        new_display_name: str,
        new_locale: str | None,
        moderator: bool,
        *,
        new_is_bot: bool = False,
        by: int | None = None,
    ) -> Replaced:
        """A moderator gives a running game's seat to another member: the seat keeps its
        hand and place, the autopilot (a kicked seat's) lets go of it, and its former holder
        loses every control (their clicks are refused as "no longer yours"). ``by``: the
        moderator, for the table log."""
        if not moderator:
            raise RuleError("error-not-moderator")
        if new_is_bot:
            raise RuleError("error-replace-bot")
        if old_user_id == new_user_id:
            raise RuleError("error-replace-same")
        table = await self.require(channel_id)
        async with self._lock(table.id):
            table = await self.load_game(table.id)
            if table.game.status == "lobby":
                raise RuleError("error-replace-in-lobby")
            seat = table.seat_of(old_user_id)
            if seat is None:
                raise RuleError("error-replace-not-seated", player=f"<@{old_user_id}>")
            if table.seat_of(new_user_id) is not None:
                raise RuleError("error-replace-already-seated", player=f"<@{new_user_id}>")
            former = table.seats[seat]
            try:
                await self.store.replace_seat(
                    table.id,
                    seat,
                    old_user_id=old_user_id,
                    user_id=new_user_id,
                    display_name=new_display_name,
                    locale=new_locale,
                    by=by,
                )
            except VersionConflictError:
                raise BoardMovedOn() from None
            table = await self.load_game(table.id)
            return Replaced(table, seat, former, seat in table.waiting())

    async def _refuse_former_holder(self, table: Table, user_id: int, seat: int | None) -> None:
        """Refuse a member who held ``seat`` (any seat of the game when None) until a
        moderator gave it to someone else, with words of their own; a stranger's request
        goes on to the generic refusal. Read only on this refusal path."""
        for entry in await self.store.log_entries(table.id):
            if entry.kind != "replaced" or entry.payload.get("old") != user_id:
                continue
            held = entry.payload.get("seat")
            if seat is None or held == seat:
                raise RuleError(
                    "error-seat-no-longer-yours",
                    game=str(table.id),
                    channel=f"<#{table.game.channel_id}>",
                )

    async def seat_for(self, table: Table, user_id: int) -> int:
        """The member's seat in ``table``; refused as not a player (or as a former holder)."""
        seat = table.seat_of(user_id)
        if seat is None:
            await self._refuse_former_holder(table, user_id, None)
            raise RuleError("error-not-a-player")
        return seat

    async def play_for(self, game_id: int, seats: set[int], version: int) -> Outcome | None:
        """A missed deadline: the autopilot moves for ``seats`` once, without taking them
        over; None when the game is no longer at ``version`` (somebody moved meanwhile)."""
        async with self._lock(game_id):
            with self._cache.watch(game_id) as watch:
                table, _ = await self._load(game_id, watch)
                if not table.running or table.game.version != version:
                    return None
                outcome = Outcome(table=table, waiting_before=table.waiting_humans())
                await self._run_autopilot(outcome, watch, stand_in=set(seats))
                return outcome

    async def autopilot_all(self, game_id: int) -> Outcome:
        """Hand every seat to the autopilot (the offline demo) and play until the end."""
        async with self._lock(game_id):
            table = await self.load_game(game_id)
            for seat in table.seats:
                await self.store.set_autopilot(table.id, seat.seat, True)
            with self._cache.watch(game_id) as watch:
                table, _ = await self._load(game_id, watch)
                outcome = Outcome(table=table)
                await self._run_autopilot(outcome, watch)
                return outcome

    async def end(
        self, channel_id: int, user_id: int, moderator: bool, reason: str | None = None
    ) -> Outcome:
        if not moderator:
            raise RuleError("error-not-moderator")
        table = await self.require(channel_id)
        async with self._lock(table.id):
            await self.store.end_game(table.id, reason or "")
            table = await self.load_game(table.id)
            return Outcome(table=table, ended=True, reason=reason)

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
        cached = self._cache.peek(table.id)
        with self._cache.watch(table.id) as watch:
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
                self._cache.put(table.id, replace(cached, seats=tuple(seats)), watch)

    # -- settings and timers (the cogs' way to them) ------------------------------------------

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        moderator_role_id = await self.store.get_setting(MODERATOR_ROLE, guild_id)
        locale = await self.store.get_setting(SERVER_LOCALE, guild_id)
        return {"moderator_role_id": moderator_role_id, "locale": locale}

    async def set_moderator_role(self, guild_id: int, role_id: int | None) -> None:
        await self.store.set_setting(MODERATOR_ROLE, guild_id, role_id)

    async def channel_locale(self, channel_id: int) -> str | None:
        return await self.store.get_setting(CHANNEL_LOCALE, channel_id)

    async def set_channel_locale(self, guild_id: int, channel_id: int, locale: str | None) -> None:
        await self.store.set_setting(CHANNEL_LOCALE, channel_id, locale)

    async def next_timer(self, shards: Shards | None = None) -> Timer | None:
        """The next timer of the servers on ``shards`` (None: of every server)."""
        return await self.store.next_timer(shards)

    async def claim_timer(
        self, timer_id: int, owner: str, lease_until: datetime, now: datetime
    ) -> bool:
        """Take a due timer before firing it: False when another process has it."""
        return await self.store.claim_timer(timer_id, owner, lease_until, now)

    async def finish_timer(self, timer_id: int) -> None:
        await self.store.finish_timer(timer_id)

    # -- reminders ------------------------------------------------------------------------

    async def schedule_reminder(self, table: Table, after: timedelta | None) -> None:
        """Replace the game's reminder: ping the waited-for players if nothing happens in time."""
        await self.store.cancel_timers(table.id, REMINDER)
        if after is None or not table.running or not table.waiting_humans():
            return
        await self.store.add_timer(
            REMINDER, datetime.now(UTC) + after, table.id, {"version": table.game.version}
        )

    async def due_reminder(self, timer: Timer) -> Table | None:
        """Consume a due reminder; the game to remind about, or None when it went stale
        (somebody moved since, or the game is over)."""
        await self.store.finish_timer(timer.id)
        if timer.game_id is None:
            return None
        table = await self.load_game(timer.game_id)
        if not table.running or table.game.version != timer.payload.get("version"):
            return None
        return table if table.waiting_humans() else None

    async def end_abandoned(
        self, game_id: int, version: int, timer_id: int, days: int
    ) -> Table | None:
        """End a game nobody moved for ``days`` days (its abandon timer, for ``version``, fell
        due) and note it in the table log; the ended game, or None when somebody moved since
        or it is over. The timer is done only once the game is ended, so a restart in between
        fires it again, finds the game over, and ends nothing twice."""
        async with self._lock(game_id):
            table = await self.load_game(game_id)
            ended = None
            current = table.running and table.game.version == version
            if current and await self.store.end_game(game_id, ABANDONED):
                await self.store.add_log_entry(game_id, ABANDONED, None, {"days": days})
                ended = await self.load_game(game_id)
            await self.store.finish_timer(timer_id)
            return ended

    # -- reading --------------------------------------------------------------------------

    async def log(self, table: Table, count: int) -> list[Step]:
        rows = await self.store.actions(table.id, last=count)
        return [
            Step(
                row.number,
                row.seat,
                row.action,
                tuple(Event.from_json(event) for event in row.events),
                row.user_id is None,
            )
            for row in rows
        ]

    async def state_at(self, game_id: int, number: int) -> State:
        """The state after ``number`` actions: the nearest stored snapshot, then the logged
        actions after it replayed (snapshots are kept every SNAPSHOT_EVERY actions)."""
        table = await self.load_game(game_id)
        if number == table.game.version:
            return copy.deepcopy(table.state)
        engine = table.spec.engine
        nearest = await self.store.nearest_snapshot(game_id, number)
        if nearest is None:
            raise RuleError("error-no-such-game")
        start, state = nearest
        source = table.random
        for row in await self.store.actions_between(game_id, start + 1, number):
            engine.apply(state, row.seat, row.action, source.step(row.number))
        return state

    async def replay(self, game_id: int) -> State:
        """Rebuild the state from the seed and the action log alone."""
        table = await self.load_game(game_id)
        engine = table.spec.engine
        source = table.random
        state = engine.setup(len(table.seats), dict(table.game.options), source.setup())
        for row in await self.store.actions(game_id):
            engine.apply(state, row.seat, row.action, source.step(row.number))
        return state
