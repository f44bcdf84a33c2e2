"""Sun Tzu's board areas and the table's frame on its board (issue 26): every area reads on a
phone (printed text included), the players' names move nothing, a sealed order changes no
area and no pixel, "to move" follows the public view, a battle changes its province, and a
marked area is outlined."""

from __future__ import annotations

import copy
import io
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.engine.base import rng_for, setup_rng
from bot.games.suntzu import render
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.render.commanders import tag_box
from bot.games.suntzu.render.layout import commander_box
from bot.i18n import SUPPORTED, t, text
from bot.render.area_marks import OUTLINE
from bot.render.board_frame import BoardArea, BoardFrame, SeatTag, changed_areas
from bot.render.drawn_text import Drawn, recording
from bot.render.focus import SMALLEST_TEXT, focus_box, phone_size

State = dict[str, Any]
DEADLINE = "Sat 28 Nov, 14:00 UTC"
LONG_NAMES = ("Ada Lovelace-Byron of the Analytical Engine", "小明同學的長長名字真的很長很長很長")


def play(
    stop: Callable[[State], bool], seed: int = 0, options: dict[str, Any] | None = None
) -> State:
    """Autopilot the seats that still have something to decide until ``stop`` holds."""
    state = engine.setup(2, options or {}, setup_rng(seed))
    for number in range(3000):
        if stop(state) or engine.result(state) is not None:
            break
        undecided = [s for s in sorted(engine.waiting_for(state)) if engine.pending(state, s)]
        action = engine.autopilot(state, undecided[0], rng_for(seed, number))
        engine.apply(state, undecided[0], action, rng_for(seed, number))
    return state


def phase(name: str, round_at_least: int = 1) -> Callable[[State], bool]:
    return lambda s: engine.view(s, None)["phase"] == name and s["round"] >= round_at_least


@cache
def moments() -> dict[str, State]:
    return {
        "fresh": play(lambda s: True, seed=3),
        "placing": play(phase("place", 2), seed=1),
        "order": play(phase("order", 3), seed=4),
        "late": play(phase("draw", 7), seed=11),
        "over": play(lambda s: False, seed=2),
    }


def frame(areas: list[BoardArea], marked: frozenset[str] | None = None) -> BoardFrame:
    seats = tuple(SeatTag(name, True, DEADLINE) for name in LONG_NAMES)
    return BoardFrame(seats, frozenset(a.id for a in areas) if marked is None else marked)


def drawn(view: dict[str, Any], locale: str, board_frame: BoardFrame) -> tuple[bytes, list[Drawn]]:
    """The board with every line of text it draws, the printed part too (its cache is
    emptied, else the printed text would not be drawn again)."""
    render.clear_caches()
    with recording() as lines:
        png = render.render_board(view, locale, board_frame)
    return png, lines


def picture(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image.convert("RGB")


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("moment", ["fresh", "placing", "order", "late", "over"])
def test_every_text_in_every_areas_focus_reads_on_a_phone(moment: str, locale: str) -> None:
    view = engine.view(moments()[moment], None)
    areas = render.board_areas(view, locale)
    png, lines = drawn(view, locale, frame(areas))
    size = picture(png).size
    assert any(
        line.value == "Ada Lovelace-Byron of the Analytical Engine" or "…" in line.value
        for line in lines
    )
    too_small = []
    for area in areas:
        left, top, right, bottom = focus_box(size, [area.box])
        for line in lines:
            x, y = line.at
            inside = left <= x <= right and top <= y <= bottom
            if inside and phone_size(line.size, right - left) < SMALLEST_TEXT:
                too_small.append((area.id, line.value, line.size))
    assert not too_small


def test_areas_are_every_part_a_move_changes_and_named_apart() -> None:
    view = engine.view(moments()["order"], None)
    ids = [area.id for area in render.board_areas(view, "en")]
    provinces = [f"province-{p['id']}" for p in view["provinces"]]
    assert ids == [*provinces, "track", "commander-wu", "commander-chu", "event", "reserve"]
    for locale in SUPPORTED:
        names = [text(locale, area.name) for area in render.board_areas(view, locale)]
        assert len(set(names)) == len(names), names
        # a province and the side of the same name are told apart
        assert text(locale, render.board_areas(view, locale)[4].name) != names[7]


@pytest.mark.parametrize("moment", ["fresh", "order", "over"])
def test_the_names_move_nothing(moment: str) -> None:
    """Boxes are the same in every locale and with any frame; the names draw only in their
    tags (the rest of the picture is the same, but for the palette's rounding: a few levels)."""
    view = engine.view(moments()[moment], None)
    boxes = [area.box for area in render.board_areas(view, "en")]
    for locale in SUPPORTED:
        assert [area.box for area in render.board_areas(view, locale)] == boxes
    bare = picture(render.render_board(view, "en", None))
    named = picture(render.render_board(view, "en", frame([], frozenset())))
    assert bare.size == named.size
    difference = ImageChops.difference(bare, named).convert("L")
    for seat in (0, 1):
        tag = tuple(round(edge) for edge in tag_box(commander_box(seat)))
        difference.paste(0, tag)
    counts = difference.histogram()
    assert max(level for level, count in enumerate(counts) if count) <= 12


def test_a_sealed_order_changes_no_area_and_no_pixel() -> None:
    """Placing five cards and locking in changes nothing the channel sees: no area's state,
    not one pixel (the seat stays "to move", as the engine keeps it among the waited-for)."""
    before = moments()["placing"]
    after = copy.deepcopy(before)
    for number in range(40):
        if not engine.pending(after, 0):
            break
        engine.apply(after, 0, engine.autopilot(after, 0, rng_for(9, number)), rng_for(9, number))
    assert after["locked"][0] and not before["locked"][0]
    old, new = engine.view(before, None), engine.view(after, None)
    assert not changed_areas(render.board_areas(old, "en"), render.board_areas(new, "en"))
    board_frame = frame([], frozenset())
    assert render.render_board(old, "en", board_frame) == render.render_board(
        new, "en", board_frame
    )


def notes(view: dict[str, Any], seats: tuple[SeatTag, ...]) -> list[str]:
    _png, lines = drawn(view, "en", BoardFrame(seats))
    return [line.value for line in lines]


def test_to_move_is_the_public_views_not_the_tables() -> None:
    """The chooser alone is to move while it picks the battle order, whatever the frame says;
    a lock-in made public (open_locks) ends a seat's "to move"; without a frame the sides'
    labels stand for the players."""
    view = engine.view(moments()["order"], None)
    chooser = view["chooser"]
    seats = (SeatTag("Ada", True, DEADLINE), SeatTag("Bob", True, DEADLINE))
    until = t("en", "board-to-move-until", when=DEADLINE)
    assert notes(view, seats).count(until) == 1
    waiting = [line for line in notes(view, seats) if line in ("Ada", "Bob")]
    assert waiting == ["Ada", "Bob"]
    label = t("en", "suntzu-seat-wu" if chooser == 0 else "suntzu-seat-chu")
    bare = notes(view, ())
    assert label in bare and t("en", "board-to-move") in bare

    state = play(phase("place", 2), seed=1, options={"open_locks": True})
    for number in range(40):
        if not engine.pending(state, 0):
            break
        engine.apply(state, 0, engine.autopilot(state, 0, rng_for(9, number)), rng_for(9, number))
    view = engine.view(state, None)
    assert view["locks"] == [True, False]
    assert notes(view, seats).count(until) == 1  # Chu's only


def test_a_battle_changes_its_province_and_not_the_others() -> None:
    state = copy.deepcopy(moments()["order"])
    seat = engine.view(state, None)["chooser"]
    before = render.board_areas(engine.view(state, None), "en")
    action = engine.autopilot(state, seat, rng_for(1, 1))
    engine.apply(state, seat, action, rng_for(1, 1))
    after = engine.view(state, None)
    changed = changed_areas(before, render.board_areas(after, "en"))
    fought = after["provinces"][after["battles"][-1]["p"]]["id"]
    assert f"province-{fought}" in changed
    provinces = {area.id for area in before if area.id.startswith("province-")}
    assert len(changed & provinces) == 1


def test_a_marked_area_is_outlined() -> None:
    view = engine.view(moments()["order"], None)
    areas = render.board_areas(view, "en")
    reserve = next(area for area in areas if area.id == "reserve")
    left, top, right, _bottom = reserve.box
    edge = (round((left + right) / 2), round(top) + 3)  # inside the white halo
    plain = picture(render.render_board(view, "en", frame(areas, frozenset())))
    marked = picture(render.render_board(view, "en", frame(areas, frozenset({"reserve"}))))
    distance = sum(abs(a - b) for a, b in zip(marked.getpixel(edge), OUTLINE, strict=True))
    assert distance < 40
    assert plain.getpixel(edge) != marked.getpixel(edge)
