"""Turns in the channel (issue 25): which outcome passes the turn, and whom that wakes.

A game's channel gets one message per turn, edited while the turn goes on; a new message
only when the game starts waiting for somebody it did not wait for just before (a *wait
start*): the turn passed, a defender must redeploy, a war asks for bids, a new round of
sealed placements begins. Pure logic on seats and steps, no Discord: the desk
(bot/cogs/turn_posts.py) decides with it whether to post or edit and whom to ping.

The rule itself is :func:`new_waits`; /game replay's turns (bot/table/replay_turns.py) and the
replay GIF's frames (bot/table/animation.py) cut a game into turns with it too, so the turns a
replay shows are the turns the channel posted.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from bot.table.model import Outcome, Step


@dataclass(frozen=True)
class NewWait:
    """At position ``index`` of the waits given to :func:`new_waits` the game waits for
    ``waiting``, of whom ``new`` it did not wait for just before."""

    index: int
    waiting: frozenset[int]
    new: frozenset[int]


def new_waits(before: Iterable[int], waits: Iterable[frozenset[int] | None]) -> Iterator[NewWait]:
    """The positions of ``waits`` (whom the game waits for after each move, in order) where it
    starts waiting for somebody it did not wait for at the position before (``before`` for
    the first): where a turn starts. None (not known: a step read back from the log) starts
    nothing and leaves the previous set as it was. Lazy: ``waits`` may be produced by
    replaying the moves one by one."""
    previous = frozenset(before)
    for index, waiting in enumerate(waits):
        if waiting is None:
            continue
        if new := waiting - previous:
            yield NewWait(index, waiting, new)
        previous = waiting


@dataclass(frozen=True)
class WaitStart:
    """Seat ``seat`` started being awaited at step ``number`` (0: the game's start)."""

    number: int
    seat: int


def wait_starts(
    before: Iterable[int], steps: Sequence[Step], *, started: bool = False
) -> list[WaitStart]:
    """Every wait the steps start, in order: seat s starts being awaited at step i when s is
    in step i's waiting set but was not in the previous one (``before`` for the first step).
    ``started``: the game just started, so everyone it awaits before the steps starts too.
    A step without its waiting set (read back from the log) starts nothing and leaves the
    previous set as it was."""
    before = frozenset(before)
    found = [WaitStart(0, seat) for seat in sorted(before)] if started else []
    for wait in new_waits(before, [step.waiting for step in steps]):
        found += [WaitStart(steps[wait.index].number, seat) for seat in sorted(wait.new)]
    return found


def turn_changes(before: Iterable[int], steps: Sequence[Step], *, started: bool = False) -> bool:
    """True when the steps start anybody's wait (any seat, bots included): the outcome
    passes the turn and gets a new channel message; otherwise it edits the turn's message."""
    return bool(wait_starts(before, steps, started=started))


def newly_awaited(
    before: Iterable[int], steps: Sequence[Step], after: Iterable[int], *, started: bool = False
) -> set[int]:
    """The seats of ``after`` (whom the game waits for at the end) whose wait started during
    the steps (or at the start): the only ones a new message may ping. A seat awaited all
    along is not among them, nor one whose wait started and ended inside the steps."""
    started_now = {start.seat for start in wait_starts(before, steps, started=started)}
    return started_now & set(after)


@dataclass(frozen=True)
class TurnDecision:
    """What an outcome does to the channel's turn message."""

    new_post: bool  # a new message (a turn change, the start, a game gone back)
    ping: frozenset[int]  # seats to ping in it if their players want mentions (humans only)


def decide(outcome: Outcome) -> TurnDecision:
    """The outcome's turn decision: a new message for the start, a take-back or any wait
    start (bots' included); pings for the humans awaited at the end whose wait started
    during the outcome (at the start: everyone it awaits)."""
    table = outcome.table
    before = outcome.awaited_before or frozenset()
    started = outcome.started
    new_post = started or outcome.went_back or turn_changes(before, outcome.steps, started=started)
    after = table.waiting()
    fresh = newly_awaited(before, outcome.steps, after, started=started)
    humans = {seat for seat in fresh if not table.seats[seat].autopilot}
    return TurnDecision(new_post=new_post, ping=frozenset(humans))
