"""Each region's outline as one polygon on the map (issue 26): what a marked region is ringed
with, and whose bounds are the region's box on the board.

The map's shapes (``engine.maps.shapes``) are hex cells, neighbours sharing their points
exactly; a region's outline is the sides of its cells that no other cell of the region shares,
chained into a loop, and cut to the map's frame (cells at the edge overhang it). It depends
only on the player count, so each map's outlines are worked out once.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot.games.smallworld.engine.maps import load_layout
from bot.games.smallworld.engine.maps.shapes import Point, board_shapes

Polygon = tuple[Point, ...]


@cache
def region_outlines(players: int) -> dict[int, Polygon]:
    """Every region's outline in map units (cell radii, the frame's corner at (0, 0))."""
    layout = load_layout(players)
    shapes = board_shapes(players)
    sides: dict[int, dict[Point, list[Point]]] = {}
    counted: dict[int, set[tuple[Point, Point]]] = {}
    for cell, polygon in shapes.cell_polygons.items():
        rid = layout.cells[cell]
        edges = counted.setdefault(rid, set())
        for index, start in enumerate(polygon):
            end = polygon[(index + 1) % len(polygon)]
            if (end, start) in edges:  # two cells of one region share this side
                edges.discard((end, start))
            else:
                edges.add((start, end))
    for rid, edges in counted.items():
        onward = sides.setdefault(rid, {})
        for start, end in edges:
            onward.setdefault(start, []).append(end)
    frame = (0.0, 0.0, shapes.width, shapes.height)
    return {rid: _clip(_outer_loop(onward), frame) for rid, onward in sides.items()}


def _outer_loop(onward: dict[Point, list[Point]]) -> Polygon:
    """The longest loop the region's outer sides make (a region round a lake has two)."""
    left = {start: list(ends) for start, ends in onward.items()}
    loops: list[list[Point]] = []
    for start in list(left):
        while left.get(start):
            loop = [start]
            point = left[start].pop()
            while point != start and left.get(point):
                loop.append(point)
                point = left[point].pop()
            loops.append(loop)

    def size(loop: list[Point]) -> float:
        return abs(_area(loop))

    best: list[Point] = max(loops, key=size)
    return tuple(best)


def _area(points: Sequence[Point]) -> float:
    return 0.5 * sum(
        x0 * y1 - x1 * y0
        for (x0, y0), (x1, y1) in zip(points, [*points[1:], points[0]], strict=True)
    )


def _clip(polygon: Polygon, frame: tuple[float, float, float, float]) -> Polygon:
    """The polygon cut to a rectangle (Sutherland-Hodgman, one edge of the frame at a time)."""
    points = list(polygon)
    left, top, right, bottom = frame
    edges = (
        (0, left, True),
        (1, top, True),
        (0, right, False),
        (1, bottom, False),
    )
    for axis, limit, keep_above in edges:
        if not points:
            break

        def inside(
            point: Point, axis: int = axis, limit: float = limit, up: bool = keep_above
        ) -> bool:
            return point[axis] >= limit if up else point[axis] <= limit

        clipped: list[Point] = []
        for index, current in enumerate(points):
            previous = points[index - 1]
            if inside(current):
                if not inside(previous):
                    clipped.append(_crossing(previous, current, axis, limit))
                clipped.append(current)
            elif inside(previous):
                clipped.append(_crossing(previous, current, axis, limit))
        points = clipped
    return tuple(points)


def _crossing(a: Point, b: Point, axis: int, limit: float) -> Point:
    share = (limit - a[axis]) / (b[axis] - a[axis])
    x, y = a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share
    return (limit, y) if axis == 0 else (x, limit)
