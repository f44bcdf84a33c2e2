"""A toy game whose board names its areas (issue 26): High Card's rules on a wide board that
draws the table's frame, so the platform's side of the board frame (names, marks, close-ups,
``/game status area:``) is tested for real, whatever the shipped games do.

The board is 900 pixels wide (wider than a phone reads whole, FOCUS_MAX_WIDTH): a legend of
the seats (bot.render.seat_legend), one panel per seat (its score and cards left: the seat's
area) and the round counter (an area). "All players" is a group of the panels. The frame's
marked areas are outlined with bot.render.area_marks, as a shipped game does.

Not registered by the test session: a test that wants it registers it (:func:`registered`),
so the games every other test sees stay as they are.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import tests.platform.highcard as highcard
from bot import games
from bot.games import GameSpec
from bot.i18n import Text, text
from bot.render.area_marks import mark_areas
from bot.render.board_frame import BoardArea, BoardFrame
from bot.render.canvas import Canvas
from bot.render.palette import Palette
from bot.render.seat_legend import TAG_HEIGHT, seat_tag

name = "areacard"
WIDTH = 900.0
HEIGHT = 300.0
PANEL_TOP = 80.0
PANEL_WIDTH = 260.0
PANEL_GAP = 20.0
ROUND_BOX = (WIDTH - 180.0, PANEL_TOP + 140.0, WIDTH - 20.0, HEIGHT - 20.0)
COLOURS = ((0, 114, 178), (213, 94, 0), (0, 158, 115))  # Okabe-Ito blue, vermillion, green
PALETTE = Palette(
    paper=(244, 238, 226),
    ink=(40, 34, 28),
    muted=(110, 100, 90),
    faint=(200, 190, 175),
    panel=(252, 248, 240),
    gold=(250, 222, 140),
)


def panel_box(seat: int) -> tuple[float, float, float, float]:
    left = 20.0 + seat * (PANEL_WIDTH + PANEL_GAP)
    return (left, PANEL_TOP, left + PANEL_WIDTH, PANEL_TOP + 120.0)


def areas(view: dict[str, Any], locale: str) -> list[BoardArea]:
    """The seats' panels, the round counter, and all panels as a group. The boxes depend on
    the player count only: the same with any frame."""
    seats = len(view["scores"])
    last = view["last"]
    found = [
        BoardArea(
            id=f"seat-{seat}",
            name=Text("areacard-area-seat", {"n": seat + 1}),
            box=panel_box(seat),
            state=(view["scores"][seat], view["hand_sizes"][seat], last[seat] if last else None),
        )
        for seat in range(seats)
    ]
    found.append(
        BoardArea(id="round", name=Text("areacard-area-round"), box=ROUND_BOX, state=view["round"])
    )
    whole = (panel_box(0)[0], PANEL_TOP, panel_box(seats - 1)[2], panel_box(0)[3])
    found.append(BoardArea(id="players", name=Text("areacard-area-players"), box=whole, group=True))
    return found


def render(view: dict[str, Any], locale: str, frame: BoardFrame | None = None) -> bytes:
    canvas = Canvas(WIDTH, HEIGHT, PALETTE, locale)
    seats = len(view["scores"])
    tags = frame.seats if frame is not None and frame.seats else None
    for seat in range(seats):
        label = text(locale, Text("highcard-seat", {"n": seat + 1}))
        left, _, right, _ = panel_box(seat)
        box = (left, 20.0, right, 20.0 + TAG_HEIGHT)
        tag = tags[seat] if tags is not None else None
        seat_tag(
            canvas, box, seat, tag, label, COLOURS[seat], PALETTE.gold, PALETTE.ink, PALETTE.muted
        )
        panel = panel_box(seat)
        canvas.rect(panel, fill=PALETTE.panel, outline=COLOURS[seat], width=3, radius=8)
        words = text(
            locale,
            Text(
                "areacard-score", {"score": view["scores"][seat], "hand": view["hand_sizes"][seat]}
            ),
        )
        canvas.text(((panel[0] + panel[2]) / 2, panel[1] + 60), words, 18, PALETTE.ink)
    canvas.rect(ROUND_BOX, fill=PALETTE.panel, outline=PALETTE.faint, width=2, radius=8)
    counter = text(locale, Text("areacard-round", {"round": min(view["round"], highcard.ROUNDS)}))
    canvas.text(((ROUND_BOX[0] + ROUND_BOX[2]) / 2, (ROUND_BOX[1] + ROUND_BOX[3]) / 2), counter, 18)
    if frame is not None:
        mark_areas(canvas, areas(view, locale), frame.marked)
    return canvas.finish(64)


ENGINE = replace(highcard.ENGINE, name=name)

SPEC: GameSpec = replace(
    highcard.SPEC,
    name=name,
    engine=ENGINE,
    title=Text("areacard-title"),
    rules=Text("areacard-rules"),
    render_board=render,
    board_areas=areas,
    catalogs=Path(__file__).parent / "locales",
)


# The same board without areas: what a game that names none gets (pixel comparison, no
# marks, no close-up), on a board as wide.
PIXEL_SPEC: GameSpec = replace(
    SPEC, name="pixelcard", engine=replace(ENGINE, name="pixelcard"), board_areas=None
)


@contextlib.contextmanager
def registered(spec: GameSpec = SPEC) -> Iterator[GameSpec]:
    """A game registered for the time of a test (before its bot is made: the bot offers
    the games registered when it starts)."""
    games.register(spec)
    try:
        yield spec
    finally:
        games.unregister(spec.name)
