"""The printed territory cards: each face a hex flower of seven regions in their terrain's
colour with a drawn texture, the region numbers players type, the capital's crown, rivers
(a blue line of water), cliffs (a dark jagged line) and the sea along sealed regions' rims.

A face looks the same whatever happens on it, so each is drawn once (at the drawing scale, with
its card frame and shadow) and cached; a board pastes the cards and draws the pieces over them.
The faces are read from the view (regions and borders), so the picture shows what the engine
plays; only a card still face down shows both its faces as the engine's content module has them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image

from bot.engine.base import View
from bot.games.tek.engine.content import TERRAINS, cards
from bot.games.tek.render.geometry import (
    BAND_H,
    CARD_H,
    CARD_RADIUS,
    CARD_W,
    FLOWER_CENTRE,
    OFFSETS,
    SHADOW,
    R,
    edge_between,
    edge_points,
    hex_corners,
    neighbours,
    outer_edges,
)
from bot.games.tek.render.icons import crown, terrain_symbol
from bot.games.tek.render.palette import COLOURS as C
from bot.games.tek.render.palette import seat_colour
from bot.render.canvas import Canvas, Point
from bot.render.palette import BLACK, RGB, WHITE, mix

# Where a region's texture is drawn (in region radii from its centre), clear of its number
# plate (top), its pieces (middle) and its exploration token (bottom).
MOTIF_SPOTS: tuple[Point, ...] = ((-0.56, -0.16), (0.56, -0.16), (-0.36, 0.56), (0.36, 0.56))
MOTIF_SIZE = 0.17 * R
NUMBER_AT: Point = (0.0, -0.58)  # the number plate, in region radii from the centre
CROWN_AT: Point = (-0.46, -0.5)
NUMBER_SIZE = 20.0
SEA_WIDTH = 10.0  # the band of sea along a sealed region's rim


@dataclass(frozen=True)
class Face:
    """What a card face prints, as read from the view: enough to draw it and to cache it."""

    slot: int
    owner: int | None
    terrain: tuple[str, ...]  # regions 1-7
    capital: int | None
    sealed: tuple[int, ...]
    rivers: tuple[tuple[int, int], ...]
    cliffs: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Back:
    """A card whose side is not chosen yet: both its faces are shown small."""

    slot: int
    owner: int | None
    card: str


def faces(view: View) -> list[Face | Back]:
    """Every slot's card as the view shows it: a face, or its back while the side is open."""
    slots = list(view.get("slots") or [])
    by_slot: dict[int, dict[int, dict[str, object]]] = {}
    for region in view.get("regions") or []:
        slot, n = int(region["slot"]), int(region["n"])
        by_slot.setdefault(slot, {})[n] = region
    borders: dict[int, dict[str, list[tuple[int, int]]]] = {}
    for a, b, kind in view.get("borders") or []:
        if kind in ("river", "cliff") and int(a) // 10 == int(b) // 10:
            pair = (min(int(a), int(b)) % 10, max(int(a), int(b)) % 10)
            borders.setdefault(int(a) // 10, {}).setdefault(str(kind), []).append(pair)
    cards: list[Face | Back] = []
    for slot, info in enumerate(slots):
        owner = info.get("owner")
        owner = None if owner is None else int(owner)
        regions = by_slot.get(slot, {})
        if (
            info.get("face") is None
            or len(regions) < 7
            or not all(regions[n].get("terrain") for n in regions)
        ):
            cards.append(Back(slot, owner, str(info.get("card"))))
            continue
        capital = next((n for n, region in regions.items() if region.get("capital")), None)
        kinds = borders.get(slot, {})
        cards.append(
            Face(
                slot=slot,
                owner=owner,
                terrain=tuple(str(regions[n]["terrain"]) for n in range(1, 8)),
                capital=capital,
                sealed=tuple(sorted(n for n, region in regions.items() if region.get("sealed"))),
                rivers=tuple(sorted(kinds.get("river", []))),
                cliffs=tuple(sorted(kinds.get("cliff", []))),
            )
        )
    return cards


def band_colour(owner: int | None) -> RGB:
    """The colour of a card's name band: its owner's, or grey for the Lost Kingdom."""
    return seat_colour(-1 if owner is None else owner)


def _card_frame(canvas: Canvas, owner: int | None) -> None:
    box = (0.0, 0.0, CARD_W, CARD_H)
    canvas.shadow(box, SHADOW, CARD_RADIUS, mix(C.paper, C.shadow, 0.28))
    canvas.rect(box, fill=C.card, outline=C.card_edge, width=2, radius=CARD_RADIUS)
    colour = band_colour(owner)
    canvas.rect((1, 1, CARD_W - 1, BAND_H), fill=colour, radius=CARD_RADIUS - 1)
    canvas.rect((1, BAND_H - CARD_RADIUS, CARD_W - 1, BAND_H), fill=colour)
    canvas.line([(1, BAND_H), (CARD_W - 1, BAND_H)], mix(colour, BLACK, 0.35), 1.5)


def _new_layer() -> Canvas:
    return Canvas(CARD_W + SHADOW[0] + 1, CARD_H + SHADOW[1] + 1, C)


@lru_cache(maxsize=20)
def card_layer(card: Face | Back) -> Image.Image:
    """A card with its frame, shadow and band colour (the band's words are drawn per view),
    at the drawing scale; its top-left corner is the card's."""
    canvas = _new_layer()
    _card_frame(canvas, card.owner)
    if isinstance(card, Back):
        _draw_back(canvas, card)
    else:
        _draw_face(canvas, card)
    return canvas.image


def centre_of(n: int, flower: Point = FLOWER_CENTRE, radius: float = R) -> Point:
    """Region ``n``'s centre in a flower centred on ``flower`` (by default: on its card, from
    the card's top-left corner) whose regions are ``radius`` large."""
    dx, dy = OFFSETS[n]
    return (flower[0] + dx * radius / R, flower[1] + dy * radius / R)


def local(n: int, at: Point, flower: Point = FLOWER_CENTRE, radius: float = R) -> Point:
    """A point given in region radii from region ``n``'s centre."""
    x, y = centre_of(n, flower, radius)
    return (x + at[0] * radius, y + at[1] * radius)


def _draw_face(
    canvas: Canvas, face: Face, flower: Point = FLOWER_CENTRE, radius: float = R
) -> None:
    """A face's hex flower: sea, terrain and texture, borders, rivers and cliffs, numbers."""
    k_size = radius / R
    for n in face.sealed:
        _sea(canvas, n, flower, radius)
    for n in range(1, 8):
        terrain = face.terrain[n - 1]
        colour = C.terrain.get(terrain, C.paper_dark)
        centre = centre_of(n, flower, radius)
        canvas.polygon(hex_corners(centre, radius), mix(colour, C.ink, 0.14))
        canvas.polygon(hex_corners(centre, radius - 5 * k_size), colour)
        for spot in MOTIF_SPOTS if k_size > 0.6 else MOTIF_SPOTS[2:]:
            terrain_symbol(canvas, terrain, local(n, spot, flower, radius), MOTIF_SIZE * k_size)
    special = {pair: "river" for pair in face.rivers} | {pair: "cliff" for pair in face.cliffs}
    for a, others in neighbours().items():
        for k, b in others.items():
            if a < b and (a, b) not in special:
                edge = edge_points(centre_of(a, flower, radius), k, radius)
                canvas.line(list(edge), C.border, 1.6 * max(0.7, k_size))
    for n in range(1, 8):
        for k in outer_edges(n):
            edge = edge_points(centre_of(n, flower, radius), k, radius)
            canvas.line(list(edge), C.ink, 2.6 * max(0.7, k_size))
    for (a, b), kind in special.items():
        shared = edge_between(a, b)
        if shared is None:
            continue
        start, end = edge_points(centre_of(a, flower, radius), shared, radius)
        if kind == "river":
            river(canvas, start, end, 8 * k_size)
        else:
            cliff(canvas, start, end, centre_of(a, flower, radius), 4 * k_size)
    for n in range(1, 8):
        at = local(n, NUMBER_AT, flower, radius)
        _number(canvas, face.slot * 10 + n, at, n == face.capital, k_size)


def _along(start: Point, end: Point, steps: int, amplitude: float, waves: float) -> list[Point]:
    """Points along a segment, pushed sideways by a sine of ``waves`` periods."""
    (x0, y0), (x1, y1) = start, end
    length = math.dist(start, end)
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length
    points = []
    for i in range(steps + 1):
        share = i / steps
        push = amplitude * math.sin(share * waves * 2 * math.pi)
        points.append((x0 + (x1 - x0) * share + nx * push, y0 + (y1 - y0) * share + ny * push))
    return points


def river(canvas: Canvas, start: Point, end: Point, width: float = 8.0) -> None:
    """A river along a border: a winding band of water with a light current in it."""
    # from just inside one corner to just inside the other, so it reads as running water
    line = _along(start, end, 16, width * 0.28, 1.5)
    canvas.line(line, mix(C.water, BLACK, 0.25), width + 2.5, joint="curve")
    canvas.line(line, C.water, width, joint="curve")
    canvas.line(
        _along(start, end, 16, width * 0.28, 1.5)[2:-2], C.water_light, width * 0.28, joint="curve"
    )


def cliff(canvas: Canvas, start: Point, end: Point, inside: Point, width: float = 4.0) -> None:
    """A cliff along a border: a dark jagged ridge with teeth on one side."""
    (x0, y0), (x1, y1) = start, end
    length = math.dist(start, end)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy, ux
    if (inside[0] - x0) * nx + (inside[1] - y0) * ny < 0:  # teeth into region a
        nx, ny = -nx, -ny
    canvas.line([start, end], C.cliff_light, width + 3)
    teeth = 7
    points: list[Point] = []
    for i in range(teeth * 2 + 1):
        share = i / (teeth * 2)
        reach = (width * 1.6) * (i % 2)
        points.append((x0 + (x1 - x0) * share + nx * reach, y0 + (y1 - y0) * share + ny * reach))
    canvas.polygon([start, *points, end], C.cliff)
    canvas.line([start, end], C.cliff, width)


def _sea(canvas: Canvas, n: int, flower: Point = FLOWER_CENTRE, radius: float = R) -> None:
    """The band of water beyond a sealed region's rim, with a wave in it."""
    edges = outer_edges(n)
    if not edges:
        return
    centre = centre_of(n, flower, radius)
    band = SEA_WIDTH * radius / R
    apothem = radius * math.sqrt(3) / 2
    corners = hex_corners(centre, radius * (apothem + band / 2) / apothem)
    chain = [corners[edges[0]]] + [corners[(k + 1) % 6] for k in edges]
    canvas.line(chain, C.water, band, joint="curve")
    for point in (chain[0], chain[-1]):
        canvas.circle(point, band / 2, fill=C.water)
    if radius < R * 0.8:
        return
    for k in edges:
        start, end = corners[k], corners[(k + 1) % 6]
        a = (start[0] + (end[0] - start[0]) * 0.12, start[1] + (end[1] - start[1]) * 0.12)
        b = (start[0] + (end[0] - start[0]) * 0.88, start[1] + (end[1] - start[1]) * 0.88)
        canvas.line(_along(a, b, 12, 1.8, 2.5), WHITE, 1.4, joint="curve")


def _plate_half(canvas: Canvas, label: str, k_size: float) -> float:
    size = NUMBER_SIZE * max(0.6, k_size)
    return max(14.0 * k_size, canvas.text_width(label, size, True) / 2 + 7 * k_size)


def crown_at(canvas: Canvas, rid: int, plate: Point, k_size: float = 1.0) -> tuple[Point, float]:
    """Where a capital's crown sits (left of its number plate centred on ``plate``), and its
    size."""
    half = _plate_half(canvas, str(rid), k_size)
    return (plate[0] - half - 12.5 * k_size, plate[1] - 1), 9.5 * max(0.6, k_size)


def _number(canvas: Canvas, rid: int, at: Point, capital: bool, k_size: float = 1.0) -> None:
    """The region's id on a pale plate (gold for the capital, with its crown beside it)."""
    label = str(rid)
    x, y = at
    size = NUMBER_SIZE * max(0.6, k_size)
    half = _plate_half(canvas, label, k_size)
    tall = 12 * max(0.65, k_size)
    box = (x - half, y - tall, x + half, y + tall)
    plate = mix(C.capital, WHITE, 0.45) if capital else C.number_plate
    width = 1.4 * max(0.7, k_size)
    canvas.rect(box, fill=plate, outline=C.border, width=width, radius=7 * k_size)
    canvas.text((x, y + 0.5), label, size, C.ink, True)
    if capital:
        spot, s = crown_at(canvas, rid, at, k_size)
        crown(canvas, spot, s, C.capital)


# Where the two faces of a card whose side is still open are shown, small.
MINI_R = 29.0
MINI_CENTRES: tuple[Point, Point] = (
    (CARD_W / 4 + 4, BAND_H + 94 + 2.5 * MINI_R),
    (3 * CARD_W / 4 - 4, BAND_H + 94 + 2.5 * MINI_R),
)
SIDE_LABEL_Y = BAND_H + 72  # the "Side 1" / "Side 2" labels above them


def _draw_back(canvas: Canvas, back: Back) -> None:
    """A card whose owner is still choosing its side: both faces, small, side by side."""
    faces = content_faces(back.card)
    for index, face in enumerate(faces[:2]):
        shown = Face(
            back.slot, back.owner, face.terrain, face.capital, face.sealed, face.rivers, face.cliffs
        )
        _draw_face(canvas, shown, MINI_CENTRES[index], MINI_R)


@cache
def content_faces(card: str) -> list[Face]:
    """A card's two faces as the engine's content prints them (for a card still face down)."""
    return [
        Face(
            slot=0,
            owner=None,
            terrain=tuple(TERRAINS[letter] for letter in face["terrain"]),
            capital=int(face["capital"]),
            sealed=tuple(sorted(int(n) for n in face.get("sealed", []))),
            rivers=tuple(sorted((min(a, b), max(a, b)) for a, b in face.get("river", []))),
            cliffs=tuple(sorted((min(a, b), max(a, b)) for a, b in face.get("cliff", []))),
        )
        for face in cards().get(card, [])
    ]
