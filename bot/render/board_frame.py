"""What the table tells a channel board besides the public view (issue 26): who sits where,
whom the game waits for and until when, and which areas of the board to outline; and what a
game tells the table about its board: its areas, where they are and what each shows.

A view knows seats by number; the players' names, the deadline and "what changed" live in
the table (``bot.table.board_frames`` builds a :class:`BoardFrame` from it). The renderer
draws the frame in its own look (the names legend, the outlines through
``bot.render.area_marks``) but never lets it move anything: the same view gives the same
:class:`BoardArea` boxes with any frame, so a focus picture can be cut from any board.
Everything here is plain data: it crosses to the render workers by pickle.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

from bot.i18n import Text

Point = tuple[float, float]
Box = tuple[float, float, float, float]  # left, top, right, bottom in logical pixels


@dataclass(frozen=True)
class SeatTag:
    """One seat as the legend names it."""

    name: str  # the player's display name as the server shows it, raw (bot.render.drawable_names)
    to_move: bool = False  # the game waits for this seat now
    # When its time to move runs out, already in the reader's words ("Sat 28 Nov, 14:00 UTC");
    # only for a seat the game waits for, and only when the game has a deadline.
    deadline: str | None = None
    bot: bool = False  # the seat is played by the autopilot


@dataclass(frozen=True)
class BoardFrame:
    """The table's part of a channel board. ``seats`` is empty when the table has none to
    tell (a demo, a warm-up): the legend then names seats by the game's own labels."""

    seats: tuple[SeatTag, ...] = ()
    # Ids of the areas (BoardArea.id) to outline: on a turn post what its moves changed, on a
    # catch-up picture what changed since the seat's last move.
    marked: frozenset[str] = field(default_factory=frozenset)


@dataclass(frozen=True)
class BoardArea:
    """A part of the board a player can name and a move can change: a region, a province, a
    kingdom, a player's panel.

    ``box`` is where it lies on the channel board (logical pixels, the size of the PNG),
    which a focus picture and ``/game status area:`` cut out; ``outline`` is the shape drawn
    round it when it is marked (empty: its box). ``state`` is what the board shows there
    (owner, pieces, counts): the area changed between two views when its states differ, which
    is how the table finds what a move touched without comparing pixels. ``group``: a name
    for several areas at once (a continent): offered by ``/game status area:`` but never
    marked itself (its members are).
    """

    id: str
    name: Text
    box: Box
    state: Hashable = None
    outline: tuple[Point, ...] = ()
    group: bool = False


def changed_areas(before: list[BoardArea], after: list[BoardArea]) -> frozenset[str]:
    """Ids of the areas (groups excepted) whose state differs between two lists of the same
    board, and of those found in only one of them."""
    old = {area.id: area.state for area in before if not area.group}
    new = {area.id: area.state for area in after if not area.group}
    missing = object()  # an area in one list only changed: no state equals this one
    return frozenset(
        area_id
        for area_id in old.keys() | new.keys()
        if old.get(area_id, missing) != new.get(area_id, missing)
    )
