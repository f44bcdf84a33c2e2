"""Colours: the named palette every picture draws with, and a few ways to derive one colour
from another.

A game describes its colours once, as an instance of a :class:`Palette` subclass that adds the
game's own names (its seats, terrains, card faces) to the common ones below; its drawing code
then says ``colours.muted`` or ``colours.side[seat]`` instead of repeating RGB triples.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]

WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)


@dataclass(frozen=True, kw_only=True)
class Palette:
    """The colours every picture needs. Subclass it (frozen, keyword-only) to add a game's own."""

    paper: RGB  # the background
    ink: RGB  # text and strong lines
    muted: RGB  # secondary text
    faint: RGB  # rules, outlines, empty slots
    panel: RGB  # the face of a card or a panel, a little lighter than the paper
    gold: RGB  # what to look at first
    shadow: RGB = (30, 24, 16)  # drop shadows (blended with the paper)


def mix(colour: RGB, other: RGB, share: float) -> RGB:
    """``share`` of ``other`` blended into ``colour`` (0: colour itself, 1: other)."""
    return tuple(round(a + (b - a) * share) for a, b in zip(colour, other, strict=True))  # type: ignore[return-value]


def lightness(colour: RGB) -> float:
    """Perceived brightness from 0 (black) to 255 (white)."""
    return 0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2]


def desaturate(colour: RGB, share: float) -> RGB:
    """``share`` of the colour's grey (of the same lightness) blended in."""
    level = round(lightness(colour))
    return mix(colour, (level, level, level), share)


def ink_on(fill: RGB, dark: RGB, light: RGB = WHITE, threshold: float = 170) -> RGB:
    """The text colour that reads on ``fill``: ``dark`` on light fills, ``light`` on dark."""
    return dark if lightness(fill) > threshold else light
