"""The lower part of an army's card: in the monarch edition its lord card (name, four stats,
treasures), then small tags for everything else public about it that the numbers above do not
show: whose prisoner its lord is, the +1 it rolls against occupiers, a mission complete, and
what cards left standing until its next turn (truces, an armed ambush or bodyguard, discounts,
free machines to place, ransoms paid, action points owed, next round's action points)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine.base import View
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.render import icons
from bot.games.worldwar.render.marks import corner_mark
from bot.games.worldwar.render.palette import COLOURS as C
from bot.games.worldwar.render.palette import army, army_text
from bot.games.worldwar.render.words import card_name, colour_list, colour_name
from bot.i18n import has, t
from bot.render.canvas import Box, Canvas
from bot.render.palette import RGB, mix
from bot.render.panels import pill

STATS = ("might", "intellect", "command", "charm")
LORD_H = 24.0  # the lord card's row
TAG_H = 17.0
TAG_GAP = 3.0
TAG_ROWS = 2
TAG_SIZE = 10.5
# The least size of a card's text: a card's focus picture (bot.render.focus) is up to 427
# pixels wide (4 armies), shown 400 wide on a phone, where this reads at 8.
SMALLEST = 8.6


@dataclass(frozen=True)
class Tag:
    text: str
    fill: RGB
    ink: RGB


def monarchs(view: View) -> bool:
    """Whether the armies' cards keep a row for a lord card: the monarch edition, or any seat
    that has one (a view from before the edition kept its option)."""
    options = view.get("options") or {}
    seats = view.get("seats") or []
    return options.get("edition") == "monarchs" or any(info.get("lord_card") for info in seats)


def lord_stats(info: Mapping[str, Any]) -> dict[str, int]:
    """The lord's four stats as the view gives them (treasures included), else the card's."""
    given = info.get("stats") or {}
    if given:
        return {stat: int(given.get(stat) or 0) for stat in STATS}
    card = info.get("lord_card")
    if not card:
        return {}
    printed = decks().lord(str(card)).stats
    return {stat: int(printed.get(stat, 0)) for stat in STATS}


def draw_lord(canvas: Canvas, locale: str, seat: int, info: Mapping[str, Any], box: Box) -> None:
    """One row: a crown in the army's colour, the lord's name, its stats and its treasures (or
    a pale "no lord card yet" while it is still to be chosen)."""
    left, top, right, bottom = box
    middle = (top + bottom) / 2
    card = info.get("lord_card")
    icons.lord(canvas, (left + 9, middle), 18, army(seat))
    corner_mark(canvas, seat, (left + 9, middle), 18, "lord card")
    x = left + 23
    if not card:
        text = t(locale, "ww-board-seat-no-lord-card")
        canvas.fitted_text((x, middle), text, 11, right - x, C.faint, False, "lm")
        return
    treasures = len(info.get("treasures") or [])
    tag = t(locale, "ww-board-seat-treasures", n=treasures)
    fill, ink = (C.gold, C.ink) if treasures else (mix(C.faint, C.panel, 0.5), C.muted)
    tag_w = pill(
        canvas, (right, middle), tag, 10, fill, ink, bold=True, pad=5, height=16, align="right"
    )
    room = right - tag_w - 6 - x
    stats = lord_stats(info)
    line = "  ".join(f"{t(locale, f'ww-board-stat-{stat}')} {stats[stat]}" for stat in STATS)
    stats_w = min(canvas.text_width(line, 11, False), room * 0.62)
    name = t(locale, f"ww-lord-{card}")
    used = canvas.fitted_text((x, middle), name, 12.5, room - stats_w - 6, C.ink, True, "lm")
    ink = mix(C.ink, C.muted, 0.5)
    canvas.fitted_text(
        (x + used + 6, middle), line, 11, room - used - 6, ink, False, "lm", SMALLEST
    )


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}"


def tags(view: View, locale: str, seat: int, info: Mapping[str, Any]) -> list[Tag]:
    """Everything public about the army that its numbers do not show, as short tags."""
    # (fill, ink): most tags are pale; what costs the army something is dark
    plain, strong = (C.plate, C.ink), (C.ink, C.plate)
    found: list[Tag] = []

    def add(text: str, style: tuple[RGB, RGB] = plain) -> None:
        found.append(Tag(text, *style))

    if seat in [int(s) for s in view.get("completed") or []] and not view.get("result"):
        add(t(locale, "ww-board-seat-mission-done"), (C.turn, C.ink))
    if info.get("held_by") is not None:
        add(
            t(locale, "ww-board-seat-lord-held", colour=colour_name(locale, int(info["held_by"]))),
            strong,
        )
    grudge = [int(s) for s in info.get("grudge") or []]
    if grudge:
        text = t(locale, "ww-board-seat-grudge", colours=colour_list(locale, grudge))
        add(text, (mix(army(seat), C.plate, 0.8), army_text(seat)))
    truce = [int(s) for s in info.get("truce") or []]
    if truce:
        add(t(locale, "ww-board-tag-truce", colours=colour_list(locale, truce)))
    for boost in info.get("ambush") or []:
        add(
            t(
                locale,
                "ww-board-tag-ambush",
                n=int(boost.get("n") or 0),
                dice=int(boost.get("dice") or 0),
                reroll=int(boost.get("reroll") or 0),
            )
        )
    if info.get("bodyguard"):
        add(card_name(locale, "bodyguard"))
    for unit, n in sorted((info.get("discount") or {}).items()):
        if int(n):
            add(t(locale, "ww-board-tag-discount", unit=unit_name(locale, unit), n=int(n)))
    for unit, n in sorted((info.get("kit") or {}).items()):
        if int(n):
            add(t(locale, "ww-board-tag-kit", unit=unit_name(locale, unit), n=int(n)))
    for captor, grain, *_round in info.get("ransoms") or []:
        add(
            t(
                locale,
                "ww-board-tag-ransom",
                colour=colour_name(locale, int(captor)),
                grain=int(grain),
            )
        )
    owed = int(info.get("owed_ap") or 0)
    if owed:
        add(t(locale, "ww-board-tag-owed", n=owed), strong)
    change = int(((view.get("fx") or {}).get("ap") or {}).get(str(seat)) or 0)
    if change:
        add(t(locale, "ww-board-tag-ap-next", change=_signed(change)))
    return found


def unit_name(locale: str, unit: str) -> str:
    """A piece or machine as the board names it ("well_tower" is the decks' word for it)."""
    key = f"ww-board-unit-{'tower' if unit == 'well_tower' else unit}"
    return t(locale, key) if has(key, locale) else unit


def draw_tags(canvas: Canvas, found: list[Tag], box: Box) -> None:
    """The tags left to right, wrapping into the box's rows; what does not fit becomes "…"."""
    left, top, right, bottom = box
    rows = max(1, int((bottom - top + TAG_GAP) // (TAG_H + TAG_GAP)))
    x, row = left, 0
    outline = mix(C.ink, C.paper, 0.6)
    for index, tag in enumerate(found):
        width = canvas.text_width(tag.text, TAG_SIZE, True) + 12
        last_row = row == rows - 1
        more = index < len(found) - 1
        reserve = 22 if last_row and more else 0
        if x > left and x + width > right - reserve:
            if last_row:
                break
            x, row = left, row + 1
            last_row = row == rows - 1
        y = top + row * (TAG_H + TAG_GAP) + TAG_H / 2
        room = right - x - (22 if last_row and more else 0)
        text = canvas.type.fit_line(tag.text, TAG_SIZE, room - 12, True, SMALLEST)
        width = canvas.text_width(text[0], text[1], True) + 12
        box_ = (x, y - TAG_H / 2, x + width, y + TAG_H / 2)
        canvas.rect(
            box_, fill=tag.fill, outline=outline if tag.fill == C.plate else None, radius=TAG_H / 2
        )
        canvas.text((x + width / 2, y), text[0], text[1], tag.ink, True)
        x += width + TAG_GAP
    else:
        return
    y = top + row * (TAG_H + TAG_GAP) + TAG_H / 2
    canvas.text((min(x, right - 10) + 6, y), "…", 13, C.muted, True)
