"""Tiny Epic Kingdoms' ``redeal`` (issue 31, part 3): a fork deals again the kinds of the
face-down exploration tokens and keeps the sealed bids and follow choices (their seats saw
them); every view stays the same."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from bot.engine.base import State
from bot.games.tek.engine import ENGINE as engine
from bot.games.tek.engine.content import token_pool
from tests.autoplay import next_seat
from tests.engine.redeal_checks import assert_tally, check_game

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


def hidden(state: State) -> list[list[str]]:
    """The face-down tokens' kinds, in the order of their regions."""
    return [[state["tokens"][key] for key in sorted(state["tokens"], key=int)]]


def kept(state: State, out: State) -> int:
    """The sealed choices (each seen by the seat that made it) and the tokens' places stay,
    and the face-down kinds are still a draw from the tokens not found."""
    assert sorted(out["tokens"]) == sorted(state["tokens"])
    unseen = Counter(token_pool(state["players"])) - Counter(i["kind"] for i in state["found"])
    assert not Counter(out["tokens"].values()) - unseen
    compared = 0
    if state["war"] is not None:
        assert out["war"] == state["war"]
        compared += len(state["war"]["bids"])
    pending = state["turn"].get("pending") if state["turn"] else None
    if pending:
        assert out["turn"]["pending"] == pending
        compared += len(pending)
    return compared


def canonical(state: State) -> State:
    """The face-down tokens without their kinds (drawn again: ``kept`` checks the draw); the
    rest as it is."""
    out = copy.deepcopy(state)
    out["tokens"] = dict.fromkeys(out["tokens"], "?")
    return out


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
    tally = check_game(engine, players, options, 40 + players, hidden, kept, canonical, every=3)
    assert tally.played_on > 0
    if exploration:
        assert_tally(tally)
    else:
        assert tally.changeable == 0, "tokens without the exploration option"
    assert tally.kept > 0, "no sealed bid or choice was ever in the game"


def test_the_input_is_untouched_and_kinds_change() -> None:
    """At the first moment all homes are placed, the kinds differ for some rng; the state
    handed in stays as it was."""
    options = {"exploration": True, "quick_follow": True}
    state = engine.setup(3, options, random.Random(2))
    number = 0
    while engine.result(state) is None and state["phase"] == "setup":
        seat = next_seat(engine, state)
        engine.apply(
            state, seat, engine.autopilot(state, seat, random.Random(number)), random.Random(number)
        )
        number += 1
    assert len(state["tokens"]) == 9
    before = {**state["tokens"]}
    outs = [engine.redeal(state, random.Random(k)) for k in range(4)]
    assert state["tokens"] == before
    assert any(out["tokens"] != before for out in outs)
    assert all(sorted(out["tokens"]) == sorted(before) for out in outs)
