"""Who holds a seat: a moderator's kick (the autopilot takes the seat) and replace (another
member takes it), the autopilot standing in once for a missed deadline or playing every seat
(the offline demo), and the refusal of a member whose seat was given away."""

from __future__ import annotations

from bot.engine.base import RuleError
from bot.store import VersionConflictError
from bot.table.following import seated
from bot.table.model import BoardMovedOn, Outcome, Replaced, Table
from bot.table.session import Games


async def refuse_former_holder(games: Games, table: Table, user_id: int, seat: int | None) -> None:
    """Refuse a member who held ``seat`` (any seat of the game when None) until a
    moderator gave it to someone else, with words of their own; a stranger's request
    goes on to the generic refusal. Read only on this refusal path."""
    for entry in await games.store.log_entries(table.id):
        if entry.kind != "replaced" or entry.payload.get("old") != user_id:
            continue
        held = entry.payload.get("seat")
        if seat is None or held == seat:
            raise RuleError(
                "error-seat-no-longer-yours",
                game=str(table.id),
                channel=f"<#{table.game.channel_id}>",
            )


async def play_for(games: Games, game_id: int, seats: set[int], version: int) -> Outcome | None:
    """A missed deadline: the autopilot moves for ``seats`` once, without taking them
    over; None when the game is no longer at ``version`` (somebody moved meanwhile)."""
    async with games.session(game_id) as session:
        table = await session.load()
        if not table.running or table.game.version != version:
            return None
        outcome = Outcome(table=table, waiting_before=table.waiting_humans())
        await session.autopilot(outcome, stand_in=set(seats))
        return outcome


class Seats:
    """Kick, replace and the autopilot's seats, on one process's games."""

    def __init__(self, games: Games) -> None:
        self.games = games

    async def seat_for(self, table: Table, user_id: int) -> int:
        """The member's seat in ``table``; refused as not a player (or as a former holder)."""
        seat = table.seat_of(user_id)
        if seat is None:
            await refuse_former_holder(self.games, table, user_id, None)
            raise RuleError("error-not-a-player")
        return seat

    async def kick(self, channel_id: int, target_user_id: int, moderator: bool) -> Outcome:
        """A moderator removes a player: from a lobby, or hands a running seat to the autopilot."""
        if not moderator:
            raise RuleError("error-not-moderator")
        table = await self.games.require(channel_id)
        store = self.games.store
        async with self.games.session(table.id) as session:
            table = await session.load()
            seat = table.seat_of(target_user_id)
            if seat is None:
                raise RuleError("error-target-not-a-player")
            if table.game.status == "lobby":
                await store.remove_seat(table.id, target_user_id)
                return Outcome(table=await session.load())
            await store.set_autopilot(table.id, seat, True)
            await store.add_log_entry(
                table.id, "kicked", None, {"seat": seat, "user_id": target_user_id}
            )
            table = await session.load()
            outcome = Outcome(table=table, waiting_before=table.waiting_humans() | {seat})
            await session.autopilot(outcome)
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
        table = await self.games.require(channel_id)
        async with self.games.session(table.id) as session:
            table = await session.load()
            if table.game.status == "lobby":
                raise RuleError("error-replace-in-lobby")
            seat = table.seat_of(old_user_id)
            if seat is None:
                raise RuleError("error-replace-not-seated", player=f"<@{old_user_id}>")
            if table.seat_of(new_user_id) is not None:
                raise RuleError("error-replace-already-seated", player=f"<@{new_user_id}>")
            former = table.seats[seat]
            try:
                await self.games.store.replace_seat(
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
            await seated(self.games.store, table.id, new_user_id)  # a player follows no more
            table = await session.load()
            return Replaced(table, seat, former, seat in table.waiting())

    async def play_for(self, game_id: int, seats: set[int], version: int) -> Outcome | None:
        """:func:`play_for` (a missed deadline) on these games."""
        return await play_for(self.games, game_id, seats, version)

    async def autopilot_all(self, game_id: int) -> Outcome:
        """Hand every seat to the autopilot (the offline demo) and play until the end."""
        async with self.games.session(game_id) as session:
            table = await session.load()
            for seat in table.seats:
                await self.games.store.set_autopilot(table.id, seat.seat, True)
            outcome = Outcome(table=await session.load())
            await session.autopilot(outcome)
            return outcome
