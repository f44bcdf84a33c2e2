"""The deal, faction choice, and the simultaneous side / stock / home steps."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from bot.engine.base import RuleError, rng_for, setup_rng
from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.engine.content import factions, token_pool
from bot.games.tek.engine.state import board


def ready(state, seat, side=0, home=None, stock=(3, 2, 1)) -> list:
    f, m, o = stock
    events = tek.apply(state, seat, {"t": "side", "s": side}, rng_for(1, seat))
    events += tek.apply(state, seat, {"t": "stock", "f": f, "m": m, "o": o}, rng_for(2, seat))
    rid = home if home is not None else seat * 10 + 4
    events += tek.apply(state, seat, {"t": "home", "r": rid}, rng_for(3, seat))
    tek.check_invariants(state)
    return events


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_deal(players) -> None:
    state = tek.setup(players, {}, setup_rng(players))
    assert state["phase"] == "setup" and state["options"] == {
        "deal_factions": True,
        "exploration": False,
    }
    dealt = [info["faction"] for info in state["seats"]]
    assert len(set(dealt)) == players and set(dealt) <= set(factions())
    cards = [slot["card"] for slot in state["slots"]]
    assert len(set(cards)) == len(cards) == players + (players == 2)
    assert all(
        slot["face"] is None and slot["owner"] == s
        for s, slot in enumerate(state["slots"][:players])
    )
    neutrals = [rid for rid, group in state["map"].items() if group]
    if players == 2:
        lost = state["slots"][2]
        assert lost["owner"] is None and lost["face"] in (0, 1)
        assert sorted(map(int, neutrals)) == list(range(21, 28))
    else:
        assert neutrals == []
    assert 0 <= state["first"] < players and state["leader"] == state["first"]
    assert tek.waiting_for(state) == set(range(players))
    legal = tek.legal_actions(state, 0)
    assert Counter(a["t"] for a in legal) == {"side": 2, "stock": 28}
    assert legal[2] == {"t": "stock", "f": 3, "m": 2, "o": 1}  # the suggested mix first


ALL = {"all_factions": True}  # the lobby's default: every new game stores it


def dealt(options: dict, seeds: int = 60) -> Counter:
    return Counter(
        info["faction"]
        for seed in range(seeds)
        for info in tek.setup(5, options, setup_rng(seed))["seats"]
    )


def test_the_random_deal_reaches_all_sixteen_factions() -> None:
    assert set(dealt(ALL)) == set(factions()) and len(factions()) == 16
    assert tek.setup(3, ALL, setup_rng(1))["options"]["all_factions"] is True


# (options, factions in play, the option as the state keeps it: None for no key)
POOLS = [
    ({"all_factions": True}, 16, True),
    ({"all_factions": False}, 13, False),
    ({}, 13, None),  # a game opened before the option: dealt from the 13, its state unchanged
]


@pytest.mark.parametrize(("options", "count", "kept"), POOLS)
def test_the_option_all_factions_sets_what_is_dealt_and_offered(options, count, kept) -> None:
    base = {fid for fid, row in factions().items() if not row.get("expansion")}
    assert len(base) == 13
    assert len(dealt(options)) == count and (count == 16 or set(dealt(options)) == base)
    state = tek.setup(3, {"deal_factions": False, **options}, setup_rng(3))
    assert state["options"].get("all_factions") == kept
    assert ("all_factions" in state["options"]) == (kept is not None)
    offered = [a["f"] for a in tek.legal_actions(state, state["first"])]
    assert len(offered) == count
    if count == 13:  # an expansion faction is refused, and nothing changes
        before = json.dumps(state, sort_keys=True)
        with pytest.raises(RuleError) as error:
            tek.apply(state, state["first"], {"t": "faction", "f": "windriders"}, None)
        assert error.value.code == "tek-err-faction-unknown"
        assert json.dumps(state, sort_keys=True) == before


def test_a_random_first_player() -> None:
    firsts = {tek.setup(4, {}, setup_rng(seed))["first"] for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_setup_steps_then_the_first_round() -> None:
    state = tek.setup(3, {}, setup_rng(7))
    ready(state, 0)
    assert tek.waiting_for(state) == {1, 2} and state["phase"] == "setup"
    assert state["seats"][0]["res"] == {"f": 3, "m": 2, "o": 1}
    assert [m["s"] for m in state["map"]["4"]] == [0, 0]
    ready(state, 1)
    events = ready(state, 2, side=1)
    assert events[-1].key == "tek-ev-leader" and events[-1].params == {"seat": state["first"]}
    assert state["phase"] == "act" and tek.waiting_for(state) == {state["first"]}
    assert state["slots"][2]["face"] == 1
    assert all(info["magic"] == 0 and info["tower"] == 0 for info in state["seats"])


def test_home_in_ruins_lays_the_meeples_down() -> None:
    state = tek.setup(3, {}, setup_rng(7))
    tek.apply(state, 0, {"t": "side", "s": 0}, None)
    geo = board(state)
    ruins = next(rid for rid in geo.by_slot[0] if geo.terrain[rid] == "ruins")
    tek.apply(state, 0, {"t": "home", "r": ruins}, None)
    assert state["map"][str(ruins)] == [{"s": 0, "down": True}] * 2


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ({"t": "home", "r": 4}, "tek-err-side-first"),
        ({"t": "stock", "f": 3, "m": 3, "o": 1}, "tek-err-stock"),
        ({"t": "stock", "f": 7, "m": -1, "o": 0}, "tek-err-bad-action"),
        ({"t": "side", "s": 2}, "tek-err-bad-action"),
        ({"t": "build"}, "tek-err-wrong-phase"),
    ],
)
def test_setup_refusals(action, code) -> None:
    state = tek.setup(3, {}, setup_rng(7))
    with pytest.raises(RuleError) as error:
        tek.apply(state, 0, action, None)
    assert error.value.code == code


def test_each_setup_step_once_and_home_on_the_own_card() -> None:
    state = tek.setup(3, {}, setup_rng(7))
    tek.apply(state, 0, {"t": "side", "s": 0}, None)
    with pytest.raises(RuleError) as error:
        tek.apply(state, 0, {"t": "side", "s": 1}, None)
    assert error.value.code == "tek-err-setup-done"
    with pytest.raises(RuleError) as error:
        tek.apply(state, 0, {"t": "home", "r": 14}, None)
    assert error.value.code == "tek-err-home-region"
    assert {a["t"] for a in tek.legal_actions(state, 0)} == {"stock", "home"}


def test_factions_chosen_in_turn_order_when_not_dealt() -> None:
    state = tek.setup(3, {"deal_factions": False, **ALL}, setup_rng(3))
    assert state["phase"] == "faction"
    first = state["first"]
    order = [(first + step) % 3 for step in range(3)]
    names = sorted(factions())
    assert len(tek.legal_actions(state, first)) == 16  # the choice offers all sixteen
    for index, seat in enumerate(order):
        assert tek.waiting_for(state) == {seat}
        assert len(tek.legal_actions(state, seat)) == len(names) - index
        if index:
            with pytest.raises(RuleError) as error:
                tek.apply(state, seat, {"t": "faction", "f": names[0]}, None)
            assert error.value.code == "tek-err-faction-taken"
        events = tek.apply(state, seat, {"t": "faction", "f": names[index]}, None)
        assert events[0].params == {
            "seat": seat,
            "faction": {"key": f"tek-faction-{names[index]}", "params": {}},
        }
    assert state["phase"] == "setup" and tek.waiting_for(state) == {0, 1, 2}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_exploration_tokens_lie_on_the_home_cards(players) -> None:
    state = tek.setup(players, {"exploration": True}, setup_rng(11))
    for seat in range(players):
        ready(state, seat, home=seat * 10 + 1)
    tokens = {int(rid): kind for rid, kind in state["tokens"].items()}
    assert len(tokens) == 3 * players
    for seat in range(players):
        mine = [rid for rid in tokens if rid // 10 == seat]
        assert len(mine) == 3 and seat * 10 + 1 not in mine
    assert not Counter(tokens.values()) - Counter(token_pool(players))
    if players == 5:
        assert len(token_pool(5)) == 15 and Counter(tokens.values()) == Counter(token_pool(5))


def test_other_player_counts_are_refused() -> None:
    for players in (1, 6):
        with pytest.raises(ValueError):
            tek.setup(players, {}, setup_rng(1))
