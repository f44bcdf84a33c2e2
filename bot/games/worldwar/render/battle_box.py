"""The last battle, in a small box in the open Pacific west of the Americas (above the legend):
who attacked where, both sides' dice as real faces sorted high to low (the dice that were not
compared pale, a die a lord, a grudge or a card raised with its value on a corner), the units
each side lost, and what the engines and shields did; for a sorcery duel instead of the dice,
the sorcery card, the two generals with their values (the winner starred) and the toll.

It reads ``view["last_battle"]``, the payload of the last ``ww-ev-battle`` / ``ww-ev-duel``
event (``battle.BattleResult.to_json`` / ``sorcery.DuelResult.to_json`` plus seat, defender,
from, to); with no such key the sea stays empty."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from bot.engine.base import View
from bot.games.worldwar.render import icons
from bot.games.worldwar.render.marks import army_mark
from bot.games.worldwar.render.palette import COLOURS as C
from bot.games.worldwar.render.palette import army, army_ink, army_text
from bot.games.worldwar.render.readable import floor_on_map
from bot.games.worldwar.render.words import colour_name, territory_name
from bot.i18n import has, t
from bot.render.canvas import SCALE, Box, Canvas, Point
from bot.render.icons import star
from bot.render.palette import RGB, mix
from bot.render.panels import panel, pill
from bot.render.text import Typeface

# Where the box stands, in map coordinates: the open sea between the map's west edge and
# the Americas, under Alaska and above the legend (a test holds it off the land).
LEFT, TOP, RIGHT, BOTTOM = 22.0, 252.0, 188.0, 588.0
PAD = 9.0
DIE = 18.0
DIE_GAP = 3.0
LINE = 15.0
NEUTRAL: RGB = mix(C.ink, C.paper, 0.5)  # an attack on nobody's territory


def is_duel(battle: Mapping[str, Any]) -> bool:
    if "kind" in battle:
        return battle["kind"] == "ww-ev-duel"
    return "card" in battle and "attacker_dice" not in battle


def _seat(value: Any) -> int | None:
    return None if value is None else int(value)


def _side_colour(seat: int | None) -> RGB:
    return NEUTRAL if seat is None else army(seat)


def _side_name(locale: str, seat: int | None) -> str:
    return t(locale, "ww-board-battle-nobody") if seat is None else colour_name(locale, seat)


@cache
def least() -> float:
    """The least size of the box's text: it stands inside North America's focus picture,
    which is about 630 wide, so its text is drawn at least as large as that picture needs
    (``readable``); 8 elsewhere would do."""
    spots = [
        (x, y)
        for x in (LEFT + PAD, (LEFT + RIGHT) / 2, RIGHT - PAD)
        for y in (TOP, (TOP + BOTTOM) / 2, BOTTOM)
    ]
    return floor_on_map(spots)


def _size(usual: float) -> float:
    return max(usual, least())


def _line() -> float:
    return max(LINE, _size(10.5) * 1.3)


def _wrapped(face: Typeface, value: str, size: float, width: float) -> list[str]:
    """A line of the box at ``size``, in at most two lines (the second cut with "…")."""
    lines = face.wrap(value, size, width)
    if len(lines) > 2:
        lines = [lines[0], face.ellipsize(" ".join(lines[1:]), size, width, always=True)]
    return lines


def _where(locale: str, battle: Mapping[str, Any]) -> str:
    attacker = _seat(battle.get("seat"))
    where = territory_name(locale, str(battle["to"])) if battle.get("to") else "?"
    return t(locale, "ww-board-battle-where", colour=_side_name(locale, attacker), territory=where)


def box_of(view: View, locale: str, origin: Point) -> Box | None:
    """Where the box stands on the picture (the board's area for it), if the view has a last
    battle: as tall as its rows need."""
    battle = view.get("last_battle")
    if not battle:
        return None
    ox, oy = origin
    face = Typeface(locale, SCALE)
    width = RIGHT - LEFT - 2 * PAD
    count = len(_wrapped(face, _where(locale, battle), _size(11), width))
    for extra, _bold in _extras(locale, battle):
        count += len(_wrapped(face, extra, _size(10.5), width))
    line = _line()
    if is_duel(battle):
        height = 2 * PAD + 20 + 26 + 2 * 22 + line + count * line
    else:
        rows = sum(_rows(len(battle.get(key) or [])) for key in ("attacker_dice", "defender_dice"))
        height = 2 * PAD + 20 + 2 * 19 + rows * (DIE + DIE_GAP) + 4 + count * line
    return (ox + LEFT, oy + TOP, ox + RIGHT, min(oy + TOP + height, oy + BOTTOM))


def draw_battle(canvas: Canvas, view: View, locale: str, origin: Point) -> Box | None:
    """The box, if the view has a last battle; returns where it was drawn."""
    battle = view.get("last_battle")
    box = box_of(view, locale, origin)
    if not battle or box is None:
        return None
    left, top, right, bottom = box
    panel(
        canvas,
        box,
        mix(C.plate, C.sea, 0.12),
        C.coast,
        1.2,
        10,
        shadow=mix(C.sea, C.shadow, 0.3),
        shadow_offset=(2, 3),
    )
    width = right - left - 2 * PAD
    x, y = left + PAD, top + PAD + 8
    title = t(locale, "ww-board-duel-title" if is_duel(battle) else "ww-board-battle-title")
    canvas.fitted_text((x, y), title, _size(13.5), width, C.ink, True, "lm", _size(13.5))
    y += 18
    line = _line()
    for part in _wrapped(canvas.type, _where(locale, battle), _size(11), width):
        canvas.text((x, y), part, _size(11), C.ink, False, "lm")
        y += line
    attacker, defender = _seat(battle.get("seat")), _seat(battle.get("defender"))
    if is_duel(battle):
        y = _duel(canvas, locale, battle, (x, y), width, attacker, defender)
    else:
        y = _dice(canvas, locale, battle, (x, y), width, attacker, defender)
    for text, bold in _extras(locale, battle):
        for part in _wrapped(canvas.type, text, _size(10.5), width):
            if y > bottom - 8:
                return box
            canvas.text((x, y), part, _size(10.5), C.ink if bold else C.muted, bold, "lm")
            y += line
    return box


def per_row(width: float = RIGHT - LEFT - 2 * PAD) -> int:
    return max(1, int((width + DIE_GAP) // (DIE + DIE_GAP)))


def _rows(count: int) -> int:
    return max(1, -(-count // per_row()))


def _dice(
    canvas: Canvas,
    locale: str,
    battle: Mapping[str, Any],
    at: Point,
    width: float,
    attacker: int | None,
    defender: int | None,
) -> float:
    """Both sides: a label with the units lost, then the dice."""
    x, y = at
    compared = len(battle.get("pairs") or [])
    sides = (
        ("attacker", attacker, int(battle.get("attacker_losses") or 0)),
        ("defender", defender, int(battle.get("defender_losses") or 0)),
    )
    for role, seat, lost in sides:
        y += 8
        colour = _side_colour(seat)
        canvas.circle((x + 5, y), 5, fill=colour, outline=C.plate, width=1)
        if seat is not None:
            army_mark(canvas, seat, (x + 5, y), 6, "battle")
        name = _side_name(locale, seat)
        ink = C.muted if seat is None else army_text(seat)
        canvas.fitted_text((x + 14, y), name, _size(11.5), width * 0.55, ink, True, "lm", _size(9))
        loss = t(locale, "ww-board-battle-lost", n=lost)
        canvas.text((x + width, y), loss, _size(10.5), C.ink if lost else C.muted, True, "rm")
        y += 13 + DIE / 2
        faces = [int(f) for f in battle.get(f"{role}_faces") or battle.get(f"{role}_dice") or []]
        values = [int(v) for v in battle.get(f"{role}_dice") or faces]
        ink = C.plate if seat is None else army_ink(seat)
        _dice_rows(canvas, (x + DIE / 2, y), faces, values, compared, colour, ink)
        y += (_rows(len(faces)) - 1) * (DIE + DIE_GAP) + DIE / 2 + 4
    return y + 6


def _dice_rows(
    canvas: Canvas,
    start: Point,
    faces: Sequence[int],
    values: Sequence[int],
    compared: int,
    fill: RGB,
    pip: RGB,
) -> None:
    """The dice left to right, high to low, wrapping; the ones past the compared pairs pale."""
    count = per_row()
    for index, face in enumerate(faces):
        centre = (
            start[0] + (index % count) * (DIE + DIE_GAP),
            start[1] + (index // count) * (DIE + DIE_GAP),
        )
        pale = index >= compared
        body = mix(fill, C.plate, 0.62) if pale else fill
        dots = mix(pip, body, 0.35) if pale else pip
        icons.die(canvas, centre, DIE, max(1, min(6, face)), body, dots)
        value = values[index] if index < len(values) else face
        if value != face:
            # the value it counts for, on a gold badge at its corner, as large as the box's
            # text must be
            digits = _size(8)
            corner = (centre[0] + DIE * 0.4, centre[1] - DIE * 0.4)
            canvas.circle(corner, max(5.2, digits * 0.6), fill=C.gold, outline=C.plate, width=0.8)
            canvas.text(corner, str(value), digits, C.ink, True)


def _duel(
    canvas: Canvas,
    locale: str,
    battle: Mapping[str, Any],
    at: Point,
    width: float,
    attacker: int | None,
    defender: int | None,
) -> float:
    """The sorcery card, both generals with their values (the winner starred), the toll."""
    x, y = at
    y += 12
    card = str(battle.get("card") or "")
    name = t(locale, f"ww-sorcery-{card}")
    size = canvas.fit(name, _size(11.5), width - 16, True, _size(9))
    pill(canvas, (x, y), name, size, mix(C.route, C.ink, 0.3), C.plate, bold=True, pad=8, height=20)
    y += 14 + 8
    winner = battle.get("winner")
    for role, seat in (("attacker", attacker), ("defender", defender)):
        canvas.circle((x + 5, y), 5, fill=_side_colour(seat), outline=C.plate, width=1)
        # a general drawn, or in the monarch edition the side's lord card
        general = str(battle.get(f"{role}_general") or battle.get(f"{role}_lord_card") or "")
        who = _person(locale, general) if general else _side_name(locale, seat)
        value = str(int(battle.get(f"{role}_value") or 0))
        won = winner == role
        canvas.text((x + width, y), value, 14, C.ink, True, "rm")
        right = x + width - canvas.text_width(value, 14, True) - 4
        if won:
            star(canvas, (right - 6, y), 6.5, 2.8, 5, C.gold)
            right -= 15
        canvas.fitted_text((x + 14, y), who, _size(11), right - x - 16, C.ink, won, "lm", _size(8))
        y += 22
    toll = int(battle.get("toll") or 0)
    key = "ww-board-duel-toll-doubled" if battle.get("doubled") else "ww-board-duel-toll"
    canvas.fitted_text(
        (x, y - 4), t(locale, key, n=toll), _size(10.5), width, C.ink, True, "lm", _size(8)
    )
    return y + _line() - 4


def _person(locale: str, pid: str) -> str:
    """A duellist: one of the generals, or (in the monarch edition) a lord card."""
    for key in (f"ww-general-{pid}", f"ww-lord-{pid}"):
        if has(key, locale):
            return t(locale, key)
    return pid


def _extras(locale: str, battle: Mapping[str, Any]) -> list[tuple[str, bool]]:
    """What happened besides the dice: the lords that fought, engines firing, a shield,
    machines given up, and how the attack ended (the territory taken, or the attack beaten
    off)."""
    lines: list[tuple[str, bool]] = []
    # The lords change what the dice count (B1, B2): without these lines a tie that killed
    # nobody reads like a wrong rule.
    if battle.get("attacker_lord") and not is_duel(battle):
        lines.append((t(locale, "ww-board-battle-lord"), False))
    if battle.get("defender_lord") and not is_duel(battle):
        lines.append((t(locale, "ww-board-battle-defender-lord"), False))
    for key, value in (
        ("ww-board-battle-catapults", battle.get("catapult_kills")),
        ("ww-board-battle-towers", battle.get("tower_kills")),
        ("ww-board-battle-shielded", battle.get("shielded")),
    ):
        if int(value or 0):
            lines.append((t(locale, key, n=int(value or 0)), False))
    given = 0
    for role in ("attacker_paid", "defender_paid"):
        paid = battle.get(role) or {}
        given += int(paid.get("catapults") or 0) + int(paid.get("towers") or 0)
    if given:
        lines.append((t(locale, "ww-board-battle-machines", n=given), False))
    if (
        battle.get("to")
        and battle.get("defender_wiped_out")
        and not battle.get("attacker_wiped_out")
    ):
        where = territory_name(locale, str(battle["to"]))
        lines.append((t(locale, "ww-board-battle-taken", territory=where), True))
    elif battle.get("attacker_wiped_out"):
        lines.append((t(locale, "ww-board-battle-repelled"), True))
    return lines
