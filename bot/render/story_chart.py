"""The story chart posted at the end of a game: each player's standing over the moves.

Drawn with the boards' toolkit (a parchment panel with a header band, the canvas's
supersampled lines and the locale's fonts), from plain words and numbers the presenter
prepared (:class:`Chart`), so it knows nothing of games or Discord. One line per seat in the
seat's own board colour, a legend with the names in final order, the axes named from the
catalogs. The picture is always ``WIDTH`` x ``HEIGHT`` (well inside Discord's limits) and a
few dozen KiB.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from bot.render.canvas import Canvas
from bot.render.drawable_names import drawable
from bot.render.icons import star, token
from bot.render.palette import RGB, Palette, mix
from bot.render.panels import panel
from bot.render.seat_marks import seat_mark

WIDTH, HEIGHT = 1200, 680
MARGIN = 20
BAND = 54  # the header band with the title
LEGEND_WIDTH = 300
TICKS = 5  # about this many labelled steps on each axis

INK: RGB = (52, 42, 34)
PAPER: RGB = (243, 236, 220)
COLOURS = Palette(
    paper=PAPER,
    ink=INK,
    muted=mix(INK, PAPER, 0.4),
    faint=mix(INK, PAPER, 0.8),
    panel=(251, 247, 237),
    gold=(206, 150, 40),
    shadow=(222, 212, 190),
)
BAND_COLOUR: RGB = (92, 72, 52)  # walnut, like the boards' headings
BAND_INK: RGB = (246, 238, 222)


@dataclass(frozen=True)
class Chart:
    """What the chart shows, every word already in the reader's language."""

    title: str
    x_label: str  # "Move"
    y_label: str  # "Regions held"
    names: Sequence[str]  # per seat
    colours: Sequence[RGB]  # per seat
    moves: Sequence[int]  # the x of each point
    values: Sequence[Sequence[float]]  # values[seat][point]
    winners: Sequence[int] = ()  # the result's winners: a gold star in the legend


def nice_step(span: float, ticks: int = TICKS) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``ticks`` steps."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return max(1.0, factor * power)  # standings are whole numbers: no 0.5 steps
    return 10 * power


def axis(low: float, high: float) -> tuple[float, float, float]:
    """(bottom, top, step) of an axis that holds ``low``..``high`` on round numbers."""
    if high <= low:
        low, high = low - 1, high + 1
    step = nice_step(high - low)
    return math.floor(low / step) * step, math.ceil(high / step) * step, step


def label(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def render_story(chart: Chart, locale: str) -> bytes:
    canvas = Canvas(WIDTH, HEIGHT, COLOURS, locale)
    C = COLOURS
    outer = (MARGIN, MARGIN, WIDTH - MARGIN, HEIGHT - MARGIN)
    panel(canvas, outer, C.panel, C.faint, radius=12, band=(BAND, BAND_COLOUR), shadow=C.shadow)
    canvas.fitted_text(
        (MARGIN + 24, MARGIN + BAND / 2), chart.title, 26, WIDTH - 2 * MARGIN - 48,
        BAND_INK, bold=True, anchor="lm",
    )  # fmt: skip
    legend_left = WIDTH - MARGIN - LEGEND_WIDTH
    plot = (MARGIN + 84, MARGIN + BAND + 56, legend_left - 28, HEIGHT - MARGIN - 70)
    _plot(canvas, chart, plot)
    _legend(canvas, chart, (legend_left, MARGIN + BAND + 24, WIDTH - MARGIN - 20, plot[3]), locale)
    return canvas.finish()


def _plot(canvas: Canvas, chart: Chart, box: tuple[float, float, float, float]) -> None:
    C = COLOURS
    left, top, right, bottom = box
    every = [v for line in chart.values for v in line] or [0.0]
    low, high, step = axis(min(every), max(every))
    last = max(chart.moves[-1] if chart.moves else 0, 1)
    x_step = nice_step(last)

    def x_of(move: float) -> float:
        return left + (right - left) * move / last

    def y_of(value: float) -> float:
        return bottom - (bottom - top) * (value - low) / (high - low)

    canvas.rect((left, top, right, bottom), fill=C.paper, radius=4)
    value = low
    while value <= high + 1e-9:  # the value grid and its labels
        y = y_of(value)
        colour = C.muted if value == 0 and low < 0 else C.faint
        canvas.line([(left, y), (right, y)], colour, 1.5 if colour == C.muted else 1)
        canvas.text((left - 10, y), label(value), 15, C.muted, anchor="rm")
        value += step
    move = 0.0
    while move <= last + 1e-9:  # the move ticks
        x = x_of(move)
        canvas.line([(x, bottom), (x, bottom + 6)], C.muted, 1)
        canvas.text((x, bottom + 10), label(move), 15, C.muted, anchor="mt")
        move += x_step
    canvas.line([(left, top), (left, bottom), (right, bottom)], C.ink, 1.5)
    canvas.fitted_text(
        ((left + right) / 2, bottom + 44), chart.x_label, 17, right - left, C.ink, anchor="mm"
    )
    canvas.fitted_text(
        (left - 70, top - 26), chart.y_label, 17, right - left + 60, C.ink, anchor="lm"
    )
    for seat in range(len(chart.values) - 1, -1, -1):  # the first seats drawn last, on top
        points = [(x_of(m), y_of(v)) for m, v in zip(chart.moves, chart.values[seat], strict=True)]
        colour = chart.colours[seat]
        if len(points) > 1:
            canvas.line(points, C.panel, 7, joint="curve")  # a halo parts crossing lines
            canvas.line(points, colour, 3.5, joint="curve")
        token(canvas, points[-1], 7, colour, mix(colour, C.ink, 0.4), 2, shadow=False)
        # the seat's shape on its line's end (issue 26): lines told apart without colour
        seat_mark(canvas, seat, points[-1], 7, C.ink, C.panel, "line")


def _legend(
    canvas: Canvas, chart: Chart, box: tuple[float, float, float, float], locale: str
) -> None:
    """The players in final order, each with their colour and final standing. Names as the
    boards draw them (bot.render.drawable_names): a bot's 🤖, an emoji or a letter the font
    lacks is left out, not drawn as an empty box."""
    C = COLOURS
    left, top, right, _bottom = box
    finals = [line[-1] if line else 0.0 for line in chart.values]
    ranked = sorted(range(len(chart.names)), key=lambda seat: (-finals[seat], seat))
    row = 46
    for place, seat in enumerate(ranked):
        y = top + row / 2 + place * row
        colour = chart.colours[seat]
        panel(canvas, (left, y - 19, right, y + 19), C.paper, C.faint, radius=19)
        token(canvas, (left + 22, y), 11, colour, mix(colour, C.ink, 0.4), 2)
        seat_mark(canvas, seat, (left + 22, y), 10, C.ink, C.panel, "legend")
        score = label(finals[seat])
        score_width = canvas.text_width(score, 18, bold=True)
        canvas.text((right - 16, y), score, 18, C.ink, bold=True, anchor="rm")
        if seat in chart.winners:  # the chart's standing need not be the score that won
            score_width += 24
            star(canvas, (right - 16 - score_width + 9, y), 10, 4.2, 5, C.gold)
        canvas.fitted_text(
            (left + 42, y), drawable(chart.names[seat], locale, str(seat + 1)), 17,
            right - left - 70 - score_width,
            C.ink, anchor="lm", smallest=14,
        )  # fmt: skip
