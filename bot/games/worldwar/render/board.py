"""The whole World War board: the header across the top, the world map (its cached printed
layer, then this view's owner colours, stacks, engines, capitals, lords and shields, the
holders of whole continents in the legend, the last battle and the political events in boxes
in the open sea), and a card per army under it. It reads only the public view's
keys listed in ``PUBLIC_KEYS``: never ``me``, so no mission or hand of a seat can reach it."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.base import View
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.render.battle_box import draw_battle
from bot.games.worldwar.render.events_box import draw_events
from bot.games.worldwar.render.legend import draw_holders
from bot.games.worldwar.render.map import base_layer
from bot.games.worldwar.render.palette import COLOURS as C
from bot.games.worldwar.render.panel import HEADER_H, draw_header, draw_seats, seat_height
from bot.games.worldwar.render.pieces import draw_pieces, paint_owners
from bot.render.board_frame import BoardFrame
from bot.render.canvas import Canvas, Point

# The keys of the public view that the board reads (a test holds render_board to them).
PUBLIC_KEYS = frozenset(
    {
        "phase",
        "round",
        "map",
        "seats",
        "turn",
        "pending",
        "waiting",
        "completed",
        "result",
        "options",
        "drawn",
        "fx",
        "last_battle",
    }
)

MARGIN = 16.0
MAP_GAP = 6.0  # between the header and the map
SEATS_GAP = 12.0  # between the map and the armies' cards
PALETTE_COLOURS = 256  # the PNG is palette-reduced to stay small


@dataclass(frozen=True)
class Layout:
    width: float
    height: float
    map_at: Point
    seats_at: Point


def layout(view: View) -> Layout:
    game_map = world()
    map_at = (MARGIN, MARGIN + HEADER_H + MAP_GAP)
    seats_at = (MARGIN, map_at[1] + game_map.height + SEATS_GAP)
    height = seats_at[1] + seat_height(view) + MARGIN
    return Layout(game_map.width + 2 * MARGIN, height, map_at, seats_at)


def map_origin(view: View) -> Point:
    """Where the map's (0, 0) lies on the picture."""
    return layout(view).map_at


def territory_point(view: View, tid: str) -> Point:
    """Where a territory's centre (its stack) lies on the picture."""
    x, y = world().territories[tid].centre
    ox, oy = map_origin(view)
    return (ox + x, oy + y)


def render_board(view: View, locale: str, frame: BoardFrame | None = None) -> bytes:
    """The public board as PNG bytes, labelled in ``locale``."""
    return draw_board(view, locale).finish(colours=PALETTE_COLOURS)


def draw_board(view: View, locale: str) -> Canvas:
    parts = layout(view)
    canvas = Canvas(parts.width, parts.height, C, locale)
    game_map = world()
    ox, oy = parts.map_at
    canvas.paste(base_layer(locale), parts.map_at)
    paint_owners(canvas, view, locale, parts.map_at)
    canvas.rect((ox, oy, ox + game_map.width, oy + game_map.height), outline=C.sea_deep, width=2)
    draw_pieces(canvas, view, parts.map_at)
    draw_holders(canvas, view, parts.map_at)
    draw_battle(canvas, view, locale, parts.map_at)
    draw_events(canvas, view, locale, parts.map_at)
    draw_header(canvas, view, locale, (MARGIN, MARGIN, parts.width - MARGIN, MARGIN + HEADER_H))
    draw_seats(canvas, view, locale, parts.seats_at, game_map.width)
    return canvas
