"""Sun Tzu images, drawn from views that the real engine produces (setup plus autopilot)."""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from fontTools.ttLib import TTFont
from PIL import Image

from bot.engine.base import rng_for, setup_rng
from bot.games.suntzu import render as render
from bot.games.suntzu.engine import ENGINE as engine
from bot.i18n import SUPPORTED, catalog_keys, t
from bot.render.text import font_resource
from tests.suntzu_play import play_until

State = dict[str, Any]
MAX_BYTES = 1024 * 1024


def phase_is(name: str, round_at_least: int = 1) -> Callable[[State], bool]:
    return lambda s: engine.view(s, None)["phase"] == name and s["round"] >= round_at_least


@cache
def moments() -> dict[str, State]:
    return {
        "fresh": play_until(3, False, lambda s: True),
        "fresh-beginner": play_until(3, True, lambda s: True),
        "mid": play_until(0, False, lambda s: s["round"] >= 4 and len(s["battles"]) >= 2),
        "draw": play_until(8, True, phase_is("draw", 3)),
        "late": play_until(11, False, phase_is("place", 8)),
        "over": play_until(2, False, lambda s: False),
    }


def decode(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def test_the_moments_are_what_they_claim() -> None:
    found = {name: engine.view(state, None) for name, state in moments().items()}
    assert found["fresh"]["phase"] == "warlord"
    assert found["fresh-beginner"]["phase"] == "place"
    assert found["mid"]["round"] >= 4 and found["mid"]["battles"]
    assert found["draw"]["phase"] == "draw"
    assert found["late"]["round"] >= 8
    assert found["over"]["result"] is not None


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("moment", ["fresh", "fresh-beginner", "mid", "draw", "late", "over"])
def test_board_renders_a_sensible_png(moment: str, locale: str) -> None:
    png = render.render_board(engine.view(moments()[moment], None), locale)
    assert len(png) < MAX_BYTES
    image = decode(png)
    assert 1200 <= image.width <= 1600
    assert 0.5 <= image.height / image.width <= 0.9


def test_board_labels_follow_the_locale() -> None:
    view = engine.view(moments()["mid"], None)
    images = {locale: render.render_board(view, locale) for locale in SUPPORTED}
    assert len(set(images.values())) == len(SUPPORTED)


def test_board_shows_the_state() -> None:
    """Two different moments of play never draw the same picture."""
    views = [engine.view(state, None) for state in moments().values()]
    assert len({render.render_board(view, "en") for view in views}) == len(views)


class RecordingView(dict):
    """A view that remembers which of its keys were read."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.read: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)


@pytest.mark.parametrize("moment", ["fresh", "mid", "over"])
def test_board_reads_only_the_public_schema(moment: str) -> None:
    view = RecordingView(engine.view(moments()[moment], 0))
    render.render_board(view, "en")
    assert view.read, "the board must read the view"
    assert view.read <= render.PUBLIC_KEYS
    assert "me" not in view.read and "seat" not in view.read


@pytest.mark.parametrize("moment", ["fresh", "mid", "draw", "late"])
def test_board_is_the_same_for_every_viewer(moment: str) -> None:
    state = moments()[moment]
    public = render.render_board(engine.view(state, None), "zh-TW")
    for seat in (0, 1):
        assert render.render_board(engine.view(state, seat), "zh-TW") == public


def test_board_highlights_the_plaque_that_scores_next() -> None:
    """Moving the highlight (scoring_index) changes the picture; the last round has none."""
    view = engine.view(moments()["mid"], None)
    pictures = {
        render.render_board({**view, "scoring_index": index}, "en") for index in (0, 1, 2, None)
    }
    assert len(pictures) == 4


def test_score_marker_moves_on_the_track() -> None:
    view = engine.view(moments()["fresh-beginner"], None)
    pictures = {render.render_board({**view, "marker": m}, "en") for m in (-9, -1, 0, 4, 9)}
    assert len(pictures) == 5


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("moment", ["fresh", "fresh-beginner", "mid", "draw", "late"])
def test_hand_renders_for_each_seat(moment: str, locale: str) -> None:
    for seat in (0, 1):
        view = engine.view(moments()[moment], seat)
        png = render.render_private(view, locale)
        assert png is not None
        assert len(png) < MAX_BYTES
        image = decode(png)
        assert 1000 <= image.width <= 1600 and 300 <= image.height <= 1000


def test_hand_is_none_without_a_seat_or_anything_to_show() -> None:
    state = moments()["mid"]
    assert render.render_private(engine.view(state, None), "en") is None
    empty = engine.view(state, 0)
    empty["me"] = {"hand": [], "placement": [None] * 5, "warlord": None, "drawn": []}
    assert render.render_private(empty, "en") is None


def test_hand_shows_the_seats_own_cards() -> None:
    state = moments()["fresh-beginner"]
    wu, chu = engine.view(state, 0), engine.view(state, 1)
    assert wu["me"]["hand"] != chu["me"]["hand"] or wu["seat"] != chu["seat"]
    assert render.render_private(wu, "en") != render.render_private(chu, "en")
    changed = engine.view(state, 0)
    changed["me"]["hand"] = sorted(changed["me"]["hand"])[:-1]
    assert render.render_private(changed, "en") != render.render_private(wu, "en")


def test_hand_shows_placement_and_pending_draw() -> None:
    state = moments()["fresh-beginner"]
    view = engine.view(state, 0)
    before = render.render_private(view, "en")
    state = play_until(3, True, lambda s: True)  # a fresh copy: the cached one stays as it was
    engine.apply(state, 0, {"t": "assign", "p": 2, "c": "5"}, rng_for(3, 0))
    placed = engine.view(state, 0)
    assert placed["me"]["placement"][2] == "5"
    assert render.render_private(placed, "en") != before

    drawing = engine.view(moments()["draw"], min(engine.waiting_for(moments()["draw"])))
    assert drawing["me"]["drawn"]
    without = {**drawing, "me": {**drawing["me"], "drawn": []}}
    assert render.render_private(drawing, "en") != render.render_private(without, "en")


@cache
def glyphs(locale: str) -> frozenset[int]:
    """The characters both weights of the locale's face can draw."""
    cmaps = []
    for bold in (False, True):
        with font_resource(locale, bold).open("rb") as file:
            cmaps.append(set(TTFont(file).getBestCmap()))
    return frozenset(cmaps[0] & cmaps[1])


# What the images print: our labels, and the engine's names and texts they show.
PRINTED = (
    "suntzu-title",
    "suntzu-seat-",
    "suntzu-leader-",
    "suntzu-board-",
    "suntzu-hand-",
    "suntzu-card-",
    "suntzu-phase-",
    "suntzu-event-",
    "suntzu-warlord-",
    "suntzu-end-",
)


def drawn_texts(locale: str) -> list[str]:
    keys = sorted(k for k in catalog_keys(locale) if k.startswith(PRINTED))
    params = {"round": 1, "phase": "", "seats": "", "side": "", "steps": 2, "n": 2}
    params |= {"done": 1, "total": 5, "name": "", "wu": 1, "chu": 1, "reason": "", "card": "7"}
    texts = [t(locale, key, face="plain", **params) for key in keys]
    # the card name has a variant per special face
    return texts + [t(locale, "suntzu-card-name", face=f, card="") for f in ("plague", "minus")]


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_font_has_every_glyph_the_images_print(locale: str) -> None:
    missing = {
        char
        for text in drawn_texts(locale)
        for char in text
        if ord(char) not in glyphs(locale) and char not in "\n\u2068\u2069"
    }
    assert not missing


def test_warlord_lines_say_only_what_is_public() -> None:
    view = engine.view(moments()["fresh"], None)
    assert render.warlord_lines(view, "en", 0) == [(t("en", "suntzu-board-warlord-choosing"), True)]
    beginner = engine.view(moments()["fresh-beginner"], None)
    assert render.warlord_lines(beginner, "en", 1) == [
        (t("en", "suntzu-board-warlord-none"), False)
    ]
    later = engine.view(moments()["mid"], None)
    later["warlords"] = [
        {"id": None, "used": False, "revealed": False},
        {"id": "plague_fury", "used": True, "revealed": True},
    ]
    later["extra_warlords"] = [{"id": None, "used": False, "revealed": False}, None]
    secret = t("en", "suntzu-board-warlord-secret")
    assert render.warlord_lines(later, "en", 0) == [
        (secret, True),
        (t("en", "suntzu-board-warlord-second", name=secret), True),
    ]
    name = t("en", "suntzu-warlord-plague_fury")
    assert render.warlord_lines(later, "en", 1) == [
        (t("en", "suntzu-board-warlord-used", name=name), False)
    ]


def test_hand_shows_a_chariots_warlord() -> None:
    view = engine.view(moments()["mid"], 1)
    first = render.render_private(view, "en")
    view["me"] = {**view["me"], "extra_warlord": "double_six", "extra_used": False}
    assert render.render_private(view, "en") != first


def test_board_shows_how_each_battle_went() -> None:
    view = engine.view(moments()["mid"], None)
    assert view["battles"]
    battle = view["battles"][0]
    flipped = {**battle, "winner": None if battle["winner"] is not None else 0, "plague": False}
    other = {**view, "battles": [flipped, *view["battles"][1:]]}
    assert render.render_board(other, "en") != render.render_board(view, "en")
    assert render.battle_order(view)[view["provinces"][battle["p"]]["id"]] == (1, battle)


def test_board_shows_lock_ins_only_in_an_open_locks_game() -> None:
    secret = engine.setup(2, {"beginner": True}, setup_rng(3))
    opened = engine.setup(2, {"beginner": True, "open_locks": True}, setup_rng(3))
    for state in (secret, opened):
        for p in range(5):
            card = state["hands"][0][p]
            engine.apply(state, 0, {"t": "assign", "p": p, "c": card}, rng_for(3, p))
        engine.apply(state, 0, {"t": "lock"}, rng_for(3, 5))
    plain = render.render_board(
        engine.view(engine.setup(2, {"beginner": True}, setup_rng(3)), None), "en"
    )
    # by default a lock changes nothing on the board; with open locks it shows
    assert render.render_board(engine.view(secret, None), "en") == plain
    assert render.render_board(engine.view(opened, None), "en") != plain


def test_the_printed_board_is_drawn_once_per_locale_and_reused() -> None:
    from bot.games.suntzu.render.board import printed

    views = [engine.view(moments()[name], None) for name in ("fresh", "mid", "over")]
    render.clear_caches()
    drawn = [render.render_board(view, "zh-CN") for view in views]
    assert printed.cache_info().misses == 1
    assert printed.cache_info().hits == 2
    # the same pictures as when the printed board is drawn afresh for each
    for view, png in zip(views, drawn, strict=True):
        render.clear_caches()
        assert render.render_board(view, "zh-CN") == png
