"""The war box: who fights where and who has bid (never what), the loser's flight, or the last
revealed war's values and outcome."""

from __future__ import annotations

from typing import Any

from bot.engine.base import View
from bot.games.tek.render.icons import (
    hourglass,
    swords,
    tick,
)
from bot.games.tek.render.marks import marked_meeple
from bot.games.tek.render.palette import COLOURS as C
from bot.games.tek.render.palette import seat_ink
from bot.games.tek.render.panel import (
    PANEL_W,
    SMALLEST_TEXT,
    WAR_H,
)
from bot.games.tek.render.words import phrase, player_name, rid_text, word
from bot.render.canvas import Canvas, Point
from bot.render.icons import badge
from bot.render.palette import WHITE, mix
from bot.render.panels import panel

# --- the war -------------------------------------------------------------------------------


def draw_war(canvas: Canvas, view: View, locale: str, at: Point) -> None:
    """The war being fought (who has bid, never what), a flight, or the last war's values."""
    left, top = at
    box = (left, top, left + PANEL_W, top + WAR_H)
    phase = view.get("phase")
    flee = view.get("flee") if phase == "flee" else None
    war = None if flee else view.get("war")
    hot = bool(war or flee)
    fill = mix(C.card, C.war, 0.08) if hot else C.panel
    panel(canvas, box, fill, C.war if hot else C.faint, 2 if hot else 1.2, 12)
    icon = (left + 34, top + WAR_H / 2)
    canvas.circle(icon, 22, fill=C.war if hot else C.paper_dark)
    swords(canvas, icon, 13, WHITE if hot else C.muted)
    text_left = left + 68
    room = PANEL_W - 68 - 14
    last = view.get("last_war")
    if war:
        title = phrase(locale, "tek-board-war", region=rid_text(war.get("region")))
        at = (text_left, top + 24)
        canvas.fitted_text(at, title, 19, room, C.war, True, "lm", SMALLEST_TEXT)
        bid = {int(seat) for seat in war.get("bid") or []}
        attacker, defender = int(war.get("attacker", 0)), int(war.get("defender", -1))
        half = (room - 40) / 2
        _fighter(canvas, view, locale, attacker, (text_left, top + 62), half, attacker in bid, True)
        canvas.text(
            (text_left + half + 20, top + 62), word(locale, "tek-board-versus"), 16, C.muted, True
        )
        _fighter(
            canvas,
            view,
            locale,
            defender,
            (text_left + half + 40, top + 62),
            half,
            defender in bid,
            defender >= 0,
        )
    elif flee:
        seat = int(flee.get("seat", 0))
        title = phrase(
            locale,
            "tek-board-flee",
            seat=player_name(locale, view, seat),
            region=rid_text(flee.get("region")),
            cost=int(flee.get("cost") or 0),
        )
        at = (text_left, top + 24)
        canvas.fitted_text(at, title, 18, room, C.war, True, "lm", SMALLEST_TEXT)
        if last:
            _war_values(canvas, view, locale, last, (text_left, top + 62), room)
    elif last:
        title = phrase(locale, "tek-board-last-war", region=rid_text(last.get("region")))
        at = (text_left, top + 24)
        used = canvas.fitted_text(at, title, 17, room * 0.5, C.muted, True, "lm", SMALLEST_TEXT)
        outcome = war_outcome(view, locale, last)
        if outcome:
            at = (text_left + room, top + 24)
            width = room - used - 16
            canvas.fitted_text(at, outcome, 17, width, C.ink, True, "rm", SMALLEST_TEXT)
        _war_values(canvas, view, locale, last, (text_left, top + 62), room)
    else:
        canvas.fitted_text(
            (text_left, top + WAR_H / 2),
            word(locale, "tek-board-no-war"),
            18,
            room,
            C.muted,
            False,
            "lm",
            SMALLEST_TEXT,
        )


def _fighter(
    canvas: Canvas,
    view: View,
    locale: str,
    seat: int,
    at: Point,
    room: float,
    has_bid: bool,
    bids: bool,
) -> float:
    """A side of the war: its colour, its name, and whether it has bid (a tick) or not yet
    (an hourglass); the neutral side never bids."""
    x, y = at
    marked_meeple(canvas, (x + 9, y), 10, seat, what="war")
    name = player_name(locale, view, seat)
    tail = 0.0
    if bids:
        tail = 26.0
    width = room - 24 - tail
    used = canvas.fitted_text(
        (x + 24, y), name, 17, width, seat_ink(seat), True, "lm", SMALLEST_TEXT
    )
    if bids:
        spot = (x + 24 + used + 14, y)
        if has_bid:
            canvas.circle(spot, 10, fill=C.good)
            tick(canvas, spot, 6.5, WHITE)
        else:
            canvas.circle(spot, 10, fill=C.paper_dark)
            hourglass(canvas, spot, 6.5, C.muted)
    return x + room


def _war_values(
    canvas: Canvas, view: View, locale: str, last: dict[str, Any], at: Point, room: float
) -> None:
    """A revealed war on one line: both sides with their values, and who won (or the
    alliance it made, kept or broke)."""
    left, y = at
    x = left
    attacker, defender = int(last.get("attacker", 0)), int(last.get("defender", -1))
    values = last.get("values")
    if isinstance(values, dict):
        a_value = values.get(str(attacker), values.get(attacker))
        d_value = values.get(str(defender), values.get(defender))
    elif isinstance(values, list | tuple) and len(values) >= 2:
        a_value, d_value = values[0], values[1]
    else:
        a_value = d_value = None
    for seat, value in ((attacker, a_value), (defender, d_value)):
        marked_meeple(canvas, (x + 9, y), 10, seat, what="war")
        name = player_name(locale, view, seat)
        width = room * 0.3
        used = canvas.fitted_text(
            (x + 24, y), name, 16, width, seat_ink(seat), True, "lm", SMALLEST_TEXT
        )
        x += 24 + used + 8
        if value is not None:
            # a white flag (0) is a white disc, any other value a dark one
            fill, ink = (C.ink, C.card) if int(value) else (WHITE, C.ink)
            badge(canvas, (x + 13, y), 13, str(value), fill, ink, C.ink, 1.5, 15)
            x += 34
        if seat == attacker:
            canvas.text((x + 8, y), ":", 18, C.muted, True)
            x += 22


def war_outcome(view: View, locale: str, last: dict[str, Any]) -> str:
    """Who won the last war, or the alliance its two white flags made or kept, or the one it
    broke."""
    values = last.get("values")
    white_flags = (
        isinstance(values, list | tuple)
        and len(values) >= 2
        and values[0] == 0
        and values[1] == 0
        and int(last.get("defender", -1)) >= 0
    )
    winner = last.get("winner")
    if winner is None:
        if not white_flags:
            return ""
        key = "tek-board-alliance-kept" if last.get("allied") else "tek-board-alliance-made"
        return word(locale, key)
    name = player_name(locale, view, int(winner))
    if last.get("allied"):
        return phrase(locale, "tek-board-alliance-broken", seat=name)
    return phrase(locale, "tek-board-war-won", seat=name)
