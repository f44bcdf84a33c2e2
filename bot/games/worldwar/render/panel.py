"""The parts of the board around the map: the header (the game, the round track, what is
happening now, the action points left) and a card per army (its player's name and, for the
army to move, until when (issue 26); grain, territories, units,
engines, capitals taken, lords captured; its lord card in the monarch edition; tags for its
lord's fate and what cards left standing, from ``seat_notes``; and at the end its score and
the mission it had)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.base import View
from bot.games.worldwar.engine.state import ACTION_POINTS, ROUNDS
from bot.games.worldwar.render import icons
from bot.games.worldwar.render.marks import army_mark, corner_mark
from bot.games.worldwar.render.palette import COLOURS as C
from bot.games.worldwar.render.palette import army, army_ink
from bot.games.worldwar.render.pieces import PIECES, units_of
from bot.games.worldwar.render.seat_notes import (
    LORD_H,
    SMALLEST,
    TAG_GAP,
    TAG_H,
    TAG_ROWS,
    draw_lord,
    draw_tags,
    monarchs,
    tags,
)
from bot.games.worldwar.render.textbox import TextBox
from bot.games.worldwar.render.textbox import draw as draw_text
from bot.games.worldwar.render.words import colour_list, colour_name, mission_text, territory_name
from bot.i18n import t
from bot.render.board_frame import BoardFrame, SeatTag
from bot.render.canvas import Box, Canvas, Point
from bot.render.icons import Step, track
from bot.render.palette import mix
from bot.render.panels import panel, pill
from bot.render.seat_legend import TAG_HEIGHT, seat_tag

BODY_H = 136.0  # the band, the numbers, the capitals and lords taken
MISSION_H = 62.0  # at the end: the mission the army had (its tag and up to three lines)
BAND = 30.0
# The player's row under the band (bot.render.seat_legend): kept whatever the names, so the
# board is laid out the same with or without them.
NAME_ROW = TAG_HEIGHT + 6
SEAT_GAP = 12.0


def seat_height(view: View) -> float:
    """Every card is as tall as the tallest needs: the player's row, the lord card's row in
    the monarch edition, the rows of tags, and at the end the mission."""
    height = NAME_ROW + BODY_H + TAG_ROWS * (TAG_H + TAG_GAP) + 6
    if monarchs(view):
        height += LORD_H
    if view.get("result"):
        height += MISSION_H
    return height


# --- the header ------------------------------------------------------------------------------


def draw_header(canvas: Canvas, view: View, locale: str, box: Box) -> None:
    left, top, right, bottom = box
    middle = (top + bottom) / 2
    used = canvas.fitted_text(
        (left, middle), t(locale, "ww-board-title"), 28, 220, C.ink, True, "lm"
    )
    x = left + used + 28
    # the round track
    canvas.text((x, middle), t(locale, "ww-board-round"), 13, C.muted, True, "lm")
    x += canvas.text_width(t(locale, "ww-board-round"), 13, True) + 18
    current = int(view.get("round") or 0)
    centres = [(x + index * 29, middle) for index in range(ROUNDS)]
    track(
        canvas,
        centres,
        current,
        11,
        12,
        passed=Step(mix(C.paper, C.ink, 0.18), C.muted),
        now=Step(C.ink, C.plate, grow=2.5, bold=True),
        coming=Step(None, C.muted, C.faint, 1.2),
    )
    x = centres[-1][0] + 34
    canvas.line([(x - 14, top + 8), (x - 14, bottom - 8)], C.faint, 1)
    # action points, on the right while a turn is played
    turn = view.get("turn") or {}
    status_right = right
    if view.get("phase") == "turn" and turn:
        status_right = _action_points(canvas, locale, int(turn.get("ap") or 0), (right, middle))
    lines = status_lines(view, locale)
    room = status_right - x - 16
    if len(lines) == 1:
        canvas.fitted_text((x, middle), lines[0], 18, room, C.ink, True, "lm")
    else:
        canvas.fitted_text((x, middle - 11), lines[0], 17, room, C.ink, True, "lm")
        canvas.fitted_text((x, middle + 12), lines[1], 13.5, room, C.muted, False, "lm")


def _action_points(canvas: Canvas, locale: str, left: int, at: Point) -> float:
    """Pips for the active army's action points, the spent ones pale; returns their left."""
    right, middle = at
    step = 17.0
    start = right - ACTION_POINTS * step + step / 2
    for index in range(ACTION_POINTS):
        centre = (start + index * step, middle + 8)
        if index < left:
            canvas.circle(centre, 6.5, fill=C.turn, outline=mix(C.turn, C.ink, 0.4), width=1.2)
        else:
            canvas.circle(centre, 6.5, fill=None, outline=C.faint, width=1.2)
    label = f"{t(locale, 'ww-board-action-points')} {left}/{ACTION_POINTS}"
    canvas.text((right, middle - 10), label, 12.5, C.muted, True, "rm")
    width = max(ACTION_POINTS * step, canvas.text_width(label, 12.5, True))
    return right - width - 12


def status_lines(view: View, locale: str) -> list[str]:
    """What is happening now, and whom the game waits for (or who won, and why)."""
    phase = view.get("phase")
    waiting = [int(seat) for seat in view.get("waiting") or []]
    result = view.get("result")
    if result or phase == "over":
        lines = [t(locale, "ww-board-phase-over")]
        if result:
            winners = colour_list(locale, [int(s) for s in result.get("winners") or []])
            reason = str(result.get("reason") or "").removeprefix("ww-result-")
            line = t(locale, "ww-board-winners", colours=winners)
            if reason in ("mission", "rounds", "last"):
                line += " · " + t(locale, f"ww-board-end-{reason}")
            lines.append(line)
        return lines
    if phase == "setup":
        lines = [t(locale, "ww-board-phase-setup")]
    elif phase == "turn":
        seat = int((view.get("turn") or {}).get("seat", waiting[0] if waiting else 0))
        return [t(locale, "ww-board-phase-turn", colour=colour_name(locale, seat))]
    elif phase == "capital":
        pending = view.get("pending") or {}
        lines = [
            t(
                locale,
                "ww-board-phase-capital",
                colour=colour_name(locale, int(pending.get("conqueror") or 0)),
                victim=colour_name(locale, int(pending.get("victim") or 0)),
            )
        ]
        if pending.get("where"):
            where = territory_name(locale, str(pending["where"]))
            lines.append(t(locale, "ww-board-capital-at", territory=where))
        return lines
    elif phase == "refound":
        victim = int((view.get("pending") or {}).get("victim") or 0)
        return [t(locale, "ww-board-phase-refound", victim=colour_name(locale, victim))]
    elif phase == "sacrifice":  # the attacker's turn waits for the defender's answer (W25)
        pending = view.get("pending") or {}
        return [
            t(
                locale,
                "ww-board-phase-sacrifice",
                colour=colour_name(locale, int(pending.get("attacker") or 0)),
                victim=colour_name(locale, int(pending.get("defender") or 0)),
                territory=territory_name(locale, str(pending.get("where") or "")),
            )
        ]
    elif phase == "buy":
        lines = [t(locale, "ww-board-phase-buy", round=int(view.get("round") or 0))]
    else:
        return [""]
    if waiting:
        lines.append(t(locale, "ww-board-waiting", colours=colour_list(locale, waiting)))
    return lines


# --- the seats -------------------------------------------------------------------------------


def seat_boxes(view: View, origin: Point, width: float) -> list[Box]:
    seats = len(view.get("seats") or [])
    if not seats:
        return []
    x, y = origin
    w = (width - SEAT_GAP * (seats - 1)) / seats
    h = seat_height(view)
    return [(x + k * (w + SEAT_GAP), y, x + k * (w + SEAT_GAP) + w, y + h) for k in range(seats)]


def draw_seats(
    canvas: Canvas,
    view: View,
    locale: str,
    origin: Point,
    width: float,
    frame: BoardFrame | None = None,
) -> None:
    seats = view.get("seats") or []
    players = frame.seats if frame else ()
    for seat, box in enumerate(seat_boxes(view, origin, width)):
        draw_seat(canvas, view, locale, seat, seats[seat], box)
        player = players[seat] if seat < len(players) else None
        draw_player(canvas, locale, seat, player, box)


def draw_player(canvas: Canvas, locale: str, seat: int, player: SeatTag | None, box: Box) -> None:
    """Under the card's band, who plays the army (the table's names; the army's colour when
    it names nobody), and for an army to move, until when."""
    left, top, right, _bottom = box
    row = (left + 6, top + BAND + 4, right - 6, top + BAND + 4 + TAG_HEIGHT)
    highlight = mix(C.turn, C.panel, 0.55)
    colour = army(seat)
    seat_tag(
        canvas, row, seat, player, colour_name(locale, seat), colour, highlight, C.ink, C.muted
    )


def active_seat(view: View) -> int | None:
    turn = view.get("turn")
    if view.get("phase") == "turn" and turn and "seat" in turn:
        return int(turn["seat"])
    return None


def draw_seat(
    canvas: Canvas, view: View, locale: str, seat: int, info: Mapping[str, Any], box: Box
) -> None:
    left, top, right, bottom = box
    width = right - left
    colour = army(seat)
    out = bool(info.get("out"))
    active = active_seat(view) == seat
    band = mix(colour, C.out, 0.6) if out else colour
    shadow = mix(C.paper, C.shadow, 0.25)
    outline = C.turn if active else mix(C.ink, C.paper, 0.55)
    panel(canvas, box, C.panel, outline, 3 if active else 1, 10, (BAND, band), shadow, (2, 3))
    ink = army_ink(seat)
    army_mark(canvas, seat, (left + 16, top + BAND / 2), 11, "seat")  # before the army's name
    canvas.fitted_text(
        (left + 27, top + BAND / 2), colour_name(locale, seat), 17, width * 0.45, ink, True, "lm"
    )
    _status_tag(canvas, view, locale, seat, info, (right - 8, top + BAND / 2), active)

    # the numbers: grain, territories, units (and what is still to place), engines
    owners = view.get("map") or {}
    mine = [tid for tid, spot in owners.items() if spot.get("o") == seat]
    engines = sum(int(owners[tid].get("k") or 0) + int(owners[tid].get("w") or 0) for tid in mine)
    supply = units_of({k: int((info.get("supply") or {}).get(k) or 0) for k in PIECES})
    turn = view.get("turn") or {}
    if turn.get("seat") == seat:  # a continent's soldiers still to place count too (W37)
        supply += sum(int(n) for n in (turn.get("continent_troops") or {}).values())
    cells = [
        ("grain", str(int(info.get("grain") or 0)), t(locale, "ww-board-seat-grain")),
        ("territories", str(len(mine)), t(locale, "ww-board-seat-territories")),
        ("units", str(int(info.get("units") or 0)), t(locale, "ww-board-seat-units")),
        ("engines", str(engines), t(locale, "ww-board-seat-engines")),
    ]
    cell_w = (width - 16) / len(cells)
    y = top + BAND + NAME_ROW + 22
    for index, (kind, value, caption) in enumerate(cells):
        x = left + 8 + index * cell_w
        _stat_icon(canvas, kind, (x + 12, y), colour)
        used = canvas.fitted_text((x + 25, y), value, 18, cell_w - 30, C.ink, True, "lm")
        if kind == "units" and supply:
            canvas.text((x + 27 + used, y + 1), f"+{supply}", 12, C.muted, True, "lm")
        canvas.fitted_text(
            (x + 4, y + 19), caption, 10.5, cell_w - 8, C.muted, False, "lm", SMALLEST
        )
    canvas.line([(left + 10, y + 32), (right - 10, y + 32)], mix(C.faint, C.panel, 0.4), 1)

    # capitals taken and lords captured: discs of the victims' colours
    y += 44
    half = (width - 20) / 2
    for index, (key, victims, mark) in enumerate(
        (
            ("ww-board-seat-capitals", info.get("capitals") or [], icons.capital),
            ("ww-board-seat-lords", info.get("lords") or [], icons.lord),
        )
    ):
        x = left + 10 + index * half
        canvas.fitted_text((x, y), t(locale, key), 11, half - 6, C.muted, True, "lm", SMALLEST)
        if victims:
            for k, victim in enumerate(victims):
                mark(canvas, (x + 9 + k * 21, y + 19), 18, army(int(victim)))
                corner_mark(canvas, int(victim), (x + 9 + k * 21, y + 19), 18, "taken")
        else:
            canvas.text((x, y + 19), t(locale, "ww-board-seat-none"), 11.5, C.faint, False, "lm")
    y += 34
    if monarchs(view):
        draw_lord(canvas, locale, seat, info, (left + 10, y, right - 10, y + LORD_H - 4))
        y += LORD_H
    if view.get("result") or view.get("phase") == "over":
        y = _mission(canvas, view, locale, seat, info, (left + 10, y, right - 10, y + MISSION_H))
    found = tags(view, locale, seat, info)
    if found:
        draw_tags(canvas, found, (left + 10, y, right - 10, bottom - 6))


def _status_tag(
    canvas: Canvas,
    view: View,
    locale: str,
    seat: int,
    info: Mapping[str, Any],
    at: Point,
    active: bool,
) -> None:
    result = view.get("result")
    if result:
        scores = result.get("scores") or []
        if seat < len(scores):
            label = t(locale, "ww-board-seat-score", points=int(scores[seat]))
            winner = seat in [int(s) for s in result.get("winners") or []]
            fill = C.turn if winner else C.plate
            width = pill(canvas, at, label, 13, fill, C.ink, bold=True, height=22, align="right")
            if winner:
                icons.star(canvas, (at[0] - width - 12, at[1]), 9, 4, 5, C.plate)
        return
    if info.get("out"):
        pill(
            canvas,
            at,
            t(locale, "ww-board-seat-out"),
            12,
            C.plate,
            C.ink,
            bold=True,
            height=22,
            align="right",
        )
    elif active:
        pill(
            canvas,
            at,
            t(locale, "ww-board-seat-playing"),
            12.5,
            C.turn,
            C.ink,
            bold=True,
            height=22,
            align="right",
        )
    elif seat in [int(s) for s in view.get("waiting") or []]:
        pill(
            canvas,
            at,
            t(locale, "ww-board-seat-waiting"),
            12,
            C.plate,
            C.ink,
            bold=True,
            height=22,
            align="right",
        )


def _stat_icon(canvas: Canvas, kind: str, at: Point, colour: tuple[int, int, int]) -> None:
    if kind == "grain":
        icons.grain(canvas, at, 17)
    elif kind == "territories":
        icons.flag(canvas, at, 17, colour)
    elif kind == "units":
        icons.soldier(canvas, at, 17, C.ink)
    else:
        icons.catapult(canvas, at, 17, C.engine_dark)


def _mission(
    canvas: Canvas, view: View, locale: str, seat: int, info: Mapping[str, Any], box: Box
) -> float:
    """At the end, the mission the army had (and whether it was complete); returns the y
    under it."""
    left, top, _right, bottom = box
    mission = info.get("mission")
    if not mission:
        return top
    done = seat in [int(s) for s in view.get("completed") or []]
    key = "ww-board-seat-mission-done" if done else "ww-board-seat-mission"
    fill, ink = (C.turn, C.ink) if done else (C.ink, C.plate)
    pill(canvas, (left, top + 10), t(locale, key), 11, fill, ink, bold=True, pad=7, height=18)
    draw_text(canvas, mission_text(locale, str(mission)), mission_box(box), C.ink)
    return bottom


def mission_box(box: Box) -> TextBox:
    """Where the mission's words go under its tag: within the card's width, and above the
    seat's tags, which start at the bottom of ``box``."""
    left, top, right, bottom = box
    return TextBox(left, top + 23, right - left, bottom - 3 - (top + 23), 11.5, 9)
