"""Small World's terrain textures (issue 29 part 4): each terrain's mark has a shape of its own,
so that terrains are told apart without colour; the marks stand out from their ground for every
colour vision, lie crisp on whole pixels of the board, and keep a five-player channel board
within 200 KB in every locale."""

from __future__ import annotations

from itertools import combinations

import pytest
from PIL import Image

from bot.games.smallworld import render
from bot.games.smallworld.engine.maps import load_map
from bot.games.smallworld.render import map as sw_map
from bot.games.smallworld.render.areas import board_areas, map_top
from bot.games.smallworld.render.palette import COLOURS as C
from bot.render.board_frame import BoardFrame, SeatTag
from bot.render.canvas import SCALE
from bot.render.colour_vision import delta_e, simulate
from tests.render.test_smallworld_render import engine, played

LAND = ("farmland", "hill", "forest", "swamp", "mountain")
VISIONS = ("normal", "protanopia", "deuteranopia", "tritanopia")
MOST_BYTES = 200_000  # issue 29: a board's PNG at most 200 KB
LEAST_MARK_DELTA_E = 10  # a mark stands out from its ground (2.3 is just noticeable)


def layer(terrain: str) -> Image.Image:
    """Two steps of the lattice each way of the terrain's texture, at the final size."""
    size = (2 * sw_map.MARK_STEP_X, 2 * sw_map.MARK_STEP_Y)
    return sw_map._terrain_layer(terrain, *size).reduce(SCALE)


def mark_shape(terrain: str) -> tuple[tuple[int, int], bytes]:
    """The pixels of the one mark around the lattice point (step, step), cut to their box: what
    the mark looks like, wherever it stands."""
    image = layer(terrain)
    x, y = sw_map.MARK_STEP_X, sw_map.MARK_STEP_Y
    half_x, half_y = sw_map.MARK_STEP_X // 2, sw_map.MARK_STEP_Y // 2
    window = image.crop((x - half_x + 1, y - half_y + 1, x + half_x, y + half_y))
    ground = C.terrain[terrain]
    marked = window.point(lambda _: 0).convert("1")
    pixels = marked.load()
    source = window.load()
    assert pixels is not None and source is not None
    for i in range(window.width):
        for j in range(window.height):
            pixels[i, j] = 0 if source[i, j] == ground else 255
    box = marked.getbbox()
    assert box is not None, f"{terrain}: no mark at the lattice point"
    shape = marked.crop(box)
    return shape.size, shape.tobytes()


def test_every_land_terrain_and_the_water_have_marks_of_their_own_shape() -> None:
    shapes = {terrain: mark_shape(terrain) for terrain in (*LAND, "sea", "lake")}
    for one, other in combinations((*LAND, "sea"), 2):
        assert shapes[one] != shapes[other], (one, other)
    assert shapes["sea"] == shapes["lake"]  # water is water: the colour tells sea from lake


@pytest.mark.parametrize("terrain", [*LAND, "sea", "lake"])
def test_a_mark_is_crisp_two_colours_and_stands_out_for_every_colour_vision(terrain: str) -> None:
    colours = layer(terrain).getcolors()
    assert colours is not None and len(colours) == 2, colours  # ground and ink, no smeared edge
    (_, ground), (_, ink) = sorted(colours, reverse=True)  # the ground covers the most pixels
    assert ground == C.terrain[terrain]
    for vision in VISIONS:
        seen = [
            colour if vision == "normal" else simulate(colour, vision) for colour in (ground, ink)
        ]
        assert delta_e(*seen) >= LEAST_MARK_DELTA_E, (terrain, vision)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_map_stands_on_a_whole_pixel_so_its_marks_stay_crisp(players: int) -> None:
    """A map pasted half a pixel down would smear every mark over a third row (and cost
    bytes on every row of the board)."""
    for steps in (0, 40, 120):
        top = map_top(engine.view(played(players, steps=steps), None))
        assert top == int(top), (players, steps, top)


def test_every_terrain_of_the_map_shows_its_marks() -> None:
    """On the printed map each terrain's regions carry its ink (the texture is not lost under
    the region fill)."""
    image = sw_map.base_map(5).reduce(SCALE)
    colours = {colour for _, colour in image.getcolors(maxcolors=1 << 20) or []}
    terrains = {region.terrain for region in load_map(5).regions.values()}
    for terrain in terrains:
        ground = C.terrain[terrain]
        ink = next(colour for colour in layer(terrain).getcolors() or [] if colour[1] != ground)[1]
        assert ground in colours and ink in colours, terrain


@pytest.mark.parametrize("locale", ["en", "zh-TW", "zh-CN"])
def test_a_late_five_player_channel_board_stays_within_200_kb(locale: str) -> None:
    """As a channel post draws it: the seats named, one to move until a deadline, three areas
    a move changed outlined."""
    view = engine.view(played(5, steps=120), None)
    deadline = "Sat 28 Nov, 14:00 UTC"
    seats = tuple(
        SeatTag(f"Player {seat}", to_move=seat == 0, deadline=deadline if seat == 0 else None)
        for seat in range(5)
    )
    marked = frozenset(area.id for area in board_areas(view, locale)[:3])
    png = render.render_board(view, locale, BoardFrame(seats, marked))
    assert len(png) <= MOST_BYTES, len(png)
