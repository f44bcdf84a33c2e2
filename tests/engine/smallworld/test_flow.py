"""Turn flow: decline, vanishing banners, scoring, the defenders' step, the end of the game."""

import random

import pytest
from sw_scenario import act, begin, finish_turn, give, new_game, tokens

from bot.engine.base import Action, RuleError
from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.state import State, region


def refused(state: State, seat: int, action: Action) -> str:
    with pytest.raises(RuleError) as error:
        act(state, seat, action)
    return error.value.code


def banners_in_line(state: State) -> list[str]:
    return [combo["race"] for combo in state["market"]] + state["race_stack"]


def test_decline_keeps_one_token_per_region_and_discards_the_badge() -> None:
    state = new_game()
    give(state, 0, "ratmen", "hill", {1: 4, 2: 3, 3: 1})
    begin(state, 0)
    events = act(state, 0, {"t": "decline"})
    assert [tokens(state, rid) for rid in (1, 2, 3)] == [1, 1, 1]
    assert all(region(state, rid)["declined"] for rid in (1, 2, 3))
    assert state["box"]["ratmen"] == 13 - 3
    assert state["seats"][0]["active"] is None
    assert state["seats"][0]["declined"] == [{"race": "ratmen", "power": None, "hand": 0}]
    assert state["power_discard"] == ["hill"]
    assert [e.key for e in events if e.public][:1] == ["sw-declined"]
    # Declining scores one coin per region and ends the turn.
    assert state["seats"][0]["coins"] == 5 + 3 and state["active"] == 1


def test_decline_only_instead_of_expanding() -> None:
    state = new_game()
    give(state, 0, "ratmen", "hill", {1: 4})
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})
    assert {"t": "decline"} not in sw.legal_actions(state, 0)
    assert refused(state, 0, {"t": "decline"}) == "sw-err-decline-late"
    fresh = new_game()
    act(fresh, 0, {"t": "pick", "i": 0})
    assert refused(fresh, 0, {"t": "decline"}) == "sw-err-decline-late"


def test_after_declining_the_next_turn_starts_with_a_pick() -> None:
    state = new_game()
    give(state, 0, "ratmen", "hill", {1: 4})
    begin(state, 0)
    act(state, 0, {"t": "decline"})
    begin(state, 0)
    assert state["phase"] == "pick"
    act(state, 0, {"t": "pick", "i": 0})
    assert state["phase"] == "conquer"
    conquer = {a["r"] for a in sw.legal_actions(state, 0) if a["t"] == "conquer"}
    assert 1 in conquer  # the new race may attack its own race in decline


def test_only_one_race_in_decline_the_older_leaves_the_map() -> None:
    state = new_game()
    give(state, 0, "orcs", None, {16: 1, 15: 1}, declined=True)
    give(state, 0, "ratmen", "hill", {1: 2})
    begin(state, 0)
    events = act(state, 0, {"t": "decline"})
    assert "sw-race-vanished" in [e.key for e in events]
    assert [f["race"] for f in state["seats"][0]["declined"]] == ["ratmen"]
    assert region(state, 16)["race"] is None and state["box"]["orcs"] == 10
    assert banners_in_line(state)[-1] == "orcs"  # under the stack


def test_a_declined_race_whose_last_token_falls_returns_its_banner() -> None:
    state = new_game()
    give(state, 0, "orcs", None, {2: 1}, declined=True)
    give(state, 0, "elves", "forest", {16: 1})
    give(state, 1, "ratmen", "hill", {1: 1}, hand=6)
    begin(state, 1)
    events = act(state, 1, {"t": "conquer", "r": 2})
    assert "sw-race-vanished" in [e.key for e in events]
    assert state["seats"][0]["declined"] == [] and banners_in_line(state)[-1] == "orcs"


def test_a_race_with_no_token_left_at_decline_vanishes_at_once() -> None:
    state = new_game()
    give(state, 0, "ratmen", "hill", hand=0)
    begin(state, 0)
    act(state, 0, {"t": "decline"})
    assert state["seats"][0]["declined"] == [] and "ratmen" in banners_in_line(state)


def test_scoring_counts_declined_regions_and_stays_secret() -> None:
    state = new_game()
    give(state, 0, "orcs", None, {16: 1, 15: 1}, declined=True)
    give(state, 0, "ratmen", "hill", {1: 2, 2: 1})
    begin(state, 0)
    act(state, 0, {"t": "end"})
    events = act(state, 0, {"t": "end"})
    scored = [e for e in events if e.key.startswith("sw-scored")]
    assert [(e.key, e.to) for e in scored] == [("sw-scored", None), ("sw-scored-private", (0,))]
    assert scored[0].params == {"seat": 0}
    assert scored[1].params == {"gained": 4, "total": 9}


def test_defenders_are_waited_for_and_have_a_default() -> None:
    state = new_game(players=3)
    give(state, 0, "ratmen", "hill", {1: 1, 6: 1}, hand=11)
    give(state, 1, "orcs", "forest", {2: 3, 16: 1})
    give(state, 2, "elves", "swamp", {5: 2, 13: 1})
    begin(state, 0)
    act(state, 0, {"t": "conquer", "r": 2})
    act(state, 0, {"t": "conquer", "r": 5})
    finish_turn(state, 0)
    assert state["phase"] == "defenders" and sw.waiting_for(state) == {1, 2}
    assert sw.view(state, None)["waiting"] == [1, 2]
    assert refused(state, 0, {"t": "end"}) == "sw-err-not-your-turn"
    act(state, 2, sw.legal_actions(state, 2)[0])
    assert sw.waiting_for(state) == {1} and tokens(state, 13) == 3
    act(state, 1, sw.autopilot(state, 1, random.Random(1)))
    assert state["active"] == 1 and tokens(state, 16) == 3


def test_the_game_ends_after_the_last_turn_most_coins_wins() -> None:
    state = new_game(turns=2)
    give(state, 0, "ratmen", "hill", {1: 1})
    give(state, 1, "orcs", "forest", {16: 1, 15: 1})
    begin(state, 0)
    for turn in (1, 2):
        for seat in (0, 1):
            assert (state["turn"], state["active"]) == (turn, seat)
            finish_turn(state, seat)
    assert state["phase"] == "over" and sw.waiting_for(state) == set()
    result = sw.result(state)
    assert result is not None
    assert result.scores == {0: 5 + 2, 1: 5 + 4} and result.winners == (1,)
    assert refused(state, 0, {"t": "end"}) == "sw-err-game-over"


def test_a_tie_goes_to_the_most_tokens_on_the_map() -> None:
    state = new_game(turns=1)
    give(state, 0, "ratmen", "hill", {1: 3})
    give(state, 1, "orcs", "forest", {16: 1})
    begin(state, 0)
    finish_turn(state, 0)
    finish_turn(state, 1)
    assert state["seats"][0]["coins"] == state["seats"][1]["coins"]
    assert sw.result(state).winners == (0,)


def test_autopilot_declines_a_race_with_nothing_left() -> None:
    state = new_game()
    give(state, 0, "ratmen", "hill", hand=1)
    begin(state, 0)
    assert sw.autopilot(state, 0, random.Random(0)) == {"t": "decline"}


def test_autopilot_declines_a_spent_race_and_expands_a_fresh_one() -> None:
    state = new_game()
    give(state, 0, "ratmen", "hill", {1: 1, 2: 1, 3: 2})
    begin(state, 0)
    assert sw.autopilot(state, 0, random.Random(0)) == {"t": "decline"}
    fresh = new_game()
    give(fresh, 0, "ratmen", "hill", {1: 5, 2: 3})
    begin(fresh, 0)
    assert sw.autopilot(fresh, 0, random.Random(0))["t"] == "conquer"


def test_the_view_counts_the_tokens_a_conquering_force_can_use() -> None:
    state = new_game()
    give(state, 0, "ghouls", None, {1: 4, 2: 2}, declined=True)
    give(state, 0, "amazons", "hill", {16: 3, 15: 1}, hand=1)
    begin(state, 0)
    assert sw.view(state, None)["available"] == 3 + 1  # Ghouls' spare tokens, nothing readied
    act(state, 0, {"t": "end"})
    # The active Amazons: one in hand, two spare, four borrowed from the box.
    assert sw.view(state, 1)["available"] == 1 + 2 + 4
    act(state, 0, {"t": "conquer", "r": 14})
    assert sw.view(state, None)["available"] == 7 - 2
    act(state, 0, {"t": "end"})
    assert sw.view(state, None)["available"] is None
