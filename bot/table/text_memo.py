"""The presenter's text for one moment of a game, worked out once (issue 29 part 6).

A click makes the bot say several things about the same moment: the actor's reply, the DMs of
the seats it calls, their prompts kept current, the board's alt text under the channel's
board and every catch-up picture, the turn post's "your move" line. Each of them used to
build its view, its prompt and its translated lines again (30-40 % of the service's CPU per
click). They are kept in the table's memo (:attr:`bot.table.model.Table.memo`), which belongs
to one game and holds one version: the session starts a new one for every accepted move and
every take-back, and the game cache shares it between the calls that load that version.

A key names the text's part, the game, the version, the game's status, the seats (a seat handed to
another player or to the autopilot changes the names and mentions without a move), the
reader's seat (None: public text) and the locale: one seat's private text is never found
under another seat's key. The memo is bounded by what one version can ask: a few parts for
each seat and locale.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from bot.table.model import Table

T = TypeVar("T")

ENABLED = True  # benchmarks/bench_interactions.py --memo off measures the text made each time


def seats_key(table: Table) -> tuple[tuple[int, int, str, bool, str | None], ...]:
    """What of the seats the text shows: who holds each, by which name, or the autopilot."""
    return tuple((s.seat, s.user_id, s.display_name, s.autopilot, s.level) for s in table.seats)


def remembered(table: Table, part: str, seat: int | None, locale: str, make: Callable[[], T]) -> T:
    """``make()`` for this moment of ``table``, ``seat`` (None: public) and ``locale``, made
    once; what it returns is shared by later callers, who must not change it."""
    if not ENABLED or table.game.state is None:
        return make()
    key: Any = ("text", part, table.id, table.game.version, table.game.status, seats_key(table))
    key += (seat, locale)
    if key in table.memo:
        found: T = table.memo[key]
        return found
    made = table.memo[key] = make()
    return made
