"""The Small World board picture: every map renders from real engine views, within limits."""

from __future__ import annotations

import io
import re
from functools import cache

import pytest
from fontTools.ttLib import TTFont
from PIL import Image, ImageStat

from bot.engine.base import State, View, rng_for, setup_rng
from bot.games.smallworld import SPEC, render
from bot.games.smallworld.engine import ENGINE as engine
from bot.games.smallworld.engine.maps import load_map
from bot.render.text import font_resource

ONE_MEGABYTE = 1024 * 1024


@cache
def played(players: int, steps: int = 50, seed: int = 11) -> State:
    state = engine.setup(players, {}, setup_rng(seed))
    for number in range(steps):
        if engine.result(state) is not None:
            break
        seat = min(engine.waiting_for(state))
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))
    return state


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_board_renders_from_a_real_view(players: int) -> None:
    view = engine.view(played(players), None)
    png = render.render_board(view, "en")
    image = decode(png)
    assert len(png) < ONE_MEGABYTE
    # Wide enough for the map and the side panel, and not absurdly large.
    assert 1300 <= image.width <= 2400
    assert 700 <= image.height <= 1200


@pytest.mark.parametrize("locale", ["en", "zh-TW", "zh-CN"])
def test_five_player_board_in_every_locale_stays_under_a_megabyte(locale: str) -> None:
    png = render.render_board(engine.view(played(5, steps=120), None), locale)
    assert len(png) < ONE_MEGABYTE
    decode(png)


def test_the_board_shows_only_public_things() -> None:
    """A seat's own view draws the very same picture as the public view: no coins leak in."""
    state = played(3)
    public = render.render_board(engine.view(state, None), "en")
    for seat in range(3):
        assert render.render_board(engine.view(state, seat), "en") == public


def blank_view(players: int) -> View:
    game_map = load_map(players)
    markers = dict.fromkeys(("lair", "fortress", "encampment", "hero", "dragon", "hole"), 0)
    return {
        "game": "smallworld",
        "players": players,
        "turn": 1,
        "turns": game_map.turns,
        "active": 0,
        "phase": "pick",
        "map": players,
        "regions": [
            {
                "id": rid,
                "owner": None,
                "race": None,
                "declined": False,
                "tokens": 0,
                "lost_tribe": 0,
                "markers": dict(markers),
            }
            for rid in game_map.regions
        ],
        "market": [{"race": "ratmen", "power": "flying", "coins": 0} for _ in range(6)],
        "seats": [{"active": None, "declined": [], "tokens_on_map": 0} for _ in range(players)],
        "waiting": [0],
        "result": None,
    }


def counter_box(players: int, rid: int, view: View) -> tuple[int, int, int, int]:
    """Where a region's counter sits on the final picture (its first anchor)."""
    assert view["map"] == players
    cx, cy = render.region_anchor(view, rid)
    half = 14  # a counter's radius is about 25 pixels
    return (round(cx - half), round(cy - half), round(cx + half), round(cy + half))


def saturation(image: Image.Image, box: tuple[int, int, int, int]) -> float:
    _hue, sat, _value = image.crop(box).convert("HSV").split()
    return float(ImageStat.Stat(sat).mean[0])


def test_declined_races_are_greyed() -> None:
    view = blank_view(2)
    rid = next(rid for rid, region in load_map(2).regions.items() if region.terrain == "farmland")
    region = view["regions"][rid - 1]
    region.update(owner=0, race="amazons", tokens=3)
    box = counter_box(2, rid, view)
    active = saturation(render.board_image(view, "en"), box)
    region.update(declined=True, tokens=1)
    declined = saturation(render.board_image(view, "en"), box)
    assert declined < active * 0.6


def test_pieces_and_markers_change_the_picture_where_they_stand() -> None:
    view = blank_view(3)
    rid = next(rid for rid, region in load_map(3).regions.items() if region.terrain == "hill")
    box = counter_box(3, rid, view)
    empty = render.board_image(view, "en").crop(box)
    view["regions"][rid - 1]["lost_tribe"] = 1
    tribe = render.board_image(view, "en").crop(box)
    assert tribe.tobytes() != empty.tobytes()
    for name in ("lair", "fortress", "encampment", "hero", "dragon", "hole"):
        marked = blank_view(3)
        marked["regions"][rid - 1]["markers"][name] = 1
        assert render.board_image(marked, "en").crop(box).tobytes() != empty.tobytes(), name


def test_every_race_has_its_own_colour_and_a_badge_in_every_locale() -> None:
    races = engine_races()
    assert set(render.COLOURS.races) == set(races)
    assert len(set(render.COLOURS.races.values())) == len(races)
    for locale in ("en", "zh-TW", "zh-CN"):
        badges = [render.race_badge(race, locale) for race in races]
        assert len(set(badges)) == len(races), locale
        assert all(not badge.startswith("sw-") for badge in badges)


def engine_races() -> list[str]:
    from bot.games.smallworld.engine.data import RACES

    return sorted(RACES)


@pytest.mark.parametrize("locale", ["en", "zh-TW", "zh-CN"])
def test_the_shipped_font_has_every_character_of_our_catalog(locale: str) -> None:
    with font_resource(locale).open("rb") as file:
        cmap = TTFont(file).getBestCmap()
    assert SPEC.catalogs is not None  # the game carries its catalogs in its own folder
    text = (SPEC.catalogs / locale / "smallworld.ftl").read_text(encoding="utf-8")
    text = re.sub(r"^#.*$", "", text, flags=re.M)  # comments are never drawn
    missing = sorted({char for char in text if ord(char) > 127 and ord(char) not in cmap})
    assert missing == []


def test_the_map_and_the_key_are_drawn_once_and_reused() -> None:
    from bot.games.smallworld.render import map as sw_map
    from bot.games.smallworld.render import panel
    from bot.render.canvas import shadow_mask

    view = engine.view(played(5, steps=120), None)
    render.clear_caches()
    first = render.render_board(view, "zh-TW")
    masks = shadow_mask.cache_info()
    second = render.render_board(view, "zh-TW")
    # the second board draws neither the map nor the key again, nor any piece's shadow
    assert sw_map.base_map.cache_info().misses == 1
    assert sw_map.base_map.cache_info().hits >= 2
    assert panel.key_layer.cache_info().misses == 1
    assert panel.key_layer.cache_info().hits == 1
    assert shadow_mask.cache_info().misses == masks.misses
    assert shadow_mask.cache_info().hits > masks.hits
    # and the cached layers give the very picture drawn from scratch
    assert second == first
