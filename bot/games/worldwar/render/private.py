"""One seat's own picture, sent by DM: its secret mission (or, while setting up, the two it is
offered to keep one of), in the monarch edition the two lord cards it is offered (while it
chooses), and its hand of domestic-affairs cards, each with what it does. Drawn from
``view["me"]`` only; ``None`` for a view with no seat."""

from __future__ import annotations

from bot.engine.base import View
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.render.lord_cards import CARD_H as LORD_CARD_H
from bot.games.worldwar.render.lord_cards import draw_lord_card
from bot.games.worldwar.render.palette import COLOURS as C
from bot.games.worldwar.render.palette import army, army_ink
from bot.games.worldwar.render.textbox import TextBox
from bot.games.worldwar.render.textbox import draw as draw_text
from bot.games.worldwar.render.words import (
    card_name,
    card_text,
    colour_name,
    mission_kind,
    mission_text,
)
from bot.i18n import t
from bot.render.canvas import Canvas
from bot.render.palette import mix
from bot.render.panels import panel, pill

WIDTH = 780.0
MARGIN = 18.0
TITLE_H = 44.0
HEADING_H = 30.0
MISSION_H = 80.0
CARD_COLUMNS = 3
CARD_W = (WIDTH - 2 * MARGIN - (CARD_COLUMNS - 1) * 12) / CARD_COLUMNS
CARD_H = 106.0
CARD_BAND = 28.0
GAP = 12.0


def render_private(view: View, locale: str) -> bytes | None:
    me = view.get("me") or {}
    seat = me.get("seat")
    seats = view.get("seats") or []
    if seat is None or not 0 <= int(seat) < len(seats):
        return None
    seat = int(seat)
    mission = me.get("mission")
    offer = [str(m) for m in me.get("offer") or []]
    hand = [str(card) for card in me.get("hand") or []]
    missions = [str(mission)] if mission else offer
    lords = [str(lid) for lid in me.get("lord_offer") or []]
    rows = max(1, -(-len(hand) // CARD_COLUMNS))
    height = (
        MARGIN
        + TITLE_H
        + GAP
        + HEADING_H
        + max(1, len(missions)) * (MISSION_H + GAP)
        + (HEADING_H + LORD_CARD_H + GAP if lords else 0)
        + HEADING_H
        + rows * (CARD_H + GAP)
        + MARGIN
        - GAP
    )
    canvas = Canvas(WIDTH, height, C, locale)
    colour = army(seat)
    y = MARGIN
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + TITLE_H), colour, radius=10)
    title = t(locale, "ww-private-title", colour=colour_name(locale, seat))
    canvas.fitted_text(
        (MARGIN + 16, y + TITLE_H / 2),
        title,
        20,
        WIDTH - 2 * MARGIN - 32,
        army_ink(seat),
        True,
        "lm",
    )
    y += TITLE_H + GAP

    # the mission, or the two offered
    if mission:
        heading = t(locale, "ww-private-mission")
    elif offer:
        heading = t(locale, "ww-private-offer")
    else:
        heading = t(locale, "ww-private-no-mission")
    canvas.text((MARGIN, y + HEADING_H / 2), heading, 16, C.ink, True, "lm")
    y += HEADING_H
    done = seat in [int(s) for s in view.get("completed") or []]
    for mid in missions:
        _mission_card(canvas, locale, mid, (MARGIN, y, WIDTH - MARGIN, y + MISSION_H), done)
        y += MISSION_H + GAP
    if not missions:
        y += MISSION_H + GAP

    # the lord cards offered (the monarch edition), side by side
    if lords:
        heading = t(locale, "ww-private-lord-offer")
        canvas.text((MARGIN, y + HEADING_H / 2), heading, 16, C.ink, True, "lm")
        y += HEADING_H
        width = (WIDTH - 2 * MARGIN - GAP) / 2
        for index, lid in enumerate(lords[:2]):
            x = MARGIN + index * (width + GAP)
            draw_lord_card(canvas, locale, lid, (x, y, x + width, y + LORD_CARD_H))
        y += LORD_CARD_H + GAP

    # the hand
    heading = t(locale, "ww-private-hand", count=len(hand))
    canvas.text((MARGIN, y + HEADING_H / 2), heading, 16, C.ink, True, "lm")
    y += HEADING_H
    if not hand:
        canvas.text((MARGIN, y + 20), t(locale, "ww-private-no-hand"), 14, C.muted, False, "lm")
    for index, card in enumerate(hand):
        x = MARGIN + (index % CARD_COLUMNS) * (CARD_W + GAP)
        top = y + (index // CARD_COLUMNS) * (CARD_H + GAP)
        _hand_card(canvas, locale, card, (x, top, x + CARD_W, top + CARD_H))
    return canvas.finish()


def _mission_card(
    canvas: Canvas, locale: str, mid: str, box: tuple[float, float, float, float], done: bool
) -> None:
    left, top, _right, _bottom = box
    shadow = mix(C.paper, C.shadow, 0.25)
    panel(canvas, box, C.panel, C.gold, 2, 12, shadow=shadow, shadow_offset=(2, 3))
    kind = decks().mission(mid).kind
    width = pill(
        canvas,
        (left + 14, top + 22),
        mission_kind(locale, kind),
        13,
        C.ink,
        C.plate,
        bold=True,
        height=24,
    )
    if done:
        pill(
            canvas,
            (left + 24 + width, top + 22),
            t(locale, "ww-private-mission-done"),
            13,
            C.gold,
            C.ink,
            bold=True,
            height=24,
        )
    draw_text(canvas, mission_text(locale, mid), mission_box(box), C.ink)


def mission_box(box: tuple[float, float, float, float]) -> TextBox:
    """The mission's words under its tag, inside the card's frame."""
    left, top, right, bottom = box
    return TextBox(left + 16, top + 40, right - left - 32, bottom - 8 - (top + 40), 16, 12)


def hand_text_box(box: tuple[float, float, float, float]) -> TextBox:
    """A domestic-affairs card's words under its band, inside the card's frame."""
    left, top, right, bottom = box
    y = top + CARD_BAND + 7
    return TextBox(left + 10, y, right - left - 20, bottom - 5 - y, 13, 10, 1.28)


def _hand_card(
    canvas: Canvas, locale: str, card: str, box: tuple[float, float, float, float]
) -> None:
    left, top, right, _bottom = box
    shadow = mix(C.paper, C.shadow, 0.25)
    band = mix(C.engine, C.ink, 0.25)
    panel(canvas, box, C.panel, band, 1.5, 10, (CARD_BAND, band), shadow, (2, 3))
    reaction = decks().card(card).timing == "reaction"
    room = right - left - 20
    if reaction:
        label = t(locale, "ww-private-reaction")
        tag = pill(
            canvas,
            (right - 8, top + CARD_BAND / 2),
            label,
            11,
            C.gold,
            C.ink,
            bold=True,
            pad=6,
            height=18,
            align="right",
        )
        room -= tag + 6
    canvas.fitted_text(
        (left + 10, top + CARD_BAND / 2), card_name(locale, card), 15, room, C.plate, True, "lm"
    )
    draw_text(canvas, card_text(locale, card), hand_text_box(box), C.ink)
