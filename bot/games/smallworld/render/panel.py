"""The side panel beside the Small World map: title and turn track, the races on offer, the
players with their names (the table's, issue 26) and races, and a key to the symbols.

Where each part lies depends only on the view (``market_top``, ``player_top``), never on the
players' names: a name is cut to its row, so the board's areas stay put with any frame.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops

from bot.engine.base import View
from bot.games.smallworld.render.icons import MARKER_ORDER, marker_token, printed_symbol
from bot.games.smallworld.render.palette import COLOURS as C
from bot.games.smallworld.render.palette import SEAT_COLOUR_NAMES, race_colour, seat_colour
from bot.games.smallworld.render.pieces import race_disc, tribe_counter
from bot.i18n import t
from bot.render.board_frame import BoardFrame, Box, SeatTag
from bot.render.canvas import Canvas, Point
from bot.render.icons import Step, badge, track
from bot.render.palette import RGB, WHITE, mix
from bot.render.seat_legend import TAG_HEIGHT, seat_tag
from bot.render.seat_marks import seat_mark

PANEL_WIDTH = 560  # with its right margin
PANEL_MARGIN = 22
MARKET_ROW, PLAYER_ROW, KEY_ROW = 46, 64, 34
TITLE_HEIGHT, HEADING_HEIGHT = 52, 40  # the title line; a heading with its rule
TAG_WIDTH = 300  # a player's name tag in its row: room for a long name at full size


def panel_height(view: View) -> int:
    """The panel's height (the map beside it may be shorter, e.g. for two players)."""
    seats = len(view.get("seats") or [])
    return 30 + 22 + 18 + 25 + 40 + 6 * 50 + 40 + seats * 68 + 40 + 4 * 34 + PANEL_MARGIN


def panel_edges(map_width: float) -> tuple[float, float]:
    """The left and right edges of the panel's text, beside a map this wide."""
    return map_width, map_width + PANEL_WIDTH - 2 * PANEL_MARGIN


def track_radius(view: View) -> float:
    """The turn track's discs: as large as the number of turns leaves room for."""
    return min((PANEL_WIDTH - 2 * PANEL_MARGIN) / int(view.get("turns", 1)) * 0.38, 19)


def market_top(view: View) -> float:
    """Where the first race on offer begins (the title, the track and a heading above)."""
    return TITLE_HEIGHT + 18 + track_radius(view) + 6 + HEADING_HEIGHT


def player_top(view: View, seat: int) -> float:
    """Where a player's row begins (the market and a heading above)."""
    rows = market_top(view) + len(view.get("market") or []) * (MARKET_ROW + 4)
    return rows + HEADING_HEIGHT + seat * (PLAYER_ROW + 4)


def draw_panel(
    canvas: Canvas, view: View, locale: str, left: float, frame: BoardFrame | None = None
) -> None:
    panel = SidePanel(canvas, left, PANEL_WIDTH - 2 * PANEL_MARGIN, locale)
    panel.tags = frame.seats if frame else ()
    panel.title(view)
    panel.turn_track(view)
    panel.market(view)
    panel.players(view)
    panel.key()


def combo_name(combo: dict[str, Any], locale: str) -> str:
    """A race with its special power, e.g. "Flying Ratmen"."""
    power, race = combo.get("power"), combo.get("race")
    if not power:  # a race in decline may have lost its power
        return race_name(race, locale)
    return t(
        locale,
        "sw-board-combo",
        power=t(locale, f"sw-power-{power}") if power else "",
        race=race_name(race, locale),
    )


def race_name(race: str | None, locale: str) -> str:
    return t(locale, f"sw-race-{race}") if race else "?"


class SidePanel:
    """Lays the panel out top to bottom: ``y`` is where the next part begins."""

    def __init__(self, canvas: Canvas, left: float, width: float, locale: str) -> None:
        self.canvas = canvas
        self.left = left
        self.right = left + width
        self.width = width
        self.locale = locale
        self.y = 0.0
        self.tags: tuple[SeatTag, ...] = ()  # the table's names for the seats, if it has any

    def heading(self, key: str) -> None:
        self.y += 14
        self.canvas.text((self.left, self.y), t(self.locale, key), 22, C.ink, True, "lm")
        self.y += 16
        self.canvas.line([(self.left, self.y), (self.right, self.y)], C.rule, 1.5)
        self.y += 10

    def row_highlight(self, height: float, fill: RGB, outline: RGB | None = None) -> None:
        box = (self.left - 6, self.y, self.right + 6, self.y + height)
        self.canvas.rect(box, fill=fill, outline=outline, width=2, radius=8)

    def title(self, view: View) -> None:
        self.y += 30
        self.canvas.text((self.left, self.y), t(self.locale, "sw-title"), 34, C.ink, True, "lm")
        if view.get("result"):
            status = t(self.locale, "sw-board-over")
        else:
            turn, turns = view.get("turn", 1), view.get("turns", 1)
            status = t(self.locale, "sw-board-status", turn=turn, turns=turns)
        at = (self.right, self.y)
        self.canvas.fitted_text(at, status, 18, self.width * 0.55, C.muted, anchor="rm")
        self.y += 22

    def turn_track(self, view: View) -> None:
        turns, current = int(view.get("turns", 1)), int(view.get("turn", 1))
        self.y += 18
        step = self.width / turns
        radius = track_radius(view)
        track(
            self.canvas,
            [(self.left + step * (n - 0.5), self.y) for n in range(1, turns + 1)],
            current,
            radius,
            radius,
            passed=Step(C.paper_dark, C.faint, C.faint, width=2, bold=True),
            now=Step(C.gold, WHITE, C.ink, width=2, bold=True),
            coming=Step(C.panel, C.ink, C.faint, width=2, bold=True),
            ringed={turns},  # the last turn has a second ring
            ring=(C.muted, 4, 1.5),
        )
        self.y += radius + 6

    def market(self, view: View) -> None:
        self.heading("sw-board-market")
        canvas, locale = self.canvas, self.locale
        for index, combo in enumerate(view.get("market") or []):
            middle = self.y + MARKET_ROW / 2
            if index % 2 == 0:
                self.row_highlight(MARKET_ROW, C.paper_dark)
            race = combo.get("race")
            cx = self.left + 20
            rim = mix(race_colour(race), C.ink, 0.45)
            race_disc(canvas, (cx, middle), 17, race, locale, rim, 0.14)
            text_left = cx + 17 + 12
            room = self.right - 118 - text_left
            name = combo_name(combo, locale)
            canvas.fitted_text((text_left, middle), name, 19, room, C.ink, True, "lm", 13)
            # what it costs to take, and the coins lying on it
            cost = t(locale, "sw-board-cost", cost=index)
            canvas.text((self.right - 54, middle), cost, 15, C.muted, anchor="rm")
            coins = int(combo.get("coins", 0))
            if coins:
                at = (self.right - 20, middle)
                badge(
                    canvas, at, 14, str(coins), C.coin, C.coin_ink, C.coin_rim, 14 * 0.14, 14 * 1.15
                )
            self.y += MARKET_ROW + 4

    def players(self, view: View) -> None:
        self.heading("sw-board-players")
        active = view.get("active")
        waiting = set(view.get("waiting") or [])
        for seat, info in enumerate(view.get("seats") or []):
            self.player(seat, info, seat == active, seat in waiting)
            self.y += PLAYER_ROW + 4

    def player(self, seat: int, info: dict[str, Any], active: bool, waiting: bool) -> None:
        """One player's row: colour bar, the player's name tag (issue 26: name, mark, "to
        move" and until when), the tokens, the active race, the declined ones."""
        canvas, locale, top = self.canvas, self.locale, self.y
        colour = seat_colour(seat)
        if active:
            self.row_highlight(PLAYER_ROW, mix(C.paper, colour, 0.14), colour)
        bar = (self.left, top + 8, self.left + 10, top + PLAYER_ROW - 8)
        canvas.rect(bar, fill=colour, radius=4)
        # the seat's mark on its colour bar: the row says whose it is without colour too
        at = (self.left + 5, top + PLAYER_ROW / 2)
        seat_mark(canvas, seat, at, 9, C.ink, C.panel, "seat")
        label = t(locale, f"sw-seat-{SEAT_COLOUR_NAMES[seat % 5]}")
        tag = self.tags[seat] if seat < len(self.tags) else None
        if tag is None and waiting:  # no names from the table: the label says who plays
            label = t(locale, "sw-board-waiting-for", name=label)
        box: Box = (self.left + 14, top + 2, self.left + 14 + TAG_WIDTH, top + 2 + TAG_HEIGHT)
        highlight = mix(C.panel, colour, 0.3)
        seat_tag(canvas, box, seat, tag, label, colour, highlight, C.ink, C.muted)
        combo = info.get("active")
        counts = t(
            locale,
            "sw-board-tokens",
            map=info.get("tokens_on_map", 0),
            hand=(combo or {}).get("in_hand", 0),
        )
        canvas.text((self.right, top + 17), counts, 15, C.muted, anchor="rm")
        # the active race with its counters on the map and in hand
        line_y = top + 51
        x = self.left + 20
        if combo:
            race_disc(canvas, (x + 12, line_y), 12, combo.get("race"), locale, colour, 0.2)
            label = combo_name(combo, locale)
            canvas.fitted_text(
                (x + 32, line_y), label, 16, self.width * 0.5, C.ink, anchor="lm", smallest=12
            )
        else:
            canvas.text((x, line_y), t(locale, "sw-board-no-race"), 16, C.muted, anchor="lm")
        # races in decline, greyed, at the right end of the race line
        right = self.right
        for declined in reversed(info.get("declined") or []):
            race = declined.get("race")
            label = race_name(race, locale)
            canvas.text((right, line_y), label, 14, C.declined_text, anchor="rm")
            # 11 px: its badge (0.95 of it) stays readable in a phone's focus picture
            cx = right - canvas.text_width(label, 14) - 6 - 11
            race_disc(canvas, (cx, line_y), 11, race, locale, colour, 0.2, declined=True)
            right = cx - 11 - 10

    def key(self) -> None:
        """The key, pasted from a layer drawn once per locale and spot (``key_layer``)."""
        s = self.canvas.scale
        x0, y0 = math.floor((self.left - KEY_PAD) * s), math.floor(self.y * s)
        at = (self.left * s - x0, self.y * s - y0)  # the key's corner in the layer, in pixels
        image, mask = key_layer(self.locale, self.width, at, s)
        self.canvas.image.paste(image, (x0, y0), mask)
        self.y += KEY_HEIGHT

    def draw_key(self) -> None:
        """What the symbols and markers mean, three to a row."""
        self.heading("sw-board-legend")
        columns = 3
        col_w = self.width / columns
        for index, (kind, name) in enumerate(KEY):
            col, row = index % columns, index // columns
            x = self.left + col * col_w + 14
            y = self.y + row * KEY_ROW + KEY_ROW / 2
            key_symbol(self.canvas, kind, name, (x, y), 13)
            label = t(self.locale, f"sw-legend-{name}")
            self.canvas.fitted_text((x + 22, y), label, 14, col_w - 36, C.ink, anchor="lm")
        self.y += KEY_ROW * -(-len(KEY) // columns)


# The key's entries: what kind of thing each is, and its name.
KEY = [("printed", name) for name in ("mine", "magic", "cavern")]
KEY += [("tribe", "lost-tribe")]
KEY += [("marker", name) for name in ("mountain", *MARKER_ORDER)]
KEY_HEIGHT = 14 + 16 + 10 + KEY_ROW * -(-len(KEY) // 3)  # the heading and the rows
KEY_PAD = 10  # room around the key in its layer (the tokens' shadows)


@lru_cache(maxsize=12)
def key_layer(
    locale: str, width: float, at: tuple[float, float], scale: int
) -> tuple[Image.Image, Image.Image]:
    """The key drawn on paper, its corner ``at`` pixels into the layer (the same fraction of a
    pixel as on the board, so that it is drawn exactly as it would be there), and the mask of
    what it drew. It depends only on the locale and on where the map's width puts it: a few
    layers of 1052 x 372 pixels (drawing scale), 1.5 MiB with the mask; 12 kept (4 maps x 3
    locales), 18 MiB at most."""
    size = (
        math.ceil(at[0] + (width + KEY_PAD) * scale),
        math.ceil(at[1] + (KEY_HEIGHT + KEY_PAD) * scale),
    )
    canvas = Canvas(size[0] / scale, size[1] / scale, C, locale, scale)
    layer = SidePanel(canvas, at[0] / scale, width, locale)
    layer.y = at[1] / scale
    layer.draw_key()
    paper = Image.new("RGB", canvas.image.size, C.paper)
    diff = ImageChops.difference(canvas.image, paper)
    mask = ImageChops.lighter(
        ImageChops.lighter(*(band.point(_drawn) for band in diff.split()[:2])),
        diff.split()[2].point(_drawn),
    )
    return canvas.image, mask


def _drawn(value: int) -> int:
    return 255 if value else 0


def key_symbol(canvas: Canvas, kind: str, name: str, at: Point, radius: float) -> None:
    if kind == "printed":
        printed_symbol(canvas, name, at, radius * 0.85)
    elif kind == "tribe":
        tribe_counter(canvas, at, radius, 1)
    else:
        marker_token(canvas, name, at, radius * 0.9)
