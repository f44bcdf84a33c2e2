"""The five provinces of the Sun Tzu board: name band, scoring plaques, the armies of both
sides, the edge slots and the cards fought with this round."""

from __future__ import annotations

from typing import Any

from bot.engine.base import View
from bot.games.suntzu.render.palette import COLOURS as C
from bot.games.suntzu.render.pieces import (
    draw_battle_outcome,
    draw_card,
    draw_edge_marker,
    draw_token_grid,
)
from bot.games.suntzu.render.words import SCORING_ROUNDS
from bot.i18n import t
from bot.render.canvas import Box, Canvas
from bot.render.panels import panel

Fought = tuple[int, dict[str, Any]]  # (1 for the round's first battle …, the battle record)
GAP = 18  # between two provinces
PLAQUE_W, PLAQUE_GAP = 46, 10


def draw_provinces(canvas: Canvas, view: View, locale: str, box: Box) -> None:
    """The provinces side by side across ``box``."""
    left, top, right, bottom = box
    count = len(view["provinces"])
    width = (right - left - (count - 1) * GAP) / count
    order = battle_order(view)
    for index, province in enumerate(view["provinces"]):
        x = left + index * (width + GAP)
        fought = order.get(province["id"])
        draw_province(canvas, view, locale, province, (x, top, x + width, bottom), fought)


def print_provinces(canvas: Canvas, locale: str, box: Box, ids: tuple[str, ...]) -> None:
    """What is printed on each province: its frame and name band, the captions of its plaques
    and of its edge slots."""
    for ident, pbox in zip(ids, province_boxes(box, len(ids)), strict=True):
        left, top, right, _bottom = pbox
        width, mid_x = right - left, (left + right) / 2
        panel(canvas, pbox, C.panel, C.faint, radius=14, band=(84, C.band), shadow=C.shadow)
        # name band: Chinese name large, transliteration below
        hanzi = t(locale, f"suntzu-board-hanzi-{ident}")
        canvas.fitted_text((mid_x, top + 32), hanzi, 36, width - 70, C.band_text, True)
        latin = t(locale, f"suntzu-board-latin-{ident}")
        canvas.text((mid_x, top + 66), latin, 17, C.band_subtext)
        y = top + 100
        canvas.text((mid_x, y), t(locale, "suntzu-board-plaque"), 13, C.muted)
        x0 = mid_x - (3 * PLAQUE_W + 2 * PLAQUE_GAP) / 2
        for slot, scoring_round in enumerate(SCORING_ROUNDS):
            px = x0 + slot * (PLAQUE_W + PLAQUE_GAP)
            after = t(locale, "suntzu-board-after-round", round=scoring_round)
            canvas.text((px + PLAQUE_W / 2, y + 64), after, 11, C.muted)
        canvas.text((mid_x, top + 370), t(locale, "suntzu-board-edge"), 13, C.muted)


def province_boxes(box: Box, count: int) -> list[Box]:
    left, top, right, bottom = box
    width = (right - left - (count - 1) * GAP) / count
    return [
        (left + index * (width + GAP), top, left + index * (width + GAP) + width, bottom)
        for index in range(count)
    ]


def battle_order(view: View) -> dict[str, Fought]:
    """Which province was fought first, second … this round, and how it went."""
    order: dict[str, Fought] = {}
    ids = [province["id"] for province in view["provinces"]]
    for battle in view.get("battles") or []:
        index = battle.get("p")
        if isinstance(index, int) and 0 <= index < len(ids) and ids[index] not in order:
            order[ids[index]] = (len(order) + 1, battle)
    return order


def draw_province(
    canvas: Canvas,
    view: View,
    locale: str,
    province: dict[str, Any],
    box: Box,
    fought: Fought | None,
) -> None:
    left, top, right, _bottom = box
    width = right - left
    mid_x = (left + right) / 2
    # over the printed frame and name band (print_provinces): the battle's number
    if fought is not None:
        canvas.circle((right - 24, top + 24), 14, fill=C.gold_light, outline=C.gold, width=1.5)
        canvas.text((right - 24, top + 24), str(fought[0]), 15, C.gold_ink, True)

    draw_plaques(canvas, view, locale, province, mid_x, top + 100)
    draw_armies(canvas, locale, province, box, top + 184)
    draw_edge(canvas, locale, province, box, top + 370)

    # the cards played here this round, face up once revealed
    y = top + 418
    played = province.get("played") or [None, None]
    card_w, card_h = 44, 60
    for seat in (0, 1):
        cx = left + width / 4 + seat * width / 2
        cbox = (cx - card_w / 2, y, cx + card_w / 2, y + card_h)
        if played[seat] is None:
            canvas.dashed_rect(cbox, C.faint, dash=5, radius=6)
        else:
            draw_card(canvas, cbox, str(played[seat]), seat, locale, caption=False, marked=True)
    if fought is not None:
        draw_battle_outcome(canvas, (mid_x, y + card_h / 2), fought[1])


def draw_plaques(
    canvas: Canvas, view: View, locale: str, province: dict[str, Any], mid_x: float, y: float
) -> None:
    """The scoring plaques: the value that scores next is gold, spent ones are struck through
    (their captions are printed)."""
    scoring = view.get("scoring_index")
    plaque_w, plaque_gap = PLAQUE_W, PLAQUE_GAP
    x0 = mid_x - (3 * plaque_w + 2 * plaque_gap) / 2
    for slot, value in enumerate(province["plaque"]):
        px = x0 + slot * (plaque_w + plaque_gap)
        pbox = (px, y + 14, px + plaque_w, y + 54)
        spent = scoring is None or slot < scoring
        if slot == scoring:
            canvas.rect(pbox, fill=C.gold, outline=C.gold_text, width=1.5, radius=7)
            canvas.text((px + plaque_w / 2, y + 34), str(value), 22, C.on_gold, True)
        else:
            fill = C.paper if spent else C.panel
            canvas.rect(pbox, fill=fill, outline=C.faint, width=1, radius=7)
            ink = C.faint if spent else C.ink
            canvas.text((px + plaque_w / 2, y + 34), str(value), 20, ink, True)
            if spent:
                canvas.line([(px + 8, y + 46), (px + plaque_w - 8, y + 22)], C.faint, 1.5)


def draw_armies(canvas: Canvas, locale: str, province: dict[str, Any], box: Box, y: float) -> None:
    """Blue left, red right, each count over a grid of tokens; who holds the province."""
    left, _top, right, _bottom = box
    width, mid_x = right - left, (left + right) / 2
    armies = province["armies"]
    leader = None if armies[0] == armies[1] else (0 if armies[0] > armies[1] else 1)
    if leader is not None:
        canvas.rect((left + 10, y, right - 10, y + 172), fill=C.side_light[leader], radius=10)
    token_rows = max((min(count, 25) + 4) // 5 for count in armies)
    block_top = y + 72 - (46 + token_rows * 20) / 2  # count and tokens centred in the area
    for seat in (0, 1):
        cx = left + width / 4 + seat * width / 2
        count = armies[seat]
        colour = C.side[seat] if count else C.faint
        canvas.text((cx, block_top + 20), str(count), 40, colour, True)
        draw_token_grid(canvas, (cx, block_top + 56), count, seat)
    canvas.line([(mid_x, y + 12), (mid_x, y + 136)], C.faint, 1)
    if leader is not None:
        # the side, not the seat label: the area is drawn in its colour already
        label = t(locale, "suntzu-board-holds", side=t(locale, f"suntzu-side-{leader}"))
        colour = C.side_dark[leader]
    elif armies[0]:
        label, colour = t(locale, "suntzu-board-tied"), C.muted
    else:
        label, colour = t(locale, "suntzu-board-empty"), C.muted
    canvas.fitted_text((mid_x, y + 154), label, 16, width - 30, colour, True)


def draw_edge(canvas: Canvas, locale: str, province: dict[str, Any], box: Box, y: float) -> None:
    """The edge slots (under their printed caption): the armies that played 6s set aside here
    (three shown, then a count)."""
    left, _top, right, _bottom = box
    width = right - left
    for seat in (0, 1):
        count = province["edge"][seat]
        cx = left + width / 4 + seat * width / 2
        if not count:
            canvas.text((cx, y + 26), "–", 18, C.faint)
            continue
        size, step = 24, 28
        start = cx - (min(count, 3) * step - 4) / 2
        for n in range(min(count, 3)):
            bx = start + n * step
            draw_edge_marker(canvas, (bx, y + 14, bx + size, y + 14 + size), seat)
        if count > 3:
            canvas.text((cx, y + 52), f"×{count}", 13, C.side_dark[seat])
