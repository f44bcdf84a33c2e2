"""Issue 26: every owned piece, outline or marker on a channel board carries its seat's mark,
a shape that says whose it is without colour. The renderers report each mark they draw
(bot.render.seat_marks.recording); the tests count them against the owned things of a real
view at each game's largest player count."""

from __future__ import annotations

from collections import Counter

from PIL import ImageChops

from bot.engine.base import State, View
from bot.games import get
from bot.render.canvas import Canvas
from bot.render.palette import Palette
from bot.render.seat_marks import SHAPES, Placed, recording, seat_mark
from tests.autoplay import autoplayed

PALE = Palette(
    paper=(255, 255, 255),
    ink=(0, 0, 0),
    muted=(128, 128, 128),
    faint=(200, 200, 200),
    panel=(250, 250, 250),
    gold=(200, 150, 50),
)


def played(game: str, players: int, steps: int, seed: int = 11) -> State:
    return autoplayed(game, players, steps, seed)


def board_marks(game: str, steps: int) -> tuple[View, list[Placed]]:
    spec = get(game)
    players = spec.engine.max_players
    view = spec.engine.view(played(game, players, steps), None)
    with recording() as placed:
        spec.render_board(view, "en", None)
    return view, placed


def count(placed: list[Placed], what: str) -> Counter[int]:
    return Counter(mark.seat for mark in placed if mark.what == what)


def test_each_seat_has_its_own_shape() -> None:
    masks = []
    for seat in range(len(SHAPES)):
        canvas = Canvas(20, 20, PALE, scale=2)
        seat_mark(canvas, seat, (10, 10), 14, (0, 0, 0), (255, 255, 255), "test")
        masks.append(canvas.image.convert("L").point(lambda v: 255 if v < 128 else 0))
    for one in range(len(masks)):
        assert masks[one].getbbox() is not None  # something dark was drawn
        for other in range(one + 1, len(masks)):
            # at least 20 pixels tell the two shapes apart
            apart = ImageChops.difference(masks[one], masks[other])
            assert sum(1 for v in apart.tobytes() if v) >= 20, (one, other)


def test_recording_sees_only_its_own_block() -> None:
    canvas = Canvas(20, 20, PALE)
    seat_mark(canvas, 0, (10, 10), 8, (0, 0, 0), (255, 255, 255), "before")
    with recording() as placed:
        seat_mark(canvas, 3, (5, 5), 8, (0, 0, 0), (255, 255, 255), "inside")
    seat_mark(canvas, 1, (10, 10), 8, (0, 0, 0), (255, 255, 255), "after")
    assert placed == [Placed(3, "inside", (5, 5))]


def test_smallworld_marks_every_counter_and_seat_row() -> None:
    view, placed = board_marks("smallworld", 80)
    owned: Counter[int] = Counter()
    for region in view["regions"]:
        if region.get("tokens", 0) > 0 and region.get("owner") is not None:
            owned[int(region["owner"])] += 1
    assert sum(owned.values()) > 10  # a board with something on it
    assert count(placed, "counter") == owned
    assert count(placed, "seat") == Counter(range(len(view["seats"])))


def test_tek_marks_every_meeple_card_seat_row_and_tower_disc() -> None:
    from bot.games.tek.render.map import faces

    view, placed = board_marks("tek", 120)
    meeples: Counter[int] = Counter()
    for region in view["regions"]:
        for seat, _down in region.get("meeples") or []:
            if int(seat) >= 0:
                meeples[int(seat)] += 1
    assert sum(meeples.values()) > 5
    assert count(placed, "meeple") == meeples
    seats = Counter(range(len(view["seats"])))
    assert count(placed, "seat") == seats
    assert count(placed, "tower") == seats
    cards = Counter(card.owner for card in faces(view) if card.owner is not None)
    assert count(placed, "card") == cards


def test_worldwar_marks_every_territory_capital_lord_shield_and_seat() -> None:
    view, placed = board_marks("worldwar", 150)
    held = Counter(int(info["o"]) for info in view["map"].values() if info.get("o") is not None)
    assert sum(held.values()) > 10
    assert count(placed, "territory") == held
    assert count(placed, "seat") == Counter(range(len(view["seats"])))
    seats = list(enumerate(view["seats"]))
    capitals = Counter(seat for seat, info in seats if info.get("capital"))
    lords = Counter(seat for seat, info in seats if info.get("lord"))
    shields = Counter(
        seat for seat, info in seats for n in (info.get("shields") or {}).values() if int(n) > 0
    )
    assert capitals and count(placed, "capital") == capitals
    assert count(placed, "lord") == lords
    assert count(placed, "shield") == shields


def test_suntzu_marks_every_army_card_edge_marker_and_commander() -> None:
    from bot.games.suntzu.engine import ENGINE as engine
    from tests.suntzu_play import play_until

    state = play_until(0, False, lambda s: s["round"] >= 4 and len(s["battles"]) >= 2)
    view = engine.view(state, None)
    with recording() as placed:
        get("suntzu").render_board(view, "en")
    armies: Counter[int] = Counter({0: 1, 1: 1})  # the reserve's token of each side
    cards: Counter[int] = Counter()
    edges: Counter[int] = Counter()
    for province in view["provinces"]:
        for seat in (0, 1):
            armies[seat] += min(int(province["armies"][seat]), 25)  # a grid shows 25 at most
            edges[seat] += min(int(province["edge"][seat]), 3)  # three markers, then a count
            cards[seat] += (province.get("played") or [None, None])[seat] is not None
    assert count(placed, "army") == armies
    assert count(placed, "card") == +cards and sum(cards.values()) > 0
    assert count(placed, "edge") == +edges
    assert count(placed, "commander") == Counter({0: 1, 1: 1})


def test_the_story_chart_marks_each_line_and_legend_row() -> None:
    from bot.render.story_chart import Chart, render_story

    chart = Chart(
        title="t",
        x_label="x",
        y_label="y",
        names=["a", "b", "c"],
        colours=[(200, 0, 0), (0, 0, 200), (0, 150, 0)],
        moves=[0, 1, 2],
        values=[[0, 1, 2], [0, 2, 1], [1, 1, 1]],
    )
    with recording() as placed:
        render_story(chart, "en")
    assert count(placed, "line") == count(placed, "legend") == Counter({0: 1, 1: 1, 2: 1})


def test_the_story_chart_draws_names_as_the_boards_do() -> None:
    # A bot's 🤖 (or any letter the font lacks) is left out, not drawn as an empty box.
    import dataclasses

    from bot.render.story_chart import Chart, render_story

    marked = Chart(
        title="t",
        x_label="x",
        y_label="y",
        names=["Bot 1 (strong) 🤖", "Ann", "Player 3 🤖 (Black)"],
        colours=[(200, 0, 0), (0, 0, 200), (0, 150, 0)],
        moves=[0, 1, 2],
        values=[[0, 1, 2], [0, 2, 1], [1, 1, 1]],
    )
    plain = dataclasses.replace(marked, names=["Bot 1 (strong)", "Ann", "Player 3 (Black)"])
    for locale in ("en", "zh-TW"):
        assert render_story(marked, locale) == render_story(plain, locale)
