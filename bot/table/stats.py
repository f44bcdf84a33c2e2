"""Games played and won in a server, computed from the stored games (``/game stats`` and
``/game leaderboard``).

What counts: a game counts as played for every member seated in it once it started and then
either finished or was ended (by a moderator, or for being abandoned); a game never started
counts for nobody. A game is won only when it finished and its engine's result names the
member's seat among the winners (a shared win counts for each); a game ended before its end has
no winner. A member whose seat the bot took over (autopilot) still played it. A game whose seed a
moderator fixed counts for nobody: its hidden cards could be worked out from the opening
(``bot.engine.base.fixed_seed``), so it is practice, not a result. Only counts leave
this module: nothing of a game's state (hands, coins, the random secret) is in what it returns.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.engine.base import fixed_seed
from bot.games import available, get
from bot.store.protocol import GameStore
from bot.store.rows import GameRow, SeatRow


@dataclass(frozen=True)
class Record:
    played: int = 0
    won: int = 0

    def plus(self, won: bool) -> Record:
        return Record(self.played + 1, self.won + int(won))


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


def winners(game: GameRow) -> set[int]:
    """The winning seats of a finished game; nobody won a game ended before its end."""
    if game.status != "finished" or game.state is None:
        return set()
    result = get(game.kind).engine.result(game.state)
    return set(result.winners) if result is not None else set()


def tally(games: Iterable[tuple[GameRow, list[SeatRow]]]) -> Tally:
    """Count each seated member's games, per game kind (games of a kind no longer hosted are
    left out). The games come oldest first, so the newest name wins."""
    hosted = set(available())
    records: dict[int, dict[str, Record]] = {}
    names: dict[int, str] = {}
    for game, seats in games:
        if game.kind not in hosted or fixed_seed(game.secret):
            continue
        won = winners(game)
        for seat in seats:
            mine = records.setdefault(seat.user_id, {})
            mine[game.kind] = mine.get(game.kind, Record()).plus(seat.seat in won)
            names[seat.user_id] = seat.display_name
    return Tally(records, names)


def overall(records: dict[str, Record]) -> Record:
    return Record(
        sum(record.played for record in records.values()),
        sum(record.won for record in records.values()),
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


async def server_tally(store: GameStore, guild_id: int) -> Tally:
    """Every played game of the server, counted."""
    games = await store.played_games(guild_id)
    return tally([(game, await store.seats(game.id)) for game in games])
