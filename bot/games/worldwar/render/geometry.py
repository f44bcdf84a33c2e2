"""Where the parts of the World War board lie: the margins, the header's height, the map's
place on the picture, and each continent's box there. Kept apart from the drawing modules so
that the map, the pieces and the board's areas all read the same numbers."""

from __future__ import annotations

from functools import cache

from bot.games.worldwar.engine.content.map import world
from bot.render.canvas import Box, Point

MARGIN = 16.0
HEADER_H = 58.0
MAP_GAP = 6.0  # between the header and the map
SEATS_GAP = 12.0  # between the map and the armies' cards

MAP_AT: Point = (MARGIN, MARGIN + HEADER_H + MAP_GAP)  # where the map's (0, 0) lies


def board_width() -> float:
    return world().width + 2 * MARGIN


@cache
def continent_box(cid: str) -> Box:
    """A continent's land on the picture: the box its focus picture is cut round (its names'
    labels lie within it, or within the picture's margin round it)."""
    ox, oy = MAP_AT
    game_map = world()
    corners = [
        point
        for tid in game_map.continents[cid].territories
        for point in game_map.territories[tid].polygon
    ]
    return (
        ox + min(x for x, _ in corners),
        oy + min(y for _, y in corners),
        ox + max(x for x, _ in corners),
        oy + max(y for _, y in corners),
    )
