"""Setup, the combo column, picking costs and coins left on combos."""

import pytest
from sw_scenario import act, grid_board, new_game

from bot.engine.base import RuleError, setup_rng
from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.data import MARKET_SIZE, STARTING_COINS, tokens_for
from bot.games.smallworld.engine.start import setup_on_board


def test_setup_deals_six_combos_five_coins_and_lost_tribes() -> None:
    state = setup_on_board(grid_board(), {3, 9}, players=3, turns=8, rng=setup_rng(4))
    assert len(state["market"]) == MARKET_SIZE
    assert all(combo["coins"] == 0 for combo in state["market"])
    assert [seat["coins"] for seat in state["seats"]] == [STARTING_COINS] * 3
    lost = [rid for rid, reg in state["regions"].items() if reg["lost_tribe"]]
    assert sorted(lost, key=int) == ["3", "9"]
    assert state["turn"] == 1 and state["phase"] == "pick"
    assert state["active"] == state["first"]
    sw.check_invariants(state)


def test_setup_on_the_real_maps() -> None:
    for players in range(2, 6):
        state = sw.setup(players, {}, setup_rng(11))
        assert state["map"] == players
        assert state["turns"] >= 8
        sw.check_invariants(state)


def test_setup_is_random_but_reproducible() -> None:
    first = sw.setup(4, {}, setup_rng(5))
    assert sw.setup(4, {}, setup_rng(5)) == first
    others = [sw.setup(4, {}, setup_rng(seed)) for seed in range(6, 12)]
    assert any(other["market"] != first["market"] for other in others)
    assert len({other["first"] for other in [*others, first]}) > 1


@pytest.mark.parametrize("index", range(MARKET_SIZE))
def test_position_k_costs_k_coins_one_on_each_combo_above(index: int) -> None:
    state = new_game()
    before = [dict(combo) for combo in state["market"]]
    act(state, 0, {"t": "pick", "i": index})
    assert state["seats"][0]["coins"] == STARTING_COINS - index
    chosen = before[index]
    force = state["seats"][0]["active"]
    assert (force["race"], force["power"]) == (chosen["race"], chosen["power"])
    expected_hand = tokens_for(chosen["race"], chosen["power"])
    expected_hand += 4 if chosen["race"] == "amazons" else 0
    assert force["hand"] == expected_hand
    after = state["market"]
    # The column slides up and a new combo comes in at the bottom.
    assert len(after) == MARKET_SIZE
    for position in range(index):
        assert after[position]["race"] == before[position]["race"]
        assert after[position]["coins"] == 1
    for position in range(index, MARKET_SIZE - 1):
        assert after[position]["race"] == before[position + 1]["race"]
        assert after[position]["coins"] == 0
    assert state["phase"] == "conquer"


def test_coins_on_a_combo_go_to_whoever_takes_it() -> None:
    state = new_game()
    state["market"][2]["coins"] = 3
    act(state, 0, {"t": "pick", "i": 2})
    assert state["seats"][0]["coins"] == STARTING_COINS - 2 + 3


def test_the_pick_is_public_but_the_coins_are_private() -> None:
    state = new_game()
    events = act(state, 0, {"t": "pick", "i": 1})
    public = [event for event in events if event.public]
    assert [event.key for event in public] == ["sw-picked"]
    assert "total" not in public[0].params and "paid" not in public[0].params
    private = [event for event in events if not event.public]
    assert private[0].to == (0,) and private[0].params["total"] == 4


def test_a_combo_you_cannot_afford_is_refused() -> None:
    state = new_game()
    state["seats"][0]["coins"] = 2
    assert [action["i"] for action in sw.legal_actions(state, 0)] == [0, 1, 2]
    with pytest.raises(RuleError) as error:
        act(state, 0, {"t": "pick", "i": 3})
    assert error.value.code == "sw-err-coins"


def test_only_the_active_seat_may_pick() -> None:
    state = new_game()
    assert sw.waiting_for(state) == {0}
    with pytest.raises(RuleError) as error:
        act(state, 1, {"t": "pick", "i": 0})
    assert error.value.code == "sw-err-not-your-turn"
    assert sw.legal_actions(state, 1) == []
