"""Boards reduced to 256 colours from a sample of their pixels (issue 29 part 4,
``bot.render.reduce``), and World War's owner colours filled per territory: on a real board of
every game at its most players, with three areas marked, the palette picture stays within 8 of
the full-colour picture on all but a sliver of pixels, keeps every seat's colour, the marks'
magenta and their tint, and is the same bytes however often it is made; the per-territory fill
sets exactly the pixels that blending the whole band did."""

from __future__ import annotations

import io
import random
from functools import cache

import pytest
from PIL import Image, ImageChops

from bot.engine.base import View, rng_for, setup_rng
from bot.games import get, seat_colours
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.render import pieces
from bot.games.worldwar.render.map import band_mask, id_map, index_of
from bot.games.worldwar.render.palette import COLOURS as WORLD_WAR
from bot.games.worldwar.render.palette import army, continent_colour
from bot.render import canvas as canvas_module
from bot.render.area_marks import OUTLINE
from bot.render.board_frame import BoardFrame, SeatTag
from bot.render.canvas import SCALE, Canvas
from bot.render.reduce import palette_picture

GAMES = ("suntzu", "smallworld", "tek", "worldwar")
OFF_BY = 8
MOST_OFF = 0.02  # the octree over every pixel (before issue 29) was 0.9-3.9 % off
# The marks' tint blends magenta into every ground under it, a crowd of in-between colours:
# off by more than 16 on under 1 % of their pixels (the octree over every pixel: 0.1-2.8 %;
# by more than 8 both leave 0.3-6.5 %).
MARK_OFF_BY = 16
MARK_MOST_OFF = 0.01


@cache
def late_view(name: str) -> View:
    """The public view of a seeded autopilot game of ``name`` at its most players, 80 moves
    in (or at its end): a board with pieces of every seat on it."""
    engine = get(name).engine
    players = engine.max_players
    state = engine.setup(players, {}, setup_rng(7))
    for number in range(1, 81):
        if engine.result(state) is not None:
            break
        waiting = sorted(engine.waiting_for(state))
        pending = getattr(engine, "pending", None)  # Sun Tzu: who has really still to act
        seat = next(s for s in waiting if pending is None or pending(state, s))
        action = engine.autopilot(state, seat, random.Random(number))
        engine.apply(state, seat, action, rng_for(7, number))
    return engine.view(state, None)


def frame_of(name: str, view: View, marked: bool) -> BoardFrame:
    """Every seat named, the first to move; with ``marked`` the game's first three areas
    outlined and tinted, as after a move."""
    spec = get(name)
    seats = tuple(SeatTag(f"P{seat}", to_move=seat == 0) for seat in range(spec.engine.max_players))
    assert spec.board_areas is not None
    areas = [area.id for area in spec.board_areas(view, "en") if not area.group]
    return BoardFrame(seats, frozenset(areas[:3]) if marked else frozenset())


@cache
def drawn(name: str, marked: bool = True) -> tuple[Image.Image, bytes]:
    """The full-colour picture of the game's late board and its PNG."""
    spec = get(name)
    view = late_view(name)
    kept: list[Image.Image] = []
    finish = canvas_module.Canvas.finish

    def keeping(self: Canvas, colours: int | None = None) -> bytes:
        kept.append(self.picture())
        return finish(self, colours)

    canvas_module.Canvas.finish = keeping  # type: ignore[method-assign]
    try:
        png = spec.render_board(view, "en", frame_of(name, view, marked))
    finally:
        canvas_module.Canvas.finish = finish  # type: ignore[method-assign]
    return kept[-1], png


def off_share(a: Image.Image, b: Image.Image) -> float:
    difference = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    channels = [c.point(lambda v: 255 if v > OFF_BY else 0) for c in difference.split()]
    moved = ImageChops.lighter(ImageChops.lighter(channels[0], channels[1]), channels[2])
    return moved.histogram()[255] / (moved.width * moved.height)


def nearest(palette: list[tuple[int, int, int]], colour: tuple[int, int, int]) -> int:
    """How far (largest channel) the palette's closest colour is from ``colour``."""
    return min(max(abs(p - c) for p, c in zip(entry, colour, strict=True)) for entry in palette)


def colours_of(png: bytes) -> list[tuple[int, int, int]]:
    image = Image.open(io.BytesIO(png))
    assert image.mode == "P"
    flat = image.getpalette() or []
    used = [index for index, count in enumerate(image.histogram()) if count]
    return [(flat[3 * i], flat[3 * i + 1], flat[3 * i + 2]) for i in used]


@pytest.mark.parametrize("name", GAMES)
def test_the_palette_picture_stays_close_to_the_full_colour_one(name: str) -> None:
    picture, png = drawn(name)
    reduced = Image.open(io.BytesIO(png))
    assert reduced.mode == "P" and reduced.size == picture.size
    assert len(colours_of(png)) <= 256
    assert off_share(picture, reduced) < MOST_OFF


@pytest.mark.parametrize("name", GAMES)
def test_seat_colours_and_the_marks_survive_the_palette(name: str) -> None:
    picture, png = drawn(name)
    palette = colours_of(png)
    full = {colour for _, colour in picture.getcolors(1 << 24) or []}
    spec = get(name)
    seats = seat_colours(spec, spec.engine.max_players)
    assert seats
    for colour in seats:
        if colour in full:  # drawn flat somewhere (a piece, a seat's swatch)
            assert nearest(palette, colour) <= OFF_BY, colour
    assert nearest(palette, OUTLINE) <= OFF_BY  # the marks' magenta edge
    # the marks (edge and tint: the pixels a marked board has that a bare one lacks) keep
    # their colours
    bare, _ = drawn(name, marked=False)
    marks = ImageChops.difference(picture, bare).convert("L").point(lambda v: 255 if v else 0)
    reduced = Image.open(io.BytesIO(png)).convert("RGB")
    away = ImageChops.difference(picture, reduced)
    off = [c.point(lambda v: 255 if v > MARK_OFF_BY else 0) for c in away.split()]
    moved = ImageChops.multiply(
        ImageChops.lighter(ImageChops.lighter(off[0], off[1]), off[2]), marks
    )
    marked_pixels = marks.histogram()[255]
    assert marked_pixels > 1000  # three areas' tint
    assert moved.histogram()[255] / marked_pixels < MARK_MOST_OFF


@pytest.mark.parametrize("name", GAMES)
def test_the_same_picture_gives_the_same_bytes(name: str) -> None:
    picture, _ = drawn(name)
    once = palette_picture(picture, 256)
    again = palette_picture(picture.copy(), 256)
    assert once.tobytes() == again.tobytes()
    assert once.getpalette() == again.getpalette()


def test_owner_colours_fill_exactly_the_band() -> None:
    """Per territory through one-bit pieces, as blending every territory's colour through the
    whole band mask did, in every language (the names cut the band)."""
    view = late_view("worldwar")
    game_map = world()
    for locale in ("en", "zh-TW", "zh-CN"):
        fast = Canvas(game_map.width + 40, game_map.height + 40, WORLD_WAR, locale)
        pieces.paint_owners(fast, view, locale, (20, 20))
        flat = [0, 0, 0]
        for tid in index_of():
            owner = pieces.owner_of(view, tid)
            territory = game_map.territories[tid]
            flat.extend(continent_colour(territory.continent) if owner is None else army(owner))
        owners = id_map().copy()
        owners.putpalette(flat + [0] * (768 - len(flat)))
        owners.info.pop("transparency", None)
        blended = Canvas(game_map.width + 40, game_map.height + 40, fast.colours, locale)
        blended.image.paste(owners.convert("RGB"), (20 * SCALE, 20 * SCALE), band_mask(locale))
        assert ImageChops.difference(fast.image, blended.image).getbbox() is None, locale
        assert fast.image.getcolors(1 << 24) is not None
        assert len(fast.image.getcolors(1 << 24) or []) > 5  # owners were painted at all
