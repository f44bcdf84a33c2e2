"""Many random full games: they finish, keep every army and card, leak nothing, and replay."""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot.engine.base import rng_for, setup_rng
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.engine import rules
from bot.games.suntzu.engine.data import EVENTS, PROVINCES, WARLORDS
from bot.i18n import SUPPORTED, catalog_keys

GAMES = 200  # "hundreds of random games": 100 full, 100 beginner
MAX_STEPS = 4000
SEATS = (0, 1)


def _hide_cards(state: dict[str, Any], seat: int) -> dict[str, Any]:
    """A copy of the state in which every secret card of ``seat`` is different (same sizes)."""
    other = dict(state)
    for key in ("hands", "decks", "drawn", "placement", "locked"):
        other[key] = copy.copy(state[key])
    other["hands"][seat] = ["10"] * len(other["hands"][seat])
    other["decks"][seat] = ["P"] * len(other["decks"][seat])
    other["drawn"][seat] = ["+3"] * len(other["drawn"][seat])
    other["placement"][seat] = [None if c is None else "9" for c in other["placement"][seat]]
    if not state.get("open_locks"):  # with open locks, whether a seat locked is public
        other["locked"][seat] = not other["locked"][seat]
    return other


def _hide_warlords(state: dict[str, Any], seat: int) -> dict[str, Any]:
    """A copy in which ``seat``'s unrevealed warlords are others of its side."""
    other = dict(state)
    other["warlords"] = copy.deepcopy(state["warlords"])
    other["extra"] = copy.deepcopy(state["extra"])
    side = [w for w, info in WARLORDS.items() if info["side"] == seat]
    for record in (other["warlords"][seat], other["extra"][seat]):
        if record is not None and record["id"] is not None and not record["revealed"]:
            record["id"] = side[(side.index(record["id"]) + 1) % len(side)]
    return other


def _check_secrecy(state: dict[str, Any]) -> None:
    public = engine.view(state, None)
    assert "me" not in public and "hands" not in public
    for seat in SEATS:
        mine = engine.view(state, 1 - seat)
        hidden = _hide_cards(state, seat)
        assert engine.view(hidden, None) == public, f"the public view leaks seat {seat}"
        assert engine.view(hidden, 1 - seat) == mine, f"seat {1 - seat} sees seat {seat}'s cards"
        if state["phase"] == "over":
            continue  # the end reveals every warlord (see the test below)
        masked = _hide_warlords(state, seat)
        # Warlord windows ask every seat with an unused warlord, so even who is waited
        # for says nothing about which warlord a seat holds.
        assert engine.view(masked, None) == public
        assert engine.view(masked, 1 - seat) == mine


def play(seed: int, beginner: bool, record: list[tuple[int, dict]] | None = None) -> dict:
    """Autopilot both seats (with a few random legal moves mixed in) until the game ends."""
    # Every third game is played with the open_locks option (lock-ins shown).
    options = {"beginner": beginner, "open_locks": seed % 3 == 0}
    state = engine.setup(2, options, setup_rng(seed))
    chooser = random.Random(seed)
    for step in range(MAX_STEPS):
        if engine.result(state) is not None:
            return state
        waiting = sorted(engine.waiting_for(state))
        seats = [s for s in waiting if engine.pending(state, s)] or waiting
        seat = chooser.choice(seats)
        legal = engine.legal_actions(state, seat)
        if chooser.random() < 0.15:
            action = chooser.choice(legal)
        else:
            action = engine.autopilot(state, seat, rng_for(seed, step))
            assert action in legal, (action, state["phase"])
        assert len(json.dumps(action, separators=(",", ":"))) <= 80
        phase, round_ = state["phase"], state["round"]
        events = engine.apply(state, seat, action, rng_for(seed, step))
        sealed = action["t"] in ("assign", "lock", "unlock", "choose")
        still = state["phase"] == phase and state["round"] == round_
        if sealed and phase in ("place", "warlord") and still:
            # A sealed step tells the channel nothing until it is over (not even who locked,
            # unless the players agreed to show that, and then only that).
            shown = {"suntzu-ev-locked-open", "suntzu-ev-unlocked-open"}
            allowed = shown if options["open_locks"] else set()
            assert all(e.key in allowed for e in events if e.public), action
        if record is not None:
            record.append((seat, action))
        engine.check_invariants(state)
        _check_secrecy(state)
    raise AssertionError(f"game {seed} did not finish in {MAX_STEPS} steps")


@pytest.mark.parametrize("beginner", [False, True], ids=["full", "beginner"])
def test_random_games_finish_with_invariants(beginner: bool) -> None:
    reasons = set()
    for seed in range(GAMES // 2):
        state = play(seed * 2 + beginner, beginner)
        result = engine.result(state)
        assert result is not None and result.winners
        reasons.add(result.reason)
    assert "suntzu-end-rounds" in reasons


def test_replaying_the_actions_reproduces_the_game() -> None:
    for seed in (11, 12, 13):
        log: list[tuple[int, dict]] = []
        first = play(seed, beginner=seed % 2 == 0, record=log)
        again = engine.setup(
            2, {"beginner": seed % 2 == 0, "open_locks": seed % 3 == 0}, setup_rng(seed)
        )
        for number, (seat, action) in enumerate(log):
            engine.apply(again, seat, action, rng_for(seed, number))
        assert again == first


def test_setup_is_deterministic_and_seeds_differ() -> None:
    assert engine.setup(2, {}, setup_rng(7)) == engine.setup(2, {}, setup_rng(7))
    assert engine.setup(2, {}, setup_rng(7)) != engine.setup(2, {}, setup_rng(8))


def _nested_keys(value: Any) -> set[str]:
    found: set[str] = set()
    if isinstance(value, dict):
        if "key" in value and isinstance(value["key"], str):
            found.add(value["key"])
        for item in value.values():
            found |= _nested_keys(item)
    elif isinstance(value, list | tuple):
        for item in value:
            found |= _nested_keys(item)
    return found


def test_every_message_the_engine_uses_exists_in_every_locale() -> None:
    used: set[str] = {f"suntzu-province-{p}" for p in PROVINCES}
    used |= {f"suntzu-warlord-{w}" for w in WARLORDS} | {
        f"suntzu-warlord-{w}-text" for w in WARLORDS
    }
    used |= {f"suntzu-event-{e}" for e in EVENTS} | {f"suntzu-event-{e}-text" for e in EVENTS}
    used |= {"suntzu-side-0", "suntzu-side-1", "suntzu-end-track", "suntzu-end-rounds"}
    used |= {"suntzu-end-events"}
    used |= {f"suntzu-phase-{p}" for p in ("warlord", "place", "before", "battle", "order")}
    used |= {f"suntzu-phase-{p}" for p in ("chariots", "after", "draw", "over")}
    source = "\n".join(p.read_text() for p in Path(rules.__file__).parent.glob("*.py"))
    used |= set(re.findall(r'"(suntzu-(?:error|ev)-[a-z-]+)"', source))
    used |= {f"suntzu-ev-warlord-{w.replace('_', '-')}" for w in WARLORDS}
    used |= {"suntzu-ev-champion", "suntzu-ev-hero"}
    for seed in range(6):
        state = engine.setup(2, {"beginner": seed % 2 == 1}, setup_rng(seed))
        step = 0
        while engine.result(state) is None:
            seat = min(s for s in engine.waiting_for(state) if engine.pending(state, s))
            action = engine.autopilot(state, seat, rng_for(seed, step))
            for event in engine.apply(state, seat, action, rng_for(seed, step)):
                used.add(event.key)
                used |= _nested_keys(event.params)
            step += 1
    for locale in SUPPORTED:
        missing = sorted(used - catalog_keys(locale))
        assert not missing, f"{locale} lacks {missing}"


def test_the_end_reveals_every_warlord_on_the_board() -> None:
    state = play(4, beginner=False)  # Wu never used (so never revealed) its warlord
    assert state["phase"] == "over"
    assert not state["warlords"][0]["revealed"]
    public = engine.view(state, None)
    for seat in SEATS:
        record = state["warlords"][seat]
        assert record is not None
        assert public["warlords"][seat] == {
            "id": record["id"],
            "used": record["used"],
            "revealed": True,
        }
