"""Tiny Epic Kingdoms' colours: parchment and walnut ink, a colour for each terrain, seat and
resource, and the water, cliff, shield and tower colours of the printed cards."""

from __future__ import annotations

from dataclasses import dataclass

from bot.render.palette import RGB, Palette, mix

INK: RGB = (52, 42, 34)
PAPER: RGB = (243, 236, 220)


@dataclass(frozen=True, kw_only=True)
class TekPalette(Palette):
    paper_dark: RGB  # bands, every other row, empty track steps
    rule: RGB  # the line under a heading
    card: RGB  # the face of a territory, action or tower card
    card_edge: RGB  # its frame
    terrain: dict[str, RGB]  # plains, mountains, forest, ruins
    motif: dict[str, RGB]  # the ink of each terrain's drawn texture
    seats: tuple[RGB, ...]  # red, blue, yellow, green, purple
    neutral: RGB  # the Lost Kingdom's meeples
    resources: dict[str, RGB]  # f, m, o
    water: RGB  # rivers and sealed coasts
    water_light: RGB
    cliff: RGB
    cliff_light: RGB
    border: RGB  # an ordinary border between two regions
    number_plate: RGB  # the pale plate a region number sits on
    capital: RGB  # the crown of a capital
    shield: RGB  # a used action's shield
    shield_rim: RGB
    token: RGB  # a face-down exploration token
    token_rim: RGB
    war: RGB  # the region at war, the crossed swords
    ally: RGB  # the link between allies
    tower: RGB  # the tower card's stones
    good: RGB  # "has chosen", "has bid"


COLOURS = TekPalette(
    paper=PAPER,
    ink=INK,
    muted=mix(INK, PAPER, 0.35),
    faint=mix(INK, PAPER, 0.6),
    panel=(251, 247, 237),
    gold=(206, 150, 40),
    paper_dark=(229, 218, 194),
    rule=mix((229, 218, 194), INK, 0.3),
    card=(250, 244, 228),
    card_edge=(120, 96, 70),
    terrain={
        "plains": (226, 208, 120),
        "mountains": (192, 140, 110),
        "forest": (96, 150, 84),
        "ruins": (196, 168, 196),
    },
    motif={
        "plains": (184, 160, 70),
        "mountains": (128, 84, 62),
        "forest": (58, 104, 56),
        "ruins": (140, 108, 142),
    },
    # Nudged (issue 26) so that every two seats stay ΔE >= 20 apart for protanopes,
    # deuteranopes and tritanopes too: a lighter green, a deeper plum purple.
    seats=((216, 54, 48), (46, 104, 206), (248, 198, 30), (54, 164, 94), (118, 44, 134)),
    neutral=(150, 148, 144),
    resources={"f": (222, 172, 36), "m": (56, 150, 110), "o": (186, 96, 62)},
    water=(58, 128, 200),
    water_light=(150, 200, 236),
    cliff=(56, 44, 40),
    cliff_light=(120, 104, 94),
    border=(88, 72, 58),
    number_plate=(255, 251, 240),
    capital=(222, 164, 30),
    shield=(156, 166, 180),
    shield_rim=(70, 78, 92),
    token=(170, 128, 84),
    token_rim=(96, 66, 40),
    war=(200, 40, 36),
    ally=(232, 190, 60),
    tower=(150, 138, 128),
    good=(46, 140, 80),
)
SEAT_COLOUR_NAMES = ("red", "blue", "yellow", "green", "purple")
NEUTRAL = -1


def seat_colour(seat: int) -> RGB:
    """A seat's colour; the Lost Kingdom's neutral meeples (seat -1) are grey."""
    if seat < 0:
        return COLOURS.neutral
    return COLOURS.seats[seat % len(COLOURS.seats)]


def seat_ink(seat: int) -> RGB:
    """A seat's colour dark enough to write with on paper (yellow turns ochre)."""
    return mix(seat_colour(seat), COLOURS.ink, 0.4 if seat == 2 else 0.2)
