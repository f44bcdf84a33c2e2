"""What stands on the map in one view: each territory's owner colour (a band inside its
border), its stack of soldiers, horses and cannons, its catapults and well-towers, the capitals'
stars, the lords' crowns and the shields cards left standing (with the losses they ignore)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from bot.engine.base import View
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.render.icons import UNIT_ICONS, capital, catapult, lord, shield, tower
from bot.games.worldwar.render.map import band_pieces
from bot.games.worldwar.render.marks import army_mark, corner_mark
from bot.games.worldwar.render.palette import COLOURS as C
from bot.games.worldwar.render.palette import army, army_ink, continent_colour
from bot.games.worldwar.render.readable import floor_on_map
from bot.render.canvas import SCALE, Canvas, Point
from bot.render.palette import RGB, mix

PILL_H = 21.0
ICON = 13.0
COUNT = 12.5
MARK = 19.0  # a capital's star, a lord's crown
ENGINE = 15.0
ENGINE_COUNT = 11.5  # the digits beside a catapult or a well-tower
SHIELD_COUNT = MARK * 0.5  # the losses a shield ignores, on its face
PIECES = ("soldiers", "horses", "cannons")


def owner_of(view: View, tid: str) -> int | None:
    info = (view.get("map") or {}).get(tid) or {}
    value = info.get("o")
    return None if value is None else int(value)


def paint_owners(canvas: Canvas, view: View, locale: str, origin: Point) -> None:
    """Each territory's band in its owner's colour (an unowned one keeps its continent's tint),
    filled through the territory's cached piece of the band mask."""
    game_map = world()
    ox, oy = round(origin[0] * SCALE), round(origin[1] * SCALE)
    for piece in band_pieces(locale):
        owner = owner_of(view, piece.tid)
        colour: RGB = (
            continent_colour(game_map.territories[piece.tid].continent)
            if owner is None
            else army(owner)
        )
        left, top, right, bottom = piece.box
        canvas.image.paste(colour, (left + ox, top + oy, right + ox, bottom + oy), piece.mask)


def _stack(info: Mapping[str, Any]) -> dict[str, int]:
    units = info.get("u") or {}
    return {kind: int(units.get(kind) or 0) for kind in PIECES}


def units_of(stack: Mapping[str, int]) -> int:
    return stack["soldiers"] + 5 * stack["horses"] + 10 * stack["cannons"]


def draw_pieces(canvas: Canvas, view: View, origin: Point) -> None:
    """Every territory's pieces, then the capitals' stars and the lords' crowns."""
    game_map = world()
    ox, oy = origin
    seats = view.get("seats") or []
    capitals = {info.get("capital"): seat for seat, info in enumerate(seats) if info.get("capital")}
    lords = {info.get("lord"): seat for seat, info in enumerate(seats) if info.get("lord")}
    shields = shields_on(view)
    for tid, territory in game_map.territories.items():
        info = (view.get("map") or {}).get(tid) or {}
        owner = owner_of(view, tid)
        cx, cy = territory.centre[0] + ox, territory.centre[1] + oy
        stack = _stack(info)
        # inside a wide continent's focus picture the numbers grow (readable)
        least = _least(tid)
        grow = max(1.0, least / COUNT)
        if owner is not None and units_of(stack):
            width = stack_pill(canvas, (cx, cy), stack, owner, grow)
            # the owner's mark astride the pill's left end: no wider pill in crowded Europe
            army_mark(canvas, owner, (cx - width / 2, cy), 10, "territory")
        elif owner is not None:  # held without a piece: the band's colour and the mark
            army_mark(canvas, owner, (cx, cy), 10, "territory")
        marks = []
        if tid in capitals:
            marks.append(("capital", capitals[tid]))
        if tid in lords:
            marks.append(("lord", lords[tid]))
        marks += [("shield", seat) for seat, _n in shields.get(tid, [])]
        # the marks go on the side of the stack away from the name
        side = -1 if territory.label[1] >= territory.centre[1] else 1
        row_at = (cx, cy + side * (PILL_H * grow / 2 + MARK / 2 + 1))
        counts = dict(shields.get(tid, []))
        engines = (int(info.get("k") or 0), int(info.get("w") or 0))
        top_row(canvas, row_at, marks, *engines, counts, least)


@cache
def _least(tid: str) -> float:
    """The least size of the numbers on and over a territory's stack (readable)."""
    return floor_on_map(_around(world().territories[tid].centre))


def _around(centre: Point) -> list[Point]:
    """Where a stack's and its top row's numbers may be written (map coordinates)."""
    x, y = centre
    return [(x + dx, y + dy) for dx in (-40, 0, 40) for dy in (-PILL_H - MARK, 0, PILL_H + MARK)]


def shields_on(view: View) -> dict[str, list[tuple[int, int]]]:
    """Each shielded territory: (the seat whose card stands there, losses it ignores)."""
    found: dict[str, list[tuple[int, int]]] = {}
    for seat, info in enumerate(view.get("seats") or []):
        for tid, n in (info.get("shields") or {}).items():
            if int(n) > 0:
                found.setdefault(str(tid), []).append((seat, int(n)))
    return found


def stack_pill(
    canvas: Canvas, centre: Point, stack: Mapping[str, int], owner: int, grow: float = 1.0
) -> float:
    """A pill in the owner's colour: the combat units in bold, then each kind of piece with its
    count (a stack of soldiers only is a disc with its count), ``grow`` times the usual size.
    Returns its width."""
    fill, ink = army(owner), army_ink(owner)
    total = str(units_of(stack))
    kinds = [kind for kind in PIECES if stack[kind]]
    only_soldiers = kinds == ["soldiers"]
    big, count, icon, height = 14 * grow, COUNT * grow, ICON * grow, PILL_H * grow
    parts: list[tuple[str, float]] = [("total", canvas.text_width(total, big, True))]
    if not only_soldiers:
        for kind in kinds:
            parts.append((kind, icon + 1 + canvas.text_width(str(stack[kind]), count, True)))
    pad, gap = 7.0 * grow, 5.0 * grow
    width = sum(w for _k, w in parts) + gap * (len(parts) - 1) + 2 * pad
    if not only_soldiers:
        width += 4  # the rule after the total
    width = max(width, height)
    x, y = centre
    left = x - width / 2
    box = (left, y - height / 2, left + width, y + height / 2)
    canvas.shadow(box, (1, 1.6), height / 2, blur=1.2, opacity=0.45)
    canvas.rect(box, fill=fill, outline=C.plate, width=1.4, radius=height / 2)
    pos = left + pad if width > height else x - parts[0][1] / 2
    soft = mix(ink, fill, 0.22)
    for index, (kind, part) in enumerate(parts):
        if kind == "total":
            canvas.text((pos, y), total, big, ink, True, "lm")
            pos += part + gap
            if not only_soldiers:
                canvas.line([(pos - 1, y - 6 * grow), (pos - 1, y + 6 * grow)], soft, 1)
                pos += 4
            continue
        UNIT_ICONS[kind](canvas, (pos + icon / 2, y), icon, soft)
        canvas.text((pos + icon + 1, y + 0.5), str(stack[kind]), count, ink, True, "lm")
        pos += part + (gap if index < len(parts) - 1 else 0)
    return width


def top_row(
    canvas: Canvas,
    centre: Point,
    marks: list[tuple[str, int]],
    catapults: int,
    towers: int,
    shields: Mapping[int, int] | None = None,
    least: float = 0.0,
) -> None:
    """Above a stack: the capital's star, the lord's crown and a shield with the losses it
    ignores (each in its army's colour), then the catapults and well-towers, each kind an icon
    with its count (its digits never under ``least``)."""
    engines = [(catapult, n) for n in (catapults,) if n] + [(tower, n) for n in (towers,) if n]
    if not marks and not engines:
        return
    digits = max(ENGINE_COUNT, least)
    step = ENGINE + 16 + (digits - ENGINE_COUNT) * 0.6
    width = len(marks) * (MARK + 3) + len(engines) * step - 3
    x = centre[0] - width / 2
    y = centre[1]
    for kind, seat in marks:
        if kind == "shield":
            count = (shields or {}).get(seat, 0)
            shield(canvas, (x + MARK / 2, y), MARK, army(seat), count, max(SHIELD_COUNT, least))
        else:
            (capital if kind == "capital" else lord)(canvas, (x + MARK / 2, y), MARK, army(seat))
        corner_mark(canvas, seat, (x + MARK / 2, y), MARK, kind)
        x += MARK + 3
    for icon, count in engines:
        box = (x, y - ENGINE / 2 - 1, x + step - 3, y + ENGINE / 2 + 1)
        canvas.rect(box, fill=C.plate, outline=C.engine_dark, width=1, radius=5)
        icon(canvas, (x + 2 + ENGINE / 2, y), ENGINE * 0.92, C.engine_dark)
        canvas.text((x + ENGINE + 4, y + 0.5), str(count), digits, C.engine_dark, True, "lm")
        x += step
