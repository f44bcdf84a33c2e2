"""Issue 23, item 16: an attack from the lord's territory takes the lord along, and a tie with
the attacker's lord kills nobody (ruling B1). The attack's label, its description, the battle
report and the board's battle box say so in every language, so such a tie does not read like
a wrong rule."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.base import Event
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.prompts.menus import menu_choice
from bot.games.worldwar.render.battle_box import _extras
from bot.i18n import SUPPORTED, t, text
from tests.engine.worldwar.helpers import Dice, put, started, turn_of
from tests.prompts.test_worldwar_prompts import narrated

# What each language says of the lord going along (in the label, the report, the board).
LORD = {"en": "lord", "zh-TW": "君主", "zh-CN": "君主"}
TIE = {"en": "nobody", "zh-TW": "平手", "zh-CN": "打平"}


def lord_arena() -> dict[str, Any]:
    """Seat 0 holds east-usa (4, with its lord) next to seat 1's mexico (3)."""
    state = started(4, 7)
    put(state, "east-usa", 0, 4)
    put(state, "mexico", 1, 3)
    state["seats"][0]["lord"] = "east-usa"
    state["seats"][1]["lord"] = "colombia"
    turn_of(state, 0)
    return state


def tied_battle() -> Event:
    """One soldier and the lord attack three: the single pair ties 4 against 4."""
    state = lord_arena()
    action = {"t": "attack", "a": "east-usa", "b": "mexico", "s": 1, "l": 1}
    events = ww.apply(state, 0, action, Dice([4, 4, 1, 1]))
    [battle] = [e for e in events if e.key == "ww-ev-battle"]
    return battle


def test_a_tie_with_the_lord_kills_nobody_and_the_event_says_the_lord_fought() -> None:
    battle = tied_battle()
    assert battle.params["attacker_losses"] == 0 and battle.params["defender_losses"] == 0
    assert battle.params["attacker_lord"] is True and battle.params["defender_lord"] is False


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_battle_report_says_the_lord_went_along(locale: str) -> None:
    battle = tied_battle()
    words = t(locale, battle.key, **narrated(battle))
    assert LORD[locale] in words and TIE[locale] in words, words
    without = dict(battle.params, attacker_lord=False)
    plain = t(locale, battle.key, **narrated(Event(battle.key, without)))
    assert LORD[locale] not in plain, plain


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_board_battle_box_says_the_lord_went_along(locale: str) -> None:
    params = dict(tied_battle().params, kind="ww-ev-battle")
    lines = [line for line, _bold in _extras(locale, params)]
    assert any(LORD[locale] in line for line in lines), lines
    alone = [line for line, _bold in _extras(locale, {**params, "attacker_lord": False})]
    assert not any(LORD[locale] in line for line in alone), alone


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_listed_attack_from_the_lords_territory_says_the_lord_goes(locale: str) -> None:
    state = lord_arena()
    view = ww.view(state, 0)
    attacks = [a for a in ww.legal_actions(state, 0) if a["t"] == "attack"]
    from_lord = [a for a in attacks if a["a"] == "east-usa"]
    assert from_lord and all(a.get("l") == 1 for a in from_lord)
    for action in from_lord:
        choice = menu_choice(view, action)
        assert LORD[locale] in text(locale, choice.label), text(locale, choice.label)
        assert choice.description is not None
        assert TIE[locale] in text(locale, choice.description)
    for action in (a for a in attacks if a["a"] != "east-usa"):
        assert LORD[locale] not in text(locale, menu_choice(view, action).label)
