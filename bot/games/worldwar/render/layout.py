"""Where the parts of one board lie: the map under the header, the armies' cards under the
map (as tall as this view's cards need), and the picture's size."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.base import View
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.render.geometry import MAP_AT, MARGIN, SEATS_GAP
from bot.games.worldwar.render.panel import seat_height
from bot.render.canvas import Point


@dataclass(frozen=True)
class Layout:
    width: float
    height: float
    map_at: Point
    seats_at: Point


def layout(view: View) -> Layout:
    game_map = world()
    map_at = MAP_AT
    seats_at = (MARGIN, map_at[1] + game_map.height + SEATS_GAP)
    height = seats_at[1] + seat_height(view) + MARGIN
    return Layout(game_map.width + 2 * MARGIN, height, map_at, seats_at)
