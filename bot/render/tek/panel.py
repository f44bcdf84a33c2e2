"""The side of the board: the title and round, the action card with its shields, the tower card
with every seat's tower on it, the war (who fights where, who has bid, the last revealed
values), and one row per seat (faction, food/mana/ore tracks, magic and tower, meeples, what
it is doing now)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image

from bot.engine.base import View
from bot.engine.tek.content import ACTIONS as ACTION_KINDS
from bot.engine.tek.content import MAX_MAGIC, MAX_RES, MAX_TOWER, MEEPLES, RESOURCES
from bot.engine.tek.content import tower as tower_card
from bot.i18n import t
from bot.render.canvas import Box, Canvas, Point
from bot.render.icons import badge, star, token
from bot.render.palette import BLACK, RGB, WHITE, mix
from bot.render.panels import panel, pill
from bot.render.tek.icons import (
    ACTIONS,
    build,
    crown,
    hourglass,
    link,
    meeple,
    meeple_outline,
    research,
    resource,
    shield,
    swords,
    tick,
)
from bot.render.tek.palette import COLOURS as C
from bot.render.tek.palette import seat_colour, seat_ink
from bot.render.tek.words import action_name, player_name, rid_text, seat_name

PANEL_W = 600.0
BAND = 34.0  # a card's header band
ACTION_H = BAND + 116
TOWER_H = BAND + 138
WAR_H = 92.0
SEAT_H = 104.0
GAP = 14.0
TITLE_H = 60.0


def panel_height(seats: int) -> float:
    return ACTION_H + GAP + TOWER_H + GAP + WAR_H + GAP + seats * (SEAT_H + 8) - 8


def _card(canvas: Canvas, box: Box, title: str) -> None:
    """A printed card on the table: a pale face with a dark header band and its title."""
    shadow = mix(C.paper, C.shadow, 0.28)
    panel(canvas, box, C.card, C.card_edge, 2, 12, (BAND, C.ink), shadow, (3, 4))
    left, top, right, _bottom = box
    room = (right - left - 28) * 0.5
    canvas.fitted_text((left + 14, top + BAND / 2), title, 19, room, C.card, True, "lm")


# --- the title -----------------------------------------------------------------------------


def draw_title(canvas: Canvas, view: View, locale: str, box: Box) -> None:
    """The game's name, the round and what is happening now; a tag when the end has come."""
    left, top, right, bottom = box
    middle = (top + bottom) / 2
    used = canvas.fitted_text((left, middle), t(locale, "tek-title"), 34, 440, C.ink, True, "lm")
    x = left + used + 22
    if not view.get("result") and view.get("phase") not in ("faction", "setup"):
        round_no = int(view.get("round") or 0) + 1
        label = t(locale, "tek-board-round", round=round_no)
        x += (
            pill(canvas, (x, middle + 2), label, 17, C.ink, C.card, bold=True, height=30, pad=12)
            + 12
        )
    if view.get("ending") and not view.get("result"):
        label = t(locale, "tek-board-ending")
        x += (
            pill(canvas, (x, middle + 2), label, 17, C.war, WHITE, bold=True, height=30, pad=12)
            + 12
        )
    status = phase_line(view, locale)
    canvas.fitted_text((right, middle + 2), status, 20, right - x - 10, C.muted, False, "rm")


def phase_line(view: View, locale: str) -> str:
    """What the game waits for, in words."""
    phase = str(view.get("phase") or "")
    if view.get("result") or phase == "over":
        return t(locale, "tek-board-phase-over")
    leader = int(view.get("leader") or 0)
    if phase == "act":
        return t(locale, "tek-board-phase-act", seat=player_name(locale, view, leader))
    if phase == "follow":
        kind = view.get("action")
        action = action_name(locale, str(kind)) if kind else "?"
        if view.get("passed"):
            return t(locale, "tek-board-phase-follow-passed", action=action)
        return t(locale, "tek-board-phase-follow", action=action)
    if phase == "war" and view.get("war"):
        return t(locale, "tek-board-phase-war", region=rid_text(view["war"].get("region")))
    if phase == "flee" and view.get("flee"):
        return t(
            locale,
            "tek-board-phase-flee",
            seat=player_name(locale, view, int(view["flee"].get("seat", 0))),
        )
    if phase in ("faction", "setup"):
        return t(locale, f"tek-board-phase-{phase}")
    return ""


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
    _card(canvas, (0, 0, PANEL_W, ACTION_H), t(locale, "tek-board-actions"))
    for kind, cell in zip(ACTION_KINDS, _action_cells(), strict=True):
        canvas.rect(cell, fill=C.panel, outline=C.faint, width=1.2, radius=10)
        centre = ((cell[0] + cell[2]) / 2, cell[1] + 38)
        canvas.circle(centre, 27, fill=C.ink)
        ACTIONS[kind](canvas, centre, 16, C.card)
        label = action_name(locale, kind)
        width = cell[2] - cell[0] - 10
        canvas.fitted_text(((cell[0] + cell[2]) / 2, cell[3] - 16), label, 16, width, C.ink, True)
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
        canvas.fitted_text(
            (left + PANEL_W - 14, top + BAND / 2), status, 16, PANEL_W * 0.55, C.gold, True, "rm"
        )
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
    _card(canvas, (0, 0, PANEL_W, TOWER_H), t(locale, "tek-board-tower"))
    # the key in the band: ore = what a level costs, star = what it scores
    right = PANEL_W - 14
    points_label = t(locale, "tek-board-tower-points")
    cost_label = t(locale, "tek-board-tower-cost")
    band_ink = mix(C.card, C.ink, 0.1)
    used = canvas.fitted_text((right, BAND / 2), points_label, 14, 120, band_ink, False, "rm")
    star(canvas, (right - used - 12, BAND / 2), 8, 3.4, 5, C.gold)
    x = right - used - 30
    used = canvas.fitted_text((x, BAND / 2), cost_label, 14, 120, band_ink, False, "rm")
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
        title = t(locale, "tek-board-war", region=rid_text(war.get("region")))
        canvas.fitted_text((text_left, top + 24), title, 19, room, C.war, True, "lm")
        bid = {int(seat) for seat in war.get("bid") or []}
        attacker, defender = int(war.get("attacker", 0)), int(war.get("defender", -1))
        half = (room - 40) / 2
        _fighter(canvas, view, locale, attacker, (text_left, top + 62), half, attacker in bid, True)
        canvas.text(
            (text_left + half + 20, top + 62), t(locale, "tek-board-versus"), 16, C.muted, True
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
        title = t(
            locale,
            "tek-board-flee",
            seat=player_name(locale, view, seat),
            region=rid_text(flee.get("region")),
            cost=int(flee.get("cost") or 0),
        )
        canvas.fitted_text((text_left, top + 24), title, 18, room, C.war, True, "lm")
        if last:
            _war_values(canvas, view, locale, last, (text_left, top + 62), room)
    elif last:
        title = t(locale, "tek-board-last-war", region=rid_text(last.get("region")))
        used = canvas.fitted_text((text_left, top + 24), title, 17, room * 0.5, C.muted, True, "lm")
        outcome = war_outcome(view, locale, last)
        if outcome:
            canvas.fitted_text(
                (text_left + room, top + 24), outcome, 17, room - used - 16, C.ink, True, "rm"
            )
        _war_values(canvas, view, locale, last, (text_left, top + 62), room)
    else:
        canvas.fitted_text(
            (text_left, top + WAR_H / 2),
            t(locale, "tek-board-no-war"),
            18,
            room,
            C.muted,
            False,
            "lm",
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
    colour = seat_colour(seat)
    meeple(canvas, (x + 9, y), 10, colour)
    name = player_name(locale, view, seat)
    tail = 0.0
    if bids:
        tail = 26.0
    used = canvas.fitted_text((x + 24, y), name, 17, room - 24 - tail, seat_ink(seat), True, "lm")
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
        colour = seat_colour(seat)
        meeple(canvas, (x + 9, y), 10, colour)
        name = player_name(locale, view, seat)
        used = canvas.fitted_text((x + 24, y), name, 16, room * 0.3, seat_ink(seat), True, "lm")
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
        return t(locale, key)
    name = player_name(locale, view, int(winner))
    if last.get("allied"):
        return t(locale, "tek-board-alliance-broken", seat=name)
    return t(locale, "tek-board-war-won", seat=name)


# --- the seats -----------------------------------------------------------------------------


def draw_seats(canvas: Canvas, view: View, locale: str, at: Point) -> None:
    left, y = at
    for seat, info in enumerate(view.get("seats") or []):
        draw_seat(canvas, view, locale, seat, info, (left, y))
        y += SEAT_H + 8


def seat_tags(view: View, locale: str, seat: int, info: dict[str, Any]) -> list[tuple[str, str]]:
    """The tags beside a seat's name, each (kind, text): the action player, a follow choice
    made, a bid made, an open setup, or the seat the game waits for."""
    tags: list[tuple[str, str]] = []
    phase = view.get("phase")
    waiting = {int(s) for s in view.get("waiting") or []}
    war = view.get("war") or {}
    if view.get("result"):
        return tags
    if view.get("leader") == seat and phase not in ("faction", "setup"):
        tags.append(("leader", t(locale, "tek-board-leader")))
    if phase == "war" and war and seat in (war.get("attacker"), war.get("defender")):
        if seat in {int(s) for s in war.get("bid") or []}:
            tags.append(("done", t(locale, "tek-board-has-bid")))
        else:
            tags.append(("wait", t(locale, "tek-board-bidding")))
    elif phase == "follow" and seat != view.get("leader"):
        if info.get("chosen"):
            tags.append(("done", t(locale, "tek-board-has-chosen")))
        elif seat in waiting:
            tags.append(("wait", t(locale, "tek-board-choosing")))
    elif phase == "setup":
        ready = info.get("ready") or {}
        done = all(ready.get(step) for step in ("side", "stock", "home"))
        key = "tek-board-ready" if done else "tek-board-setting-up"
        tags.append(("done" if done else "wait", t(locale, key)))
    elif seat in waiting:
        tags.append(("wait", t(locale, "tek-board-to-play")))
    return tags


# Where the parts of a seat's row lie, from its top-left corner.
ROW_X = 24.0
LINE1, LINE2, LINE3 = 20.0, 52.0, 84.0
TRACK_W = (PANEL_W - 24 - 16) / 3
PIP_X, PIP_STEP = ROW_X + 30, 23.0
TOWER_X = ROW_X + 30 + MAX_MAGIC * 23 + 50
MEEPLE_X, MEEPLE_STEP = TOWER_X + 76, 19.0


@lru_cache(maxsize=16)
def _seat_base(seat: int, fill: RGB, outline: RGB, width: float) -> Image.Image:
    """What a seat's row prints whatever the game: its frame and colour bar, the emblems, the
    empty tracks and magic levels, and seven empty meeples (at the drawing scale)."""
    canvas = Canvas(PANEL_W + 1, SEAT_H + 1, C)
    colour = seat_colour(seat)
    panel(canvas, (0, 0, PANEL_W, SEAT_H), fill, outline, width, 12)
    canvas.rect((0, 0, 12, SEAT_H), fill=colour, radius=6)
    canvas.rect((6, 0, 12, SEAT_H), fill=colour)
    for index, kind in enumerate(RESOURCES):
        x = ROW_X + index * TRACK_W
        resource(canvas, kind, (x + 9, LINE2), 10)
        for cell in _track_cells(x, TRACK_W - 14):
            canvas.rect(cell, fill=C.paper_dark)
    research(canvas, (ROW_X + 9, LINE3), 9, C.resources["m"])
    for level in range(1, MAX_MAGIC + 1):
        spot = (PIP_X + (level - 1) * PIP_STEP, LINE3)
        canvas.circle(spot, 10, fill=C.card, outline=C.faint, width=1.5)
        canvas.text(spot, str(level), 12, C.muted, True)
    build(canvas, (TOWER_X + 8, LINE3), 9, C.tower)
    for index in range(MEEPLES):
        meeple_outline(
            canvas, (MEEPLE_X + index * MEEPLE_STEP, LINE3), 8.5, mix(colour, C.ink, 0.3)
        )
    return canvas.image


def _track_cells(x: float, width: float) -> list[Box]:
    """The nine steps of a resource track whose icon stands at ``x`` (line 2 of a row)."""
    left = x + 48
    step = (width - 48) / MAX_RES
    return [
        (left + (index - 1) * step + 1, LINE2 - 7, left + index * step - 1, LINE2 + 7)
        for index in range(1, MAX_RES + 1)
    ]


def draw_seat(
    canvas: Canvas, view: View, locale: str, seat: int, info: dict[str, Any], at: Point
) -> None:
    """One seat: colour, faction and tags; food, mana and ore; magic, tower and meeples."""
    left, top = at
    colour = seat_colour(seat)
    right = left + PANEL_W
    result = view.get("result") or {}
    winners = {int(s) for s in result.get("winners") or []}
    if result:
        marked, edge = seat in winners, C.gold
    else:
        marked = view.get("leader") == seat and view.get("phase") not in ("faction", "setup")
        edge = colour
    fill = mix(C.panel, edge, 0.1) if marked else C.panel
    outline = edge if marked else C.faint
    canvas.paste(_seat_base(seat, fill, outline, 2.5 if marked else 1.2), at)
    x = left + ROW_X
    # line 1: the faction, the colour and the tags; at the end the score and its parts
    line1 = top + LINE1
    faction = info.get("faction")
    name = t(locale, f"tek-faction-{faction}") if faction else t(locale, "tek-board-no-faction")
    used = canvas.fitted_text((x, line1), name, 20, PANEL_W * 0.4, seat_ink(seat), True, "lm")
    score = _score(view, seat)
    if score is not None:
        end = _draw_score(canvas, locale, score, seat in winners, (right - 12, line1))
        details = result.get("details")
        if isinstance(details, list) and seat < len(details) and isinstance(details[seat], dict):
            _breakdown(canvas, seat, details[seat], (end - 10, line1), x + used + 12)
    else:
        tag_x = right - 12
        for kind, text in reversed(seat_tags(view, locale, seat, info)):
            if kind == "leader":
                fill_tag, ink = C.gold, WHITE
            elif kind == "done":
                fill_tag, ink = C.good, WHITE
            else:
                fill_tag, ink = C.paper_dark, C.ink
            at_tag = (tag_x, line1)
            width = pill(canvas, at_tag, text, 14, fill_tag, ink, None, True, 12, 24, "right")
            tag_x -= width + 8
        room = tag_x - (x + used + 10)
        if room > 30:
            at_name = (x + used + 10, line1 + 1)
            canvas.fitted_text(at_name, seat_name(locale, seat), 14, room, C.muted, False, "lm")
    # line 2: the three resource tracks
    res = info.get("res") or {}
    for index, kind in enumerate(RESOURCES):
        value = int(res.get(kind) or 0)
        track_x = x + index * TRACK_W
        canvas.text((track_x + 33, top + LINE2), str(value), 19, C.ink, True)
        for cell in _track_cells(track_x, TRACK_W - 14)[:value]:
            canvas.rect((cell[0], top + cell[1], cell[2], top + cell[3]), fill=C.resources[kind])
    # line 3: magic (and the mana the next level costs, as the view says), tower, meeples
    line3 = top + LINE3
    next_magic = (info.get("costs") or {}).get("research")
    magic = int(info.get("magic") or 0)
    rim = mix(C.resources["m"], BLACK, 0.3)
    for level in range(1, min(magic, MAX_MAGIC) + 1):
        spot = (left + PIP_X + (level - 1) * PIP_STEP, line3)
        canvas.circle(spot, 10, fill=C.resources["m"], outline=rim, width=1.5)
        canvas.text(spot, str(level), 12, WHITE, True)
    px = left + PIP_X + MAX_MAGIC * PIP_STEP - 6
    if next_magic is not None:
        canvas.text((px, line3), "→", 13, C.muted, anchor="lm")
        resource(canvas, "m", (px + 22, line3), 7.5)
        canvas.text((px + 31, line3), str(next_magic), 15, C.ink, True, "lm")
    tower = int(info.get("tower") or 0)
    canvas.text((left + TOWER_X + 22, line3), f"{tower}/{MAX_TOWER}", 16, C.ink, True, "lm")
    on_map = int(info.get("meeples") or 0)
    supply = info.get("supply")
    supply = max(0, MEEPLES - on_map) if supply is None else int(supply)
    for index in range(min(on_map, MEEPLES)):
        meeple(canvas, (left + MEEPLE_X + index * MEEPLE_STEP, line3), 9.5, colour)
    counts = t(locale, "tek-board-meeples", map=on_map, supply=supply)
    cx = left + MEEPLE_X + MEEPLES * MEEPLE_STEP + 4
    allies = _allies(view, seat)
    end = right - 12 - (len(allies) * 18 + 26 if allies else 0)
    # what will score at the end beyond the tracks: neutrals defeated, treasures found
    treasures = sum(
        1
        for item in view.get("found") or []
        if item.get("seat") == seat and item.get("kind") == "treasure"
    )
    for kind, amount in (("treasure", treasures), ("kills", int(info.get("kills") or 0))):
        if amount:
            label = f"×{amount}"
            canvas.text((end, line3), label, 14, C.ink, True, "rm")
            end -= canvas.text_width(label, 14, True) + 12
            _part_emblem(canvas, kind, seat, (end, line3))
            end -= 18
    room = end - cx - 6
    if canvas.text_width(counts, 11) <= room:  # else the meeples drawn say it alone
        canvas.fitted_text((cx, line3), counts, 13, room, C.muted, False, "lm", 11)
    if allies:
        ax = right - 14 - len(allies) * 18
        link(canvas, (ax - 12, line3), 9, C.ally)
        for index, ally in enumerate(allies):
            ink = seat_colour(ally)
            spot = (ax + 8 + index * 18, line3)
            canvas.circle(spot, 7.5, fill=ink, outline=mix(ink, BLACK, 0.5), width=1.4)


def _allies(view: View, seat: int) -> list[int]:
    found = []
    for pair in view.get("alliances") or []:
        a, b = int(pair[0]), int(pair[1])
        if seat in (a, b):
            found.append(b if seat == a else a)
    return sorted(found)


def _score(view: View, seat: int) -> int | None:
    result = view.get("result") or {}
    scores = result.get("scores")
    if isinstance(scores, list) and seat < len(scores):
        return int(scores[seat])
    if isinstance(scores, dict):
        value = scores.get(str(seat), scores.get(seat))
        return None if value is None else int(value)
    return None


def _draw_score(canvas: Canvas, locale: str, score: int, winner: bool, at: Point) -> float:
    """The final score as a tag ending at ``at`` (gold with a crown for a winner); returns
    where its left end lies."""
    x, y = at
    text = t(locale, "tek-board-score", points=score)
    fill, ink = (C.gold, WHITE) if winner else (C.paper_dark, C.ink)
    width = pill(canvas, (x, y), text, 15, fill, ink, bold=True, pad=12, height=26, align="right")
    x -= width
    if winner:
        crown(canvas, (x - 14, y), 9, C.capital)
        x -= 26
    return x


# The parts of a final score in the order shown, each drawn as an emblem and its points.
SCORE_PARTS = ("meeples", "capital", "magic", "bonus", "tower", "treasure", "lost", "kills")


def _breakdown(
    canvas: Canvas, seat: int, details: dict[str, Any], at: Point, leftmost: float
) -> None:
    """Where a final score came from, right to left from ``at``: an emblem and the points of
    each part that scored (as many as fit right of ``leftmost``)."""
    x, y = at
    for part in reversed(SCORE_PARTS):
        points = int(details.get(part) or 0)
        if not points:
            continue
        label = str(points)
        width = 20 + canvas.text_width(label, 14, True)
        if x - width < leftmost:
            break
        canvas.text((x, y), label, 14, C.ink, True, "rm")
        spot = (x - canvas.text_width(label, 14, True) - 10, y)
        _part_emblem(canvas, part, seat, spot)
        x -= width + 8


def _part_emblem(canvas: Canvas, part: str, seat: int, at: Point) -> None:
    if part == "meeples":
        meeple(canvas, at, 8, seat_colour(seat))
    elif part == "capital":
        crown(canvas, at, 7, C.capital)
    elif part == "magic":
        research(canvas, at, 7.5, C.resources["m"])
    elif part == "bonus":
        star(canvas, at, 8, 3.4, 5, C.gold)
    elif part == "tower":
        build(canvas, at, 7.5, C.tower)
    elif part == "treasure":
        token(canvas, at, 8, C.token, C.token_rim, 1.3, shadow=False)
        star(canvas, at, 5.5, 2.3, 5, C.ally)
    elif part == "lost":
        meeple(canvas, at, 8, seat_colour(-1))
    else:
        swords(canvas, at, 7, C.war)
