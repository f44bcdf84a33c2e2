"""The key under the map: the four terrains (with what each yields), rivers, cliffs, sealed
rims, the capital, a searching meeple, an exploration token and an alliance."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from bot.games.tek.engine.content import TERRAINS, YIELD
from bot.games.tek.render.geometry import hex_corners
from bot.games.tek.render.icons import crown, exploration, link, meeple, resource, terrain_symbol
from bot.games.tek.render.map import cliff, river
from bot.games.tek.render.palette import COLOURS as C
from bot.games.tek.render.panel import SMALLEST_TEXT
from bot.i18n import t
from bot.render.canvas import Canvas, Point
from bot.render.palette import mix
from bot.render.text import Typeface

ROW_H = 30.0
GAP = 26.0  # between two entries of a row
TEXT = 15.0
TERRAIN_NAMES = tuple(TERRAINS.values())
ENTRIES = (*TERRAIN_NAMES, "river", "cliff", "sealed", "capital", "searching", "token", "alliance")


def _label(locale: str, entry: str) -> str:
    return t(locale, f"tek-terrain-{entry}" if entry in TERRAIN_NAMES else f"tek-legend-{entry}")


@lru_cache(maxsize=32)
def _places(locale: str, width: float) -> tuple[tuple[float, float], ...]:
    """Where each entry of the key goes (its left edge and its row's middle): left to right,
    each as wide as its words, a new row when the next does not fit."""
    type_ = Typeface(locale)
    places = []
    x, row = 0.0, 0
    for entry in ENTRIES:
        need = 36 + type_.width(_label(locale, entry), TEXT) + (30 if entry in YIELD else 0)
        if x and x + need > width:
            x, row = 0.0, row + 1
        places.append((x, 8 + row * ROW_H + ROW_H / 2))
        x += need + GAP
    return tuple(places)


def legend_height(locale: str, width: float) -> float:
    return _places(locale, width)[-1][1] + ROW_H / 2 + 8


def draw_legend(canvas: Canvas, locale: str, at: Point, width: float) -> None:
    """The key, ``width`` wide, its top-left corner at ``at`` (drawn once per locale and
    width, then pasted)."""
    canvas.paste(_legend(locale, width), at)


@lru_cache(maxsize=8)
def _legend(locale: str, width: float) -> Image.Image:
    canvas = Canvas(width, legend_height(locale, width), C, locale)
    for entry, (x, y) in zip(ENTRIES, _places(locale, width), strict=True):
        _symbol(canvas, entry, (x + 16, y))
        room = width - x - 40 - (30 if entry in YIELD else 0)
        # (the key may lie under the panel, in its focus pictures: see panel.SMALLEST_TEXT)
        used = canvas.fitted_text(
            (x + 36, y), _label(locale, entry), TEXT, room, C.ink, False, "lm", SMALLEST_TEXT
        )
        if entry in YIELD:
            canvas.text((x + 36 + used + 6, y), "→", 13, C.muted, anchor="lm")
            resource(canvas, YIELD[entry], (x + 36 + used + 24, y), 7.5)
    return canvas.image


def _symbol(canvas: Canvas, entry: str, at: Point) -> None:
    x, y = at
    if entry in TERRAIN_NAMES:
        colour = C.terrain[entry]
        canvas.polygon(hex_corners(at, 14), mix(colour, C.ink, 0.14))
        canvas.polygon(hex_corners(at, 12), colour)
        terrain_symbol(canvas, entry, at, 6.5)
    elif entry == "river":
        river(canvas, (x - 14, y), (x + 14, y), 6)
    elif entry == "cliff":
        cliff(canvas, (x - 14, y + 3), (x + 14, y + 3), (x, y + 10), 3)
    elif entry == "sealed":
        canvas.line([(x - 14, y + 5), (x + 14, y + 5)], C.ink, 2.4)
        canvas.rect((x - 14, y - 5, x + 14, y + 4), fill=C.water)
        canvas.line(
            [(x - 10, y - 1), (x - 5, y - 3), (x, y - 1), (x + 5, y - 3), (x + 10, y - 1)],
            (255, 255, 255),
            1.3,
        )
    elif entry == "capital":
        crown(canvas, at, 9, C.capital)
    elif entry == "searching":
        meeple(canvas, (x, y + 3), 10, C.seats[0], down=True)
    elif entry == "token":
        exploration(canvas, at, 11)
    elif entry == "alliance":
        link(canvas, at, 12, C.ally)
