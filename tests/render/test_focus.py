"""The focus picture's cut-out (bot.render.focus): what a phone is shown of a big board."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.render.focus import (
    CONTEXT,
    FOCUS_MAX_WIDTH,
    FOCUS_MIN_WIDTH,
    PHONE_WIDTH,
    focus_box,
    focus_png,
    phone_size,
)

BOARD = (1600.0, 1200.0)
Box = tuple[float, float, float, float]


def contains(outer: Box, inner: Box) -> bool:
    return (
        outer[0] <= inner[0]
        and inner[2] <= outer[2]
        and outer[1] <= inner[1]
        and inner[3] <= outer[3]
    )


@pytest.mark.parametrize(
    ("boxes", "shown", "left_out"),
    [
        # one small box: shown, with a cut-out at least as wide as a phone
        ([(700, 500, 760, 540)], [0], []),
        # two boxes close together: both
        ([(700, 500, 760, 540), (900, 600, 1000, 700)], [0, 1], []),
        # far apart across: the one listed first (a map area before a panel)
        ([(1300, 560, 1450, 670), (340, 990, 650, 1190)], [0], [1]),
        ([(340, 990, 650, 1190), (1300, 560, 1450, 670)], [0], [1]),
        # far apart down: the same
        ([(100, 50, 200, 100), (120, 900, 220, 960)], [0], [1]),
        # three boxes, two together: the two, though the lone one is listed first
        ([(1400, 1000, 1450, 1050), (100, 100, 150, 150), (200, 200, 260, 260)], [1, 2], [0]),
        # a box wider than any window (a continent): shown whole
        ([(100, 100, 900, 500)], [0], []),
    ],
)
def test_the_cut_out_shows_the_boxes_it_can(
    boxes: list[Box], shown: list[int], left_out: list[int]
) -> None:
    box = focus_box(BOARD, boxes)
    assert 0 <= box[0] < box[2] <= BOARD[0] and 0 <= box[1] < box[3] <= BOARD[1]
    assert box[2] - box[0] >= FOCUS_MIN_WIDTH
    for index in shown:
        assert contains(box, boxes[index]), (index, box)
    for index in left_out:
        assert not contains(box, boxes[index]), (index, box)
    if len(shown) > 1 or boxes[shown[0]][2] - boxes[shown[0]][0] < FOCUS_MAX_WIDTH - 2 * CONTEXT:
        assert box[2] - box[0] <= FOCUS_MAX_WIDTH


def test_a_cut_out_at_the_edge_stays_on_the_board() -> None:
    box = focus_box(BOARD, [(1590, 1190, 1600, 1200)])
    assert box[2] == BOARD[0] and box[3] == BOARD[1]
    assert box[2] - box[0] == FOCUS_MIN_WIDTH


def test_text_on_a_phone() -> None:
    assert phone_size(10, PHONE_WIDTH) == 10
    assert phone_size(10, 2 * PHONE_WIDTH) == 5
    assert phone_size(10, 200) == 10  # a narrow picture is not blown up


def test_no_box_no_focus() -> None:
    with pytest.raises(ValueError):
        focus_box(BOARD, [])


def test_the_png_is_the_cut_out() -> None:
    board = Image.new("RGB", (1600, 1200), (10, 20, 30))
    board.putpixel((700, 500), (255, 0, 0))
    buffer = io.BytesIO()
    board.save(buffer, format="PNG")
    cut = Image.open(io.BytesIO(focus_png(buffer.getvalue(), (600, 400, 1000, 700))))
    assert cut.size == (400, 300)
    assert cut.getpixel((100, 100)) == (255, 0, 0)
