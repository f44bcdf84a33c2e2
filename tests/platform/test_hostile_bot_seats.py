"""Hostile and mistaken ``/game replace`` and ``/game kick`` on bot seats (issue 30, part 1;
the bad-input standard), at the service: each is refused with its reason and nothing changes,
or does what it says (a bot-to-bot replace at another level changes the seat's level)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot import games
from bot.engine.base import RuleError
from bot.table import TableService
from bot.table.model import Table
from tests.platform.test_bot_seats import bot_lobby, snapshot
from tests.platform.test_service import CHANNEL, MOD

HUMAN = 1


async def one_human_and_a_bot(service: TableService, level: str = "easy") -> Table:
    await bot_lobby(service, 1, level)
    await service.join(CHANNEL, HUMAN, "Ann", "en")
    return (await service.start(CHANNEL, MOD, moderator=True)).table


async def refused(call: Any, service: TableService) -> RuleError:
    before = await snapshot(service)
    with pytest.raises(RuleError) as error:
        await call
    assert await snapshot(service) == before, "a refusal changes nothing"
    return error.value


async def test_a_bot_replaced_by_a_bot_at_its_own_level_is_refused(
    highcard, service: TableService
) -> None:
    await one_human_and_a_bot(service, "easy")
    error = await refused(
        service.replace(CHANNEL, -1, 0, "", None, True, by=MOD, level="easy"), service
    )
    assert (error.code, error.params) == ("error-replace-bot-same-level", {"number": 1})


async def test_a_bot_replaced_by_a_bot_at_another_level_changes_the_level(
    highcard, service: TableService
) -> None:
    table = await one_human_and_a_bot(service, "easy")
    seat = table.seat_of(-1)
    assert seat is not None
    replaced = await service.replace(CHANNEL, -1, 0, "", None, True, by=MOD, level="strong")
    row = replaced.table.seats[seat]
    assert (row.is_bot, row.level) == (True, "strong")


async def test_a_member_cannot_take_a_bot_seat_while_holding_another(
    highcard, service: TableService
) -> None:
    await one_human_and_a_bot(service)
    error = await refused(service.replace(CHANNEL, -1, HUMAN, "Ann", "en", True, by=MOD), service)
    assert error.code == "error-replace-already-seated"


async def test_kicking_a_bot_seat_is_refused(highcard, service: TableService) -> None:
    await one_human_and_a_bot(service, "easy")
    error = await refused(service.kick(CHANNEL, -1, moderator=True, level="strong"), service)
    assert error.code == "error-target-not-a-player"


def test_every_shipped_game_can_search_so_a_level_shown_is_the_level_played() -> None:
    """A game without ``determinize`` plays every level as the autopilot (bot.table.bot_moves
    .choose), while the lobby and the posts would still say "Bot 1 (strong)". No shipped game
    is such a game; one added without it must first decide what its levels say."""
    shipped = sorted(p.name for p in Path(games.__file__).parent.iterdir() if p.is_dir())
    shipped = [name for name in shipped if not name.startswith("_")]
    assert set(shipped) <= set(games.available()) and len(shipped) == 4
    for name in shipped:
        assert getattr(games.get(name).engine, "determinize", None) is not None, name
