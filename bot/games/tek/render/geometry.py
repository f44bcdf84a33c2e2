"""Where things lie: the hex flower of a territory card, the cards on the map and the size of
the map for each number of cards.

A card's seven regions are pointy-top hexes laid out 2-3-2 (see the game's rules.md):

      1   2
    3   4   5
      6   7

Region 4 sits in the middle and the other six around it, so the twelve pairs that touch are
exactly the contract's. All sizes are logical pixels of the final picture.
"""

from __future__ import annotations

import math
from functools import cache

Point = tuple[float, float]
Edge = tuple[Point, Point]

R = 62.0  # a region's radius (centre to corner)
HEX_W = math.sqrt(3) * R  # a region's width (flat side to flat side)
STEP_Y = 1.5 * R  # from one row of regions to the next

# Where each region's centre lies from the flower's centre.
OFFSETS: dict[int, Point] = {
    1: (-HEX_W / 2, -STEP_Y),
    2: (HEX_W / 2, -STEP_Y),
    3: (-HEX_W, 0.0),
    4: (0.0, 0.0),
    5: (HEX_W, 0.0),
    6: (-HEX_W / 2, STEP_Y),
    7: (HEX_W / 2, STEP_Y),
}
# The six directions, one per edge: edge k runs from corner k to corner k+1.
DIRECTIONS: tuple[Point, ...] = (
    (HEX_W, 0.0),  # 0: east
    (HEX_W / 2, STEP_Y),  # 1: south-east
    (-HEX_W / 2, STEP_Y),  # 2: south-west
    (-HEX_W, 0.0),  # 3: west
    (-HEX_W / 2, -STEP_Y),  # 4: north-west
    (HEX_W / 2, -STEP_Y),  # 5: north-east
)

# A territory card: a frame around the flower with a name band on top.
CARD_PAD = 16.0  # from the flower's widest points to the card's frame
BAND_H = 36.0  # the band with the owner's name
CARD_W = 3 * HEX_W + 2 * CARD_PAD
CARD_H = BAND_H + 5 * R + 2 * CARD_PAD
CARD_GAP = 22.0  # between two cards
CARD_RADIUS = 14.0
SHADOW = (3.0, 4.0)  # a card's drop shadow
# The flower's centre from the card's top-left corner.
FLOWER_CENTRE: Point = (CARD_W / 2, BAND_H + CARD_PAD + 2.5 * R)


def hex_corners(centre: Point, radius: float = R) -> list[Point]:
    """The six corners of a pointy-top hex, clockwise from its upper right (corner k and k+1
    bound edge k, which faces ``DIRECTIONS[k]``)."""
    x, y = centre
    corners = []
    for k in range(6):
        angle = math.radians(60 * k - 30)
        corners.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    return corners


def _key(point: Point) -> tuple[int, int]:
    return round(point[0]), round(point[1])


@cache
def neighbours() -> dict[int, dict[int, int]]:
    """For each region, the region beyond each of its edges (edge index -> region)."""
    at = {_key(offset): n for n, offset in OFFSETS.items()}
    found: dict[int, dict[int, int]] = {}
    for n, (x, y) in OFFSETS.items():
        found[n] = {}
        for k, (dx, dy) in enumerate(DIRECTIONS):
            other = at.get(_key((x + dx, y + dy)))
            if other is not None:
                found[n][k] = other
    return found


def edge_between(a: int, b: int) -> int | None:
    """The index of region ``a``'s edge that it shares with ``b`` (None if they do not touch)."""
    for k, other in neighbours()[a].items():
        if other == b:
            return k
    return None


def outer_edges(n: int) -> list[int]:
    """Region ``n``'s edges on the flower's rim, in clockwise order and unbroken (the middle
    region has none)."""
    inner = neighbours()[n]
    outer = [k for k in range(6) if k not in inner]
    if not outer or len(outer) == 6:
        return outer
    # start just after an inner edge, so that the run does not wrap around the list
    start = next(k for k in range(6) if k in inner and (k + 1) % 6 not in inner)
    return [(start + 1 + i) % 6 for i in range(6) if (start + 1 + i) % 6 in outer]


def edge_points(centre: Point, k: int, radius: float = R) -> Edge:
    corners = hex_corners(centre, radius)
    return corners[k], corners[(k + 1) % 6]


def rows_for(cards: int) -> list[int]:
    """How many cards stand in each row of the map: two rows once there are three or more."""
    if cards <= 2:
        return [cards]
    top = (cards + 1) // 2
    return [top, cards - top]


def map_size(cards: int) -> tuple[float, float]:
    rows = rows_for(max(1, cards))
    widest = max(rows)
    return (
        widest * CARD_W + (widest - 1) * CARD_GAP,
        len(rows) * CARD_H + (len(rows) - 1) * CARD_GAP,
    )


def card_origins(cards: int, origin: Point = (0.0, 0.0)) -> list[Point]:
    """The top-left corner of each card (slot order), rows centred on the widest one."""
    width, _height = map_size(cards)
    spots: list[Point] = []
    y = origin[1]
    for count in rows_for(max(1, cards)):
        row_w = count * CARD_W + (count - 1) * CARD_GAP
        x = origin[0] + (width - row_w) / 2
        for _ in range(count):
            spots.append((x, y))
            x += CARD_W + CARD_GAP
        y += CARD_H + CARD_GAP
    return spots[:cards]


def region_centre(card_origin: Point, n: int) -> Point:
    """The centre of region ``n`` (1-7) of the card whose top-left corner is ``card_origin``."""
    dx, dy = OFFSETS[n]
    return (card_origin[0] + FLOWER_CENTRE[0] + dx, card_origin[1] + FLOWER_CENTRE[1] + dy)
