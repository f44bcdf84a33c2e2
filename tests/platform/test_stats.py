"""Games played and won (bot.table.stats), from games played through the service on a store
in a temporary file: per game and overall, games a moderator ended (played, not won), games
never started (nothing), the leaderboard's order and shared ranks, a member with no games,
another server's games left out, and nothing secret in what is shown."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from bot.cogs.stats import LEADERBOARD_SIZE, leaderboard, stats_lines
from bot.games import get
from bot.i18n import SUPPORTED, t, text
from bot.store import Store
from bot.table import TableService
from bot.table.stats import Record, Standing, Tally, overall, ranking, server_tally

GUILD, OTHER_GUILD, MOD = 1, 2, 99
ANN, BOB, CAROL, DAN = 1, 2, 3, 4


async def play_highcard(
    service: TableService, channel: int, users: list[int], guild: int = GUILD
) -> set[int]:
    """A whole game of the toy game, lowest card first; the users who won it. A fresh secret,
    as every counted game has (a moderator's fixed seed counts for nobody)."""
    await service.create(
        guild_id=guild, channel_id=channel, kind="highcard", user_id=MOD, moderator=True
    )
    for user in users:
        await service.join(channel, user, f"P{user}", "en")
    game_id = (await service.start(channel, MOD, moderator=True)).table.id
    while True:
        table = await service.load_game(game_id)
        waiting = sorted(table.waiting_humans())
        if not waiting:
            break
        seat = waiting[0]
        card = min(table.state["hands"][seat])
        await service.act(game_id, table.user_of(seat), {"t": "play", "c": card})
    result = table.result()
    assert table.game.status == "finished" and result is not None
    return {table.user_of(seat) for seat in result.winners}


async def test_played_and_won_per_game_and_overall(highcard, service: TableService) -> None:
    games = [[ANN, BOB], [ANN, BOB, CAROL], [BOB, CAROL], [ANN, CAROL]]
    wins = {ANN: 0, BOB: 0, CAROL: 0}
    for number, users in enumerate(games):
        for user in await play_highcard(service, 100 + number, users):
            wins[user] += 1
    # a game a moderator ended after it started: played by both, won by nobody
    await service.create(
        guild_id=GUILD, channel_id=200, kind="highcard", user_id=MOD, moderator=True
    )
    for user in (ANN, DAN):
        await service.join(200, user, f"P{user}", "en")
    await service.start(200, MOD, moderator=True)
    await service.end(200, MOD, moderator=True, reason="time")
    # a lobby ended before it started: counts for nobody
    await service.create(
        guild_id=GUILD, channel_id=201, kind="highcard", user_id=MOD, moderator=True
    )
    await service.join(201, CAROL, "P3", "en")
    await service.end(201, MOD, moderator=True)
    # another server's game is not this server's
    await play_highcard(service, 300, [ANN, BOB], guild=OTHER_GUILD)
    # a game with a moderator's seed: its hidden cards are guessable, so it counts for nobody
    await service.create(
        guild_id=GUILD, channel_id=400, kind="highcard", user_id=MOD, moderator=True, seed=9
    )
    for user in (ANN, DAN):
        await service.join(400, user, f"P{user}", "en")
    seeded = (await service.start(400, MOD, moderator=True)).table.id
    assert (await service.autopilot_all(seeded)).table.game.status == "finished"

    counted = await server_tally(service.store, GUILD)
    assert counted.records[ANN] == {"highcard": Record(4, wins[ANN])}
    assert counted.records[BOB] == {"highcard": Record(3, wins[BOB])}
    assert counted.records[CAROL] == {"highcard": Record(3, wins[CAROL])}
    assert counted.records[DAN] == {"highcard": Record(1, 0)}
    assert sum(wins.values()) >= len(games)  # every finished game had a winner
    assert overall(counted.records[ANN]) == Record(4, wins[ANN])
    assert ANN in (await server_tally(service.store, OTHER_GUILD)).records
    assert CAROL not in (await server_tally(service.store, OTHER_GUILD)).records


async def test_a_member_with_no_games_has_no_record(highcard, service: TableService) -> None:
    counted = await server_tally(service.store, GUILD)
    assert counted.records == {} and ranking(counted, "highcard") == []
    await play_highcard(service, 100, [ANN, BOB])
    assert CAROL not in (await server_tally(service.store, GUILD)).records


def test_the_leaderboard_orders_by_wins_then_fewer_games_and_shares_ranks() -> None:
    counted = Tally(
        records={
            10: {"highcard": Record(5, 2)},
            11: {"highcard": Record(3, 2)},
            12: {"highcard": Record(3, 2)},
            13: {"highcard": Record(9, 4)},
            14: {"highcard": Record(2, 0)},
            15: {"suntzu": Record(4, 4)},  # another game's record is not on this board
        },
        names={10: "Eve", 11: "Zed", 12: "Amy", 13: "Kim", 14: "Lou", 15: "Max"},
    )
    assert ranking(counted, "highcard") == [
        Standing(1, 13, "Kim", Record(9, 4)),
        Standing(2, 12, "Amy", Record(3, 2)),  # equal records share the rank, by name
        Standing(2, 11, "Zed", Record(3, 2)),
        Standing(4, 10, "Eve", Record(5, 2)),  # as many wins from more games: lower
        Standing(5, 14, "Lou", Record(2, 0)),
    ]
    assert ranking(counted, "worldwar") == []


async def test_what_is_shown_holds_only_counts_in_every_language(
    highcard, store: Store, service: TableService
) -> None:
    await play_highcard(service, 100, [ANN, BOB])
    counted = await server_tally(store, GUILD)
    [game] = await store.played_games(GUILD)
    for locale in SUPPORTED:
        lines = stats_lines(locale, counted.records[ANN])
        shown = "\n".join(lines)
        assert game.secret not in shown and "hands" not in shown
        assert lines[-1] == t(
            locale, "stats-overall", played=1, won=counted.records[ANN]["highcard"].won
        )


class FixedTally:
    """A stand-in for the bot whose service's tally is a given one (the leaderboard's answer
    is what is under test, not the counting)."""

    def __init__(self, counted: Tally) -> None:
        self.service, self.counted = self, counted

    async def tally(self, guild_id: int, *, ranked: bool = False) -> Tally:
        assert ranked, "a leaderboard counts only the games it ranks"
        return self.counted


async def test_a_game_and_a_member_give_that_members_line_wherever_they_stand(highcard) -> None:
    """/game stats game: shows the top lines; with member: too, that member's line even below
    them, or that they are not on the leaderboard."""
    players = LEADERBOARD_SIZE + 5
    counted = Tally(
        records={100 + n: {"highcard": Record(players, players - n)} for n in range(players)},
        names={100 + n: f"P{n}" for n in range(players)},
    )
    bot: Any = FixedTally(counted)
    game = text("en", get("highcard").title)
    board = await leaderboard(bot, GUILD, "highcard", None, "en")
    assert board.title == t("en", "leaderboard-title", game=game)
    assert len(str(board.description).splitlines()) == LEADERBOARD_SIZE
    low = players - 2  # ranked below the lines the leaderboard shows
    member = cast(Any, SimpleNamespace(id=100 + low, display_name="renamed"))
    mine = await leaderboard(bot, GUILD, "highcard", member, "en")
    assert mine.title == board.title
    assert mine.description == t(
        "en", "leaderboard-line", rank=low + 1, member=f"P{low}", won=players - low, played=players
    )
    stranger = cast(Any, SimpleNamespace(id=7, display_name="**Sam**"))
    for locale in SUPPORTED:
        none = await leaderboard(bot, GUILD, "highcard", stranger, locale)
        game = text(locale, get("highcard").title)
        assert none.description == t(
            locale, "stats-standing-none", member="\\*\\*Sam\\*\\*", game=game
        )
