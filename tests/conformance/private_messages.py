"""Every private message of an autopilot game, as the presenter builds it for each seat the
game waits for, in every language, with the longest names Discord allows: what the DM tests
of issue 23 read (players named in DMs, DMs within Discord's limits).

No store: each step's state goes into a :class:`Table` made here, seated by players whose
display names are 32 characters long (Discord's most), Latin and Chinese."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from bot.games import get
from bot.i18n import SUPPORTED
from bot.store.rows import GameRow, SeatRow
from bot.table.presenter import PrivateMessage, private_message
from bot.table.service import Table
from tests.conformance.test_conformance import lobby_options, play

NAME_LIMIT = 32  # Discord's longest display name
NAMES = ("Annabelle", "諸葛孔明", "Zoë", "张三丰", "Bob", "Carol")


def long_name(seat: int) -> str:
    return (NAMES[seat % len(NAMES)] + " " + "名" * NAME_LIMIT)[:NAME_LIMIT]


@dataclass(frozen=True)
class Sent:
    """The DM to ``seat`` after move ``number``, in ``locale``."""

    number: int
    seat: int
    locale: str
    table: Table
    message: PrivateMessage


def table_at(name: str, players: int, number: int, state: dict[str, Any]) -> Table:
    game = GameRow(
        id=1234567,
        guild_id=1,
        channel_id=10,
        kind=name,
        status="running",
        options=lobby_options(get(name)),
        secret="ab" * 32,
        version=number,
        state=state,
        created_by=99,
        lobby_message_id=None,
        end_reason=None,
    )
    seats = [
        SeatRow(seat=s, user_id=100 + s, display_name=long_name(s), locale=None, autopilot=False)
        for s in range(players)
    ]
    return Table(game, seats)


def private_messages(
    name: str, players: int, locales: tuple[str, ...] = SUPPORTED
) -> Iterator[Sent]:
    """The DM each waited-for seat gets after each move of an autopilot game (with that
    move's news for it), in each locale. ``play`` yields the state before each move, so a
    move's DMs are read from the next step's state."""
    spec = get(name)
    news: list[Any] = []
    for number, (before, _seat, _action, events) in enumerate(
        play(spec, players, "cd" * 32), start=0
    ):
        table = table_at(name, players, number, before)
        for seat in sorted(table.waiting()):
            mine = [event for event in news if event.to is None or seat in event.to]
            for locale in locales:
                yield Sent(number, seat, locale, table, private_message(table, seat, locale, mine))
        news = list(events)
