"""Issue 23, item 13: every wrapped text World War draws stays inside its box, in every
language: each mission on the armies' cards at the end (4 and 5 players) and on the private
picture, each domestic-affairs card's words, each lord card's skills, each political event.
The lines are measured by their ink against the box's width and height; no line starts with a
Chinese closing mark (。，、）」…) and none hangs past the edge; nothing is cut with "…". A finished
board drawn with the longest missions is checked too: what it actually draws of a mission
stays above the army's tags."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from bot.engine.base import rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.render import battle_box, board, events_box, lord_cards, panel, private
from bot.games.worldwar.render.lord_cards import skill_text
from bot.games.worldwar.render.palette import COLOURS
from bot.games.worldwar.render.textbox import TextBox, bottom_of, fit
from bot.games.worldwar.render.words import card_text, mission_text
from bot.i18n import SUPPORTED, t
from bot.render.canvas import Box, Canvas
from bot.render.text import NO_LINE_START, Typeface

# Chinese punctuation that must stay at the end of a line (kinsoku), as the issue names it.
CLOSING = "。，、）」"
EDGE = 0.5  # a logical half pixel of antialiasing


def face(locale: str) -> Typeface:
    return Canvas(4, 4, COLOURS, locale).type


def check(locale: str, where: str, value: str, box: TextBox) -> None:
    """``value`` fitted to ``box`` fits it whole: width, height, no mark starting a line."""
    typeface = face(locale)
    fitted = fit(typeface, value, box)
    assert not fitted.cut, (locale, where, fitted.lines)
    for line in fitted.lines:
        left, _top, right, _bottom = typeface.ink(line, fitted.size)
        assert left >= -EDGE and right <= box.width + EDGE, (locale, where, line, right, box.width)
        assert not (line and line[0] in NO_LINE_START), (locale, where, fitted.lines)
    height = bottom_of(typeface, fitted.lines, fitted.size, box.line)
    assert height <= box.height, (locale, where, fitted.lines, height, box.height)
    assert "".join(fitted.lines).replace(" ", "") == value.replace(" ", ""), (locale, where)


def seat_mission_boxes(players: int) -> list[tuple[Box, TextBox]]:
    """Each army's mission area at the end (its box) and where the mission's words go."""
    view: dict[str, Any] = {"seats": [{}] * players, "result": {"winners": [0]}}
    boxes = panel.seat_boxes(view, (0.0, 0.0), world().width)
    areas = [(left + 10, 0.0, right - 10, panel.MISSION_H) for left, _t, right, _b in boxes]
    return [(area, panel.mission_box(area)) for area in areas]


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("players", [4, 5])
def test_every_mission_fits_the_armys_card_at_the_end(locale: str, players: int) -> None:
    area, box = seat_mission_boxes(players)[-1]
    assert box.bottom <= area[3], "the words end above the tags"
    for mission in decks().missions:
        check(locale, mission.id, mission_text(locale, mission.id), box)


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_mission_fits_the_private_picture(locale: str) -> None:
    box = private.mission_box(
        (private.MARGIN, 0, private.WIDTH - private.MARGIN, private.MISSION_H)
    )
    for mission in decks().missions:
        check(locale, mission.id, mission_text(locale, mission.id), box)


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_domestic_card_fits_its_card(locale: str) -> None:
    box = private.hand_text_box((0, 0, private.CARD_W, private.CARD_H))
    for card in {c.id for c in decks().domestic}:
        check(locale, card, card_text(locale, card), box)


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_lord_cards_skills_fit_the_card_together(locale: str) -> None:
    typeface = face(locale)
    width = (private.WIDTH - 2 * private.MARGIN - private.GAP) / 2
    card = (0.0, 0.0, width, lord_cards.CARD_H)
    for lord in decks().lords:
        texts = [skill_text(locale, s.kind, dict(s.params)) for s in lord.skills]
        placed = lord_cards.skill_layout(typeface, texts, card)
        for (box, fitted), value in zip(placed, texts, strict=True):
            assert not fitted.cut, (locale, lord.id, fitted.lines)
            assert "".join(fitted.lines).replace(" ", "") == value.replace(" ", "")
            for line in fitted.lines:
                assert typeface.ink(line, fitted.size)[2] <= box.width + EDGE, (locale, line)
                assert not (line and line[0] in NO_LINE_START), (locale, fitted.lines)
            height = bottom_of(typeface, fitted.lines, fitted.size, box.line)
            assert box.top + height <= card[3] - 6, (locale, lord.id, fitted.lines)
        tops = [box.top for box, _ in placed]
        assert tops == sorted(tops), "the skills stand one under the other"


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_event_fits_the_events_box(locale: str) -> None:
    typeface = face(locale)
    width = events_box.RIGHT - events_box.LEFT - 2 * events_box.PAD
    heights = []
    for event in decks().events:
        value = t(locale, f"ww-event-{event.id}-text")
        lines = events_box._lines(typeface, value, width)
        assert "".join(lines).replace(" ", "") == value.replace(" ", ""), (locale, lines)
        for line in lines:
            assert typeface.ink(line, events_box.TEXT)[2] <= width + EDGE, (locale, line)
            assert not (line and line[0] in NO_LINE_START), (locale, lines)
        heights.append(15 + len(lines) * events_box.TEXT * events_box.TEXT_LINE + 5)
    # the two tallest events drawn together still fit the sea's box
    tallest = 2 * events_box.PAD + 20 + sum(sorted(heights)[-2:])
    assert tallest <= events_box.BOTTOM - events_box.TOP


def test_a_closing_mark_never_starts_a_line_nor_hangs_outside() -> None:
    typeface = face("zh-TW")
    value = "佔領北美洲與非洲全部領地。"
    for width in range(40, 200, 3):
        lines = typeface.wrap(value, 12, width)
        assert "".join(lines) == value
        for line in lines:
            assert line[0] not in CLOSING
            assert len(line) == 1 or typeface.width(line, 12) <= width, (width, lines)


# --- what a finished board actually draws -------------------------------------------------


@cache
def finished(players: int) -> dict[str, Any]:
    state = engine.setup(players, {}, setup_rng(3))
    for number in range(5000):
        if engine.result(state) is not None:
            return state
        seat = min(engine.waiting_for(state))
        engine.apply(
            state, seat, engine.autopilot(state, seat, rng_for(3, number)), rng_for(3, number)
        )
    raise AssertionError("the game did not end")


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[float, float, str, float]]]:
    """Every text the canvas draws from its top-left corner: (x, y, words, size)."""
    calls: list[tuple[float, float, str, float]] = []
    original = Canvas.text

    def text(self: Canvas, xy: Any, value: str, size: float, *args: Any, **kw: Any) -> None:
        anchor = kw.get("anchor", args[2] if len(args) > 2 else "mm")
        if anchor == "lt":
            calls.append((xy[0], xy[1], value, size))
        original(self, xy, value, size, *args, **kw)

    monkeypatch.setattr(Canvas, "text", text)
    yield calls


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_finished_board_draws_the_longest_missions_inside_their_box(
    locale: str, drawn: list[tuple[float, float, str, float]]
) -> None:
    typeface = face(locale)
    longest = max(decks().missions, key=lambda m: typeface.width(mission_text(locale, m.id), 11.5))
    view = engine.view(finished(5), None)
    for info in view["seats"]:
        info["mission"] = longest.id
    canvas = board.draw_board(view, locale)
    del canvas
    origin = board.layout(view).seats_at
    cards = panel.seat_boxes(view, origin, world().width)
    words = set(mission_text(locale, longest.id).replace(" ", ""))
    found = 0
    for left, top, right, bottom in cards:
        lines = [c for c in drawn if left <= c[0] <= right and top <= c[1] <= bottom]
        lines = [c for c in lines if set(c[2].replace(" ", "")) <= words | {"…"}]
        assert lines, "the mission is written on every army's card"
        found += 1
        first = min(y for _x, y, _w, _s in lines)
        area = (left + 10, first - 23, right - 10, first - 23 + panel.MISSION_H)
        for x, y, value, size in lines:
            ink = typeface.ink(value, size)
            assert x + ink[2] <= area[2] + EDGE, (locale, value)
            assert y + ink[3] <= area[3] - 3 + EDGE, (locale, value, y + ink[3], area[3])
    assert found == 5


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_battle_boxs_lines_fit_without_being_cut(locale: str) -> None:
    """The last battle's lines (the lords that fought, engines, shields, how it ended) are
    one line each, shrunk to fit the box's width down to 8 px: none may need "…"."""
    typeface = face(locale)
    width = battle_box.RIGHT - battle_box.LEFT - 2 * battle_box.PAD
    fought = {
        "kind": "ww-ev-battle", "attacker_lord": True, "defender_lord": True,
        "catapult_kills": 12, "tower_kills": 15, "shielded": 2,
        "attacker_paid": {"catapults": 3}, "defender_paid": {"towers": 3},
        "attacker_wiped_out": True,
    }  # fmt: skip
    lines = [line for line, _bold in battle_box._extras(locale, fought)]
    assert len(lines) == 7
    for line in lines:
        shown, _size = typeface.fit_line(line, 10.5, width, False, 8)
        assert shown == line, (locale, line)
