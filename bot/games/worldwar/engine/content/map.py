"""The World War map, read once from ``map.json`` and checked.

The map is our own design (bot/games/worldwar/rules.md, "The map"): 40 territories on 6 continents,
so that the country cards deal out evenly to 4 players (10 each) and to 5 (8 each). Each
territory has an economic value (5–50, the tax it yields), its land neighbours, its sea links
and its outline on a 1600 × 900 canvas; each continent has the bonus its holder scores
(20–70) and a colour hint for the board. ``sea_routes`` repeats every sea link once, for
drawing: ``wraps`` marks the one that crosses the map's left and right edges.

This module only reads and checks the file — ids, ranges, symmetric links, a connected world,
outlines inside the canvas — so a typo fails at import time, never in the middle of a game.
It holds no game rules.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import resources
from typing import Any, Final

VALUE_RANGE: Final = (5, 50)
BONUS_RANGE: Final = (20, 70)
CONTINENT_COUNT: Final = 6
TERRITORY_RANGE: Final = (38, 46)  # "about 42"
SLUG: Final = re.compile(r"^[a-z]+(-[a-z]+)*$")
COLOUR: Final = re.compile(r"^#[0-9a-f]{6}$")

Point = tuple[float, float]


class MapError(ValueError):
    """``map.json`` breaks one of the checks below; the message lists every problem."""


@dataclass(frozen=True)
class Continent:
    id: str
    bonus: int  # scored by whoever holds every territory of it
    colour: str  # "#rrggbb", a hint for the board
    territories: tuple[str, ...]  # in the file's order


@dataclass(frozen=True)
class Territory:
    id: str
    continent: str
    value: int  # economic value: the grain it yields at tax time
    neighbours: frozenset[str]  # across a land border
    sea: frozenset[str]  # across a sea link
    polygon: tuple[Point, ...]  # outline, clockwise on screen
    centre: Point  # where the board puts the unit stack
    label: Point  # where the board writes the name

    @cached_property
    def links(self) -> frozenset[str]:
        """Every territory one step away, by land or by sea (made once: a bot's playouts ask
        for it hundreds of thousands of times a decision)."""
        return self.neighbours | self.sea


@dataclass(frozen=True)
class SeaRoute:
    between: tuple[str, str]
    wraps: bool  # drawn off the left edge and back in from the right


@dataclass(frozen=True, eq=False)
class WorldMap:
    width: int
    height: int
    legend: tuple[int, int, int, int]  # x, y, width, height: open sea for the bonus table
    continents: Mapping[str, Continent]
    territories: Mapping[str, Territory]
    sea_routes: tuple[SeaRoute, ...]

    def adjacent(self, a: str, b: str) -> bool:
        """Whether ``a`` and ``b`` are one step apart, by land or by sea."""
        return b in self.territories[a].links

    def by_sea(self, a: str, b: str) -> bool:
        return b in self.territories[a].sea

    def continent_of(self, territory: str) -> Continent:
        return self.continents[self.territories[territory].continent]


def contains(polygon: Iterable[Point], point: Point) -> bool:
    """Whether ``point`` lies inside ``polygon`` (even-odd rule; the boundary is undecided)."""
    x, y = point
    corners = list(polygon)
    inside = False
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def reachable(start: str, links: Mapping[str, Iterable[str]], within: set[str]) -> set[str]:
    """The territories of ``within`` reached from ``start`` by steps inside ``within``."""
    seen = {start}
    todo = [start]
    while todo:
        for other in links[todo.pop()]:
            if other in within and other not in seen:
                seen.add(other)
                todo.append(other)
    return seen


def _point(raw: Any) -> Point:
    x, y = raw
    return (float(x), float(y))


def parse(data: Mapping[str, Any]) -> WorldMap:
    """Build and check a map from the decoded JSON; :class:`MapError` lists every problem."""
    problems: list[str] = []
    width, height = int(data["canvas"]["width"]), int(data["canvas"]["height"])
    legend = data["legend"]
    legend_box = (int(legend["x"]), int(legend["y"]), int(legend["width"]), int(legend["height"]))

    territories: dict[str, Territory] = {}
    for raw in data["territories"]:
        ident = raw["id"]
        if ident in territories:
            problems.append(f"territory {ident!r} twice")
        territories[ident] = Territory(
            id=ident,
            continent=raw["continent"],
            value=int(raw["value"]),
            neighbours=frozenset(raw["neighbours"]),
            sea=frozenset(raw["sea"]),
            polygon=tuple(_point(p) for p in raw["polygon"]),
            centre=_point(raw["centre"]),
            label=_point(raw["label"]),
        )
        if len(set(raw["neighbours"])) != len(raw["neighbours"]):
            problems.append(f"{ident}: a neighbour listed twice")
        if len(set(raw["sea"])) != len(raw["sea"]):
            problems.append(f"{ident}: a sea link listed twice")

    continents: dict[str, Continent] = {}
    for raw in data["continents"]:
        ident = raw["id"]
        if ident in continents:
            problems.append(f"continent {ident!r} twice")
        members = tuple(t.id for t in territories.values() if t.continent == ident)
        continents[ident] = Continent(ident, int(raw["bonus"]), raw["colour"], members)

    routes = tuple(
        SeaRoute((raw["between"][0], raw["between"][1]), bool(raw["wraps"]))
        for raw in data["sea_routes"]
    )

    problems += _check(width, height, continents, territories, routes)
    if problems:
        raise MapError("map.json: " + "; ".join(problems))
    return WorldMap(width, height, legend_box, continents, territories, routes)


def _check(
    width: int,
    height: int,
    continents: Mapping[str, Continent],
    territories: Mapping[str, Territory],
    routes: tuple[SeaRoute, ...],
) -> list[str]:
    problems: list[str] = []
    if len(continents) != CONTINENT_COUNT:
        problems.append(f"{len(continents)} continents, not {CONTINENT_COUNT}")
    low, high = TERRITORY_RANGE
    if not low <= len(territories) <= high:
        problems.append(f"{len(territories)} territories, not {low}–{high}")
    for continent in continents.values():
        if not SLUG.match(continent.id):
            problems.append(f"continent id {continent.id!r} is not a slug")
        if not BONUS_RANGE[0] <= continent.bonus <= BONUS_RANGE[1]:
            problems.append(f"{continent.id}: bonus {continent.bonus} out of {BONUS_RANGE}")
        if not COLOUR.match(continent.colour):
            problems.append(f"{continent.id}: colour {continent.colour!r} is not #rrggbb")
        if not continent.territories:
            problems.append(f"{continent.id}: no territories")
    for t in territories.values():
        if not SLUG.match(t.id):
            problems.append(f"territory id {t.id!r} is not a slug")
        if t.continent not in continents:
            problems.append(f"{t.id}: unknown continent {t.continent!r}")
        if not VALUE_RANGE[0] <= t.value <= VALUE_RANGE[1]:
            problems.append(f"{t.id}: value {t.value} out of {VALUE_RANGE}")
        for kind, others, mirror in (
            ("neighbour", t.neighbours, "neighbours"),
            ("sea link", t.sea, "sea"),
        ):
            for other in sorted(others):
                if other == t.id:
                    problems.append(f"{t.id}: its own {kind}")
                elif other not in territories:
                    problems.append(f"{t.id}: unknown {kind} {other!r}")
                elif t.id not in getattr(territories[other], mirror):
                    problems.append(f"{t.id} -> {other}: {kind} not listed both ways")
        if t.neighbours & t.sea:
            problems.append(f"{t.id}: {sorted(t.neighbours & t.sea)} both by land and by sea")
        if len(t.polygon) < 3:
            problems.append(f"{t.id}: polygon of {len(t.polygon)} points")
        for x, y in (*t.polygon, t.centre, t.label):
            if not (0 <= x <= width and 0 <= y <= height):
                problems.append(f"{t.id}: point {(x, y)} off the {width}x{height} canvas")
                break
        if len(t.polygon) >= 3 and not contains(t.polygon, t.centre):
            problems.append(f"{t.id}: centre outside its outline")
    if problems:
        return problems

    pairs = {frozenset((t.id, other)) for t in territories.values() for other in t.sea}
    drawn = [frozenset(route.between) for route in routes]
    if len(set(drawn)) != len(drawn) or set(drawn) != pairs:
        problems.append("sea_routes must list every sea link exactly once")

    links = {t.id: t.links for t in territories.values()}
    everything = set(territories)
    if reachable(next(iter(everything)), links, everything) != everything:
        problems.append("the world is not connected")
    for continent in continents.values():
        members = set(continent.territories)
        if members and reachable(continent.territories[0], links, members) != members:
            problems.append(f"{continent.id}: its territories are not connected to each other")
    return problems


@cache
def world() -> WorldMap:
    """The shipped map (read and checked once)."""
    path = resources.files("bot.games.worldwar.engine.content").joinpath("map.json")
    return parse(json.loads(path.read_text("utf-8")))
