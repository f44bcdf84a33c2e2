"""The whole World War board: the header across the top, the world map (its cached printed
layer, then this view's owner colours, stacks, engines, capitals, lords and shields, the
holders of whole continents in the legend, the last battle and the political events in boxes
in the open sea), and a card per army under it, with its player's name when the table gives
a frame (and the areas the frame marks outlined). It reads only the public view's
keys listed in ``PUBLIC_KEYS``: never ``me``, so no mission or hand of a seat can reach it."""

from __future__ import annotations

from bot.engine.base import View
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.render.areas import board_areas
from bot.games.worldwar.render.battle_box import draw_battle
from bot.games.worldwar.render.events_box import draw_events
from bot.games.worldwar.render.geometry import HEADER_H, MARGIN
from bot.games.worldwar.render.layout import layout
from bot.games.worldwar.render.legend import draw_holders
from bot.games.worldwar.render.map import base_layer, note_printed
from bot.games.worldwar.render.palette import COLOURS as C
from bot.games.worldwar.render.panel import draw_header, draw_seats
from bot.games.worldwar.render.pieces import draw_pieces, paint_owners
from bot.render.area_marks import mark_areas
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

PALETTE_COLOURS = 256  # the PNG is palette-reduced to stay small


def map_origin(view: View) -> Point:
    """Where the map's (0, 0) lies on the picture."""
    return layout(view).map_at


def territory_point(view: View, tid: str) -> Point:
    """Where a territory's centre (its stack) lies on the picture."""
    x, y = world().territories[tid].centre
    ox, oy = map_origin(view)
    return (ox + x, oy + y)


def render_board(view: View, locale: str, frame: BoardFrame | None = None) -> bytes:
    """The public board as PNG bytes, labelled in ``locale``: with the players' names and
    whom the game waits for from ``frame``, and its marked areas outlined."""
    canvas = draw_board(view, locale, frame)
    if frame is not None and frame.marked:
        mark_areas(canvas, board_areas(view, locale), frame.marked)
    return canvas.finish(colours=PALETTE_COLOURS)


def draw_board(view: View, locale: str, frame: BoardFrame | None = None) -> Canvas:
    parts = layout(view)
    canvas = Canvas(parts.width, parts.height, C, locale)
    game_map = world()
    ox, oy = parts.map_at
    canvas.paste(base_layer(locale), parts.map_at)
    note_printed(locale, parts.map_at)
    paint_owners(canvas, view, locale, parts.map_at)
    canvas.rect((ox, oy, ox + game_map.width, oy + game_map.height), outline=C.sea_deep, width=2)
    draw_pieces(canvas, view, parts.map_at)
    draw_holders(canvas, view, parts.map_at)
    draw_battle(canvas, view, locale, parts.map_at)
    draw_events(canvas, view, locale, parts.map_at)
    draw_header(canvas, view, locale, (MARGIN, MARGIN, parts.width - MARGIN, MARGIN + HEADER_H))
    draw_seats(canvas, view, locale, parts.seats_at, game_map.width, frame)
    return canvas
