"""What the channel reads at the end of a real game, built by the narration functions."""

from __future__ import annotations

import pytest

from bot.i18n import SUPPORTED, t
from bot.table import TableService
from bot.table.narration import narrate, result_lines, seat_name

GUILD, CHANNEL, MOD = 1, 10, 99


@pytest.mark.parametrize(
    ("game", "players"), [("suntzu", 2), ("smallworld", 2), ("tek", 3), ("worldwar", 4)]
)
async def test_the_final_post_says_why_the_game_ended_once(
    service: TableService, game: str, players: int
) -> None:
    await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind=game, user_id=MOD, moderator=True, seed=4
    )
    for user in range(1, players + 1):
        await service.join(CHANNEL, user, f"P{user}", "en")
    started = await service.start(CHANNEL, MOD, moderator=True)
    outcome = await service.autopilot_all(started.table.id)
    table = outcome.table
    result = table.result()
    assert result is not None and result.reason
    # the channel post of the move that ended the game: its public news, then the result
    last_move = [event for event in outcome.steps[-1].events if event.public]
    for locale in SUPPORTED:
        post = narrate(table, last_move, locale) + result_lines(table, locale)
        # the words, not the full stop: 「游戏结束，红方获胜。」 says it as well as 「游戏结束。」
        reason = t(locale, result.reason).rstrip("。.")
        assert "\n".join(post).count(reason) == 1, (locale, reason, post)
        # Issue 23 (15): the end's narration says who won, the score line marks the winner,
        # and nothing names the winner a third time ("Winner: ..." after the scores)
        assert len(post) == len(last_move) + players
        ending = next(index for index, line in enumerate(post) if reason in line)
        for seat in result.winners:
            name = seat_name(table, seat, locale)
            assert "\n".join(post[ending:]).count(name) <= 2, (locale, name, post)
