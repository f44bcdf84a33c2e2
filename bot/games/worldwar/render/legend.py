"""The legend in the map's open sea (its box comes with the map): the continent bonuses, each
with its tint and, on a board, a disc of the army that holds the whole continent; under them a
key to the pieces and marks. The printed part is drawn with the map and cached; the holders are
drawn for each view."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.base import View
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.render import icons
from bot.games.worldwar.render.marks import army_mark
from bot.games.worldwar.render.palette import COLOURS as C
from bot.games.worldwar.render.palette import army, continent_colour
from bot.games.worldwar.render.words import continent_name
from bot.i18n import t
from bot.render.canvas import Canvas, Point
from bot.render.palette import mix
from bot.render.panels import panel

PAD = 12.0
TITLE_H = 26.0
ROW_H = 21.0
KEY_ROW_H = 19.0
KEY_COLUMNS = 3
KEY = ("soldier", "horse", "cannon", "catapult", "tower", "capital", "lord", "value", "sea")


def _rows_top(top: float) -> float:
    return top + PAD + TITLE_H


def draw_printed(canvas: Canvas, locale: str) -> None:
    """The legend's panel, title, continent rows and key (map coordinates)."""
    game_map = world()
    left, top, width, height = game_map.legend
    right, bottom = left + width, top + height
    panel(
        canvas,
        (left, top, right, bottom),
        mix(C.plate, C.sea, 0.12),
        C.coast,
        1.2,
        10,
        shadow=mix(C.sea, C.shadow, 0.3),
        shadow_offset=(2, 3),
    )
    title = t(locale, "ww-board-legend-bonus")
    canvas.fitted_text((left + PAD, top + PAD + 9), title, 15, width - 2 * PAD, C.ink, True, "lm")
    y = _rows_top(top)
    for continent in game_map.continents.values():
        middle = y + ROW_H / 2
        swatch = (left + PAD, middle - 7, left + PAD + 22, middle + 7)
        tint = continent_colour(continent.id)
        canvas.rect(swatch, fill=tint, outline=C.coast, width=1, radius=3)
        name = continent_name(locale, continent.id)
        canvas.fitted_text((left + PAD + 30, middle), name, 13, width - 130, C.ink, False, "lm")
        canvas.text((right - PAD - 30, middle), f"+{continent.bonus}", 13.5, C.ink, True, "rm")
        y += ROW_H
    y += 6
    canvas.line([(left + PAD, y), (right - PAD, y)], C.faint, 1)
    y += 4
    column = (width - 2 * PAD) / KEY_COLUMNS
    for index, entry in enumerate(KEY):
        x = left + PAD + (index % KEY_COLUMNS) * column
        middle = y + (index // KEY_COLUMNS) * KEY_ROW_H + KEY_ROW_H / 2
        _symbol(canvas, entry, (x + 9, middle))
        label = t(locale, f"ww-board-legend-{entry}")
        canvas.fitted_text((x + 21, middle), label, 11, column - 23, C.ink, False, "lm", 8)


def _symbol(canvas: Canvas, entry: str, at: Point) -> None:
    x, y = at
    units: dict[str, Callable[[Canvas, Point, float, tuple[int, int, int]], None]] = {
        "soldier": icons.soldier,
        "horse": icons.horse,
        "cannon": icons.cannon,
    }
    if entry in units:
        units[entry](canvas, at, 14, C.ink)
    elif entry == "catapult":
        icons.catapult(canvas, at, 15, C.engine_dark)
    elif entry == "tower":
        icons.tower(canvas, at, 15, C.engine_dark)
    elif entry == "capital":
        icons.capital(canvas, at, 16, C.ink)
    elif entry == "lord":
        icons.lord(canvas, at, 16, C.ink)
    elif entry == "value":
        canvas.circle(at, 7.5, fill=C.plate, outline=C.grain, width=1.2)
        canvas.text(at, "5", 9, C.engine_dark, True)
    elif entry == "sea":
        canvas.line([(x - 9, y), (x - 3, y)], C.route, 2)
        canvas.line([(x + 1, y), (x + 8, y)], C.route, 2)


def holders(view: View) -> dict[str, int]:
    """The continents one army holds whole: continent id -> seat."""
    game_map = world()
    owners = view.get("map") or {}
    found = {}
    for continent in game_map.continents.values():
        seen = {(owners.get(tid) or {}).get("o") for tid in continent.territories}
        holder = next(iter(seen)) if len(seen) == 1 else None
        if holder is not None:
            found[continent.id] = int(holder)
    return found


def draw_holders(canvas: Canvas, view: View, origin: Point) -> None:
    """A disc in the army's colour beside each continent held whole."""
    game_map = world()
    left, top, width, _height = game_map.legend
    ox, oy = origin
    held = holders(view)
    y = _rows_top(top) + oy
    for continent in game_map.continents.values():
        if continent.id in held:
            at = (ox + left + width - PAD - 10, y + ROW_H / 2)
            # a little larger than before issue 26: the army's mark sits inside it
            canvas.circle(at, 8.5, fill=army(held[continent.id]), outline=C.plate, width=1.4)
            army_mark(canvas, held[continent.id], at, 6, "continent")
        y += ROW_H
