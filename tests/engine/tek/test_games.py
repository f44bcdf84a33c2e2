"""Whole games between autopilots, with the followers asked in turn (the default) and all at
once (``quick_follow``): they end, the invariants hold after every step, the autopilot only
plays listed actions, bids and sealed choices stay secret until the reveal, in turn only one
follower is asked at a time, and a replay of the log reproduces the game."""

from __future__ import annotations

import copy
import json
from collections import Counter
from typing import Any

import pytest

from bot.engine.base import Event, RandomSource
from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.engine.scoring import tie_key

STEP_LIMIT = 5000
# {}: a game stored before the option all_factions (the base box's 13); the lobby's games have it
OPTIONS = [
    {},
    {"exploration": True, "all_factions": True},
    {"deal_factions": False, "exploration": True, "all_factions": True},
]


def play(players: int, seed: int, options: dict[str, Any], check: bool = True) -> dict[str, Any]:
    source = RandomSource.from_seed(seed)
    state = tek.setup(players, options, source.setup())
    start = copy.deepcopy(state)
    log: list[tuple[int, dict[str, Any]]] = []
    events: list[Event] = []
    phases: Counter[str] = Counter()
    for number in range(1, STEP_LIMIT):
        if tek.result(state) is not None:
            break
        waiting = tek.waiting_for(state)
        seat = min(waiting)
        action = tek.autopilot(state, seat, source.autopilot(number))
        if check:
            if state["phase"] == "follow" and not tek.view(state, None)["options"]["quick_follow"]:
                assert len(waiting) == 1, waiting
            assert action in tek.legal_actions(state, seat), action
            check_secrets(state, players)
        phases[f"{state['phase']}:{action['t']}"] += 1
        if action["t"] == "bid" and action["v"] == 0:
            phases["white-flag"] += 1
        new = tek.apply(state, seat, action, source.step(number))
        if check:
            tek.check_invariants(state)
            check_events(state, new)
        events += new
        log.append((seat, action))
    else:
        raise AssertionError("the game did not end")
    return {"state": state, "start": start, "log": log, "events": events, "phases": phases}


def check_secrets(state: dict[str, Any], players: int) -> None:
    """No view but a seat's own shows its bid or its sealed choice."""
    war = state["war"]
    secret = {
        seat: (
            war["bids"].get(str(seat)) if war else None,
            state["turn"].get("pending", {}).get(str(seat)),
        )
        for seat in range(players)
    }
    for seat in range(players):
        scrambled = tek.scramble_secrets(state, seat)
        assert tek.view(scrambled, None) == tek.view(state, None)
        for other in range(players):
            if other != seat:
                assert tek.view(scrambled, other) == tek.view(state, other)
        if any(secret[seat]):
            assert tek.view(state, seat)["me"]["bid"] == secret[seat][0]
            assert tek.view(state, seat)["me"].get("pending") == secret[seat][1]
    assert "me" not in tek.view(state, None)


def check_events(state: dict[str, Any], events: list[Event]) -> None:
    for event in events:
        assert event.key.startswith("tek-ev-") and event.public
        json.dumps(event.params)
        if event.key == "tek-ev-bid":
            assert set(event.params) == {"seat"}


@pytest.mark.parametrize("quick", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(4))
def test_autopilot_games_end_with_invariants_intact(players: int, seed: int, quick: bool) -> None:
    options = {**OPTIONS[seed % len(OPTIONS)], "quick_follow": quick}
    game = play(players, 100 * players + seed, options)
    state = game["state"]
    result = tek.result(state)
    assert result is not None and state["phase"] == "over"
    assert set(result.scores) == set(range(players)) and len(result.winners) <= 1
    best = max(result.scores.values())
    assert all(result.scores[seat] == best for seat in result.winners)
    if not result.winners:  # a draw: two seats still tied after every tie-break
        keys = [tie_key(state, seat, result.scores[seat]) for seat in range(players)]
        assert keys.count(max(keys)) >= 2
    assert state["ending"] and state["shields"] and len(state["shields"]) == 5
    assert tek.waiting_for(state) == set()
    # a bid's value is told only by the reveal, after both bids are in
    keys = [event.key for event in game["events"]]
    assert keys.count("tek-ev-reveal") + keys.count("tek-ev-reveal-neutral") == (
        keys.count("tek-ev-war") + keys.count("tek-ev-war-neutral")
    )


@pytest.mark.parametrize("quick", [False, True])
@pytest.mark.parametrize("players", [2, 5])
def test_replaying_the_log_reproduces_the_game(players: int, quick: bool) -> None:
    game = play(players, 7, {"exploration": True, "quick_follow": quick}, check=False)
    source = RandomSource.from_seed(7)
    state = copy.deepcopy(game["start"])
    for number, (seat, action) in enumerate(game["log"], start=1):
        tek.apply(state, seat, action, source.step(number))
    assert state == game["state"]
    assert json.loads(json.dumps(state)) == state


def test_the_autopilot_uses_every_action_and_fights() -> None:
    seen: Counter[str] = Counter()
    for players, seed in ((2, 1), (3, 2), (4, 3), (5, 4), (4, 5), (5, 6), (3, 7), (2, 8)):
        options = {"exploration": True, "quick_follow": seed % 2 == 0}  # both ways to follow
        game = play(players, seed, options, check=False)
        seen.update(game["phases"])
        seen.update(event.key for event in game["events"])
    for kind in ("patrol", "quest", "build", "research", "expand", "trade", "pass"):
        assert seen[f"act:{kind}"] > 0, kind
    for step in ("follow:collect", "war:bid", "flee:flee", "white-flag"):
        assert seen[step] > 0, step
    for key in ("tek-ev-alliance", "tek-ev-war-won", "tek-ev-neutral-defeated", "tek-ev-token"):
        assert seen[key] > 0, key
    assert sum(n for k, n in seen.items() if k.startswith("follow:") and k != "follow:collect")
