"""World War's colours: a blue sea, the continents' own tints (from the map's content), the
five armies and the marks of the board (capitals, lords, engines, grain)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.worldwar.engine.content.decks import COLOURS as ARMY_NAMES
from bot.games.worldwar.engine.content.map import world
from bot.render.palette import RGB, Palette, mix

INK: RGB = (38, 44, 56)
PAPER: RGB = (238, 234, 224)


@dataclass(frozen=True, kw_only=True)
class WorldPalette(Palette):
    sea: RGB  # open water
    sea_deep: RGB  # the map's frame, the wave marks
    sea_light: RGB  # the glow along the coasts
    route: RGB  # a dashed sea link
    border: RGB  # a land border between two territories
    coast: RGB  # the outline of the land
    label: RGB  # territory names
    armies: tuple[RGB, ...]  # black, blue, yellow, red, green (seat order)
    army_ink: tuple[RGB, ...]  # what reads on each army's colour
    capital: RGB  # the capital's star
    lord: RGB  # the lord's crown
    grain: RGB  # grain sacks, economic values
    engine: RGB  # catapults and well-towers (wood)
    engine_dark: RGB
    plate: RGB  # the pale plate under small numbers
    turn: RGB  # the active seat's ring, spent action points
    out: RGB  # an eliminated seat


COLOURS = WorldPalette(
    paper=PAPER,
    ink=INK,
    muted=mix(INK, PAPER, 0.4),
    faint=mix(INK, PAPER, 0.7),
    panel=(250, 248, 242),
    gold=(214, 160, 36),
    sea=(150, 190, 216),
    sea_deep=(96, 140, 176),
    sea_light=(182, 212, 230),
    route=(58, 94, 132),
    border=(96, 90, 84),
    coast=(64, 70, 82),
    label=(44, 40, 36),
    # Nudged (issue 26) so that every two armies stay ΔE >= 20 apart for protanopes,
    # deuteranopes and tritanopes too: red a little deeper, red and green were 19.7 apart.
    armies=((54, 54, 60), (30, 94, 200), (242, 198, 36), (200, 36, 30), (42, 150, 76)),
    army_ink=((255, 255, 255), (255, 255, 255), (52, 44, 20), (255, 255, 255), (255, 255, 255)),
    capital=(244, 190, 40),
    lord=(250, 214, 80),
    grain=(196, 146, 46),
    engine=(150, 104, 62),
    engine_dark=(92, 62, 36),
    plate=(252, 250, 244),
    turn=(214, 160, 36),
    out=(150, 146, 140),
)


def hex_colour(value: str) -> RGB:
    """ "#rrggbb" as a triple."""
    return (int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16))


def continent_colour(continent: str) -> RGB:
    """The tint the map's content gives a continent."""
    return hex_colour(world().continents[continent].colour)


def army(seat: int) -> RGB:
    return COLOURS.armies[seat % len(COLOURS.armies)]


def army_ink(seat: int) -> RGB:
    return COLOURS.army_ink[seat % len(COLOURS.army_ink)]


def army_text(seat: int) -> RGB:
    """An army's colour dark enough to write with on paper (yellow turns ochre)."""
    return mix(army(seat), INK, 0.45 if seat == ARMY_NAMES.index("yellow") else 0.1)
