"""The four Small World maps (our own design), one per player count.

Each map is a JSON file beside this module (``map2.json`` … ``map5.json``) holding:

* ``players`` and ``turns``;
* ``layout``: the board as rows of hex cells (see :mod:`.grid`), each cell written as the
  two-digit number of the region it belongs to;
* ``regions``: for every region number its terrain and its printed features
  (``mine``, ``magic``, ``cavern``, ``lost_tribe``).

Everything else is derived from the shapes: two regions are neighbours when their cells share a
side, and a region touches the map edge when one of its cells lies on the grid's outer ring.
Mountain markers sit on every mountain region; they follow from the terrain and are not stored.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from bot.games.smallworld.engine.maps.grid import Cell, cell_neighbours, on_border

TERRAINS = ("farmland", "hill", "forest", "swamp", "mountain", "sea", "lake")
WATER = ("sea", "lake")
FEATURES = ("mine", "magic", "cavern", "lost_tribe")
PLAYER_COUNTS = (2, 3, 4, 5)

_DATA_DIR = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Region:
    id: int  # 1..N, as printed on the board
    terrain: str  # one of TERRAINS
    mine: bool
    magic: bool
    cavern: bool
    lost_tribe: bool  # starts with a Lost Tribe token
    edge: bool  # touches the map edge
    neighbours: frozenset[int]  # derived from the shapes


@dataclass(frozen=True)
class MapData:
    players: int
    turns: int
    regions: dict[int, Region]

    def is_water(self, rid: int) -> bool:
        return self.regions[rid].terrain in WATER


@dataclass(frozen=True)
class Layout:
    """The shapes of a map: which region every cell of the ``cols`` × ``rows`` grid belongs to."""

    cols: int
    rows: int
    cells: dict[Cell, int]

    def cells_of(self, rid: int) -> list[Cell]:
        return [cell for cell, owner in self.cells.items() if owner == rid]


class MapFormatError(ValueError):
    """A map file that does not describe a valid board."""


def _parse_layout(lines: list[str]) -> Layout:
    grid = [line.split() for line in lines]
    cols = len(grid[0])
    if any(len(row) != cols for row in grid):
        raise MapFormatError("every layout row must have the same number of cells")
    cells = {
        (col, row): int(code) for row, codes in enumerate(grid) for col, code in enumerate(codes)
    }
    return Layout(cols=cols, rows=len(grid), cells=cells)


def _region(rid: int, spec: dict[str, Any], layout: Layout) -> Region:
    terrain = spec["terrain"]
    features = set(spec.get("features", ()))
    if terrain not in TERRAINS:
        raise MapFormatError(f"region {rid}: unknown terrain {terrain!r}")
    if unknown := features - set(FEATURES):
        raise MapFormatError(f"region {rid}: unknown features {sorted(unknown)}")
    own = layout.cells_of(rid)
    if not own:
        raise MapFormatError(f"region {rid} has no cells")
    neighbours = {
        layout.cells[other]
        for cell in own
        for other in cell_neighbours(cell, layout.cols, layout.rows)
        if layout.cells[other] != rid
    }
    return Region(
        id=rid,
        terrain=terrain,
        mine="mine" in features,
        magic="magic" in features,
        cavern="cavern" in features,
        lost_tribe="lost_tribe" in features,
        edge=any(on_border(cell, layout.cols, layout.rows) for cell in own),
        neighbours=frozenset(neighbours),
    )


@cache
def _raw(players: int) -> dict[str, Any]:
    if players not in PLAYER_COUNTS:
        raise ValueError(f"there is no map for {players} players")
    return json.loads((_DATA_DIR / f"map{players}.json").read_text(encoding="utf-8"))


@cache
def load_layout(players: int) -> Layout:
    """The cell layout of the map for ``players`` (what the board renderer draws)."""
    return _parse_layout(_raw(players)["layout"])


@cache
def load_map(players: int) -> MapData:
    """The map for ``players`` (2..5): regions with terrain, features, edge and neighbours."""
    raw = _raw(players)
    layout = load_layout(players)
    specs = {int(key): value for key, value in raw["regions"].items()}
    if set(specs) != set(layout.cells.values()):
        raise MapFormatError(f"map{players}: the region table and the layout disagree")
    regions = {rid: _region(rid, specs[rid], layout) for rid in sorted(specs)}
    return MapData(players=raw["players"], turns=raw["turns"], regions=regions)
