"""The side of the board: its measures, the frame every printed card shares, and the title with
the round and the phase. The cards (``cards``), the war (``warbox``) and the seats' rows
(``seats``) are drawn by their own modules."""

from __future__ import annotations

from bot.engine.base import View
from bot.games.tek.engine.views import round_number
from bot.games.tek.render.palette import COLOURS as C
from bot.games.tek.render.words import action_name, phrase, player_name, rid_text, word
from bot.render.canvas import Box, Canvas
from bot.render.palette import WHITE, mix
from bot.render.panels import panel, pill

PANEL_W = 600.0
BAND = 34.0  # a card's header band
ACTION_H = BAND + 116
TOWER_H = BAND + 138
WAR_H = 92.0
SEAT_H = 104.0
GAP = 14.0
TITLE_H = 60.0
# The cards and rows here are as wide as the panel, so their focus pictures (bot.render.focus)
# are 648 px wide and a phone shows them at 400/648 of their size: text in the panel and the
# title is at least 13 px, which reads at 8 px there (issue 26).
SMALLEST_TEXT = 13.0


def panel_height(seats: int) -> float:
    return ACTION_H + GAP + TOWER_H + GAP + WAR_H + GAP + seats * (SEAT_H + 8) - 8


def card_frame(canvas: Canvas, box: Box, title: str) -> None:
    """A printed card on the table: a pale face with a dark header band and its title."""
    shadow = mix(C.paper, C.shadow, 0.28)
    panel(canvas, box, C.card, C.card_edge, 2, 12, (BAND, C.ink), shadow, (3, 4))
    left, top, right, _bottom = box
    room = (right - left - 28) * 0.5
    at = (left + 14, top + BAND / 2)
    canvas.fitted_text(at, title, 19, room, C.card, True, "lm", SMALLEST_TEXT)


# --- the title -----------------------------------------------------------------------------


def draw_title(canvas: Canvas, view: View, locale: str, box: Box) -> None:
    """The game's name, the round and what is happening now; a tag when the end has come."""
    left, top, right, bottom = box
    middle = (top + bottom) / 2
    title = word(locale, "tek-title")
    used = canvas.fitted_text((left, middle), title, 34, 440, C.ink, True, "lm", SMALLEST_TEXT)
    x = left + used + 22
    if not view.get("result") and view.get("phase") not in ("faction", "setup"):
        label = phrase(locale, "tek-board-round", round=round_number(view))
        x += (
            pill(canvas, (x, middle + 2), label, 17, C.ink, C.card, bold=True, height=30, pad=12)
            + 12
        )
    if view.get("ending") and not view.get("result"):
        label = word(locale, "tek-board-ending")
        x += (
            pill(canvas, (x, middle + 2), label, 17, C.war, WHITE, bold=True, height=30, pad=12)
            + 12
        )
    status = phase_line(view, locale)
    room = right - x - 10
    canvas.fitted_text((right, middle + 2), status, 20, room, C.muted, False, "rm", SMALLEST_TEXT)


def is_draw(view: View) -> bool:
    """The game ended still tied after every tie-break: its result names no winner."""
    result = view.get("result") or {}
    return bool(result) and not result.get("winners")


def phase_line(view: View, locale: str) -> str:
    """What the game waits for, in words."""
    phase = str(view.get("phase") or "")
    if view.get("result") or phase == "over":
        return word(locale, "tek-board-phase-draw" if is_draw(view) else "tek-board-phase-over")
    leader = int(view.get("leader") or 0)
    if phase == "act":
        return phrase(locale, "tek-board-phase-act", seat=player_name(locale, view, leader))
    if phase == "follow":
        kind = view.get("action")
        action = action_name(locale, str(kind)) if kind else "?"
        if view.get("passed"):
            return phrase(locale, "tek-board-phase-follow-passed", action=action)
        return phrase(locale, "tek-board-phase-follow", action=action)
    if phase == "war" and view.get("war"):
        return phrase(locale, "tek-board-phase-war", region=rid_text(view["war"].get("region")))
    if phase == "flee" and view.get("flee"):
        return phrase(
            locale,
            "tek-board-phase-flee",
            seat=player_name(locale, view, int(view["flee"].get("seat", 0))),
        )
    if phase in ("faction", "setup"):
        return word(locale, f"tek-board-phase-{phase}")
    return ""
