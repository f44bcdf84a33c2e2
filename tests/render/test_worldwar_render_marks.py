"""What the World War board adds to the map and the armies' cards: the shields on territories,
the tags for what cards left standing, the last battle's dice (or duel) and the political
events in their boxes in the open sea, the lord cards of the monarch edition (on the board and
offered in the private picture); each appears where its field says, and nowhere when the field
is missing, so the board draws views from before these fields existed."""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.engine.base import State, View, rng_for, setup_rng
from bot.games.worldwar import render as render
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.engine.battle import Side, Stack, battle
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.sorcery import Duellist, duel
from bot.games.worldwar.render import battle_box, events_box, icons
from bot.games.worldwar.render.board import layout, map_origin
from bot.games.worldwar.render.map import id_map
from bot.games.worldwar.render.panel import seat_boxes
from bot.i18n import SUPPORTED, t
from bot.render.canvas import SCALE, Canvas
from tests.engine.worldwar.helpers import Dice
from tests.render.test_worldwar_render import (
    MAP,
    around,
    count_near,
    decode,
    drawn,
    glyphs,
    moments,
)

__all__ = ["drawn"]  # the fixture, shared with the board's other tests

EMPTY: dict[str, Any] = {
    "shields": {},
    "truce": [],
    "ambush": [],
    "bodyguard": False,
    "discount": {},
    "kit": {"catapult": 0, "tower": 0},
    "ransoms": [],
    "owed_ap": 0,
}


def plain_view() -> View:
    """A later turn of a real game with nothing standing from cards, no battle, no events."""
    view = engine.view(moments(4)["later-turn"], None)
    for info in view["seats"]:
        info.update(copy.deepcopy(EMPTY))
    view.update(last_battle=None, drawn=[], fx={"tax": {}, "price": {}, "sea": 0, "ceasefire": 0})
    return view


def differs(a: Image.Image, b: Image.Image) -> bool:
    return ImageChops.difference(a, b).getbbox() is not None


def seat_crops(view: View) -> list[Image.Image]:
    image = render.board_image(view, "en")
    boxes = seat_boxes(view, layout(view).seats_at, MAP.width)
    return [image.crop(tuple(round(v) for v in box)) for box in boxes]


def sea_box(view: View, module: Any) -> tuple[int, int, int, int]:
    ox, oy = map_origin(view)
    return (
        round(ox + module.LEFT),
        round(oy + module.TOP),
        round(ox + module.RIGHT),
        round(oy + module.BOTTOM),
    )


# --- shields and tags -------------------------------------------------------------------------


def test_a_shield_stands_on_its_territory() -> None:
    view = plain_view()
    tid = next(tid for tid, spot in view["map"].items() if spot["o"] == 1)
    box = around(render.territory_point(view, tid), 40)
    before = render.board_image(view, "en")
    view["seats"][1]["shields"] = {tid: 3}
    after = render.board_image(view, "en")
    assert differs(before.crop(box), after.crop(box))
    assert count_near(after.crop(box), render.army(1)) > count_near(
        before.crop(box), render.army(1)
    )


TAGS: dict[str, Any] = {
    "truce": [2],
    "ambush": [{"scope": "next_defence", "n": 1, "dice": 2, "reroll": 0}],
    "bodyguard": True,
    "discount": {"horse": 30},
    "kit": {"catapult": 1, "tower": 0},
    "ransoms": [[2, 50, 3]],
    "owed_ap": 1,
}


def test_what_cards_left_standing_shows_on_its_armys_card_alone() -> None:
    view = plain_view()
    plain = seat_crops(view)
    for field, value in TAGS.items():
        tagged = copy.deepcopy(view)
        tagged["seats"][1][field] = value
        crops = seat_crops(tagged)
        assert differs(plain[1], crops[1]), field
        assert not any(differs(plain[k], crops[k]) for k in (0, 2, 3)), field


def test_the_tags_say_what_stands(drawn: list[str]) -> None:
    view = plain_view()
    for seat, fields in enumerate(
        (("truce", "owed_ap"), ("ambush", "bodyguard"), ("discount", "kit"), ("ransoms",))
    ):
        for field in fields:
            view["seats"][seat][field] = TAGS[field]
    view["fx"]["ap"] = {"3": -2}
    render.render_board(view, "en")
    yellow = t("en", "ww-board-colour-yellow")
    for key, params in (
        ("ww-board-tag-truce", {"colours": yellow}),
        ("ww-board-tag-owed", {"n": 1}),
        ("ww-board-tag-ambush", {"n": 1, "dice": 2, "reroll": 0}),
        ("ww-card-bodyguard", {}),
        ("ww-board-tag-discount", {"unit": t("en", "ww-board-unit-horse"), "n": 30}),
        ("ww-board-tag-kit", {"unit": t("en", "ww-board-unit-catapult"), "n": 1}),
        ("ww-board-tag-ransom", {"colour": yellow, "grain": 50}),
        ("ww-board-tag-ap-next", {"change": "−2"}),
    ):
        assert t("en", key, **params) in drawn, key


# --- the last battle ----------------------------------------------------------------------


def dice_battle() -> dict[str, Any]:
    """A roll as the engine reports it: 9 attackers (Red) against 4 defenders with their lord
    (Blue; a lord's 2 counts 3), fought by the engine's own battle function."""
    faces = [6, 6, 5, 5, 5, 4, 3, 3, 2, 6, 5, 2, 1]
    result = battle(Side(Stack(9)), Side(Stack(4), lord=True), Dice(faces))
    return {
        "kind": "ww-ev-battle",
        "seat": 3,
        "defender": 1,
        "from": "egypt",
        "to": "middle-east",
        **result.to_json(),
    }


def duel_battle() -> dict[str, Any]:
    card = decks().sorcery[0]
    stats = {"might": 90, "intellect": 40, "command": 70, "charm": 50}
    mine, theirs = Duellist("flame-marshal", stats), Duellist("azure-sage", dict(stats, might=60))
    result = duel(card, mine, theirs, Side(Stack(8)), Side(Stack(6)))
    return {
        "kind": "ww-ev-duel",
        "seat": 3,
        "defender": 1,
        "from": "egypt",
        "to": "middle-east",
        **result.to_json(),
    }


def test_the_last_battle_shows_both_sides_dice(drawn: list[str]) -> None:
    view = plain_view()
    box = sea_box(view, battle_box)
    empty = render.board_image(view, "en").crop(box)
    assert count_near(empty, render.army(3)) < 5
    view["last_battle"] = dice_battle()
    image = render.board_image(view, "en").crop(box)
    assert count_near(image, render.army(3)) > 9 * 60  # nine red dice
    assert count_near(image, render.army(1)) > 4 * 60  # four blue ones
    where = t(
        "en",
        "ww-board-battle-where",
        colour=t("en", "ww-board-colour-red"),
        territory=t("en", "ww-territory-middle-east"),
    )
    # the line may wrap (the box's text is drawn large enough for North America's focus
    # picture, issue 26): its two halves are drawn one after the other
    assert where in " ".join(drawn) and t("en", "ww-board-battle-lost", n=1) in drawn
    assert count_near(image, render.COLOURS.gold) > 20  # the lord's raised die shows its value


def test_a_die_shows_its_pips() -> None:
    faces = []
    for face in range(1, 7):
        canvas = Canvas(30, 30, render.COLOURS, "en")
        icons.die(canvas, (15, 15), 24, face, (255, 255, 255), (0, 0, 0))
        faces.append(canvas.picture())
    dark = [count_near(face, (0, 0, 0), 60) for face in faces]
    assert dark == sorted(dark) and len(set(dark)) == 6  # more pips, more ink


def test_a_sorcery_duel_shows_the_card_the_duellists_and_their_values(drawn: list[str]) -> None:
    view = plain_view()
    view["last_battle"] = duel_battle()
    render.render_board(view, "zh-TW")
    fought = view["last_battle"]
    for key in (
        f"ww-sorcery-{fought['card']}",
        "ww-general-flame-marshal",
        "ww-general-azure-sage",
    ):
        assert t("zh-TW", key) in drawn, key
    assert str(fought["attacker_value"]) in drawn and str(fought["defender_value"]) in drawn


# --- the political events -------------------------------------------------------------------


def test_the_events_drawn_and_what_they_leave_in_force(drawn: list[str]) -> None:
    view = plain_view()
    box = sea_box(view, events_box)
    empty = render.board_image(view, "en").crop(box)
    view.update(drawn=["storm-season", "armistice"])
    view["fx"].update(sea=1, ceasefire=2, tax={"europe": 1.5}, price={"horse": -20})
    assert differs(empty, render.board_image(view, "en").crop(box))
    for key, params in (
        ("ww-event-storm-season", {}),
        ("ww-event-armistice", {}),
        ("ww-board-fx-sea", {"rounds": 1}),
        ("ww-board-fx-ceasefire", {"rounds": 2}),
    ):
        assert t("en", key, **params) in drawn, key
    tax = t("en", "ww-board-fx-tax", continent=t("en", "ww-continent-europe"), factor="1.5")
    assert tax not in drawn  # the tax factors count in the buy phase only
    view.update(phase="buy", turn=None)
    render.render_board(view, "en")
    assert tax in drawn


def test_the_sea_boxes_stay_off_the_land_and_the_legend() -> None:
    ids = id_map()
    for module in (battle_box, events_box):
        area = (module.LEFT, module.TOP, module.RIGHT, module.BOTTOM)
        assert ids.crop(tuple(round(v * SCALE) for v in area)).getextrema() == (0, 0), module
    assert MAP.legend[1] > battle_box.BOTTOM


# --- the monarch edition -------------------------------------------------------------------


@cache
def monarch_game(players: int = 4, seed: int = 1) -> dict[str, State]:
    """An autopilot game of the monarch edition: the setup, and a turn of round 2."""
    state = engine.setup(players, {"edition": "monarchs"}, setup_rng(seed))
    found = {"setup": copy.deepcopy(state)}
    for number in range(3000):
        if engine.result(state) is not None or (state["round"] >= 2 and state["phase"] == "turn"):
            break
        seat = min(engine.waiting_for(state))
        engine.apply(
            state, seat, engine.autopilot(state, seat, rng_for(seed, number)), rng_for(seed, number)
        )
    found["turn"] = state
    return found


def test_each_army_shows_its_lord_card(drawn: list[str]) -> None:
    view = plain_view()
    without = render.board_image(view, "en")
    view["options"] = {"edition": "monarchs"}
    view["seats"][2].update(
        lord_card="iron-regent",
        treasures=["jade-seal", "star-map"],
        stats={"might": 95, "intellect": 50, "command": 85, "charm": 45},
    )
    with_lords = render.board_image(view, "en")
    assert with_lords.height > without.height  # a row for the lord cards
    assert t("en", "ww-lord-iron-regent") in drawn
    assert t("en", "ww-board-seat-treasures", n=2) in drawn
    assert any("95" in text and t("en", "ww-board-stat-might") in text for text in drawn)
    assert t("en", "ww-board-seat-no-lord-card") in drawn  # the others, still choosing


def test_a_real_monarch_game_draws_and_keeps_the_offer_secret(drawn: list[str]) -> None:
    states = monarch_game()
    for name, state in states.items():
        public = render.render_board(engine.view(state, None), "zh-CN")
        for seat in range(4):
            scrambled = engine.scramble_secrets(state, seat)
            assert render.render_board(engine.view(scrambled, None), "zh-CN") == public, name
    view = engine.view(states["setup"], 0)
    offered = view["me"].get("lord_offer") or []
    assert len(offered) == 2
    drawn.clear()
    tall = decode(render.render_private(view, "zh-CN") or b"")
    for lid in offered:
        assert t("zh-CN", f"ww-lord-{lid}") in drawn
    view["me"]["lord_offer"] = []
    assert decode(render.render_private(view, "zh-CN") or b"").height < tall.height


# --- the glyphs -------------------------------------------------------------------------------


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_font_has_every_glyph_of_the_new_marks(locale: str, drawn: list[str]) -> None:
    view = plain_view()
    for seat, field in enumerate(("truce", "discount", "kit", "ransoms")):
        view["seats"][seat][field] = TAGS[field]
    view["seats"][0].update(ambush=TAGS["ambush"], owed_ap=2, shields={"china": 2})
    view.update(options={"edition": "monarchs"}, drawn=["arms-fair", "golden-age"])
    view["seats"][1].update(lord_card="masked-chancellor", treasures=["jade-seal"])
    view["fx"].update(sea=2, ceasefire=1, tax={"europe": 1.5}, price={"horse": -20}, ap={"2": 1})
    for fought in (dice_battle(), duel_battle()):
        for phase in ("turn", "buy"):
            render.render_board({**view, "last_battle": fought, "phase": phase}, locale)
    private = engine.view(monarch_game()["setup"], 1)
    render.render_private(private, locale)
    missing = {char for text in drawn for char in text if ord(char) not in glyphs(locale)}
    assert not missing
    assert not [text for text in drawn if text.startswith("ww-")], "a key drawn as text"
