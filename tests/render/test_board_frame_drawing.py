"""The shared pieces every board draws the table's frame with (issue 26): names made drawable
without empty boxes, the seat tag's words, and the outline of a marked area."""

from __future__ import annotations

import pytest
from fontTools.ttLib import TTFont
from PIL import ImageChops

from bot.i18n import SUPPORTED, Text, t
from bot.render.area_marks import mark_areas
from bot.render.board_frame import BoardArea, SeatTag, changed_areas
from bot.render.canvas import Canvas
from bot.render.drawable_names import drawable
from bot.render.palette import Palette
from bot.render.seat_legend import tag_text
from bot.render.text import font_resource

PALE = Palette(
    paper=(240, 235, 220),
    ink=(30, 30, 30),
    muted=(120, 120, 120),
    faint=(200, 200, 200),
    panel=(250, 250, 250),
    gold=(200, 150, 50),
)


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("Bob", "Bob"),
        ("小明", "小明"),
        ("Жора", "Жора"),  # Cyrillic is in the subsets
        ("😀 Ann 😀", "Ann"),  # emoji are left out, and the spaces round them
        ("한국", "Seat"),  # Hangul is not: nothing readable left, the fallback
        ("😀😀", "Seat"),
        (".", "Seat"),  # no letter or digit: the fallback
        ("  a\u200b  b  ", "a b"),  # zero-width gone, runs of spaces one
        ("**x** _y_", "**x** _y_"),  # drawn as it is, never read as markdown
        ("Z\u0337\u0321\u0336o", "Z\u0337o"),  # one combining mark per letter at most
        ("a\nb\tc", "abc"),  # control characters
    ],
)
def test_a_name_is_drawn_without_empty_boxes(name: str, shown: str) -> None:
    assert drawable(name, "en", "Seat") == shown


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_kept_character_has_a_glyph(locale: str) -> None:
    with font_resource(locale).open("rb") as file:
        cmap = TTFont(file).getBestCmap()
    names = ["Zoë Ærøskøbing", "Кира Αλέξης", "王小明の猫", "🐉Drake🐉", "Ωmega ∑", "ﷺ Ali"]
    for name in names:
        kept = drawable(name, locale, "Seat")
        assert all(ord(char) in cmap or char == " " for char in kept), (name, kept)


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_tag_says_who_moves_and_until_when(locale: str) -> None:
    label = "Red"
    assert tag_text(locale, 0, None, label) == (label, "")
    assert tag_text(locale, 0, SeatTag("Ann"), label) == ("Ann", label)
    waiting = tag_text(locale, 0, SeatTag("Ann", to_move=True), label)
    assert waiting == ("Ann", t(locale, "board-to-move"))
    due = tag_text(locale, 0, SeatTag("Ann", to_move=True, deadline="14:00 UTC"), label)
    assert due[1] == t(locale, "board-to-move-until", when="14:00 UTC") and "14:00 UTC" in due[1]
    bot = tag_text(locale, 0, SeatTag("Ann", bot=True), label)
    assert bot[0] == t(locale, "board-bot-name", name="Ann") and bot[0] != "Ann"
    # a deadline is never told for a seat the game does not wait for
    assert tag_text(locale, 0, SeatTag("Ann", deadline="14:00 UTC"), label)[1] == label


def area(area_id: str, box: tuple[float, float, float, float], group: bool = False) -> BoardArea:
    return BoardArea(area_id, Text("highcard-title"), box, state=area_id, group=group)


def test_only_marked_areas_are_outlined_and_only_inside_their_boxes() -> None:
    areas = [
        area("a", (10, 10, 60, 50)),
        area("b", (100, 10, 150, 50)),
        area("all", (0, 0, 200, 100), group=True),
    ]
    blank = Canvas(200, 100, PALE)
    marked = Canvas(200, 100, PALE)
    assert mark_areas(marked, areas, frozenset({"a", "all"})) == 1  # a group is never marked
    difference = ImageChops.difference(blank.picture(), marked.picture()).convert("L")
    changed = difference.point(lambda level: 255 if level else 0).getbbox()
    assert changed is not None
    left, top, right, bottom = changed
    assert left >= 10 and top >= 10 and right <= 60 and bottom <= 50, changed
    assert right - left > 40 and bottom - top > 30  # the whole box is tinted


def test_a_shape_is_outlined_round_its_polygon() -> None:
    triangle = BoardArea(
        "t", Text("highcard-title"), (20, 20, 80, 80), outline=((20, 80), (50, 20), (80, 80))
    )
    blank = Canvas(100, 100, PALE)
    marked = Canvas(100, 100, PALE)
    assert mark_areas(marked, [triangle], frozenset({"t"})) == 1
    difference = ImageChops.difference(blank.picture(), marked.picture()).convert("L")
    assert difference.getpixel((50, 60)) > 0  # inside: tinted
    assert difference.getpixel((22, 25)) == 0  # in the box but outside the triangle
    assert difference.getpixel((95, 95)) == 0


def test_what_changed_between_two_boards() -> None:
    before = [area("a", (0, 0, 1, 1)), area("b", (0, 0, 1, 1)), area("g", (0, 0, 1, 1), True)]
    after = [
        BoardArea("a", Text("x"), (0, 0, 1, 1), state="a"),
        BoardArea("b", Text("x"), (0, 0, 1, 1), state="moved"),
        BoardArea("c", Text("x"), (0, 0, 1, 1), state="new"),
        BoardArea("g", Text("x"), (0, 0, 1, 1), state="other", group=True),
    ]
    assert changed_areas(before, after) == {"b", "c"}
    assert changed_areas(after, after) == frozenset()
