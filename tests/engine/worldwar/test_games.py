"""Random autopilot games end, keep every invariant, and never show a secret to another seat."""

from __future__ import annotations

import json
import random

import pytest

from bot.engine.base import action_key, rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.battle import Stack

from .helpers import put, started, table_options, turn_of


def play(players: int, seed: int) -> dict[str, object]:
    state = ww.setup(players, table_options(), setup_rng(seed))
    step = 0
    while ww.result(state) is None:
        assert step < 5000, "the game does not end"
        for seat in range(players):
            others = ww.view(state, (seat + 1) % players)
            public = ww.view(state, None)
            secret = state["seats"][seat]
            for view in (others, public):
                assert "me" not in view or view["me"]["seat"] != seat
                if state["phase"] != "over":
                    assert "mission" not in view["seats"][seat]
                text = str({k: v for k, v in view.items() if k != "me"})  # a spy's me.seen may
                for card in secret["hand"]:
                    assert f"'hand': ['{card}'" not in text
            mine = ww.view(state, seat)
            assert mine["me"]["hand"] == secret["hand"]
            scrambled = ww.scramble_secrets(state, seat)
            assert ww.view(scrambled, None) == public
            assert ww.view(scrambled, (seat + 1) % players) == others
        seat = min(ww.waiting_for(state))
        action = ww.autopilot(state, seat, random.Random(step))
        assert action in ww.legal_actions(state, seat)
        if action["t"] in ("attack", "move", "place", "buy", "end", "done"):
            assert len(action_key(action)) <= 80
        ww.apply(state, seat, action, rng_for(seed, step))
        ww.check_invariants(state)
        step += 1
    return state


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("seed", range(2))  # more whole games: test_monarchs, test_sorcery
def test_random_games_end_with_invariants(players: int, seed: int) -> None:
    state = play(players, seed)
    result = ww.result(state)
    assert result is not None and result.winners
    assert state["round"] <= 6
    assert result.details["missions"] == [info["mission"] for info in state["seats"]]


@pytest.mark.parametrize("players", [4, 5])
def test_a_seat_whose_pieces_have_no_room_still_has_its_turn(players: int) -> None:
    """A seat holds a horse in its supply and every territory of its own is full: the turn
    must go on (end, attack, move) instead of offering nothing, and the horse waits."""
    state = started(players, 7)
    turn_of(state, 0)
    for tid in [t for t, cell in state["map"].items() if cell["o"] == 0]:
        if state["seats"][0]["capital"] != tid and state["seats"][0]["lord"] != tid:
            put(state, tid, 0, 12)
    lord = state["seats"][0]["lord"]
    put(state, lord, 0, 12)
    state["seats"][0]["lord"] = lord
    state["seats"][0]["supply"] = Stack(0, 1).to_json()
    state["seats"][0]["gained"] += 5
    ww.check_invariants(state)
    legal = ww.legal_actions(state, 0)
    assert {"t": "end"} in legal and not [a for a in legal if a["t"] == "place"]
    ww.apply(state, 0, {"t": "end"}, rng_for(7, 0))
    assert state["seats"][0]["supply"] == Stack(0, 1).to_json()
    # The turn passed on (to the next seat, or to the buy phase when 0 ended the round), and
    # seat 0 is never left without a move: in the buy phase it may finish at once.
    assert state["turn"] is None or state["turn"]["seat"] != 0
    if 0 in ww.waiting_for(state):
        assert {"t": "done"} in ww.legal_actions(state, 0)
    ww.check_invariants(state)


@pytest.mark.parametrize("seed", [11, 12, 13])
@pytest.mark.parametrize(("players", "edition"), [(4, "generals"), (5, "monarchs")])
def test_every_listed_action_is_one_apply_accepts(players: int, edition: str, seed: int) -> None:
    """Whatever a player clicks among the offered controls is a legal move: at every step of
    an autopilot game, a sample of the listed actions of the seat to move applies without a
    refusal (a listed attack with no troops, a lone horse kept back, once slipped through)."""
    state = ww.setup(players, table_options(edition), setup_rng(seed))
    pick = random.Random(seed)
    step = 0
    while ww.result(state) is None:
        assert step < 5000, "the game does not end"
        seat = min(ww.waiting_for(state))
        listed = ww.legal_actions(state, seat)
        for action in pick.sample(listed, min(10, len(listed))):
            trial = json.loads(json.dumps(state))
            ww.apply(trial, seat, action, rng_for(seed, step))  # raises RuleError if refused
        ww.apply(state, seat, ww.autopilot(state, seat, random.Random(step)), rng_for(seed, step))
        step += 1
