"""Issue 26 on the World War board: the areas a player can name (territories, continents, the
armies' cards, the last battle, the events), the players' names under the cards' bands, the
areas a frame marks outlined, and the map's text drawn large enough for the continents' focus
pictures (bot.render.focus)."""

from __future__ import annotations

import copy

from bot.engine.base import View
from bot.games.worldwar import render
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.render import readable
from bot.games.worldwar.render.board import layout
from bot.games.worldwar.render.geometry import continent_box
from bot.games.worldwar.render.map import labels
from bot.i18n import SUPPORTED, t
from bot.render.area_marks import OUTLINE
from bot.render.board_frame import BoardFrame, SeatTag, changed_areas
from bot.render.drawn_text import recording
from bot.render.focus import PHONE_WIDTH, SMALLEST_TEXT, focus_box
from tests.render.test_worldwar_render import MAP, count_near, decode, moments

NAMES = ("Ada", "Grace Hopper", "小明", "Linus", "Zoë")


def turn_view(players: int = 5) -> View:
    return engine.view(moments(players)["later-turn"], None)


def frame_of(players: int, marked: frozenset[str] = frozenset()) -> BoardFrame:
    seats = tuple(
        SeatTag(NAMES[seat], to_move=seat == 1, deadline="Sat 28 Nov, 14:00 UTC")
        for seat in range(players)
    )
    return BoardFrame(seats, marked)


def test_every_territory_continent_and_card_is_an_area() -> None:
    view = turn_view()
    areas = {area.id: area for area in render.board_areas(view, "en")}
    for tid, territory in MAP.territories.items():
        area = areas[tid]
        assert not area.group and len(area.outline) == len(territory.polygon)
        left, top, right, bottom = area.box
        assert all(left <= x <= right and top <= y <= bottom for x, y in area.outline)
    for cid, continent in MAP.continents.items():
        assert areas[cid].group
        left, top, right, bottom = areas[cid].box
        for tid in continent.territories:
            x, y = areas[tid].outline[0]
            assert left <= x <= right and top <= y <= bottom
    for colour in ("black", "blue", "yellow", "red", "green"):
        assert f"army-{colour}" in areas
    size = (layout(view).width, layout(view).height)
    assert all(0 <= a.box[0] < a.box[2] <= size[0] for a in areas.values())


def test_a_territory_changes_state_with_its_owner_or_pieces_and_nothing_else_does() -> None:
    view = turn_view()
    before = render.board_areas(view, "en")
    after_view = copy.deepcopy(view)
    spot = after_view["map"]["siberia"]
    spot["u"] = {
        **(spot.get("u") or {}),
        "soldiers": int((spot.get("u") or {}).get("soldiers") or 0) + 3,
    }
    after = render.board_areas(after_view, "en")
    owner = ("black", "blue", "yellow", "red", "green")[int(spot["o"])]
    # the card counts the army's territories and engines, not its soldiers on the map
    assert changed_areas(before, after) == {"siberia"}
    spot["o"] = (int(spot["o"]) + 1) % 5
    moved = changed_areas(before, render.board_areas(after_view, "en"))
    new_owner = ("black", "blue", "yellow", "red", "green")[int(spot["o"])]
    assert moved == {"siberia", f"army-{owner}", f"army-{new_owner}"}


def test_the_frame_moves_nothing_and_names_the_players() -> None:
    view = turn_view()
    plain = render.render_board(view, "en")
    with recording() as drawn:
        named = render.render_board(view, "en", frame_of(5))
    assert decode(plain).size == decode(named).size
    texts = [line.value for line in drawn]
    for name in NAMES:
        assert name in texts
    assert t("en", "board-to-move-until", when="Sat 28 Nov, 14:00 UTC") in texts
    with recording() as drawn:
        render.render_board(view, "zh-TW", None)
    texts = [line.value for line in drawn]
    # no names: each card's row says the army's colour (under the band that says it too)
    for colour in ("black", "blue", "yellow", "red", "green"):
        assert texts.count(t("zh-TW", f"ww-board-colour-{colour}")) >= 2


def test_a_marked_territory_is_outlined_and_only_it() -> None:
    view = turn_view()
    marked = decode(render.render_board(view, "en", frame_of(5, frozenset({"china"}))))
    plain = decode(render.render_board(view, "en", frame_of(5)))
    areas = {area.id: area for area in render.board_areas(view, "en")}
    for tid in ("china", "brazil"):
        box = tuple(round(v) for v in areas[tid].box)
        magenta = count_near(marked.crop(box), OUTLINE, 30)
        if tid == "china":
            assert magenta > 400 and count_near(plain.crop(box), OUTLINE, 30) < 20
        else:
            assert magenta < 20


def test_asias_and_north_americas_words_read_in_their_focus_pictures() -> None:
    """A continent's focus picture is as wide as the continent: its labels and values are
    drawn at least 8 × width / 400 (Europe's stay small: its picture is only 464 wide)."""
    width = 1632.0
    for locale in SUPPORTED:
        printed = labels(locale)
        for cid in ("asia", "north-america", "europe"):
            box = focus_box((width, 100_000.0), [continent_box(cid)])
            least = SMALLEST_TEXT * (box[2] - box[0]) / PHONE_WIDTH
            for tid in MAP.continents[cid].territories:
                _shown, size, label = printed[tid]
                assert size >= least and label.value_size >= least, (locale, tid, size)
    assert readable.floor_at((20.0, 1100.0)) == 0.0  # the cards: under no continent
