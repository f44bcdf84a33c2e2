"""``determinize`` (issue 30, part 2) over whole autopilot games: at every moment a seat is
waited for, the sample looks to that seat exactly as the true state does, offers it the same
actions, keeps every invariant, plays on to an end, fills every secret with something the
secret's owner could have done, and is blind to the secrets of the true state."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from bot.ai.decide import decide
from bot.engine.base import RandomSource, State
from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.engine.content import token_pool
from bot.games.tek.engine.determinize import determinize
from bot.games.tek.engine.rounds import follow_actions
from bot.games.tek.engine.views import build_view

STEP_LIMIT = 5000
PLAY_ON_EVERY = 37  # play a sample on to its end at every 37th moment (and the sealed ones)

# players x follow mode x faction set; exploration on (face-down tokens are a secret) in all
# but the first row of each count, factions chosen rather than dealt in some
CASES = [
    (players, quick, all_factions, exploration, deal)
    for players in (2, 3, 4, 5)
    for quick, all_factions, exploration, deal in (
        (False, False, False, True),
        (False, True, True, False),
        (True, False, True, True),
        (True, True, True, False),
    )
]


def play_on(state: State, seed: int) -> None:
    source = RandomSource.from_seed(seed)
    for number in range(STEP_LIMIT):
        if tek.result(state) is not None:
            return
        seat = min(tek.waiting_for(state))
        tek.apply(
            state, seat, tek.autopilot(state, seat, source.autopilot(number)), source.step(number)
        )
        tek.check_invariants(state)
    raise AssertionError("a game played on from a sample did not end")


def secrets_filled(view: dict[str, Any], sample: State, seat: int) -> int:
    """Check the sample's secrets are those the view says exist, each a choice its owner
    could make; how many secrets of other seats (or of nobody) it holds."""
    found = 0
    war = sample["war"]
    if war is not None:
        assert sorted(int(s) for s in war["bids"]) == view["war"]["bid"]
        for key, bid in war["bids"].items():
            other = int(key)
            if other == seat:
                assert bid == view["me"]["bid"]
            elif sample["phase"] == "war":
                listed = tek.legal_actions({**sample, "war": {**war, "bids": {}}}, other)
                assert {"t": "bid", **bid} in listed or bid == {"v": 0, "f": 0, "m": 0, "o": 0}
                found += 1
    pending = sample["turn"].get("pending", {})
    if view["options"]["quick_follow"]:  # in turn, ``chosen`` marks the followers done
        chosen = [s for s, row in enumerate(view["seats"]) if row["chosen"]]
        assert sorted(int(s) for s in pending) == chosen
    for key, choice in pending.items():
        other = int(key)
        if other == seat:
            assert choice == view["me"]["pending"]
        else:
            asked = {**sample, "phase": "follow"}
            assert choice in follow_actions(asked, other)
            found += 1
    spots = sorted(str(r["id"]) for r in view["regions"] if r["token"])
    assert sorted(sample["tokens"]) == spots
    box = token_pool(sample["players"])
    for item in sample["found"]:
        box.remove(item["kind"])
    for kind in sample["tokens"].values():
        box.remove(kind)  # raises if the sample holds a token the box does not
    return found + len(spots)


@pytest.mark.parametrize(("players", "quick", "all_factions", "exploration", "deal"), CASES)
def test_samples_fit_the_view(
    players: int, quick: bool, all_factions: bool, exploration: bool, deal: bool
) -> None:
    seed = players * 100 + quick * 10 + all_factions
    options = {
        "quick_follow": quick,
        "all_factions": all_factions,
        "exploration": exploration,
        "deal_factions": deal,
    }
    source = RandomSource.from_seed(seed)
    state = tek.setup(players, options, source.setup())
    moments = secret_moments = played_on = 0
    for number in range(1, STEP_LIMIT):
        if tek.result(state) is not None:
            break
        waiting = sorted(tek.waiting_for(state))
        for seat in waiting:
            view = tek.view(state, seat)
            sample = determinize(view, seat, random.Random(number * 7 + seat))
            assert tek.view(sample, seat) == view
            assert tek.legal_actions(sample, seat) == tek.legal_actions(state, seat)
            assert sample["phase"] == state["phase"]
            assert tek.waiting_for(sample) == tek.waiting_for(state)
            tek.check_invariants(sample)
            hidden = secrets_filled(view, sample, seat)
            moments += 1
            secret_moments += hidden > 0
            # the true state's secrets, changed, change nothing the sample is drawn from
            for other in range(players):
                if other != seat:
                    scrambled = tek.scramble_secrets(state, other)
                    again = tek.view(scrambled, seat)
                    assert again == view
                    assert determinize(again, seat, random.Random(number * 7 + seat)) == sample
            if moments % PLAY_ON_EVERY == 0 or (hidden and moments % 5 == 0):
                play_on(sample, number)
                played_on += 1
        seat = waiting[0]
        action = tek.autopilot(state, seat, source.autopilot(number))
        tek.apply(state, seat, action, source.step(number))
    assert tek.result(state) is not None
    assert moments > 50 and played_on > 2
    # every row but the plain one meets sealed choices, bids or tokens to sample
    assert secret_moments > 0 or not (quick or exploration)


def test_the_secrets_are_sampled_not_copied() -> None:
    """Over many draws at one moment the face-down tokens come out in several ways: the
    sample is drawn, not read off the true state."""
    source = RandomSource.from_seed(5)
    state = tek.setup(3, {"exploration": True, "quick_follow": True}, source.setup())
    number = 0
    while state["phase"] in ("faction", "setup"):
        seat = min(tek.waiting_for(state))
        tek.apply(
            state, seat, tek.autopilot(state, seat, source.autopilot(number)), source.step(number)
        )
        number += 1
    view = build_view(state, 0, tek.waiting_for(state))
    layouts = {
        tuple(sorted(determinize(view, 0, random.Random(k))["tokens"].items())) for k in range(40)
    }
    assert len(state["tokens"]) == 9
    assert len(layouts) > 20


def secret_moments(players: int, quick: bool, seed: int) -> list[tuple[State, int]]:
    """Moments of an autopilot game where the waited-for seat faces another seat's secret:
    a sealed bid or follow choice already in, face-down tokens on the map."""
    options = {"quick_follow": quick, "exploration": True, "all_factions": True}
    source = RandomSource.from_seed(seed)
    state = tek.setup(players, options, source.setup())
    found: list[tuple[State, int]] = []
    kinds: set[str] = set()
    for number in range(STEP_LIMIT):
        if tek.result(state) is not None or len(kinds) == 2:
            break
        waiting = sorted(tek.waiting_for(state))
        seat = waiting[-1]
        bids = state["war"]["bids"] if state["war"] else {}
        pending = state["turn"].get("pending", {})
        kind = "bid" if bids else "pending" if pending else ""
        if (
            kind
            and kind not in kinds
            and state["tokens"]
            and len(tek.legal_actions(state, seat)) > 1
        ):
            kinds.add(kind)
            found.append((copy.deepcopy(state), seat))
        seat = waiting[0]
        tek.apply(
            state, seat, tek.autopilot(state, seat, source.autopilot(number)), source.step(number)
        )
    return found


@pytest.mark.parametrize(("players", "quick", "seed"), [(3, True, 1), (4, False, 2), (5, True, 3)])
def test_the_bot_decides_alike_whatever_the_others_secrets(
    players: int, quick: bool, seed: int
) -> None:
    """Issue 30, part 3: the strong bot, with the same random stream, picks the same move when
    every other seat's secrets and the face-down tokens of the true state are changed."""
    moments = secret_moments(players, quick, seed)
    assert any(state["war"] for state, _seat in moments)  # a rival's sealed bid is in
    for state, seat in moments:
        changed = state
        for other in range(players):
            if other != seat:
                changed = tek.scramble_secrets(changed, other)
        assert changed["tokens"] != state["tokens"]
        chosen = decide(tek, tek.view(state, seat), seat, "strong", 11, iterations=24)
        again = decide(tek, tek.view(changed, seat), seat, "strong", 11, iterations=24)
        assert again == chosen
        assert chosen in tek.legal_actions(state, seat)
