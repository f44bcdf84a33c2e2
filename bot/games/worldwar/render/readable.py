"""How large the map's words and numbers must be for a phone (issue 26, bot.render.focus).

A focus picture is shown 400 pixels wide. A territory's picture is 400 wide, so text of 8
pixels reads there; a continent's is as wide as the continent (Asia about 710, North America
about 630), so the text inside it must be drawn larger in proportion: 8 × width / 400. The
map keeps its sizes wherever they are enough and grows a label, a value or a stack only where
it lies inside a wide continent's picture; crowded Europe, whose picture is 464 wide, keeps
its small labels.

``floor_at(point)`` is the least size for text drawn at ``point`` (logical pixels on the
board), 0 where no wide picture reaches."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.render.geometry import MAP_AT, board_width, continent_box
from bot.render.canvas import Box, Point
from bot.render.focus import PHONE_WIDTH, SMALLEST_TEXT, focus_box

SLACK = 1.02  # a little over the least size: sizes are rounded when fonts are loaded
TALL = 100_000.0  # the board's height does not matter: the map lies at its top


@cache
def _wide_pictures() -> tuple[tuple[Box, float], ...]:
    """Each continent's focus picture wider than a phone, with the least text size in it."""
    found = []
    for cid in world().continents:
        box = focus_box((board_width(), TALL), [continent_box(cid)])
        width = box[2] - box[0]
        if width > PHONE_WIDTH:
            found.append((box, SMALLEST_TEXT * width / PHONE_WIDTH * SLACK))
    return tuple(found)


def floor_at(point: Point) -> float:
    """The least size of text drawn at ``point`` (on the board)."""
    x, y = point
    return max(
        (least for (lf, tp, rt, bt), least in _wide_pictures() if lf <= x <= rt and tp <= y <= bt),
        default=0.0,
    )


def floor_on_map(points: Iterable[Point]) -> float:
    """The least size of text drawn at any of ``points`` (on the map: the map's own
    coordinates)."""
    ox, oy = MAP_AT
    return max((floor_at((ox + x, oy + y)) for x, y in points), default=0.0)
