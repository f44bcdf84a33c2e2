"""Issue 26: every registered game's seat colours stay apart for every kind of colour vision.

At each game's largest player count (and every smaller one: a game may pick colours by
count), the closest two seats are at least ΔE 20 apart (CIE76) in normal vision and under the
Machado 2009 simulations of protanopia, deuteranopia and tritanopia. The table prints with
``pytest -s`` (and from scripts/seat_colours.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import bot.games
from bot.games import available, get, seat_colours
from bot.render.seat_colours import TARGET, closest, seat_colour_table

# The games shipped in bot/games/ all draw seat colours; a registered game that draws none
# (the platform tests' toy game, a plugin with a text-only board) has nothing to hold apart.
SHIPPED = sorted(p.parent.name for p in Path(bot.games.__file__).parent.glob("*/__init__.py"))


def test_every_shipped_game_names_its_seat_colours() -> None:
    assert SHIPPED
    for name in SHIPPED:
        assert get(name).seat_colour is not None, name
    assert set(SHIPPED) <= set(coloured())


def test_print_the_table() -> None:
    games = {name: seat_colours(get(name), get(name).engine.max_players) for name in available()}
    print()
    print(seat_colour_table(games))


def coloured() -> list[str]:
    """The registered games that draw seat colours (every shipped one, tested above)."""
    return [name for name in available() if get(name).seat_colour is not None]


@pytest.mark.parametrize("name", coloured())
def test_seat_colours_stay_apart_in_every_vision(name: str) -> None:
    spec = get(name)
    for players in range(max(2, spec.engine.min_players), spec.engine.max_players + 1):
        colours = seat_colours(spec, players)
        assert len(colours) == players
        for found in closest(colours):
            assert found.delta >= TARGET, (name, players, found)
