"""Random autopilot games end, keep every invariant, and never show a secret to another seat."""

from __future__ import annotations

import random

import pytest

from bot.engine import worldwar as ww
from bot.engine.base import action_key, rng_for, setup_rng


def play(players: int, seed: int) -> dict[str, object]:
    state = ww.setup(players, {}, setup_rng(seed))
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
@pytest.mark.parametrize("seed", range(3))
def test_random_games_end_with_invariants(players: int, seed: int) -> None:
    state = play(players, seed)
    result = ww.result(state)
    assert result is not None and result.winners
    assert state["round"] <= 6
    assert result.details["missions"] == [info["mission"] for info in state["seats"]]


@pytest.mark.parametrize(("players", "seed"), [(4, 2261), (5, 88)])
def test_a_seat_whose_pieces_have_no_room_still_has_its_turn(players: int, seed: int) -> None:
    """These games reach a turn whose seat holds pieces in its supply with nowhere to put
    them; the turn must go on (end, attack, move) instead of offering nothing."""
    state = ww.setup(players, {}, setup_rng(seed))
    stuck_seen = False
    for number in range(20_000):
        if ww.result(state) is not None:
            break
        seat = min(ww.waiting_for(state))
        legal = ww.legal_actions(state, seat)
        assert legal, f"seat {seat} has nothing to do at step {number}"
        supply = state["seats"][seat]["supply"]
        if state["phase"] == "turn" and any(supply.values()) and {"t": "end"} in legal:
            stuck_seen = True
        action = ww.autopilot(state, seat, rng_for(seed, number))
        ww.apply(state, seat, action, rng_for(seed, number))
    assert ww.result(state) is not None
    assert stuck_seen, "the game reached a turn with unplaceable pieces"
