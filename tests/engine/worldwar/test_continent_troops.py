"""Continent troops (ruling W37): "占领大洲加分加兵" — a continent held whole raises its bonus / 10
soldiers at the start of its holder's turn, placed first, on its own territories of that
continent (not the capital), as many as there is room for."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from bot.engine.base import Event, RuleError, rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.battle import Stack
from bot.games.worldwar.engine.continent_troops import pending
from bot.games.worldwar.engine.rounds import end_turn, start_turn
from bot.games.worldwar.engine.state import (
    MAP,
    capital_of,
    continents_held,
    is_capital,
    owned,
    stack,
)

from .helpers import put, started, table_options, turn_of

# The ruling's table: the continent's bonus on the board and the soldiers it raises a turn.
DUE = {
    "north-america": (45, 4),
    "south-america": (25, 2),
    "europe": (55, 5),
    "africa": (40, 4),
    "asia": (70, 7),
    "oceania": (20, 2),
}
SEAT = 0


def holding(continent: str, seat: int = SEAT, units: int = 1) -> dict[str, Any]:
    """A game in round 2 where ``seat`` holds ``continent`` whole (``units`` on each of its
    territories it did not hold) and no other continent, before its turn starts."""
    state = started(4, 3)
    for tid in MAP.continents[continent].territories:
        if state["map"][tid]["o"] != seat:
            put(state, tid, seat, units)
    for other in continents_held(state, seat):
        if other != continent:  # break any other whole continent the deal gave it
            tid = next(t for t in MAP.continents[other].territories if not is_capital(state, t))
            put(state, tid, (seat + 1) % 4, 1)
    assert continents_held(state, seat) == [continent]
    state["round"] = 2
    state["turn"] = None
    ww.check_invariants(state)
    return state


def keyed(events: list[Event], key: str) -> list[dict[str, Any]]:
    return [e.params for e in events if e.key == key]


def refused(state: dict[str, Any], seat: int, action: dict[str, Any], code: str) -> RuleError:
    """The action is refused with ``code`` and the state is left as it was."""
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as caught:
        ww.apply(state, seat, action, rng_for(1, 0))
    assert caught.value.code == code
    assert state == before
    return caught.value


@pytest.mark.parametrize(("continent", "bonus", "soldiers"), [(c, *v) for c, v in DUE.items()])
def test_a_whole_continent_raises_its_bonus_over_ten(
    continent: str, bonus: int, soldiers: int
) -> None:
    state = holding(continent)
    assert MAP.continents[continent].bonus == bonus
    gained = state["seats"][SEAT]["gained"]
    events = start_turn(state, SEAT)
    assert keyed(events, "ww-ev-continent-troops") == [
        {"seat": SEAT, "continent": continent, "n": soldiers, "lost": 0}
    ]
    assert pending(state) == {continent: soldiers}
    assert state["seats"][SEAT]["gained"] == gained + soldiers  # the ledger counts them now
    ww.check_invariants(state)
    # Only placements on the continent are offered, soldiers only.
    legal = ww.legal_actions(state, SEAT)
    assert legal and {a["t"] for a in legal} == {"place"}
    assert all(MAP.territories[a["a"]].continent == continent for a in legal)
    assert all(set(a) == {"t", "a", "s"} and not is_capital(state, a["a"]) for a in legal)
    # Placed one by one, they all stand on the continent and the turn goes on.
    on_continent = sum(stack(state, t).units for t in MAP.continents[continent].territories)
    for _ in range(soldiers):
        action = next(a for a in ww.legal_actions(state, SEAT) if a["s"] == 1)
        ww.apply(state, SEAT, action, rng_for(1, 0))
        ww.check_invariants(state)
    after = sum(stack(state, t).units for t in MAP.continents[continent].territories)
    assert after == on_continent + soldiers
    assert pending(state) == {}
    assert {"t": "end"} in ww.legal_actions(state, SEAT)


def test_a_continent_short_of_one_territory_raises_nothing() -> None:
    state = holding("asia")
    put(state, "japan", 1, 1)
    events = start_turn(state, SEAT)
    assert not [e for e in events if e.key.startswith("ww-ev-continent-troops")]
    assert pending(state) == {}
    assert {"t": "end"} in ww.legal_actions(state, SEAT)


def test_two_continents_raise_two_levies_each_placed_on_its_own() -> None:
    state = holding("oceania")
    for tid in MAP.continents["south-america"].territories:
        put(state, tid, SEAT, 1)
    events = start_turn(state, SEAT)
    raised = {p["continent"]: p["n"] for p in keyed(events, "ww-ev-continent-troops")}
    assert raised == {"oceania": 2, "south-america": 2}
    assert pending(state) == raised
    # Oceania's two, both at once on Brazil, are refused: that is South America's.
    refused(state, SEAT, {"t": "place", "a": "brazil", "s": 3}, "ww-err-troops-count")
    ww.apply(state, SEAT, {"t": "place", "a": "brazil", "s": 2}, rng_for(1, 0))
    assert pending(state) == {"oceania": 2}
    refused(state, SEAT, {"t": "place", "a": "peru", "s": 1}, "ww-err-troops-where")


# Room: (units already on each non-capital territory of Oceania, soldiers raised, found no room)
ROOM = [
    (1, 2, 0),  # plenty of room
    (11, 2, 0),  # 1 free on each of 3 or 4 territories: still 2
    (12, 0, 2),  # all full: none
]


@pytest.mark.parametrize(("units", "raised", "lost"), ROOM)
def test_only_the_soldiers_that_fit_are_raised(units: int, raised: int, lost: int) -> None:
    state = holding("oceania", units=units)
    for tid in MAP.continents["oceania"].territories:
        if not is_capital(state, tid):
            put(state, tid, SEAT, units)
    gained = state["seats"][SEAT]["gained"]
    events = start_turn(state, SEAT)
    key = "ww-ev-continent-troops" if raised else "ww-ev-continent-troops-none"
    assert keyed(events, key) == [{"seat": SEAT, "continent": "oceania", "n": raised, "lost": lost}]
    assert pending(state) == ({"oceania": raised} if raised else {})
    assert state["seats"][SEAT]["gained"] == gained + raised
    ww.check_invariants(state)
    if not raised:  # nothing waits: the turn goes on as usual
        assert {"t": "end"} in ww.legal_actions(state, SEAT)


def test_room_on_one_territory_takes_every_soldier() -> None:
    state = holding("oceania", units=12)
    spots = [t for t in MAP.continents["oceania"].territories if not is_capital(state, t)]
    for tid in spots:
        put(state, tid, SEAT, 12)
    put(state, spots[0], SEAT, 11)
    events = start_turn(state, SEAT)
    assert keyed(events, "ww-ev-continent-troops") == [
        {"seat": SEAT, "continent": "oceania", "n": 1, "lost": 1}
    ]
    assert ww.legal_actions(state, SEAT) == [{"t": "place", "a": spots[0], "s": 1}]


def test_the_capital_takes_no_continent_soldiers() -> None:
    state = holding("europe")
    state["seats"][SEAT]["capital"] = "germany"  # the capital moved into Europe
    old = next(t for t in owned(state, SEAT) if MAP.territories[t].continent != "europe")
    assert state["map"]["germany"]["o"] == SEAT and old
    start_turn(state, SEAT)
    legal = ww.legal_actions(state, SEAT)
    assert "germany" not in {a["a"] for a in legal}
    refused(state, SEAT, {"t": "place", "a": "germany", "s": 1}, "ww-err-capital-place")


def test_refusals_while_continent_soldiers_wait_say_why() -> None:
    state = holding("africa")
    start_turn(state, SEAT)
    elsewhere = next(t for t in owned(state, SEAT) if MAP.territories[t].continent != "africa")
    foreign = next(t for t in MAP.territories if state["map"][t]["o"] not in (SEAT, None))
    error = refused(state, SEAT, {"t": "place", "a": elsewhere, "s": 1}, "ww-err-troops-where")
    assert error.params == {"territory": elsewhere, "continent": "africa"}
    refused(state, SEAT, {"t": "place", "a": "egypt", "h": 1}, "ww-err-troops-count")
    refused(state, SEAT, {"t": "place", "a": "egypt", "s": 5}, "ww-err-troops-count")
    refused(state, SEAT, {"t": "place", "a": "egypt", "s": 0}, "ww-err-troops-count")
    refused(state, SEAT, {"t": "place", "a": foreign, "s": 1}, "ww-err-not-yours")
    error = refused(state, SEAT, {"t": "end"}, "ww-err-troops-first")
    assert error.params == {"continent": "africa", "n": 4}
    put(state, "egypt", SEAT, 12)
    refused(state, SEAT, {"t": "place", "a": "egypt", "s": 1}, "ww-err-full")
    refused(state, 1, {"t": "place", "a": "egypt", "s": 1}, "ww-err-not-your-turn")


def test_continent_soldiers_come_before_round_ones_free_soldiers() -> None:
    state = holding("south-america")
    state["round"] = 1
    events = start_turn(state, SEAT)
    assert [e.key for e in events if e.key in ("ww-ev-continent-troops", "ww-ev-free")] == [
        "ww-ev-continent-troops",
        "ww-ev-free",
    ]
    legal = ww.legal_actions(state, SEAT)
    assert all(MAP.territories[a["a"]].continent == "south-america" for a in legal)
    ww.apply(state, SEAT, {"t": "place", "a": "peru", "s": 2}, rng_for(1, 0))
    legal = ww.legal_actions(state, SEAT)  # now the 3 free soldiers, anywhere of its own
    assert {MAP.territories[a["a"]].continent for a in legal} != {"south-america"}
    assert Stack.from_json(state["seats"][SEAT]["supply"]).soldiers == 3


def test_a_continent_lost_before_the_turn_raises_nothing_and_a_player_out_has_no_turn() -> None:
    before, holder, after = started(4, 3)["order"][:3]
    state = holding("oceania", seat=holder)
    turn_of(state, before)
    put(state, "new-zealand", before, 1)  # the player before takes a piece of it
    events = end_turn(state, before, random.Random(0))
    assert state["turn"]["seat"] == holder
    assert not [e for e in events if e.key.startswith("ww-ev-continent-troops")]
    assert pending(state) == {}
    # A player out has no turn, so his continent (had he kept one) never raises soldiers.
    state = holding("oceania", seat=holder)
    state["seats"][holder]["out"] = True
    turn_of(state, before)
    events = end_turn(state, before, random.Random(0))
    assert state["turn"]["seat"] == after
    assert not [e for e in events if e.key.startswith("ww-ev-continent-troops")]
    # ... while the same hand-over to the holder raises them.
    state = holding("oceania", seat=holder)
    turn_of(state, before)
    events = end_turn(state, before, random.Random(0))
    assert keyed(events, "ww-ev-continent-troops")[0]["n"] == 2


def test_a_state_saved_with_soldiers_waiting_keeps_them() -> None:
    state = holding("asia")
    start_turn(state, SEAT)
    saved = json.loads(json.dumps(state))
    assert pending(saved) == {"asia": 7}
    ww.check_invariants(saved)
    assert ww.legal_actions(saved, SEAT) == ww.legal_actions(state, SEAT)


def test_a_turn_saved_before_the_ruling_plays_on() -> None:
    state = holding("asia")
    turn_of(state, SEAT)  # a turn without the continent_troops field
    assert pending(state) == {}
    assert {"t": "end"} in ww.legal_actions(state, SEAT)


def test_the_autopilot_reinforces_the_most_threatened_border() -> None:
    state = holding("oceania")
    start_turn(state, SEAT)
    spots = [t for t in MAP.continents["oceania"].territories if not is_capital(state, t)]
    for tid in spots:
        put(state, tid, SEAT, 6)
    # Indonesia faces a 12 across the strait to Southeast Asia: the most threatened.
    put(state, "southeast-asia", 1, 12)
    for _ in range(2):
        action = ww.autopilot(state, SEAT, random.Random(0))
        assert action == {"t": "place", "a": "indonesia", "s": 1}
        ww.apply(state, SEAT, action, rng_for(1, 0))
    assert pending(state) == {}
    ww.check_invariants(state)


def dealt_a_continent(players: int, edition: str, seed: int) -> dict[str, Any]:
    """A fresh game where the first player was dealt a whole small continent (one holding no
    other capital), so that its soldiers come from the very first turn."""
    state = ww.setup(players, table_options(edition), setup_rng(seed))
    first = state["order"][0]
    for continent in ("oceania", "south-america", "africa"):
        lands = MAP.continents[continent].territories
        if all(capital_of(state, t) in (None, first) for t in lands):
            for tid in lands:
                if state["map"][tid]["o"] != first:
                    put(state, tid, first, 1)
            return state
    raise AssertionError("no continent free of other capitals")


@pytest.mark.parametrize("edition", ["generals", "monarchs"])
@pytest.mark.parametrize("players", [4, 5])
def test_whole_autopilot_games_with_continent_troops_end_with_invariants(
    players: int, edition: str
) -> None:
    state = dealt_a_continent(players, edition, seed=players)
    ww.check_invariants(state)
    raised = 0
    for step in range(5000):
        if ww.result(state) is not None:
            break
        seat = min(ww.waiting_for(state))
        action = ww.autopilot(state, seat, random.Random(step))
        assert action in ww.legal_actions(state, seat)
        events = ww.apply(state, seat, action, rng_for(players, step))
        raised += sum(p["n"] for p in keyed(events, "ww-ev-continent-troops"))
        ww.check_invariants(state)
    assert ww.result(state) is not None, "the game does not end"
    assert raised >= 2  # at least the dealt continent's first turn
    assert pending(state) == {}
