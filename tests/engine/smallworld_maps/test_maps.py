"""The four Small World maps: published sizes, our design rules, and the derived geometry."""

from __future__ import annotations

import math
from collections import Counter, deque

import pytest

from bot.games.smallworld.engine.maps import (
    FEATURES,
    PLAYER_COUNTS,
    TERRAINS,
    MapData,
    load_layout,
    load_map,
)
from bot.games.smallworld.engine.maps.shapes import board_shapes

LAND_TERRAINS = ("farmland", "hill", "forest", "swamp", "mountain")

# The published board sizes: players -> (regions, turns).
PUBLISHED = {2: (23, 10), 3: (30, 10), 4: (39, 9), 5: (48, 8)}
MOUNTAIN_MARKERS_IN_BOX = 10
LOST_TRIBE_TOKENS_IN_BOX = 18


def land_ids(game_map: MapData) -> list[int]:
    return [rid for rid in game_map.regions if not game_map.is_water(rid)]


def reachable(start: int, allowed: set[int], game_map: MapData) -> set[int]:
    seen, queue = {start}, deque([start])
    while queue:
        for other in game_map.regions[queue.popleft()].neighbours:
            if other in allowed and other not in seen:
                seen.add(other)
                queue.append(other)
    return seen


@pytest.mark.parametrize(("players", "regions", "turns"), [(p, *v) for p, v in PUBLISHED.items()])
def test_published_size_and_length(players: int, regions: int, turns: int) -> None:
    game_map = load_map(players)
    assert game_map.players == players
    assert game_map.turns == turns
    assert sorted(game_map.regions) == list(range(1, regions + 1))


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_two_seas_and_one_lake(players: int) -> None:
    counts = Counter(region.terrain for region in load_map(players).regions.values())
    assert counts["sea"] == 2
    assert counts["lake"] == 1
    assert set(counts) <= set(TERRAINS)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_land_terrains_are_spread_evenly(players: int) -> None:
    game_map = load_map(players)
    land = land_ids(game_map)
    counts = Counter(game_map.regions[rid].terrain for rid in land)
    low, high = len(land) // 5, -(-len(land) // 5)
    assert {terrain: low <= counts[terrain] <= high for terrain in LAND_TERRAINS} == dict.fromkeys(
        LAND_TERRAINS, True
    )


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_neighbouring_land_never_shares_a_terrain(players: int) -> None:
    game_map = load_map(players)
    clashes = [
        (rid, other)
        for rid in land_ids(game_map)
        for other in game_map.regions[rid].neighbours
        if game_map.regions[other].terrain == game_map.regions[rid].terrain
    ]
    assert clashes == []


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("symbol", ["mine", "magic", "cavern"])
def test_each_symbol_on_about_a_fifth_of_the_regions(players: int, symbol: str) -> None:
    game_map = load_map(players)
    marked = [rid for rid, region in game_map.regions.items() if getattr(region, symbol)]
    assert abs(len(marked) - len(game_map.regions) / 5) <= 1
    assert not any(game_map.is_water(rid) for rid in marked)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_lost_tribes_on_about_two_fifths_of_the_land(players: int) -> None:
    game_map = load_map(players)
    tribes = [rid for rid, region in game_map.regions.items() if region.lost_tribe]
    assert abs(len(tribes) - 0.4 * len(land_ids(game_map))) <= 1
    assert not any(game_map.is_water(rid) for rid in tribes)
    assert len(tribes) <= LOST_TRIBE_TOKENS_IN_BOX


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_mountain_markers_fit_in_the_box(players: int) -> None:
    mountains = [r for r in load_map(players).regions.values() if r.terrain == "mountain"]
    assert 1 <= len(mountains) <= MOUNTAIN_MARKERS_IN_BOX


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_adjacency_is_symmetric_and_never_reflexive(players: int) -> None:
    game_map = load_map(players)
    for rid, region in game_map.regions.items():
        assert rid not in region.neighbours
        assert region.neighbours <= set(game_map.regions)
        for other in region.neighbours:
            assert rid in game_map.regions[other].neighbours


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_adjacency_matches_the_cell_geometry(players: int) -> None:
    """Recomputed independently: two cells touch when their centres are one cell width apart."""
    layout = load_layout(players)
    centres = {
        (col, row): (math.sqrt(3) * (col + 0.5 * (row % 2)), 1.5 * row) for col, row in layout.cells
    }
    expected: dict[int, set[int]] = {rid: set() for rid in set(layout.cells.values())}
    cells = list(centres)
    for index, cell in enumerate(cells):
        for other in cells[index + 1 :]:
            a, b = layout.cells[cell], layout.cells[other]
            if a != b and math.dist(centres[cell], centres[other]) < 1.8:
                expected[a].add(b)
                expected[b].add(a)
    game_map = load_map(players)
    assert {rid: set(region.neighbours) for rid, region in game_map.regions.items()} == expected


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_land_is_connected(players: int) -> None:
    game_map = load_map(players)
    land = set(land_ids(game_map))
    assert reachable(min(land), land, game_map) == land


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_every_region_is_one_piece(players: int) -> None:
    layout = load_layout(players)
    for rid in set(layout.cells.values()):
        own = set(layout.cells_of(rid))
        start = next(iter(own))
        seen, queue = {start}, deque([start])
        while queue:
            col, row = queue.popleft()
            shift = row % 2
            steps = [(1, 0), (-1, 0), (shift - 1, -1), (shift, -1), (shift - 1, 1), (shift, 1)]
            for dc, dr in steps:
                other = (col + dc, row + dr)
                if other in own and other not in seen:
                    seen.add(other)
                    queue.append(other)
        assert seen == own, f"region {rid} is split"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_edge_flags_follow_the_grid_border(players: int) -> None:
    layout = load_layout(players)
    game_map = load_map(players)
    border = {
        rid
        for (col, row), rid in layout.cells.items()
        if col in (0, layout.cols - 1) or row in (0, layout.rows - 1)
    }
    assert {rid for rid, region in game_map.regions.items() if region.edge} == border
    assert 0 < len(border) < len(game_map.regions)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_both_seas_touch_the_edge_and_the_lake_is_inland(players: int) -> None:
    game_map = load_map(players)
    seas = [r for r in game_map.regions.values() if r.terrain == "sea"]
    lakes = [r for r in game_map.regions.values() if r.terrain == "lake"]
    assert all(sea.edge for sea in seas)
    assert not any(lake.edge for lake in lakes)
    # Every water body has a shore: somewhere to land from it.
    for water in seas + lakes:
        assert any(not game_map.is_water(other) for other in water.neighbours)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_every_land_region_has_at_least_two_neighbours(players: int) -> None:
    game_map = load_map(players)
    for rid in land_ids(game_map):
        assert len(game_map.regions[rid].neighbours) >= 2


def test_features_vocabulary() -> None:
    assert FEATURES == ("mine", "magic", "cavern", "lost_tribe")


@pytest.mark.parametrize("players", [0, 1, 6])
def test_no_map_for_other_player_counts(players: int) -> None:
    with pytest.raises(ValueError):
        load_map(players)


def test_maps_are_cached() -> None:
    assert load_map(4) is load_map(4)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_shapes_cover_every_cell_and_anchor_inside_the_frame(players: int) -> None:
    layout = load_layout(players)
    shapes = board_shapes(players)
    assert set(shapes.cell_polygons) == set(layout.cells)
    assert all(len(polygon) == 12 for polygon in shapes.cell_polygons.values())
    for rid, anchors in shapes.anchors.items():
        own = {shapes.cell_centres[cell] for cell in layout.cells_of(rid)}
        assert anchors and set(anchors) <= own
        x, y = anchors[0]
        assert 0 < x < shapes.width and 0 < y < shapes.height
    pairs = {(border.a, border.b) for border in shapes.borders}
    game_map = load_map(players)
    touching = {
        (min(rid, other), max(rid, other))
        for rid, region in game_map.regions.items()
        for other in region.neighbours
    }
    assert pairs == touching


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_at_most_one_printed_symbol_per_region(players: int) -> None:
    for region in load_map(players).regions.values():
        assert region.mine + region.magic + region.cavern <= 1, region.id


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_land_regions_have_a_playable_size_and_water_is_larger(players: int) -> None:
    layout = load_layout(players)
    game_map = load_map(players)
    sizes = {rid: len(layout.cells_of(rid)) for rid in game_map.regions}
    land = [sizes[rid] for rid in land_ids(game_map)]
    seas = [sizes[rid] for rid, r in game_map.regions.items() if r.terrain == "sea"]
    assert min(land) >= 5
    assert max(land) <= 13
    assert min(seas) > max(land)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_water_bodies_do_not_touch_each_other(players: int) -> None:
    game_map = load_map(players)
    for rid in game_map.regions:
        if game_map.is_water(rid):
            assert not any(game_map.is_water(o) for o in game_map.regions[rid].neighbours)
