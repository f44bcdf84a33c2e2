"""Taking moves back: ``/game undo`` (the player who just moved) and ``/game rollback``
(moderators), issue 14.

Both rebuild the state from the action log (:func:`bot.table.replay.state_of`), so they work the
same after a restart. The moves taken back leave the action log for the store's undone moves
(never deleted; ``/game log`` shows them struck through), and the next move reuses the
number: its random stream (``RandomSource.step(N)``) is the same as before, so undoing a move
never lets anybody roll a die or draw a card again with a different result.

Whether a step may be undone is decided by the platform, for every game alike:

* randomness: the step is applied again on the state before it with a generator that records
  every draw (:class:`RecordingRandom`); any draw refuses the undo;
* a reveal: for each seat U, the step is applied to ``scramble_secrets(state_before, U)``
  (U's secrets and every face-down deck differ) with the same stream; if any other seat T's
  view, the public view, or the events T was told come out different, the step showed T
  something hidden. A step that fails on the scrambled state (a secret flag flipped makes it
  impossible) is tried on the state scrambled twice; failing there too counts as a reveal.
  For U the actor, the actor's own choice may name its secret (a card placed face down): the
  step is taken as hiding U's secrets when some action of the same type is legal on the
  scrambled state (or on that state scrambled again: a flag flipped once is back as it was)
  and leaves every other seat seeing exactly what they saw.
"""

from __future__ import annotations

import asyncio
import copy
import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from bot.engine.base import Action, Event, RuleError, State, action_key
from bot.store import (
    Reminder,
    dump_state,
)
from bot.table.bot_play import play_bots
from bot.table.history import takebacks
from bot.table.model import Outcome, Step, Table, row_step
from bot.table.nudges import ABANDON
from bot.table.replay import state_of
from bot.table.session import Games, HasGames, Session

SIGNATURE_LENGTH = 10  # characters of a rollback button's signature


class RecordingRandom(random.Random):
    """A generator that continues ``source``'s stream and counts every draw from it."""

    def __init__(self, source: random.Random) -> None:
        super().__init__()
        self.setstate(source.getstate())
        self.draws = 0

    def random(self) -> float:
        self.draws += 1
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        self.draws += 1
        return super().getrandbits(k)


@dataclass(frozen=True)
class StepCheck:
    """What one logged step did beyond its own seat: drew randomness, showed a secret."""

    random: bool
    revealed: bool


def draws_randomness(
    engine: Any, before: State, seat: int, action: Action, stream: Callable[[], random.Random]
) -> bool:
    """Whether applying ``action`` on ``before`` draws anything from its random stream."""
    recorder = RecordingRandom(stream())
    engine.apply(copy.deepcopy(before), seat, copy.deepcopy(action), recorder)
    return recorder.draws > 0


def _seen(
    engine: Any, state: State, events: list[Event], seats: list[int | None]
) -> dict[int | None, str]:
    """What each of ``seats`` (None: everybody) sees of ``state`` and was told by ``events``."""
    seen: dict[int | None, str] = {}
    for seat in seats:
        told = [
            event.to_json()
            for event in events
            if event.public or (seat is not None and seat in (event.to or ()))
        ]
        seen[seat] = action_key({"view": engine.view(state, seat), "told": told})
    return seen


def _outcome_seen(
    engine: Any,
    state: State,
    seat: int,
    action: Action,
    stream: Callable[[], random.Random],
    seats: list[int | None],
) -> dict[int | None, str] | None:
    """What ``seats`` see after ``action`` on a copy of ``state``; None when it fails there."""
    trial = copy.deepcopy(state)
    try:
        events = engine.apply(trial, seat, copy.deepcopy(action), stream())
    except Exception:
        return None
    return _seen(engine, trial, list(events), seats)


def reveals(
    engine: Any,
    before: State,
    seat: int,
    action: Action,
    stream: Callable[[], random.Random],
    players: int,
) -> bool:
    """Whether the step showed any seat something that was hidden from it (module doc)."""
    after = copy.deepcopy(before)
    events = list(engine.apply(after, seat, copy.deepcopy(action), stream()))
    for owner in range(players):
        others: list[int | None] = [None, *(s for s in range(players) if s != owner)]
        expected = _seen(engine, after, events, others)
        scrambled = engine.scramble_secrets(before, owner)
        if owner != seat:
            # A scrambled secret flag may make the step impossible (the other seat "had
            # locked"): that world proves nothing, the world scrambled twice is asked instead.
            # A world where the step works and anybody sees otherwise is a reveal.
            for world in (scrambled, engine.scramble_secrets(scrambled, owner)):
                seen = _outcome_seen(engine, world, seat, action, stream, others)
                if seen is not None:
                    if seen != expected:
                        return True
                    break
            else:
                return True
            continue
        # The actor's own secrets: scrambled once and twice (a secret flag, flipped once, is
        # back as it was), any action of the same type that leaves the others seeing the same.
        hidden = False
        for world in (scrambled, engine.scramble_secrets(scrambled, owner)):
            candidates = [action] + [
                other
                for other in engine.legal_actions(world, seat)
                if other.get("t") == action.get("t") and other != action
            ]
            if any(
                _outcome_seen(engine, world, seat, candidate, stream, others) == expected
                for candidate in candidates
            ):
                hidden = True
                break
        if not hidden:
            return True
    return False


def check_step(
    engine: Any,
    before: State,
    seat: int,
    action: Action,
    stream: Callable[[], random.Random],
    players: int,
) -> StepCheck:
    if draws_randomness(engine, before, seat, action, stream):
        return StepCheck(random=True, revealed=False)  # reveals() is then not needed
    return StepCheck(random=False, revealed=reveals(engine, before, seat, action, stream, players))


def stream_of(table: Table, number: int) -> Callable[[], random.Random]:
    """A fresh copy of step ``number``'s random stream on every call."""
    return lambda: table.random.step(number)


@dataclass
class TakenBack:
    """An undo or rollback done: the game as it is now (and any autopilot moves after it)."""

    outcome: Outcome
    steps: list[Step]  # the moves taken back
    how: str  # "undo" or "rollback"
    to: int


@dataclass
class RollbackPlan:
    """What ``/game rollback`` would take back: the moves, the game as it would be after,
    and whether any of those moves showed somebody something hidden."""

    table: Table  # the game now
    to: int
    steps: list[Step]
    preview: Table  # the game after the rollback (not stored, not cached)
    revealed: bool = False
    checked: list[StepCheck] = field(default_factory=list)
    epoch: int = 0  # the game's take-backs when planned (``history.takebacks``)


class RevealNeedsConfirmation(RuleError):
    """The rollback takes back a move that revealed hidden information: the moderator must
    confirm again, knowing it."""

    def __init__(self, plan: RollbackPlan) -> None:
        super().__init__("rollback-reveal-confirm", move=plan.to)
        self.plan = plan


def signature(table: Table, *fields: object) -> str:
    """A rollback button's signature: only the bot (which holds the game's secret) can make
    one, so a forged button id is refused."""
    material = ":".join([table.game.secret, "rollback", *(str(f) for f in fields)])
    digest = hashlib.sha256(material.encode()).hexdigest()
    return "".join("abcdefghijklmnopqrstuvwxyz234567"[int(c, 16)] for c in digest)[
        :SIGNATURE_LENGTH
    ]


class Undo:
    """Undo and rollback on the games of ``table`` (the service): their sessions and store."""

    def __init__(self, table: HasGames) -> None:
        self.games: Games = table.games
        self.store = self.games.store

    async def _state_at(self, table: Table, number: int) -> State:
        """The state after ``number`` actions of the table this call's session holds."""
        return await state_of(self.store, table, number)

    async def undo(self, channel_id: int, user_id: int) -> TakenBack:
        """Take back ``user_id``'s last move, if it is the game's last, drew no randomness
        and showed nobody anything hidden; else a RuleError saying why."""
        table = await self.games.require(channel_id)
        async with self.games.session(table.id) as session:
            table = await session.load()
            if not table.running:
                raise RuleError("error-game-not-running")
            seat = table.seat_of(user_id)
            if seat is None:
                raise RuleError("error-not-a-player")
            if table.seats[seat].autopilot:
                raise RuleError("error-seat-played-by-bot")
            rows = await self.store.actions(table.id, last=1)
            if not rows or rows[0].user_id != user_id:
                moved = any(row.user_id == user_id for row in await self.store.actions(table.id))
                raise RuleError("undo-after-other" if moved and rows else "undo-nothing")
            last = rows[0]
            before = await self._state_at(table, last.number - 1)
            check = check_step(
                table.spec.engine,
                before,
                last.seat,
                last.action,
                stream_of(table, last.number),
                len(table.seats),
            )
            if check.random:
                raise RuleError("undo-after-random", move=last.number)
            if check.revealed:
                raise RuleError("undo-after-reveal", move=last.number)
            return await self._take_back(session, table, before, [row_step(last)], "undo", user_id)

    async def plan(self, channel_id: int, to: int, moderator: bool) -> RollbackPlan:
        """What rolling this channel's game back to move ``to`` would take back."""
        if not moderator:
            raise RuleError("error-not-moderator")
        table = await self.games.require(channel_id)
        return await self._plan(table, to)

    async def _plan(self, table: Table, to: int) -> RollbackPlan:
        if not table.running:
            raise RuleError("error-game-not-running")
        if not 0 <= to < table.game.version:
            raise RuleError("rollback-bad-move", move=to, last=table.game.version - 1)
        engine = table.spec.engine
        state = await self._state_at(table, to)
        rows = await self.store.actions_between(table.id, to + 1, table.game.version)
        preview = Table(replace(table.game, version=to, state=state, state_text=None), table.seats)
        plan = RollbackPlan(table, to, [row_step(row) for row in rows], preview)
        plan.epoch = await takebacks(self.store, table.id)

        def judge() -> list[StepCheck]:
            # Off the event loop: a long rollback replays and scrambles many steps.
            checks = []
            walk = copy.deepcopy(state)
            for row in rows:
                stream = stream_of(table, row.number)
                found = reveals(engine, walk, row.seat, row.action, stream, len(table.seats))
                checks.append(StepCheck(random=False, revealed=found))
                engine.apply(walk, row.seat, row.action, stream())
            return checks

        plan.checked = await asyncio.to_thread(judge)
        plan.revealed = any(check.revealed for check in plan.checked)
        return plan

    async def rollback(
        self,
        game_id: int,
        to: int,
        version: int,
        user_id: int,
        moderator: bool,
        *,
        knowing_reveal: bool,
        epoch: int | None = None,
    ) -> TakenBack:
        """Roll the game back to move ``to``, as planned when it was at ``version`` after
        ``epoch`` take-backs; a rollback over a reveal needs ``knowing_reveal`` (the second
        confirmation)."""
        if not moderator:
            raise RuleError("error-not-moderator")
        async with self.games.session(game_id) as session:
            table = await session.load()
            if table.game.version != version or not table.running:
                raise RuleError("rollback-stale")
            # A take-back lowers the version: played forward to the same number again, the
            # game is at another moment, and the plan's preview showed other moves.
            if epoch is not None and epoch != await takebacks(self.store, game_id):
                raise RuleError("rollback-stale")
            plan = await self._plan(table, to)
            if plan.revealed and not knowing_reveal:
                raise RevealNeedsConfirmation(plan)
            return await self._take_back(
                session, table, plan.preview.state, plan.steps, "rollback", user_id
            )

    async def _take_back(
        self,
        session: Session,
        table: Table,
        state: State,
        steps: list[Step],
        how: str,
        user_id: int,
    ) -> TakenBack:
        """Store the take-back (one transaction under the version check), keep the game
        current in the cache, and let the autopilot play any bot seat now waited for."""
        to = steps[0].number - 1
        awaited = frozenset(table.waiting())  # before: whose waits the take-back starts
        state = copy.deepcopy(state)
        text = dump_state(state)
        # The version goes back: timers made for a later version must not come alive again
        # when the game reaches that number anew. A fresh deadline, as after a move; an
        # abandonment waits for the reminders to run out again.
        timers = [Reminder(None, {}, ABANDON)]
        deadlines = self.games.deadlines
        if deadlines is not None:
            timers.insert(0, await deadlines.timer_after(table, state, to, False))
        await session.write(
            self.store.take_back(
                table.id,
                expected_version=table.game.version,
                to=to,
                how=how,
                user_id=user_id,
                state=state,
                reminder=self.games.next_reminder(table, state, to, False),
                payload={"count": len(steps)},
                state_text=text,
                timers=timers,
            )
        )
        table.game = replace(table.game, version=to, state=state, state_text=text, status="running")
        table.memo = {}
        session.keep(table)
        # Seats holding live controls get them edited in place; the others a new prompt.
        live = {row.seat for row in table.seats if row.prompt_stamp is not None}
        outcome = Outcome(table=table, waiting_before=live, awaited_before=awaited, went_back=True)
        await play_bots(session, outcome)
        return TakenBack(outcome, steps, how, to)
