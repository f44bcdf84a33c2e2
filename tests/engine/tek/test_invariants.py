"""The invariant checker catches what must never happen."""

from __future__ import annotations

import pytest
from tek_scenario import game

from bot.games.tek.engine.invariants import InvariantError, check_invariants

pytestmark = pytest.mark.usefixtures("cards")

WHERE = {4: [0, 0], 12: [1, 1], 22: [2, 2]}


def broken(change) -> str:
    state = game(where=WHERE)
    check_invariants(state)
    change(state)
    with pytest.raises(InvariantError) as error:
        check_invariants(state)
    return str(error.value)


def test_each_broken_rule_is_caught() -> None:
    def add(rid, seat, down=False):
        return lambda s: s["map"][str(rid)].append({"s": seat, "down": down})

    cases = [
        lambda s: s["map"]["1"].extend([{"s": 0, "down": False}] * 6),  # 8 meeples of seat 0
        add(4, 0),  # three of a colour in a region
        lambda s: s["map"]["12"].append({"s": 0, "down": False}),  # two colours, not allies
        add(6, 0, True),  # searching outside ruins
        add(6, -1),  # a neutral without a Lost Kingdom
        lambda s: s["seats"][0]["res"].update(f=10),
        lambda s: s["seats"][0].update(magic=6),
        lambda s: s["seats"][0].update(tower=7),
        lambda s: s["map"]["22"].clear(),  # a seat without meeples
        lambda s: s.update(shields=["build", "build"]),
        lambda s: s.update(phase="war"),  # a war phase without a war
        lambda s: s["tokens"].update({"4": "blank"}),  # a token under meeples
        lambda s: s.update(alliances=[[1, 0]]),
    ]
    for change in cases:
        assert broken(change)


def test_allies_may_share_and_the_lost_kingdom_counts_its_neutrals() -> None:
    state = game(where={4: [0, 1], 12: [1], 22: [2, 2]})
    state["alliances"] = [[0, 1]]
    check_invariants(state)
    state = game(players=2, where={4: [0, 0], 12: [1, 1]})
    check_invariants(state)
    state["map"]["21"] = []
    with pytest.raises(InvariantError):
        check_invariants(state)
    state["seats"][0]["kills"] = 1
    check_invariants(state)
