"""What-if games (issue 31 part 3): ``/game fork move:<n>`` starts a new game from the position
after move ``n`` of a running or finished game of the channel.

A fork is checked and prepared first (:meth:`Forks.plan`, nothing written), so the desk opens
a thread or channel only for a fork that will be made; then stored in one write
(:meth:`Forks.make`) and started like any game (deadline, bots' first moves).

What the fork starts from:

* a finished origin: the state as it was after move ``n`` (everything is revealed at the end);
* a running origin: ``engine.redeal(state, rng)``, the public position with everything not
  public (hands, missions, coins, decks, ...) dealt again from the fork's own secret, so
  forking reveals and predicts nothing of the origin's secrets. A game without ``redeal``
  cannot fork while it runs, and neither can a position where a sealed move is still hidden
  (the fork would resolve it in public).

The fork keeps the origin's move deadline (its hours, or none), unless the moderator names
other hours (0: none): the table that played the origin chose its pace, and a what-if of it is
played by the same table. The deadline's policy and flagging are the server's, as for every
game; the origin's pause and its seats' vacations and missed deadlines stay the origin's (the
fork starts its own count, as any new game).

The fork has a fresh secret (``RandomSource.fresh``): nothing of the origin's future draws
carries over. Its starting state is its snapshot 0, so replay, undo and restarts work on it as
on any game; ``origin_board`` (the hash of the origin's public view at ``n``) ties its record
to the origin (:mod:`bot.table.record`, :mod:`bot.table.verify`).
"""

from __future__ import annotations

import copy
import logging
from dataclasses import dataclass

from bot.engine.base import RandomSource, RuleError, State, action_key
from bot.i18n import Text
from bot.store import ActionRow, ChannelBusyError, ForkSeat, GameRow
from bot.table.bot_moves import BOT_LEVEL, check_level, seat_level
from bot.table.bot_play import play_bots
from bot.table.commitments import new_salt
from bot.table.deadlines import MAX_HOURS, Deadlines
from bot.table.hashes import board_hash
from bot.table.model import Outcome, Table
from bot.table.replay import state_of
from bot.table.session import Games

log = logging.getLogger(__name__)

SAME = "same"  # seats: the origin's holders, each in their own seat
BOTS = "bots"  # seats: a bot in every seat
SEATS = (SAME, BOTS)


@dataclass(frozen=True)
class ForkPlan:
    """A fork checked and ready to store: its origin, the move it starts after, its starting
    state, the hash of the origin's public view there, its seats, its own secret and its move
    deadline in hours (None: none)."""

    origin: Table
    move: int
    state: State
    board: str
    seats: list[ForkSeat]
    source: RandomSource
    deadline_hours: float | None


def sealed_in_flight(rows: list[ActionRow], move: int) -> int | None:
    """The number of a sealed move made by ``move`` that the game (``rows``: its whole log) has
    still not revealed: the latest sealed move up to ``move`` with no public move after it (the
    move that resolves a round of sealed moves is itself public: its alternatives show
    differently). A fork would resolve it in public. One revealed since, after ``move``, is
    public already: a fork of an earlier move may hold it. None when there is none."""
    latest = None
    for row in rows:
        if row.number <= move:
            latest = row.number if row.salt is not None else None
        elif latest is not None and row.salt is None:
            return None  # revealed since ``move`` by a public move
    return latest


def same_position(engine: object, before: State, after: State) -> bool:
    """Whether both states show the same public view and wait for the same seats: a re-deal
    deals every secret again but keeps the public position (the contract of
    ``GameEngine.redeal``); each seat's own view differs, as its secrets do."""
    view = engine.view  # type: ignore[attr-defined]
    waiting = engine.waiting_for  # type: ignore[attr-defined]
    return bool(
        action_key(view(before, None)) == action_key(view(after, None))
        and waiting(before) == waiting(after)
    )


class Forks:
    """Fork games of one process's games."""

    def __init__(self, games: Games, deadlines: Deadlines) -> None:
        self.games = games
        self.deadlines = deadlines

    async def origin(self, guild_id: int, channel_id: int, game_id: int | None) -> Table:
        """The game to fork: ``game_id`` when it is a game of this channel that started, else
        the channel's running game, else its latest game played."""
        store = self.games.store
        if game_id is not None:
            row = await store.game(game_id)
            if row is None or row.guild_id != guild_id or row.channel_id != channel_id:
                raise RuleError("fork-error-not-here", game_id=str(game_id))
        else:
            row = await store.active_game(channel_id)
            if row is None or row.status != "running":
                played = await store.played_games(guild_id)
                here = [game for game in played if game.channel_id == channel_id]
                row = here[-1] if here else row
            if row is None:
                raise RuleError("error-no-game-here")
        if row.state is None or row.status == "lobby":
            raise RuleError("fork-error-not-started", game_id=str(row.id))
        return await self.games.load_game(row.id)

    async def plan(
        self,
        *,
        guild_id: int,
        channel_id: int,
        moderator: bool,
        move: int,
        game_id: int | None = None,
        seats: str = SAME,
        level: str | None = None,
        deadline: int | None = None,
    ) -> ForkPlan:
        """Check a fork and prepare its start; nothing is written. Refused (a ``RuleError``
        saying why) for a member who is no moderator, a game not of this channel, a move out of
        range or after the end, and a running game that cannot be re-dealt at that move.
        ``deadline``: the fork's hours per move as the moderator chose them (0: none), else
        (None) the origin's."""
        if not moderator:
            raise RuleError("error-not-moderator")
        check_level(level)
        hours_ok = isinstance(deadline, int) and not isinstance(deadline, bool)
        if deadline is not None and not (hours_ok and 0 <= deadline <= MAX_HOURS):
            # The cog checks it first; this is for a caller that does not (a forged option).
            raise RuleError("error-option-range", option=Text("opt-deadline"), min=0, max=MAX_HOURS)
        if seats not in SEATS:
            raise RuleError("fork-error-seats")
        origin = await self.origin(guild_id, channel_id, game_id)
        engine = origin.spec.engine
        last = origin.game.version
        if not isinstance(move, int) or isinstance(move, bool) or not 0 <= move <= last:
            raise RuleError("fork-error-move", game_id=str(origin.id), max=last)
        state = await state_of(self.games.store, origin, move)
        if engine.result(state) is not None:
            raise RuleError("fork-error-over", game_id=str(origin.id), move=move)
        source = RandomSource.fresh()
        if origin.running:
            start = await self._redealt(origin, state, move, source)
        else:
            start = copy.deepcopy(state)  # the end revealed everything: the state as it was
        return ForkPlan(
            origin=origin,
            move=move,
            state=start,
            board=board_hash(engine, state),
            seats=await self._seats(origin, seats, level),
            source=source,
            deadline_hours=await self._deadline(origin, deadline),
        )

    async def _deadline(self, origin: Table, chosen: int | None) -> float | None:
        if chosen is not None:
            return chosen or None  # 0: no deadline, as /game new and /game config say it
        hours: float | None = (await self.deadlines.config(origin.id))["hours"]
        return hours

    async def _redealt(self, origin: Table, state: State, move: int, source: RandomSource) -> State:
        engine = origin.spec.engine
        # GameEngine's field (2bd7ecc); the Engine protocol does not name it (yet).
        redeal = getattr(engine, "redeal", None)
        if redeal is None:
            raise RuleError("fork-error-no-redeal", game=origin.spec.title, game_id=str(origin.id))
        sealed = sealed_in_flight(await self.games.store.actions(origin.id), move)
        if sealed is not None:
            raise RuleError("fork-error-sealed", game_id=str(origin.id), move=move, sealed=sealed)
        start = redeal(copy.deepcopy(state), source.stream("redeal"))
        if not same_position(engine, state, start):
            # The engine's re-deal changed the public position: a bug, never a fork of it.
            log.error("game %s: %s's redeal changed the position", origin.id, origin.game.kind)
            raise RuleError("fork-error-no-redeal", game=origin.spec.title, game_id=str(origin.id))
        return start

    async def _seats(self, origin: Table, seats: str, level: str | None) -> list[ForkSeat]:
        if seats == SAME:
            return [
                ForkSeat(
                    seat.user_id,
                    seat.display_name,
                    seat.locale,
                    seat.autopilot,
                    # A bot seat keeps its level unless the moderator names one for the bots.
                    (level or seat_level(seat)) if seat.autopilot else None,
                )
                for seat in origin.seats
            ]
        if level is None:
            level = await self.games.store.get_setting(BOT_LEVEL, origin.game.guild_id)
        return [
            ForkSeat(-number, f"Bot {number}", None, True, level)
            for number in range(1, len(origin.seats) + 1)
        ]

    async def make(self, plan: ForkPlan, channel_id: int, user_id: int) -> Outcome:
        """Store the fork in ``channel_id`` (its new thread or channel) and start it: its first
        deadline and the bots' first moves, as any game's start."""
        try:
            game: GameRow = await self.games.store.create_fork(
                origin=plan.origin.game,
                move=plan.move,
                board=plan.board,
                channel_id=channel_id,
                seats=plan.seats,
                state=plan.state,
                secret=plan.source.secret,
                secret_salt=new_salt(),
                created_by=user_id,
                deadline_hours=plan.deadline_hours,
            )
        except ChannelBusyError:
            raise RuleError("error-channel-busy") from None
        async with self.games.session(game.id) as session:
            table = await session.load()
            await self.deadlines.schedule(table)
            outcome = Outcome(table=table, started=True)
            await play_bots(session, outcome)
            return outcome
