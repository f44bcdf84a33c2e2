"""The monarch edition: the option, lord cards offered in secret and kept in public,
treasures after each round, duels fought by lord cards, and whole autopilot games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.base import RuleError, rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.rounds import end_round

from .helpers import Dice, started, turn_of
from .test_lord_skills import arena, crown

State = dict[str, Any]


def test_the_edition_is_a_choice_option_defaulting_to_generals() -> None:
    option = ww.options[0]
    assert (option.name, option.kind, option.default) == ("edition", str, "generals")
    assert option.choices == ("generals", "monarchs")
    assert ww.setup(4, {}, setup_rng(1))["options"] == {"edition": "generals"}
    with pytest.raises(ValueError, match="edition"):
        ww.setup(4, {"edition": "emperors"}, setup_rng(1))


def test_two_lord_cards_are_offered_in_secret_and_no_generals_are_dealt() -> None:
    state = ww.setup(5, {"edition": "monarchs"}, setup_rng(3))
    offers = [info["lord_offer"] for info in state["seats"]]
    assert all(len(offer) == 2 for offer in offers)
    assert sorted(c for offer in offers for c in offer) == sorted(lord.id for lord in decks().lords)
    assert all(info["generals"] == [] for info in state["seats"])
    for seat in range(5):
        assert ww.view(state, seat)["me"]["lord_offer"] == offers[seat]
        assert {"t": "lordcard", "c": offers[seat][0]} in ww.legal_actions(state, seat)
        for other in (None, (seat + 1) % 5):
            view = ww.view(state, other)
            text = str({k: v for k, v in view.items() if k != "me"})
            assert all(card not in text for card in offers[seat])
            assert view["seats"][seat]["lord_card"] is None
    ww.check_invariants(state)


def test_the_kept_lord_card_is_public_and_setup_waits_for_it() -> None:
    state = ww.setup(4, {"edition": "monarchs"}, setup_rng(2))
    offer = list(state["seats"][0]["lord_offer"])
    with pytest.raises(RuleError, match="ww-err-lord-card-offer"):
        ww.apply(state, 0, {"t": "lordcard", "c": "not-a-lord"}, Dice([]))
    events = ww.apply(state, 0, {"t": "lordcard", "c": offer[1]}, Dice([]))
    assert [(e.key, e.params) for e in events] == [
        ("ww-ev-lord-card", {"seat": 0, "card": offer[1]})
    ]
    public = ww.view(state, None)["seats"][0]
    lord = decks().lord(offer[1])
    assert public["lord_card"] == offer[1] and public["stats"] == dict(lord.stats)
    assert public["skill_uses"] == {s.kind: s["uses"] for s in lord.skills if "uses" in s.params}
    assert offer[0] in state["lord_deck"] and state["seats"][0]["lord_offer"] == []
    with pytest.raises(RuleError, match="ww-err-lord-card-kept"):
        ww.apply(state, 0, {"t": "lordcard", "c": offer[0]}, Dice([]))
    ww.check_invariants(state)
    # Everything else chosen, seat 0 still waits on nothing; seat 1 without a lord card waits.
    assert 1 in ww.waiting_for(state)


def test_the_generals_edition_has_no_lord_cards() -> None:
    state = started(4, 7)
    info = ww.view(state, None)["seats"][0]
    assert (info["lord_card"], info["stats"], info["treasures"], info["skill_uses"]) == (
        None, None, [], {},
    )  # fmt: skip
    assert "lord_offer" in ww.view(state, 0)["me"] and not ww.view(state, 0)["me"]["lord_offer"]
    state["phase"] = "setup"
    with pytest.raises(RuleError):
        ww.apply(state, 0, {"t": "lordcard", "c": "iron-regent"}, Dice([]))


def seat0_draws(state: State, treasure: str) -> None:
    """Stack the treasure deck so seat 0 draws ``treasure`` and the others plain ones."""
    fillers = iter(("silk-robe", "iron-helm", "jade-seal", "star-map"))
    top = [treasure if seat == 0 else next(fillers) for seat in state["order"]]
    state["treasure_deck"] = top + [t for t in state["treasure_deck"] if t not in top]


def test_each_player_draws_a_treasure_after_a_round_and_it_stays() -> None:
    state = arena("iron-regent")  # might 90, intellect 50, command 85, charm 45
    seat0_draws(state, "dragon-blade")  # might +15: clamped at 100
    events = end_round(state, Dice([]))
    drawn = [e.params for e in events if e.key == "ww-ev-treasure"]
    assert [d["seat"] for d in drawn] == state["order"]
    mine = next(d for d in drawn if d["seat"] == 0)
    assert mine["treasure"] == "dragon-blade"
    stats = {"might": 100, "intellect": 50, "command": 85, "charm": 45}
    assert state["seats"][0]["stats"] == {k: mine[k] for k in stats} == stats
    assert ww.view(state, None)["seats"][0]["treasures"] == ["dragon-blade"]
    assert len(state["treasure_deck"]) == 26 and len(state["treasure_discard"]) == 4
    ww.check_invariants(state)


@pytest.mark.parametrize(
    ("treasure", "changed"),
    [
        ("powder-keg", {"charm": 0}),  # 45 - 60: clamped at 0
        ("cursed-mirror", {"charm": 15}),
        ("plague-cloak", {"command": 55, "might": 80}),
        ("phoenix-feather", {"might": 95, "intellect": 55, "command": 90, "charm": 50}),
    ],
)
def test_treasures_change_the_stats_for_good_harmful_ones_too(
    treasure: str, changed: dict[str, int]
) -> None:
    state = arena("iron-regent")
    seat0_draws(state, treasure)
    end_round(state, Dice([]))
    base = dict(decks().lord("iron-regent").stats)
    assert state["seats"][0]["stats"] == {**base, **changed}
    ww.check_invariants(state)
    # For good: the next round's treasure starts from there.
    turn_of(state, 0)
    seat0_draws(state, "ruby-crown")  # charm +20
    end_round(state, Dice([]))
    assert state["seats"][0]["stats"]["charm"] == min(100, {**base, **changed}["charm"] + 20)


def test_an_empty_treasure_deck_is_reshuffled_from_the_discards() -> None:
    state = arena("iron-regent")
    deck = state["treasure_deck"]
    state["treasure_discard"], state["treasure_deck"] = deck[1:], deck[:1]
    events = end_round(state, random.Random(5))
    assert len([e for e in events if e.key == "ww-ev-treasure"]) == 4
    assert len(state["treasure_deck"]) + len(state["treasure_discard"]) == 30
    assert len(state["treasure_discard"]) == 3  # drawn after the reshuffle
    ww.check_invariants(state)


def test_no_treasure_after_the_last_round_nor_in_the_generals_edition() -> None:
    state = arena("iron-regent")
    state["round"] = 6
    assert not [e for e in end_round(state, Dice([])) if e.key == "ww-ev-treasure"]
    assert state["phase"] == "over"
    generals = started(4, 7)
    turn_of(generals, 0)
    assert not [e for e in end_round(generals, random.Random(1)) if e.key == "ww-ev-treasure"]


def test_a_duel_is_fought_by_the_lord_cards_with_their_current_stats() -> None:
    state = arena("iron-regent")
    crown(state, 1, "wandering-saint")  # might 60
    state["seats"][0]["stats"]["might"] = 70  # as after treasures
    state["sorcery"].remove("blade-storm")
    state["sorcery"].insert(0, "blade-storm")  # compares might
    summon = {"t": "attack", "a": "east-usa", "b": "mexico", "s": 5, "m": 1}
    events = ww.apply(state, 0, summon, Dice([]))
    duel = next(e.params for e in events if e.key == "ww-ev-duel")
    lords = (duel["attacker_lord_card"], duel["defender_lord_card"])
    assert lords == ("iron-regent", "wandering-saint")
    assert (duel["attacker_value"], duel["defender_value"]) == (70, 60)
    assert duel["attacker_general"] is None and duel["winner"] == "attacker"
    assert all(info["fallen"] == [] for info in state["seats"])  # no general drawn
    assert ww.view(state, None)["last_battle"] == {"kind": "ww-ev-duel", **duel}
    ww.check_invariants(state)


def play(players: int, seed: int) -> State:
    state = ww.setup(players, {"edition": "monarchs"}, setup_rng(seed))
    step = 0
    while ww.result(state) is None:
        assert step < 5000, "the game does not end"
        for seat in range(players):
            secret = state["seats"][seat]
            for view in (ww.view(state, None), ww.view(state, (seat + 1) % players)):
                public = str({k: v for k, v in view.items() if k != "me"})
                assert "lord_offer" not in public and "'hand'" not in public
                assert all(f"'{c}'" not in public for c in secret["lord_offer"])
                if state["phase"] != "over":
                    assert "mission" not in view["seats"][seat]
                assert view["seats"][seat]["lord_card"] == secret["lord_card"]
            scrambled = ww.scramble_secrets(state, seat)
            assert ww.view(scrambled, None) == ww.view(state, None)
            other = (seat + 1) % players
            assert ww.view(scrambled, other) == ww.view(state, other)
        seat = min(ww.waiting_for(state))
        action = ww.autopilot(state, seat, random.Random(step))
        assert action in ww.legal_actions(state, seat)
        ww.apply(state, seat, action, rng_for(seed, step))
        ww.check_invariants(state)
        step += 1
    return state


@pytest.mark.parametrize(("players", "seed"), [(4, 0), (5, 3)])
def test_random_monarch_games_end_with_invariants(players: int, seed: int) -> None:
    state = play(players, seed)
    result = ww.result(state)
    assert result is not None and result.winners
    kept = [info["lord_card"] for info in state["seats"]]
    assert None not in kept and len(set(kept)) == players
    if state["round"] > 1:
        assert all(info["treasures"] for info in state["seats"] if not info["out"])
