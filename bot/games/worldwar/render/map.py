"""The printed world map: the sea with its graticule, the sea links as dashed lines (Alaska and
the Far East meet across the map's left and right edges), the land in its continents' tints
with coasts and territory borders, each territory's name with its economic value, and the
legend's panel of continent bonuses.

The map is the same in every game, so it is drawn once per locale (at the drawing scale) and
cached; so are the id map (each pixel: the territory it lies in) and the mask of the band
inside each territory's border, cut per territory, through which a board paints every
territory's owner colour. All the geometry comes from the engine's map content (``world()``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from bot.games.worldwar.engine.content.map import Territory, WorldMap, world
from bot.games.worldwar.render.legend import draw_printed
from bot.games.worldwar.render.palette import COLOURS as C
from bot.games.worldwar.render.palette import continent_colour
from bot.games.worldwar.render.readable import floor_on_map
from bot.games.worldwar.render.words import territory_name
from bot.render.canvas import SCALE, Canvas, Point
from bot.render.drawn_text import Drawn, note, recording
from bot.render.palette import RGB, mix
from bot.render.text import Typeface

BAND = 7.0  # the owner's band inside a territory's border
LABEL_SIZE = 12.5
VALUE_R = 8.0  # the disc of the economic value after the name
GRID = 100.0  # graticule spacing
DASH, GAP = 7.0, 5.0  # sea links


@dataclass(frozen=True)
class Label:
    """Where a territory's name and value are written (map coordinates)."""

    name_at: Point  # the middle of the name
    value_at: Point  # the centre of the value's disc
    box: tuple[float, float, float, float]  # the whole label, for the owner band to avoid
    value_size: float = 9.5  # the value's digits
    value_r: float = VALUE_R  # its disc


def the_map() -> WorldMap:
    return world()


def index_of() -> dict[str, int]:
    """Each territory's number in the id map (1, 2, …; 0 is the sea)."""
    return {tid: number for number, tid in enumerate(the_map().territories, start=1)}


# --- labels ---------------------------------------------------------------------------------


@lru_cache(maxsize=8)
def labels(locale: str) -> dict[str, tuple[str, float, Label]]:
    """Each territory's name as printed (shrunk to fit its land), its size and its place.
    Inside a wide continent's focus picture the name and the value are never smaller than
    that picture needs (``readable``): Asia's and North America's labels are larger."""
    face = Typeface(locale, SCALE)
    return {
        tid: _label(face, territory, territory_name(locale, tid))
        for tid, territory in the_map().territories.items()
    }


def _label(face: Typeface, territory: Territory, name: str) -> tuple[str, float, Label]:
    """A territory's label: laid out, then again with the least sizes where its name and
    value landed, until they stay put (a larger disc moves the name, rarely twice)."""
    value = str(territory.value)
    usual = 9.5 if len(value) < 2 else 9.0  # the value's digits fill its disc
    x, y = territory.label
    room = max(120.0, _width_at(territory, y) - 2 * BAND - 2 * VALUE_R - 10)
    name_least, value_least = 0.0, 0.0
    for _ in range(4):
        least = max(9.0, name_least)
        shown, size = face.fit_line(name, max(LABEL_SIZE, least), room, True, least)
        width = face.width(shown, size, True)
        value_size = max(usual, value_least)
        radius = max(VALUE_R, value_size * 0.84)
        total = width + 3 + 2 * radius
        left = x - total / 2
        name_at, value_at = (left + width / 2, y), (left + width + 3 + radius, y)
        needs = floor_on_map([name_at]), floor_on_map([value_at])
        if needs[0] <= name_least and needs[1] <= value_least:
            break
        name_least, value_least = max(name_least, needs[0]), max(value_least, needs[1])
    half = max(9.0, radius + 1, size * 0.72)
    box = (left - 2, y - half, left + total + 2, y + half)
    return shown, size, Label(name_at, value_at, box, value_size, radius)


def _width_at(territory: Territory, y: float) -> float:
    """How wide the territory's outline is along the line ``y`` (the widest crossing)."""
    xs = []
    corners = list(territory.polygon)
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1], strict=True):
        if (y1 > y) != (y2 > y):
            xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    xs.sort()
    spans = [b - a for a, b in zip(xs[::2], xs[1::2], strict=False)]
    return max(spans, default=0.0)


# --- sea links ------------------------------------------------------------------------------


def route_segments() -> list[tuple[Point, Point, bool]]:
    """Each sea link as a segment between the two centres (drawn under the land, so only the
    water shows); a link across the edge is two segments, each leaving the map. The flag says
    the segment runs off the map."""
    game_map = the_map()
    segments: list[tuple[Point, Point, bool]] = []
    for route in game_map.sea_routes:
        a, b = (game_map.territories[tid].centre for tid in route.between)
        if not route.wraps:
            segments.append((a, b, False))
            continue
        west, east = (a, b) if a[0] < b[0] else (b, a)
        segments.append((west, (east[0] - game_map.width, east[1]), True))
        segments.append((east, (west[0] + game_map.width, west[1]), True))
    return segments


def wrap_ends() -> list[tuple[str, Point, str]]:
    """Where a wrapping link meets the map's edge: (the territory it leads to, the point on the
    edge, "west" or "east")."""
    game_map = the_map()
    ends = []
    for route in game_map.sea_routes:
        if not route.wraps:
            continue
        a, b = route.between
        ca, cb = game_map.territories[a].centre, game_map.territories[b].centre
        (west_id, west), (east_id, east) = sorted(((a, ca), (b, cb)), key=lambda item: item[1][0])
        far_east = (east[0] - game_map.width, east[1])
        share = west[0] / (west[0] - far_east[0])
        y_west = west[1] + (far_east[1] - west[1]) * share
        ends.append((east_id, (0.0, y_west), "west"))
        far_west = (west[0] + game_map.width, west[1])
        share = (game_map.width - east[0]) / (far_west[0] - east[0])
        y_east = east[1] + (far_west[1] - east[1]) * share
        ends.append((west_id, (float(game_map.width), y_east), "east"))
    return ends


def _dashed(canvas: Canvas, a: Point, b: Point, colour: RGB, width: float) -> None:
    length = math.dist(a, b)
    if length == 0:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    pos = 0.0
    while pos < length:
        end = min(pos + DASH, length)
        canvas.line(
            [(a[0] + ux * pos, a[1] + uy * pos), (a[0] + ux * end, a[1] + uy * end)], colour, width
        )
        pos += DASH + GAP


# --- the cached layers -----------------------------------------------------------------------


@lru_cache(maxsize=1)
def id_map() -> Image.Image:
    """The map at the drawing scale: each pixel holds its territory's number (0: the sea)."""
    game_map = the_map()
    image = Image.new("L", (game_map.width * SCALE, game_map.height * SCALE), 0)
    draw = ImageDraw.Draw(image)
    for tid, number in index_of().items():
        polygon = game_map.territories[tid].polygon
        draw.polygon([(x * SCALE, y * SCALE) for x, y in polygon], fill=number)
    return image


def band_mask(locale: str) -> Image.Image:
    """Where the owner colours show: a band inside every territory's border, leaving the
    border lines themselves and the names (in ``locale``) alone. Not kept: boards paint
    through its pieces (``band_pieces``)."""
    game_map = the_map()
    size = (game_map.width * SCALE, game_map.height * SCALE)
    band = Image.new("L", size, 0)
    lines = Image.new("L", size, 0)
    draw_band, draw_lines = ImageDraw.Draw(band), ImageDraw.Draw(lines)
    for territory in game_map.territories.values():
        ring = [(x * SCALE, y * SCALE) for x, y in (*territory.polygon, territory.polygon[0])]
        draw_band.line(ring, fill=255, width=round(2 * BAND * SCALE), joint="curve")
        draw_lines.line(ring, fill=255, width=round(1.6 * SCALE), joint="curve")
    for _shown, _size, label in labels(locale).values():
        left, top, right, bottom = label.box
        draw_lines.rounded_rectangle(
            (left * SCALE, top * SCALE, right * SCALE, bottom * SCALE), radius=6 * SCALE, fill=255
        )
    land = id_map().point(lambda v: 255 if v else 0)
    return ImageChops.subtract(ImageChops.multiply(band, land), lines)


@dataclass(frozen=True)
class BandPiece:
    """One territory's part of the band: where it lies on the map (drawing scale) and a
    one-bit mask of that box, set where the territory's owner colour goes."""

    tid: str
    box: tuple[int, int, int, int]
    mask: Image.Image


@lru_cache(maxsize=4)
def band_pieces(locale: str) -> tuple[BandPiece, ...]:
    """The band (``band_mask``) cut into one piece per territory. A board fills each piece
    with its owner's colour: the band's pixels are all 0 or 255 (lines drawn unsmoothed), so
    a one-bit fill sets exactly the pixels that blending the whole map's colours through the
    band did, in a fifth of the time (issue 29 part 4). About 4 MiB per locale."""
    band, ids = band_mask(locale), id_map()
    pieces = []
    for tid, number in index_of().items():
        xs = [x * SCALE for x, _ in the_map().territories[tid].polygon]
        ys = [y * SCALE for _, y in the_map().territories[tid].polygon]
        box = (
            max(0, math.floor(min(xs)) - 2),
            max(0, math.floor(min(ys)) - 2),
            min(ids.width, math.ceil(max(xs)) + 3),
            min(ids.height, math.ceil(max(ys)) + 3),
        )
        inside = ids.crop(box).point(lambda v, n=number: 255 if v == n else 0)
        mask = ImageChops.multiply(band.crop(box), inside)
        pieces.append(BandPiece(tid, box, mask.convert("1", dither=Image.Dither.NONE)))
    return tuple(pieces)


@dataclass(frozen=True)
class Printed:
    """The printed map in one locale: its picture at the drawing scale, and every line of
    text on it (map coordinates), which a board reports where it pastes the map."""

    image: Image.Image
    texts: tuple[Drawn, ...]


def base_layer(locale: str) -> Image.Image:
    """The printed map in ``locale``, at the drawing scale (the map's own size)."""
    return printed(locale).image


def note_printed(locale: str, origin: Point) -> None:
    """Report the printed map's text as drawn at ``origin`` on a board (the phone-view test
    measures the board's text; the cached map was drawn once, in its own coordinates)."""
    ox, oy = origin
    for line in printed(locale).texts:
        note(line.size, (line.at[0] + ox, line.at[1] + oy), line.value)


@lru_cache(maxsize=4)
def printed(locale: str) -> Printed:
    """The printed map in ``locale``, drawn once."""
    with recording() as texts:
        image = _draw_printed(locale)
    return Printed(image, tuple(texts))


def _draw_printed(locale: str) -> Image.Image:
    game_map = the_map()
    canvas = Canvas(game_map.width, game_map.height, C, locale, background=C.sea)
    _sea(canvas, game_map)
    for a, b, _off in route_segments():
        _dashed(canvas, a, b, C.route, 2.2)
    coast_glow = mix(C.sea, C.plate, 0.35)
    for territory in game_map.territories.values():
        ring = [*territory.polygon, territory.polygon[0]]
        canvas.line(ring, coast_glow, 16, joint="curve")
    for territory in game_map.territories.values():
        ring = [*territory.polygon, territory.polygon[0]]
        canvas.line(ring, C.coast, 4.2, joint="curve")
    for territory in game_map.territories.values():
        canvas.polygon(territory.polygon, continent_colour(territory.continent))
    for territory in game_map.territories.values():
        ring = [*territory.polygon, territory.polygon[0]]
        canvas.line(ring, C.border, 1.3, joint="curve")
    _route_ends(canvas, game_map)
    _names(canvas, locale, game_map)
    _wrap_marks(canvas, locale)
    draw_printed(canvas, locale)
    return canvas.image


def _sea(canvas: Canvas, game_map: WorldMap) -> None:
    """The graticule: faint meridians and parallels, the equator a little stronger."""
    faint = mix(C.sea, C.sea_deep, 0.28)
    x = GRID
    while x < game_map.width:
        canvas.line([(x, 0), (x, game_map.height)], faint, 1)
        x += GRID
    y = GRID / 2
    while y < game_map.height:
        canvas.line([(0, y), (game_map.width, y)], faint, 1)
        y += GRID
    equator = game_map.height * 0.56
    canvas.line([(0, equator), (game_map.width, equator)], mix(C.sea, C.sea_deep, 0.45), 1.4)


def _route_ends(canvas: Canvas, game_map: WorldMap) -> None:
    """A small port where a sea link leaves each coast: the point where its line crosses the
    territory's outline."""
    for a, b, _off in route_segments():
        for start, end in ((a, b), (b, a)):
            for territory in game_map.territories.values():
                if territory.centre == start:
                    hit = _exit(territory, start, end)
                    if hit is not None:
                        canvas.circle(hit, 3.4, fill=C.plate, outline=C.route, width=1.6)


def _exit(territory: Territory, inside: Point, outside: Point) -> Point | None:
    """Where the segment from ``inside`` to ``outside`` last crosses the outline."""
    best: tuple[float, Point] | None = None
    corners = list(territory.polygon)
    (px, py), (qx, qy) = inside, outside
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1], strict=True):
        denom = (qx - px) * (y2 - y1) - (qy - py) * (x2 - x1)
        if denom == 0:
            continue
        s = ((x1 - px) * (y2 - y1) - (y1 - py) * (x2 - x1)) / denom
        u = ((x1 - px) * (qy - py) - (y1 - py) * (qx - px)) / denom
        if 0 <= s <= 1 and 0 <= u <= 1 and (best is None or s > best[0]):
            best = (s, (px + (qx - px) * s, py + (qy - py) * s))
    return best[1] if best else None


def _names(canvas: Canvas, locale: str, game_map: WorldMap) -> None:
    for tid, (shown, size, label) in labels(locale).items():
        territory = game_map.territories[tid]
        tint = continent_colour(territory.continent)
        left, top, right, bottom = label.box
        canvas.rect((left, top, right, bottom), fill=mix(tint, C.plate, 0.55), radius=6)
        canvas.text(label.name_at, shown, size, C.label, True)
        canvas.circle(label.value_at, label.value_r, fill=C.plate, outline=C.grain, width=1.2)
        canvas.text(label.value_at, str(territory.value), label.value_size, C.engine_dark, True)


def _wrap_marks(canvas: Canvas, locale: str) -> None:
    """At each end of a link across the edge: an arrow and the name of the land beyond."""
    for tid, (x, y), side in wrap_ends():
        name = territory_name(locale, tid)
        arrow = "←" if side == "west" else "→"
        text = f"{arrow} {name}" if side == "west" else f"{name} {arrow}"
        anchor = "lb" if side == "west" else "rb"
        pad = 6
        canvas.text(
            (x + pad if side == "west" else x - pad, y - 5),
            text,
            11.5,
            C.route,
            True,
            anchor,
            stroke=(2.4, mix(C.sea, C.plate, 0.4)),
        )
