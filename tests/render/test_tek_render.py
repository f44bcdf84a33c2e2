"""The Tiny Epic Kingdoms board picture: hand-made views of the contract and real engine views
render for 2-5 players in every locale, within limits, and show what the view says where it
says it (terrain, meeples standing and searching, tokens, rivers, cliffs, sealed rims), never a
bid or a sealed choice."""

from __future__ import annotations

import io
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from fontTools.ttLib import TTFont
from PIL import Image

from bot.engine.base import State, View, rng_for, setup_rng
from bot.games.tek import render
from bot.games.tek.engine import ENGINE as engine
from bot.games.tek.engine.content import PAIRS, TERRAINS, cards
from bot.games.tek.render import geometry
from bot.games.tek.render.map import NUMBER_AT
from bot.i18n import SUPPORTED
from bot.render.canvas import Canvas
from bot.render.palette import RGB
from bot.render.text import font_resource

ONE_MEGABYTE = 1024 * 1024
C = render.COLOURS


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


def near(colour: RGB, other: RGB, tolerance: int = 12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour, other, strict=True))


def pixels(image: Image.Image) -> list[RGB]:
    data = image.convert("RGB").tobytes()
    return [(data[i], data[i + 1], data[i + 2]) for i in range(0, len(data), 3)]


def count_near(image: Image.Image, box: tuple[int, int, int, int], colour: RGB) -> int:
    return sum(1 for pixel in pixels(image.crop(box)) if near(pixel, colour, 18))


def around(point: tuple[float, float], half: float) -> tuple[int, int, int, int]:
    x, y = point
    return (round(x - half), round(y - half), round(x + half), round(y + half))


# --- hand-made views, shaped as bot/games/tek/rules.md says (no game played) -----------------

FACTIONS = ("riverfolk", "ashen", "lanternkeepers", "caravaners", "frostpeak")


def empty_view(players: int, faces: list[int] | None = None) -> View:
    """Every card face up (card k for slot k, face ``faces[k]``), nobody on the map; each seat's
    next magic level costs 2 mana (a made-up figure: the picture prints the view's)."""
    card_ids = list(cards())
    slot_count = 3 if players == 2 else players
    faces = faces or [slot % 2 for slot in range(slot_count)]
    slots, regions, borders = [], [], []
    for slot in range(slot_count):
        card = card_ids[slot]
        face = cards()[card][faces[slot]]
        owner = None if players == 2 and slot == 2 else slot
        slots.append({"card": card, "face": faces[slot], "owner": owner})
        for n in range(1, 8):
            regions.append(
                {
                    "id": slot * 10 + n,
                    "slot": slot,
                    "n": n,
                    "terrain": TERRAINS[face["terrain"][n - 1]],
                    "capital": n == face["capital"],
                    "sealed": n in face["sealed"],
                    "meeples": [],
                    "token": False,
                }
            )
        kinds = {tuple(pair): "river" for pair in face["river"]}
        kinds |= {tuple(pair): "cliff" for pair in face["cliff"]}
        for a, b in PAIRS:
            borders.append([slot * 10 + a, slot * 10 + b, kinds.get((a, b), "land")])
    return {
        "game": "tek",
        "players": players,
        "phase": "act",
        "round": 0,
        "leader": 0,
        "first": 0,
        "shields": [],
        "action": None,
        "passed": False,
        "ending": False,
        "slots": slots,
        "regions": regions,
        "borders": borders,
        "seats": [
            {
                "faction": FACTIONS[seat],
                "res": {"f": 3, "m": 2, "o": 1},
                "magic": 0,
                "tower": 0,
                "meeples": 0,
                "supply": 7,
                "kills": 0,
                "chosen": False,
                "ready": {"side": True, "stock": True, "home": True},
                "costs": {"build": 1, "research": 2, "expand": 1},
                "income": {"f": 1, "m": 0, "o": 0, "picks": 0},
                "follow_gain": {"f": 0, "m": 0, "o": 0},
            }
            for seat in range(players)
        ],
        "alliances": [],
        "war": None,
        "flee": None,
        "last_war": None,
        "found": [],
        "waiting": [0],
        "result": None,
    }


def region(view: View, rid: int) -> dict[str, Any]:
    found: dict[str, Any] = next(r for r in view["regions"] if r["id"] == rid)
    return found


def put(view: View, rid: int, seat: int, down: bool = False, count: int = 1) -> None:
    """Place meeples and keep the seats' counts in step."""
    for _ in range(count):
        region(view, rid)["meeples"].append([seat, down])
        if seat >= 0:
            view["seats"][seat]["meeples"] += 1
            view["seats"][seat]["supply"] -= 1


def first_of(view: View, slot: int, terrain: str) -> int:
    """The first region of a terrain on a card, its capital last."""
    found = [r for r in view["regions"] if r["slot"] == slot and r["terrain"] == terrain]
    found.sort(key=lambda r: r["capital"])
    rid: int = found[0]["id"]
    return rid


def busy_view(players: int) -> View:
    """A game in full swing: every seat at home and abroad, a searcher in ruins, tokens, an
    alliance, a war with one bid in, shields on the action card, a last war revealed."""
    view = empty_view(players)
    for seat in range(players):
        home = [r for r in view["regions"] if r["slot"] == seat]
        capital = next(r["id"] for r in home if r["capital"])
        put(view, capital, seat, count=2)
        put(view, first_of(view, seat, "ruins"), seat, down=True)
        plains = first_of(view, seat, "plains")
        put(view, plains, seat)
        forest = first_of(view, seat, "forest")
        region(view, forest)["token"] = True
        info = view["seats"][seat]
        info["res"] = {"f": (seat * 3 + 2) % 10, "m": (seat * 5 + 1) % 10, "o": (seat * 2 + 4) % 10}
        info["magic"] = seat % 6
        info["tower"] = (seat * 2 + 1) % 7
    if players == 2:
        for r in view["regions"]:
            if r["slot"] == 2 and r["terrain"] != "ruins":
                put(view, r["id"], -1)
        lost = first_of(view, 2, "mountains")
        put(view, lost, 0)
        view["war"] = {"region": lost, "attacker": 0, "defender": -1, "bid": [0]}
        view["seats"][0]["kills"] = 2
        view["found"] = [{"rid": 5, "kind": "treasure", "seat": 0}]
    else:
        # seat 1 and seat 2 share a region of seat 1's home as allies
        shared = first_of(view, 1, "mountains")
        put(view, shared, 1)
        put(view, shared, 2)
        view["alliances"] = [[1, 2]]
        # seat 0 has marched into a plains region of seat 2's home: war
        target = first_of(view, 2, "plains")
        put(view, target, 0)
        view["war"] = {"region": target, "attacker": 0, "defender": 2, "bid": [2]}
        view["last_war"] = {
            "region": 12,
            "attacker": 1,
            "defender": 0,
            "values": [4, 2],
            "winner": 1,
            "allied": False,
        }
    view["phase"] = "war"
    view["shields"] = ["build", "quest"]
    view["action"] = "quest"
    view["leader"] = 0
    view["round"] = 6
    view["waiting"] = [0]
    return view


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_busy_board_renders_in_every_locale(players: int, locale: str) -> None:
    png = render.render_board(busy_view(players), locale)
    image = decode(png)
    assert len(png) < ONE_MEGABYTE
    assert 1300 <= image.width <= 1900
    assert 850 <= image.height <= 1200


def test_every_region_centre_shows_its_terrain() -> None:
    view = empty_view(4)
    image = render.board_image(view, "en")
    for info in view["regions"]:
        x, y = render.region_centre(view, info["id"])
        pixel = image.getpixel((round(x), round(y)))
        assert isinstance(pixel, tuple)
        assert near(pixel[:3], C.terrain[info["terrain"]]), (info["id"], info["terrain"], pixel)


def meeple_box(view: View, rid: int) -> tuple[int, int, int, int]:
    """The region's middle, where its meeples stand (its number plate and token left out)."""
    x, y = render.region_centre(view, rid)
    return (
        round(x - 0.6 * geometry.R),
        round(y - 0.3 * geometry.R),
        round(x + 0.6 * geometry.R),
        round(y + 0.45 * geometry.R),
    )


@pytest.mark.parametrize("seat", [0, 1, 2, 3, 4])
def test_a_meeple_shows_its_seat_colour_where_it_stands(seat: int) -> None:
    view = empty_view(5)
    rid = first_of(view, 3, "forest")
    box = meeple_box(view, rid)
    colour = render.seat_colour(seat)
    assert count_near(render.board_image(view, "en"), box, colour) < 20
    put(view, rid, seat)
    assert count_near(render.board_image(view, "en"), box, colour) > 150


def colour_extent(
    image: Image.Image, box: tuple[int, int, int, int], colour: RGB
) -> tuple[int, int]:
    """The width and height of the pixels of ``colour`` in ``box``."""
    crop = image.crop(box)
    xs, ys = [], []
    for index, pixel in enumerate(pixels(crop)):
        if near(pixel, colour, 18):
            xs.append(index % crop.width)
            ys.append(index // crop.width)
    return max(xs) - min(xs), max(ys) - min(ys)


def test_a_searching_meeple_lies_down() -> None:
    view = empty_view(3)
    rid = first_of(view, 1, "ruins")
    put(view, rid, 1)
    box = meeple_box(view, rid)
    width, height = colour_extent(render.board_image(view, "en"), box, render.seat_colour(1))
    assert height > width
    region(view, rid)["meeples"] = [[1, True]]
    width, height = colour_extent(render.board_image(view, "en"), box, render.seat_colour(1))
    assert width > height


def test_neutral_meeples_of_the_lost_kingdom_are_grey() -> None:
    view = busy_view(2)
    rid = first_of(view, 2, "forest")
    assert count_near(render.board_image(view, "en"), meeple_box(view, rid), C.neutral) > 150


def test_an_exploration_token_lies_face_down_at_the_foot_of_its_region() -> None:
    view = empty_view(4)
    rid = first_of(view, 2, "plains")
    x, y = render.region_centre(view, rid)
    box = around((x, y + 0.56 * geometry.R), 8)
    assert count_near(render.board_image(view, "en"), box, C.token) == 0
    region(view, rid)["token"] = True
    assert count_near(render.board_image(view, "en"), box, C.token) > 20


def edge_middle(view: View, a: int, b: int) -> tuple[float, float]:
    k = geometry.edge_between(a % 10, b % 10)
    assert k is not None
    start, end = geometry.edge_points(render.region_centre(view, a), k)
    return ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)


def test_rivers_are_water_and_cliffs_are_dark() -> None:
    view = empty_view(4)
    image = render.board_image(view, "en")
    kinds = {"river": 0, "cliff": 0}
    for a, b, kind in view["borders"]:
        if kind == "land":
            continue
        box = around(edge_middle(view, a, b), 4)
        colour = C.water if kind == "river" else C.cliff
        assert count_near(image, box, colour) > 8, (a, b, kind)
        kinds[kind] += 1
    assert kinds["river"] and kinds["cliff"]


def test_sealed_regions_have_water_beyond_their_rim() -> None:
    view = empty_view(4)
    image = render.board_image(view, "en")
    checked = {True: 0, False: 0}
    for info in view["regions"]:
        edges = geometry.outer_edges(info["n"])
        if not edges:
            continue
        x, y = render.region_centre(view, info["id"])
        # a point just beyond the middle of the region's first outer edge
        start, end = geometry.edge_points((x, y), edges[len(edges) // 2])
        mx, my = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
        beyond = (mx + (mx - x) * 0.09, my + (my - y) * 0.09)
        wet = count_near(image, around(beyond, 3), C.water) > 6
        assert wet == info["sealed"], info["id"]
        checked[info["sealed"]] += 1
    assert checked[True] and checked[False]


def test_the_capital_wears_a_crown() -> None:
    view = empty_view(3)
    image = render.board_image(view, "en")
    for info in view["regions"]:
        x, y = render.region_centre(view, info["id"])
        px, py = x, y + NUMBER_AT[1] * geometry.R  # the number plate; the crown is left of it
        box = (round(px - 45), round(py - 12), round(px - 10), round(py + 12))
        assert (count_near(image, box, C.capital) > 10) == info["capital"], info["id"]


def test_the_region_at_war_is_ringed_and_allies_are_linked() -> None:
    view = busy_view(4)
    target = view["war"]["region"]
    x, y = render.region_centre(view, target)
    ring = around((x, y - geometry.R + 8), 5)
    image = render.board_image(view, "en")
    assert count_near(image, ring, C.war) > 5
    view["war"] = None
    assert count_near(render.board_image(view, "en"), ring, C.war) == 0
    shared = first_of(busy_view(4), 1, "mountains")
    box = meeple_box(view, shared)
    assert count_near(image, box, C.ally) > 10


def test_shields_and_the_current_action_change_the_action_card() -> None:
    view = busy_view(4)
    view.update(phase="act", action=None, shields=[], war=None)
    bare = render.render_board(view, "en")
    view["shields"] = ["patrol"]
    shielded = render.render_board(view, "en")
    view.update(phase="follow", action="patrol", passed=True)
    passed = render.render_board(view, "en")
    assert len({bare, shielded, passed}) == 3


def test_a_bid_is_never_drawn_only_that_it_was_made() -> None:
    view = busy_view(3)
    secret = dict(view, war={**view["war"], "bids": {"2": {"v": 9, "m": 4, "o": 1, "f": 0}}})
    assert render.render_board(secret, "en") == render.render_board(view, "en")
    view["war"]["bid"] = []
    assert render.render_board(secret, "en") != render.render_board(view, "en")


class RecordingView(dict[str, Any]):
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


def test_the_board_reads_only_public_keys() -> None:
    view = RecordingView(busy_view(3), me={"seat": 0, "bid": {"v": 3}, "pending": None})
    render.render_board(view, "en")
    assert view.read and view.read <= render.PUBLIC_KEYS


def test_a_card_still_face_down_shows_both_sides() -> None:
    view = empty_view(3)
    view["slots"][1]["face"] = None
    for info in view["regions"]:
        if info["slot"] == 1:
            info.update(terrain=None, capital=False, sealed=False)
    png = render.render_board(view, "zh-TW")
    assert png != render.render_board(empty_view(3), "zh-TW")


def test_the_final_scores_show_the_winner() -> None:
    view = busy_view(3)
    details = {"meeples": 4, "capital": 2, "magic": 1, "bonus": 0, "tower": 2, "total": 9}
    view.update(
        phase="over",
        war=None,
        result={"scores": [9, 7, 9], "winners": [0, 2], "details": [details] * 3},
    )
    decode(render.render_board(view, "zh-CN"))


def test_the_private_picture_is_the_seats_own_panel_with_its_sealed_bid() -> None:
    view = busy_view(3)
    assert render.render_private(view, "en") is None
    mine = dict(view, me={"seat": 2, "bid": None, "pending": None})
    plain = render.render_private(mine, "en")
    assert plain is not None
    decode(plain)
    mine["me"] = {"seat": 2, "bid": {"v": 5, "m": 2, "o": 1, "f": 0}, "pending": None}
    with_bid = render.render_private(mine, "en")
    assert with_bid is not None and with_bid != plain
    mine["me"] = {"seat": 2, "bid": None, "pending": {"t": "patrol", "a": 23, "b": 24}}
    assert render.render_private(mine, "zh-TW") is not None


def test_the_next_magic_level_costs_what_the_view_says(drawn: list[str]) -> None:
    view = busy_view(3)
    mine = dict(view, me={"seat": 1, "bid": None, "pending": None})
    costs = view["seats"][1]["costs"]
    costs["research"] = 42
    render.render_private(mine, "en")
    assert "42" in drawn and "→" in drawn
    drawn.clear()
    costs["research"] = None  # at the top, or no faction yet: nothing to pay
    render.render_private(mine, "en")
    assert "42" not in drawn and "→" not in drawn


# --- the glyphs -----------------------------------------------------------------------------


@cache
def glyphs(locale: str) -> frozenset[int]:
    """The characters both weights of the locale's face can draw."""
    cmaps = []
    for bold in (False, True):
        with font_resource(locale, bold).open("rb") as file:
            cmaps.append(set(TTFont(file).getBestCmap()))
    return frozenset(cmaps[0] & cmaps[1])


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every text the pictures draw while the test runs (the cached layers drawn afresh)."""
    texts: list[str] = []
    original = Canvas.text

    def recording(self: Canvas, xy: Any, value: str, *args: Any, **kwargs: Any) -> None:
        texts.append(value)
        original(self, xy, value, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", recording)
    render.clear_caches()
    yield texts
    render.clear_caches()


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_font_has_every_glyph_the_pictures_print(locale: str, drawn: list[str]) -> None:
    views = [busy_view(players) for players in (2, 3, 4, 5)]
    over = busy_view(3)
    over.update(phase="over", war=None, result={"scores": [1, 2, 3], "winners": [2]})
    views.append(over)
    follow = busy_view(4)
    follow.update(phase="follow", war=None, passed=True, flee=None)
    views.append(follow)
    flee = busy_view(4)
    flee.update(phase="flee", flee={"seat": 2, "region": 23, "cost": 3})
    views.append(flee)
    for view in views:
        render.render_board(view, locale)
    mine = dict(views[1], me={"seat": 1, "bid": None, "pending": {"t": "collect"}})
    render.render_private(mine, locale)
    missing = {char for text in drawn for char in text if ord(char) not in glyphs(locale)}
    assert not missing
    assert not [text for text in drawn if text.startswith("tek-")], "a key drawn as text"


# --- real engine views --------------------------------------------------------------------


@cache
def moments(players: int, seed: int = 5) -> dict[str, State]:
    """Copies of one autopilot game at the first moment of each phase, and at its end."""
    import copy

    state = engine.setup(players, {"exploration": True}, setup_rng(seed))
    found = {"start": copy.deepcopy(state)}
    for number in range(3000):
        if engine.result(state) is not None:
            break
        seat = min(engine.waiting_for(state))
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))
        found.setdefault(str(state["phase"]), copy.deepcopy(state))
    found["end"] = state
    return found


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_engine_views_render_at_every_moment(players: int) -> None:
    states = moments(players)
    assert {"start", "act", "follow", "end"} <= set(states)
    for index, (name, state) in enumerate(states.items()):
        locale = SUPPORTED[index % len(SUPPORTED)]
        png = render.render_board(engine.view(state, None), locale)
        assert len(png) < ONE_MEGABYTE, name
        decode(png)
        for seat in range(players):
            private = render.render_private(engine.view(state, seat), locale)
            assert private is not None
            decode(private)


@pytest.mark.parametrize("players", [3, 5])
def test_every_viewer_gets_the_same_board(players: int) -> None:
    """Where seats hold secrets (sealed follow choices, war bids) their own views draw the
    very picture the channel gets."""
    secret = [state for name, state in moments(players).items() if name in ("follow", "war")]
    assert secret
    for state in secret:
        public = render.render_board(engine.view(state, None), "en")
        for seat in range(players):
            assert render.render_board(engine.view(state, seat), "en") == public


def test_engine_views_read_only_public_keys() -> None:
    for state in moments(4).values():
        view = RecordingView(engine.view(state, 1))
        render.render_board(view, "en")
        assert view.read <= render.PUBLIC_KEYS
