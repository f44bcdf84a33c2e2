"""Sun Tzu images: the public board and a seat's hand, drawn from the engine's views.

Both functions read only the view they are handed; the board reads only public keys (the
``PUBLIC_KEYS`` below), so it cannot show what the channel may not see.

Visual language: Wu is blue and always on the left, Chu is red and always on the right (the
score track, every province, the bottom row), so a glance tells whose is what. Everything is
drawn at twice the size and scaled down, which gives smooth edges to circles and corners.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from bot.engine.base import View
from bot.i18n import t
from bot.render.common import font, to_png

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

PROVINCES = ("qin", "chu", "jin_yan", "han_qi", "wu")
SIDES = ("wu", "chu")
SCORING_ROUNDS = (3, 6, 9)
TRACK_REACH = 9  # the score track runs nine steps to each side of the centre
EVENT_CARDS = 5  # resolving the fifth ends the game
# Symbols catalog text may use that the shipped font subset lacks, each with a look-alike to
# print instead (none at present: the subset now covers U+2200-22FF, the minus sign included).
GLYPH_STAND_INS: dict[int, str] = {}

RGB = tuple[int, int, int]
Box = tuple[float, float, float, float]

PAPER: RGB = (243, 238, 227)
PANEL: RGB = (251, 248, 241)
INK: RGB = (44, 43, 41)
MUTED: RGB = (128, 121, 110)
FAINT: RGB = (214, 206, 190)
BAND: RGB = (66, 88, 80)  # muted jade for province name bands
BAND_TEXT: RGB = (240, 236, 224)
GOLD: RGB = (193, 150, 56)
GOLD_LIGHT: RGB = (246, 232, 196)
SILVER: RGB = (206, 208, 210)
SIDE_COLOUR: tuple[RGB, RGB] = ((50, 96, 152), (168, 58, 48))
SIDE_LIGHT: tuple[RGB, RGB] = ((221, 231, 243), (245, 223, 217))
SIDE_DARK: tuple[RGB, RGB] = ((32, 64, 104), (118, 38, 30))
PLAGUE: RGB = (70, 88, 58)
PLAGUE_TEXT: RGB = (222, 230, 196)
MINUS: RGB = (226, 224, 232)
MINUS_TEXT: RGB = (86, 80, 110)

SCALE = 2  # draw at twice the size, then scale down for smooth edges
BOARD_WIDTH = 1400
HEADER_H, TRACK_H, PROVINCE_H, BOTTOM_H = 86, 90, 490, 256
MARGIN = 32
BOARD_HEIGHT = MARGIN - 8 + HEADER_H + 14 + TRACK_H + 20 + PROVINCE_H + 20 + BOTTOM_H + MARGIN


def province_label(locale: str, ident: str) -> str:
    """The Chinese name with its transliteration, as on the board: 晉-燕 Jin-Yan."""
    return f"{t(locale, f'suntzu-board-hanzi-{ident}')} {t(locale, f'suntzu-board-latin-{ident}')}"


def card_face(card: str) -> str:
    """How a card's value is printed: −1 with a true minus sign (U+2212 is in the font)."""
    return "\u22121" if card == "-1" else card


class Canvas:
    """An image drawn in logical pixels at ``SCALE`` times the resolution."""

    def __init__(self, width: int, height: int, background: RGB = PAPER) -> None:
        self.width = width
        self.height = height
        self.image = Image.new("RGB", (width * SCALE, height * SCALE), background)
        self.draw = ImageDraw.Draw(self.image)

    @staticmethod
    def _box(box: Box) -> tuple[float, float, float, float]:
        return tuple(v * SCALE for v in box)  # type: ignore[return-value]

    def rect(
        self,
        box: Box,
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: float = 1,
        radius: float = 0,
    ) -> None:
        self.draw.rounded_rectangle(
            self._box(box),
            radius=radius * SCALE,
            fill=fill,
            outline=outline,
            width=round(width * SCALE) if outline else 0,
        )

    def circle(
        self,
        centre: tuple[float, float],
        radius: float,
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: float = 1,
    ) -> None:
        x, y = centre
        self.draw.ellipse(
            self._box((x - radius, y - radius, x + radius, y + radius)),
            fill=fill,
            outline=outline,
            width=round(width * SCALE) if outline else 0,
        )

    def line(self, points: Sequence[tuple[float, float]], fill: RGB, width: float = 1) -> None:
        self.draw.line(
            [(x * SCALE, y * SCALE) for x, y in points], fill=fill, width=round(width * SCALE)
        )

    def dashed_rect(self, box: Box, colour: RGB, dash: float = 6, radius: float = 6) -> None:
        """A placeholder outline: an empty slot where something will go."""
        left, top, right, bottom = box
        for start, end, fixed, horizontal in (
            (left + radius, right - radius, top, True),
            (left + radius, right - radius, bottom, True),
            (top + radius, bottom - radius, left, False),
            (top + radius, bottom - radius, right, False),
        ):
            pos = start
            while pos < end:
                stop = min(pos + dash, end)
                if horizontal:
                    self.line([(pos, fixed), (stop, fixed)], colour, 1.5)
                else:
                    self.line([(fixed, pos), (fixed, stop)], colour, 1.5)
                pos += dash * 2

    def text(
        self,
        xy: tuple[float, float],
        value: str,
        size: float,
        fill: RGB = INK,
        bold: bool = False,
        anchor: str = "mm",
    ) -> None:
        self.draw.text(
            (xy[0] * SCALE, xy[1] * SCALE),
            value.translate(GLYPH_STAND_INS),
            font=font(round(size * SCALE), bold),
            fill=fill,
            anchor=anchor,
        )

    def text_width(self, value: str, size: float, bold: bool = False) -> float:
        shown = value.translate(GLYPH_STAND_INS)
        return font(round(size * SCALE), bold).getlength(shown) / SCALE

    def fit(self, value: str, size: float, max_width: float, bold: bool = False) -> float:
        """The largest size <= ``size`` at which ``value`` fits in ``max_width``."""
        while size > 9 and self.text_width(value, size, bold) > max_width:
            size -= 1
        return size

    def wrap(self, value: str, size: float, max_width: float, bold: bool = False) -> list[str]:
        """Greedy line breaking that works for spaced Latin text and unspaced Chinese alike."""
        lines: list[str] = []
        for paragraph in value.split("\n"):
            line = ""
            for char in paragraph:
                candidate = line + char
                if self.text_width(candidate, size, bold) <= max_width or not line:
                    line = candidate
                    continue
                cut = line.rfind(" ")
                if cut > 0 and char != " ":
                    lines.append(line[:cut])
                    line = line[cut + 1 :] + char
                else:
                    lines.append(line.rstrip())
                    line = char.lstrip()
            lines.append(line)
        return lines

    def paragraph(
        self,
        xy: tuple[float, float],
        value: str,
        size: float,
        max_width: float,
        max_lines: int,
        fill: RGB = INK,
        line_height: float = 1.35,
    ) -> float:
        """Left-aligned wrapped text from the top-left corner; returns the bottom y."""
        lines = self.wrap(value, size, max_width)
        if len(lines) > max_lines:
            lines = lines[:max_lines]
            lines[-1] = lines[-1].rstrip()[:-1] + "…"
        x, y = xy
        for line in lines:
            self.text((x, y), line, size, fill, anchor="lt")
            y += size * line_height
        return y

    def finish(self) -> bytes:
        """Box-filter down to the logical size and encode."""
        return to_png(self.image.reduce(SCALE))


# --- shared pieces ---------------------------------------------------------------------------


def draw_card(
    canvas: Canvas,
    box: Box,
    card: str,
    seat: int,
    locale: str,
    caption: bool = True,
    dim: bool = False,
) -> None:
    """One action card face: numbers plain, +n gold, -1 lavender, Plague dark green."""
    left, top, right, bottom = box
    width, height = right - left, bottom - top
    radius = max(4.0, width * 0.1)
    border = SIDE_COLOUR[seat]
    if card == "P":
        fill, ink = PLAGUE, PLAGUE_TEXT
    elif card.startswith("+"):
        fill, ink = GOLD_LIGHT, (120, 86, 20)
    elif card == "-1":
        fill, ink = MINUS, MINUS_TEXT
    else:
        fill, ink = PANEL, INK
    if dim:
        fill = tuple(round(c * 0.55 + p * 0.45) for c, p in zip(fill, PAPER, strict=True))  # type: ignore[assignment]
        ink = MUTED
    canvas.rect(box, fill=fill, outline=border, width=max(1.5, width * 0.03), radius=radius)
    inset = width * 0.08
    canvas.rect(
        (left + inset, top + inset, right - inset, bottom - inset),
        outline=FAINT if card != "P" else (110, 128, 94),
        width=1,
        radius=radius * 0.6,
    )
    mid_x = (left + right) / 2
    if card == "P":
        glyph = t(locale, "suntzu-card-plague-glyph")
        canvas.text((mid_x, top + height * 0.42), glyph, height * 0.34, ink, bold=True)
    else:
        face = card_face(card)
        size = canvas.fit(face, height * 0.38, width * 0.78, bold=True)
        canvas.text((mid_x, top + height * 0.42), face, size, ink, bold=True)
        if height >= 90:  # small cards skip the corner index
            corner = (left + inset * 1.9, top + inset * 1.7)
            canvas.text(corner, face, height * 0.11, ink, bold=True, anchor="lm")
    if caption and height >= 90 and card in CAPTIONS:
        words = t(locale, CAPTIONS[card])
        size = canvas.fit(words, height * 0.085, width - 2 * inset - 6)
        canvas.text((mid_x, bottom - height * 0.14), words, size, ink)


# Cards whose face carries a reminder of their effect, with the caption's catalog key.
CAPTIONS = {
    "1": "suntzu-card-caption-n1",
    "6": "suntzu-card-caption-n6",
    "+1": "suntzu-card-caption-plus1",
    "+2": "suntzu-card-caption-plus2",
    "+3": "suntzu-card-caption-plus3",
    "-1": "suntzu-card-caption-minus1",
    "P": "suntzu-card-caption-plague",
}


def draw_army(canvas: Canvas, centre: tuple[float, float], radius: float, seat: int) -> None:
    """A round army token in the seat's colour."""
    canvas.circle(centre, radius, fill=SIDE_COLOUR[seat], outline=SIDE_DARK[seat], width=1)


def draw_edge_marker(canvas: Canvas, box: Box, seat: int) -> None:
    """An army set on the edge slot by a played 6, printed with that 6."""
    canvas.rect(box, fill=SIDE_LIGHT[seat], outline=SIDE_COLOUR[seat], width=1.5, radius=4)
    left, top, right, bottom = box
    canvas.text(
        ((left + right) / 2, (top + bottom) / 2), "6", (bottom - top) * 0.6, SIDE_DARK[seat], True
    )


def leader_name(locale: str, seat: int) -> str:
    return t(locale, f"suntzu-leader-{SIDES[seat]}")


def side_name(locale: str, seat: int) -> str:
    return t(locale, f"suntzu-seat-{SIDES[seat]}")


# --- the board -------------------------------------------------------------------------------


def render_board(view: View, locale: str) -> bytes:
    """The public board as PNG bytes, labelled in ``locale``."""
    canvas = Canvas(BOARD_WIDTH, BOARD_HEIGHT)
    y = draw_header(canvas, view, locale, MARGIN - 8)
    y = draw_score_track(canvas, view, locale, y + 14)
    y = draw_provinces(canvas, view, locale, y + 20)
    draw_bottom_row(canvas, view, locale, y + 20)
    return canvas.finish()


def draw_header(canvas: Canvas, view: View, locale: str, top: float) -> float:
    """Title, round and phase on the left; the round track 1-9 on the right."""
    bottom = top + HEADER_H
    canvas.text((MARGIN, top + 30), t(locale, "suntzu-title"), 38, INK, bold=True, anchor="lm")
    phase = t(locale, f"suntzu-phase-{view['phase']}")
    status = t(locale, "suntzu-board-status", round=view["round"], phase=phase)
    canvas.text((MARGIN, top + 70), status, 20, MUTED, anchor="lm")
    tags = []
    result = view.get("result")
    if result:
        tags.append(result_line(view, locale))
    if view.get("beginner"):
        tags.append(t(locale, "suntzu-board-beginner"))
    waiting = [side_name(locale, seat) for seat in view.get("waiting", [])]
    if waiting and not view.get("result"):
        joined = t(locale, "suntzu-board-list-separator").join(waiting)
        tags.append(t(locale, "suntzu-board-waiting", seats=joined))
    # Lock status is public only when both players agreed (the open_locks option).
    locks = view.get("locks") or []
    for seat, locked in enumerate(locks):
        if locked:
            tags.append(t(locale, "suntzu-board-locked", side=side_name(locale, seat)))
    if tags:
        x = MARGIN + canvas.text_width(status, 20) + 18
        for tag in tags:
            width = canvas.text_width(tag, 16) + 20
            canvas.rect(
                (x, top + 58, x + width, top + 82), fill=GOLD_LIGHT, outline=GOLD, radius=12
            )
            canvas.text((x + width / 2, top + 70), tag, 16, (110, 80, 20))
            x += width + 10

    step, radius = 52, 19
    right = BOARD_WIDTH - MARGIN - radius
    first = right - step * 8
    canvas.text((first - radius, top + 10), t(locale, "suntzu-board-round"), 15, MUTED, anchor="lm")
    canvas.text(
        (right + radius, top + 10), t(locale, "suntzu-board-scoring-rounds"), 13, GOLD, anchor="rm"
    )
    current = view["round"]
    for number in range(1, 10):
        centre = (first + (number - 1) * step, top + 50)
        scoring = number in SCORING_ROUNDS
        if number < current:
            canvas.circle(centre, radius, fill=FAINT)
            ink = MUTED
        elif number == current:
            canvas.circle(centre, radius + 3, fill=SIDE_COLOUR[1], outline=SIDE_DARK[1], width=2)
            ink = BAND_TEXT
        else:
            canvas.circle(centre, radius, fill=PANEL, outline=FAINT, width=1.5)
            ink = INK
        if scoring:
            canvas.circle(centre, radius + 6, outline=GOLD, width=2)
        canvas.text(centre, str(number), 18, ink, bold=number == current)
    return bottom


def result_line(view: View, locale: str) -> str:
    """The outcome, e.g. "Wu (blue) wins: the ninth round is over" (reason: an engine key)."""
    result = view["result"]
    winners = list(result.get("winners") or [])
    reason = t(locale, str(result.get("reason", "")))
    if len(winners) == 1:
        return t(locale, "suntzu-board-result", side=side_name(locale, winners[0]), reason=reason)
    return t(locale, "suntzu-board-result-draw", reason=reason)


def draw_score_track(canvas: Canvas, view: View, locale: str, top: float) -> float:
    """Nineteen steps from Wu's end (left) to Chu's end (right); the silver marker between."""
    height = TRACK_H - 26
    cap = 150
    left, right = MARGIN, BOARD_WIDTH - MARGIN
    cells = 2 * TRACK_REACH + 1
    cell = (right - left - 2 * cap - 16) / cells
    track_left = left + cap + 8
    mid_y = top + 26 + height / 2
    marker = max(-TRACK_REACH, min(TRACK_REACH, int(view["marker"])))

    if marker == 0:
        caption = t(locale, "suntzu-board-score-even")
    else:
        caption = t(
            locale,
            "suntzu-board-score-lead",
            side=side_name(locale, 0 if marker < 0 else 1),
            steps=abs(marker),
        )
    canvas.text((BOARD_WIDTH / 2, top + 10), caption, 18, INK, bold=True)

    for seat, box in enumerate(
        ((left, mid_y - 30, left + cap, mid_y + 30), (right - cap, mid_y - 30, right, mid_y + 30))
    ):
        canvas.rect(box, fill=SIDE_COLOUR[seat], radius=10)
        centre_x = (box[0] + box[2]) / 2
        canvas.text(
            (centre_x, mid_y - 9),
            leader_name(locale, seat),
            canvas.fit(leader_name(locale, seat), 20, cap - 16, True),
            BAND_TEXT,
            True,
        )
        canvas.text(
            (centre_x, mid_y + 15), t(locale, "suntzu-board-track-end"), 13, SIDE_LIGHT[seat]
        )

    for index in range(cells):
        step = index - TRACK_REACH
        x0 = track_left + index * cell
        box = (x0 + 2, mid_y - 22, x0 + cell - 2, mid_y + 22)
        if step == 0:
            fill: RGB = GOLD_LIGHT
        else:
            # the shade deepens toward each end, so the lead reads at a glance
            light, base = SIDE_LIGHT[0 if step < 0 else 1], PANEL
            share = 0.35 + 0.65 * abs(step) / TRACK_REACH
            fill = tuple(round(b + (c - b) * share) for b, c in zip(base, light, strict=True))  # type: ignore[assignment]
        canvas.rect(
            box,
            fill=fill,
            outline=GOLD if step == 0 else FAINT,
            width=1.5 if step == 0 else 1,
            radius=6,
        )
        if step != marker:
            canvas.text((x0 + cell / 2, mid_y), str(abs(step)), 15, MUTED)
    marker_x = track_left + (marker + TRACK_REACH) * cell + cell / 2
    canvas.circle((marker_x + 1.5, mid_y + 2), 24, fill=(190, 182, 166))
    canvas.circle((marker_x, mid_y), 24, fill=SILVER, outline=(120, 122, 126), width=2)
    canvas.text((marker_x, mid_y - 1), t(locale, "suntzu-board-marker-glyph"), 22, INK, True)
    return top + 26 + height


def draw_provinces(canvas: Canvas, view: View, locale: str, top: float) -> float:
    gap = 18
    width = (BOARD_WIDTH - 2 * MARGIN - 4 * gap) / 5
    height = PROVINCE_H
    order = battle_order(view)
    for index, province in enumerate(view["provinces"]):
        left = MARGIN + index * (width + gap)
        draw_province(
            canvas,
            view,
            locale,
            province,
            (left, top, left + width, top + height),
            order.get(province["id"]),
        )
    return top + height


Fought = tuple[int, dict[str, Any]]  # (1 for the round's first battle …, the battle record)


def battle_order(view: View) -> dict[str, Fought]:
    """Which province was fought first, second … this round, and how it went."""
    order: dict[str, Fought] = {}
    ids = [province["id"] for province in view["provinces"]]
    for battle in view.get("battles") or []:
        index = battle.get("p")
        if isinstance(index, int) and 0 <= index < len(ids) and ids[index] not in order:
            order[ids[index]] = (len(order) + 1, battle)
    return order


def draw_province(
    canvas: Canvas,
    view: View,
    locale: str,
    province: dict[str, Any],
    box: Box,
    fought: Fought | None,
) -> None:
    left, top, right, bottom = box
    width = right - left
    mid_x = (left + right) / 2
    armies = province["armies"]
    leader = None if armies[0] == armies[1] else (0 if armies[0] > armies[1] else 1)
    canvas.rect((left + 2, top + 3, right + 2, bottom + 3), fill=(228, 221, 205), radius=14)
    canvas.rect(box, fill=PANEL, outline=FAINT, width=1, radius=14)

    # name band: Chinese name large, transliteration below
    ident = province["id"]
    canvas.rect((left, top, right, top + 84), fill=BAND, radius=14)
    canvas.rect((left, top + 60, right, top + 84), fill=BAND)
    hanzi = t(locale, f"suntzu-board-hanzi-{ident}")
    canvas.text((mid_x, top + 32), hanzi, canvas.fit(hanzi, 36, width - 70, True), BAND_TEXT, True)
    canvas.text((mid_x, top + 66), t(locale, f"suntzu-board-latin-{ident}"), 17, (196, 210, 200))
    if fought is not None:
        canvas.circle((right - 24, top + 24), 14, fill=GOLD_LIGHT, outline=GOLD, width=1.5)
        canvas.text((right - 24, top + 24), str(fought[0]), 15, (110, 80, 20), True)

    # plaques: the value that scores next is gold, spent ones are struck through
    y = top + 100
    canvas.text((mid_x, y), t(locale, "suntzu-board-plaque"), 13, MUTED)
    scoring = view.get("scoring_index")
    plaque_w, plaque_gap = 46, 10
    x0 = mid_x - (3 * plaque_w + 2 * plaque_gap) / 2
    for slot, value in enumerate(province["plaque"]):
        px = x0 + slot * (plaque_w + plaque_gap)
        pbox = (px, y + 14, px + plaque_w, y + 54)
        spent = scoring is None or slot < scoring
        if slot == scoring:
            canvas.rect(pbox, fill=GOLD, outline=(150, 112, 30), width=1.5, radius=7)
            canvas.text((px + plaque_w / 2, y + 34), str(value), 22, (255, 250, 235), True)
        else:
            canvas.rect(pbox, fill=PAPER if spent else PANEL, outline=FAINT, width=1, radius=7)
            canvas.text((px + plaque_w / 2, y + 34), str(value), 20, FAINT if spent else INK, True)
            if spent:
                canvas.line([(px + 8, y + 46), (px + plaque_w - 8, y + 22)], FAINT, 1.5)
        canvas.text(
            (px + plaque_w / 2, y + 64),
            t(locale, "suntzu-board-after-round", round=SCORING_ROUNDS[slot]),
            11,
            MUTED,
        )

    # armies: blue left, red right, count over a grid of tokens
    y = top + 184
    if leader is not None:
        canvas.rect((left + 10, y, right - 10, y + 172), fill=SIDE_LIGHT[leader], radius=10)
    half = width / 2
    token_rows = max((min(count, 25) + 4) // 5 for count in armies)
    block_top = y + 72 - (46 + token_rows * 20) / 2  # count and tokens centred in the area
    for seat in (0, 1):
        cx = left + half / 2 + seat * half
        count = armies[seat]
        colour = SIDE_COLOUR[seat] if count else FAINT
        canvas.text((cx, block_top + 20), str(count), 40, colour, True)
        draw_token_grid(canvas, (cx, block_top + 56), count, seat)
    canvas.line([(mid_x, y + 12), (mid_x, y + 136)], FAINT, 1)
    if leader is not None:
        label = t(locale, "suntzu-board-holds", side=side_name(locale, leader))
        colour = SIDE_DARK[leader]
    elif armies[0]:
        label, colour = t(locale, "suntzu-board-tied"), MUTED
    else:
        label, colour = t(locale, "suntzu-board-empty"), MUTED
    canvas.text((mid_x, y + 154), label, canvas.fit(label, 16, width - 30, True), colour, True)

    # edge slots: the armies that played 6s set aside here
    y = top + 370
    canvas.text((mid_x, y), t(locale, "suntzu-board-edge"), 13, MUTED)
    for seat in (0, 1):
        count = province["edge"][seat]
        cx = left + half / 2 + seat * half
        if not count:
            canvas.text((cx, y + 26), "–", 18, FAINT)
            continue
        size, step = 24, 28
        start = cx - (min(count, 3) * step - 4) / 2
        for n in range(min(count, 3)):
            bx = start + n * step
            draw_edge_marker(canvas, (bx, y + 14, bx + size, y + 14 + size), seat)
        if count > 3:
            canvas.text((cx, y + 52), f"×{count}", 13, SIDE_DARK[seat])

    # the cards played here this round, face up once revealed
    y = top + 418
    played = province.get("played") or [None, None]
    card_w, card_h = 44, 60
    for seat in (0, 1):
        cx = left + half / 2 + seat * half
        cbox = (cx - card_w / 2, y, cx + card_w / 2, y + card_h)
        if played[seat] is None:
            canvas.dashed_rect(cbox, FAINT, dash=5, radius=6)
        else:
            draw_card(canvas, cbox, str(played[seat]), seat, locale, caption=False)
    if fought is not None:
        draw_battle_outcome(canvas, (mid_x, y + card_h / 2), fought[1])


def draw_battle_outcome(
    canvas: Canvas, centre: tuple[float, float], battle: dict[str, Any]
) -> None:
    """Between the two cards: an arrow to the winner with the difference, "=" for a draw, or
    the armies a Plague took."""
    winner, diff = battle.get("winner"), battle.get("diff", 0)
    if battle.get("plague"):
        label, colour = f"–{battle.get('lost', 0)}", PLAGUE
    elif winner in (0, 1):
        label = f"\u25c0 {diff}" if winner == 0 else f"{diff} \u25b6"
        colour = SIDE_COLOUR[winner]
    else:
        label, colour = "=", MUTED
    canvas.text(centre, label, 17, colour, True)


def draw_token_grid(canvas: Canvas, top_centre: tuple[float, float], count: int, seat: int) -> None:
    """Up to 21 army tokens in rows of five, centred under the count."""
    per_row, radius, step = 5, 8, 20
    cx, y = top_centre
    shown = min(count, 25)
    rows = (shown + per_row - 1) // per_row
    for row in range(rows):
        in_row = min(per_row, shown - row * per_row)
        start = cx - (in_row - 1) * step / 2
        for n in range(in_row):
            draw_army(canvas, (start + n * step, y + row * step), radius, seat)


def draw_bottom_row(canvas: Canvas, view: View, locale: str, top: float) -> None:
    """Both commanders at the sides; the event and the reserve in the middle."""
    height = BOTTOM_H
    side_w = 380
    for seat in (0, 1):
        left = MARGIN if seat == 0 else BOARD_WIDTH - MARGIN - side_w
        draw_commander(canvas, view, locale, seat, (left, top, left + side_w, top + height))
    middle = (MARGIN + side_w + 20, top, BOARD_WIDTH - MARGIN - side_w - 20, top + height)
    draw_event_and_reserve(canvas, view, locale, middle)


def draw_commander(canvas: Canvas, view: View, locale: str, seat: int, box: Box) -> None:
    left, top, right, bottom = box
    colour, light, dark = SIDE_COLOUR[seat], SIDE_LIGHT[seat], SIDE_DARK[seat]
    canvas.rect(box, fill=PANEL, outline=FAINT, radius=14)
    canvas.rect((left, top, right, top + 56), fill=colour, radius=14)
    canvas.rect((left, top + 36, right, top + 56), fill=colour)
    canvas.text((left + 20, top + 29), leader_name(locale, seat), 24, BAND_TEXT, True, anchor="lm")
    canvas.text((right - 20, top + 29), side_name(locale, seat), 17, light, anchor="rm")
    result = view.get("result")
    if result and seat in result.get("winners", []):
        tag = t(locale, "suntzu-board-winner")
        tag_w = canvas.text_width(tag, 15, True) + 18
        canvas.rect((left + 20, top + 64, left + 20 + tag_w, top + 88), fill=GOLD, radius=12)
        canvas.text((left + 20 + tag_w / 2, top + 76), tag, 15, (255, 250, 235), True)
    elif seat in view.get("waiting", []) and not result:
        tag = t(locale, "suntzu-board-to-move")
        tag_w = canvas.text_width(tag, 15) + 18
        canvas.rect(
            (left + 20, top + 64, left + 20 + tag_w, top + 88),
            fill=light,
            outline=colour,
            radius=12,
        )
        canvas.text((left + 20 + tag_w / 2, top + 76), tag, 15, dark)
    if view.get("chooser") == seat and view.get("phase") in ("order", "battle"):
        tag = t(locale, "suntzu-board-chooser")
        tag_w = canvas.text_width(tag, 15) + 18
        canvas.rect(
            (right - 20 - tag_w, top + 64, right - 20, top + 88),
            fill=GOLD_LIGHT,
            outline=GOLD,
            radius=12,
        )
        canvas.text((right - 20 - tag_w / 2, top + 76), tag, 15, (110, 80, 20))

    # three figures: pool (with tokens), hand, deck
    stats = (
        ("suntzu-board-pool", view["pools"][seat]),
        ("suntzu-board-hand", view["hand_sizes"][seat]),
        ("suntzu-board-deck", view["deck_sizes"][seat]),
    )
    column = (right - left - 40) / 3
    for n, (key, value) in enumerate(stats):
        cx = left + 20 + column * n + column / 2
        canvas.text((cx, top + 118), str(value), 34, colour if n == 0 else INK, True)
        canvas.text((cx, top + 149), t(locale, key), 14, MUTED)

    # the warlords: secret until revealed, then named; marked when used
    y = top + 170
    canvas.line([(left + 20, y), (right - 20, y)], FAINT, 1)
    canvas.text((left + 20, y + 24), t(locale, "suntzu-board-warlord"), 14, MUTED, anchor="lm")
    lines = warlord_lines(view, locale, seat)
    for n, (words, secret_or_live) in enumerate(lines):
        ink = dark if secret_or_live else MUTED
        size = canvas.fit(words, 17, right - left - 40)
        canvas.text((left + 20, y + 46 + n * 24), words, size, ink, anchor="lm")


def warlord_lines(view: View, locale: str, seat: int) -> list[tuple[str, bool]]:
    """What everybody may know of a seat's warlords (the Chariots one too), and whether each
    is still to come (drawn dark) or spent / absent (drawn muted)."""
    if view.get("beginner"):
        return [(t(locale, "suntzu-board-warlord-none"), False)]
    records = [(view.get("warlords") or [None, None])[seat]]
    records.append((view.get("extra_warlords") or [None, None])[seat])
    lines: list[tuple[str, bool]] = []
    for index, record in enumerate(records):
        if record is None:
            continue
        if record.get("id") is not None:
            name = t(locale, f"suntzu-warlord-{record['id']}")
        elif view.get("phase") == "warlord":
            name = t(locale, "suntzu-board-warlord-choosing")
        else:
            name = t(locale, "suntzu-board-warlord-secret")
        if index:
            name = t(locale, "suntzu-board-warlord-second", name=name)
        if record.get("used"):
            lines.append((t(locale, "suntzu-board-warlord-used", name=name), False))
        else:
            lines.append((name, True))
    return lines or [(t(locale, "suntzu-board-warlord-none"), False)]


def draw_event_and_reserve(canvas: Canvas, view: View, locale: str, box: Box) -> None:
    left, top, right, bottom = box
    mid_x = (left + right) / 2
    event_box = (left, top, right, top + 160)
    event = view.get("event")
    if event:
        canvas.rect(event_box, fill=GOLD_LIGHT, outline=GOLD, width=2, radius=14)
        canvas.text(
            (left + 18, top + 22), t(locale, "suntzu-board-event"), 13, (140, 104, 30), anchor="lm"
        )
        ident = event
        canvas.text(
            (left + 18, top + 50), t(locale, f"suntzu-event-{ident}"), 24, INK, True, anchor="lm"
        )
        canvas.paragraph(
            (left + 18, top + 72),
            t(locale, f"suntzu-event-{ident}-text"),
            15,
            right - left - 36,
            4,
            INK,
        )
    else:
        canvas.dashed_rect(event_box, FAINT, radius=14)
        canvas.text((mid_x, top + 80), t(locale, "suntzu-board-no-event"), 17, MUTED)
    resolved = view.get("events_resolved") or []
    deck_line = t(locale, "suntzu-board-events-done", done=len(resolved), total=EVENT_CARDS)
    canvas.text(
        (right - 18, top + 22), deck_line, 13, (140, 104, 30) if event else MUTED, anchor="rm"
    )

    # the shared reserve (and anything out of the game) as two coloured counts
    y = top + 184
    canvas.rect((left, y, right, bottom), fill=PANEL, outline=FAINT, radius=14)
    canvas.text((left + 18, y + 33), t(locale, "suntzu-board-reserve"), 16, INK, True, anchor="lm")
    reserve = view.get("reserve") or [0, 0]
    x = right - 18
    for seat in (1, 0):
        label = str(reserve[seat])
        width = canvas.text_width(label, 22, True)
        canvas.text((x, y + 33), label, 22, SIDE_COLOUR[seat], True, anchor="rm")
        draw_army(canvas, (x - width - 14, y + 33), 9, seat)
        x -= width + 44
    out = view.get("out") or [0, 0]
    if any(out):
        note = t(locale, "suntzu-board-out", wu=out[0], chu=out[1])
        canvas.text(
            (
                left + 18 + canvas.text_width(t(locale, "suntzu-board-reserve"), 16, True) + 16,
                y + 33,
            ),
            note,
            13,
            MUTED,
            anchor="lm",
        )


# --- the hand --------------------------------------------------------------------------------

CARD_ORDER = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "+1", "+2", "+3", "-1", "P")


def sort_cards(cards: Sequence[str]) -> list[str]:
    return sorted(cards, key=lambda card: CARD_ORDER.index(card) if card in CARD_ORDER else 99)


HAND_WIDTH = 1320
CARD_W, CARD_H, CARD_GAP = 104, 148, 14
CARDS_PER_ROW = 10
LABEL_H, SLOT_H = 34, 150  # a section's caption; a placement slot (and a warlord card)


def render_private(view: View, locale: str) -> bytes | None:
    """One seat's hand, its sealed placement, a pending draw and its warlords; None if empty."""
    me = view.get("me") or {}
    seat = view.get("seat")
    if seat not in (0, 1):
        return None
    hand = sort_cards([str(card) for card in me.get("hand") or []])
    placement = list(me.get("placement") or [None] * len(PROVINCES))
    drawn = [str(card) for card in me.get("drawn") or []]
    warlords = [
        (str(ident), bool(me.get(used)))
        for ident, used in (
            (me.get("warlord"), "warlord_used"),
            (me.get("extra_warlord"), "extra_used"),
        )
        if ident
    ]
    # the placement only matters while cards are being placed
    placing = view.get("phase") == "place" or any(card is not None for card in placement)
    if not hand and not any(placement) and not drawn and not warlords:
        return None

    hand_rows = max(1, (len(hand) + CARDS_PER_ROW - 1) // CARDS_PER_ROW)
    height = 78 + LABEL_H + hand_rows * (CARD_H + CARD_GAP) + 16
    if drawn:
        height += LABEL_H + CARD_H + 26
    if placing or warlords:
        height += LABEL_H + SLOT_H + 14
    canvas = Canvas(HAND_WIDTH, height + 16)

    canvas.rect((0, 0, HAND_WIDTH, 62), fill=SIDE_COLOUR[seat])
    title = t(locale, "suntzu-hand-title", side=side_name(locale, seat))
    canvas.text((MARGIN, 31), title, 24, BAND_TEXT, True, anchor="lm")
    if placing:
        status = t(locale, "suntzu-hand-locked" if me.get("locked") else "suntzu-hand-open")
        canvas.text((HAND_WIDTH - MARGIN, 31), status, 17, SIDE_LIGHT[seat], anchor="rm")

    y = draw_hand_cards(canvas, locale, seat, hand, placement, 78)
    if drawn:
        y = draw_drawn_cards(canvas, locale, seat, drawn, y)
    warlord_w = 300 if len(warlords) == 1 else 250  # a Chariots warlord sits beside the first
    if placing:
        slots_right = HAND_WIDTH - MARGIN - len(warlords) * (warlord_w + 24)
        draw_placement(canvas, locale, seat, placement, y, slots_right)
    for index, (ident, used) in enumerate(warlords):
        right = HAND_WIDTH - MARGIN - (len(warlords) - 1 - index) * (warlord_w + 24)
        box = (right - warlord_w, y, right, y + LABEL_H + SLOT_H)
        draw_warlord(canvas, box, ident, used, seat, locale)
    return canvas.finish()


def draw_hand_cards(
    canvas: Canvas, locale: str, seat: int, hand: list[str], placement: list[Any], top: float
) -> float:
    """The hand in rows of ten; cards placed this round are dimmed and tagged with where."""
    caption = t(locale, "suntzu-hand-cards", n=len(hand))
    canvas.text((MARGIN, top + 12), caption, 16, MUTED, anchor="lm")
    y = top + LABEL_H
    # placed cards stay in the hand until the reveal
    where: dict[str, list[int]] = {}
    for index, card in enumerate(placement):
        if card is not None:
            where.setdefault(str(card), []).append(index)
    for index, card in enumerate(hand):
        row, col = divmod(index, CARDS_PER_ROW)
        x = MARGIN + col * (CARD_W + CARD_GAP)
        card_top = y + row * (CARD_H + CARD_GAP)
        box = (x, card_top, x + CARD_W, card_top + CARD_H)
        if not where.get(card):
            draw_card(canvas, box, card, seat, locale)
            continue
        draw_card(canvas, box, card, seat, locale, dim=True)
        label = province_label(locale, PROVINCES[where[card].pop(0)])
        tag = (x + 4, card_top + CARD_H - 34, x + CARD_W - 4, card_top + CARD_H - 8)
        canvas.rect(tag, fill=BAND, radius=8)
        size = canvas.fit(label, 14, CARD_W - 12, True)
        canvas.text((x + CARD_W / 2, card_top + CARD_H - 21), label, size, BAND_TEXT, True)
    if not hand:
        canvas.text(
            (MARGIN, y + CARD_H / 2), t(locale, "suntzu-hand-empty"), 18, MUTED, anchor="lm"
        )
    rows = max(1, (len(hand) + CARDS_PER_ROW - 1) // CARDS_PER_ROW)
    return y + rows * (CARD_H + CARD_GAP) + 16


def draw_drawn_cards(canvas: Canvas, locale: str, seat: int, drawn: list[str], top: float) -> float:
    """The cards of a pending draw, ringed in gold: the seat keeps some of them."""
    canvas.text(
        (MARGIN, top + 12), t(locale, "suntzu-hand-drawn"), 16, (140, 104, 30), True, anchor="lm"
    )
    y = top + LABEL_H
    for index, card in enumerate(drawn):
        x = MARGIN + index * (CARD_W + CARD_GAP)
        ring = (x - 5, y - 5, x + CARD_W + 5, y + CARD_H + 5)
        canvas.rect(ring, outline=GOLD, width=2.5, radius=14)
        draw_card(canvas, (x, y, x + CARD_W, y + CARD_H), card, seat, locale)
    return y + CARD_H + 26


def draw_placement(
    canvas: Canvas, locale: str, seat: int, placement: list[Any], top: float, right: float
) -> None:
    """This round's sealed choice, one slot per province."""
    placed = sum(card is not None for card in placement)
    caption = t(locale, "suntzu-hand-placement", n=placed)
    canvas.text((MARGIN, top + 12), caption, 16, MUTED, anchor="lm")
    y = top + LABEL_H
    slot_gap = 14
    slot_w = (right - MARGIN - 4 * slot_gap) / 5
    for index, ident in enumerate(PROVINCES):
        x = MARGIN + index * (slot_w + slot_gap)
        canvas.rect((x, y, x + slot_w, y + SLOT_H), fill=PANEL, outline=FAINT, radius=12)
        canvas.rect((x, y, x + slot_w, y + 34), fill=BAND, radius=12)
        canvas.rect((x, y + 20, x + slot_w, y + 34), fill=BAND)
        name = province_label(locale, ident)
        size = canvas.fit(name, 16, slot_w - 12, True)
        canvas.text((x + slot_w / 2, y + 17), name, size, BAND_TEXT, True)
        card = placement[index] if index < len(placement) else None
        cw, ch = 66, 96
        cbox = (x + slot_w / 2 - cw / 2, y + 44, x + slot_w / 2 + cw / 2, y + 44 + ch)
        if card is None:
            canvas.dashed_rect(cbox, FAINT, dash=5, radius=7)
        else:
            draw_card(canvas, cbox, str(card), seat, locale, caption=False)


def draw_warlord(
    canvas: Canvas, box: Box, warlord: str, used: bool, seat: int, locale: str
) -> None:
    left, top, right, bottom = box
    ident = warlord
    canvas.rect(box, fill=SIDE_LIGHT[seat], outline=SIDE_COLOUR[seat], width=2, radius=14)
    canvas.text(
        (left + 16, top + 20), t(locale, "suntzu-board-warlord"), 13, SIDE_DARK[seat], anchor="lm"
    )
    name = t(locale, f"suntzu-warlord-{ident}")
    canvas.text(
        (left + 16, top + 46),
        name,
        canvas.fit(name, 20, right - left - 32, True),
        INK,
        True,
        anchor="lm",
    )
    canvas.paragraph(
        (left + 16, top + 66),
        t(locale, f"suntzu-warlord-{ident}-text"),
        14,
        right - left - 32,
        6,
        INK,
    )
    if used:
        stamp = t(locale, "suntzu-hand-warlord-used")
        stamp_w = canvas.text_width(stamp, 15, True) + 20
        canvas.rect((right - 16 - stamp_w, top + 8, right - 16, top + 32), fill=MUTED, radius=12)
        canvas.text((right - 16 - stamp_w / 2, top + 20), stamp, 15, PANEL, True)
