"""A game that ends in a draw (issue 28): Tiny Epic Kingdoms' "若仍平手，則不分勝負" (still tied
after every tie-break: no winner). A real finished game is turned into a full tie and scored
by the engine; the end post says it is a draw and crowns nobody in every language, and the
server's stats count the game as played by everybody and won by nobody."""

from __future__ import annotations

import copy
from dataclasses import replace

from bot.engine.base import Event
from bot.games.tek.engine.scoring import final_result
from bot.games.tek.engine.state import add_meeple, board
from bot.i18n import SUPPORTED, list_join, t
from bot.table import TableService, presenter
from bot.table.model import Table
from bot.table.narration import narrate
from bot.table.stats import Record, tally

GUILD, CHANNEL, MOD = 1, 10, 99
PLAYERS = 3
TROPHY = "🏆"
# What the end post must say, in each language: the draw, and that nobody won.
DRAW_WORDS = {
    "en": ("It is a draw", "the game is a draw, and nobody wins"),
    "zh-TW": ("不分勝負，沒有人獲勝", "這局平手"),
    "zh-CN": ("不分胜负，没有人获胜", "这局打成平局"),
}


async def finished_tek(service: TableService) -> Table:
    await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind="tek", user_id=MOD, moderator=True
    )
    for user in range(1, PLAYERS + 1):
        await service.join(CHANNEL, user, f"P{user}", "en")
    started = await service.start(CHANNEL, MOD, moderator=True)
    table = (await service.autopilot_all(started.table.id)).table
    assert table.game.status == "finished"
    return table


def tied(table: Table) -> Table:
    """The same finished game with seats 0 and 1 level on points, meeples, tower, magic and
    resources (seat 2 behind), scored again by the engine."""
    state = copy.deepcopy(table.state)
    geo = board(state)
    plain = [rid for rid in geo.regions if geo.terrain[rid] != "ruins" and rid not in geo.capitals]
    for group in state["map"].values():
        group.clear()
    state["found"] = []
    for seat, info in enumerate(state["seats"]):
        info.update(magic=2, tower=2, kills=0, res={"f": 1, "m": 1, "o": 1})
        for _ in range(2 if seat < 2 else 1):
            add_meeple(state, plain[seat], seat, False)
    state["result"] = final_result(state)
    return replace(table, game=replace(table.game, state=state))


async def test_a_full_tie_ends_the_game_with_no_winner_and_says_so(service: TableService) -> None:
    draw = tied(await finished_tek(service))
    result = draw.result()
    assert result is not None and result.winners == ()
    assert result.scores[0] == result.scores[1] > result.scores[2]
    # the event the last move of such a game carries (rounds.py: winners and their count)
    over = Event("tek-ev-game-over", {"winner": list(result.winners), "count": len(result.winners)})
    for locale in SUPPORTED:
        lines = narrate(draw, [over], locale) + presenter.final_lines(draw, locale)
        body = "\n".join(lines)
        assert TROPHY not in body  # no seat is crowned
        for words in DRAW_WORDS[locale]:
            assert words in body, (locale, words)
        tied_names = list_join(locale, [presenter.seat_name(draw, s, locale) for s in (0, 1)])
        assert t(locale, "tiebreak-draw", tied=tied_names) in lines


async def test_a_draw_counts_as_played_by_every_seat_and_won_by_none(
    service: TableService,
) -> None:
    finished = await finished_tek(service)
    draw = tied(finished)
    counted = tally([(draw.game, draw.seats), (finished.game, finished.seats)])
    won = finished.result()
    assert won is not None
    for seat in draw.seats:
        record = counted.records[seat.user_id]["tek"]
        assert record == Record(2, int(seat.seat in won.winners))
