"""Small World's board areas and frame (issue 26 parts 2-5): every region and the panel's rows
named where they lie, the players' names in their rows, the marked areas outlined, and each
counter in its owner's colour."""

from __future__ import annotations

from PIL import ImageChops

from bot.engine.base import State
from bot.games.smallworld import SPEC, render
from bot.games.smallworld.engine import ENGINE as engine
from bot.games.smallworld.engine.maps import load_map
from bot.games.smallworld.render.board import draw_board
from bot.games.smallworld.render.palette import COLOURS, race_colour, seat_colour
from bot.i18n import SUPPORTED, text
from bot.render.board_frame import BoardArea, BoardFrame, SeatTag, changed_areas
from bot.render.drawn_text import recording
from tests.autoplay import autoplayed
from tests.render.test_smallworld_render import blank_view, counter_box


def played(players: int, steps: int, seed: int = 3) -> State:
    return autoplayed("smallworld", players, steps, seed)


def by_id(areas: list[BoardArea]) -> dict[str, BoardArea]:
    return {area.id: area for area in areas}


def test_every_region_is_an_area_inside_the_map() -> None:
    for players in (2, 3, 4, 5):
        view = engine.view(played(players, 20), None)
        areas = by_id(render.board_areas(view, "en"))
        regions = load_map(players).regions
        assert {f"region-{rid}" for rid in regions} <= set(areas)
        anchor_inside = 0
        for rid in regions:
            area = areas[f"region-{rid}"]
            left, top, right, bottom = area.box
            assert len(area.outline) >= 6
            assert all(left <= x <= right and top <= y <= bottom for x, y in area.outline)
            x, y = render.region_anchor(view, rid)  # the counter stands in its region's box
            anchor_inside += left <= x <= right and top <= y <= bottom
        assert anchor_inside == len(regions)


def test_areas_are_named_in_every_language() -> None:
    view = engine.view(played(4, 40), None)
    for locale in SUPPORTED:
        names = [text(locale, area.name) for area in render.board_areas(view, locale)]
        assert len(set(names)) == len(names)
        assert not any(name.startswith("sw-") for name in names)
    assert text("en", by_id(render.board_areas(view, "en"))["region-12"].name).startswith(
        "Region 12 · "
    )


def test_the_players_names_stand_in_their_rows_and_move_nothing() -> None:
    view = engine.view(played(5, 40), None)
    names = (
        "Ada Lovelace-Byron",
        "bob",
        "Cleo",
        "Dan the very long named player of Small World",
        "Eve",
    )
    frame = BoardFrame(
        tuple(
            SeatTag(name, to_move=seat == 1, deadline="Sat 14:00 UTC")
            for seat, name in enumerate(names)
        )
    )
    areas = by_id(render.board_areas(view, "en"))
    with recording() as drawn:
        named = draw_board(view, "en", frame).picture()
    plain = draw_board(view, "en", None).picture()
    assert named.size == plain.size
    for seat, name in enumerate(names):
        row = areas[f"player-{seat}"].outline
        spots = [
            line
            for line in drawn
            if line.value.rstrip("…") and name.startswith(line.value.rstrip("…"))
        ]
        assert spots, name
        x, y = spots[0].at
        assert row[0][0] <= x <= row[1][0] and row[0][1] <= y <= row[2][1], name
    assert any("Sat 14:00 UTC" in line.value for line in drawn)  # the awaited seat's deadline
    # the map is the same picture: the names only change the panel's rows
    map_width = plain.width - 560
    assert named.crop((0, 0, map_width, plain.height)) == plain.crop(
        (0, 0, map_width, plain.height)
    )


def test_without_names_the_rows_show_the_seat_labels() -> None:
    view = engine.view(played(3, 10), None)
    with recording() as drawn:
        render.render_board(view, "en", BoardFrame())
    values = {line.value for line in drawn}
    waiting = view["waiting"][0]
    labels = ["Red", "Blue", "Yellow"]
    for seat, label in enumerate(labels):
        assert (label in values) or (seat == waiting and f"{label} — to play" in values)


def test_a_marked_region_is_outlined_there_and_nowhere_else() -> None:
    view = engine.view(played(3, 30), None)
    areas = by_id(render.board_areas(view, "en"))
    # before the palette's reduction, which a tint may shift a little everywhere
    plain = draw_board(view, "en", BoardFrame()).picture()
    marked = draw_board(view, "en", BoardFrame(marked=frozenset({"region-7", "market"}))).picture()
    changed = (
        ImageChops.difference(plain, marked).convert("L").point(lambda v: 255 if v > 24 else 0)
    )
    box = changed.getbbox()
    assert box is not None
    region, market = areas["region-7"], areas["market"]
    slack = 6  # the outline's halo reaches past the shape
    outline_left = min(x for x, _ in region.outline) - slack
    outline_top = min(min(y for _, y in region.outline), market.outline[0][1]) - slack
    assert box[0] >= outline_left and box[1] >= outline_top
    # both were marked: pixels changed inside each
    for area in (region, market):
        inner = tuple(round(v) for v in area.box)
        assert changed.crop(inner).getbbox() is not None, area.id


def test_moves_change_the_regions_they_touch() -> None:
    early = engine.view(played(4, 10), None)
    late = engine.view(played(4, 40), None)
    changed = changed_areas(render.board_areas(early, "en"), render.board_areas(late, "en"))
    moved = {
        f"region-{old['id']}"
        for old, new in zip(early["regions"], late["regions"], strict=True)
        if (old["owner"], old["tokens"]) != (new["owner"], new["tokens"])
    }
    assert moved and moved <= changed
    # the rows of the seats that moved changed too, and the printed map's seas never do
    assert any(area_id.startswith("player-") for area_id in changed)
    seas = [r for r, region in load_map(4).regions.items() if region.terrain in ("sea", "lake")]
    assert not {f"region-{rid}" for rid in seas} & changed


def test_a_counter_is_its_owners_colour() -> None:
    """Yellow's Humans (a blue race) read as Yellow's: the disc is yellow, the race a tab."""
    view = blank_view(2)
    rid = next(rid for rid, region in load_map(2).regions.items() if region.terrain == "farmland")
    view["regions"][rid - 1].update(owner=2, race="humans", tokens=3)
    left, top, right, bottom = counter_box(2, rid, view)
    cx, cy = (left + right) / 2, (top + bottom) / 2
    # a patch of the disc's face below the tab, beside the count
    patch = render.board_image(view, "en").crop(
        (round(cx - 13), round(cy + 2), round(cx - 8), round(cy + 8))
    )
    mean = tuple(sum(band) / len(band) for band in zip(*patch.get_flattened_data(), strict=True))

    def distance(colour: tuple[int, int, int]) -> float:
        return sum((a - b) ** 2 for a, b in zip(mean, colour, strict=True)) ** 0.5

    assert distance(seat_colour(2)) < distance(race_colour("humans")) / 3
    assert COLOURS.races["humans"] != seat_colour(2)


def test_the_spec_names_the_areas() -> None:
    assert SPEC.board_areas is render.board_areas
