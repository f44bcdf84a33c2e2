"""Issue 26 part 3, a board readable on a phone: every game names the areas of its board
(``GameSpec.board_areas``), and every area's focus picture (``bot.render.focus``), shown 400
pixels wide as a phone's Discord shows it, has no text smaller than 8 pixels. The renderers
report the text they draw (``bot.render.drawn_text``); nothing reads pixels.

Checked at each game's fewest and most players, early and late in an autopilot game, with a
frame that names every seat (long names, a deadline): the legend is on the board too."""

from __future__ import annotations

import io
import pkgutil

import pytest
from PIL import Image

import bot.games
from bot.engine.base import State
from bot.games import get
from bot.i18n import SUPPORTED, text
from bot.render.board_frame import BoardArea, BoardFrame, SeatTag, changed_areas
from bot.render.drawn_text import Drawn, recording
from bot.render.focus import SMALLEST_TEXT, focus_box, phone_size
from tests.autoplay import autoplayed

# The games the bot ships (bot/games/<game>/): a toy game a test registers draws a tiny board
GAMES = tuple(module.name for module in pkgutil.iter_modules(bot.games.__path__))
NAMES = ("Ada Lovelace-Byron", "小明同學的長長名字", "😀 zoë 😀", "bob", "Кира + Eve")


def played(game: str, players: int, steps: int, seed: int = 5) -> State:
    return autoplayed(game, players, steps, seed, pending_only=True)


def frame_for(players: int, areas: list[BoardArea]) -> BoardFrame:
    seats = tuple(
        SeatTag(NAMES[seat % len(NAMES)], to_move=seat == 0, deadline="Sat 28 Nov, 14:00 UTC")
        for seat in range(players)
    )
    return BoardFrame(seats, frozenset(area.id for area in areas[:3] if not area.group))


def drawn_board(
    game: str, players: int, steps: int, locale: str
) -> tuple[tuple[int, int], list[BoardArea], list[Drawn]]:
    spec = get(game)
    assert spec.board_areas is not None, f"{game} names no areas of its board"
    view = spec.engine.view(played(game, players, steps), None)
    areas = spec.board_areas(view, locale)
    with recording() as drawn:
        png = spec.render_board(view, locale, frame_for(players, areas))
    with Image.open(io.BytesIO(png)) as picture:
        return picture.size, areas, drawn


def inside(point: tuple[float, float], box: tuple[float, float, float, float]) -> bool:
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


def counts(game: str) -> tuple[int, ...]:
    engine = get(game).engine
    return tuple(sorted({engine.min_players, engine.max_players}))


CASES = [(game, players, steps) for game in GAMES for players in counts(game) for steps in (0, 60)]


@pytest.mark.parametrize(("game", "players", "steps"), CASES)
def test_every_area_reads_on_a_phone(game: str, players: int, steps: int) -> None:
    size, areas, drawn = drawn_board(game, players, steps, "en")
    assert areas, f"{game} names no area"
    too_small = []
    for area in areas:
        box = focus_box(size, [area.box])
        width = box[2] - box[0]
        for line in drawn:
            if inside(line.at, box) and phone_size(line.size, width) < SMALLEST_TEXT:
                too_small.append((area.id, line.value, line.size, round(width)))
    assert not too_small, f"{game} {players}p: text under 8 px on a phone: {too_small[:8]}"


@pytest.mark.parametrize("game", GAMES)
def test_areas_are_on_the_board_and_named_in_every_language(game: str) -> None:
    spec = get(game)
    assert spec.board_areas is not None
    players = spec.engine.max_players
    view = spec.engine.view(played(game, players, 40), None)
    for locale in SUPPORTED:
        size, areas, _ = drawn_board(game, players, 40, locale)
        ids = [area.id for area in areas]
        assert len(ids) == len(set(ids)), f"{game}: an area id twice"
        names = [text(locale, area.name) for area in areas]
        assert len(names) == len(set(names)), f"{game} {locale}: two areas share a name"
        for area in areas:
            left, top, right, bottom = area.box
            assert 0 <= left < right <= size[0] and 0 <= top < bottom <= size[1], area
            assert text(locale, area.name).strip(), area
    # the frame moves nothing: the same view gives the same areas with or without names
    assert spec.board_areas(view, "en") == spec.board_areas(view, "en")


@pytest.mark.parametrize("game", GAMES)
def test_a_move_changes_the_state_of_the_areas_it_touches(game: str) -> None:
    """Areas' states follow the board: an autopilot game changes some of them, and not
    every move changes all of them."""
    spec = get(game)
    assert spec.board_areas is not None
    players = spec.engine.max_players
    early = spec.board_areas(spec.engine.view(played(game, players, 10), None), "en")
    late = spec.board_areas(spec.engine.view(played(game, players, 80), None), "en")
    changed = changed_areas(early, late)
    assert changed, f"{game}: 70 moves changed no area"
    assert len(changed) < len([a for a in late if not a.group]), f"{game}: every area changed"
