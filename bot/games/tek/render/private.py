"""One seat's own picture: its row of the board (faction, resources, magic with its costs,
tower, meeples) and what only it may see, its sealed war bid or follow choice."""

from __future__ import annotations

from typing import Any

from bot.engine.base import View
from bot.games.tek.engine.content import RESOURCES
from bot.games.tek.render.icons import resource
from bot.games.tek.render.palette import COLOURS as C
from bot.games.tek.render.panel import PANEL_W, SEAT_H
from bot.games.tek.render.seats import draw_seat
from bot.games.tek.render.words import action_name, rid_text
from bot.i18n import t
from bot.render.canvas import Canvas
from bot.render.palette import WHITE, mix
from bot.render.panels import pill

MARGIN = 16.0
SECRET_H = 44.0


def render_private(view: View, locale: str) -> bytes | None:
    """The seat's panel and its sealed choice as PNG bytes; None for a view with no seat."""
    me = view.get("me") or {}
    seat = me.get("seat")
    seats = view.get("seats") or []
    if seat is None or not 0 <= int(seat) < len(seats):
        return None
    seat = int(seat)
    lines = secret_lines(view, locale)
    height = MARGIN + SEAT_H + (SECRET_H if lines else 0) + MARGIN
    canvas = Canvas(PANEL_W + 2 * MARGIN, height, C, locale)
    draw_seat(canvas, view, locale, seat, seats[seat], (MARGIN, MARGIN))
    y = MARGIN + SEAT_H + SECRET_H / 2 + 2
    for label, bid in lines:
        width = pill(canvas, (MARGIN, y), label, 16, C.ink, WHITE, bold=True, pad=14, height=32)
        if bid:
            _payment(canvas, bid, (MARGIN + width + 14, y))
    return canvas.finish()


def secret_lines(view: View, locale: str) -> list[tuple[str, dict[str, Any] | None]]:
    """What the seat has sealed: its bid (with how it pays) or its follow choice."""
    me = view.get("me") or {}
    bid = me.get("bid")
    if isinstance(bid, dict):
        return [(t(locale, "tek-private-bid", value=int(bid.get("v") or 0)), bid)]
    pending = me.get("pending")
    if isinstance(pending, dict) and pending.get("t"):
        return [(t(locale, "tek-private-choice", choice=choice_words(pending, locale)), None)]
    return []


def choice_words(action: dict[str, Any], locale: str) -> str:
    """A sealed follow choice in a few words: "Collect", "Patrol 13 → 14", "Build" …"""
    kind = str(action.get("t"))
    if kind == "collect":
        return t(locale, "tek-private-collect")
    name = action_name(locale, kind) if kind != "pass" else t(locale, "tek-private-collect")
    if "a" in action and "b" in action:
        return f"{name} {rid_text(action['a'])} → {rid_text(action['b'])}"
    if "up" in action:
        return f"{name} ↑{rid_text(action['up'])}"
    if "r" in action:
        return f"{name} {rid_text(action['r'])}"
    return name


def _payment(canvas: Canvas, bid: dict[str, Any], at: tuple[float, float]) -> None:
    """How a bid is paid: an icon and a count for each resource spent."""
    x, y = at
    for kind in RESOURCES:
        amount = int(bid.get(kind) or 0)
        if not amount:
            continue
        resource(canvas, kind, (x + 9, y), 10)
        canvas.text((x + 24, y), f"×{amount}", 17, mix(C.ink, C.paper, 0.1), True, "lm")
        x += 66
