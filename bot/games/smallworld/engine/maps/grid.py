"""Hex-grid geometry for the Small World maps.

Maps are drawn on a rectangular grid of pointy-top hexagons in "odd-r" offset coordinates:
``(col, row)``, with every odd row pushed half a cell to the right. Regions are sets of cells;
two regions touch exactly when two of their cells share a side (on a hex grid cells never meet
at a corner only, so adjacency is never ambiguous).
"""

from __future__ import annotations

from collections.abc import Iterator

Cell = tuple[int, int]

# Side neighbours of a cell, by row parity (odd rows are shifted right by half a cell).
_EVEN_ROW_STEPS: tuple[Cell, ...] = ((1, 0), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1))
_ODD_ROW_STEPS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (0, 1), (1, 1))


def cell_neighbours(cell: Cell, cols: int, rows: int) -> Iterator[Cell]:
    """The cells sharing a side with ``cell`` that lie on the grid."""
    col, row = cell
    steps = _ODD_ROW_STEPS if row % 2 else _EVEN_ROW_STEPS
    for dc, dr in steps:
        other = (col + dc, row + dr)
        if 0 <= other[0] < cols and 0 <= other[1] < rows:
            yield other


def on_border(cell: Cell, cols: int, rows: int) -> bool:
    """Whether the cell lies on the outer ring of the grid (the map's edge)."""
    col, row = cell
    return col in (0, cols - 1) or row in (0, rows - 1)
