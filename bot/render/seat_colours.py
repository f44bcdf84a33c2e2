"""The table of how far apart seat colours look (issue 26), for a test and a script to print.

It takes plain colour lists, not games: the platform reads each game's colours through
``GameSpec.seat_colour`` and hands them here, so this module knows no game.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.render.colour_vision import RGB, VISIONS, closest_pair, min_delta_e

# The smallest ΔE two seats may be apart in any vision: a clear difference at a glance.
TARGET = 20.0


@dataclass(frozen=True)
class Closest:
    """The two seats a vision confuses most, and how far apart it still sees them."""

    vision: str
    delta: float
    seats: tuple[int, int]


def closest(colours: list[RGB]) -> list[Closest]:
    """For each vision (normal first), the nearest two of ``colours``."""
    return [
        Closest(vision, min_delta_e(colours, vision), closest_pair(colours, vision))
        for vision in VISIONS
    ]


def seat_colour_table(games: dict[str, list[RGB]]) -> str:
    """A markdown table: per game, the smallest ΔE in each vision and the seats it falls on."""
    head = "| game | seats | " + " | ".join(VISIONS) + " |"
    rule = "|" + "---|" * (2 + len(VISIONS))
    rows = [head, rule]
    for name, colours in games.items():
        if len(colours) < 2:
            continue  # a game that draws no seat colours
        cells = []
        for found in closest(colours):
            flag = "" if found.delta >= TARGET else " !"
            cells.append(f"{found.delta:5.1f} ({found.seats[0]}-{found.seats[1]}){flag}")
        rows.append(f"| {name} | {len(colours)} | " + " | ".join(cells) + " |")
    return "\n".join(rows)
