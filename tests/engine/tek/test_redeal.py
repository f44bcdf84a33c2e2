"""Tiny Epic Kingdoms' ``redeal`` (issue 31, part 3): a fork starts from the public position,
with the sealed war bids and follow choices in flight sampled and the face-down exploration
tokens' kinds drawn again, from the public view and the rng alone."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from bot.engine.base import State, rng_for
from bot.games.tek.engine import ENGINE as engine
from bot.games.tek.engine.content import token_pool
from tests.autoplay import next_seat
from tests.engine.redeal_checks import assert_dealt, check_game

# players x follow mode x faction set x exploration x dealt factions (as test_determinize)
CASES = [
    (players, quick, all_factions, exploration, deal)
    for players in (2, 3, 4, 5)
    for quick, all_factions, exploration, deal in (
        (False, False, True, True),
        (True, True, True, False),
        (True, False, False, True),
    )
]


def secrets(state: State) -> dict[str, object]:
    """Every kind of secret of Tiny Epic Kingdoms, by name."""
    pending = (state["turn"] or {}).get("pending") or {}
    return {
        "tokens": state["tokens"],
        "bids": state["war"]["bids"] if state["war"] is not None else {},
        "follow": pending,
    }


def sealed(state: State) -> bool:
    """A sealed bid or follow choice is in flight."""
    return any(secrets(state)[kind] for kind in ("bids", "follow"))


@pytest.mark.parametrize(("players", "quick", "all_factions", "exploration", "deal"), CASES)
def test_whole_games(
    players: int, quick: bool, all_factions: bool, exploration: bool, deal: bool
) -> None:
    options = {
        "quick_follow": quick,
        "all_factions": all_factions,
        "exploration": exploration,
        "deal_factions": deal,
    }
    tally = check_game(engine, players, options, 40 + players, secrets, every=4, focus=sealed)
    kinds = {"bids"} | ({"tokens"} if exploration else set())
    if quick and players > 2:
        kinds.add("follow")  # with two seats the one follower's choice is never held sealed
    assert_dealt(tally, kinds)
    if not exploration:
        assert tally.changed["tokens"] == 0, "tokens without the exploration option"


def play_until(options: dict[str, Any], players: int, seed: int, stop: Any) -> State:
    state = engine.setup(players, options, random.Random(seed))
    for number in range(3000):
        if stop(state):
            return state
        seat = next_seat(engine, state)
        engine.apply(
            state, seat, engine.autopilot(state, seat, rng_for(seed, number)), rng_for(seed, number)
        )
    raise AssertionError("the moment never came")


def test_token_kinds_are_a_draw_from_the_box_less_the_found() -> None:
    state = play_until(
        {"exploration": True, "quick_follow": True}, 3, 2, lambda s: s["phase"] != "setup"
    )
    assert len(state["tokens"]) == 9
    outs = [engine.redeal(state, random.Random(k)) for k in range(4)]
    unseen = Counter(token_pool(state["players"])) - Counter(i["kind"] for i in state["found"])
    for out in outs:
        assert sorted(out["tokens"]) == sorted(state["tokens"])  # where they lie is public
        assert not Counter(out["tokens"].values()) - unseen
    assert any(out["tokens"] != state["tokens"] for out in outs)


def test_a_sealed_bid_in_flight_is_sampled_not_kept() -> None:
    """A bid already in is a sealed move: the fork's is a legal bid of that seat drawn with the
    rng, the same whatever the origin's was."""
    state = play_until({}, 4, 7, lambda s: s["war"] is not None and s["war"]["bids"])
    seat = next(iter(state["war"]["bids"]))
    outs = [engine.redeal(state, random.Random(k)) for k in range(8)]
    assert all(set(out["war"]["bids"]) == set(state["war"]["bids"]) for out in outs)
    assert len({repr(out["war"]["bids"][seat]) for out in outs}) > 1
