"""Issue 28, part 3: the soldiers a whole continent raises (ruling W37) are told to the table
and to the seat whose turn it is: the channel says who holds what and how many came, the turn
prompt says how many to place and where, one select per continent with only its territories,
and the army card counts them among the units still to place."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.base import Event, rng_for
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.rounds import start_turn
from bot.games.worldwar.engine.state import MAP
from bot.games.worldwar.prompts import prompt as prompts
from bot.games.worldwar.render.board import draw_board
from bot.i18n import SUPPORTED, t, text
from bot.prompts.base import Select
from bot.render.drawn_text import recording
from tests.engine.worldwar.helpers import put, started
from tests.prompts.prompt_parts import controls
from tests.prompts.test_worldwar_prompts import check_limits, narrated

# What each language calls a whole Asia's seven soldiers, and a blue army.
ASIA = {"en": "Asia", "zh-TW": "亞洲", "zh-CN": "亚洲"}
SEVEN = {"en": "+7 soldiers", "zh-TW": "7 名士兵", "zh-CN": "7 个小兵"}
BLUE = {"en": "Blue", "zh-TW": "藍軍", "zh-CN": "蓝方"}


def raised(*continents: str) -> tuple[dict[str, Any], list[Event]]:
    """Seat 1 (blue) holds the continents whole at the start of its round-2 turn."""
    state = started(4, 3)
    for continent in continents:
        for tid in MAP.continents[continent].territories:
            if state["map"][tid]["o"] != 1:
                put(state, tid, 1, 1)
    state["round"], state["turn"] = 2, None
    return state, start_turn(state, 1)


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_channel_is_told_who_holds_what_and_how_many_came(locale: str) -> None:
    _state, events = raised("asia")
    [event] = [e for e in events if e.key == "ww-ev-continent-troops"]
    line = t(locale, event.key, **narrated(event))
    assert BLUE[locale] in line and ASIA[locale] in line and SEVEN[locale] in line
    if locale == "en":
        assert line == "Blue holds Asia: +7 soldiers."
    short = Event(event.key, {**event.params, "n": 3, "lost": 4})
    assert "4" in t(locale, short.key, **narrated(short))
    none = Event("ww-ev-continent-troops-none", {**event.params, "n": 0, "lost": 7})
    assert "7" in t(locale, none.key, **narrated(none))


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_turn_prompt_says_how_many_to_place_and_where(locale: str) -> None:
    state, _events = raised("oceania", "south-america")
    view, legal = ww.view(state, 1), ww.legal_actions(state, 1)
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    check_limits(prompt)
    lines = [text(locale, line) for line in prompt.lines]
    oceania, south = (t(locale, f"ww-continent-{c}") for c in ("oceania", "south-america"))
    assert any(oceania in line and south in line and "2" in line for line in lines)
    selects = [row for row in prompt.rows if isinstance(row, Select)]
    assert len(selects) == 2
    for select, continent in zip(selects, ("south-america", "oceania"), strict=True):
        assert t(locale, f"ww-continent-{continent}") in text(locale, select.placeholder)
        assert {MAP.territories[c.action["a"]].continent for c in select.choices} == {continent}
    assert sorted(map(str, controls(prompt))) == sorted(map(str, legal))


def test_the_army_card_counts_them_among_the_units_to_place() -> None:
    state, _events = raised("asia")
    view = ww.view(state, None)
    assert view["turn"] == {**view["turn"], "seat": 1, "continent_troops": {"asia": 7}}
    with recording() as drawn:
        draw_board(view, "en", None)
    assert "+7" in {line.value for line in drawn}
    ww.apply(state, 1, {"t": "place", "a": "japan", "s": 4}, rng_for(1, 0))
    with recording() as drawn:
        draw_board(ww.view(state, None), "en", None)
    values = {line.value for line in drawn}
    assert "+3" in values and "+7" not in values
