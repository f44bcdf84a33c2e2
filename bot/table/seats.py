"""Who holds a seat: a moderator's kick (the autopilot takes the seat) and replace (another
member takes it), the autopilot standing in once for a missed deadline or playing every seat
(the offline demo), and the refusal of a member whose seat was given away."""

from __future__ import annotations

from bot.engine.base import RuleError
from bot.i18n import Text
from bot.store import VersionConflictError
from bot.table.bot_moves import BOT_LEVEL, EASY, check_level
from bot.table.bot_play import play_bots
from bot.table.following import seated
from bot.table.missed import Missed
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
            # whom it went to, as the seat is held now: a bot or another member
            holders = [row for row in table.seats if row.seat == held]
            to_bot = bool(holders) and holders[0].is_bot
            raise RuleError(
                "error-seat-given-to-bot" if to_bot else "error-seat-no-longer-yours",
                game=str(table.id),
                channel=f"<#{table.game.channel_id}>",
            )


def no_such_bot(table: Table, number: int) -> RuleError:
    """``/game replace bot:N`` for a bot the game does not have: the refusal names the bots
    it has (numbers may have gaps: a bot given to a member keeps no number), or says none."""
    numbers = sorted(row.bot_number for row in table.seats if row.is_bot)
    return RuleError(
        "error-replace-bot-not-in-game",
        number=number,
        count=len(numbers),
        bots=[Text("bot-name-plain", {"number": n}) for n in numbers],
    )


async def play_for(
    games: Games,
    game_id: int,
    seats: set[int],
    version: int,
    level: str = EASY,
    missed: Missed | None = None,
) -> Outcome | None:
    """A missed deadline: the bot moves for ``seats`` once at ``level``, without taking them
    over; None when the game is no longer at ``version`` (somebody moved meanwhile).
    ``missed``: the deadline's late counts and notice, written with the moves."""
    async with games.session(game_id) as session:
        table = await session.load()
        if not table.running or table.game.version != version:
            return None
        outcome = Outcome(table=table, waiting_before=table.waiting_humans())
        await play_bots(session, outcome, stand_in=set(seats), level=level, missed=missed)
        return outcome


class Seats:
    """Kick, replace and the autopilot's seats, on one process's games."""

    def __init__(self, games: Games) -> None:
        self.games = games

    async def seat_for(self, table: Table, user_id: int) -> int:
        """The member's seat in ``table``, to show them what it holds; refused as not a
        player (or as a former holder), or as a seat the bot plays now (a kicked member's:
        what the bot draws and seals there is not theirs to read, nor to pass on)."""
        seat = table.seat_of(user_id)
        if seat is None:
            await refuse_former_holder(self.games, table, user_id, None)
            raise RuleError("error-not-a-player")
        if table.seats[seat].autopilot:
            raise RuleError("error-seat-private-played-by-bot")
        return seat

    async def kick(
        self, channel_id: int, target_user_id: int, moderator: bool, level: str | None = None
    ) -> Outcome:
        """A moderator removes a player: from a lobby, or hands a running seat to the bot, at
        ``level`` (None: the server's :data:`BOT_LEVEL`)."""
        if not moderator:
            raise RuleError("error-not-moderator")
        check_level(level)
        table = await self.games.require(channel_id)
        store = self.games.store
        async with self.games.session(table.id) as session:
            table = await session.load()
            seat = table.seat_of(target_user_id)
            if seat is None or table.seats[seat].is_bot:
                # A bot is not a member to kick (its level changes by /game replace).
                raise RuleError("error-target-not-a-player")
            if table.game.status == "lobby":
                await store.remove_seat(table.id, target_user_id)
                return Outcome(table=await session.load())
            if level is None:
                level = await store.get_setting(BOT_LEVEL, table.game.guild_id)
            await store.set_autopilot(table.id, seat, True, level)
            await store.add_log_entry(
                table.id, "kicked", None, {"seat": seat, "user_id": target_user_id}
            )
            table = await session.load()
            outcome = Outcome(
                table=table, waiting_before=table.waiting_humans() | {seat}, holders_changed=True
            )
            await play_bots(session, outcome)
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
        level: str | None = None,
    ) -> Replaced:
        """A moderator gives a running game's seat to another member: the seat keeps its
        hand and place, the autopilot (a kicked seat's) lets go of it, and its former holder
        loses every control (their clicks are refused as "no longer yours"). ``by``: the
        moderator, for the table log. ``level``: the seat goes to a bot of ours playing at it
        instead (``new_user_id`` and the name are then the bot's own), which moves at once if
        the game waits for the seat. A bot's seat is named by its user id (-2 for "Bot 2").
        ``new_is_bot``: the member is a Discord bot account, which cannot play."""
        if not moderator:
            raise RuleError("error-not-moderator")
        check_level(level)
        if new_is_bot and level is None:
            raise RuleError("error-replace-bot")
        if old_user_id == new_user_id and level is None:
            # The same member: only a kicked seat's way back, else a replace that does nothing.
            return await self.give_back(channel_id, old_user_id, by)
        table = await self.games.require(channel_id)
        async with self.games.session(table.id) as session:
            table = await session.load()
            if table.game.status == "lobby":
                raise RuleError("error-replace-in-lobby")
            seat = table.seat_of(old_user_id)
            if seat is None and old_user_id < 0:
                raise no_such_bot(table, -old_user_id)
            if seat is None:
                raise RuleError("error-replace-not-seated", player=f"<@{old_user_id}>")
            if level is not None and table.seats[seat].is_bot and table.seats[seat].level == level:
                # The same bot at the same level: a replace would only renumber it.
                raise RuleError("error-replace-bot-same-level", number=-old_user_id)
            if level is not None:
                new_user_id = min(0, *(row.user_id for row in table.seats)) - 1
                new_display_name, new_locale = f"Bot {-new_user_id}", None
            elif table.seat_of(new_user_id) is not None:
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
                    level=level,
                )
            except VersionConflictError:
                raise BoardMovedOn() from None
            table = await session.load()
            if level is None:
                await seated(self.games.store, table.id, new_user_id)  # a player follows no more
                return Replaced(table, seat, former, seat in table.waiting())
            # A bot's seat the game waits for: the bot moves now, as at a kick.
            waited = seat in table.waiting()
            outcome = Outcome(
                table=table, waiting_before=table.waiting_humans() | {seat}, holders_changed=True
            )
            await play_bots(session, outcome)
            return Replaced(outcome.table, seat, former, waited, outcome)

    async def give_back(self, channel_id: int, user_id: int, by: int | None) -> Replaced:
        """``/game replace old:X new:X`` on X's kicked seat (issue 30, part 1): the bot lets
        go of it and X plays it again, with its hand and place. A "returned" table log entry
        says so; never a "replaced" one, which would make X a former holder refused their own
        seat. Refused as "the same member" when X's seat is not played by the bot for them."""
        table = await self.games.load(channel_id)
        if table is None:
            raise RuleError("error-replace-same")  # as before: the same member comes first
        async with self.games.session(table.id) as session:
            table = await session.load()
            seat = table.seat_of(user_id)
            if seat is None or not table.running or not table.seats[seat].autopilot:
                raise RuleError("error-replace-same")
            former = table.seats[seat]
            await self.games.store.set_autopilot(table.id, seat, False)
            await self.games.store.add_log_entry(
                table.id, "returned", by, {"seat": seat, "user_id": user_id}
            )
            table = await session.load()
            # A thought of the bot's for the seat is dropped when it lands (bot_runner: the
            # seat is no longer the bot's), so only the member moves for it from now on.
            return Replaced(table, seat, former, seat in table.waiting())

    async def play_for(
        self, game_id: int, seats: set[int], version: int, level: str = EASY
    ) -> Outcome | None:
        """:func:`play_for` (a missed deadline) on these games."""
        return await play_for(self.games, game_id, seats, version, level)

    async def autopilot_all(self, game_id: int, level: str | None = None) -> Outcome:
        """Hand every seat to the bot (the offline demo) and play until the end; ``level``
        None: as the demo always played (stored as an old autopilot seat, "easy")."""
        async with self.games.session(game_id) as session:
            table = await session.load()
            for seat in table.seats:
                await self.games.store.set_autopilot(table.id, seat.seat, True, level)
            outcome = Outcome(table=await session.load())
            await play_bots(session, outcome, inline=True)
            return outcome
