"""Political events: every event kind, two drawn after a round before tax, none after round 6."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine.base import RuleError
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.content.decks import EVENT_KINDS, decks
from bot.games.worldwar.engine.events import apply_event, taxes
from bot.games.worldwar.engine.rounds import end_round, start_turn
from bot.games.worldwar.engine.state import MAP, owned, price, stack

from .helpers import Dice, put, started, turn_of

State = dict[str, Any]
Check = Callable[[State, State], bool]


def board() -> State:
    """Seat 0 richest (500 grain) with a 12-stack; seat 1 poorest (10); seat 0 holds most."""
    state = started(4, 7)
    for seat, grain in enumerate((500, 10, 100, 100)):
        state["seats"][seat]["grain"] = grain
    put(state, "east-usa", 0, 12)
    put(state, "west-usa", 0, 9)
    for tid in ("mexico", "colombia", "peru"):
        put(state, tid, 0, 1)
    state["turn"] = None
    return state


def grain(s: State, seat: int) -> int:
    return int(s["seats"][seat]["grain"])


CASES: list[tuple[str, Check]] = [
    ("golden-age", lambda b, s: s["fx"]["tax"] == {"europe": 1.5}),
    ("call-to-arms", lambda b, s: all(i["supply"]["soldiers"] == 2 for i in s["seats"])),
    ("storm-season", lambda b, s: s["fx"]["sea"] == 1),
    ("audit", lambda b, s: grain(s, 0) == 400 and grain(s, 2) == 100),
    ("relief", lambda b, s: grain(s, 1) == 70 and grain(s, 0) == 500),
    ("arms-fair", lambda b, s: price(s, 0, "horse") == 60),
    ("steel-shortage", lambda b, s: price(s, 3, "cannon") == 200),
    ("armistice", lambda b, s: s["fx"]["ceasefire"] == 1),
    ("amnesty", lambda b, s: grain(s, 2) == 150 and grain(s, 3) == 50),
    ("zeal", lambda b, s: s["fx"]["ap"] == {str(k): 1 for k in range(4)}),
    ("overstretch", lambda b, s: s["fx"]["ap"] == {"0": -2}),
    ("plague", lambda b, s: stack(s, "east-usa").units == 10 and stack(s, "west-usa").units == 9),
    ("census", lambda b, s: all(len(i["hand"]) == 7 for i in s["seats"])),
    ("engineers", lambda b, s: [i["kit"]["catapult"] for i in s["seats"]].count(1) >= 1),
]


def test_every_event_kind_is_in_the_table() -> None:
    kinds = {next(e for e in decks().events if e.id == eid).effect.kind for eid, _ in CASES}
    assert kinds == set(EVENT_KINDS)


@pytest.mark.parametrize(("eid", "check"), CASES, ids=[c[0] for c in CASES])
def test_each_event_does_what_it_says(eid: str, check: Check) -> None:
    state = board()
    state["seats"][2]["ransoms"] = [[3, 50, state["round"]]]
    state["seats"][3]["grain"] = 100
    before = copy.deepcopy(state)
    state["events"].remove(eid)
    state["drawn"].append(eid)
    event = apply_event(state, eid)
    assert event.key == "ww-ev-event" and event.params["event"] == eid
    assert check(before, state)
    ww.check_invariants(state)


def rigged(state: State, *first: str) -> None:
    state["events"] = list(first) + [e for e in state["events"] if e not in first]


def test_two_events_after_a_round_before_tax() -> None:
    state = board()
    rigged(state, "golden-age", "storm-season")
    expected = [taxes(state, s) for s in range(4)]  # no factor yet
    europe = [sum(MAP.territories[t].value for t in owned(state, s)
                  if MAP.territories[t].continent == "europe") for s in range(4)]  # fmt: skip
    grains = [grain(state, s) for s in range(4)]
    events = end_round(state, Dice([]))
    assert [e.params["event"] for e in events if e.key == "ww-ev-event"] == [
        "golden-age",
        "storm-season",
    ]
    assert state["drawn"] == ["golden-age", "storm-season"]
    for s in range(4):
        assert grain(state, s) == grains[s] + expected[s] + europe[s] // 2
    ww.check_invariants(state)


def test_no_event_after_the_last_round() -> None:
    state = board()
    state["round"] = 6
    events = end_round(state, Dice([]))
    assert not [e for e in events if e.key == "ww-ev-event"] and state["phase"] == "over"


def test_storm_and_armistice_last_the_next_round_only() -> None:
    state = board()
    rigged(state, "storm-season", "armistice")
    end_round(state, Dice([]))
    state["round"] = 3
    put(state, "britain", 1, 3)
    turn_of(state, 0)
    with pytest.raises(RuleError, match="ww-err-sea-closed"):
        ww.apply(state, 0, {"t": "attack", "a": "east-usa", "b": "britain", "s": 2}, Dice([]))
    capital = state["seats"][1]["capital"]
    near = next(t for t in MAP.territories[capital].neighbours)
    put(state, near, 0, 5)
    with pytest.raises(RuleError, match="ww-err-ceasefire"):
        ww.apply(state, 0, {"t": "attack", "a": near, "b": capital, "s": 2}, Dice([]))
    state["turn"] = None
    rigged(state, "relief", "audit")
    end_round(state, Dice([]))
    assert state["fx"]["sea"] == 0 and state["fx"]["ceasefire"] == 0


def test_action_point_events_change_the_next_turns() -> None:
    state = board()
    state["fx"]["ap"] = {"0": -2, "1": 1}
    start_turn(state, 0)
    assert state["turn"]["ap"] == 6
    start_turn(state, 1)
    assert state["turn"]["ap"] == 9


def test_free_machines_and_soldiers_are_placed_in_the_buy_phase() -> None:
    state = board()
    rigged(state, "engineers", "call-to-arms")
    end_round(state, Dice([]))
    seat = next(s for s in range(4) if state["seats"][s]["kit"]["catapult"])
    with pytest.raises(RuleError, match="ww-err-place-first"):
        while True:
            options = ww.legal_actions(state, seat)
            place = next((a for a in options if a["t"] == "place"), None)
            if place is None:
                ww.apply(state, seat, {"t": "done"}, Dice([]))
            ww.apply(state, seat, place, Dice([]))
    build = next(a for a in ww.legal_actions(state, seat) if a["t"] == "build")
    ww.apply(state, seat, build, Dice([]))
    assert state["map"][build["a"]]["k"] >= 1 and state["seats"][seat]["kit"]["catapult"] == 0
    ww.apply(state, seat, {"t": "done"}, Dice([]))
    ww.check_invariants(state)


@pytest.mark.parametrize("players", [4, 5])
def test_autopilot_games_play_cards_and_draw_events(players: int) -> None:
    import random

    from bot.engine.base import rng_for, setup_rng

    state = ww.setup(players, {}, setup_rng(40 + players))
    keys: list[str] = []
    step = 0
    while ww.result(state) is None:
        seat = min(ww.waiting_for(state))
        action = ww.autopilot(state, seat, random.Random(step))
        keys += [e.key for e in ww.apply(state, seat, action, rng_for(40 + players, step))]
        ww.check_invariants(state)
        for other in range(players):
            view = ww.view(state, other)
            assert all("hand" not in row and "seen" not in row for row in view["seats"])
        step += 1
    assert keys.count("ww-ev-card") >= 10 and keys.count("ww-ev-event") >= 2
