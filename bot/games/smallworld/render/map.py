"""The printed Small World map: terrain with drawn textures, the coast's shallows, region
borders and numbers, printed symbols and mountains, in a double frame.

It depends on nothing but the player count, so each map is drawn once (at the drawing scale)
and cached (``base_map``, four at most); a board pastes it and draws the pieces over it.
"""

from __future__ import annotations

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


# Each terrain's mark: bars (left, top, width, height) in whole final pixels around a point of
# the lattice, so that colour-blind players tell the terrains apart by shape alone.
Bar = tuple[int, int, int, int]
TERRAIN_MARKS: dict[str, tuple[Bar, ...]] = {
    "farmland": ((-8, -4, 16, 2), (-8, 0, 16, 2), (-8, 4, 16, 2)),  # furrows
    # a low rounded hump
    "hill": ((-4, -3, 8, 2), (-7, -1, 3, 2), (4, -1, 3, 2), (-9, 1, 2, 2), (7, 1, 2, 2)),
    # a fir: three tiers on a trunk
    "forest": ((-1, -9, 2, 2), (-3, -7, 6, 3), (-5, -4, 10, 3), (-7, -1, 14, 2), (-1, 1, 2, 3)),
    # reeds standing in water
    "swamp": ((-6, -4, 2, 4), (-1, -6, 2, 6), (4, -4, 2, 4), (-9, 0, 18, 2)),
    # a peak: a chevron of 2 x 2 steps
    "mountain": tuple(
        bar
        for k in range(5)
        for bar in ((-1 - 2 * k, -5 + 2 * k, 2, 2), (-1 + 2 * k, -5 + 2 * k, 2, 2))
    ),
    "sea": ((-9, 0, 6, 2), (-3, -2, 6, 2), (3, 0, 6, 2)),  # a wave
}
TERRAIN_MARKS["lake"] = TERRAIN_MARKS["sea"]  # water is water
LIGHT_MARKS = frozenset({"sea", "lake"})  # pale crests on the water, dark ink on the land
# The lattice of marks, in whole final pixels (every other row shifted by half a step). Wider
# than tall on purpose: a PNG row costs bytes for each mark it crosses, and zlib finds a row's
# marks again cheaply, so rows without marks are what keeps the board small (issue 29 part 4).
MARK_STEP_X = 34
MARK_STEP_Y = 40


def _texture_marks(canvas: Canvas, terrain: str) -> None:
    """The terrain's mark on a regular lattice, every bar on whole pixels of the final picture.

    Bars, not curves, and no jitter: the old scattered, smoothed marks made every row of the
    map a little different, about 70 KiB of a 250 KiB board; whole-pixel bars in a fixed lattice
    cost about 13 KiB (docs/benchmarks.md, "Cheaper boards, second pass")."""
    base = C.terrain[terrain]
    ink = mix(base, WHITE, 0.35) if terrain in LIGHT_MARKS else mix(base, C.ink, 0.28)
    bars = TERRAIN_MARKS[terrain]
    for row in range(int(canvas.height) // MARK_STEP_Y + 2):
        shift = MARK_STEP_X // 2 * (row % 2)
        for col in range(int(canvas.width) // MARK_STEP_X + 2):
            x, y = col * MARK_STEP_X + shift, row * MARK_STEP_Y
            for left, top, width, height in bars:
                # the box's far edges half a pixel in: Pillow fills both edges' pixels
                box = (x + left, y + top, x + left + width - 0.5, y + top + height - 0.5)
                canvas.rect(box, fill=ink)
