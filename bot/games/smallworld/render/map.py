"""The printed Small World map: terrain with drawn textures, the coast's shallows, region
borders and numbers, printed symbols and mountains, in a double frame.

It depends on nothing but the player count, so each map is drawn once (at the drawing scale)
and cached (``base_map``, four at most); a board pastes it and draws the pieces over it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.smallworld.engine.maps import MapData, load_layout, load_map
from bot.games.smallworld.engine.maps.shapes import BoardShapes, Point, board_shapes
from bot.games.smallworld.render.icons import marker_token, printed_symbol
from bot.games.smallworld.render.palette import COLOURS as C
from bot.render.canvas import SCALE, Canvas
from bot.render.palette import WHITE, mix

RADIUS = 36  # a hex cell's radius in final pixels: the map's unit of length
MARGIN = 22


def scaled(points: Sequence[Point], origin: Point) -> list[Point]:
    """Map points (in cell radii) as picture points, the map's corner at ``origin``."""
    return [(origin[0] + px * RADIUS, origin[1] + py * RADIUS) for px, py in points]


@lru_cache(maxsize=4)  # one per player count (2-5): 8-18 MiB each, about 50 MiB in all
def base_map(players: int) -> Image.Image:
    """The printed map for a player count, at the drawing scale; the map's corner lies at
    (MARGIN, MARGIN)."""
    game_map = load_map(players)
    shapes = board_shapes(players)
    # the map's size, rounded to whole pixels of the drawing so that its frame lies on them
    width = round(shapes.width * RADIUS * SCALE) / SCALE
    height = round(shapes.height * RADIUS * SCALE) / SCALE
    canvas = Canvas(width + 2 * MARGIN, height + 2 * MARGIN, C)
    origin = (float(MARGIN), float(MARGIN))
    _paint_terrain(canvas, shapes, game_map, origin)
    _draw_borders(canvas, shapes, game_map, origin)
    _draw_frame(canvas, (MARGIN, MARGIN, MARGIN + width, MARGIN + height))
    for rid, region in game_map.regions.items():
        anchors = scaled(shapes.anchors[rid], origin)
        _region_number(canvas, rid, anchors[1] if len(anchors) > 1 else anchors[0])
        extras = [name for name in ("mine", "magic", "cavern") if getattr(region, name)]
        spots = list(anchors[2:]) or [anchors[0]]
        for index, name in enumerate(extras):
            printed_symbol(canvas, name, spots[index % len(spots)], RADIUS * 0.36)
        if region.terrain == "mountain":
            marker_token(canvas, "mountain", spots[len(extras) % len(spots)], RADIUS * 0.42)
    return canvas.image


def _paint_terrain(canvas: Canvas, shapes: BoardShapes, game_map: MapData, origin: Point) -> None:
    """Each region filled with its terrain's texture; the water's shallows along the coast."""
    # an image whose pixel values are region numbers (0 outside the map)
    labels = Image.new("L", canvas.image.size, 0)
    draw = ImageDraw.Draw(labels)
    layout = load_layout(game_map.players)
    for cell, polygon in shapes.cell_polygons.items():
        draw.polygon(canvas.device(scaled(polygon, origin)), fill=layout.cells[cell])

    for terrain in C.terrain:
        table = [0] * 256
        for rid, region in game_map.regions.items():
            if region.terrain == terrain:
                table[rid] = 255
        layer = _terrain_layer(terrain, canvas.width, canvas.height)
        canvas.paste(layer, mask=labels.point(table))
    land = [
        255 if rid in game_map.regions and not game_map.is_water(rid) else 0 for rid in range(256)
    ]
    land_mask = labels.point(land)
    land_only = canvas.image.copy()
    # Shallows: wide pale strokes along the coast, then the land pasted back over them so
    # that only the water side keeps the glow.
    for border in shapes.borders:
        if border.b and (game_map.is_water(border.a) != game_map.is_water(border.b)):
            points = scaled(border.points, origin)
            for width, colour in zip((RADIUS * 0.5, RADIUS * 0.22), C.shallows, strict=True):
                canvas.line(points, colour, width, joint="curve")
                for end in points[:: max(1, len(points) - 1)]:
                    canvas.circle(end, width / 2, fill=colour)
    canvas.paste(land_only, mask=land_mask)


def _draw_borders(canvas: Canvas, shapes: BoardShapes, game_map: MapData, origin: Point) -> None:
    """Region borders: dark ink, a little heavier on the coast."""
    for border in shapes.borders:
        points = scaled(border.points, origin)
        coast = game_map.is_water(border.a) != game_map.is_water(border.b)
        width = RADIUS * (0.09 if coast else 0.065)
        canvas.line(points, C.ink, width, joint="curve")
        for end in (points[0], points[-1]):
            canvas.circle(end, width / 2, fill=C.ink)


def _draw_frame(canvas: Canvas, box: tuple[float, float, float, float]) -> None:
    """The paper margin around the map (hiding cells that overhang it) and a double rule."""
    left, top, right, bottom = box
    full_w, full_h = canvas.width, canvas.height
    strips: list[tuple[float, float, float, float]] = [
        (0, 0, full_w, top),
        (0, bottom, full_w, full_h),
        (0, 0, left, full_h),
        (right, 0, full_w, full_h),
    ]
    for strip in strips:
        canvas.rect(strip, fill=C.paper)
    canvas.rect(box, outline=C.ink, width=RADIUS * 0.1)
    gap = RADIUS * 0.22
    canvas.rect(
        (left - gap, top - gap, right + gap, bottom + gap), outline=C.ink, width=RADIUS * 0.04
    )


def _region_number(canvas: Canvas, rid: int, at: Point) -> None:
    canvas.text(at, str(rid), RADIUS * 0.5, C.region_number, True, stroke=(RADIUS * 0.08, C.ink))


def _terrain_layer(terrain: str, width: float, height: float) -> Image.Image:
    """A whole map's worth of one terrain, with its texture (drawn only while a map is, so not
    kept: six full-size layers per map would outweigh the maps themselves)."""
    canvas = Canvas(width, height, C, background=C.terrain[terrain])
    _texture_marks(canvas, terrain)
    return canvas.image


def _texture_marks(canvas: Canvas, terrain: str) -> None:
    """Scatter small drawn marks that say the terrain at a glance (trees, waves, reeds …)."""
    rng = random.Random(terrain)  # the same marks on every render
    base = C.terrain[terrain]
    dark = mix(base, C.ink, 0.28)
    light = mix(base, WHITE, 0.35)
    line = RADIUS * 0.06
    step = RADIUS * 0.95
    for row in range(int(canvas.height / step) + 2):
        for col in range(int(canvas.width / step) + 2):
            x = (col + 0.5 * (row % 2)) * step + rng.uniform(-0.18, 0.18) * step
            y = row * step + rng.uniform(-0.18, 0.18) * step
            s = RADIUS * rng.uniform(0.16, 0.22)
            _texture_mark(canvas, terrain, x, y, s, line, dark, light)


def _texture_mark(
    canvas: Canvas,
    terrain: str,
    x: float,
    y: float,
    s: float,
    line: float,
    dark: tuple[int, int, int],
    light: tuple[int, int, int],
) -> None:
    if terrain == "farmland":  # furrows
        for k in (-1, 0, 1):
            canvas.line([(x - s, y + k * s * 0.6), (x + s, y + k * s * 0.6 - s * 0.5)], dark, line)
    elif terrain == "hill":
        canvas.arc((x - s * 1.3, y - s, x + s * 1.3, y + s), 200, 340, dark, line)
    elif terrain == "forest":  # a fir
        canvas.polygon([(x, y - s * 1.4), (x + s, y + s * 0.5), (x - s, y + s * 0.5)], dark)
        canvas.line([(x, y + s * 0.5), (x, y + s * 0.9)], dark, line)
    elif terrain == "swamp":  # reeds over water
        canvas.line([(x - s * 1.2, y + s * 0.6), (x + s * 1.2, y + s * 0.6)], dark, line)
        for dx in (-0.5, 0, 0.5):
            canvas.line([(x + dx * s, y + s * 0.5), (x + dx * s * 1.6, y - s)], dark, line)
    elif terrain == "mountain":  # a ridge with a lit crest
        peak = [(x - s * 1.3, y + s * 0.7), (x, y - s * 1.1), (x + s * 1.3, y + s * 0.7)]
        canvas.line(peak, dark, line, joint="curve")
        crest = [(x - s * 0.35, y - s * 0.55), (x, y - s * 1.1), (x + s * 0.35, y - s * 0.55)]
        canvas.line(crest, light, line)
    else:  # sea and lake: waves
        for dx in (-s, s):
            canvas.arc((x + dx - s, y - s * 0.5, x + dx + s, y + s * 0.5), 200, 340, light, line)
