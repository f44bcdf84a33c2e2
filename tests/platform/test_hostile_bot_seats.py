"""Hostile and mistaken ``/game replace`` and ``/game kick`` on bot seats (issue 30, part 1;
the bad-input standard), at the service: each is refused with its reason and nothing changes,
or does what it says (a bot-to-bot replace at another level changes the seat's level)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot import games
from bot.engine.base import RuleError
from bot.i18n import Text, t
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


# /game replace bot:N for a bot the game does not have: the refusal says which bots it has
# (a bot given to a member leaves a gap in the numbers), in the reader's words.
# (bots at the start, bots then given to a member, the number asked, the bots listed, English)
MISSING_BOTS = [
    (2, [], 5, [1, 2], "No seat of this game is played by Bot 5. Its bots are Bot 1, Bot 2."),
    (1, [], 3, [1], "No seat of this game is played by Bot 3. Its only bot is Bot 1."),
    (0, [], 1, [], "No seat of this game is played by Bot 1. This game has no bots."),
    (2, [1], 1, [2], "No seat of this game is played by Bot 1. Its only bot is Bot 2."),
]


@pytest.mark.parametrize(("bots", "to_member", "asked", "listed", "english"), MISSING_BOTS)
async def test_a_missing_bot_number_is_refused_naming_the_bots_the_game_has(
    highcard,
    service: TableService,
    bots: int,
    to_member: list[int],
    asked: int,
    listed: list[int],
    english: str,
) -> None:
    await bot_lobby(service, bots, "easy")
    for user in range(HUMAN, HUMAN + max(1, 2 - bots)):
        await service.join(CHANNEL, user, f"P{user}", "en")
    await service.start(CHANNEL, MOD, moderator=True)
    for number in to_member:
        await service.replace(CHANNEL, -number, 10 + number, "Cy", "en", True, by=MOD)
    error = await refused(
        service.replace(CHANNEL, -asked, 0, "", None, True, by=MOD, level="strong"), service
    )
    names = [Text("bot-name-plain", {"number": number}) for number in listed]
    assert (error.code, error.params) == (
        "error-replace-bot-not-in-game",
        {"number": asked, "count": len(listed), "bots": names},
    )
    assert t("en", error.code, **error.params) == english


@pytest.mark.parametrize(
    ("locale", "listed", "words"),
    [
        ("zh-TW", [1, 2], "這局沒有機器人 5。這局的機器人有：機器人 1、機器人 2。"),
        ("zh-TW", [], "這局沒有機器人 5。這局沒有任何機器人。"),
        ("zh-CN", [1, 2], "这局没有机器人 5。这局的机器人有：机器人 1、机器人 2。"),
        ("zh-CN", [], "这局没有机器人 5。这局没有任何机器人。"),
    ],
)
def test_the_missing_bot_refusal_in_chinese(locale: str, listed: list[int], words: str) -> None:
    names = [Text("bot-name-plain", {"number": number}) for number in listed]
    assert t(locale, "error-replace-bot-not-in-game", number=5, count=len(listed), bots=names) == (
        words
    )
