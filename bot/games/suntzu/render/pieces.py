"""Sun Tzu's small pieces: action cards, army tokens, edge markers, a battle's outcome."""

from __future__ import annotations

from typing import Any

from bot.games.suntzu.render.palette import COLOURS as C
from bot.games.suntzu.render.palette import dimmed
from bot.games.suntzu.render.words import CAPTIONS, card_face
from bot.i18n import t
from bot.render.canvas import Box, Canvas, Point
from bot.render.palette import RGB
from bot.render.seat_marks import seat_mark


def side_mark(canvas: Canvas, seat: int, at: Point, size: float, what: str) -> None:
    """A side's mark (issue 26: Wu's circle, Chu's triangle) in ink on a pale edge, so whose
    a token, card or marker is reads without telling blue from red."""
    seat_mark(canvas, seat, at, size, C.ink, C.panel, what)


def card_colours(card: str) -> tuple[RGB, RGB]:
    """A card's face and ink: numbers plain, +n gold, -1 lavender, Plague dark green."""
    if card == "P":
        return C.plague, C.plague_text
    if card.startswith("+"):
        return C.gold_light, C.gold_ink
    if card == "-1":
        return C.minus, C.minus_text
    return C.panel, C.ink


def draw_card(
    canvas: Canvas,
    box: Box,
    card: str,
    seat: int,
    locale: str,
    caption: bool = True,
    dim: bool = False,
    marked: bool = False,
) -> None:
    """One action card face, framed in the seat's colour; large cards get a corner index and a
    reminder of the card's effect. ``marked``: the side's mark in the upper right corner (on
    the board, where both sides' cards lie; the hand is all one side's)."""
    left, top, right, bottom = box
    width, height = right - left, bottom - top
    radius = max(4.0, width * 0.1)
    fill, ink = card_colours(card)
    if dim:
        fill, ink = dimmed(fill), C.muted
    canvas.rect(box, fill=fill, outline=C.side[seat], width=max(1.5, width * 0.03), radius=radius)
    inset = width * 0.08
    canvas.rect(
        (left + inset, top + inset, right - inset, bottom - inset),
        outline=C.faint if card != "P" else C.plague_frame,
        width=1,
        radius=radius * 0.6,
    )
    mid_x = (left + right) / 2
    if card == "P":
        glyph = t(locale, "suntzu-card-plague-glyph")
        canvas.text((mid_x, top + height * 0.42), glyph, height * 0.34, ink, bold=True)
    else:
        face = card_face(card)
        canvas.fitted_text(
            (mid_x, top + height * 0.42), face, height * 0.38, width * 0.78, ink, True
        )
        if height >= 90:  # small cards skip the corner index
            corner = (left + inset * 1.9, top + inset * 1.7)
            canvas.text(corner, face, height * 0.11, ink, bold=True, anchor="lm")
    if marked:
        mark = max(7.0, width * 0.14)
        side_mark(canvas, seat, (right - inset - mark / 2, top + inset + mark / 2), mark, "card")
    if caption and height >= 90 and card in CAPTIONS:
        words = t(locale, CAPTIONS[card])
        canvas.fitted_text(
            (mid_x, bottom - height * 0.14), words, height * 0.085, width - 2 * inset - 6, ink
        )


def draw_army(canvas: Canvas, centre: Point, radius: float, seat: int) -> None:
    """A round army token in the seat's colour, with the side's mark on it."""
    canvas.circle(centre, radius, fill=C.side[seat], outline=C.side_dark[seat], width=1)
    side_mark(canvas, seat, centre, radius * 0.85, "army")


def draw_token_grid(canvas: Canvas, top_centre: Point, count: int, seat: int) -> None:
    """Up to 25 army tokens in rows of five, centred under the count."""
    per_row, radius, step = 5, 8, 20
    cx, y = top_centre
    shown = min(count, 25)
    rows = (shown + per_row - 1) // per_row
    for row in range(rows):
        in_row = min(per_row, shown - row * per_row)
        start = cx - (in_row - 1) * step / 2
        for n in range(in_row):
            draw_army(canvas, (start + n * step, y + row * step), radius, seat)


def draw_edge_marker(canvas: Canvas, box: Box, seat: int) -> None:
    """An army set on the edge slot by a played 6, printed with that 6."""
    canvas.rect(box, fill=C.side_light[seat], outline=C.side[seat], width=1.5, radius=4)
    left, top, right, bottom = box
    centre = ((left + right) / 2, (top + bottom) / 2)
    canvas.text(centre, "6", (bottom - top) * 0.6, C.side_dark[seat], True)
    side_mark(canvas, seat, (right - 1, top + 1), 8, "edge")  # astride the corner, off the 6


def draw_battle_outcome(canvas: Canvas, centre: Point, battle: dict[str, Any]) -> None:
    """Between the two cards: an arrow to the winner with the difference, "=" for a draw, or
    the armies a Plague took."""
    winner, diff = battle.get("winner"), battle.get("diff", 0)
    if battle.get("plague"):
        label, colour = f"–{battle.get('lost', 0)}", C.plague
    elif winner in (0, 1):
        label = f"\u25c0 {diff}" if winner == 0 else f"{diff} \u25b6"
        colour = C.side[winner]
    else:
        label, colour = "=", C.muted
    canvas.text(centre, label, 17, colour, True)
