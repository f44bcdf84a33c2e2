"""The Sun Tzu board: header and round track, score track, the five provinces, and the bottom
row with both commanders (``commanders``), the event and the reserve. It reads only the public
keys listed in ``PUBLIC_KEYS``, so it cannot show what the channel may not see; the table's
frame adds the players' names and outlines the areas (``areas``) a move changed."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from bot.engine.base import View
from bot.games.suntzu.render.areas import board_areas
from bot.games.suntzu.render.commanders import draw_commanders, print_commanders
from bot.games.suntzu.render.layout import (
    BOARD_HEIGHT,
    BOARD_WIDTH,
    HEADER_H,
    HEADER_TOP,
    MARGIN,
    PROVINCES_BOX,
    ROUND_RADIUS,
    ROUND_STEP,
    TRACK_CAP,
    TRACK_H,
    TRACK_TOP,
    event_box,
    marker_x,
    reserve_box,
    score_cells,
)
from bot.games.suntzu.render.palette import COLOURS as C
from bot.games.suntzu.render.pieces import draw_army
from bot.games.suntzu.render.provinces import draw_provinces, print_provinces
from bot.games.suntzu.render.words import (
    EVENT_CARDS,
    SCORING_ROUNDS,
    TRACK_REACH,
    leader_name,
    result_line,
    side_name,
)
from bot.i18n import t
from bot.render.area_marks import mark_areas
from bot.render.board_frame import BoardFrame
from bot.render.canvas import Canvas
from bot.render.icons import Step, track
from bot.render.palette import mix
from bot.render.panels import pill

# The keys of the public view that the board reads (a test holds render_board to them).
PUBLIC_KEYS = frozenset(
    {
        "round",
        "phase",
        "beginner",
        "marker",
        "provinces",
        "scoring_index",
        "pools",
        "reserve",
        "out",
        "event",
        "events_resolved",
        "hand_sizes",
        "deck_sizes",
        "warlords",
        "extra_warlords",
        "waiting",
        "locks",
        "chooser",
        "battles",
        "result",
    }
)

# The PNG is palette-reduced: the board has about 7,000 colours, nearly all of them the edges'
# in-between shades, and 256 of them differ from the full picture by at most 15 of 255 in any
# channel (fewer than 1 pixel in 5,000 by more than 8). Quantizing and encoding the palette
# picture (about 14 ms) cost less than half of encoding the full-colour one (34 ms: PNG filters
# each line of it first), and the PNG is half the size.
PALETTE_COLOURS = 256


def render_board(view: View, locale: str, frame: BoardFrame | None = None) -> bytes:
    """The public board as PNG bytes, labelled in ``locale``: the printed board (``printed``,
    drawn once per locale) with this view's pieces, numbers and notes over it, the players of
    ``frame`` in the commanders' panels (the sides' labels without one) and its marked areas
    outlined (after everything else, before the palette: the tint needs its colours)."""
    canvas = Canvas(BOARD_WIDTH, BOARD_HEIGHT, C, locale)
    canvas.paste(printed(locale, tuple(str(p["id"]) for p in view["provinces"])))
    draw_header(canvas, view, locale, HEADER_TOP)
    draw_score_track(canvas, view, locale, TRACK_TOP)
    draw_provinces(canvas, view, locale, PROVINCES_BOX)
    draw_commanders(canvas, view, locale, frame)
    draw_event(canvas, view, locale)
    draw_reserve(canvas, view, locale)
    if frame is not None and frame.marked:
        mark_areas(canvas, board_areas(view, locale), frame.marked)
    return canvas.finish(colours=PALETTE_COLOURS)


@lru_cache(maxsize=6)
def printed(locale: str, provinces: tuple[str, ...]) -> Image.Image:
    """What never changes on a board in ``locale``: the title, the track's ends and steps, the
    provinces' frames with their names and captions, the commanders' frames and labels, the
    reserve's box. Each is drawn where it stands and under what a view draws over it, so the
    board is the same as if drawn whole. 2800 x 2104 pixels (drawing scale), 16.8 MiB each;
    one per locale (and order of provinces, always the same in play): 6 kept, about 100 MiB at
    most, 50 MiB for the three locales."""
    canvas = Canvas(BOARD_WIDTH, BOARD_HEIGHT, C, locale)
    print_header(canvas, locale, HEADER_TOP)
    print_score_track(canvas, locale, TRACK_TOP)
    print_provinces(canvas, locale, PROVINCES_BOX, provinces)
    print_commanders(canvas, locale)
    print_reserve(canvas, locale)
    return canvas.image


def print_header(canvas: Canvas, locale: str, top: float) -> None:
    canvas.text((MARGIN, top + 30), t(locale, "suntzu-title"), 38, bold=True, anchor="lm")
    right = BOARD_WIDTH - MARGIN - ROUND_RADIUS
    first = right - ROUND_STEP * 8
    canvas.text(
        (first - ROUND_RADIUS, top + 10), t(locale, "suntzu-board-round"), 15, C.muted, anchor="lm"
    )
    scoring = t(locale, "suntzu-board-scoring-rounds")
    canvas.text((right + ROUND_RADIUS, top + 10), scoring, 13, C.gold, anchor="rm")


def draw_header(canvas: Canvas, view: View, locale: str, top: float) -> float:
    """Round and phase on the left (under the printed title); the round track 1-9 on the
    right."""
    phase = t(locale, f"suntzu-phase-{view['phase']}")
    status = t(locale, "suntzu-board-status", round=view["round"], phase=phase)
    canvas.text((MARGIN, top + 70), status, 20, C.muted, anchor="lm")
    x = MARGIN + canvas.text_width(status, 20) + 18
    for tag in header_tags(view, locale):
        x += pill(canvas, (x, top + 70), tag, 16, C.gold_light, C.gold_ink, C.gold, pad=10) + 10

    step, radius = ROUND_STEP, ROUND_RADIUS
    right = BOARD_WIDTH - MARGIN - radius
    first = right - step * 8
    track(
        canvas,
        [(first + n * step, top + 50) for n in range(9)],
        view["round"],
        radius,
        18,
        passed=Step(C.faint, C.muted),
        now=Step(C.side[1], C.band_text, C.side_dark[1], width=2, grow=3, bold=True),
        coming=Step(C.panel, C.ink, C.faint, width=1.5),
        ringed=SCORING_ROUNDS,
        ring=(C.gold, 6, 2),
    )
    return top + HEADER_H


def header_tags(view: View, locale: str) -> list[str]:
    """The notes beside the status: the result, beginner rules, whom the game waits for, and
    lock-ins (public only when both players agreed: the open_locks option)."""
    tags = []
    if view.get("result"):
        tags.append(result_line(view, locale))
    if view.get("beginner"):
        tags.append(t(locale, "suntzu-board-beginner"))
    waiting = [side_name(locale, seat) for seat in view.get("waiting", [])]
    if waiting and not view.get("result"):
        joined = t(locale, "suntzu-board-list-separator").join(waiting)
        tags.append(t(locale, "suntzu-board-waiting", seats=joined))
    for seat, locked in enumerate(view.get("locks") or []):
        if locked:
            tags.append(t(locale, "suntzu-board-locked", side=side_name(locale, seat)))
    return tags


def print_score_track(canvas: Canvas, locale: str, top: float) -> None:
    """The track's two ends and its nineteen numbered steps (the marker hides its step's
    number: its disc covers it)."""
    left, right, cap = MARGIN, BOARD_WIDTH - MARGIN, TRACK_CAP
    track_left, cell, mid_y = score_cells(top)
    ends = (
        (left, mid_y - 30, left + cap, mid_y + 30),
        (right - cap, mid_y - 30, right, mid_y + 30),
    )
    for seat, box in enumerate(ends):
        canvas.rect(box, fill=C.side[seat], radius=10)
        centre_x = (box[0] + box[2]) / 2
        leader = leader_name(locale, seat)
        canvas.fitted_text((centre_x, mid_y - 9), leader, 20, cap - 16, C.band_text, True)
        end = t(locale, "suntzu-board-track-end")
        canvas.text((centre_x, mid_y + 15), end, 13, C.side_light[seat])

    for index in range(2 * TRACK_REACH + 1):
        step = index - TRACK_REACH
        x0 = track_left + index * cell
        slot = (x0 + 2.0, mid_y - 22.0, x0 + cell - 2.0, mid_y + 22.0)
        if step == 0:
            canvas.rect(slot, fill=C.gold_light, outline=C.gold, width=1.5, radius=6)
        else:
            # the shade deepens toward each end, so the lead reads at a glance
            share = 0.35 + 0.65 * abs(step) / TRACK_REACH
            fill = mix(C.panel, C.side_light[0 if step < 0 else 1], share)
            canvas.rect(slot, fill=fill, outline=C.faint, width=1, radius=6)
        canvas.text((x0 + cell / 2, mid_y), str(abs(step)), 15, C.muted)


def draw_score_track(canvas: Canvas, view: View, locale: str, top: float) -> float:
    """Above the printed track, who leads; on it, the silver marker."""
    height = TRACK_H - 26
    _track_left, _cell, mid_y = score_cells(top)
    marker = max(-TRACK_REACH, min(TRACK_REACH, int(view["marker"])))

    if marker == 0:
        caption = t(locale, "suntzu-board-score-even")
    else:
        side = side_name(locale, 0 if marker < 0 else 1)
        caption = t(locale, "suntzu-board-score-lead", side=side, steps=abs(marker))
    canvas.text((BOARD_WIDTH / 2, top + 10), caption, 18, bold=True)
    x = marker_x(marker)
    disc = (x - 24, mid_y - 24, x + 24, mid_y + 24)
    canvas.shadow(disc, (1.5, 2), colour=C.marker_shadow, round_shape=True)
    canvas.circle((x, mid_y), 24, fill=C.silver, outline=C.silver_rim, width=2)
    canvas.text((x, mid_y - 1), t(locale, "suntzu-board-marker-glyph"), 22, bold=True)
    return top + 26 + height


def print_reserve(canvas: Canvas, locale: str) -> None:
    """The reserve's box and caption (its counts are drawn per view)."""
    left, top, right, bottom = reserve_box()
    canvas.rect((left, top, right, bottom), fill=C.panel, outline=C.faint, radius=14)
    reserve_label = t(locale, "suntzu-board-reserve")
    canvas.text((left + 18, top + 33), reserve_label, 16, C.ink, True, anchor="lm")


def draw_event(canvas: Canvas, view: View, locale: str) -> None:
    """The event face up (or an empty dashed place) and how many are resolved."""
    box = event_box()
    left, top, right, bottom = box
    event = view.get("event")
    if event:
        canvas.rect(box, fill=C.gold_light, outline=C.gold, width=2, radius=14)
        label = t(locale, "suntzu-board-event")
        canvas.text((left + 18, top + 22), label, 13, C.gold_text, anchor="lm")
        name = t(locale, f"suntzu-event-{event}")
        canvas.text((left + 18, top + 50), name, 24, C.ink, True, anchor="lm")
        words = t(locale, f"suntzu-event-{event}-text")
        canvas.paragraph((left + 18, top + 72), words, 15, right - left - 36, 4)
    else:
        canvas.dashed_rect(box, C.faint, radius=14)
        no_event = t(locale, "suntzu-board-no-event")
        canvas.text(((left + right) / 2, (top + bottom) / 2), no_event, 17, C.muted)
    resolved = view.get("events_resolved") or []
    deck_line = t(locale, "suntzu-board-events-done", done=len(resolved), total=EVENT_CARDS)
    canvas.text(
        (right - 18, top + 22), deck_line, 13, C.gold_text if event else C.muted, anchor="rm"
    )


def draw_reserve(canvas: Canvas, view: View, locale: str) -> None:
    """The shared reserve (and anything out of the game) as two coloured counts."""
    left, top, right, _bottom = reserve_box()
    reserve_label = t(locale, "suntzu-board-reserve")
    reserve = view.get("reserve") or [0, 0]
    x = right - 18
    for seat in (1, 0):
        label = str(reserve[seat])
        width = canvas.text_width(label, 22, True)
        canvas.text((x, top + 33), label, 22, C.side[seat], True, anchor="rm")
        draw_army(canvas, (x - width - 14, top + 33), 9, seat)
        x -= width + 44
    out = view.get("out") or [0, 0]
    if any(out):
        note = t(locale, "suntzu-board-out", wu=out[0], chu=out[1])
        x = left + 18 + canvas.text_width(reserve_label, 16, True) + 16
        canvas.text((x, top + 33), note, 13, C.muted, anchor="lm")
