"""The political events, in a small box in the Indian Ocean: the two drawn after the last
round (each name with what it does) and what they leave in force: sea links closed and capitals
safe from attack (the rounds left), and in the buy phase, the only time they count, the
round's tax factors and price changes. Reads ``drawn``, ``fx``, ``round`` and ``phase``; once
the game is over the box is gone."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from bot.engine.base import View
from bot.games.worldwar.render.palette import COLOURS as C
from bot.games.worldwar.render.seat_notes import unit_name
from bot.games.worldwar.render.words import continent_name
from bot.i18n import t
from bot.render.canvas import SCALE, Box, Canvas, Point
from bot.render.palette import mix
from bot.render.panels import panel
from bot.render.text import Typeface

# Where the box stands, in map coordinates: the open sea between Africa and Australia (a test
# holds it off the land).
LEFT, TOP, RIGHT, BOTTOM = 992.0, 678.0, 1130.0, 892.0
PAD = 9.0
TEXT = 10.0
TEXT_LINE = 1.3
FX_LINE = 15.0


def _factor(value: float) -> str:
    return f"{value:g}"


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}"


def effects(view: View, locale: str) -> list[str]:
    """What the events leave in force, one short line each."""
    fx: Mapping[str, Any] = view.get("fx") or {}
    lines: list[str] = []
    for key in ("sea", "ceasefire"):
        rounds = int(fx.get(key) or 0)
        if rounds:
            lines.append(t(locale, f"ww-board-fx-{key}", rounds=rounds))
    if view.get("phase") == "buy":
        for continent, factor in sorted((fx.get("tax") or {}).items()):
            if float(factor) != 1:
                name = continent_name(locale, str(continent))
                lines.append(t(locale, "ww-board-fx-tax", continent=name, factor=_factor(factor)))
        for unit, change in sorted((fx.get("price") or {}).items()):
            if int(change):
                name = unit_name(locale, str(unit))
                lines.append(t(locale, "ww-board-fx-price", unit=name, change=_signed(int(change))))
    return lines


@lru_cache(maxsize=256)
def _lines(face: Typeface, text: str, width: float, most: int = 4) -> tuple[str, ...]:
    """An event's text wrapped (it sizes the box and is drawn), at most ``most`` lines, the
    last cut with "…" if text was left out. Cached: wrapping measures every character, and
    the same events stay on show for a whole round."""
    lines = face.wrap(text, TEXT, width)
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = face.ellipsize(lines[-1], TEXT, width, always=True)
    return tuple(lines)


def events_round(view: View) -> int:
    """The round after which the events on show were drawn: this one while buying, else the
    one before (they are drawn between rounds)."""
    current = int(view.get("round") or 0)
    return current if view.get("phase") == "buy" else max(1, current - 1)


def box_of(view: View, locale: str, origin: Point) -> Box | None:
    """Where the box stands on the picture (the board's area for it), if it is drawn."""
    found = _contents(view, locale, Typeface(locale, SCALE), origin)
    return None if found is None else found[0]


def _contents(
    view: View, locale: str, face: Typeface, origin: Point
) -> tuple[Box, list[str], list[tuple[str, ...]], list[str]] | None:
    """The box, the events drawn, their wrapped texts and what they leave in force; None
    once the game is over (no event counts any more) or while nothing was drawn."""
    if view.get("phase") == "over" or view.get("result"):
        return None
    drawn = [str(eid) for eid in view.get("drawn") or []]
    lasting = effects(view, locale)
    if not drawn and not lasting:
        return None
    ox, oy = origin
    left, top, right = ox + LEFT, oy + TOP, ox + RIGHT
    width = right - left - 2 * PAD
    wrapped = [_lines(face, t(locale, f"ww-event-{eid}-text"), width) for eid in drawn]
    height = 2 * PAD + 20 + sum(15 + len(lines) * TEXT * TEXT_LINE + 5 for lines in wrapped)
    height += len(lasting) * FX_LINE + (6 if lasting else 0)
    return (left, top, right, min(top + height, oy + BOTTOM)), drawn, wrapped, lasting


def draw_events(canvas: Canvas, view: View, locale: str, origin: Point) -> Box | None:
    """The box, if events were drawn or still hold; returns where it was drawn."""
    found = _contents(view, locale, canvas.type, origin)
    if found is None:
        return None
    box, drawn, wrapped, lasting = found
    left, top, right, _bottom = box
    width = right - left - 2 * PAD
    panel(
        canvas,
        box,
        mix(C.plate, C.sea, 0.12),
        C.coast,
        1.2,
        10,
        shadow=mix(C.sea, C.shadow, 0.3),
        shadow_offset=(2, 3),
    )
    x, y = left + PAD, top + PAD + 8
    title = t(locale, "ww-board-events-title", round=events_round(view))
    canvas.fitted_text((x, y), title, 12.5, width, C.ink, True, "lm")
    y += 17
    for eid, lines in zip(drawn, wrapped, strict=True):
        canvas.fitted_text((x, y), t(locale, f"ww-event-{eid}"), 11.5, width, C.route, True, "lm")
        y += 8
        for line in lines:
            canvas.text((x, y), line, TEXT, C.muted, anchor="lt")
            y += TEXT * TEXT_LINE
        y += 5 + 7
    if lasting:
        canvas.line([(x, y - 5), (x + width, y - 5)], C.faint, 1)
        y += 3
    for line in lasting:
        canvas.fitted_text((x, y), line, 10.5, width, C.ink, True, "lm", 8)
        y += FX_LINE
    return box
