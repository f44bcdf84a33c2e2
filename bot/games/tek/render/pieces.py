"""What stands on the territory cards: meeples in their seat's colour (lying down while they
search ruins), face-down exploration tokens, the link between allies who share a region and
the mark of the region at war."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.tek.render.geometry import R, hex_corners
from bot.games.tek.render.icons import crown, exploration, link, swords
from bot.games.tek.render.map import NUMBER_AT, crown_at
from bot.games.tek.render.marks import marked_meeple
from bot.games.tek.render.palette import COLOURS as C
from bot.render.canvas import Canvas, Point
from bot.render.palette import WHITE

MEEPLE_S = 0.25 * R  # half a standing meeple's height (up to three in a row)
CROWDED_S = 0.205 * R  # four or more
ROW_Y = 0.1  # the meeples' row, in region radii below the centre
TOKEN_AT: Point = (0.0, 0.56)
TOKEN_S = 0.155 * R
WAR_AT: Point = (0.5, -0.5)
LINK_GAP = 0.34 * R  # the room the link between two allies takes in the row


def meeple_width(down: bool, size: float) -> float:
    return size * (2.0 if down else 1.75)


def _row(
    canvas: Canvas,
    centre: Point,
    y: float,
    pieces: Sequence[tuple[int, bool]],
    link_after: int | None,
    size: float,
) -> None:
    """One row of meeples centred on the region; a link drawn after piece ``link_after``."""
    gap = size * 0.22
    widths = [meeple_width(down, size) for _seat, down in pieces]
    total = sum(widths) + gap * (len(pieces) - 1)
    if link_after is not None:
        total += LINK_GAP
    x = centre[0] - total / 2
    for index, ((seat, down), width) in enumerate(zip(pieces, widths, strict=True)):
        middle = x + width / 2
        lift = size * 0.42 if down else 0.0
        marked_meeple(canvas, (middle, y + lift), size, seat, down)
        x += width + gap
        if index == link_after:
            link(canvas, (x + LINK_GAP / 2 - gap / 2, y), LINK_GAP * 0.4, C.ally)
            x += LINK_GAP


def draw_region(
    canvas: Canvas,
    centre: Point,
    meeples: Sequence[tuple[int, bool]],
    token: bool,
    allied: bool,
    at_war: bool,
    capital: int | None = None,
) -> None:
    """A region's pieces. ``meeples`` are (seat, lying down) pairs; ``allied``: the two
    colours in it are allies, drawn with a link between them; ``capital``: the id of a
    capital region (its crown is drawn again over the ring of a war)."""
    x, y = centre
    if at_war:
        ring = hex_corners(centre, R - 3)
        canvas.line([*ring, ring[0]], C.war, 4.5, joint="curve")
        if capital is not None:
            spot, size = crown_at(canvas, capital, (x, y + NUMBER_AT[1] * R))
            crown(canvas, spot, size, C.capital)
    if token:
        exploration(canvas, (x + TOKEN_AT[0] * R, y + TOKEN_AT[1] * R), TOKEN_S)
    pieces = sorted(meeples, key=lambda piece: (piece[0] < 0, piece[0], piece[1]))
    seats = list(dict.fromkeys(seat for seat, _down in pieces))
    link_after = None
    if allied and len(seats) == 2:
        link_after = sum(1 for seat, _down in pieces if seat == seats[0]) - 1
    if len(pieces) <= 4:
        roomy = len(pieces) + (link_after is not None) <= 3
        _row(canvas, centre, y + ROW_Y * R, pieces, link_after, MEEPLE_S if roomy else CROWDED_S)
    else:
        half = (len(pieces) + 1) // 2
        _row(canvas, centre, y - 0.12 * R, pieces[:half], None, CROWDED_S)
        _row(canvas, centre, y + 0.36 * R, pieces[half:], None, CROWDED_S)
    if at_war:
        at = (x + WAR_AT[0] * R, y + WAR_AT[1] * R)
        canvas.circle(at, 13, fill=C.war, outline=WHITE, width=2)
        swords(canvas, at, 8, WHITE)
