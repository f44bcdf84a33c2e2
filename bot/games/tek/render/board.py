"""The whole Tiny Epic Kingdoms board: the title across the top; the territory cards (cached
faces, this view's pieces over them) with the players and a key under them on the left; the
action card, the tower card, the war and the seats on the right. It reads only the public
view's keys listed in ``PUBLIC_KEYS``, so it cannot show a bid or a sealed follow choice; the
table's frame adds the players' names and never moves anything."""

from __future__ import annotations

import math
from dataclasses import dataclass

from bot.engine.base import View
from bot.games.tek.render.cards import draw_action_card, draw_tower_card
from bot.games.tek.render.geometry import (
    BAND_H,
    CARD_H,
    CARD_W,
    FLOWER_CENTRE,
    OFFSETS,
    card_origins,
    map_size,
)
from bot.games.tek.render.icons import build
from bot.games.tek.render.legend import draw_legend, legend_height
from bot.games.tek.render.map import (
    MINI_CENTRES,
    SIDE_LABEL_Y,
    Back,
    Face,
    band_colour,
    card_layer,
    faces,
)
from bot.games.tek.render.marks import band_mark
from bot.games.tek.render.palette import COLOURS as C
from bot.games.tek.render.panel import (
    ACTION_H,
    GAP,
    PANEL_W,
    TITLE_H,
    TOWER_H,
    WAR_H,
    draw_title,
    panel_height,
)
from bot.games.tek.render.pieces import draw_region
from bot.games.tek.render.players import draw_players, strip_height
from bot.games.tek.render.seats import draw_seats
from bot.games.tek.render.warbox import draw_war
from bot.games.tek.render.words import player_name, word
from bot.i18n import t
from bot.render.board_frame import BoardFrame, Box
from bot.render.canvas import Canvas, Point
from bot.render.palette import ink_on, mix

# The keys of the public view that the board reads (a test holds render_board to them).
PUBLIC_KEYS = frozenset(
    {
        "phase",
        "round",
        "leader",
        "shields",
        "action",
        "passed",
        "ending",
        "slots",
        "regions",
        "borders",
        "seats",
        "alliances",
        "war",
        "flee",
        "last_war",
        "found",
        "waiting",
        "result",
    }
)

MARGIN = 24.0
COLUMN_GAP = 30.0  # between the map and the panel
LEGEND_GAP = 8.0
PLAYERS_GAP = 14.0  # between the map and the players' strip


@dataclass(frozen=True)
class Layout:
    """Where the parts of the picture lie (logical pixels)."""

    width: float
    height: float
    map_at: Point  # the top-left corner of the map (the cards)
    panel_at: Point  # ... of the action card, with the rest of the panel under it
    legend_at: Point
    legend_w: float
    players: Box  # the players' strip, under the map


def layout(view: View, locale: str) -> Layout:
    """The picture's size and parts. The players' strip goes under the map (its room is the
    same whatever the names), the key under it or under the panel, wherever the picture stays
    lower."""
    map_w, map_h = map_size(len(view.get("slots") or []))
    map_w = math.ceil(map_w)
    seats = len(view.get("seats") or [])
    panel_h = panel_height(seats)
    top = MARGIN + TITLE_H
    strip_bottom = map_h + PLAYERS_GAP + strip_height(seats, map_w)
    players = (MARGIN, top + map_h + PLAYERS_GAP, MARGIN + map_w, top + strip_bottom)
    under_map = max(strip_bottom + LEGEND_GAP + legend_height(locale, map_w), panel_h)
    under_panel = max(strip_bottom, panel_h + LEGEND_GAP + legend_height(locale, PANEL_W))
    panel_left = MARGIN + map_w + COLUMN_GAP
    width = panel_left + PANEL_W + MARGIN
    if under_map <= under_panel:
        legend_at = (MARGIN, top + strip_bottom + LEGEND_GAP)
        legend_w, body = float(map_w), under_map
    else:
        legend_at = (panel_left, top + panel_h + LEGEND_GAP)
        legend_w, body = PANEL_W, under_panel
    return Layout(
        width,
        math.ceil(top + body + MARGIN),
        (MARGIN, top),
        (panel_left, top),
        legend_at,
        legend_w,
        players,
    )


def card_positions(view: View, locale: str = "en") -> list[Point]:
    """Each slot's card's top-left corner on the picture."""
    return card_origins(len(view.get("slots") or []), layout(view, locale).map_at)


def region_centre(view: View, rid: int, locale: str = "en") -> Point:
    """Where region ``rid``'s centre lies on the final picture (in ``locale``: the key's
    length may move the map)."""
    origin = card_positions(view, locale)[rid // 10]
    dx, dy = OFFSETS[rid % 10]
    return (origin[0] + FLOWER_CENTRE[0] + dx, origin[1] + FLOWER_CENTRE[1] + dy)


def draw_board(view: View, locale: str, frame: BoardFrame | None = None) -> Canvas:
    """The board drawn from the public view's keys only, with the frame's names."""
    parts = layout(view, locale)
    canvas = Canvas(parts.width, parts.height, C, locale)
    draw_title(
        canvas, view, locale, (MARGIN, MARGIN - 4, parts.width - MARGIN, MARGIN + TITLE_H - 14)
    )
    cards = faces(view)
    origins = card_origins(len(cards), parts.map_at)
    for card, origin in zip(cards, origins, strict=True):
        canvas.paste(card_layer(card), origin)
        _band_words(canvas, view, locale, card, origin)
    _draw_pieces(canvas, view, origins)
    draw_players(canvas, view, locale, frame, parts.players)
    draw_legend(canvas, locale, parts.legend_at, parts.legend_w)
    x, y = parts.panel_at
    draw_action_card(canvas, view, locale, (x, y))
    y += ACTION_H + GAP
    draw_tower_card(canvas, view, locale, (x, y))
    y += TOWER_H + GAP
    draw_war(canvas, view, locale, (x, y))
    y += WAR_H + GAP
    draw_seats(canvas, view, locale, (x, y))
    return canvas


def _band_words(canvas: Canvas, view: View, locale: str, card: Face | Back, origin: Point) -> None:
    """The card's name band: whose home it is (or the Lost Kingdom); a card still face down
    says its owner is choosing a side."""
    x, y = origin
    colour = band_colour(card.owner)
    ink = ink_on(colour, C.ink, threshold=150)
    left = x + 16
    if card.owner is None:
        name = word(locale, "tek-board-lost-kingdom")
    else:
        name = player_name(locale, view, card.owner)
        # the owner's mark before the name (drawn here, not on the cached card layer)
        band_mark(canvas, card.owner, (left + 2, y + BAND_H / 2 + 1), 11, "card")
        left += 16
    # a kingdom's focus picture is about 400 px wide: 10 px reads at 8 on a phone
    room = x + CARD_W - 44 - left
    canvas.fitted_text((left, y + BAND_H / 2 + 1), name, 19, room, ink, True, "lm", 10)
    leading = view.get("phase") not in ("faction", "setup", "over") and not view.get("result")
    if leading and card.owner is not None and card.owner == view.get("leader"):
        build(canvas, (x + CARD_W - 24, y + BAND_H / 2 + 1), 10, ink)  # the big tower
    if isinstance(card, Back):
        for side, (cx, _cy) in enumerate(MINI_CENTRES):
            label = t(locale, "tek-ui-side-plain", side=side)
            canvas.fitted_text((x + cx, y + SIDE_LABEL_Y), label, 17, CARD_W * 0.42, C.ink, True)
        if view.get("phase") == "setup":  # (while factions are chosen, nobody is on it yet)
            at = (x + CARD_W / 2, y + CARD_H - 34)
            label = t(locale, "tek-board-choosing-side")
            canvas.fitted_text(at, label, 18, CARD_W - 40, mix(C.ink, C.paper, 0.3), False)


def _draw_pieces(canvas: Canvas, view: View, origins: list[Point]) -> None:
    alliances = {tuple(sorted((int(a), int(b)))) for a, b in view.get("alliances") or []}
    war = view.get("war") or {}
    war_region = war.get("region")
    for region in view.get("regions") or []:
        slot, n = int(region["slot"]), int(region["n"])
        if slot >= len(origins) or n not in OFFSETS:
            continue
        meeples = [(int(seat), bool(down)) for seat, down in region.get("meeples") or []]
        seats = sorted({seat for seat, _down in meeples})
        allied = len(seats) == 2 and tuple(seats) in alliances
        at_war = war_region is not None and int(war_region) == int(region["id"])
        if not meeples and not region.get("token") and not at_war:
            continue
        dx, dy = OFFSETS[n]
        centre = (
            origins[slot][0] + FLOWER_CENTRE[0] + dx,
            origins[slot][1] + FLOWER_CENTRE[1] + dy,
        )
        capital = int(region["id"]) if region.get("capital") else None
        draw_region(canvas, centre, meeples, bool(region.get("token")), allied, at_war, capital)
