"""World War's ``redeal`` (issue 31, part 3): a fork deals again the face-down piles nobody saw
(the domestic deck above the cards seen in order, the event, sorcery, treasure and lord decks,
the mission pool, each general pool), keeps hands, missions, offers and what spies saw, and
every view stays the same."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from bot.engine.base import rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.engine.effects import deck_seen, draw
from bot.games.worldwar.engine.redeal import UNSEEN_PILES
from bot.games.worldwar.engine.state import State
from tests.autoplay import next_seat
from tests.engine.redeal_checks import assert_tally, check_game

from .helpers import table_options

# every player count, both editions, the other options away from their defaults
CASES: list[tuple[int, dict[str, Any], int]] = [
    (4, table_options("generals"), 21),
    (5, table_options("generals"), 22),
    (4, table_options("monarchs"), 23),
    (5, table_options("monarchs"), 24),
    (4, table_options("generals", continent_troops=False, quick_sacrifice=True), 25),
    (5, table_options("monarchs", continent_troops=False, quick_sacrifice=True), 26),
]


def test_the_cases_cover_every_player_count_and_edition() -> None:
    assert {p for p, _, _ in CASES} == set(range(engine.min_players, engine.max_players + 1))
    editions = next(o for o in engine.options if o.name == "edition").choices
    for players in range(engine.min_players, engine.max_players + 1):
        assert {o["edition"] for p, o, _ in CASES if p == players} == set(editions)


def hidden(state: State) -> list[list[str]]:
    """Every pile nobody saw, in its order."""
    deck = state["deck"]
    piles = [deck[: len(deck) - deck_seen(state)]]
    piles += [list(state[pile]) for pile in UNSEEN_PILES]
    piles += [list(info["generals"]) for info in state["seats"]]
    return piles


def kept(state: State, out: State) -> int:
    """What seats saw stays: the domestic cards seen in order at the bottom of the deck, every
    hand, mission, offer and lord offer, and what each spy saw (still true of the fork)."""
    under = deck_seen(state)
    assert deck_seen(out) == under
    if under:
        assert out["deck"][-under:] == state["deck"][-under:]
    compared = under
    for mine, theirs in zip(state["seats"], out["seats"], strict=True):
        for key in ("hand", "mission", "offer", "lord_offer", "seen"):
            assert theirs[key] == mine[key], key
        for look in mine["seen"]:
            if look["look"] == "mission" and look.get("what"):
                assert out["seats"][int(look["seat"])]["mission"] == look["what"]
        compared += len(mine["seen"])
    return compared


def canonical(state: State) -> State:
    """Every pile nobody saw sorted (the domestic deck's unseen part); the rest as it is."""
    out = copy.deepcopy(state)
    deck = out["deck"]
    unseen = len(deck) - deck_seen(state)
    out["deck"] = sorted(deck[:unseen]) + deck[unseen:]
    for pile in UNSEEN_PILES:
        out[pile] = sorted(out[pile])
    for info in out["seats"]:
        info["generals"] = sorted(info["generals"])
    return out


@pytest.mark.parametrize(("players", "options", "seed"), CASES)
def test_whole_games(players: int, options: dict[str, Any], seed: int) -> None:
    tally = check_game(
        engine, players, options, seed, hidden, kept, canonical, every=2, play_on_every=60
    )
    assert_tally(tally)
    assert tally.played_on > 0
    assert tally.kept > 0


def test_cards_seen_in_order_stay_under_the_deck() -> None:
    """A domestic deck made of the discards (their order was public) is kept whole; a fresh
    one from the deal is shuffled."""
    state = engine.setup(4, table_options("generals"), setup_rng(3))
    fresh = [engine.redeal(state, random.Random(k)) for k in range(3)]
    assert any(out["deck"] != state["deck"] for out in fresh)
    state["discard"], state["deck"] = state["deck"][:5], state["deck"][5:]
    left = len(state["deck"])
    draw(state, left + 1)  # the deck runs out: the discards become the deck, in order
    assert deck_seen(state) == len(state["deck"]) == 4
    for k in range(3):
        assert engine.redeal(state, random.Random(k))["deck"] == state["deck"]


def test_a_spied_mission_and_hand_stay() -> None:
    """Once a spy has looked at a mission and at a hand, the fork keeps both as the spy saw
    them (the mission for good; the hand as it is now, the same as in the game)."""
    state = engine.setup(5, table_options("generals"), setup_rng(22))
    looks: set[str] = set()
    for number in range(5000):
        looks = {look["look"] for info in state["seats"] for look in info["seen"]}
        if looks >= {"mission", "hand"} or engine.result(state) is not None:
            break
        seat = next_seat(engine, state)
        engine.apply(
            state, seat, engine.autopilot(state, seat, rng_for(22, number)), rng_for(22, number)
        )
    assert looks >= {"mission", "hand"}, "no spy looked at both in the game"
    for k in range(3):
        out = engine.redeal(state, random.Random(k))
        for info in state["seats"]:
            for look in info["seen"]:
                target = out["seats"][int(look["seat"])]
                if look["look"] == "mission":
                    assert target["mission"] == look["what"]
            assert out["seats"][state["seats"].index(info)]["seen"] == info["seen"]
        assert [i["hand"] for i in out["seats"]] == [i["hand"] for i in state["seats"]]
