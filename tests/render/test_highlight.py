"""The changed areas of a board (bot.render.highlight): on drawn pictures and on real Sun Tzu
boards before and after public moves, the marked picture equals the plain current board
outside its boxes, the boxes cover every pixel that changed, and boards that look the same
give no picture at all."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageDraw

from bot.engine.base import rng_for
from bot.games.suntzu import render as render
from bot.games.suntzu.engine import ENGINE as engine
from bot.render.common import to_png
from bot.render.highlight import NOISE, Box, Highlight, changed_mask, highlight
from tests.suntzu_play import play_until


def image(png: bytes) -> Image.Image:
    with Image.open(io.BytesIO(png)) as opened:
        return opened.convert("RGB")


def inside(x: int, y: int, boxes: tuple[Box, ...]) -> bool:
    return any(left <= x < right and top <= y < bottom for left, top, right, bottom in boxes)


def outside_mask(size: tuple[int, int], boxes: tuple[Box, ...]) -> Image.Image:
    """255 outside every box, 0 inside one."""
    mask = Image.new("L", size, 255)
    draw = ImageDraw.Draw(mask)
    for left, top, right, bottom in boxes:
        draw.rectangle((left, top, right - 1, bottom - 1), fill=0)
    return mask


def check(before_png: bytes, after_png: bytes, marked: Highlight) -> None:
    """The marked picture is the current board outside its boxes, marked inside each one,
    and the boxes hold every pixel that changed by more than NOISE."""
    after = image(after_png)
    assert marked.png is not None and marked.boxes
    shown = image(marked.png)
    assert shown.size == after.size
    outside = outside_mask(after.size, marked.boxes)
    black = Image.new("RGB", after.size)
    # outside the boxes: not one pixel differs from the plain board
    assert (
        ImageChops.difference(
            Image.composite(shown, black, outside), Image.composite(after, black, outside)
        ).getbbox()
        is None
    )
    # inside each box something was drawn (the outline at least)
    for box in marked.boxes:
        assert ImageChops.difference(shown.crop(box), after.crop(box)).getbbox() is not None
    # every changed pixel lies in a box
    changed = changed_mask(image(before_png), after)
    assert ImageChops.multiply(changed, outside).getbbox() is None
    assert changed.getbbox() is not None


def picture(*rects: tuple[Box, tuple[int, int, int]]) -> bytes:
    canvas = Image.new("RGB", (320, 200), (240, 230, 210))
    draw = ImageDraw.Draw(canvas)
    for (left, top, right, bottom), colour in rects:
        draw.rectangle((left, top, right - 1, bottom - 1), fill=colour)
    return to_png(canvas)


def test_two_separate_changes_get_two_boxes_and_the_rest_is_untouched() -> None:
    before = picture(((20, 20, 60, 60), (10, 80, 10)), ((200, 120, 240, 160), (90, 10, 10)))
    # one square moved colour, the other grew; a third appears far from both
    after = picture(
        ((20, 20, 60, 60), (10, 10, 160)),
        ((200, 120, 260, 170), (90, 10, 10)),
        ((20, 170, 30, 180), (0, 0, 0)),
    )
    marked = highlight(before, after)
    check(before, after, marked)
    assert len(marked.boxes) == 3
    assert inside(40, 40, marked.boxes) and inside(250, 165, marked.boxes)
    assert not inside(150, 60, marked.boxes)  # the untouched middle


def test_a_change_below_the_noise_threshold_is_no_change() -> None:
    before = picture(((50, 50, 90, 90), (100, 100, 100)))
    shaded = picture(((50, 50, 90, 90), (100 + NOISE, 100, 100 - NOISE)))
    assert highlight(before, shaded) == Highlight(None, ())


def test_identical_boards_give_no_highlight() -> None:
    board = picture(((10, 10, 100, 100), (1, 2, 3)))
    assert highlight(board, board) == Highlight(None, ())


def test_a_board_that_grew_counts_its_new_part_as_changed() -> None:
    small = to_png(Image.new("RGB", (100, 80), (200, 200, 200)))
    large = to_png(Image.new("RGB", (100, 120), (200, 200, 200)))
    marked = highlight(small, large)
    check(small, large, marked)
    assert all(top <= 80 for _, top, _, _ in marked.boxes)
    assert not inside(50, 40, marked.boxes)  # the part both share did not change


def test_the_same_pictures_give_the_same_result() -> None:
    before = picture(((20, 20, 60, 60), (10, 80, 10)))
    after = picture(((30, 20, 70, 60), (10, 80, 10)))
    assert highlight(before, after) == highlight(before, after)


def test_real_sun_tzu_boards_marked_only_where_the_public_view_changed() -> None:
    """Boards drawn from the public views of a played game, a few public moves apart."""
    state = play_until(5, False, lambda s: s["round"] >= 2)
    before_view = engine.view(state, None)
    # play on until the public view has changed twice (a placement revealed, a battle fought)
    changes = 0
    for number in range(1000, 1400):
        undecided = [s for s in sorted(engine.waiting_for(state)) if engine.pending(state, s)]
        if not undecided or changes == 2:
            break
        seen = engine.view(state, None)
        action = engine.autopilot(state, undecided[0], rng_for(5, number))
        engine.apply(state, undecided[0], action, rng_for(5, number))
        changes += engine.view(state, None) != seen
    assert changes == 2
    before = render.render_board(before_view, "en")
    after = render.render_board(engine.view(state, None), "en")
    marked = highlight(before, after)
    check(before, after, marked)
    # the same public view drawn twice: nothing to mark
    again = render.render_board(engine.view(state, None), "en")
    assert highlight(after, again) == Highlight(None, ())
