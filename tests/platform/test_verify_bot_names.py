"""``/game verify`` names a bot's seat as a bot, in the reader's words (issue 30, part 1: "a bot
seat is named as a bot everywhere"; every string a user sees in en, zh-TW and zh-CN).

A record stores each seat's name as it was stored: a bot's is "Bot 1", words of no language.
The report read from it must say "Bot 1 (easy) 🤖" / "機器人 1（簡單）🤖" like every other line
about the game, in its scores, its sealed moves and a changed result's line."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from bot.i18n import SUPPORTED, t
from bot.table import TableService
from bot.table.record import dump_record, game_record
from bot.table.verify import verify
from bot.table.verify_words import problem_line, report_lines

GUILD, MOD, HUMAN = 1, 99, 7

# The verifier reads a record, not a store: SQLite alone.
pytestmark = pytest.mark.parametrize("store", ["sqlite"], indirect=True)


async def bot_record(service: TableService) -> dict[str, Any]:
    """A Sun Tzu game of a member (kicked at once: the bot plays it too) against Bot 1 at easy,
    played to its end; its record."""
    await service.create(
        guild_id=GUILD,
        channel_id=10,
        kind="suntzu",
        user_id=MOD,
        moderator=True,
        bots=1,
        level="easy",
    )
    await service.join(10, HUMAN, "Ann", "en")
    await service.start(10, MOD, moderator=True)
    outcome = await service.kick(10, HUMAN, moderator=True, level="easy")
    assert outcome.table.game.status == "finished"
    return json.loads(dump_record(await game_record(service, outcome.table)))


def bot_words(locale: str) -> str:
    return t(locale, "bot-name", number=1, level=t(locale, "bot-level-easy")) + " 🤖"


@pytest.mark.parametrize("locale", SUPPORTED)
async def test_a_records_bot_is_named_as_a_bot_in_the_readers_words(
    service: TableService, locale: str
) -> None:
    record = await bot_record(service)
    assert [p["bot"] for p in record["players"]].count(True) == 1
    report = verify(record)
    assert report.ok, report.problems
    assert report.sealed, "Sun Tzu's placements are sealed: the report names their players"
    lines = report_lines(report, locale)
    scores = t(locale, "verify-scores", scores="").rstrip()
    [score_line] = [line for line in lines if line.startswith(scores)]
    assert bot_words(locale) in score_line
    # A member keeps the name the seat was taken under, with the bot's mark once it played
    # the seat (Ann was kicked), as on the board.
    assert "Ann 🤖" in score_line
    words = "\n".join(lines)
    assert words.count(bot_words(locale)) >= 2, "the sealed moves name the bot too"
    assert "Bot 1" not in words.replace(bot_words(locale), ""), "no bare stored name"


@pytest.mark.parametrize("locale", SUPPORTED)
async def test_a_changed_results_line_names_the_bot_in_the_readers_words(
    service: TableService, locale: str
) -> None:
    record = copy.deepcopy(await bot_record(service))
    seat = next(iter(record["result"]["scores"]))
    record["result"]["scores"][seat] += 1
    report = verify(record)
    [problem] = [p for p in report.problems if p.key == "verify-result"]
    line = problem_line(problem, locale, report)
    assert bot_words(locale) in line
    assert "Bot 1" not in line.replace(bot_words(locale), "")
