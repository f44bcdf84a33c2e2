"""Bot and stand-in moves: the bot seats of a game and the seats the autopilot stands in for
(a missed deadline, a kicked player) play while the game waits for them, each move chosen at
its level (:mod:`bot.table.bot_moves`) and stored through the session like a player's
(:meth:`bot.table.session.Session.apply`)."""

from __future__ import annotations

import logging
from collections import Counter

from bot.engine.base import Action, RuleError
from bot.store import Reminder, SeatDeadline
from bot.table.bot_moves import EASY, choose, choose_move, searches, seat_level
from bot.table.failures import BotMoveFailed
from bot.table.missed import Missed, StandIn
from bot.table.model import BoardMovedOn, Outcome, Step, Table
from bot.table.session import Session

log = logging.getLogger(__name__)

AUTOPILOT_STEP_LIMIT = 5000  # a guard against an engine that never stops waiting for a bot seat


async def play_bots(
    session: Session,
    outcome: Outcome,
    stand_in: set[int] | None = None,
    level: str = "easy",
    *,
    inline: bool = False,
    missed: Missed | None = None,
) -> None:
    """Let the autopilot play every seat it controls while the game waits for one.

    Seats take turns (the one that has moved least goes first), so in a simultaneous step
    every bot seat gets to act. A bot seat whose autopilot has nothing to change (it already
    locked in and waits for others) sits out until somebody else moves.

    When bot seats move by themselves (:attr:`Games.bots_apart`), only the ``stand_in``
    seats are played here; the bot seats' task (bot.table.bot_runner) is woken once the
    outcome is published; ``inline`` plays them here all the same (the demo's all-bot game,
    played to its end in one call).

    ``stand_in``: human seats the autopilot plays this once (a missed deadline), each until
    its move shows on the board (a sealed step: until it locks in), the game stops waiting
    for it, or it has nothing to change; the seat stays its player's. ``level``: the level
    it stands in at (the server's); a bot seat plays at its own (:func:`seat_level`).
    ``missed``: the missed deadline it stands in for: each stand-in seat's first move counts
    the seat late and updates the notice, in the move's own write, and while other stand-in
    seats are still owed a move the deadline it writes names them (bot.table.missed).
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
        inline = inline or not session.games.bots_apart
        bots = [
            s
            for s in waiting
            if ((inline and table.seats[s].autopilot) or s in stand_in) and s not in idle
        ]
        if not bots:
            return
        seat = min(bots, key=lambda s: (moves[s], s))
        row = table.seats[seat]
        played_at = seat_level(row) if row.autopilot else level
        number = table.game.version + 1
        late = None
        standing_in = None
        if missed is not None and seat in stand_in:
            standing_in = StandIn(missed, frozenset(stand_in), seat)
            if seat not in missed.counted:
                late = missed.with_seat(seat)
        try:
            action = await choose_move(table, seat, played_at, number, session.games.think_pool)
            step = await store_bot_move(
                session,
                table,
                seat,
                action,
                number,
                searched=played_at,
                late=late,
                stand_in=standing_in,
            )
        except BoardMovedOn:
            raise  # somebody else's write: the caller's to handle, and no secret in it
        except Exception as error:
            # Its message may quote the move (a sealed choice, a hand): whoever logs the
            # failure (the deadline's dispatcher, an interaction's error path) gets the
            # game, the seat, the level and where, nothing of the move.
            raise BotMoveFailed(table.id, seat, played_at, error) from None
        if step is None:
            idle.add(seat)
            stand_in.discard(seat)
            continue
        outcome.steps.append(step)
        if late is not None and missed is not None:
            missed.count(seat)
        moves[seat] += 1
        idle.clear()
        if any(event.public for event in step.events):
            # A stand-in's move is over once it shows on the board (a sealed step: once
            # the seat locks in); its next one is its player's again.
            stand_in.discard(seat)
    raise RuntimeError(f"the autopilot did not finish game {table.id}")


async def store_bot_move(
    session: Session,
    table: Table,
    seat: int,
    action: Action,
    number: int,
    *,
    searched: str,
    late: tuple[SeatDeadline, Reminder] | None = None,
    stand_in: StandIn | None = None,
) -> Step | None:
    """Store a bot's move (``searched``: the level it was chosen at); None when it changes
    nothing (the seat locked in already and waits for the others). A search's move that
    changes nothing gives way to the autopilot's, so a seat whose search repeats what is
    already so still plays on (a stand-in locks in) instead of stalling the game. ``late``:
    the seat's late count and the deadline's notice, written with the move; ``stand_in``: the
    missed deadline's move it is, which may leave a deadline still owing other seats."""
    rows, notices = ([late[0]], [late[1]]) if late is not None else ([], [])
    tries = [action]
    if searches(table, searched):
        tries.append(choose(table, seat, EASY, number))
    for tried in tries:
        try:
            return await session.apply(
                table, seat, tried, user_id=None, late=rows, notices=notices, stand_in=stand_in
            )
        except RuleError as error:
            if error.code != "error-nothing-changed":
                raise
            log.info("game %d: seat %d's bot move changes nothing", table.id, seat)
    return None
