"""A lobby's click acts only on the game its message was made for (session 6, the
stale-controls sweep).

The lobby's buttons name their game, but the lobby's service calls find the game by channel.
The desk checks the named game is still open first; a game ended and another opened in the
channel between that check and the call (two awaits apart) would take the click. Given the
game the control names, the service refuses when the channel's open game is another one, and
the new game is left as it was."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bot.engine.base import RuleError
from bot.table import Table, TableService

GUILD, CHANNEL, MOD, ANN, BOB = 1, 10, 99, 1, 2


async def open_lobby(service: TableService, bots: int = 0) -> Table:
    return await service.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        kind="suntzu",
        user_id=MOD,
        moderator=True,
        seed=3,
        bots=bots,
    )


async def test_a_click_for_an_ended_game_leaves_the_channels_next_game_alone(
    service: TableService,
) -> None:
    old = await open_lobby(service)
    await service.join(CHANNEL, ANN, "Ann", "en", game_id=old.id)
    await service.end(CHANNEL, MOD, moderator=True)
    new = await open_lobby(service, bots=1)
    await service.join(CHANNEL, BOB, "Bob", "en")
    before = await service.load_game(new.id)

    calls: list[Callable[[], Awaitable[object]]] = [
        lambda: service.join(CHANNEL, ANN, "Ann", "en", game_id=old.id),
        lambda: service.leave(CHANNEL, BOB, game_id=old.id),
        lambda: service.add_bot(CHANNEL, None, True, game_id=old.id),
        lambda: service.remove_bot(CHANNEL, True, game_id=old.id),
        lambda: service.start(CHANNEL, MOD, True, game_id=old.id),
    ]
    for call in calls:
        with pytest.raises(RuleError) as refused:
            await call()
        assert refused.value.code == "error-lobby-game-over"
        assert refused.value.params == {"game": str(old.id)}
    after = await service.load_game(new.id)
    assert after.game.status == "lobby"
    assert [(s.user_id, s.is_bot) for s in after.seats] == [
        (s.user_id, s.is_bot) for s in before.seats
    ]

    # the same calls naming the open game act on it (Sun Tzu seats two: the bot makes room)
    table = await service.remove_bot(CHANNEL, True, game_id=new.id)
    assert not any(seat.is_bot for seat in table.seats)
    table = await service.join(CHANNEL, ANN, "Ann", "en", game_id=new.id)
    assert table.seat_of(ANN) is not None
    outcome = await service.start(CHANNEL, MOD, True, game_id=new.id)
    assert outcome.table.id == new.id and outcome.table.running
