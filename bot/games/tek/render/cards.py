"""The two printed cards of the side panel: the action card with its shields (the current action
framed, a passed one struck through) and the tower card with every seat's tower on it."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from bot.engine.base import View
from bot.games.tek.engine.content import ACTIONS as ACTION_KINDS
from bot.games.tek.engine.content import MAX_TOWER
from bot.games.tek.engine.content import tower as tower_card
from bot.games.tek.render.icons import (
    ACTIONS,
    resource,
    shield,
)
from bot.games.tek.render.marks import band_mark
from bot.games.tek.render.palette import COLOURS as C
from bot.games.tek.render.palette import seat_colour
from bot.games.tek.render.panel import (
    ACTION_H,
    BAND,
    PANEL_W,
    SMALLEST_TEXT,
    TOWER_H,
    card_frame,
)
from bot.games.tek.render.words import action_name
from bot.i18n import t
from bot.render.canvas import Box, Canvas, Point
from bot.render.icons import star
from bot.render.palette import BLACK, mix

# --- the action card -----------------------------------------------------------------------

ACTION_CELL_H = 100.0


def _action_cells() -> list[Box]:
    """Each action's cell on the action card (from the card's top-left corner)."""
    cell_w = (PANEL_W - 24) / len(ACTION_KINDS)
    top = BAND + 8
    return [
        (12 + index * cell_w + 3, top, 12 + (index + 1) * cell_w - 3, top + ACTION_CELL_H)
        for index in range(len(ACTION_KINDS))
    ]


@lru_cache(maxsize=8)
def _action_card(locale: str) -> Image.Image:
    """The printed action card in ``locale``: six actions, no shields yet."""
    canvas = Canvas(PANEL_W + 4, ACTION_H + 5, C, locale)
    card_frame(canvas, (0, 0, PANEL_W, ACTION_H), t(locale, "tek-board-actions"))
    for kind, cell in zip(ACTION_KINDS, _action_cells(), strict=True):
        canvas.rect(cell, fill=C.panel, outline=C.faint, width=1.2, radius=10)
        centre = ((cell[0] + cell[2]) / 2, cell[1] + 38)
        canvas.circle(centre, 27, fill=C.ink)
        ACTIONS[kind](canvas, centre, 16, C.card)
        label = action_name(locale, kind)
        width = cell[2] - cell[0] - 10
        at = ((cell[0] + cell[2]) / 2, cell[3] - 16)
        canvas.fitted_text(at, label, 16, width, C.ink, True, smallest=SMALLEST_TEXT)
    return canvas.image


def draw_action_card(canvas: Canvas, view: View, locale: str, at: Point) -> None:
    """The six actions; a numbered shield on each used one, the current one framed in gold
    (crossed out if its player passed)."""
    left, top = at
    canvas.paste(_action_card(locale), at)
    current = view.get("action") if view.get("phase") in ("follow", "war", "flee") else None
    passed = bool(view.get("passed")) and current is not None
    if current:
        key = "tek-board-action-passed" if passed else "tek-board-action-now"
        status = t(locale, key, action=action_name(locale, str(current)))
        at = (left + PANEL_W - 14, top + BAND / 2)
        canvas.fitted_text(at, status, 16, PANEL_W * 0.55, C.gold, True, "rm", SMALLEST_TEXT)
    shields = [str(kind) for kind in view.get("shields") or []]
    for kind, cell in zip(ACTION_KINDS, _action_cells(), strict=True):
        box = (left + cell[0], top + cell[1], left + cell[2], top + cell[3])
        centre = ((box[0] + box[2]) / 2, box[1] + 38)
        if kind == current:
            canvas.rect(
                (box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), outline=C.gold, width=4, radius=12
            )
        if kind in shields:
            shield(canvas, (centre[0], centre[1] + 1), 26, C.shield, C.shield_rim)
            order = str(shields.index(kind) + 1)
            canvas.text((centre[0], centre[1] - 2), order, 22, C.ink, True)
            if kind == current and passed:
                # a pass: the shield lies there but nothing was done
                a, b = (centre[0] - 22, centre[1] + 20), (centre[0] + 22, centre[1] - 20)
                canvas.line([a, b], C.war, 5)


# --- the tower card ------------------------------------------------------------------------

TOWER_BASE = BAND + 86.0  # the foot of every tower, from the card's top
BLOCK_H = 9.0


def _tower_x(level: int) -> float:
    col_w = (PANEL_W - 24) / (MAX_TOWER + 1)
    return 12 + col_w * (level + 0.5)


@lru_cache(maxsize=8)
def _tower_card(locale: str) -> Image.Image:
    """The printed tower card in ``locale``: levels 0-6 as a growing tower, each with the ore
    it costs and the points it scores."""
    canvas = Canvas(PANEL_W + 4, TOWER_H + 5, C, locale)
    card_frame(canvas, (0, 0, PANEL_W, TOWER_H), t(locale, "tek-board-tower"))
    # the key in the band: ore = what a level costs, star = what it scores
    right = PANEL_W - 14
    points_label = t(locale, "tek-board-tower-points")
    cost_label = t(locale, "tek-board-tower-cost")
    band_ink = mix(C.card, C.ink, 0.1)
    at = (right, BAND / 2)
    used = canvas.fitted_text(at, points_label, 14, 120, band_ink, False, "rm", SMALLEST_TEXT)
    star(canvas, (right - used - 12, BAND / 2), 8, 3.4, 5, C.gold)
    x = right - used - 30
    used = canvas.fitted_text(
        (x, BAND / 2), cost_label, 14, 120, band_ink, False, "rm", SMALLEST_TEXT
    )
    resource(canvas, "o", (x - used - 12, BAND / 2), 7.5)
    cost, points = tower_card()
    base = TOWER_BASE
    for level in range(MAX_TOWER + 1):
        cx = _tower_x(level)
        if level:
            width = 24.0
            for block in range(level):
                y = base - (block + 1) * BLOCK_H
                shade = mix(C.tower, C.card, 0.18 * (block % 2))
                canvas.rect((cx - width / 2, y, cx + width / 2, y + BLOCK_H - 1), fill=shade)
            top_y = base - level * BLOCK_H
            for dx in (-width / 2, -3.0, width / 2 - 6):
                canvas.rect((cx + dx, top_y - 5, cx + dx + 6, top_y), fill=C.tower)
        canvas.line([(cx - 17, base), (cx + 17, base)], C.muted, 2)
        canvas.text((cx, base + 13), str(level), 17, C.ink, True)
        if level:
            line = base + 38
            resource(canvas, "o", (cx - 25, line), 7)
            canvas.text((cx - 16, line), str(cost[level - 1]), 14, C.ink, True, "lm")
            star(canvas, (cx + 5, line), 7.5, 3.2, 5, C.gold)
            canvas.text((cx + 14, line), str(points[level - 1]), 14, C.ink, True, "lm")
    return canvas.image


def draw_tower_card(canvas: Canvas, view: View, locale: str, at: Point) -> None:
    """The tower card with every seat's marker on the level its tower has reached."""
    left, top = at
    canvas.paste(_tower_card(locale), at)
    levels: dict[int, list[int]] = {}
    for seat, info in enumerate(view.get("seats") or []):
        levels.setdefault(int(info.get("tower") or 0), []).append(seat)
    col_w = (PANEL_W - 24) / (MAX_TOWER + 1)
    for level, seats in levels.items():
        cx = left + _tower_x(min(level, MAX_TOWER))
        top_y = top + TOWER_BASE - min(level, MAX_TOWER) * BLOCK_H - (6 if level else 0)
        step = min(17.0, (col_w - 10) / max(1, len(seats) - 1)) if len(seats) > 1 else 0
        first = cx - step * (len(seats) - 1) / 2
        for index, seat in enumerate(seats):
            spot = (first + index * step, top_y - 13)
            colour = seat_colour(seat)
            canvas.circle(spot, 9, fill=colour, outline=mix(colour, BLACK, 0.5), width=1.6)
            band_mark(canvas, seat, spot, 8, "tower")
