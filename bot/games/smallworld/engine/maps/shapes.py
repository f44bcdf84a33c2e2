"""Region outlines for drawing a map: smooth-ish polygons derived from the hex cells.

Every hex side is split at its midpoint, so a cell is a 12-point polygon. Points are keyed by
integer coordinates (an eighth of a cell's width across, an eighth of its radius down), so
neighbouring cells share their points exactly. The points on a border between two regions are
then relaxed towards their neighbours along that border; junctions (where three regions meet)
and the map's outer frame stay put. Because every cell polygon reads the same relaxed points,
the regions still tile the board with neither gaps nor overlaps, and the zig-zag of hex sides
turns into gentle curves.

Coordinates are in units of the hex radius (corner to centre); the frame's top-left is (0, 0).
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from functools import cache

from bot.games.smallworld.engine.maps import Layout, load_layout
from bot.games.smallworld.engine.maps.grid import Cell, cell_neighbours, on_border

Point = tuple[float, float]
Key = tuple[int, int]

# A pointy-top cell's corners in key units around its centre, clockwise from the top.
_CORNERS: tuple[Key, ...] = ((0, -8), (4, -4), (4, 4), (0, 8), (-4, 4), (-4, -4))
_X_UNIT = math.sqrt(3) / 8  # corner offsets of 4 units are half a cell's width
_Y_UNIT = 1 / 8  # and 8 units are its radius
_RELAX_ROUNDS = 6
_FRAME_CLEARANCE = 0.85  # in cell radii


@dataclass(frozen=True)
class Border:
    """A stretch of border between two regions (``b`` is 0 for the map's outer frame)."""

    a: int
    b: int
    points: tuple[Point, ...]


@dataclass(frozen=True)
class BoardShapes:
    width: float
    height: float
    cell_polygons: dict[Cell, tuple[Point, ...]]
    cell_centres: dict[Cell, Point]
    borders: tuple[Border, ...]
    anchors: dict[int, tuple[Point, ...]]  # places for labels and counters, roomiest first


def _centre_key(cell: Cell) -> Key:
    col, row = cell
    return (8 * col + 4 * (row % 2) + 4, 12 * row + 8)


def _ring(cell: Cell) -> list[Key]:
    """The 12 keyed points of a cell: corner, side midpoint, corner, …"""
    cx, cy = _centre_key(cell)
    corners = [(cx + dx, cy + dy) for dx, dy in _CORNERS]
    ring: list[Key] = []
    for index, corner in enumerate(corners):
        following = corners[(index + 1) % 6]
        ring.append(corner)
        ring.append(((corner[0] + following[0]) // 2, (corner[1] + following[1]) // 2))
    return ring


def _side_owners(layout: Layout) -> dict[frozenset[Key], list[int]]:
    """Every half-side of every cell, with the regions on either side of it."""
    owners: dict[frozenset[Key], list[int]] = defaultdict(list)
    for cell, rid in layout.cells.items():
        ring = _ring(cell)
        for index, point in enumerate(ring):
            owners[frozenset((point, ring[(index + 1) % 12]))].append(rid)
    return owners


def _frame(layout: Layout) -> tuple[float, float, float, float]:
    """The cropping frame in key units: half of the outer cells, no ragged hex edge."""
    return 4.0, 4.0, 8.0 * layout.cols, 12.0 * layout.rows


def _relax(
    positions: dict[Key, Point], links: dict[Key, set[Key]], fixed: set[Key]
) -> dict[Key, Point]:
    for _ in range(_RELAX_ROUNDS):
        moved = dict(positions)
        for key, around in links.items():
            if key in fixed or len(around) != 2:
                continue
            first, second = (positions[other] for other in around)
            x, y = positions[key]
            moved[key] = (
                0.5 * x + 0.25 * (first[0] + second[0]),
                0.5 * y + 0.25 * (first[1] + second[1]),
            )
        positions = moved
    return positions


def _chains(links: dict[Key, set[Key]], stops: set[Key]) -> list[list[Key]]:
    """Split the border graph into paths that run from stop to stop (or close on themselves)."""
    seen: set[frozenset[Key]] = set()
    chains: list[list[Key]] = []
    starts = [key for key in links if key in stops] + [key for key in links if key not in stops]
    for start in starts:
        for first in sorted(links[start]):
            edge = frozenset((start, first))
            if edge in seen:
                continue
            seen.add(edge)
            chain = [start, first]
            while chain[-1] not in stops and chain[-1] != start:
                onward = [k for k in links[chain[-1]] if frozenset((chain[-1], k)) not in seen]
                if not onward:
                    break
                seen.add(frozenset((chain[-1], onward[0])))
                chain.append(onward[0])
            chains.append(chain)
    return chains


def _anchors(
    layout: Layout, rid: int, centres: dict[Cell, Point], size: Point
) -> tuple[Point, ...]:
    """A region's cells, roomiest first: far from other regions, then near the middle.

    Cells that the frame cuts in half are left out (unless the region has nothing else).
    """

    def inside(cell: Cell) -> bool:
        x, y = centres[cell]
        return min(x, y, size[0] - x, size[1] - y) > _FRAME_CLEARANCE

    own = {cell for cell in layout.cells_of(rid) if inside(cell)} or set(layout.cells_of(rid))
    depth: dict[Cell, int] = {}
    frontier = [
        cell
        for cell in own
        if on_border(cell, layout.cols, layout.rows)
        or any(layout.cells[o] != rid for o in cell_neighbours(cell, layout.cols, layout.rows))
    ]
    for cell in frontier:
        depth[cell] = 0
    level = 0
    while frontier:
        level += 1
        frontier = [
            other
            for cell in frontier
            for other in cell_neighbours(cell, layout.cols, layout.rows)
            if other in own and other not in depth
        ]
        for cell in frontier:
            depth.setdefault(cell, level)
    mx = sum(centres[c][0] for c in own) / len(own)
    my = sum(centres[c][1] for c in own) / len(own)
    best = max(own, key=lambda c: (depth[c], -math.dist(centres[c], (mx, my))))
    rest = sorted(
        own - {best},
        key=lambda c: (math.dist(centres[c], centres[best]) - 0.6 * depth[c], centres[c]),
    )
    return tuple(centres[cell] for cell in [best, *rest])


@cache
def board_shapes(players: int) -> BoardShapes:
    layout = load_layout(players)
    left, top, right, bottom = _frame(layout)

    def place(key: Key) -> Point:
        return ((key[0] - left) * _X_UNIT, (key[1] - top) * _Y_UNIT)

    owners = _side_owners(layout)
    links: dict[Key, set[Key]] = defaultdict(set)
    fixed: set[Key] = set()
    pairs: dict[frozenset[Key], tuple[int, int]] = {}
    for side, regions in owners.items():
        if len(regions) == 1:  # the grid's outer outline
            fixed.update(side)
            continue
        a, b = regions
        if a != b:
            first, second = tuple(side)
            links[first].add(second)
            links[second].add(first)
            pairs[side] = (min(a, b), max(a, b))
    junctions = {key for key, around in links.items() if len(around) != 2}
    positions = {key: place(key) for side in owners for key in side}
    positions = _relax(positions, links, fixed | junctions)

    borders = []
    for chain in _chains(links, fixed | junctions):
        a, b = pairs[frozenset(chain[:2])]
        borders.append(Border(a, b, tuple(positions[key] for key in chain)))

    polygons = {cell: tuple(positions[key] for key in _ring(cell)) for cell in layout.cells}
    centres = {cell: place(_centre_key(cell)) for cell in layout.cells}
    size = ((right - left) * _X_UNIT, (bottom - top) * _Y_UNIT)
    anchors = {
        rid: _anchors(layout, rid, centres, size) for rid in sorted(set(layout.cells.values()))
    }
    return BoardShapes(
        width=size[0],
        height=size[1],
        cell_polygons=polygons,
        cell_centres=centres,
        borders=tuple(borders),
        anchors=anchors,
    )
