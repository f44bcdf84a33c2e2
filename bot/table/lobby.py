"""A game's life outside its moves: create a lobby, join and leave it, start the game (seats
dealt from the game's secret, the engine's setup, the first deadline, the autopilot's first
moves), and end it by a moderator's word."""

from __future__ import annotations

from typing import Any

from bot.engine.base import RandomSource, RuleError
from bot.games import available, get
from bot.store import ChannelBusyError
from bot.table.bot_moves import BOT_LEVEL, check_level
from bot.table.bot_play import play_bots
from bot.table.commitments import new_salt
from bot.table.deadlines import Deadlines
from bot.table.following import seated
from bot.table.model import Outcome, Table
from bot.table.session import Games

MAX_SEED = 2**31 - 1  # a moderator's fixed seed: 0..MAX_SEED


class Lobby:
    """Create, join, leave, start and end games, on one process's games."""

    def __init__(self, games: Games, deadlines: Deadlines) -> None:
        self.games = games
        self.deadlines = deadlines

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
        bots: int = 0,
        level: str | None = None,
    ) -> Table:
        """Open a lobby; ``bots``: bot seats it opens with, at ``level`` (None: the server's
        :data:`BOT_LEVEL`)."""
        if not moderator:
            raise RuleError("error-not-moderator")
        if kind not in available():
            raise RuleError("error-unknown-game", game=kind)
        spec = get(kind)
        check_level(level)
        if not 0 <= bots <= spec.engine.max_players:
            raise RuleError("error-bots-count", max=spec.engine.max_players)
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
            game = await self.games.store.create_game(
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
        if not bots:
            return Table(game, [])
        if level is None:
            level = await self.games.store.get_setting(BOT_LEVEL, guild_id)
        for _ in range(bots):
            await self.games.store.add_bot_seat(game.id, level, spec.engine.max_players)
        return Table(game, await self.games.store.seats(game.id))

    async def abandon(self, table: Table, reason: str) -> None:
        """End a game that could not even be shown (its lobby never reached the channel)."""
        await self.games.store.end_game(table.id, reason)

    async def set_lobby_message(self, table: Table, message_id: int) -> None:
        await self.games.store.set_lobby_message(table.id, message_id)

    async def open_game(self, channel_id: int, game_id: int | None) -> Table:
        """The channel's open game; ``game_id``: the game a lobby control names, refused when
        the channel's open game is another one (the named one ended, and the channel opened a
        new game since: the control was not made for it)."""
        table = await self.games.require(channel_id)
        if game_id is not None and table.id != game_id:
            raise RuleError("error-lobby-game-over", game=str(game_id))
        return table

    async def join(
        self,
        channel_id: int,
        user_id: int,
        name: str,
        locale: str | None = None,
        *,
        game_id: int | None = None,
    ) -> Table:
        table = await self.open_game(channel_id, game_id)
        async with self.games.session(table.id) as session:
            table = await session.load()
            if table.game.status != "lobby":
                raise RuleError("error-already-started")
            if table.seat_of(user_id) is not None:
                raise RuleError("error-already-joined")
            if len(table.seats) >= table.spec.engine.max_players:
                raise RuleError("error-table-full", max=table.spec.engine.max_players)
            await self.games.store.add_seat(table.id, user_id, name, locale)
            await seated(self.games.store, table.id, user_id)  # a player follows no more
            return await session.load()

    async def add_bot(
        self,
        channel_id: int,
        level: str | None,
        moderator: bool,
        *,
        game_id: int | None = None,
    ) -> Table:
        """A moderator seats a bot at ``level`` (None: the server's :data:`BOT_LEVEL`)."""
        if not moderator:
            raise RuleError("error-not-moderator")
        check_level(level)
        table = await self.open_game(channel_id, game_id)
        async with self.games.session(table.id) as session:
            table = await session.load()
            if table.game.status != "lobby":
                raise RuleError("error-already-started")
            if level is None:
                level = await self.games.store.get_setting(BOT_LEVEL, table.game.guild_id)
            most = table.spec.engine.max_players
            if await self.games.store.add_bot_seat(table.id, level, most) is None:
                raise RuleError("error-table-full", max=most)
            return await session.load()

    async def remove_bot(
        self,
        channel_id: int,
        moderator: bool,
        number: int | None = None,
        *,
        game_id: int | None = None,
    ) -> Table:
        """A moderator takes a bot's seat away (``number``: which, "Bot 2"; None: the last
        one seated)."""
        if not moderator:
            raise RuleError("error-not-moderator")
        table = await self.open_game(channel_id, game_id)
        async with self.games.session(table.id) as session:
            table = await session.load()
            if table.game.status != "lobby":
                raise RuleError("error-already-started")
            bots = [seat for seat in table.seats if seat.is_bot]
            if number is not None:
                bots = [seat for seat in bots if seat.bot_number == number]
            if not bots:
                raise RuleError("error-no-bot-to-remove")
            await self.games.store.remove_seat(table.id, bots[-1].user_id)
            return await session.load()

    async def leave(self, channel_id: int, user_id: int, *, game_id: int | None = None) -> Table:
        table = await self.open_game(channel_id, game_id)
        async with self.games.session(table.id) as session:
            table = await session.load()
            if table.seat_of(user_id) is None:
                raise RuleError("error-not-a-player")
            if table.game.status != "lobby":
                raise RuleError("error-leave-after-start")
            await self.games.store.remove_seat(table.id, user_id)
            return await session.load()

    async def start(
        self, channel_id: int, user_id: int, moderator: bool, *, game_id: int | None = None
    ) -> Outcome:
        if not moderator:
            raise RuleError("error-not-moderator")
        table = await self.open_game(channel_id, game_id)
        async with self.games.session(table.id) as session:
            table = await session.load()
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
            await self.games.store.reorder_seats(table.id, order)
            state = engine.setup(count, dict(table.game.options), table.random.setup())
            await self.games.store.start_game(table.id, state)
            table = await session.load()
            await self.deadlines.schedule(table)  # the autopilot's moves replace it
            outcome = Outcome(table=table, started=True)
            await play_bots(session, outcome)
            return outcome

    async def end(
        self, channel_id: int, user_id: int, moderator: bool, reason: str | None = None
    ) -> Outcome:
        if not moderator:
            raise RuleError("error-not-moderator")
        table = await self.games.require(channel_id)
        async with self.games.session(table.id) as session:
            await self.games.store.end_game(table.id, reason or "")
            table = await session.load()
            return Outcome(table=table, ended=True, reason=reason)
