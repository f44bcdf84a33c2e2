"""The commanders' panels at the foot of the board, Wu's on the left and Chu's on the right:
the leader in the side's band, the player who holds the side (issue 26: their name, and "to
move" with the deadline while the game waits for them), the pool, hand and deck, who picks
the battle order or won, and the warlords as far as they are public."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.base import View
from bot.games.suntzu.render.layout import commander_box
from bot.games.suntzu.render.palette import COLOURS as C
from bot.games.suntzu.render.pieces import side_mark
from bot.games.suntzu.render.words import leader_name, side_name, warlord_lines
from bot.i18n import t
from bot.render.board_frame import BoardFrame, SeatTag
from bot.render.canvas import Box, Canvas
from bot.render.panels import panel, pill
from bot.render.seat_legend import TAG_HEIGHT, seat_tag

# Rows of a panel, down from its top.
BAND = 56
TAG_TOP = BAND + 6
FIGURES_Y, CAPTIONS_Y = 136, 167
RULE_Y = 188  # the line over the warlords
STATS = ("suntzu-board-pool", "suntzu-board-hand", "suntzu-board-deck")


def tag_box(box: Box) -> Box:
    """Where the player's tag lies in a panel: the panel's width, whatever the name."""
    left, top, right, _bottom = box
    return (left + 12, top + TAG_TOP, right - 12, top + TAG_TOP + TAG_HEIGHT)


def print_commanders(canvas: Canvas, locale: str) -> None:
    for seat in (0, 1):
        print_commander(canvas, locale, seat, commander_box(seat))


def draw_commanders(canvas: Canvas, view: View, locale: str, frame: BoardFrame | None) -> None:
    for seat in (0, 1):
        draw_commander(canvas, view, locale, seat, frame)


def print_commander(canvas: Canvas, locale: str, seat: int, box: Box) -> None:
    """A commander's frame, name and side, the captions of its figures and of its warlord."""
    left, top, right, _bottom = box
    colour, light = C.side[seat], C.side_light[seat]
    panel(canvas, box, C.panel, C.faint, radius=14, band=(BAND, colour))
    # the name leaves room for the side's mark, drawn per view (draw_commander)
    middle = top + BAND / 2 + 1
    canvas.text((left + 40, middle), leader_name(locale, seat), 24, C.band_text, True, "lm")
    canvas.text((right - 20, middle), side_name(locale, seat), 17, light, anchor="rm")
    column = (right - left - 40) / 3
    for n, key in enumerate(STATS):
        cx = left + 20 + column * n + column / 2
        canvas.text((cx, top + CAPTIONS_Y), t(locale, key), 14, C.muted)
    y = top + RULE_Y
    canvas.line([(left + 20, y), (right - 20, y)], C.faint, 1)
    canvas.text((left + 20, y + 24), t(locale, "suntzu-board-warlord"), 14, C.muted, anchor="lm")


def draw_commander(
    canvas: Canvas, view: View, locale: str, seat: int, frame: BoardFrame | None
) -> None:
    box = commander_box(seat)
    left, top, right, _bottom = box
    colour, light, dark = C.side[seat], C.side_light[seat], C.side_dark[seat]
    side_mark(canvas, seat, (left + 28, top + BAND / 2 + 1), 13, "commander")
    label = side_name(locale, seat)
    tag = player_tag(view, frame, seat, label)
    seat_tag(canvas, tag_box(box), seat, tag, label, colour, light, C.ink, C.muted)

    # beside the warlord caption: who won, or who picks the battle order
    at = (right - 20, top + RULE_Y + 24)
    result = view.get("result")
    if result and seat in result.get("winners", []):
        words = t(locale, "suntzu-board-winner")
        pill(canvas, at, words, 15, C.gold, C.on_gold, bold=True, align="right")
    elif view.get("chooser") == seat and view.get("phase") in ("order", "battle"):
        words = t(locale, "suntzu-board-chooser")
        pill(canvas, at, words, 15, C.gold_light, C.gold_ink, C.gold, align="right")

    # three figures over their printed captions: pool (in the side's colour), hand, deck
    stats = (view["pools"][seat], view["hand_sizes"][seat], view["deck_sizes"][seat])
    column = (right - left - 40) / 3
    for n, value in enumerate(stats):
        cx = left + 20 + column * n + column / 2
        canvas.text((cx, top + FIGURES_Y), str(value), 34, colour if n == 0 else C.ink, True)

    # the warlords: secret until revealed, then named; marked when used
    y = top + RULE_Y
    for n, (words, secret_or_live) in enumerate(warlord_lines(view, locale, seat)):
        ink = dark if secret_or_live else C.muted
        canvas.fitted_text(
            (left + 20, y + 46 + n * 24), words, 17, right - left - 40, ink, anchor="lm"
        )


def to_move(view: View, seat: int) -> bool:
    """Whether the board shows ``seat`` to move: the game waits for it and it has not locked
    in publicly. Read from the public view only, never from the table: a seat that sealed its
    orders stays among the waited-for (unless both players agreed to show lock-ins), so the
    board never tells who is done before the reveal."""
    if view.get("result") or seat not in (view.get("waiting") or []):
        return False
    locks = view.get("locks")
    return not (locks and locks[seat])


def player_tag(view: View, frame: BoardFrame | None, seat: int, label: str) -> SeatTag | None:
    """The seat's tag: the table's player with "to move" as the public view has it; without
    players (a demo), the side's label, "to move" when it is."""
    moving = to_move(view, seat)
    seats = frame.seats if frame else ()
    if seat >= len(seats):
        return SeatTag(label, to_move=True) if moving else None
    given = seats[seat]
    return replace(given, to_move=moving, deadline=given.deadline if moving else None)
