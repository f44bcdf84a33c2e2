"""One row per seat: faction, food/mana/ore tracks, magic and tower, meeples on the map and in
supply, allies, what it is doing now, and at the end its score and where it came from."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image

from bot.engine.base import View
from bot.games.tek.engine.content import MAX_MAGIC, MAX_RES, MAX_TOWER, MEEPLES, RESOURCES
from bot.games.tek.render.icons import (
    build,
    crown,
    link,
    meeple,
    meeple_outline,
    research,
    resource,
    swords,
)
from bot.games.tek.render.marks import band_mark
from bot.games.tek.render.palette import COLOURS as C
from bot.games.tek.render.palette import seat_colour, seat_ink
from bot.games.tek.render.panel import (
    PANEL_W,
    SEAT_H,
    SMALLEST_TEXT,
)
from bot.games.tek.render.words import faction_name, phrase, seat_name, word
from bot.render.canvas import Box, Canvas, Point
from bot.render.icons import star, token
from bot.render.palette import BLACK, RGB, WHITE, mix
from bot.render.panels import panel, pill

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
        tags.append(("leader", word(locale, "tek-board-leader")))
    if phase == "war" and war and seat in (war.get("attacker"), war.get("defender")):
        if seat in {int(s) for s in war.get("bid") or []}:
            tags.append(("done", word(locale, "tek-board-has-bid")))
        else:
            tags.append(("wait", word(locale, "tek-board-bidding")))
    elif phase == "follow" and seat != view.get("leader"):
        if info.get("chosen"):
            tags.append(("done", word(locale, "tek-board-has-chosen")))
        elif seat in waiting:
            tags.append(("wait", word(locale, "tek-board-choosing")))
    elif phase == "setup":
        ready = info.get("ready") or {}
        done = all(ready.get(step) for step in ("side", "stock", "home"))
        key = "tek-board-ready" if done else "tek-board-setting-up"
        tags.append(("done" if done else "wait", word(locale, key)))
    elif seat in waiting:
        tags.append(("wait", word(locale, "tek-board-to-play")))
    return tags


# Where the parts of a seat's row lie, from its top-left corner.
ROW_X = 24.0
LINE1, LINE2, LINE3 = 20.0, 52.0, 84.0
TRACK_W = (PANEL_W - 24 - 16) / 3
PIP_X, PIP_STEP = ROW_X + 30, 23.0
LEVEL_TEXT = SMALLEST_TEXT  # the digits in the magic track's pips
NEXT_X = PIP_X + MAX_MAGIC * PIP_STEP - 6  # the cost of the next magic level
TOWER_X = ROW_X + 30 + MAX_MAGIC * 23 + 50
MEEPLE_X, MEEPLE_STEP = TOWER_X + 76, 19.0


@lru_cache(maxsize=32)
def _seat_base(seat: int, fill: RGB, outline: RGB, width: float, next_magic: bool) -> Image.Image:
    """What a seat's row prints whatever the game: its frame and colour bar, the emblems, the
    empty tracks and magic levels, and seven empty meeples (at the drawing scale); with
    ``next_magic``, the arrow and crystal before the next level's cost (a crystal's outline
    is slow to draw, so it is drawn here once rather than on every board)."""
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
        canvas.text(spot, str(level), LEVEL_TEXT, C.muted, True)
    if next_magic:
        canvas.text((NEXT_X, LINE3), "→", 13, C.muted, anchor="lm")
        resource(canvas, "m", (NEXT_X + 22, LINE3), 7.5)
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
    next_magic = (info.get("costs") or {}).get("research")
    base = _seat_base(seat, fill, outline, 2.5 if marked else 1.2, next_magic is not None)
    canvas.paste(base, at)
    band_mark(
        canvas, seat, (left + 6, top + SEAT_H / 2), 10, "seat"
    )  # drawn here: the base is cached
    x = left + ROW_X
    # line 1: the faction, the colour and the tags; at the end the score and its parts
    line1 = top + LINE1
    faction = info.get("faction")
    name = faction_name(locale, faction) or word(locale, "tek-board-no-faction")
    used = canvas.fitted_text(
        (x, line1), name, 20, PANEL_W * 0.4, seat_ink(seat), True, "lm", SMALLEST_TEXT
    )
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
            label = seat_name(locale, seat)
            canvas.fitted_text(at_name, label, 14, room, C.muted, False, "lm", SMALLEST_TEXT)
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
    magic = int(info.get("magic") or 0)
    rim = mix(C.resources["m"], BLACK, 0.3)
    for level in range(1, min(magic, MAX_MAGIC) + 1):
        spot = (left + PIP_X + (level - 1) * PIP_STEP, line3)
        canvas.circle(spot, 10, fill=C.resources["m"], outline=rim, width=1.5)
        canvas.text(spot, str(level), LEVEL_TEXT, WHITE, True)
    if next_magic is not None:  # (the arrow and the crystal are on the row's base)
        canvas.text((left + NEXT_X + 31, line3), str(next_magic), 15, C.ink, True, "lm")
    tower = int(info.get("tower") or 0)
    canvas.text((left + TOWER_X + 22, line3), f"{tower}/{MAX_TOWER}", 16, C.ink, True, "lm")
    on_map = int(info.get("meeples") or 0)
    supply = info.get("supply")
    supply = max(0, MEEPLES - on_map) if supply is None else int(supply)
    for index in range(min(on_map, MEEPLES)):
        meeple(canvas, (left + MEEPLE_X + index * MEEPLE_STEP, line3), 9.5, colour)
    counts = phrase(locale, "tek-board-meeples", map=on_map, supply=supply)
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
    if canvas.text_width(counts, SMALLEST_TEXT) <= room:  # else the meeples drawn say it alone
        canvas.text((cx, line3), counts, SMALLEST_TEXT, C.muted, False, "lm")
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
    text = phrase(locale, "tek-board-score", points=score)
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
