"""One seat's own Small World picture (issue 26): its colour and mark, its coins (secret until
the end), its tokens in hand, and its races, active and in decline, each with its banner and
the reminders of what its race and power do.

Drawn from the seat's own view only: the coins are ``view["me"]``'s, the rest is public. The
DM's text (``prompts.prompt.private_summary``) says the same things in words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.engine.base import View
from bot.games.smallworld.render.palette import COLOURS as C
from bot.games.smallworld.render.palette import SEAT_COLOUR_NAMES, faded, race_colour, seat_colour
from bot.games.smallworld.render.panel import combo_name, race_name
from bot.games.smallworld.render.pieces import race_disc
from bot.i18n import t
from bot.render.canvas import SCALE, Canvas
from bot.render.icons import badge
from bot.render.palette import ink_on, mix
from bot.render.seat_legend import edge_for
from bot.render.seat_marks import seat_mark
from bot.render.text import Typeface

WIDTH = 560.0
MARGIN = 20.0
HEADER, STATS, HEADING, BANNER = 58.0, 58.0, 30.0, 48.0
REMINDER_SIZE, REMINDER_LEADING = 15.0, 1.35
INDENT = 14.0  # the reminders stand in a little from the banner


@dataclass(frozen=True)
class Force:
    """A race the seat owns, as the picture shows it."""

    race: str | None
    power: str | None
    declined: bool


def render_private(view: View, locale: str) -> bytes | None:
    """The seat's picture as PNG bytes; None for a view that is nobody's."""
    me = view.get("me") or {}
    seats = view.get("seats") or []
    seat = me.get("seat")
    if seat is None or not 0 <= int(seat) < len(seats):
        return None
    seat = int(seat)
    info = seats[seat]
    forces = forces_of(info)
    type_ = Typeface(locale, SCALE)
    reminders = [reminder_lines(type_, force, locale) for force in forces]
    height = MARGIN + HEADER + STATS + section_height(forces, reminders) + MARGIN
    canvas = Canvas(WIDTH, height, C, locale)
    y = header(canvas, seat, locale, MARGIN)
    y = stats(canvas, seat, me, info, locale, y)
    sections(canvas, seat, forces, reminders, locale, y)
    return canvas.finish()


def forces_of(info: dict[str, Any]) -> list[Force]:
    """The seat's active race (if any), then its races in decline."""
    active = info.get("active")
    forces = [Force(active.get("race"), active.get("power"), False)] if active else []
    for force in info.get("declined") or []:
        forces.append(Force(force.get("race"), force.get("power"), True))
    return forces


def reminders_of(force: Force, locale: str) -> list[str]:
    """What the race and the power do, each in one short rule from the catalogs."""
    lines = []
    if force.race:
        ability = t(locale, f"sw-race-{force.race}-ability")
        lines.append(
            t(locale, "sw-private-ability", name=race_name(force.race, locale), ability=ability)
        )
    if force.power:
        ability = t(locale, f"sw-power-{force.power}-ability")
        name = t(locale, f"sw-power-{force.power}")
        lines.append(t(locale, "sw-private-ability", name=name, ability=ability))
    return lines


def reminder_lines(type_: Typeface, force: Force, locale: str) -> list[list[str]]:
    """Each reminder wrapped to the picture's width."""
    width = WIDTH - 2 * MARGIN - INDENT
    return [type_.wrap(line, REMINDER_SIZE, width) for line in reminders_of(force, locale)]


def section_height(forces: list[Force], reminders: list[list[list[str]]]) -> float:
    if not forces:
        return HEADING + BANNER
    height = 0.0
    for index, force in enumerate(forces):
        if index == 0 or (force.declined and not forces[index - 1].declined):
            height += HEADING
        lines = sum(len(wrapped) for wrapped in reminders[index])
        height += BANNER + lines * REMINDER_SIZE * REMINDER_LEADING + 6 * len(reminders[index]) + 8
    return height


def header(canvas: Canvas, seat: int, locale: str, y: float) -> float:
    """The seat's mark and colour name, and a word that the picture is the seat's alone."""
    colour = seat_colour(seat)
    middle = y + HEADER / 2 - 4
    canvas.rect((MARGIN, y, MARGIN + 8, y + HEADER - 12), fill=colour, radius=4)
    seat_mark(canvas, seat, (MARGIN + 34, middle), 26, colour, edge_for(colour, C.ink), "private")
    label = t(locale, f"sw-seat-{SEAT_COLOUR_NAMES[seat % 5]}")
    canvas.text((MARGIN + 56, middle), label, 28, mix(colour, C.ink, 0.35), True, "lm")
    note = t(locale, "sw-private-secret")
    canvas.fitted_text(
        (WIDTH - MARGIN, middle), note, 14, WIDTH * 0.45, C.muted, anchor="rm", smallest=12
    )
    rule_y = y + HEADER - 6
    canvas.line([(MARGIN, rule_y), (WIDTH - MARGIN, rule_y)], C.rule, 1.5)
    return y + HEADER


def stats(
    canvas: Canvas, seat: int, me: dict[str, Any], info: dict[str, Any], locale: str, y: float
) -> float:
    """The coins, and the tokens in hand of the active race (as the DM's text says them)."""
    middle = y + STATS / 2
    coins = int(me.get("coins", 0))
    at = (MARGIN + 20, middle)
    digits = 18 if coins < 100 else 13  # three digits still fit the coin
    badge(canvas, at, 18, str(coins), C.coin, C.coin_ink, C.coin_rim, 2.5, digits)
    half = (WIDTH - 2 * MARGIN) / 2
    text = t(locale, "sw-me-coins", coins=coins)
    canvas.fitted_text((MARGIN + 46, middle), text, 19, half - 52, C.ink, True, "lm", 13)
    active = info.get("active")
    if active:
        hand = int(active.get("in_hand", 0))
        left = MARGIN + half
        colour = seat_colour(seat)
        badge(
            canvas,
            (left + 20, middle),
            18,
            str(hand),
            colour,
            ink_on(colour, C.ink),
            mix(colour, C.ink, 0.5),
            2.5,
            18,
        )
        text = t(locale, "sw-me-hand", hand=hand)
        canvas.fitted_text((left + 46, middle), text, 19, half - 46, C.ink, True, "lm", 13)
    return y + STATS


def sections(
    canvas: Canvas,
    seat: int,
    forces: list[Force],
    reminders: list[list[list[str]]],
    locale: str,
    y: float,
) -> None:
    """The active race, then the declined ones: heading, banner, reminders."""
    if not forces:
        y = heading(canvas, "sw-private-active", locale, y)
        canvas.text((MARGIN, y + BANNER / 2), t(locale, "sw-me-no-race"), 18, C.muted, anchor="lm")
        return
    for index, force in enumerate(forces):
        if index == 0 and not force.declined:
            y = heading(canvas, "sw-private-active", locale, y)
        elif force.declined and (index == 0 or not forces[index - 1].declined):
            y = heading(canvas, "sw-private-declined", locale, y)
        y = banner(canvas, seat, force, locale, y)
        ink = C.declined_text if force.declined else C.ink
        for wrapped in reminders[index]:
            for line in wrapped:
                canvas.text((MARGIN + INDENT, y), line, REMINDER_SIZE, ink, anchor="lt")
                y += REMINDER_SIZE * REMINDER_LEADING
            y += 6
        y += 8


def heading(canvas: Canvas, key: str, locale: str, y: float) -> float:
    canvas.text((MARGIN, y + HEADING / 2 + 2), t(locale, key), 17, C.muted, True, "lm")
    return y + HEADING


def banner(canvas: Canvas, seat: int, force: Force, locale: str, y: float) -> float:
    """The race's banner: a band in its colour with its counter and the combo's name."""
    colour = race_colour(force.race)
    if force.declined:
        colour = faded(colour)
    band = (MARGIN, y + 4, WIDTH - MARGIN, y + BANNER - 4)
    canvas.rect(
        band, fill=mix(C.panel, colour, 0.22), outline=mix(colour, C.ink, 0.3), width=1.5, radius=10
    )
    middle = y + BANNER / 2
    race_disc(
        canvas,
        (MARGIN + 22, middle),
        16,
        force.race,
        locale,
        seat_colour(seat),
        0.16,
        force.declined,
    )
    name = combo_name({"race": force.race, "power": force.power}, locale)
    ink = C.declined_text if force.declined else C.ink
    room = WIDTH - 2 * MARGIN - 60
    canvas.fitted_text((MARGIN + 48, middle), name, 20, room, ink, True, "lm", 14)
    return y + BANNER
