"""The table service: the one object the cogs and the offline demo hold.

It builds the table's parts on one process's games (:class:`~bot.table.session.Games`: the
store, the game cache, a lock per game) and answers to the names its callers have always
used, each the method of the part that does the job:

* :mod:`bot.table.lobby`: create, join, leave, start, end;
* :mod:`bot.table.play`: a player's move (``act``);
* :mod:`bot.table.seats`: kick, replace, the autopilot's seats;
* :mod:`bot.table.deadlines`: move deadlines, pause, vacation (``service.deadlines``);
* :mod:`bot.table.replay`: the log, the state after any move, a replay from the seed;
* :mod:`bot.table.forks`: a what-if game started from a move of another (``/game fork``);
* :mod:`bot.table.bot_runner`: bot seats moving by themselves (``service.bots``).

What is left here is the cogs' way to the store (settings, timers, reminders, the table log,
the action log, quiet hours), so no cog touches the store itself; each is a pass-through or
little more. Cogs and the demo use the service, so neither touches SQL or rules directly.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.ai import DEFAULT_LEVEL, LEVELS
from bot.store import ActionRow, GameRow, GameStore, ReplayEdit, Shards, Timer, TurnPost
from bot.table.bot_moves import BOT_GAMES_RANKED, BOT_LEVEL
from bot.table.bot_runner import BotRunner
from bot.table.cache import DEFAULT_GAMES
from bot.table.canonical import canonical_action
from bot.table.deadlines import Deadlines
from bot.table.forks import Forks
from bot.table.history import LogItem, history
from bot.table.lobby import MAX_SEED, Lobby
from bot.table.model import (
    STAMP_KEY,
    STAMP_LENGTH,
    BoardMovedOn,
    Outcome,
    Replaced,
    StaleControls,
    Step,
    Table,
    prompt_stamp,
)
from bot.table.notices import Notices
from bot.table.notify_modes import Mode, notify_modes
from bot.table.nudges import ABANDON_DAYS, QUIET_HOURS
from bot.table.play import Play
from bot.table.replay import Replay
from bot.table.seats import Seats
from bot.table.server_settings import CHANNEL_LOCALE, MODERATOR_ROLE, SERVER_LOCALE
from bot.table.session import Games
from bot.table.stats import Tally, server_tally
from bot.table.thinkpool import ThinkPool

# Names callers import from here since before the table was split (the cogs among them).
__all__ = [
    "ABANDONED",
    "MAX_SEED",
    "REMINDER",
    "STAMP_KEY",
    "STAMP_LENGTH",
    "BoardMovedOn",
    "Outcome",
    "Replaced",
    "StaleControls",
    "Step",
    "Table",
    "TableService",
    "canonical_action",
    "prompt_stamp",
]

REMINDER = "reminder"
ABANDONED = "abandoned"  # the end reason and table-log entry of a game nobody moved


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
        self.games = Games(
            store, reminder_after=reminder_after, cache_games=cache_games, shared=shared
        )
        # Move deadlines: each stored move asks them for the deadline it leaves behind.
        self.deadlines = Deadlines(self.games)
        self.games.deadlines = self.deadlines
        lobby = Lobby(self.games, self.deadlines)
        play = Play(self.games, self.deadlines)
        seats = Seats(self.games)
        # Bot seats' moves: inline after each move until the bot starts them in their own
        # tasks (bot.table.bot_runner); searches in threads until a pool is given (think_in).
        self.bots = BotRunner(self.games)
        self.bots.paused = self.deadlines.paused
        past = Replay(self.games)
        # What-if games (issue 31): checked first (plan), made once their channel exists.
        forks = Forks(self.games, self.deadlines)
        # A member's notify choices and their daily digest (issue 25, /game notify).
        self.notices = Notices(store)
        # The callers' names, bound to the part that does the job (no forwarding layer).
        self.load_game = self.games.load_game
        self.load = self.games.load
        self.require = self.games.require
        self.list_active = self.games.list_active
        self.remember_prompt = self.games.remember_prompt
        self.create = lobby.create
        self.abandon = lobby.abandon
        self.set_lobby_message = lobby.set_lobby_message
        self.join = lobby.join
        self.leave = lobby.leave
        self.add_bot = lobby.add_bot
        self.remove_bot = lobby.remove_bot
        self.start = lobby.start
        self.end = lobby.end
        self.act = play.act
        self.seat_for = seats.seat_for
        self.kick = seats.kick
        self.replace = seats.replace
        self.play_for = seats.play_for
        self.autopilot_all = seats.autopilot_all
        self.log = past.log
        self.state_at = past.state_at
        self.replay = past.replay
        self.plan_fork = forks.plan
        self.make_fork = forks.make

    @property
    def store(self) -> GameStore:
        return self.games.store

    def think_in(self, pool: ThinkPool) -> None:
        """Bot players' searches run in ``pool`` (worker processes) from now on."""
        self.games.think_pool = pool
        self.bots.pool = pool

    @property
    def shared(self) -> bool:
        return self.games.shared

    @property
    def reminder_after(self) -> timedelta | None:
        return self.games.reminder_after

    # -- settings (the cogs' way to them) -----------------------------------------------------

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        moderator_role_id = await self.store.get_setting(MODERATOR_ROLE, guild_id)
        locale = await self.store.get_setting(SERVER_LOCALE, guild_id)
        return {"moderator_role_id": moderator_role_id, "locale": locale}

    async def set_moderator_role(self, guild_id: int, role_id: int | None) -> None:
        await self.store.set_setting(MODERATOR_ROLE, guild_id, role_id)

    async def notify_modes(self, table: Table, users: Iterable[int]) -> dict[int, Mode]:
        """How each of ``users`` wants to hear that ``table`` waits for them (/game notify)."""
        return await notify_modes(self.store, table.game.guild_id, table.id, users)

    async def channel_locale(self, channel_id: int) -> str | None:
        return await self.store.get_setting(CHANNEL_LOCALE, channel_id)

    async def set_channel_locale(self, guild_id: int, channel_id: int, locale: str | None) -> None:
        await self.store.set_setting(CHANNEL_LOCALE, channel_id, locale)

    async def bot_defaults(self, guild_id: int) -> tuple[str, bool]:
        """The server's bot level (deadlines, kicks) and whether games with bots are ranked."""
        level = await self.store.get_setting(BOT_LEVEL, guild_id)
        ranked: bool = await self.store.get_setting(BOT_GAMES_RANKED, guild_id)
        return (level if level in LEVELS else DEFAULT_LEVEL), ranked

    async def set_bot_defaults(
        self, guild_id: int, *, level: str | None = None, ranked: bool | None = None
    ) -> None:
        """Set those of the server's bot settings given (None: left as they are)."""
        values: dict[Any, Any] = {}
        if level is not None:
            values[BOT_LEVEL] = level
        if ranked is not None:
            values[BOT_GAMES_RANKED] = ranked
        if values:
            await self.store.set_settings(guild_id, values)

    async def abandon_days(self, guild_id: int) -> int | None:
        """Days without a move after which the server's games end (None: the default)."""
        return await self.store.get_setting(ABANDON_DAYS, guild_id)

    async def set_abandon_days(self, guild_id: int, days: int | None) -> None:
        await self.store.set_setting(ABANDON_DAYS, guild_id, days)

    async def quiet_hours(self, user_ids: list[int]) -> dict[int, tuple[int, int, str]]:
        """Each member's quiet hours (start hour, end hour, time zone), if set."""
        found = await self.store.get_settings(QUIET_HOURS, user_ids)
        return {user: hours for user, hours in found.items() if hours is not None}

    async def set_quiet_hours(self, user_id: int, hours: tuple[int, int, str] | None) -> None:
        await self.store.set_setting(QUIET_HOURS, user_id, hours)

    # -- timers ---------------------------------------------------------------------------------

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

    async def claim_owners(self) -> list[str]:
        """Who holds claims of timers not done (a restart gives back its earlier life's)."""
        return await self.store.claim_owners()

    async def release_claims(self, owners: Sequence[str]) -> int:
        """Give back the claims of processes known to be over."""
        return await self.store.release_claims(owners)

    async def replace_timer(
        self,
        timer_id: int,
        kind: str | None = None,
        due_at: datetime | None = None,
        game_id: int | None = None,
        payload: dict[str, Any] | None = None,
    ) -> bool:
        """Replace a due timer by its successor (none: just done) in one write, before
        anything is sent; False when it fired already."""
        return await self.store.replace_timer(timer_id, kind, due_at, game_id, payload)

    # -- reminders and abandonment ------------------------------------------------------------

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
        async with self.games.session(game_id) as session:
            table = await session.load()
            ended = None
            current = table.running and table.game.version == version
            if current and await self.store.end_game(game_id, ABANDONED):
                await self.store.add_log_entry(game_id, ABANDONED, None, {"days": days})
                ended = await session.load()
            await self.store.finish_timer(timer_id)
            return ended

    # -- reading --------------------------------------------------------------------------------

    async def stored_game(self, game_id: int) -> GameRow | None:
        """The game's row as stored (uncached: a finished game is read once, to compare)."""
        return await self.store.game(game_id)

    async def actions(self, game_id: int) -> list[ActionRow]:
        """The game's whole action log."""
        return await self.store.actions(game_id)

    async def actions_between(self, game_id: int, first: int, last: int) -> list[ActionRow]:
        """The logged moves ``first``..``last`` (a turn post's moves)."""
        return await self.store.actions_between(game_id, first, last)

    # -- turn posts (issue 25: the channel message each game's current turn edits) ------------

    async def turn_post(self, game_id: int) -> TurnPost | None:
        return await self.store.turn_post(game_id)

    async def set_turn_post(self, post: TurnPost, *, replacing: int | None) -> bool:
        """Make ``post`` the game's turn post if ``replacing`` is still its current message
        (None: it has none); False when another writer got there first."""
        return await self.store.set_turn_post(post, replacing=replacing)

    async def turn_post_shown(
        self, game_id: int, message_id: int, version: int, holders: int = 0
    ) -> None:
        await self.store.turn_post_shown(game_id, message_id, version, holders)

    async def turn_posts_behind(self) -> list[TurnPost]:
        """Turn posts of running games showing an older version than the game's, or a seat
        change not shown yet."""
        return await self.store.turn_posts_behind()

    # -- replay edits (issue 31: a last post waiting for its replay.gif, kept over a stop) ---

    async def add_replay_edit(self, edit: ReplayEdit) -> None:
        await self.store.add_replay_edit(edit)

    async def replay_edits(self) -> list[ReplayEdit]:
        """The last posts still waiting for their animated replay (a stop came between)."""
        return await self.store.replay_edits()

    async def replay_edit_done(self, game_id: int, message_id: int) -> None:
        await self.store.replay_edit_done(game_id, message_id)

    async def history(self, game_id: int) -> list[LogItem]:
        """The moves, those taken back and the table log, in order (``/game log``)."""
        return await history(self.store, game_id)

    async def tally(self, guild_id: int, *, ranked: bool = False) -> Tally:
        """Every played game of the server, counted (``/game stats``); ``ranked``: only the
        games the leaderboard counts (those with a bot's seat only when the server says so)."""
        with_bots = not ranked or (await self.bot_defaults(guild_id))[1]
        return await server_tally(self.store, guild_id, with_bots=with_bots)
