"""World War's table options beyond the edition, and games begun before them.

``continent_troops`` (W37) and ``quick_sacrifice`` (W25) are stored by ``/game new`` with every
new table; a game stored before them has neither key and must play, and replay, by the rules
it was begun under: no continent troops, the defender's engines chosen at once.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.base import setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.continent_troops import pending
from bot.games.worldwar.engine.rounds import start_turn
from bot.games.worldwar.engine.state import MAP

from .helpers import Dice, put, table_options, turn_of
from .test_sacrifice import ATTACK, SIX_LOSSES, arena


def holding_oceania(options: dict[str, Any]) -> dict[str, Any]:
    state = ww.setup(4, options, setup_rng(3))
    seat = state["order"][0]
    for tid in MAP.continents["oceania"].territories:
        if state["map"][tid]["o"] != seat:
            put(state, tid, seat, 1)
    return state


@pytest.mark.parametrize(
    ("options", "soldiers"),
    [
        (table_options(), 2),  # a new table: the default is on
        (table_options(continent_troops=True), 2),
        (table_options(continent_troops=False), 0),  # the moderator turned it off
        ({"edition": "generals"}, 0),  # a game stored before W37
        ({}, 0),
    ],
)
def test_a_whole_continent_raises_soldiers_only_where_the_table_has_them(
    options: dict[str, Any], soldiers: int
) -> None:
    state = holding_oceania(options)
    seat = state["order"][0]
    turn_of(state, seat)
    events = start_turn(state, seat)
    assert sum(pending(state).values()) == soldiers
    assert any(e.key == "ww-ev-continent-troops" for e in events) is (soldiers > 0)


@pytest.mark.parametrize(
    ("quick", "asked"),
    [(None, True), (False, True), (True, False)],
)
def test_the_defender_is_asked_unless_the_table_chose_quick_sacrifice(
    quick: bool | None, asked: bool
) -> None:
    state = arena()
    if quick is not None:
        state["options"]["quick_sacrifice"] = quick
    events = ww.apply(state, 0, ATTACK, Dice(list(SIX_LOSSES)))
    keys = [e.key for e in events]
    assert (state["phase"] == "sacrifice") is asked
    assert (keys == ["ww-ev-sacrifice-asked"]) is asked
    if not asked:  # paid at once by B5's choice: one catapult and a well-tower cover 6
        battle = next(e for e in events if e.key == "ww-ev-battle")
        assert battle.params["defender_paid"]["units"] == 0
    ww.check_invariants(state)


def test_a_game_stored_before_both_plays_the_old_rules() -> None:
    """Options without the keys (the edition alone, as /game new stored them before): the
    state keeps no key, the battle does not wait, no continent raises soldiers."""
    state = arena()
    del state["options"]["quick_sacrifice"], state["options"]["continent_troops"]
    ww.apply(state, 0, ATTACK, Dice(list(SIX_LOSSES)))
    assert state["phase"] == "turn"
    old = ww.setup(4, {"edition": "monarchs"}, setup_rng(1))
    assert old["options"] == {"edition": "monarchs"}
    new = ww.setup(4, table_options("monarchs"), setup_rng(1))
    assert new["options"] == {
        "edition": "monarchs",
        "continent_troops": True,
        "quick_sacrifice": False,
    }


def test_the_options_are_offered_by_game_new() -> None:
    offered = {option.name: option.default for option in ww.options}
    assert offered == {"edition": "generals", "continent_troops": True, "quick_sacrifice": False}
