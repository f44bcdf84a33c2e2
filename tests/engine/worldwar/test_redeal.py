"""World War's ``redeal`` (issue 31, part 3): a fork starts from the public position, with every
seat's hand, mission (or offer), lord offer and general pool, what spies saw, and every
face-down pile dealt again from the public view and the rng alone."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.base import rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.effects import draw
from bot.games.worldwar.engine.missions import done
from bot.games.worldwar.engine.state import State
from tests.autoplay import next_seat
from tests.engine.redeal_checks import assert_dealt, check_game

from .helpers import table_options

# every player count, both editions, the other options away from their defaults
CASES: list[tuple[int, dict[str, Any], int]] = [
    (4, table_options("generals"), 21),
    (5, table_options("generals"), 22),
    (4, table_options("monarchs"), 23),
    (5, table_options("monarchs", continent_troops=False, quick_sacrifice=True), 26),
]
PILES = ("deck", "missions", "events", "sorcery", "treasure_deck", "lord_deck")


def test_the_cases_cover_every_player_count_and_edition() -> None:
    assert {p for p, _, _ in CASES} == set(range(engine.min_players, engine.max_players + 1))
    editions = next(o for o in engine.options if o.name == "edition").choices
    assert {o["edition"] for _, o, _ in CASES} == set(editions)


def secrets(state: State) -> dict[str, object]:
    """Every kind of secret of World War, by name."""
    seats = state["seats"]
    kinds: dict[str, object] = {pile: state[pile] for pile in PILES}
    for key in ("hand", "mission", "offer", "lord_offer", "generals", "seen"):
        kinds[key] = [info[key] for info in seats]
    return kinds


@pytest.mark.parametrize(("players", "options", "seed"), CASES)
def test_whole_games(players: int, options: dict[str, Any], seed: int) -> None:
    tally = check_game(engine, players, options, seed, secrets, every=6, play_on_every=25)
    kinds = {"deck", "missions", "events", "sorcery", "hand", "mission", "offer", "seen"}
    if options["edition"] == "monarchs":
        kinds |= {"treasure_deck", "lord_deck", "lord_offer"}
    else:
        kinds |= {"generals"}
    assert_dealt(tally, kinds)


def test_a_dealt_mission_fits_its_seat_and_is_not_complete() -> None:
    """Each seat's new mission is one it could be dealt and, the game running, not complete
    already (else the game would have ended: the public view says it has not)."""
    state = engine.setup(5, table_options("generals"), setup_rng(22))
    for number in range(60):
        seat = next_seat(engine, state)
        engine.apply(
            state, seat, engine.autopilot(state, seat, rng_for(22, number)), rng_for(22, number)
        )
    for k in range(5):
        out = engine.redeal(state, random.Random(k))
        for seat, info in enumerate(out["seats"]):
            if info["mission"] is not None and not info["out"]:
                assert not done(out, seat, decks().mission(info["mission"]))


def test_cards_seen_in_order_under_the_deck_are_dealt_again() -> None:
    """A domestic deck made of the discards (its order was seen) is shuffled with the rest:
    the order is in the log, not in the public view."""
    state = engine.setup(4, table_options("generals"), setup_rng(3))
    state["discard"], state["deck"] = state["deck"][:5], state["deck"][5:]
    draw(state, len(state["deck"]) + 1)  # the deck runs out: the discards become the deck
    outs = [engine.redeal(state, random.Random(k)) for k in range(4)]
    assert any(out["deck"][-4:] != state["deck"][-4:] for out in outs)


def test_what_spies_saw_is_forgotten() -> None:
    """A spy's look was true of the origin's mission or hand, not of the fork's, and no rule
    reads it: the fork keeps no look, for any seat."""
    state = engine.setup(5, table_options("generals"), setup_rng(22))
    for number in range(5000):
        if any(info["seen"] for info in state["seats"]) or engine.result(state) is not None:
            break
        seat = next_seat(engine, state)
        engine.apply(
            state, seat, engine.autopilot(state, seat, rng_for(22, number)), rng_for(22, number)
        )
    assert any(info["seen"] for info in state["seats"]), "no spy looked in the game"
    out = engine.redeal(state, random.Random(0))
    assert all(info["seen"] == [] for info in out["seats"])
