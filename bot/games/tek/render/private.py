"""One seat's own picture (issue 26 part 6): its row of the board (faction, food, mana and ore,
magic with its next cost, tower, meeples), what it may do now, what only it may see (its sealed
war bid or follow choice), and its faction card: the five magic levels with their mana costs
and powers, those it has reached lit.

Drawn from the seat's own view only: another seat's sealed choice is not in it, so nothing
here can show one."""

from __future__ import annotations

from typing import Any

from bot.engine.base import View
from bot.games.tek.engine.content import MAX_MAGIC, RESOURCES, factions
from bot.games.tek.prompts.words import power_text
from bot.games.tek.render.icons import hourglass, resource
from bot.games.tek.render.now import now_line
from bot.games.tek.render.palette import COLOURS as C
from bot.games.tek.render.palette import seat_colour
from bot.games.tek.render.panel import BAND, PANEL_W, SEAT_H, card_frame
from bot.games.tek.render.seats import draw_seat
from bot.games.tek.render.words import action_name, faction_name, rid_text
from bot.i18n import t, text
from bot.render.canvas import Canvas, Point
from bot.render.icons import star
from bot.render.palette import BLACK, WHITE, mix
from bot.render.panels import panel, pill

MARGIN = 16.0
GAP = 12.0
NOW_H = 44.0  # what the seat may do now
SECRET_H = 36.0  # its sealed choice
POWER_H = 32.0  # one magic level on the faction card
POWERS_H = BAND + 10 + MAX_MAGIC * POWER_H + 8
TEXT = 16.0
PALETTE_COLOURS = 256  # as the board: a third of the bytes, and quicker to encode


def render_private(view: View, locale: str) -> bytes | None:
    """The seat's picture as PNG bytes; None for a view with no seat."""
    me = view.get("me") or {}
    seat = me.get("seat")
    seats = view.get("seats") or []
    if seat is None or not 0 <= int(seat) < len(seats):
        return None
    seat = int(seat)
    info = seats[seat]
    lines = secret_lines(view, locale)
    faction = info.get("faction")
    height = MARGIN + SEAT_H + GAP + NOW_H + MARGIN
    height += len(lines) * (SECRET_H + GAP)
    height += (GAP + POWERS_H) if faction else 0
    canvas = Canvas(PANEL_W + 2 * MARGIN, height, C, locale)
    draw_seat(canvas, view, locale, seat, info, (MARGIN, MARGIN))
    y = MARGIN + SEAT_H + GAP
    _draw_now(canvas, view, locale, seat, y)
    y += NOW_H + GAP
    for label, bid in lines:
        middle = y + SECRET_H / 2
        width = pill(canvas, (MARGIN, middle), label, TEXT, C.ink, WHITE, bold=True, pad=14)
        if bid:
            _payment(canvas, bid, (MARGIN + width + 14, middle))
        y += SECRET_H + GAP
    if faction:
        over = bool(view.get("result")) or view.get("phase") == "over"
        magic = int(info.get("magic") or 0)
        _draw_powers(canvas, locale, str(faction), magic, not over, (MARGIN, y))
    return canvas.finish(colours=PALETTE_COLOURS)


def _draw_now(canvas: Canvas, view: View, locale: str, seat: int, top: float) -> None:
    """The seat's step on a band in its colour when it is its move, else whom the game waits
    for on a plain one."""
    words, mine = now_line(view, locale, seat)
    box = (MARGIN, top, MARGIN + PANEL_W, top + NOW_H)
    colour = seat_colour(seat)
    fill = mix(colour, C.panel, 0.82) if mine else C.panel
    panel(canvas, box, fill, colour if mine else C.faint, 2 if mine else 1.2, 12)
    middle = top + NOW_H / 2
    icon = (MARGIN + 24, middle)
    if mine:
        canvas.circle(icon, 13, fill=colour, outline=mix(colour, BLACK, 0.35), width=1.5)
        x, y = icon
        canvas.polygon([(x - 4, y - 6.5), (x + 7, y), (x - 4, y + 6.5)], WHITE)
    elif view.get("result") or view.get("phase") == "over":
        star(canvas, icon, 11, 4.6, 5, C.gold)
    else:
        hourglass(canvas, icon, 9, C.muted)
    room = PANEL_W - 56
    ink = C.ink if mine else C.muted
    canvas.fitted_text((MARGIN + 46, middle), words, 18, room, ink, mine, "lm", 12)


def _draw_powers(
    canvas: Canvas, locale: str, faction: str, magic: int, playing: bool, at: Point
) -> None:
    """The faction card: each magic level's mana cost and power, the levels reached lit and,
    while the game goes on, the next one framed."""
    left, top = at
    card = factions().get(faction) or {}
    costs, powers = list(card.get("magic") or []), list(card.get("powers") or [])
    box = (left, top, left + PANEL_W, top + POWERS_H)
    title = t(locale, "tek-private-powers", faction=faction_name(locale, faction) or faction)
    card_frame(canvas, box, title)
    for index, power in enumerate(powers[:MAX_MAGIC]):
        level = index + 1
        y = top + BAND + 10 + index * POWER_H + POWER_H / 2
        reached = level <= magic
        if playing and level == magic + 1:  # the next level, what research buys now
            row = (left + 10, y - POWER_H / 2 + 2, left + PANEL_W - 10, y + POWER_H / 2 - 2)
            canvas.rect(row, fill=mix(C.gold, C.card, 0.82), outline=C.gold, width=1.5, radius=8)
        mana = C.resources["m"]
        spot = (left + 30, y)
        if reached:
            canvas.circle(spot, 11, fill=mana, outline=mix(mana, BLACK, 0.3), width=1.5)
        else:
            canvas.circle(spot, 11, fill=C.card, outline=C.faint, width=1.5)
        canvas.text(spot, str(level), 14, WHITE if reached else C.muted, True)
        if index < len(costs):
            resource(canvas, "m", (left + 58, y), 7.5)
            canvas.text((left + 69, y), str(costs[index]), 15, C.ink, True, "lm")
        words = text(locale, power_text(power))
        ink = C.ink if reached else mix(C.ink, C.card, 0.3)
        room = PANEL_W - 110
        canvas.fitted_text((left + 96, y), words, TEXT, room, ink, reached, "lm", 12)


def secret_lines(view: View, locale: str) -> list[tuple[str, dict[str, Any] | None]]:
    """What the seat has sealed: its bid (with how it pays) or its follow choice."""
    me = view.get("me") or {}
    bid = me.get("bid")
    if isinstance(bid, dict):
        return [(t(locale, "tek-private-bid", value=int(bid.get("v") or 0)), bid)]
    pending = me.get("pending")
    if isinstance(pending, dict) and pending.get("t"):
        return [(t(locale, "tek-private-choice", choice=choice_words(pending, locale)), None)]
    return []


def choice_words(action: dict[str, Any], locale: str) -> str:
    """A sealed follow choice in a few words: "Collect", "Patrol 13 → 14", "Build" …"""
    kind = str(action.get("t"))
    if kind == "collect":
        return t(locale, "tek-private-collect")
    name = action_name(locale, kind) if kind != "pass" else t(locale, "tek-private-collect")
    if "a" in action and "b" in action:
        return f"{name} {rid_text(action['a'])} → {rid_text(action['b'])}"
    if "up" in action:
        return f"{name} ↑{rid_text(action['up'])}"
    if "r" in action:
        return f"{name} {rid_text(action['r'])}"
    return name


def _payment(canvas: Canvas, bid: dict[str, Any], at: tuple[float, float]) -> None:
    """How a bid is paid: an icon and a count for each resource spent."""
    x, y = at
    for kind in RESOURCES:
        amount = int(bid.get(kind) or 0)
        if not amount:
            continue
        resource(canvas, kind, (x + 9, y), 10)
        canvas.text((x + 24, y), f"×{amount}", 17, mix(C.ink, C.paper, 0.1), True, "lm")
        x += 66
