"""The table's values: a loaded game (:class:`Table`), one accepted action (:class:`Step`),
what a call did and whom to tell (:class:`Outcome`), a seat handed over (:class:`Replaced`),
the stamp that dates a seat's controls, and the two refusals every part of the table may
raise. Nothing here loads or stores anything: the session (:mod:`bot.table.session`) does."""

from __future__ import annotations

import base64
import hashlib
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from bot.engine.base import Action, Event, RandomSource, Result, RuleError, State, action_key
from bot.games import GameSpec, get
from bot.store import ActionRow, GameRow, SeatRow
from bot.table.commitments import commit

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
    # Every seat (bots included) the game waits for right after this step, as the session
    # stored it; None for a step read back from the log (the turn posts need it only for the
    # steps of the outcome being published: bot.table.turns).
    waiting: frozenset[int] | None = None


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
    # Every seat (bots included) the game waited for before the call: whose waits the steps
    # start (bot.table.turns). None: taken from ``table`` as it is when the outcome is made,
    # which is before the call's first step for every caller that makes it before moving.
    awaited_before: frozenset[int] | None = None
    # The game went back (an undo or a rollback): its turn post starts anew, as the moves
    # the current one showed are no longer the game's.
    went_back: bool = False
    # A seat changed hands (a kick, a seat given to a bot): the turn post names the new
    # holder at once, even when no move comes with it.
    holders_changed: bool = False

    def __post_init__(self) -> None:
        if self.awaited_before is None:
            self.awaited_before = frozenset(self.table.waiting())

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
    """A seat given to another member by a moderator (:meth:`bot.table.seats.Seats.replace`)."""

    table: Table  # the game with the seat's new holder
    seat: int
    former: SeatRow  # the seat as it was: the former holder, their DM with the controls
    waited_for: bool  # the game waits for the seat: the new holder is to move
    # The seat went to a bot: the moves it made at once (published like a kick's).
    moved: Outcome | None = None

    @property
    def to_bot(self) -> bool:
        return self.table.seats[self.seat].is_bot

    @property
    def returned(self) -> bool:
        """A kicked member's seat given back to them: the holder did not change, the bot
        let go (``/game replace old:X new:X``)."""
        return self.former.user_id == self.table.seats[self.seat].user_id


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


def row_step(row: ActionRow) -> Step:
    """A logged action as a step (its events as the engine told them)."""
    return Step(
        row.number,
        row.seat,
        row.action,
        tuple(Event.from_json(event) for event in row.events),
        row.user_id is None,
    )
