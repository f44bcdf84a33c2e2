"""/game log's line for every kind of table log entry, in every locale (bot/cogs/tablelog.py)."""

from __future__ import annotations

import pytest

from bot.cogs.tablelog import ENTRY_PARAMS, entry_line
from bot.i18n import SUPPORTED
from bot.store import LogEntry
from bot.table import TableService
from tests.platform.test_service import CHANNEL, MOD, lobby

# Every kind the platform writes, with a payload as its writer makes it, and what its line
# must name (the seat's player name, a mention, a number).
KINDS = [
    ("kicked", 99, {"seat": 1, "user_id": 2}, ["P2"]),  # user 2 is P2, whatever the seat
    ("replaced", 99, {"seat": 0, "old": 1, "new": 7}, ["{seat0}", "<@7>", "<@1>"]),
    ("returned", 99, {"seat": 1, "user_id": 2}, ["P2"]),  # a kicked member's seat given back
    ("undone", 1, {"from": 3, "to": 2, "count": 1}, ["P1"]),  # user 1 is P1, whatever the seat
    ("rolled_back", 99, {"from": 5, "to": 2, "count": 3}, ["2"]),
    ("paused", 99, {"reason": "exams week", "seconds_left": 3600}, ["exams week"]),
    ("resumed", 99, {"seconds_left": 3600}, []),
    ("vacation", 2, {"seat": 1, "days": 3, "until": "2026-11-26T00:00:00+00:00"}, ["P2", "3"]),
    ("deadline-changed", 99, {"hours": 24}, ["24"]),
    ("deadline-autopilot", None, {"seats": [0, 1]}, ["{seat0}", "{seat1}"]),
    ("deadline-ping", None, {"seats": [1]}, ["{seat1}"]),
    ("deadline-flagged", None, {"seat": 0, "user_id": 1}, ["P1"]),
    ("abandoned", None, {"days": 30}, ["30"]),
]


def test_every_kind_written_has_a_line() -> None:
    assert sorted(kind for kind, *_ in KINDS) == sorted(ENTRY_PARAMS)


@pytest.mark.parametrize(("kind", "user_id", "payload", "named"), KINDS)
async def test_each_kind_reads_in_every_locale(
    highcard, service: TableService, kind: str, user_id: int | None, payload: dict, named: list
) -> None:
    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    entry = LogEntry(1, 0, kind, user_id, payload, "2026-11-23T00:00:00+00:00")
    seats = {f"{{seat{seat.seat}}}": seat.display_name for seat in table.seats}
    for locale in SUPPORTED:
        line = entry_line(table, entry, locale)
        assert line.startswith("· ") and "{" not in line, (kind, locale, line)
        for wanted in named:
            assert seats.get(wanted, wanted) in line, (kind, locale, line)


async def test_an_unknown_kind_gets_the_generic_line(highcard, service: TableService) -> None:
    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    entry = LogEntry(1, 0, "from-a-newer-bot", None, {}, "2026-11-23T00:00:00+00:00")
    for locale in SUPPORTED:
        assert "from-a-newer-bot" in entry_line(table, entry, locale)
