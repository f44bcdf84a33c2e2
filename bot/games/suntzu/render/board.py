"""The Sun Tzu board: header and round track, score track, the five provinces, and the bottom
row with both commanders, the event and the reserve. It reads only the public keys listed in
``PUBLIC_KEYS``, so it cannot show what the channel may not see."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from bot.engine.base import View
from bot.games.suntzu.render.palette import COLOURS as C
from bot.games.suntzu.render.pieces import draw_army, side_mark
from bot.games.suntzu.render.provinces import draw_provinces, print_provinces
from bot.games.suntzu.render.words import (
    EVENT_CARDS,
    SCORING_ROUNDS,
    TRACK_REACH,
    leader_name,
    result_line,
    side_name,
    warlord_lines,
)
from bot.i18n import t
from bot.render.board_frame import BoardFrame
from bot.render.canvas import Box, Canvas
from bot.render.icons import Step, track
from bot.render.palette import mix
from bot.render.panels import panel, pill

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

BOARD_WIDTH = 1400
HEADER_H, TRACK_H, PROVINCE_H, BOTTOM_H = 86, 90, 490, 256
MARGIN = 32
BOARD_HEIGHT = MARGIN - 8 + HEADER_H + 14 + TRACK_H + 20 + PROVINCE_H + 20 + BOTTOM_H + MARGIN


HEADER_TOP = MARGIN - 8
TRACK_TOP = HEADER_TOP + HEADER_H + 14
PROVINCES_BOX = (
    MARGIN,
    TRACK_TOP + TRACK_H + 20,
    BOARD_WIDTH - MARGIN,
    TRACK_TOP + TRACK_H + 20 + PROVINCE_H,
)
BOTTOM_TOP = PROVINCES_BOX[3] + 20
# The PNG is palette-reduced: the board has about 7,000 colours, nearly all of them the edges'
# in-between shades, and 256 of them differ from the full picture by at most 15 of 255 in any
# channel (fewer than 1 pixel in 5,000 by more than 8). Quantizing and encoding the palette
# picture (about 14 ms) cost less than half of encoding the full-colour one (34 ms: PNG filters
# each line of it first), and the PNG is half the size.
PALETTE_COLOURS = 256


def render_board(view: View, locale: str, frame: BoardFrame | None = None) -> bytes:
    """The public board as PNG bytes, labelled in ``locale``: the printed board (``printed``,
    drawn once per locale) with this view's pieces, numbers and notes over it."""
    canvas = Canvas(BOARD_WIDTH, BOARD_HEIGHT, C, locale)
    canvas.paste(printed(locale, tuple(str(p["id"]) for p in view["provinces"])))
    draw_header(canvas, view, locale, HEADER_TOP)
    draw_score_track(canvas, view, locale, TRACK_TOP)
    draw_provinces(canvas, view, locale, PROVINCES_BOX)
    draw_bottom_row(canvas, view, locale, BOTTOM_TOP)
    return canvas.finish(colours=PALETTE_COLOURS)


@lru_cache(maxsize=6)
def printed(locale: str, provinces: tuple[str, ...]) -> Image.Image:
    """What never changes on a board in ``locale``: the title, the track's ends and steps, the
    provinces' frames with their names and captions, the commanders' frames and labels, the
    reserve's box. Each is drawn where it stands and under what a view draws over it, so the
    board is the same as if drawn whole. 2800 x 2064 pixels (drawing scale), 16.5 MiB each;
    one per locale (and order of provinces, always the same in play): 6 kept, about 100 MiB at
    most, 50 MiB for the three locales."""
    canvas = Canvas(BOARD_WIDTH, BOARD_HEIGHT, C, locale)
    print_header(canvas, locale, HEADER_TOP)
    print_score_track(canvas, locale, TRACK_TOP)
    print_provinces(canvas, locale, PROVINCES_BOX, provinces)
    for seat in (0, 1):
        print_commander(canvas, locale, seat, commander_box(seat, BOTTOM_TOP))
    print_reserve(canvas, locale, middle_box(BOTTOM_TOP))
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


ROUND_STEP, ROUND_RADIUS = 52, 19
TRACK_CAP = 150  # the width of each end of the score track


def score_cells(top: float) -> tuple[float, float, float]:
    """The score track's first step's left edge, a step's width and the track's middle y."""
    left, right = MARGIN, BOARD_WIDTH - MARGIN
    cells = 2 * TRACK_REACH + 1
    cell = (right - left - 2 * TRACK_CAP - 16) / cells
    return left + TRACK_CAP + 8, cell, top + 26 + (TRACK_H - 26) / 2


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
    track_left, cell, mid_y = score_cells(top)
    marker = max(-TRACK_REACH, min(TRACK_REACH, int(view["marker"])))

    if marker == 0:
        caption = t(locale, "suntzu-board-score-even")
    else:
        side = side_name(locale, 0 if marker < 0 else 1)
        caption = t(locale, "suntzu-board-score-lead", side=side, steps=abs(marker))
    canvas.text((BOARD_WIDTH / 2, top + 10), caption, 18, bold=True)
    marker_x = track_left + (marker + TRACK_REACH) * cell + cell / 2
    disc = (marker_x - 24, mid_y - 24, marker_x + 24, mid_y + 24)
    canvas.shadow(disc, (1.5, 2), colour=C.marker_shadow, round_shape=True)
    canvas.circle((marker_x, mid_y), 24, fill=C.silver, outline=C.silver_rim, width=2)
    canvas.text((marker_x, mid_y - 1), t(locale, "suntzu-board-marker-glyph"), 22, bold=True)
    return top + 26 + height


def draw_bottom_row(canvas: Canvas, view: View, locale: str, top: float) -> None:
    """Both commanders at the sides; the event and the reserve in the middle."""
    for seat in (0, 1):
        draw_commander(canvas, view, locale, seat, commander_box(seat, top))
    draw_event_and_reserve(canvas, view, locale, middle_box(top))


SIDE_W = 380  # a commander's panel


def commander_box(seat: int, top: float) -> Box:
    left = MARGIN if seat == 0 else BOARD_WIDTH - MARGIN - SIDE_W
    return (left, top, left + SIDE_W, top + BOTTOM_H)


def middle_box(top: float) -> Box:
    """Between the commanders: the event above, the reserve below."""
    return (MARGIN + SIDE_W + 20, top, BOARD_WIDTH - MARGIN - SIDE_W - 20, top + BOTTOM_H)


STATS = ("suntzu-board-pool", "suntzu-board-hand", "suntzu-board-deck")


def print_commander(canvas: Canvas, locale: str, seat: int, box: Box) -> None:
    """A commander's frame, name and side, the captions of its figures and of its warlord."""
    left, top, right, _bottom = box
    colour, light = C.side[seat], C.side_light[seat]
    panel(canvas, box, C.panel, C.faint, radius=14, band=(56, colour))
    # the name leaves room for the side's mark, drawn per view (draw_commander)
    canvas.text((left + 40, top + 29), leader_name(locale, seat), 24, C.band_text, True, "lm")
    canvas.text((right - 20, top + 29), side_name(locale, seat), 17, light, anchor="rm")
    column = (right - left - 40) / 3
    for n, key in enumerate(STATS):
        cx = left + 20 + column * n + column / 2
        canvas.text((cx, top + 149), t(locale, key), 14, C.muted)
    y = top + 170
    canvas.line([(left + 20, y), (right - 20, y)], C.faint, 1)
    canvas.text((left + 20, y + 24), t(locale, "suntzu-board-warlord"), 14, C.muted, anchor="lm")


def print_reserve(canvas: Canvas, locale: str, box: Box) -> None:
    """The reserve's box and caption (its counts are drawn per view)."""
    left, top, right, bottom = box
    y = top + 184
    canvas.rect((left, y, right, bottom), fill=C.panel, outline=C.faint, radius=14)
    reserve_label = t(locale, "suntzu-board-reserve")
    canvas.text((left + 18, y + 33), reserve_label, 16, C.ink, True, anchor="lm")


def draw_commander(canvas: Canvas, view: View, locale: str, seat: int, box: Box) -> None:
    left, top, right, _bottom = box
    colour, light, dark = C.side[seat], C.side_light[seat], C.side_dark[seat]
    side_mark(canvas, seat, (left + 28, top + 29), 13, "commander")
    result = view.get("result")
    if result and seat in result.get("winners", []):
        tag = t(locale, "suntzu-board-winner")
        pill(canvas, (left + 20, top + 76), tag, 15, C.gold, C.on_gold, bold=True)
    elif seat in view.get("waiting", []) and not result:
        tag = t(locale, "suntzu-board-to-move")
        pill(canvas, (left + 20, top + 76), tag, 15, light, dark, colour)
    if view.get("chooser") == seat and view.get("phase") in ("order", "battle"):
        tag = t(locale, "suntzu-board-chooser")
        at = (right - 20, top + 76)
        pill(canvas, at, tag, 15, C.gold_light, C.gold_ink, C.gold, align="right")

    # three figures: pool (with tokens), hand, deck
    # three figures over their printed captions: pool (with tokens), hand, deck
    stats = (view["pools"][seat], view["hand_sizes"][seat], view["deck_sizes"][seat])
    column = (right - left - 40) / 3
    for n, value in enumerate(stats):
        cx = left + 20 + column * n + column / 2
        canvas.text((cx, top + 118), str(value), 34, colour if n == 0 else C.ink, True)

    # the warlords: secret until revealed, then named; marked when used
    y = top + 170
    for n, (words, secret_or_live) in enumerate(warlord_lines(view, locale, seat)):
        ink = dark if secret_or_live else C.muted
        canvas.fitted_text(
            (left + 20, y + 46 + n * 24), words, 17, right - left - 40, ink, anchor="lm"
        )


def draw_event_and_reserve(canvas: Canvas, view: View, locale: str, box: Box) -> None:
    left, top, right, _bottom = box
    event_box = (left, top, right, top + 160)
    event = view.get("event")
    if event:
        canvas.rect(event_box, fill=C.gold_light, outline=C.gold, width=2, radius=14)
        label = t(locale, "suntzu-board-event")
        canvas.text((left + 18, top + 22), label, 13, C.gold_text, anchor="lm")
        name = t(locale, f"suntzu-event-{event}")
        canvas.text((left + 18, top + 50), name, 24, C.ink, True, anchor="lm")
        words = t(locale, f"suntzu-event-{event}-text")
        canvas.paragraph((left + 18, top + 72), words, 15, right - left - 36, 4)
    else:
        canvas.dashed_rect(event_box, C.faint, radius=14)
        canvas.text(((left + right) / 2, top + 80), t(locale, "suntzu-board-no-event"), 17, C.muted)
    resolved = view.get("events_resolved") or []
    deck_line = t(locale, "suntzu-board-events-done", done=len(resolved), total=EVENT_CARDS)
    canvas.text(
        (right - 18, top + 22), deck_line, 13, C.gold_text if event else C.muted, anchor="rm"
    )

    # the shared reserve (and anything out of the game) as two coloured counts
    y = top + 184
    reserve_label = t(locale, "suntzu-board-reserve")
    reserve = view.get("reserve") or [0, 0]
    x = right - 18
    for seat in (1, 0):
        label = str(reserve[seat])
        width = canvas.text_width(label, 22, True)
        canvas.text((x, y + 33), label, 22, C.side[seat], True, anchor="rm")
        draw_army(canvas, (x - width - 14, y + 33), 9, seat)
        x -= width + 44
    out = view.get("out") or [0, 0]
    if any(out):
        note = t(locale, "suntzu-board-out", wu=out[0], chu=out[1])
        x = left + 18 + canvas.text_width(reserve_label, 16, True) + 16
        canvas.text((x, y + 33), note, 13, C.muted, anchor="lm")
