"""A state sampled from one seat's view (issue 30, part 2): it shows that seat exactly what it
saw, plays on under the same rules, and owes nothing to the secrets of the true state."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from bot.ai.decide import decide
from bot.engine.base import rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.determinize import determinize
from bot.games.worldwar.engine.missions import done
from bot.games.worldwar.engine.setup import usable

from .helpers import table_options

EVERY = 9  # actions between two sampled moments (and every change of phase or round)
PLAYOUTS = 3  # moments per game from which the sample is played to its end

# (players, options, seed): every player count the engine allows, both editions, and the
# other options the lobby offers switched away from their defaults.
CASES: list[tuple[int, dict[str, Any], int]] = [
    (4, table_options("generals"), 11),
    (5, table_options("generals"), 12),
    (4, table_options("monarchs"), 13),
    (5, table_options("monarchs"), 14),
    (4, table_options("generals", continent_troops=False, quick_sacrifice=True), 15),
    (5, table_options("monarchs", continent_troops=False, quick_sacrifice=True), 16),
]


def test_the_cases_cover_every_player_count_and_edition() -> None:
    assert {p for p, _, _ in CASES} == set(range(ww.min_players, ww.max_players + 1))
    editions = next(o for o in ww.options if o.name == "edition").choices
    for players in range(ww.min_players, ww.max_players + 1):
        assert {o["edition"] for p, o, _ in CASES if p == players} == set(editions)


def moments(players: int, options: dict[str, Any], seed: int) -> list[dict[str, Any]]:
    """Copies of an autopilot game's state at sampled moments, its end included."""
    state = ww.setup(players, options, setup_rng(seed))
    out, step, mark = [], 0, None
    while ww.result(state) is None:
        assert step < 5000, "the game does not end"
        here = (state["phase"], state["round"])
        if step % EVERY == 0 or here != mark:
            out.append(copy.deepcopy(state))
            mark = here
        seat = min(ww.waiting_for(state))
        ww.apply(state, seat, ww.autopilot(state, seat, random.Random(step)), rng_for(seed, step))
        step += 1
    out.append(copy.deepcopy(state))
    return out


def seats_to_check(state: dict[str, Any]) -> list[int]:
    waiting = sorted(ww.waiting_for(state))
    return waiting or list(range(state["players"]))


@pytest.mark.parametrize(("players", "options", "seed"), CASES)
def test_a_sample_shows_the_seat_what_it_saw(
    players: int, options: dict[str, Any], seed: int
) -> None:
    states = moments(players, options, seed)
    played = 0
    for number, state in enumerate(states):
        for seat in seats_to_check(state):
            view = ww.view(state, seat)
            sample = determinize(view, seat, random.Random(number))
            ww.check_invariants(sample)
            assert ww.view(sample, seat) == view
            assert ww.legal_actions(sample, seat) == ww.legal_actions(state, seat)
            assert ww.result(sample) == ww.result(state)
            missions_are_possible(sample, seat)
        if number % (len(states) // PLAYOUTS) == 1 and ww.result(state) is None:
            seat = min(ww.waiting_for(state))
            play_out(determinize(ww.view(state, seat), seat, random.Random(number)), number)
            played += 1
    assert played >= PLAYOUTS - 1


def missions_are_possible(sample: dict[str, Any], seat: int) -> None:
    """Every sampled mission could have been dealt to its holder and, while the game runs,
    is not complete (else the game would have ended); no mission is held twice."""
    held = [info["mission"] for info in sample["seats"] if info["mission"] is not None]
    held += [m for info in sample["seats"] for m in info["offer"]]
    assert len(held) == len(set(held))
    assert sorted(held + sample["missions"]) == sorted(m.id for m in decks().missions)
    for k, info in enumerate(sample["seats"]):
        if k == seat or info["mission"] is None:
            continue
        mission = decks().mission(info["mission"])
        assert usable(mission, k, sample["players"])
        if sample["phase"] != "over" and not info["out"]:
            assert not done(sample, k, mission), (k, info["mission"])


def play_out(state: dict[str, Any], seed: int) -> None:
    """The autopilot plays the sample to its end, every invariant kept."""
    step = 0
    while ww.result(state) is None:
        assert step < 5000, "the sampled game does not end"
        seat = min(ww.waiting_for(state))
        ww.apply(state, seat, ww.autopilot(state, seat, random.Random(step)), rng_for(seed, step))
        ww.check_invariants(state)
        step += 1


@pytest.mark.parametrize(("players", "options", "seed"), CASES[:4])
def test_a_sample_owes_nothing_to_the_secrets_it_cannot_see(
    players: int, options: dict[str, Any], seed: int
) -> None:
    """Another seat's secrets and the face-down decks changed in the true state (the view
    unchanged): the same random stream gives the same sample. (Missions are shown to all at
    the end: only running games have secrets.)"""
    running = [s for s in moments(players, options, seed) if ww.result(s) is None]
    for number, state in enumerate(running[::3]):
        for seat in seats_to_check(state):
            other = (seat + 1 + number % (players - 1)) % players
            scrambled = ww.scramble_secrets(state, other)
            assert ww.view(scrambled, seat) == ww.view(state, seat)
            first = determinize(ww.view(state, seat), seat, random.Random(number))
            again = determinize(ww.view(scrambled, seat), seat, random.Random(number))
            assert first == again


@pytest.mark.parametrize(("players", "options", "seed"), CASES[:4])
def test_the_secrets_are_sampled_not_copied(
    players: int, options: dict[str, Any], seed: int
) -> None:
    """Other seats' hands and missions and the deck order differ between samples (the seat
    cannot know them), while its own hand and mission are always its own."""
    states = moments(players, options, seed)
    state = states[len(states) // 2]
    seat = min(ww.waiting_for(state))
    view = ww.view(state, seat)
    samples = [determinize(view, seat, random.Random(k)) for k in range(8)]
    other = (seat + 1) % players
    assert len({tuple(s["seats"][other]["hand"]) for s in samples}) > 1
    assert len({s["seats"][other]["mission"] for s in samples}) > 1
    assert len({tuple(s["deck"]) for s in samples}) > 1
    for sample in samples:
        assert sample["seats"][seat]["hand"] == state["seats"][seat]["hand"]
        assert sample["seats"][seat]["mission"] == state["seats"][seat]["mission"]


def test_a_spied_mission_is_kept_in_every_sample() -> None:
    """What a spy card showed of another seat's mission is known: every sample keeps it."""
    state = next(s for s in moments(4, table_options(), 11)[40:] if s["phase"] == "turn")
    seat, other = 0, 2
    mission = state["seats"][other]["mission"]
    look = {"seat": other, "look": "mission", "round": state["round"], "what": mission}
    state["seats"][seat]["seen"].append(look)
    view = ww.view(state, seat)
    for k in range(6):
        sample = determinize(view, seat, random.Random(k))
        assert sample["seats"][other]["mission"] == state["seats"][other]["mission"]
        assert ww.view(sample, seat) == view


@pytest.mark.parametrize(("players", "options", "seed"), [CASES[0], CASES[3]])
def test_the_bot_chooses_the_same_move_whatever_the_others_hide(
    players: int, options: dict[str, Any], seed: int
) -> None:
    """Issue 30, part 3: the search, handed the seat's view, chooses the same move with the
    same random stream when another seat's secrets and the deck orders are changed."""
    running = [s for s in moments(players, options, seed) if ww.result(s) is None]
    checked = 0
    for number, state in enumerate(running[5::12][:3]):
        seat = min(ww.waiting_for(state))
        if len(ww.legal_actions(state, seat)) < 2:
            continue
        chosen = decide(ww, ww.view(state, seat), seat, "normal", number, iterations=12)
        assert chosen in ww.legal_actions(state, seat)
        for other in (s for s in range(players) if s != seat):
            scrambled = ww.scramble_secrets(state, other)
            again = decide(ww, ww.view(scrambled, seat), seat, "normal", number, iterations=12)
            assert again == chosen
        checked += 1
    assert checked >= 2
