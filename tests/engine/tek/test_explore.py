"""Exploration tokens: the first meeple to enter takes one, and each kind does its thing."""

from __future__ import annotations

import pytest
from tek_scenario import act, game, keys, meeples, res

from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.engine.content import token_specs

pytestmark = pytest.mark.usefixtures("cards")

WHERE = {4: [0, 0], 12: [1, 1], 22: [2, 2]}


def explore(kind, where=None, target=6, start=4, **seat0) -> tuple[dict, list]:
    state = game(where=where or WHERE, res={0: (0, 0, 0)})
    state["options"]["exploration"] = True
    state["seats"][0].update(seat0)
    state["tokens"] = {str(target): kind}
    events = act(state, 0, {"t": "patrol", "a": start, "b": target})
    return state, events


@pytest.mark.parametrize(("kind", "res_"), [("food", "f"), ("mana", "m"), ("ore", "o")])
def test_caches_give_resources(kind, res_) -> None:
    state, events = explore(kind)
    n = token_specs()[kind]["n"]
    assert res(state, 0) == tuple(n if r == res_ else 0 for r in "fmo")
    assert keys(events) == ["tek-ev-patrol", "tek-ev-token", "tek-ev-gain"]
    assert events[1].params == {
        "seat": 0,
        "region": 6,
        "token": {"key": f"tek-token-{kind}", "params": {}},
    }
    assert state["tokens"] == {} and state["found"] == [{"rid": 6, "kind": kind, "seat": 0}]
    assert not tek.view(state, None)["regions"][5]["token"]


def test_recruit_adds_a_free_meeple_when_there_is_room() -> None:
    state, events = explore("recruit")
    assert meeples(state, 6) == [(0, False), (0, False)] and "tek-ev-recruit" in keys(events)
    full = {1: [0, 0], 2: [0, 0], 3: [0, 0], 4: [0], 12: [1, 1], 22: [2, 2]}
    state, events = explore("recruit", where=full)
    assert meeples(state, 6) == [(0, False)] and "tek-ev-recruit" not in keys(events)


@pytest.mark.parametrize(("kind", "field"), [("scroll", "magic"), ("stone", "tower")])
def test_scroll_and_stone_raise_a_level_for_free(kind, field) -> None:
    state, _events = explore(kind)
    assert state["seats"][0][field] == 1
    state, events = explore(kind, magic=5, tower=6)
    assert state["seats"][0][field] == (5 if kind == "scroll" else 6)
    assert keys(events) == ["tek-ev-patrol", "tek-ev-token"]


def test_treasure_scores_at_the_end() -> None:
    state, _events = explore("treasure")
    from bot.games.tek.engine.scoring import breakdown

    assert breakdown(state, 0)["treasure"] == token_specs()["treasure"].get("n", 1)


def test_an_ambush_kills_the_entering_meeple_unless_it_is_the_last() -> None:
    state, events = explore("ambush")
    assert meeples(state, 6) == [] and "tek-ev-ambush" in keys(events)
    state, events = explore("ambush", where={4: [0], 12: [1, 1], 22: [2, 2]})
    assert meeples(state, 6) == [(0, False)] and "tek-ev-ambush-spared" in keys(events)


def test_a_blank_does_nothing_but_is_taken() -> None:
    state, events = explore("blank")
    assert keys(events) == ["tek-ev-patrol", "tek-ev-token"] and state["tokens"] == {}


def test_a_fleeing_meeple_takes_a_token_too() -> None:
    state = game(where={4: [0, 0], 6: [1, 1], 22: [2, 2]}, res={0: (0, 0, 2), 1: (5, 0, 0)})
    state["tokens"] = {"7": "mana"}
    act(state, 0, {"t": "patrol", "a": 4, "b": 6})
    act(state, 1, {"t": "bid", "v": 0})
    act(state, 0, {"t": "bid", "v": 1, "f": 0, "m": 0, "o": 1})
    events = act(state, 1, {"t": "flee", "r": 7})
    assert "tek-ev-token" in keys(events) and res(state, 1)[1] == token_specs()["mana"]["n"]


def test_nobody_sees_a_face_down_token() -> None:
    state = game(where=WHERE)
    state["tokens"] = {"6": "treasure"}
    scrambled = tek.scramble_secrets(state, 0)
    assert scrambled["tokens"] != state["tokens"]
    for seat in (None, 0, 1, 2):
        assert tek.view(scrambled, seat) == tek.view(state, seat)
