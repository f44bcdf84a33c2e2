"""A Sun Tzu seat's private picture: its hand, a pending draw, this round's sealed placement
and its warlords."""

from __future__ import annotations

from typing import Any

from bot.engine.base import View
from bot.games.suntzu.render.palette import COLOURS as C
from bot.games.suntzu.render.pieces import draw_card
from bot.games.suntzu.render.words import PROVINCES, province_label, side_name, sort_cards
from bot.i18n import t
from bot.render.canvas import Box, Canvas
from bot.render.panels import panel, pill

HAND_WIDTH = 1320
MARGIN = 32
CARD_W, CARD_H, CARD_GAP = 104, 148, 14
CARDS_PER_ROW = 10
LABEL_H, SLOT_H = 34, 150  # a section's caption; a placement slot (and a warlord card)


def render_private(view: View, locale: str) -> bytes | None:
    """One seat's hand, its sealed placement, a pending draw and its warlords; None if empty."""
    me = view.get("me") or {}
    seat = view.get("seat")
    if seat not in (0, 1):
        return None
    hand = sort_cards([str(card) for card in me.get("hand") or []])
    placement = list(me.get("placement") or [None] * len(PROVINCES))
    drawn = [str(card) for card in me.get("drawn") or []]
    warlords = [
        (str(ident), bool(me.get(used)))
        for ident, used in (
            (me.get("warlord"), "warlord_used"),
            (me.get("extra_warlord"), "extra_used"),
        )
        if ident
    ]
    # the placement only matters while cards are being placed
    placing = view.get("phase") == "place" or any(card is not None for card in placement)
    if not hand and not any(placement) and not drawn and not warlords:
        return None

    hand_rows = max(1, (len(hand) + CARDS_PER_ROW - 1) // CARDS_PER_ROW)
    height = 78 + LABEL_H + hand_rows * (CARD_H + CARD_GAP) + 16
    if drawn:
        height += LABEL_H + CARD_H + 26
    if placing or warlords:
        height += LABEL_H + SLOT_H + 14
    canvas = Canvas(HAND_WIDTH, height + 16, C, locale)

    canvas.rect((0, 0, HAND_WIDTH, 62), fill=C.side[seat])
    title = t(locale, "suntzu-hand-title", side=side_name(locale, seat))
    canvas.text((MARGIN, 31), title, 24, C.band_text, True, anchor="lm")
    if placing:
        status = t(locale, "suntzu-hand-locked" if me.get("locked") else "suntzu-hand-open")
        canvas.text((HAND_WIDTH - MARGIN, 31), status, 17, C.side_light[seat], anchor="rm")

    y = draw_hand_cards(canvas, locale, seat, hand, placement, 78)
    if drawn:
        y = draw_drawn_cards(canvas, locale, seat, drawn, y)
    warlord_w = 300 if len(warlords) == 1 else 250  # a Chariots warlord sits beside the first
    if placing:
        slots_right = HAND_WIDTH - MARGIN - len(warlords) * (warlord_w + 24)
        draw_placement(canvas, locale, seat, placement, y, slots_right)
    for index, (ident, used) in enumerate(warlords):
        right = HAND_WIDTH - MARGIN - (len(warlords) - 1 - index) * (warlord_w + 24)
        box = (right - warlord_w, y, right, y + LABEL_H + SLOT_H)
        draw_warlord(canvas, box, ident, used, seat, locale)
    return canvas.finish()


def draw_hand_cards(
    canvas: Canvas, locale: str, seat: int, hand: list[str], placement: list[Any], top: float
) -> float:
    """The hand in rows of ten; cards placed this round are dimmed and tagged with where."""
    caption = t(locale, "suntzu-hand-cards", n=len(hand))
    canvas.text((MARGIN, top + 12), caption, 16, C.muted, anchor="lm")
    y = top + LABEL_H
    # placed cards stay in the hand until the reveal
    where: dict[str, list[int]] = {}
    for index, card in enumerate(placement):
        if card is not None:
            where.setdefault(str(card), []).append(index)
    for index, card in enumerate(hand):
        row, col = divmod(index, CARDS_PER_ROW)
        x = MARGIN + col * (CARD_W + CARD_GAP)
        card_top = y + row * (CARD_H + CARD_GAP)
        box = (x, card_top, x + CARD_W, card_top + CARD_H)
        if not where.get(card):
            draw_card(canvas, box, card, seat, locale)
            continue
        draw_card(canvas, box, card, seat, locale, dim=True)
        label = province_label(locale, PROVINCES[where[card].pop(0)])
        tag = (x + 4, card_top + CARD_H - 34, x + CARD_W - 4, card_top + CARD_H - 8)
        canvas.rect(tag, fill=C.band, radius=8)
        centre = (x + CARD_W / 2, card_top + CARD_H - 21)
        canvas.fitted_text(centre, label, 14, CARD_W - 12, C.band_text, True)
    if not hand:
        empty = t(locale, "suntzu-hand-empty")
        canvas.text((MARGIN, y + CARD_H / 2), empty, 18, C.muted, anchor="lm")
    rows = max(1, (len(hand) + CARDS_PER_ROW - 1) // CARDS_PER_ROW)
    return y + rows * (CARD_H + CARD_GAP) + 16


def draw_drawn_cards(canvas: Canvas, locale: str, seat: int, drawn: list[str], top: float) -> float:
    """The cards of a pending draw, ringed in gold: the seat keeps some of them."""
    caption = t(locale, "suntzu-hand-drawn")
    canvas.text((MARGIN, top + 12), caption, 16, C.gold_text, True, anchor="lm")
    y = top + LABEL_H
    for index, card in enumerate(drawn):
        x = MARGIN + index * (CARD_W + CARD_GAP)
        ring = (x - 5, y - 5, x + CARD_W + 5, y + CARD_H + 5)
        canvas.rect(ring, outline=C.gold, width=2.5, radius=14)
        draw_card(canvas, (x, y, x + CARD_W, y + CARD_H), card, seat, locale)
    return y + CARD_H + 26


def draw_placement(
    canvas: Canvas, locale: str, seat: int, placement: list[Any], top: float, right: float
) -> None:
    """This round's sealed choice, one slot per province."""
    placed = sum(card is not None for card in placement)
    caption = t(locale, "suntzu-hand-placement", n=placed)
    canvas.text((MARGIN, top + 12), caption, 16, C.muted, anchor="lm")
    y = top + LABEL_H
    slot_gap = 14
    slot_w = (right - MARGIN - 4 * slot_gap) / 5
    for index, ident in enumerate(PROVINCES):
        x = MARGIN + index * (slot_w + slot_gap)
        panel(
            canvas, (x, y, x + slot_w, y + SLOT_H), C.panel, C.faint, radius=12, band=(34, C.band)
        )
        name = province_label(locale, ident)
        canvas.fitted_text((x + slot_w / 2, y + 17), name, 16, slot_w - 12, C.band_text, True)
        card = placement[index] if index < len(placement) else None
        cw, ch = 66, 96
        cbox = (x + slot_w / 2 - cw / 2, y + 44, x + slot_w / 2 + cw / 2, y + 44 + ch)
        if card is None:
            canvas.dashed_rect(cbox, C.faint, dash=5, radius=7)
        else:
            draw_card(canvas, cbox, str(card), seat, locale, caption=False)


def draw_warlord(canvas: Canvas, box: Box, ident: str, used: bool, seat: int, locale: str) -> None:
    """The seat's warlord card: its name and power, stamped once used."""
    left, top, right, _bottom = box
    canvas.rect(box, fill=C.side_light[seat], outline=C.side[seat], width=2, radius=14)
    label = t(locale, "suntzu-board-warlord")
    canvas.text((left + 16, top + 20), label, 13, C.side_dark[seat], anchor="lm")
    name = t(locale, f"suntzu-warlord-{ident}")
    canvas.fitted_text((left + 16, top + 46), name, 20, right - left - 32, C.ink, True, "lm")
    power = t(locale, f"suntzu-warlord-{ident}-text")
    canvas.paragraph((left + 16, top + 66), power, 14, right - left - 32, 6)
    if used:
        stamp = t(locale, "suntzu-hand-warlord-used")
        at = (right - 16, top + 20)
        pill(canvas, at, stamp, 15, C.muted, C.panel, bold=True, pad=10, align="right")
