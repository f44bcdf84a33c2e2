"""Small World's colours: parchment and brown ink, a colour for each terrain, seat and race,
and the colours of the markers and printed symbols."""

from __future__ import annotations

from dataclasses import dataclass

from bot.render.palette import RGB, Palette, desaturate, mix

INK: RGB = (58, 46, 34)
PAPER: RGB = (246, 239, 224)


@dataclass(frozen=True, kw_only=True)
class SmallWorldPalette(Palette):
    paper_dark: RGB  # every other market row, turns already played
    rule: RGB  # the line under a panel heading
    terrain: dict[str, RGB]
    seats: tuple[RGB, ...]  # red, blue, yellow, green, purple
    races: dict[str, RGB]
    unknown_race: RGB
    lost_tribe: RGB
    lost_tribe_rim: RGB
    lost_tribe_ink: RGB
    declined_text: RGB
    coin: RGB
    coin_rim: RGB
    coin_ink: RGB
    markers: dict[str, RGB]  # the token colour of each marker
    printed: dict[str, RGB]  # the ink of each symbol printed on the map
    cartouche: RGB  # the pale disc a printed symbol sits on
    shallows: tuple[RGB, RGB]  # the coast's glow on the water, outer and inner
    region_number: RGB


COLOURS = SmallWorldPalette(
    paper=PAPER,
    ink=INK,
    muted=mix(INK, PAPER, 0.3),
    faint=mix(INK, PAPER, 0.5),
    panel=(252, 248, 238),
    gold=(201, 152, 46),
    paper_dark=(231, 219, 194),
    rule=mix((231, 219, 194), INK, 0.3),
    terrain={
        "farmland": (236, 214, 139),
        "hill": (183, 199, 118),
        "forest": (92, 146, 80),
        "swamp": (136, 152, 118),
        "mountain": (172, 160, 146),
        "sea": (88, 146, 196),
        "lake": (136, 192, 226),
    },
    # Nudged (issue 26) so that every two seats stay ΔE >= 20 apart for protanopes,
    # deuteranopes and tritanopes too: a lighter green, a deeper plum purple.
    seats=((216, 60, 54), (52, 108, 204), (238, 180, 36), (60, 168, 102), (114, 50, 132)),
    races={
        "amazons": (196, 64, 122),
        "dwarves": (140, 88, 56),
        "elves": (104, 190, 86),
        "ghouls": (104, 108, 138),
        "giants": (182, 120, 70),
        "halflings": (232, 168, 66),
        "humans": (70, 126, 196),
        "orcs": (92, 140, 52),
        "ratmen": (128, 106, 90),
        "skeletons": (232, 226, 210),
        "sorcerers": (110, 70, 164),
        "tritons": (36, 166, 160),
        "trolls": (58, 108, 92),
        "wizards": (56, 78, 164),
    },
    unknown_race=(150, 150, 150),
    lost_tribe=(214, 196, 160),
    lost_tribe_rim=(120, 98, 70),
    lost_tribe_ink=(112, 86, 58),
    declined_text=(128, 124, 118),
    coin=(236, 190, 70),
    coin_rim=(150, 106, 24),
    coin_ink=(96, 64, 10),
    markers={
        "mountain": (120, 112, 104),
        "lair": (70, 112, 84),
        "fortress": (116, 110, 126),
        "encampment": (186, 120, 60),
        "hero": (212, 164, 40),
        "dragon": (196, 52, 40),
        "hole": (120, 84, 52),
    },
    printed={"mine": (92, 62, 38), "magic": (126, 56, 170), "cavern": (70, 60, 52)},
    cartouche=(250, 245, 232),
    shallows=((150, 196, 226), (196, 224, 240)),
    region_number=(255, 252, 242),
)
SEAT_COLOUR_NAMES = ("red", "blue", "yellow", "green", "purple")


def race_colour(race: str | None) -> RGB:
    if race is None:
        return COLOURS.unknown_race
    return COLOURS.races.get(race, COLOURS.unknown_race)


def seat_colour(seat: int) -> RGB:
    return COLOURS.seats[seat % len(COLOURS.seats)]


def faded(colour: RGB) -> RGB:
    """A declined race's colour: mostly faded to grey, with a hint of the original."""
    return mix(desaturate(colour, 0.8), (160, 160, 160), 0.35)
