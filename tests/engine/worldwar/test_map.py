"""The World War map (content/map.json): the seed's examples, ranges, links and the drawing."""

from __future__ import annotations

import copy
import itertools
import json
import re
from importlib import resources
from typing import Any

import pytest

from bot.games.worldwar.engine.content.map import (
    BONUS_RANGE,
    VALUE_RANGE,
    MapError,
    Point,
    Territory,
    contains,
    parse,
    reachable,
    world,
)
from bot.i18n import SUPPORTED, t

WORLD = world()
TERRITORIES = sorted(WORLD.territories)
CONTINENTS = sorted(WORLD.continents)
HAN = re.compile(r"[\u4e00-\u9fff]")


def raw() -> dict[str, Any]:
    path = resources.files("bot.games.worldwar.engine.content").joinpath("map.json")
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


# --- the seed's words and the ranges -------------------------------------------------------


@pytest.mark.parametrize(
    ("territory", "value"),
    [("east-usa", 50), ("west-usa", 50), ("siberia", 5), ("yakutsk", 5)],
)
def test_the_seeds_economic_values_hold(territory: str, value: int) -> None:
    # "比如东西美国都是50,而西伯利亚,亚库斯科等都是5"
    assert WORLD.territories[territory].value == value


def test_about_42_territories_on_6_continents_dealt_evenly_to_4_or_5() -> None:
    assert len(WORLD.continents) == 6
    assert 38 <= len(TERRITORIES) <= 46
    # the country cards deal out to the last card: every player gets as many
    assert len(TERRITORIES) % 4 == 0 and len(TERRITORIES) % 5 == 0


@pytest.mark.parametrize("territory", TERRITORIES)
def test_every_value_is_5_to_50(territory: str) -> None:
    assert VALUE_RANGE == (5, 50)
    assert 5 <= WORLD.territories[territory].value <= 50


@pytest.mark.parametrize("continent", CONTINENTS)
def test_every_continent_bonus_is_20_to_70(continent: str) -> None:
    assert BONUS_RANGE == (20, 70)
    assert 20 <= WORLD.continents[continent].bonus <= 70


def borders(continent: str) -> int:
    """How many of a continent's territories an outsider can attack from next door."""
    members = set(WORLD.continents[continent].territories)
    return sum(1 for name in members if WORLD.territories[name].links - members)


def test_bigger_and_more_open_continents_are_worth_more() -> None:
    size = {c: len(WORLD.continents[c].territories) + borders(c) for c in CONTINENTS}
    ordered = sorted(CONTINENTS, key=lambda c: (size[c], WORLD.continents[c].bonus))
    bonuses = [WORLD.continents[c].bonus for c in ordered]
    assert bonuses == sorted(bonuses)
    assert len(set(bonuses)) == len(bonuses)


@pytest.mark.parametrize(
    ("richer", "poorer"),
    [
        ("east-usa", "mexico"),
        ("china", "mongolia"),
        ("germany", "eastern-europe"),
        ("japan", "far-east"),
        ("middle-east", "central-asia"),
        ("brazil", "peru"),
        ("south-africa", "central-africa"),
        ("east-australia", "west-australia"),
    ],
)
def test_values_follow_the_real_worlds_economies_roughly(richer: str, poorer: str) -> None:
    assert WORLD.territories[richer].value > WORLD.territories[poorer].value


# --- links --------------------------------------------------------------------------------


@pytest.mark.parametrize("territory", TERRITORIES)
def test_links_are_symmetric_and_never_both_land_and_sea(territory: str) -> None:
    here = WORLD.territories[territory]
    assert here.links, territory
    for other in here.neighbours:
        assert territory in WORLD.territories[other].neighbours
    for other in here.sea:
        assert territory in WORLD.territories[other].sea
    assert not here.neighbours & here.sea


def test_the_world_is_connected_and_each_continent_holds_together() -> None:
    links = {name: WORLD.territories[name].links for name in TERRITORIES}
    assert reachable("east-usa", links, set(TERRITORIES)) == set(TERRITORIES)
    for continent in CONTINENTS:
        members = set(WORLD.continents[continent].territories)
        assert reachable(min(members), links, members) == members


def test_every_continent_is_reachable_from_every_other() -> None:
    for continent in CONTINENTS:
        members = set(WORLD.continents[continent].territories)
        assert borders(continent) >= 1, continent
        assert any(WORLD.territories[m].links - members for m in members)


@pytest.mark.parametrize(
    ("a", "b", "by_sea"),
    [
        ("alaska", "far-east", True),
        ("east-usa", "britain", True),
        ("brazil", "west-africa", True),
        ("iberia", "north-africa", True),
        ("russia", "turkey", True),
        ("southeast-asia", "indonesia", True),
        ("mexico", "colombia", False),
        ("egypt", "middle-east", False),
        ("russia", "siberia", False),
        ("eastern-europe", "turkey", False),
    ],
)
def test_the_crossings_between_continents(a: str, b: str, by_sea: bool) -> None:
    assert WORLD.adjacent(a, b) and WORLD.adjacent(b, a)
    assert WORLD.by_sea(a, b) is by_sea


def test_sea_routes_draw_each_sea_link_once_and_only_the_pacific_wraps() -> None:
    pairs = {
        frozenset((name, other)) for name in TERRITORIES for other in WORLD.territories[name].sea
    }
    drawn = [frozenset(route.between) for route in WORLD.sea_routes]
    assert len(drawn) == len(set(drawn)) and set(drawn) == pairs
    assert [route.between for route in WORLD.sea_routes if route.wraps] == [("alaska", "far-east")]


def edit(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(raw())
    change(data)
    return data


def by_id(data: dict[str, Any], name: str) -> dict[str, Any]:
    found: dict[str, Any] = next(t for t in data["territories"] if t["id"] == name)
    return found


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: by_id(d, "siberia").update(value=4), "value 4"),
        (lambda d: by_id(d, "east-usa").update(value=55), "value 55"),
        (lambda d: d["continents"][0].update(bonus=75), "bonus 75"),
        (lambda d: by_id(d, "alaska")["neighbours"].append("mexico"), "not listed both ways"),
        (lambda d: by_id(d, "japan").update(sea=["china"]), "not listed both ways"),
        (lambda d: by_id(d, "alaska")["neighbours"].append("atlantis"), "unknown neighbour"),
        (lambda d: by_id(d, "peru").update(continent="antarctica"), "unknown continent"),
        (lambda d: d["sea_routes"].pop(), "sea_routes"),
        (lambda d: by_id(d, "india")["polygon"].append([1700, 10]), "off the"),
        (lambda d: d["continents"].pop(), "continents"),
    ],
)
def test_the_loader_refuses_a_broken_map(change: Any, message: str) -> None:
    with pytest.raises(MapError, match=message):
        parse(edit(change))


def test_the_loader_refuses_an_island_nobody_can_reach() -> None:
    def cut(data: dict[str, Any]) -> None:
        by_id(data, "east-australia")["sea"].remove("new-zealand")
        by_id(data, "new-zealand")["sea"].remove("east-australia")
        data["sea_routes"] = [r for r in data["sea_routes"] if "new-zealand" not in r["between"]]

    with pytest.raises(MapError, match="not connected"):
        parse(edit(cut))


# --- the drawing --------------------------------------------------------------------------


def box(polygon: tuple[Point, ...]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    return min(xs), min(ys), max(xs), max(ys)


def boxes_meet(a: Territory, b: Territory, margin: float = 1.0) -> bool:
    ax0, ay0, ax1, ay1 = box(a.polygon)
    bx0, by0, bx1, by1 = box(b.polygon)
    return (
        ax0 - margin <= bx1 and bx0 - margin <= ax1 and ay0 - margin <= by1 and by0 - margin <= ay1
    )


def edges(polygon: tuple[Point, ...]) -> list[tuple[Point, Point]]:
    return list(zip(polygon, polygon[1:] + polygon[:1], strict=True))


def cross(o: Point, a: Point, b: Point) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def properly_cross(p: tuple[Point, Point], q: tuple[Point, Point]) -> bool:
    """Whether two segments cross at a point inside both (touching or overlapping is not)."""
    d1, d2 = cross(q[0], q[1], p[0]), cross(q[0], q[1], p[1])
    d3, d4 = cross(p[0], p[1], q[0]), cross(p[0], p[1], q[1])
    eps = 1e-6
    return ((d1 > eps and d2 < -eps) or (d1 < -eps and d2 > eps)) and (
        (d3 > eps and d4 < -eps) or (d3 < -eps and d4 > eps)
    )


def distance_to_segment(p: Point, segment: tuple[Point, Point]) -> float:
    (x1, y1), (x2, y2) = segment
    dx, dy = x2 - x1, y2 - y1
    length = dx * dx + dy * dy
    k = 0.0 if length == 0 else max(0.0, min(1.0, ((p[0] - x1) * dx + (p[1] - y1) * dy) / length))
    return float(((p[0] - x1 - k * dx) ** 2 + (p[1] - y1 - k * dy) ** 2) ** 0.5)


def shared_points(a: Territory, b: Territory) -> int:
    """How many distinct corners of the two outlines lie on both of them."""
    points = [
        p for p in a.polygon if min(distance_to_segment(p, e) for e in edges(b.polygon)) < 0.5
    ]
    points += [
        p for p in b.polygon if min(distance_to_segment(p, e) for e in edges(a.polygon)) < 0.5
    ]
    return len({(round(x), round(y)) for x, y in points})


@pytest.mark.parametrize("territory", TERRITORIES)
def test_every_outline_lies_on_the_canvas_around_its_centre_and_label(territory: str) -> None:
    here = WORLD.territories[territory]
    assert len(here.polygon) >= 3
    for x, y in (*here.polygon, here.centre, here.label):
        assert 0 <= x <= WORLD.width and 0 <= y <= WORLD.height
    assert contains(here.polygon, here.centre)
    assert contains(here.polygon, here.label)
    assert (WORLD.width, WORLD.height) == (1600, 900)


def test_no_outline_crosses_another_or_itself() -> None:
    found = []
    for a, b in itertools.combinations(TERRITORIES, 2):
        ta, tb = WORLD.territories[a], WORLD.territories[b]
        if not boxes_meet(ta, tb):
            continue
        if any(properly_cross(p, q) for p in edges(ta.polygon) for q in edges(tb.polygon)):
            found.append((a, b))
    for name in TERRITORIES:
        sides = edges(WORLD.territories[name].polygon)
        for i, j in itertools.combinations(range(len(sides)), 2):
            if properly_cross(sides[i], sides[j]):
                found.append((name, name))
    assert found == []


def test_no_two_territories_cover_the_same_ground() -> None:
    step = 6
    owners: dict[tuple[int, int], str] = {}
    found = set()
    for name in TERRITORIES:
        here = WORLD.territories[name]
        x0, y0, x1, y1 = box(here.polygon)
        for gx in range(int(x0) // step, int(x1) // step + 1):
            for gy in range(int(y0) // step, int(y1) // step + 1):
                # off the half-pixel lattice the outlines are drawn on
                if contains(here.polygon, (gx * step + 0.37, gy * step + 0.61)):
                    if (gx, gy) in owners:
                        found.add((owners[(gx, gy)], name))
                    owners[(gx, gy)] = name
    assert found == set()
    # and the legend's box is open sea
    lx, ly, lw, lh = WORLD.legend
    assert not [
        cell
        for cell in owners
        if lx <= cell[0] * step <= lx + lw and ly <= cell[1] * step <= ly + lh
    ]


def test_land_neighbours_share_a_border_and_no_others_do() -> None:
    """Neighbours by land are drawn touching along a side; territories that are not touch at
    most at a single corner; sea links join territories that do not touch at all."""
    wrong = []
    for a, b in itertools.combinations(TERRITORIES, 2):
        ta, tb = WORLD.territories[a], WORLD.territories[b]
        shared = shared_points(ta, tb) if boxes_meet(ta, tb) else 0
        if b in ta.neighbours and shared < 2:
            wrong.append(f"{a}/{b}: neighbours drawn apart")
        if b not in ta.neighbours and shared > 1:
            wrong.append(f"{a}/{b}: drawn touching")
        if b in ta.sea and shared:
            wrong.append(f"{a}/{b}: sea link between touching outlines")
    assert wrong == []


# --- names ----------------------------------------------------------------------------------


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_territory_and_continent_has_a_name_in_every_language(locale: str) -> None:
    keys = [f"ww-territory-{name}" for name in TERRITORIES]
    keys += [f"ww-continent-{name}" for name in CONTINENTS]
    names = [t(locale, key) for key in keys]  # strict mode: a missing key raises
    assert len(set(names)) == len(names)
    for key, name in zip(keys, names, strict=True):
        assert name and name != key
        assert bool(HAN.search(name)) is locale.startswith("zh"), (locale, key, name)


@pytest.mark.parametrize(
    ("key", "en", "tw", "cn"),
    [
        ("ww-territory-siberia", "Siberia", "西伯利亞", "西伯利亚"),
        ("ww-territory-yakutsk", "Yakutsk", "雅庫茨克", "雅库茨克"),
        ("ww-territory-east-usa", "East USA", "美國東部", "美国东部"),
        ("ww-territory-italy", "Italy", "義大利", "意大利"),
        ("ww-territory-new-zealand", "New Zealand", "紐西蘭", "新西兰"),
        ("ww-continent-oceania", "Oceania", "大洋洲", "大洋洲"),
    ],
)
def test_names_read_as_each_region_writes_them(key: str, en: str, tw: str, cn: str) -> None:
    assert (t("en", key), t("zh-TW", key), t("zh-CN", key)) == (en, tw, cn)
