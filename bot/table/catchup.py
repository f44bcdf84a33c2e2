""" "Since your last move": what a seat missed, as Discord-free data.

A seat's digest covers the logged actions after its own latest one (from the start when it
has not moved yet): the public events, as everybody read them in the channel, and the events
addressed to that seat (its private news, as its DMs carried them). Events addressed to other
seats are never taken, so a digest holds nothing its reader could not already read.

The turn DM (``Desk.deliver_private``), its later edits and ``/game catchup`` show it; the
picture of what changed on the board is drawn by :mod:`bot.table.catchup_board`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from bot.engine.base import Event
from bot.i18n import t
from bot.table.model import Step, Table
from bot.table.narration import narrate
from bot.table.service import TableService

PUBLIC_LINES = 12  # public lines shown at most; the earlier ones are counted, not shown
PRIVATE_LINES = 6  # private lines shown at most (the newest)


@dataclass(frozen=True)
class Digest:
    """What happened between the seat's last move (``since``: the game's move number right
    after it, 0 when it has not moved) and ``now``; events with their move numbers."""

    seat: int
    since: int
    now: int
    public: tuple[tuple[int, Event], ...]
    private: tuple[tuple[int, Event], ...]

    @property
    def quiet(self) -> bool:
        """Nothing to tell: no move since, or none with anything this seat may read."""
        return not self.public and not self.private

    def without_news_of(self, steps: Iterable[Step]) -> Digest:
        """The digest without the seat's private events of ``steps``: a turn DM narrates
        the news of the moves that woke it itself, so nothing is told twice."""
        told = {step.number for step in steps}
        private = tuple(item for item in self.private if item[0] not in told)
        return replace(self, private=private)


def addressed_to(event: Event, seat: int) -> bool:
    """An event only some seats may read, ``seat`` among them."""
    return event.to is not None and seat in event.to


async def gather(service: TableService, table: Table, seat: int) -> Digest:
    """The seat's digest from the action log, up to the loaded table's move."""
    now = table.game.version
    since = min(await service.store.last_action_of(table.id, seat), now)
    public: list[tuple[int, Event]] = []
    private: list[tuple[int, Event]] = []
    if now > since:
        for row in await service.store.actions_between(table.id, since + 1, now):
            for data in row.events:
                event = Event.from_json(data)
                if event.public:
                    public.append((row.number, event))
                elif addressed_to(event, seat):
                    private.append((row.number, event))
    return Digest(seat, since, now, tuple(public), tuple(private))


def _numbered(table: Table, found: tuple[tuple[int, Event], ...], locale: str) -> list[str]:
    return [
        f"`#{number}` {line}" for number, event in found for line in narrate(table, [event], locale)
    ]


def _assemble(heading: str, public: list[str], private: list[str], locale: str) -> list[str]:
    lines = [heading]
    lines += public
    if private:
        lines.append(t(locale, "catchup-private"))
        lines += private
    return lines


def digest_lines(table: Table, digest: Digest, locale: str, budget: int | None = None) -> list[str]:
    """The digest in words: a heading, the newest public lines (at most PUBLIC_LINES, the
    earlier ones counted), then the seat's own news. ``budget``: the characters the lines
    may take together (newlines included); older lines give way first, and nothing at all
    is returned when not even the heading fits."""
    if digest.quiet:
        lines = [t(locale, "catchup-nothing", since=digest.since)]
        return lines if budget is None or len(lines[0]) <= budget else []
    heading = t(locale, "catchup-heading", since=digest.since, now=digest.now)
    public = _numbered(table, digest.public, locale)
    private = _numbered(table, digest.private, locale)
    for private_shown in range(min(PRIVATE_LINES, len(private)), -1, -1):
        kept_private = [f"🔒 {line}" for line in private[len(private) - private_shown :]]
        if private_shown < len(private):
            earlier = len(private) - private_shown
            kept_private = [t(locale, "catchup-earlier", count=earlier), *kept_private]
        for shown in range(min(PUBLIC_LINES, len(public)), -1, -1):
            kept = public[len(public) - shown :]
            hidden = len(public) - shown
            if hidden:
                kept = [t(locale, "catchup-earlier", count=hidden), *kept]
            lines = _assemble(heading, kept, kept_private, locale)
            if budget is None or len("\n".join(lines)) <= budget:
                return lines
    return []
