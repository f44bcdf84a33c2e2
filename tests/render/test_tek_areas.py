"""Tiny Epic Kingdoms on a phone and with its players named (issue 26 parts 2-4): the board's
areas (regions, kingdoms, the panel's cards and rows) with states that follow the moves, every
area's focus picture readable at 400 px with nothing cached (the cached card faces and panel
cards are drawn again while recording), the players' names in their strip without moving
anything, and the frame's areas outlined."""

from __future__ import annotations

import copy
import io

import pytest
from PIL import Image, ImageChops

from bot.engine.base import State, View, rng_for
from bot.games.tek import SPEC, render
from bot.games.tek.engine import ENGINE as engine
from bot.games.tek.render.board import layout
from bot.i18n import SUPPORTED, text
from bot.render.area_marks import OUTLINE
from bot.render.board_frame import BoardArea, BoardFrame, SeatTag, changed_areas
from bot.render.drawn_text import Drawn, recording
from bot.render.focus import SMALLEST_TEXT, focus_box, phone_size
from tests.autoplay import autoplayed

NAMES = ("Ada Lovelace-Byron the Second", "小明同學的長長名字", "😀 zoë 😀", "bob", "Кира + Eve")


def played(players: int, steps: int, seed: int = 11) -> State:
    return autoplayed("tek", players, steps, seed)


def public(players: int, steps: int) -> View:
    return engine.view(played(players, steps), None)


def named(players: int, marked: frozenset[str] = frozenset()) -> BoardFrame:
    seats = tuple(
        SeatTag(NAMES[seat], to_move=seat == 1, deadline="Sat 28 Nov, 14:00 UTC")
        for seat in range(players)
    )
    return BoardFrame(seats, marked)


def picture(png: bytes) -> Image.Image:
    with Image.open(io.BytesIO(png)) as image:
        return image.convert("RGB")


def drawn_fresh(
    view: View, locale: str, frame: BoardFrame | None
) -> tuple[Image.Image, list[Drawn]]:
    """The board drawn with every cached layer forgotten, so that all its text is recorded."""
    render.clear_caches()
    with recording() as drawn:
        png = render.render_board(view, locale, frame)
    return picture(png), drawn


def inside(point: tuple[float, float], box: tuple[float, float, float, float]) -> bool:
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("steps", [0, 12, 70])
@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_focus_reads_on_a_phone_with_nothing_cached(
    players: int, steps: int, locale: str
) -> None:
    view = public(players, steps)
    areas = render.board_areas(view, locale)
    image, drawn = drawn_fresh(view, locale, named(players))
    assert drawn, "nothing recorded"
    too_small = []
    for area in areas:
        box = focus_box(image.size, [area.box])
        width = box[2] - box[0]
        for line in drawn:
            if inside(line.at, box) and phone_size(line.size, width) < SMALLEST_TEXT:
                too_small.append((area.id, line.value, line.size, round(width)))
    assert not too_small, too_small[:6]


@pytest.mark.parametrize("players", [2, 5])
def test_areas_name_every_region_kingdom_and_row_once(players: int) -> None:
    view = public(players, 40)
    areas = render.board_areas(view, "en")
    ids = {area.id for area in areas}
    slots = len(view["slots"])
    assert {f"kingdom-{slot}" for slot in range(slots)} <= ids
    assert {f"region-{region['id']}" for region in view["regions"]} <= ids
    assert {f"seat-{seat}" for seat in range(players)} | {"actions", "tower", "war"} <= ids
    assert [area.id for area in areas if area.group] == [f"kingdom-{s}" for s in range(slots)]
    for locale in SUPPORTED:
        names = [text(locale, area.name) for area in render.board_areas(view, locale)]
        assert len(set(names)) == len(names), locale
    region = next(area for area in areas if area.id == "region-13")
    assert "13" in text("en", region.name) and len(region.outline) == 6
    lost = next(area for area in areas if area.id == "kingdom-2")
    assert text("en", lost.name) == ("Lost Kingdom" if players == 2 else "Yellow kingdom")


def test_a_card_still_face_down_names_no_region() -> None:
    view = public(3, 0)
    assert view["phase"] in ("faction", "setup")
    ids = {area.id for area in render.board_areas(view, "en")}
    assert not any(area_id.startswith("region-") for area_id in ids)
    assert {"kingdom-0", "kingdom-1", "kingdom-2", "seat-0"} <= ids


def _a_patrol() -> tuple[State, int, dict[str, int]]:
    """A game where the action player may patrol into an empty region of its card."""
    for steps in range(12, 200):
        state = played(4, steps)
        if state["phase"] != "act":
            continue
        seat = state["leader"]
        view = engine.view(state, None)
        empty = {int(r["id"]) for r in view["regions"] if not r["meeples"] and not r["token"]}
        for action in engine.legal_actions(state, seat):
            if action.get("t") == "patrol" and "b" in action and int(action["b"]) in empty:
                return state, seat, action
    raise AssertionError("no patrol in this game")


def test_a_patrol_changes_its_two_regions_and_the_action_card() -> None:
    state, seat, action = _a_patrol()
    before = render.board_areas(engine.view(state, None), "en")
    after_state = copy.deepcopy(state)
    engine.apply(after_state, seat, action, rng_for(11, 999))
    after = render.board_areas(engine.view(after_state, None), "en")
    changed = changed_areas(before, after)
    assert {f"region-{action['a']}", f"region-{action['b']}", "actions"} <= changed
    regions = {area_id for area_id in changed if area_id.startswith("region-")}
    assert regions == {f"region-{action['a']}", f"region-{action['b']}"}


def unreduced(view: View, frame: BoardFrame | None) -> tuple[Image.Image, list[Drawn]]:
    """The board before its palette is reduced (a palette depends on the whole picture)."""
    with recording() as drawn:
        image = render.draw_board(view, "en", frame).picture()
    return image, drawn


def test_the_frame_moves_nothing_and_names_the_players_in_their_strip() -> None:
    view = public(5, 40)
    plain, plain_text = unreduced(view, None)
    framed, framed_text = unreduced(view, named(5))
    empty, _ = unreduced(view, BoardFrame())
    assert plain.size == framed.size == empty.size
    assert ImageChops.difference(plain, empty).getbbox() is None
    strip = layout(view, "en").players
    changed = ImageChops.difference(plain, framed).getbbox()
    assert changed is not None
    left, top, right, bottom = changed
    assert strip[0] <= left and strip[1] <= top and right <= strip[2] + 1 and bottom <= strip[3] + 1
    values = [line.value for line in framed_text if inside(line.at, strip)]
    assert "bob" in values and "zoë" in values  # the emoji have no glyph: left out
    assert any(value.startswith("Ada Lovelace") for value in values)
    assert any("14:00 UTC" in value for value in values)  # the seat to move, until when
    # with no names the strip says what each seat is: its colour and faction
    labels = [line.value for line in plain_text if inside(line.at, strip)]
    assert len(labels) == 5 and all(
        label.startswith(("Red", "Blue", "Yel", "Gr", "Pur")) for label in labels
    )


def magenta(image: Image.Image, box: tuple[float, float, float, float]) -> int:
    data = image.crop(tuple(round(edge) for edge in box)).tobytes()
    pixels = (data[i : i + 3] for i in range(0, len(data), 3))
    return sum(
        1 for pixel in pixels if all(abs(a - b) <= 30 for a, b in zip(pixel, OUTLINE, strict=True))
    )


def test_the_marked_areas_are_outlined_and_no_other() -> None:
    view = public(5, 40)
    areas = {area.id: area for area in render.board_areas(view, "en")}
    marked = frozenset({"region-13", "seat-2", "kingdom-0"})  # a group is never outlined
    image = picture(render.render_board(view, "en", named(5, marked)))
    plain = picture(render.render_board(view, "en", named(5)))
    for area_id in ("region-13", "seat-2"):
        assert magenta(image, areas[area_id].box) > 100, area_id
        assert magenta(plain, areas[area_id].box) == 0
    assert magenta(image, areas["region-4"].box) == 0
    assert magenta(image, areas["seat-3"].box) == 0


def test_spec_registers_the_areas() -> None:
    assert SPEC.board_areas is render.board_areas
    view = public(2, 20)
    assert SPEC.board_areas(view, "zh-TW") == render.board_areas(view, "zh-TW")
    assert all(isinstance(area, BoardArea) for area in SPEC.board_areas(view, "en"))
