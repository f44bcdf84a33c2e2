"""Games played and won in a server, computed from the stored games (``/game stats``: a
member's numbers, or with ``game:`` a game's leaderboard).

What counts: a game counts as played for every member seated in it once it started and then
either finished or was ended (by a moderator, or for being abandoned); a game never started
counts for nobody. A game is won only when it finished and its engine's result names the
member's seat among the winners (a shared win counts for each); a game ended before its end has
no winner. A member whose seat the bot took over (autopilot) still played it. A game whose seed a
moderator fixed counts for nobody: its hidden cards could be worked out from the opening
(``bot.engine.base.fixed_seed``), so it is practice, not a result. A bot's own seat counts for
nobody; a game with one counts for its members, marked (``Record.bots``: how many of the games
had a bot's seat), and the leaderboard leaves it out unless the server counts such games
(``bot.table.bot_moves.BOT_GAMES_RANKED``): beating bots is no win over the server's players.
Only counts leave
this module: nothing of a game's state (hands, coins, the random secret) is in what it returns.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.engine.base import fixed_seed
from bot.games import available, get
from bot.store.protocol import GameStore
from bot.store.rows import GameRow, SeatRow


@dataclass(frozen=True)
class Record:
    played: int = 0
    won: int = 0
    bots: int = 0  # of the games played, those with a bot's seat

    def plus(self, won: bool, bots: bool = False) -> Record:
        return Record(self.played + 1, self.won + int(won), self.bots + int(bots))


@dataclass(frozen=True)
class Standing:
    """One line of a leaderboard: equal records share a rank (1, 2, 2, 4)."""

    rank: int
    user_id: int
    name: str
    record: Record


@dataclass
class Tally:
    records: dict[int, dict[str, Record]]  # user -> game kind -> record
    names: dict[int, str]  # user -> the name they sat under most recently
    # user -> what-if games (forks, issue 31) they played: said apart, counted nowhere
    forks: dict[int, int] = field(default_factory=dict)


def winners(game: GameRow) -> set[int]:
    """The winning seats of a finished game; nobody won a game ended before its end."""
    if game.status != "finished" or game.state is None:
        return set()
    result = get(game.kind).engine.result(game.state)
    return set(result.winners) if result is not None else set()


def tally(games: Iterable[tuple[GameRow, list[SeatRow]]], *, with_bots: bool = True) -> Tally:
    """Count each seated member's games, per game kind (games of a kind no longer hosted are
    left out; games with a bot's seat too unless ``with_bots``). The games come oldest first,
    so the newest name wins."""
    hosted = set(available())
    records: dict[int, dict[str, Record]] = {}
    names: dict[int, str] = {}
    forks: dict[int, int] = {}
    for game, seats in games:
        if game.kind not in hosted or fixed_seed(game.secret):
            continue
        if game.is_fork:  # a what-if: its start was not played, so it counts for nothing
            for seat in seats:
                if not seat.is_bot:
                    forks[seat.user_id] = forks.get(seat.user_id, 0) + 1
            continue
        bots = any(seat.is_bot for seat in seats)
        if bots and not with_bots:
            continue
        won = winners(game)
        for seat in seats:
            if seat.is_bot:
                continue
            mine = records.setdefault(seat.user_id, {})
            mine[game.kind] = mine.get(game.kind, Record()).plus(seat.seat in won, bots)
            names[seat.user_id] = seat.display_name
    return Tally(records, names, forks)


def overall(records: dict[str, Record]) -> Record:
    return Record(
        sum(record.played for record in records.values()),
        sum(record.won for record in records.values()),
        sum(record.bots for record in records.values()),
    )


def ranking(counted: Tally, kind: str) -> list[Standing]:
    """Most wins first; among equal wins, fewer games played first; equal records share a rank
    and are listed by name."""
    rows = [
        (mine[kind], user_id)
        for user_id, mine in counted.records.items()
        if kind in mine and mine[kind].played
    ]
    rows.sort(key=lambda row: (-row[0].won, row[0].played, counted.names[row[1]], row[1]))
    standings: list[Standing] = []
    for index, (record, user_id) in enumerate(rows):
        rank = standings[-1].rank if standings and standings[-1].record == record else index + 1
        standings.append(Standing(rank, user_id, counted.names[user_id], record))
    return standings


async def server_tally(store: GameStore, guild_id: int, *, with_bots: bool = True) -> Tally:
    """Every played game of the server, counted (those with a bot's seat unless not
    ``with_bots``); a what-if game (a fork, issue 31) never counts: its start was not played."""
    games = await store.played_games(guild_id)
    return tally([(game, await store.seats(game.id)) for game in games], with_bots=with_bots)
