"""The parts of the Small World board a player can name and a move can change (issue 26):
every region, the turn track, the races on offer and each player's row of the side panel.

Each area carries where it lies on the channel board, the outline a marked area is ringed
with, and a fingerprint of what the board draws there (``state``): the table compares two
views' states to find what a move touched. Nothing here depends on the frame (the players'
names): a name is cut to its row, so every area stays put.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from bot.engine.base import View
from bot.games.smallworld.render.map import MARGIN, RADIUS, base_map
from bot.games.smallworld.render.outlines import region_outlines
from bot.games.smallworld.render.palette import SEAT_COLOUR_NAMES
from bot.games.smallworld.render.panel import (
    MARKET_ROW,
    PLAYER_ROW,
    TITLE_HEIGHT,
    market_top,
    panel_edges,
    panel_height,
    player_top,
    track_radius,
)
from bot.i18n import Text
from bot.render.board_frame import BoardArea, Box, Point
from bot.render.canvas import SCALE

# A panel area's box is at most this wide (its outline still rings the whole row): its focus
# picture (box and 24 px each side) is then at most 500 px wide, so the smallest text of the
# panel, a long name cut at 10 px, still reads at 8 px on a phone (bot.render.focus).
PANEL_FOCUS_WIDTH = 452.0


def map_top(view: View) -> float:
    """How far down the map stands: a map shorter than the panel sits in the middle."""
    map_h = base_map(int(view["map"])).height
    height = max(map_h, round(panel_height(view) * SCALE))
    # on a whole pixel of the final picture: the texture's marks (drawn on whole pixels of the
    # map) then stay crisp and cheap to encode, not smeared over an extra row by the downscale
    return float((height - map_h) // (2 * SCALE))


def board_areas(view: View, locale: str) -> list[BoardArea]:
    """The board's areas: regions first (by number), then the panel's parts."""
    return region_areas(view) + panel_areas(view)


def region_areas(view: View) -> list[BoardArea]:
    placed = _placed_outlines(int(view["map"]), map_top(view))
    areas = []
    for region in view.get("regions") or []:
        rid = int(region["id"])
        outline, bounds = placed[rid]
        name = Text(
            "sw-area-region",
            {"region": rid, "terrain": Text(f"sw-terrain-{region.get('terrain', 'sea')}")},
        )
        areas.append(BoardArea(f"region-{rid}", name, bounds, _region_state(region), outline))
    return areas


@lru_cache(maxsize=16)
def _placed_outlines(players: int, top: float) -> dict[int, tuple[tuple[Point, ...], Box]]:
    """Each region's outline on the board, and its bounds, for a map ``top`` down the board:
    the same on every board of a game (working them out was 1.5 ms of each board)."""
    left, top = MARGIN, top + MARGIN
    placed = {}
    for rid, points in region_outlines(players).items():
        outline = tuple((left + x * RADIUS, top + y * RADIUS) for x, y in points)
        placed[rid] = (outline, _bounds(outline))
    return placed


def _region_state(region: dict[str, Any]) -> tuple[Any, ...]:
    """What the board draws on a region: whose counter, which race, face up or down, how
    many tokens, Lost Tribes and the markers standing there."""
    markers = tuple(sorted((name, n) for name, n in (region.get("markers") or {}).items() if n))
    return (
        region.get("owner"),
        region.get("race"),
        bool(region.get("declined")),
        int(region.get("tokens", 0)),
        int(region.get("lost_tribe", 0)),
        markers,
    )


def panel_areas(view: View) -> list[BoardArea]:
    map_width = base_map(int(view["map"])).width / SCALE
    left, right = panel_edges(map_width)
    left, right = left - 6, right + 6  # the rows' highlights reach this far
    track_y, radius = TITLE_HEIGHT + 18, track_radius(view)
    areas = [
        _panel_area(
            "turns",
            Text("sw-area-turns"),
            (left, track_y - radius - 3, right, track_y + radius + 3),
            (view.get("turn"), view.get("turns"), view.get("result") is not None),
        )
    ]
    market = view.get("market") or []
    if market:
        top = market_top(view)
        state = tuple((c.get("race"), c.get("power"), int(c.get("coins", 0))) for c in market)
        bottom = top + len(market) * (MARKET_ROW + 4) - 4
        areas.append(
            _panel_area("market", Text("sw-board-market"), (left, top, right, bottom), state)
        )
    active, waiting = view.get("active"), set(view.get("waiting") or [])
    for seat, info in enumerate(view.get("seats") or []):
        top = player_top(view, seat)
        name = Text("sw-area-player", {"seat": Text(f"sw-seat-{SEAT_COLOUR_NAMES[seat % 5]}")})
        state = _player_state(info, seat == active, seat in waiting)
        areas.append(
            _panel_area(f"player-{seat}", name, (left, top, right, top + PLAYER_ROW), state)
        )
    return areas


def _player_state(info: dict[str, Any], active: bool, waiting: bool) -> tuple[Any, ...]:
    """What a player's row draws: the active race and its tokens, the declined races, and
    whether the row is highlighted (its turn) or waited for."""
    combo = info.get("active") or {}
    declined = tuple(force.get("race") for force in info.get("declined") or [])
    return (
        combo.get("race"),
        combo.get("power"),
        int(combo.get("in_hand", 0)),
        int(info.get("tokens_on_map", 0)),
        declined,
        active,
        waiting,
    )


def _panel_area(area_id: str, name: Text, row: Box, state: Any) -> BoardArea:
    """A part of the panel: outlined round its whole row, its box narrowed to the middle of it
    (PANEL_FOCUS_WIDTH) so that its focus picture reads on a phone."""
    left, top, right, bottom = row
    inset = max(0.0, (right - left - PANEL_FOCUS_WIDTH) / 2)
    outline = ((left, top), (right, top), (right, bottom), (left, bottom))
    return BoardArea(area_id, name, (left + inset, top, right - inset, bottom), state, outline)


def _bounds(points: tuple[Point, ...]) -> Box:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return (min(xs), min(ys), max(xs), max(ys))
