"""Sun Tzu's colours: paper and ink, jade province bands, gold for what scores next, and the two
sides, Wu in blue (always on the left) and Chu in red (always on the right)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.render.palette import RGB, Palette, mix

Pair = tuple[RGB, RGB]  # (Wu, Chu)


@dataclass(frozen=True, kw_only=True)
class SunTzuPalette(Palette):
    band: RGB  # province name bands
    band_text: RGB
    band_subtext: RGB
    gold_light: RGB  # the face of gold things: +n cards, tags, the event
    gold_text: RGB  # gold words on paper
    gold_ink: RGB  # words on gold_light
    on_gold: RGB  # words on gold
    silver: RGB  # the score marker
    silver_rim: RGB
    marker_shadow: RGB
    side: Pair
    side_light: Pair
    side_dark: Pair
    plague: RGB
    plague_text: RGB
    plague_frame: RGB
    minus: RGB
    minus_text: RGB


COLOURS = SunTzuPalette(
    paper=(243, 238, 227),
    ink=(44, 43, 41),
    muted=(128, 121, 110),
    faint=(214, 206, 190),
    panel=(251, 248, 241),
    gold=(193, 150, 56),
    shadow=(228, 221, 205),
    band=(66, 88, 80),  # muted jade
    band_text=(240, 236, 224),
    band_subtext=(196, 210, 200),
    gold_light=(246, 232, 196),
    gold_text=(140, 104, 30),
    gold_ink=(110, 80, 20),
    on_gold=(255, 250, 235),
    silver=(206, 208, 210),
    silver_rim=(120, 122, 126),
    marker_shadow=(190, 182, 166),
    side=((50, 96, 152), (168, 58, 48)),
    side_light=((221, 231, 243), (245, 223, 217)),
    side_dark=((32, 64, 104), (118, 38, 30)),
    plague=(70, 88, 58),
    plague_text=(222, 230, 196),
    plague_frame=(110, 128, 94),
    minus=(226, 224, 232),
    minus_text=(86, 80, 110),
)


def dimmed(colour: RGB) -> RGB:
    """A colour faded toward the paper (a card placed this round, still in the hand)."""
    return mix(colour, COLOURS.paper, 0.45)
