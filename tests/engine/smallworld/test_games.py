"""Whole games between autopilots on the real maps: they finish, and the invariants hold."""

import copy
import json
import random
from collections import Counter

import pytest
from fluent.runtime import FluentBundle, FluentResource

from bot.engine.base import Action, Event, rng_for, setup_rng
from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.state import State
from bot.i18n import SUPPORTED, catalog_files

SEEDS = range(6)
SECRET_PARAMS = {"coins", "total", "gained", "paid", "taken"}


def play(
    players: int, seed: int, check: bool = True
) -> tuple[State, list[tuple[int, Action]], list[Event]]:
    """Play a whole game; returns the final state, the action log and every event."""
    state = sw.setup(players, {}, setup_rng(seed))
    log: list[tuple[int, Action]] = []
    events: list[Event] = []
    while state["phase"] != "over":
        seat = min(sw.waiting_for(state))
        number = len(log)
        action = sw.autopilot(state, seat, rng_for(seed, 10_000 + number))
        assert {k: v for k, v in action.items() if k != "c"} in [
            {k: v for k, v in legal.items() if k != "c"} for legal in sw.legal_actions(state, seat)
        ]
        events += sw.apply(state, seat, action, rng_for(seed, number))
        log.append((seat, action))
        if check:
            sw.check_invariants(state)
            public = sw.view(state, None)
            assert "me" not in public
            assert not SECRET_PARAMS & set(json.dumps(public["seats"]).split('"'))
        assert len(log) < 4000, "the game does not end"
    return state, log, events


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", SEEDS)
def test_autopilot_games_finish_with_invariants(players: int, seed: int) -> None:
    state, _log, events = play(players, seed)
    turns = state["turns"]
    starts = Counter(e.params["seat"] for e in events if e.key == "sw-turn-start")
    starts[state["first"]] += 1  # the first turn starts inside setup
    assert starts == dict.fromkeys(range(players), turns)
    assert state["turn"] == turns
    result = sw.result(state)
    assert result is not None and result.winners
    assert all(coins >= 0 for coins in result.scores.values())
    best = max(result.scores.values())
    assert all(result.scores[seat] == best for seat in result.winners)
    for event in events:
        if event.public:
            assert not SECRET_PARAMS & set(event.params), event
        else:
            assert len(event.to) == 1
    # Each turn every seat scores exactly once, privately.
    private_scores = [e for e in events if e.key == "sw-scored-private"]
    assert len(private_scores) == players * turns
    final = {seat: 0 for seat in range(players)}
    for event in private_scores:
        final[event.to[0]] = event.params["total"]
    assert final == result.scores


def test_games_look_like_games() -> None:
    """Over a few games the autopilots pick, fight, decline and use abilities."""
    seen: Counter[str] = Counter()
    for players, seed in ((3, 1), (4, 2), (5, 3), (2, 4)):
        _, log, events = play(players, seed, check=False)
        seen.update(action["t"] for _, action in log)
        seen.update(event.key for event in events)
    assert seen["pick"] >= 8 and seen["decline"] >= 3
    assert seen["sw-defender-lost"] >= 10
    assert seen["conquer"] > 100
    assert seen["sw-race-vanished"] >= 1


def test_same_seed_and_actions_give_the_same_game() -> None:
    state, log, _ = play(4, 7, check=False)
    replay = sw.setup(4, {}, setup_rng(7))
    for number, (seat, action) in enumerate(log):
        sw.apply(replay, seat, action, rng_for(7, number))
    assert replay == state


def test_a_stored_snapshot_plays_on_identically() -> None:
    """A JSON round trip with sorted keys (as a store might write it) changes nothing."""
    _state, log, _ = play(3, 5, check=False)
    original = sw.setup(3, {}, setup_rng(5))
    snapshot = None
    for number, (seat, action) in enumerate(log):
        if number == len(log) // 2:
            snapshot = json.loads(json.dumps(original, sort_keys=True))
            middle = number
        sw.apply(original, seat, action, rng_for(5, number))
    assert snapshot is not None
    for number, (seat, action) in enumerate(log[middle:], start=middle):
        assert action["t"] != "pick" or action in sw.legal_actions(snapshot, seat)
        sw.apply(snapshot, seat, action, rng_for(5, number))
    assert json.dumps(snapshot, sort_keys=True) == json.dumps(original, sort_keys=True)


def test_apply_on_a_copy_leaves_the_original_alone_on_error() -> None:
    state = sw.setup(2, {}, setup_rng(3))
    before = copy.deepcopy(state)
    seat = state["active"]
    with pytest.raises(Exception):  # noqa: B017 - any refusal will do
        sw.apply(copy.deepcopy(state), seat, {"t": "conquer", "r": 1}, rng_for(3, 0))
    assert state == before


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_listed_action_is_accepted_in_random_play(players: int) -> None:
    """Uniformly random legal actions (abandons, odd layouts, early declines) keep the rules
    consistent: nothing listed is refused and the invariants hold."""
    for seed in (21, 22):
        state = sw.setup(players, {}, setup_rng(seed))
        chooser = random.Random(seed)
        number = 0
        while state["phase"] != "over":
            seat = min(sw.waiting_for(state))
            action = chooser.choice(sw.legal_actions(state, seat))
            sw.apply(state, seat, action, rng_for(seed, number))
            sw.check_invariants(state)
            number += 1
            assert number < 20_000
        assert sw.result(state) is not None


def test_every_event_reads_well_in_every_locale() -> None:
    """Each event's parameters fill its message in all three catalogs, with no gap."""
    _, _, events = play(5, 8, check=False)
    seen: dict[str, Event] = {}
    for event in events:
        seen.setdefault(event.key, event)
    assert len(seen) >= 12
    for locale in SUPPORTED:
        bundle = FluentBundle([locale], use_isolating=False)
        for path in catalog_files(locale):
            bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
        for key, event in seen.items():
            params = {
                name: "X" if isinstance(value, dict | list) else value
                for name, value in event.params.items()
            }
            text, errors = bundle.format_pattern(bundle.get_message(key).value, params)
            assert not errors and text.strip(), (locale, key, errors)
