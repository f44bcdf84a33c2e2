"""What stands on the Small World map: race counters (in the owner's colour, the race on a tab),
Lost Tribes and markers; and the race discs the side panel repeats them with."""

from __future__ import annotations

from bot.engine.base import View
from bot.games.smallworld.render.icons import MARKER_ORDER, marker_token, tribe
from bot.games.smallworld.render.map import RADIUS
from bot.games.smallworld.render.palette import COLOURS as C
from bot.games.smallworld.render.palette import faded, race_colour, seat_colour
from bot.i18n import t
from bot.render.canvas import Canvas, Point
from bot.render.icons import token
from bot.render.palette import RGB, WHITE, desaturate, ink_on, mix
from bot.render.seat_marks import seat_mark

# Where markers ride on a counter's rim (in counter radii), clockwise from its upper right.
MARKER_SPOTS = ((0.95, -0.7), (1.05, 0.45), (-1.05, 0.45), (-0.95, -0.7), (0.0, 1.15))


def race_badge(race: str | None, locale: str) -> str:
    """The short label printed on a race's counters (two letters, or one Chinese character)."""
    return t(locale, f"sw-badge-{race}") if race else "?"


def race_disc(
    canvas: Canvas,
    at: Point,
    radius: float,
    race: str | None,
    locale: str,
    rim: RGB,
    rim_width: float,
    declined: bool = False,
) -> None:
    """A race's counter as the panel shows it: its colour and badge, ``rim`` around it
    (``rim_width`` of the radius); a declined race is greyed. (The panel's seat row carries
    the seat's mark on its colour bar.)"""
    fill = race_colour(race)
    ink = ink_on(fill, C.ink)
    if declined:
        fill, rim, ink = faded(fill), faded(rim), WHITE
    token(canvas, at, radius, fill, rim, radius * rim_width)
    canvas.text(at, race_badge(race, locale), radius * 0.95, ink, True)


def owner_faded(colour: RGB) -> RGB:
    """A declined stack's disc: greyed, but still tinted with its owner's colour."""
    return mix(desaturate(colour, 0.55), (168, 168, 168), 0.4)


def owner_mark(canvas: Canvas, owner: int, at: Point, radius: float) -> None:
    """The owner's mark astride the top of a counter's rim, where no marker rides (issue 26):
    the disc's colour says who owns the stack, the mark says it without colour."""
    x, y = at
    size = max(7.0, radius * 0.46)
    seat_mark(canvas, owner, (x, y - radius * 0.92), size, C.ink, C.panel, "counter")


def race_counter(canvas: Canvas, at: Point, region: View, locale: str) -> None:
    """A stack of race tokens on a region, its owner first (issue 26): a disc in the owner's
    colour with the owner's mark on its rim, the race as a tab in the race's colour with its
    badge, and how many tokens; a declined stack is greyed and ringed with dashes.

    (The race's colour used to fill the disc and the owner was only a thin ring: a blue disc
    could be Yellow's, and some seat rings were close to race colours.)"""
    radius = RADIUS * 0.7
    race, owner = region.get("race"), region.get("owner")
    fill = seat_colour(owner) if owner is not None else C.unknown_race
    tab = race_colour(race)
    declined = bool(region.get("declined"))
    if declined:
        # the owner's colour kept as a tint (a grey disc would leave only the mark to say
        # whose it is), the race's faded like the panel's
        fill, tab = owner_faded(fill), faded(tab)
    rim = mix(fill, C.ink, 0.5)
    token(canvas, at, radius, fill, rim, radius * 0.14)
    ink = ink_on(fill, C.ink)
    x, y = at
    if declined:  # a dashed inner ring: the tokens lie face down
        inner = radius * 0.78
        for start in range(0, 360, 30):
            box = (x - inner, y - inner, x + inner, y + inner)
            canvas.arc(box, start, start + 15, ink, max(1, radius * 0.05))
    label = race_badge(race, locale)
    label_size = radius * (0.4 if len(label) > 1 else 0.44)
    # the race's tab: a rounded band across the upper half, ringed in the owner's rim colour
    half_w, half_h, tab_y = radius * 0.62, radius * 0.25, y - radius * 0.3
    canvas.rect(
        (x - half_w, tab_y - half_h, x + half_w, tab_y + half_h),
        fill=tab,
        outline=rim,
        width=max(1, radius * 0.05),
        radius=half_h,
    )
    canvas.text((x, tab_y), label, label_size, ink_on(tab, C.ink), True)
    count = str(int(region["tokens"]))
    canvas.text((x, y + radius * 0.33), count, radius * 0.62, ink, True)
    if owner is not None:
        owner_mark(canvas, int(owner), at, radius)


def tribe_counter(canvas: Canvas, at: Point, radius: float, count: int) -> None:
    """Lost Tribes: a pale counter with a spear and shield, and their number if several."""
    x, y = at
    token(canvas, at, radius, C.lost_tribe, C.lost_tribe_rim, radius * 0.14)
    tribe(canvas, x, y - radius * 0.05, radius * 0.6, C.lost_tribe_ink)
    if count > 1:
        at_corner = (x + radius * 0.55, y + radius * 0.5)
        canvas.text(at_corner, str(count), radius * 0.6, C.ink, True)


def markers_of(region: View) -> list[tuple[str, int]]:
    markers = region.get("markers") or {}
    return [(name, int(markers.get(name, 0))) for name in MARKER_ORDER if markers.get(name, 0)]


def draw_region_pieces(canvas: Canvas, region: View, anchor: Point, locale: str) -> None:
    """A region's counter at its anchor, its markers around the counter's rim (or, with no
    counter, the first marker in its place)."""
    radius = RADIUS * 0.7
    x, y = anchor
    has_counter = region.get("tokens", 0) > 0 or region.get("lost_tribe", 0) > 0
    if region.get("tokens", 0) > 0:
        race_counter(canvas, anchor, region, locale)
    elif region.get("lost_tribe", 0) > 0:
        tribe_counter(canvas, anchor, radius * 0.85, int(region["lost_tribe"]))
    for index, (name, count) in enumerate(markers_of(region)):
        if has_counter or index:
            dx, dy = MARKER_SPOTS[(index - (0 if has_counter else 1)) % len(MARKER_SPOTS)]
            marker_token(canvas, name, (x + dx * radius, y + dy * radius), RADIUS * 0.34, count)
        else:
            marker_token(canvas, name, anchor, RADIUS * 0.45, count)
