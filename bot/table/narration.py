"""Turn engine events into sentences in a reader's language (shared by cogs and the demo).

Engines name players by seat number. Parameters whose name says they hold a seat
(``seat``, ``winner``, ``player`` …, plus any a game declares in ``GameSpec.seat_params``) are
replaced by the player's name and seat label, so the catalogs can write "{ $winner } wins the
battle" and readers see "Ann (Wu)".
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Event
from bot.i18n import list_join, t, text
from bot.table.bot_names import marked_name
from bot.table.model import Table

SEAT_PARAMS = frozenset(
    {
        "seat",
        "player",
        "winner",
        "loser",
        "attacker",
        "defender",
        "chooser",
        "by",
        "ally",
        "victim",
        "leader",
        "opponent",
    }
)


def seat_name(table: Table, seat: int, locale: str) -> str:
    label = text(locale, table.spec.seat_label(seat, len(table.seats)))
    if 0 <= seat < len(table.seats):
        return t(locale, "seat-name", name=marked_name(table.seats[seat], locale), label=label)
    return label


def event_params(table: Table, event: Event, locale: str) -> dict[str, Any]:
    params: dict[str, Any] = {}
    seats = SEAT_PARAMS | table.spec.seat_params
    for name, value in event.params.items():
        if name in seats and isinstance(value, int) and not isinstance(value, bool):
            params[name] = seat_name(table, value, locale)
        elif name in seats and isinstance(value, list):
            params[name] = list_join(
                locale,
                [seat_name(table, v, locale) if isinstance(v, int) else str(v) for v in value],
            )
        else:
            params[name] = value
    return params


def narrate(table: Table, events: list[Event], locale: str) -> list[str]:
    return [t(locale, event.key, **event_params(table, event, locale)) for event in events]


def result_lines(table: Table, locale: str) -> list[str]:
    """Final scores, best first, each winner's line marked, or nothing while the game has no
    result.

    They follow the narration of the move that ended the game, whose last event (Sun Tzu's
    ``suntzu-ev-game-over``, Tiny Epic Kingdoms' ``tek-ev-game-over`` …) already says that the
    game is over, why and who won; the marks name the winners of a game a moderator ended. A
    "Winner:" line after them named the winner a second time (issue 23), and
    ``result.reason`` is not said again either.
    """
    result = table.result()
    if result is None:
        return []
    ranking = sorted(result.scores.items(), key=lambda item: -item[1])
    return [
        t(
            locale,
            "result-score-line",
            player=seat_name(table, int(seat), locale),
            score=score,
            winner="yes" if int(seat) in result.winners else "no",
        )
        for seat, score in ranking
    ]


def secret_lines(table: Table, seat: int, locale: str) -> list[str]:
    """A seat's private information as text, in the words written for the seat itself ("your
    mission"); a DM names the other players in it (``presenter.private_message``), and the end
    of the game says what the seat kept secret with :func:`revealed_lines`."""
    if table.game.state is None:
        return []
    view = table.spec.engine.view(table.state, seat)
    return [text(locale, line) for line in table.spec.private_summary(view)]


def revealed_lines(table: Table, seat: int, locale: str) -> list[str]:
    """What the end of the game tells everybody about a seat: what it kept secret, said about
    it (``GameSpec.reveal``), not the private summary written for the seat itself."""
    reveal = table.spec.reveal
    if reveal is None or table.game.state is None:
        return []
    view = table.spec.engine.view(table.state, seat)
    return [text(locale, line) for line in reveal(view)]
