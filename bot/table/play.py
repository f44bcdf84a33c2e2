"""A player's move: the checks a click must pass before its action is stored.

Under the game's lock (:class:`~bot.table.session.Session`): the clicker still holds the
seat the control was made for (a kicked player's seat answers only to the autopilot), the
game runs and is not paused, the control is current (its stamp), and then the session stores
the engine's own action it means (:mod:`bot.table.canonical`) and lets the autopilot answer.
"""

from __future__ import annotations

from bot.engine.base import Action, RuleError
from bot.table.bot_play import play_bots
from bot.table.deadlines import Deadlines
from bot.table.model import BoardMovedOn, Outcome, StaleControls, Table
from bot.table.seats import refuse_former_holder
from bot.table.session import Games, Session


class Play:
    """The move pipeline on one process's games."""

    def __init__(self, games: Games, deadlines: Deadlines) -> None:
        self.games = games
        self.deadlines = deadlines

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
        async with self.games.session(game_id) as session:
            table = await session.load()
            outcome = await self._act(session, table, user_id, action, seat, stamp)
            if outcome is not None:
                return outcome
            if not session.cached:
                raise BoardMovedOn()
            # The cached row was behind the store: a write this process was not told about.
            # The conflict dropped it; judge the click again on the game as stored.
            table = await session.load()
            outcome = await self._act(session, table, user_id, action, seat, stamp)
            if outcome is None:
                raise BoardMovedOn()
            return outcome

    async def _act(
        self,
        session: Session,
        table: Table,
        user_id: int,
        action: Action,
        seat: int | None,
        stamp: str | None,
    ) -> Outcome | None:
        """:meth:`act` on the loaded ``table``; None when the seat's own move met a version
        conflict (nothing was stored, so the caller may load again and retry)."""
        held = table.seat_of(user_id)
        if seat is not None and held != seat:
            await refuse_former_holder(self.games, table, user_id, seat)
            raise RuleError(
                "error-not-your-prompt",
                game=str(table.id),
                channel=f"<#{table.game.channel_id}>",
            )
        if not table.running:
            raise RuleError("error-game-not-running")
        if held is None:
            await refuse_former_holder(self.games, table, user_id, None)
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
            step = await session.apply(
                table,
                seat,
                action,
                user_id=user_id,
                legal=table.legal(seat),
                in_place=not self.games.cache.enabled,
            )
        except BoardMovedOn:
            return None
        outcome.steps.append(step)
        outcome.table = table
        await self.deadlines.moved(table.id, seat)
        await play_bots(session, outcome)
        return outcome
