"""The Small World board: the map with its pieces, and beside it the market, the turn track
and every player's races.

The picture is drawn from the public view only (coins never appear). The map itself (terrain,
region numbers, printed symbols, mountains) depends on nothing but the player count, so it is
drawn once per map and cached; pieces and the side panel are drawn on a copy for each view.
Everything is drawn at twice the final size and scaled down, which smooths the curved borders.

Printed things (region numbers, mine, magic source, cavern) are ink on the terrain; pieces
(race counters, Lost Tribes, markers) are round tokens with a rim and a shadow, so that what
can move stands apart from what is printed.

``render_private`` returns ``None``: a seat's secrets are its coins and tokens in hand, which the
private prompt states in words (see ``bot.games.smallworld.private_summary``); a picture would
only repeat the public board.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw, ImageFilter

from bot.engine.smallworld.maps import MapData, load_layout, load_map
from bot.engine.smallworld.maps.shapes import BoardShapes, Point, board_shapes
from bot.i18n import t
from bot.render.common import font, to_png

View = dict[str, Any]
RGB = tuple[int, int, int]

SCALE = 2  # drawn at twice the size, then scaled down
RADIUS = 36  # a hex cell's radius in final pixels
PANEL_WIDTH = 560
MARGIN = 22

INK = (58, 46, 34)
PAPER = (246, 239, 224)
PAPER_DARK = (231, 219, 194)
GOLD = (201, 152, 46)

TERRAIN_COLOURS: dict[str, RGB] = {
    "farmland": (236, 214, 139),
    "hill": (183, 199, 118),
    "forest": (92, 146, 80),
    "swamp": (136, 152, 118),
    "mountain": (172, 160, 146),
    "sea": (88, 146, 196),
    "lake": (136, 192, 226),
}

SEAT_COLOURS: tuple[RGB, ...] = (
    (214, 64, 58),  # red
    (52, 108, 204),  # blue
    (236, 178, 36),  # yellow
    (52, 154, 88),  # green
    (142, 84, 184),  # purple
)
SEAT_COLOUR_NAMES = ("red", "blue", "yellow", "green", "purple")

RACE_COLOURS: dict[str, RGB] = {
    "amazons": (196, 64, 122),
    "dwarves": (140, 88, 56),
    "elves": (104, 190, 86),
    "ghouls": (104, 108, 138),
    "giants": (182, 120, 70),
    "halflings": (232, 168, 66),
    "humans": (70, 126, 196),
    "orcs": (92, 140, 52),
    "ratmen": (128, 106, 90),
    "skeletons": (232, 226, 210),
    "sorcerers": (110, 70, 164),
    "tritons": (36, 166, 160),
    "trolls": (58, 108, 92),
    "wizards": (56, 78, 164),
}
LOST_TRIBE_COLOUR = (214, 196, 160)
UNKNOWN_RACE_COLOUR = (150, 150, 150)


# ---------------------------------------------------------------------------- small helpers


def _mix(colour: RGB, other: RGB, share: float) -> RGB:
    """``share`` of ``other`` blended into ``colour``."""
    return tuple(round(a + (b - a) * share) for a, b in zip(colour, other, strict=True))  # type: ignore[return-value]


def _grey(colour: RGB) -> RGB:
    """A declined race's colour: mostly faded to grey, with a hint of the original."""
    level = round(0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2])
    return _mix(_mix(colour, (level, level, level), 0.8), (160, 160, 160), 0.35)


def _text_colour(fill: RGB) -> RGB:
    light = 0.3 * fill[0] + 0.59 * fill[1] + 0.11 * fill[2]
    return INK if light > 170 else (255, 255, 255)


def race_colour(race: str | None) -> RGB:
    if race is None:
        return UNKNOWN_RACE_COLOUR
    return RACE_COLOURS.get(race, UNKNOWN_RACE_COLOUR)


def seat_colour(seat: int) -> RGB:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


# ---------------------------------------------------------------------------- terrain textures


def _texture_marks(
    terrain: str, draw: ImageDraw.ImageDraw, size: tuple[int, int], unit: float
) -> None:
    """Scatter small drawn marks that say the terrain at a glance (trees, waves, reeds …)."""
    rng = random.Random(terrain)  # the same marks on every render
    base = TERRAIN_COLOURS[terrain]
    dark = _mix(base, INK, 0.28)
    light = _mix(base, (255, 255, 255), 0.35)
    width, height = size
    line = max(2, round(unit * 0.06))
    step = unit * 0.95
    rows = int(height / step) + 2
    cols = int(width / step) + 2
    for row in range(rows):
        for col in range(cols):
            x = (col + 0.5 * (row % 2)) * step + rng.uniform(-0.18, 0.18) * step
            y = row * step + rng.uniform(-0.18, 0.18) * step
            s = unit * rng.uniform(0.16, 0.22)
            if terrain == "farmland":
                for k in (-1, 0, 1):
                    draw.line(
                        [(x - s, y + k * s * 0.6), (x + s, y + k * s * 0.6 - s * 0.5)], dark, line
                    )
            elif terrain == "hill":
                draw.arc([x - s * 1.3, y - s, x + s * 1.3, y + s], 200, 340, dark, line)
            elif terrain == "forest":
                draw.polygon([(x, y - s * 1.4), (x + s, y + s * 0.5), (x - s, y + s * 0.5)], dark)
                draw.line([(x, y + s * 0.5), (x, y + s * 0.9)], dark, line)
            elif terrain == "swamp":
                draw.line([(x - s * 1.2, y + s * 0.6), (x + s * 1.2, y + s * 0.6)], dark, line)
                for dx in (-0.5, 0, 0.5):
                    draw.line([(x + dx * s, y + s * 0.5), (x + dx * s * 1.6, y - s)], dark, line)
            elif terrain == "mountain":
                peak = [(x - s * 1.3, y + s * 0.7), (x, y - s * 1.1), (x + s * 1.3, y + s * 0.7)]
                draw.line(peak, dark, line, joint="curve")
                draw.line(
                    [(x - s * 0.35, y - s * 0.55), (x, y - s * 1.1), (x + s * 0.35, y - s * 0.55)],
                    light,
                    line,
                )
            else:  # sea and lake
                for dx in (-s, s):
                    draw.arc(
                        [x + dx - s, y - s * 0.5, x + dx + s, y + s * 0.5], 200, 340, light, line
                    )


@cache
def _terrain_layer(terrain: str, size: tuple[int, int], unit: float) -> Image.Image:
    layer = Image.new("RGB", size, TERRAIN_COLOURS[terrain])
    _texture_marks(terrain, ImageDraw.Draw(layer), size, unit)
    return layer


# ---------------------------------------------------------------------------- icons

IconPainter = Callable[[ImageDraw.ImageDraw, float, float, float, RGB], None]


def _icon_mine(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: RGB) -> None:
    """A pickaxe: curved head on a slanted handle."""
    w = max(2, round(s * 0.16))
    draw.line([(x - s * 0.55, y + s * 0.6), (x + s * 0.35, y - s * 0.3)], ink, w)
    draw.arc([x - s * 0.55, y - s * 0.95, x + s * 0.95, y + s * 0.35], 215, 325, ink, w)


def _icon_magic(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: RGB) -> None:
    """A four-pointed spark."""
    points = []
    for index in range(8):
        angle = math.pi / 4 * index - math.pi / 2
        reach = s * (0.85 if index % 2 == 0 else 0.26)
        points.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
    draw.polygon(points, ink)


def _icon_cavern(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: RGB) -> None:
    """A cave mouth in a rock."""
    draw.pieslice([x - s * 0.85, y - s * 0.7, x + s * 0.85, y + s * 1.0], 180, 360, ink)
    draw.rectangle([x - s * 0.85, y + s * 0.15, x + s * 0.85, y + s * 0.55], ink)
    hole = _mix(ink, (0, 0, 0), 0.7)
    draw.pieslice([x - s * 0.42, y - s * 0.25, x + s * 0.42, y + s * 0.9], 180, 360, hole)
    draw.rectangle([x - s * 0.42, y + s * 0.15, x + s * 0.42, y + s * 0.55], hole)


def _icon_mountain(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: RGB) -> None:
    draw.polygon(
        [(x - s * 0.9, y + s * 0.6), (x - s * 0.1, y - s * 0.75), (x + s * 0.7, y + s * 0.6)], ink
    )
    draw.polygon(
        [(x - s * 0.1, y - s * 0.75), (x - s * 0.36, y - s * 0.32), (x + s * 0.16, y - s * 0.32)],
        (255, 255, 255),
    )
    draw.polygon(
        [(x + s * 0.2, y + s * 0.6), (x + s * 0.5, y + s * 0.05), (x + s * 0.95, y + s * 0.6)],
        _mix(ink, (0, 0, 0), 0.25),
    )


def _icon_lair(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: RGB) -> None:
    """A troll lair: a dark den with a boulder."""
    draw.pieslice([x - s * 0.8, y - s * 0.65, x + s * 0.8, y + s * 0.95], 180, 360, ink)
    draw.rectangle([x - s * 0.8, y + s * 0.15, x + s * 0.8, y + s * 0.55], ink)
    draw.ellipse([x + s * 0.05, y - s * 0.05, x + s * 0.75, y + s * 0.55], (255, 255, 255))


def _icon_fortress(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: RGB) -> None:
    draw.rectangle([x - s * 0.6, y - s * 0.3, x + s * 0.6, y + s * 0.7], ink)
    for dx in (-0.6, -0.1, 0.4):
        draw.rectangle([x + dx * s, y - s * 0.65, x + (dx + 0.22) * s, y - s * 0.3], ink)
    draw.pieslice([x - s * 0.2, y + s * 0.15, x + s * 0.2, y + s * 0.85], 180, 360, (255, 255, 255))
    draw.rectangle([x - s * 0.2, y + s * 0.5, x + s * 0.2, y + s * 0.7], (255, 255, 255))


def _icon_encampment(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: RGB) -> None:
    draw.polygon([(x - s * 0.85, y + s * 0.6), (x, y - s * 0.75), (x + s * 0.85, y + s * 0.6)], ink)
    draw.polygon(
        [(x - s * 0.22, y + s * 0.6), (x, y + s * 0.05), (x + s * 0.22, y + s * 0.6)],
        (255, 255, 255),
    )


def _icon_hero(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: RGB) -> None:
    """A shield."""
    draw.polygon(
        [
            (x - s * 0.65, y - s * 0.65),
            (x + s * 0.65, y - s * 0.65),
            (x + s * 0.6, y + s * 0.1),
            (x, y + s * 0.8),
            (x - s * 0.6, y + s * 0.1),
        ],
        ink,
    )
    draw.line([(x, y - s * 0.5), (x, y + s * 0.55)], (255, 255, 255), max(2, round(s * 0.14)))
    draw.line(
        [(x - s * 0.45, y - s * 0.15), (x + s * 0.45, y - s * 0.15)],
        (255, 255, 255),
        max(2, round(s * 0.14)),
    )


def _icon_dragon(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: RGB) -> None:
    """A flame."""
    draw.polygon(
        [
            (x, y - s * 0.9),
            (x + s * 0.35, y - s * 0.25),
            (x + s * 0.55, y - s * 0.5),
            (x + s * 0.65, y + s * 0.3),
            (x, y + s * 0.85),
            (x - s * 0.65, y + s * 0.3),
            (x - s * 0.4, y - s * 0.2),
        ],
        ink,
    )
    draw.ellipse([x - s * 0.28, y + s * 0.05, x + s * 0.28, y + s * 0.7], (255, 226, 120))


def _icon_hole(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: RGB) -> None:
    """A round door in a hillside."""
    draw.ellipse([x - s * 0.7, y - s * 0.7, x + s * 0.7, y + s * 0.7], ink)
    draw.ellipse([x - s * 0.5, y - s * 0.5, x + s * 0.5, y + s * 0.5], (72, 140, 72))
    draw.ellipse([x + s * 0.12, y - s * 0.08, x + s * 0.3, y + s * 0.1], (236, 200, 90))


def _icon_tribe(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: RGB) -> None:
    """A spear over a round shield."""
    draw.ellipse([x - s * 0.55, y - s * 0.45, x + s * 0.55, y + s * 0.65], ink)
    draw.line(
        [(x - s * 0.8, y + s * 0.8), (x + s * 0.6, y - s * 0.6)], ink, max(2, round(s * 0.14))
    )
    draw.polygon(
        [(x + s * 0.85, y - s * 0.85), (x + s * 0.45, y - s * 0.65), (x + s * 0.65, y - s * 0.45)],
        ink,
    )


# Each marker: how to draw it and the colour of its token.
MARKERS: dict[str, tuple[IconPainter, RGB]] = {
    "mountain": (_icon_mountain, (120, 112, 104)),
    "lair": (_icon_lair, (70, 112, 84)),
    "fortress": (_icon_fortress, (116, 110, 126)),
    "encampment": (_icon_encampment, (186, 120, 60)),
    "hero": (_icon_hero, (212, 164, 40)),
    "dragon": (_icon_dragon, (196, 52, 40)),
    "hole": (_icon_hole, (120, 84, 52)),
}
PRINTED: dict[str, IconPainter] = {"mine": _icon_mine, "magic": _icon_magic, "cavern": _icon_cavern}
PRINTED_INK: dict[str, RGB] = {
    "mine": (92, 62, 38),
    "magic": (126, 56, 170),
    "cavern": (70, 60, 52),
}
MARKER_ORDER = ("dragon", "hero", "fortress", "lair", "encampment", "hole")


def _shadowed_disc(
    image: Image.Image, x: float, y: float, radius: float, fill: RGB, rim: RGB, rim_width: float
) -> ImageDraw.ImageDraw:
    """A round token with a soft drop shadow; returns a drawer for its face."""
    pad = int(radius * 0.5)
    box = (
        int(x - radius - pad),
        int(y - radius - pad),
        int(x + radius + pad * 2),
        int(y + radius + pad * 2),
    )
    shadow = Image.new("L", (box[2] - box[0], box[3] - box[1]), 0)
    offset = radius * 0.12
    ImageDraw.Draw(shadow).ellipse(
        [
            x - box[0] - radius + offset,
            y - box[1] - radius + offset * 1.5,
            x - box[0] + radius + offset,
            y - box[1] + radius + offset * 1.5,
        ],
        110,
    )
    shadow = shadow.filter(ImageFilter.GaussianBlur(radius * 0.12))
    image.paste((30, 24, 16), box, shadow)
    draw = ImageDraw.Draw(image)
    draw.ellipse([x - radius, y - radius, x + radius, y + radius], fill=rim)
    inner = radius - rim_width
    draw.ellipse([x - inner, y - inner, x + inner, y + inner], fill=fill)
    return draw


def _marker_token(
    image: Image.Image, name: str, x: float, y: float, radius: float, count: int = 1
) -> None:
    painter, colour = MARKERS[name]
    draw = _shadowed_disc(image, x, y, radius, colour, _mix(colour, INK, 0.5), radius * 0.12)
    painter(draw, x, y, radius * 0.62, (255, 255, 255) if name != "hero" else (255, 248, 220))
    if name == "hero":
        painter(draw, x, y, radius * 0.62, (255, 248, 220))
    if count > 1:
        badge = radius * 0.5
        bx, by = x + radius * 0.78, y - radius * 0.72
        draw.ellipse(
            [bx - badge, by - badge, bx + badge, by + badge],
            fill=(255, 255, 255),
            outline=INK,
            width=max(2, round(badge * 0.15)),
        )
        draw.text((bx, by), str(count), font=font(round(badge * 1.4), True), fill=INK, anchor="mm")


# ---------------------------------------------------------------------------- the map


def _scaled(points: Sequence[Point], unit: float, origin: Point) -> list[Point]:
    return [(origin[0] + px * unit, origin[1] + py * unit) for px, py in points]


def _region_label_image(
    shapes: BoardShapes, game_map: MapData, unit: float, size: tuple[int, int], origin: Point
) -> Image.Image:
    """An image whose pixel values are region numbers (0 outside the map)."""
    labels = Image.new("L", size, 0)
    draw = ImageDraw.Draw(labels)
    layout = load_layout(game_map.players)
    for cell, polygon in shapes.cell_polygons.items():
        draw.polygon(_scaled(polygon, unit, origin), fill=layout.cells[cell])
    return labels


def _printed_symbol(draw: ImageDraw.ImageDraw, name: str, x: float, y: float, s: float) -> None:
    """A printed symbol: ink on a pale round cartouche."""
    draw.ellipse(
        [x - s, y - s, x + s, y + s],
        fill=(250, 245, 232),
        outline=PRINTED_INK[name],
        width=max(2, round(s * 0.1)),
    )
    PRINTED[name](draw, x, y, s * 0.66, PRINTED_INK[name])


@cache
def _base_board(players: int) -> tuple[Image.Image, tuple[int, int, int, int]]:
    """The printed map for a player count at the drawing scale, and the map's box on it."""
    game_map = load_map(players)
    shapes = board_shapes(players)
    unit = RADIUS * SCALE
    margin = MARGIN * SCALE
    map_w, map_h = round(shapes.width * unit), round(shapes.height * unit)
    size = (map_w + 2 * margin, map_h + 2 * margin)
    origin = (float(margin), float(margin))
    board = Image.new("RGB", size, PAPER)
    labels = _region_label_image(shapes, game_map, unit, size, origin)

    for terrain in TERRAIN_COLOURS:
        table = [0] * 256
        for rid, region in game_map.regions.items():
            if region.terrain == terrain:
                table[rid] = 255
        mask = labels.point(table)
        board.paste(_terrain_layer(terrain, size, unit), (0, 0), mask)
    land_table = [
        255 if rid in game_map.regions and not game_map.is_water(rid) else 0 for rid in range(256)
    ]
    land_mask = labels.point(land_table)
    land = board.copy()
    draw = ImageDraw.Draw(board)
    # Shallows: wide pale strokes along the coast, then the land pasted back over them so
    # that only the water side keeps the glow.
    for border in shapes.borders:
        if border.b and (game_map.is_water(border.a) != game_map.is_water(border.b)):
            points = _scaled(border.points, unit, origin)
            for width, colour in ((unit * 0.5, (150, 196, 226)), (unit * 0.22, (196, 224, 240))):
                draw.line(points, colour, round(width), joint="curve")
                for px, py in points[:: max(1, len(points) - 1)]:
                    r = width / 2
                    draw.ellipse([px - r, py - r, px + r, py + r], fill=colour)
    board.paste(land, (0, 0), land_mask)

    # Region borders: dark ink, a little heavier on the coast.
    for border in shapes.borders:
        points = _scaled(border.points, unit, origin)
        coast = game_map.is_water(border.a) != game_map.is_water(border.b)
        width = round(unit * (0.09 if coast else 0.065))
        draw.line(points, INK, width, joint="curve")
        for px, py in (points[0], points[-1]):
            draw.ellipse([px - width / 2, py - width / 2, px + width / 2, py + width / 2], fill=INK)

    # Frame: the paper margin, a double rule.
    box = (margin, margin, margin + map_w, margin + map_h)
    draw.rectangle([0, 0, size[0], margin], fill=PAPER)
    draw.rectangle([0, box[3], size[0], size[1]], fill=PAPER)
    draw.rectangle([0, 0, margin, size[1]], fill=PAPER)
    draw.rectangle([box[2], 0, size[0], size[1]], fill=PAPER)
    draw.rectangle(box, outline=INK, width=round(unit * 0.1))
    gap = round(unit * 0.22)
    draw.rectangle(
        (box[0] - gap, box[1] - gap, box[2] + gap, box[3] + gap),
        outline=INK,
        width=round(unit * 0.04),
    )

    for rid, region in game_map.regions.items():
        anchors = _scaled(shapes.anchors[rid], unit, origin)
        number_at = anchors[1] if len(anchors) > 1 else anchors[0]
        _region_number(draw, rid, number_at, unit)
        extras = [name for name in ("mine", "magic", "cavern") if getattr(region, name)]
        spots = list(anchors[2:]) or [anchors[0]]
        for index, name in enumerate(extras):
            x, y = spots[index % len(spots)]
            _printed_symbol(draw, name, x, y, unit * 0.36)
        if region.terrain == "mountain":
            x, y = spots[len(extras) % len(spots)]
            _marker_token(board, "mountain", x, y, unit * 0.42)
            draw = ImageDraw.Draw(board)
    return board, box


def _region_number(draw: ImageDraw.ImageDraw, rid: int, at: Point, unit: float) -> None:
    x, y = at
    value = str(rid)
    size = round(unit * 0.5)
    draw.text(
        (x, y),
        value,
        font=font(size, True),
        fill=(255, 252, 242),
        anchor="mm",
        stroke_width=round(unit * 0.08),
        stroke_fill=INK,
    )


# ---------------------------------------------------------------------------- pieces


def _race_counter(
    image: Image.Image,
    at: Point,
    radius: float,
    race: str | None,
    owner: int | None,
    declined: bool,
    count: int,
    label: str,
) -> None:
    """A stack of race tokens: the race's colour, the owner's colour as the rim, the count."""
    fill = race_colour(race)
    rim = seat_colour(owner) if owner is not None else INK
    if declined:
        fill, rim = _grey(fill), _grey(rim)
    x, y = at
    draw = _shadowed_disc(image, x, y, radius, fill, rim, radius * 0.2)
    ink = _text_colour(fill)
    if declined:  # a dashed inner ring: the tokens lie face down
        inner = radius * 0.74
        for start in range(0, 360, 30):
            draw.arc(
                [x - inner, y - inner, x + inner, y + inner],
                start,
                start + 15,
                ink,
                max(2, round(radius * 0.05)),
            )
    label_size = round(radius * (0.38 if len(label) > 1 else 0.42))
    draw.text((x, y - radius * 0.4), label, font=font(label_size, True), fill=ink, anchor="mm")
    count_size = round(radius * 0.72)
    draw.text((x, y + radius * 0.2), str(count), font=font(count_size, True), fill=ink, anchor="mm")


def _tribe_counter(image: Image.Image, at: Point, radius: float, count: int) -> None:
    x, y = at
    draw = _shadowed_disc(image, x, y, radius, LOST_TRIBE_COLOUR, (120, 98, 70), radius * 0.14)
    _icon_tribe(draw, x, y - radius * 0.05, radius * 0.6, (112, 86, 58))
    if count > 1:
        draw.text(
            (x + radius * 0.55, y + radius * 0.5),
            str(count),
            font=font(round(radius * 0.6), True),
            fill=INK,
            anchor="mm",
        )


def _markers_of(region: View) -> list[tuple[str, int]]:
    markers = region.get("markers") or {}
    return [(name, int(markers.get(name, 0))) for name in MARKER_ORDER if markers.get(name, 0)]


def _draw_region_pieces(
    image: Image.Image, region: View, anchors: list[Point], unit: float, locale: str
) -> None:
    radius = unit * 0.7
    x, y = anchors[0]
    has_counter = region.get("tokens", 0) > 0 or region.get("lost_tribe", 0) > 0
    if region.get("tokens", 0) > 0:
        race = region.get("race")
        _race_counter(
            image,
            (x, y),
            radius,
            race,
            region.get("owner"),
            bool(region.get("declined")),
            int(region["tokens"]),
            race_badge(race, locale),
        )
    elif region.get("lost_tribe", 0) > 0:
        _tribe_counter(image, (x, y), radius * 0.85, int(region["lost_tribe"]))
    # Markers ride on the stack's rim, clockwise from its upper right.
    small = unit * 0.34
    spots = [(0.95, -0.7), (1.05, 0.45), (-1.05, 0.45), (-0.95, -0.7), (0.0, 1.15)]
    for index, (name, count) in enumerate(_markers_of(region)):
        if has_counter or index:
            dx, dy = spots[(index - (0 if has_counter else 1)) % len(spots)]
            mx, my = x + dx * radius, y + dy * radius
        else:
            mx, my = x, y
        _marker_token(image, name, mx, my, small if has_counter or index else unit * 0.45, count)


# ---------------------------------------------------------------------------- the side panel


def race_badge(race: str | None, locale: str) -> str:
    """The short label printed on a race's counters (two letters, or one Chinese character)."""
    return t(locale, f"sw-badge-{race}") if race else "?"


def _race_name(race: str | None, locale: str) -> str:
    return t(locale, f"sw-race-{race}") if race else "?"


def _power_name(power: str | None, locale: str) -> str:
    return t(locale, f"sw-power-{power}") if power else ""


class _Panel:
    """Lays out the side panel top to bottom on the drawing-scale canvas."""

    def __init__(self, image: Image.Image, left: int, top: int, width: int, locale: str) -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.left = left
        self.y = top
        self.width = width
        self.locale = locale

    def px(self, value: float) -> int:
        return round(value * SCALE)

    def text(
        self,
        value: str,
        x: float,
        size: int,
        colour: RGB = INK,
        bold: bool = False,
        anchor: str = "lm",
    ) -> None:
        self.draw.text(
            (x, self.y), value, font=font(self.px(size), bold), fill=colour, anchor=anchor
        )

    def heading(self, key: str, **params: Any) -> None:
        self.y += self.px(14)
        self.text(t(self.locale, key, **params), self.left, 22, INK, True)
        self.y += self.px(16)
        self.draw.line(
            [(self.left, self.y), (self.left + self.width, self.y)],
            _mix(PAPER_DARK, INK, 0.3),
            self.px(1.5),
        )
        self.y += self.px(10)


def _fit(value: str, size: int, width: float, bold: bool = False) -> int:
    while size > 10 and font(size, bold).getlength(value) > width:
        size -= 1
    return size


def _draw_title(panel: _Panel, view: View) -> None:
    locale = panel.locale
    panel.y += panel.px(30)
    panel.text(t(locale, "sw-title"), panel.left, 34, INK, True)
    status = _status_text(view, locale)
    size = _fit(status, panel.px(18), panel.width * 0.55)
    panel.draw.text(
        (panel.left + panel.width, panel.y),
        status,
        font=font(size),
        fill=_mix(INK, PAPER, 0.25),
        anchor="rm",
    )
    panel.y += panel.px(22)


def _status_text(view: View, locale: str) -> str:
    if view.get("result"):
        return t(locale, "sw-board-over")
    return t(locale, "sw-board-status", turn=view.get("turn", 1), turns=view.get("turns", 1))


def _draw_turn_track(panel: _Panel, view: View) -> None:
    turns = int(view.get("turns", 1))
    current = int(view.get("turn", 1))
    panel.y += panel.px(18)
    step = panel.width / turns
    radius = min(step * 0.38, panel.px(19))
    for index in range(1, turns + 1):
        x = panel.left + step * (index - 0.5)
        y = panel.y
        if index < current:
            fill, ink = PAPER_DARK, _mix(INK, PAPER, 0.45)
        elif index == current:
            fill, ink = GOLD, (255, 255, 255)
        else:
            fill, ink = (252, 248, 238), INK
        outline = INK if index == current else _mix(INK, PAPER, 0.5)
        panel.draw.ellipse(
            [x - radius, y - radius, x + radius, y + radius],
            fill=fill,
            outline=outline,
            width=panel.px(2),
        )
        panel.draw.text(
            (x, y), str(index), font=font(round(radius * 1.0), True), fill=ink, anchor="mm"
        )
        if index == turns:  # the last turn has a second ring
            outer = radius + panel.px(4)
            panel.draw.ellipse(
                [x - outer, y - outer, x + outer, y + outer],
                outline=_mix(INK, PAPER, 0.35),
                width=panel.px(1.5),
            )
    panel.y += radius + panel.px(6)


def _coin(draw: ImageDraw.ImageDraw, x: float, y: float, radius: float, value: int) -> None:
    draw.ellipse(
        [x - radius, y - radius, x + radius, y + radius],
        fill=(236, 190, 70),
        outline=(150, 106, 24),
        width=max(2, round(radius * 0.14)),
    )
    draw.text(
        (x, y), str(value), font=font(round(radius * 1.15), True), fill=(96, 64, 10), anchor="mm"
    )


def _draw_market(panel: _Panel, view: View) -> None:
    locale = panel.locale
    panel.heading("sw-board-market")
    market = view.get("market") or []
    row_h = panel.px(46)
    for index, combo in enumerate(market):
        top = panel.y
        middle = top + row_h / 2
        if index % 2 == 0:
            panel.draw.rounded_rectangle(
                [
                    panel.left - panel.px(6),
                    top,
                    panel.left + panel.width + panel.px(6),
                    top + row_h,
                ],
                panel.px(8),
                fill=PAPER_DARK,
            )
        race = combo.get("race")
        counter_r = panel.px(17)
        cx = panel.left + panel.px(20)
        draw = _shadowed_disc(
            panel.image,
            cx,
            middle,
            counter_r,
            race_colour(race),
            _mix(race_colour(race), INK, 0.45),
            counter_r * 0.14,
        )
        draw.text(
            (cx, middle),
            race_badge(race, locale),
            font=font(round(counter_r * 0.95), True),
            fill=_text_colour(race_colour(race)),
            anchor="mm",
        )
        name = t(
            locale,
            "sw-board-combo",
            power=_power_name(combo.get("power"), locale),
            race=_race_name(race, locale),
        )
        text_left = cx + counter_r + panel.px(12)
        room = panel.left + panel.width - panel.px(118) - text_left
        size = _fit(name, panel.px(19), room, True)
        panel.draw.text((text_left, middle), name, font=font(size, True), fill=INK, anchor="lm")
        # What it costs to take, and the coins lying on it.
        cost = t(locale, "sw-board-cost", cost=index)
        panel.draw.text(
            (panel.left + panel.width - panel.px(54), middle),
            cost,
            font=font(panel.px(15)),
            fill=_mix(INK, PAPER, 0.3),
            anchor="rm",
        )
        coins = int(combo.get("coins", 0))
        if coins:
            _coin(panel.draw, panel.left + panel.width - panel.px(20), middle, panel.px(14), coins)
        panel.y += row_h + panel.px(4)


def _draw_players(panel: _Panel, view: View) -> None:
    locale = panel.locale
    panel.heading("sw-board-players")
    active = view.get("active")
    waiting = set(view.get("waiting") or [])
    for seat, info in enumerate(view.get("seats") or []):
        top = panel.y
        row_h = panel.px(64)
        colour = seat_colour(seat)
        if seat == active:
            panel.draw.rounded_rectangle(
                [
                    panel.left - panel.px(6),
                    top,
                    panel.left + panel.width + panel.px(6),
                    top + row_h,
                ],
                panel.px(8),
                fill=_mix(PAPER, colour, 0.14),
                outline=colour,
                width=panel.px(2),
            )
        panel.draw.rounded_rectangle(
            [panel.left, top + panel.px(8), panel.left + panel.px(10), top + row_h - panel.px(8)],
            panel.px(4),
            fill=colour,
        )
        name = t(locale, f"sw-seat-{SEAT_COLOUR_NAMES[seat % 5]}")
        if seat in waiting:
            name = t(locale, "sw-board-waiting-for", name=name)
        panel.draw.text(
            (panel.left + panel.px(20), top + panel.px(18)),
            name,
            font=font(panel.px(17), True),
            fill=_mix(colour, INK, 0.35),
            anchor="lm",
        )
        # The active race with its counters on the map and in hand.
        combo = info.get("active")
        line_y = top + panel.px(45)
        x = panel.left + panel.px(20)
        if combo:
            race = combo.get("race")
            r = panel.px(12)
            draw = _shadowed_disc(panel.image, x + r, line_y, r, race_colour(race), colour, r * 0.2)
            draw.text(
                (x + r, line_y),
                race_badge(race, locale),
                font=font(round(r * 0.95), True),
                fill=_text_colour(race_colour(race)),
                anchor="mm",
            )
            label = t(
                locale,
                "sw-board-combo",
                power=_power_name(combo.get("power"), locale),
                race=_race_name(race, locale),
            )
            x += 2 * r + panel.px(8)
            size = _fit(label, panel.px(16), panel.width * 0.5)
            panel.draw.text((x, line_y), label, font=font(size), fill=INK, anchor="lm")
            x += font(size).getlength(label) + panel.px(10)
        else:
            panel.draw.text(
                (x, line_y),
                t(locale, "sw-board-no-race"),
                font=font(panel.px(16)),
                fill=_mix(INK, PAPER, 0.4),
                anchor="lm",
            )
        counts = t(
            locale,
            "sw-board-tokens",
            map=info.get("tokens_on_map", 0),
            hand=(combo or {}).get("in_hand", 0),
        )
        panel.draw.text(
            (panel.left + panel.width, top + panel.px(18)),
            counts,
            font=font(panel.px(15)),
            fill=_mix(INK, PAPER, 0.25),
            anchor="rm",
        )
        # Races in decline, greyed, at the right end of the race line.
        dx = panel.left + panel.width
        for declined in reversed(info.get("declined") or []):
            race = declined.get("race")
            label = _race_name(race, locale)
            width = font(panel.px(14)).getlength(label)
            panel.draw.text(
                (dx, line_y), label, font=font(panel.px(14)), fill=(128, 124, 118), anchor="rm"
            )
            r = panel.px(10)
            cx = dx - width - panel.px(6) - r
            draw = _shadowed_disc(
                panel.image, cx, line_y, r, _grey(race_colour(race)), _grey(colour), r * 0.2
            )
            draw.text(
                (cx, line_y),
                race_badge(race, locale),
                font=font(round(r * 0.95), True),
                fill=(255, 255, 255),
                anchor="mm",
            )
            dx = cx - r - panel.px(10)
            panel.draw = ImageDraw.Draw(panel.image)
        panel.y += row_h + panel.px(4)


def _draw_legend(panel: _Panel) -> None:
    locale = panel.locale
    panel.heading("sw-board-legend")
    entries: list[tuple[str, Callable[[float, float, float], None]]] = []
    for name in ("mine", "magic", "cavern"):
        entries.append(
            (
                f"sw-legend-{name}",
                lambda x, y, r, n=name: _printed_symbol(panel.draw, n, x, y, r * 0.85),
            )
        )
    entries.append(
        ("sw-legend-lost-tribe", lambda x, y, r: _tribe_counter(panel.image, (x, y), r, 1))
    )
    for name in ("mountain", *MARKER_ORDER):
        entries.append(
            (
                f"sw-legend-{name}",
                lambda x, y, r, n=name: _marker_token(panel.image, n, x, y, r * 0.9),
            )
        )
    columns = 3
    col_w = panel.width / columns
    row_h = panel.px(34)
    for index, (key, painter) in enumerate(entries):
        col, row = index % columns, index // columns
        x = panel.left + col * col_w + panel.px(14)
        y = panel.y + row * row_h + row_h / 2
        painter(x, y, panel.px(13))
        panel.draw = ImageDraw.Draw(panel.image)
        label = t(locale, key)
        size = _fit(label, panel.px(14), col_w - panel.px(36))
        panel.draw.text((x + panel.px(22), y), label, font=font(size), fill=INK, anchor="lm")
    panel.y += row_h * (-(-len(entries) // columns))


# ---------------------------------------------------------------------------- entry points


def board_image(view: View, locale: str) -> Image.Image:
    """The full public picture at its final size."""
    players = int(view["map"])
    base, box = _base_board(players)
    shapes = board_shapes(players)
    unit = RADIUS * SCALE
    origin = (float(box[0]), float(box[1]))
    panel_w = PANEL_WIDTH * SCALE
    height = max(base.height, _panel_height(view) * SCALE)
    canvas = Image.new("RGB", (base.width + panel_w, height), PAPER)
    top = (height - base.height) // 2  # a short board sits in the middle beside the panel
    canvas.paste(base, (0, top))
    origin = (origin[0], origin[1] + top)
    for region in view.get("regions") or []:
        anchors = _scaled(shapes.anchors[int(region["id"])], unit, origin)
        _draw_region_pieces(canvas, region, anchors, unit, locale)
    panel = _Panel(canvas, base.width, 0, panel_w - MARGIN * SCALE * 2, locale)
    _draw_title(panel, view)
    _draw_turn_track(panel, view)
    _draw_market(panel, view)
    _draw_players(panel, view)
    _draw_legend(panel)
    # A box filter (reduce) is what a 2x supersample needs, at a fraction of LANCZOS's cost.
    return canvas.reduce(SCALE)


def _panel_height(view: View) -> int:
    """The panel's height in final pixels (the board may be shorter, e.g. for two players)."""
    seats = len(view.get("seats") or [])
    return 30 + 22 + 18 + 25 + 40 + 6 * 50 + 40 + seats * 68 + 40 + 4 * 34 + MARGIN


def render_board(view: View, locale: str) -> bytes:
    """The public board as PNG bytes (palette-reduced to stay small)."""
    image = board_image(view, locale)
    return to_png(
        image.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    )


def render_private(view: View, locale: str) -> bytes | None:
    """No private picture: the seat's secrets (coins, tokens in hand) are told in text."""
    return None
