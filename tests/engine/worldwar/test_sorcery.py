"""The sorcery duel (rulings W23-W27): card kinds, ties, the toll and its doubling, conquest
after a duel, the 5-unit rule, pools and deck reshuffling, engines offered after dice, and
random games with duels that keep every invariant and secret."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.base import RuleError, rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine import sorcery
from bot.games.worldwar.engine.battle import Side, Stack
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.sorcery import Duellist, card_of, duel
from bot.games.worldwar.engine.state import stack

from .helpers import Dice, put, started, table_options, turn_of

STATS = ("might", "intellect", "command", "charm")


def fighter(*values: int) -> Duellist:
    return Duellist("g", dict(zip(STATS, values, strict=True)))


def even(value: int) -> Duellist:
    return fighter(value, value, value, value)


A10 = Side(Stack(10))
D5 = Side(Stack(5))

# card, attacker stats, defender stats, attacker side, defender side, capital,
# (attacker value, defender value, winner, toll, doubled)
CASES: list[tuple[str, Duellist, Duellist, Side, Side, bool, tuple[int, int, str, int, bool]]] = [
    ("blade-storm", even(70), even(50), A10, D5, False, (70, 50, "attacker", 4, False)),
    ("blade-storm", even(50), even(50), A10, D5, False, (50, 50, "defender", 4, False)),
    ("blade-storm", even(80), even(50), A10, D5, False, (80, 50, "attacker", 8, True)),
    ("blade-storm", even(50), even(79), A10, D5, False, (50, 79, "defender", 4, False)),
    ("thunder-oath", even(45), even(50), A10, D5, False, (55, 50, "attacker", 3, False)),
    ("ghost-fog", even(55), even(50), A10, D5, False, (55, 60, "defender", 4, False)),
    ("star-reading", even(45), even(50), A10, D5, False, (55, 50, "attacker", 3, False)),
    ("backlash", even(55), even(50), A10, D5, False, (45, 50, "defender", 4, False)),
    ("mirror-hex", even(40), even(50), A10, D5, False, (40, 50, "attacker", 3, False)),
    ("fools-luck", even(50), even(50), A10, D5, False, (50, 50, "defender", 3, False)),
    ("fools-luck", even(90), even(60), A10, D5, False, (90, 60, "defender", 6, True)),
    ("twin-dragons", even(80), fighter(50, 51, 0, 0), A10, D5, False,
     (160, 101, "attacker", 5, False)),
    ("twin-dragons", even(80), even(50), A10, D5, False, (160, 100, "attacker", 10, True)),
    ("grand-ritual", even(80), even(50), A10, D5, False, (320, 200, "attacker", 16, True)),
    ("banner-wall", even(50), even(55), A10, D5, False, (60, 55, "attacker", 3, False)),
    ("banner-wall", even(50), even(55), D5, A10, False, (50, 65, "defender", 3, False)),
    ("shadow-march", even(60), even(50), A10, Side(Stack(5), lord=True), False,
     (60, 60, "defender", 5, False)),
    ("golden-tongue", even(50), even(60), Side(Stack(10), lord=True), D5, False,
     (65, 60, "attacker", 4, False)),
    ("moon-veil", even(60), even(50), A10, D5, True, (60, 65, "defender", 4, False)),
    ("moon-veil", even(60), even(50), A10, D5, False, (60, 50, "attacker", 4, False)),
    ("ash-crown", even(50), even(48), A10, Side(Stack(5), towers=1), False,
     (100, 101, "defender", 5, False)),
    ("iron-rain", even(45), even(50), Side(Stack(10), catapults=2), Side(Stack(10)), False,
     (55, 50, "attacker", 5, False)),
]  # fmt: skip


@pytest.mark.parametrize(("card", "mine", "theirs", "a", "d", "capital", "expected"), CASES)
def test_duel_outcomes_per_card(
    card: str, mine: Duellist, theirs: Duellist, a: Side, d: Side, capital: bool,
    expected: tuple[int, int, str, int, bool],
) -> None:  # fmt: skip
    result = duel(card_of(card), mine, theirs, a, d, capital=capital)
    got = (result.attacker_value, result.defender_value, result.winner, result.toll)
    assert (*got, result.doubled) == expected
    loser = result.defender_paid if result.winner == "attacker" else result.attacker_paid
    winner = result.attacker_paid if result.winner == "attacker" else result.defender_paid
    assert winner.units == 0
    assert loser.units + loser.catapults * 3 + loser.towers * 5 >= 0


def test_the_toll_never_takes_more_than_the_stack_and_engines_fire_first() -> None:
    result = duel(card_of("grand-ritual"), even(90), even(10), Side(Stack(8)), Side(Stack(6)))
    assert (
        result.toll == 16 and result.defender_paid.units == 6 and result.defender_after.units == 0
    )
    towers = Side(Stack(5), towers=1)
    result = duel(card_of("blade-storm"), even(90), even(10), Side(Stack(12)), towers)
    assert result.tower_kills == 5 and result.attacker_after.units == 7
    shielded = Side(Stack(5), shield=2)
    result = duel(card_of("blade-storm"), even(60), even(50), Side(Stack(12)), shielded)
    assert result.shielded == 2 and result.defender_after.units == 3


def test_a_defender_offers_its_engines_for_the_toll() -> None:
    d = Side(Stack(4), catapults=1, towers=1, give_catapults=1, give_towers=1)
    result = duel(card_of("blade-storm"), even(90), even(50), Side(Stack(12)), d)
    assert result.doubled and result.toll == 8
    assert result.defender_paid.towers == 1 and result.defender_paid.catapults == 1
    assert result.defender_after.units == 4  # the engines paid the whole toll of 8


def arena() -> dict[str, Any]:
    """Seat 0 holds east-usa (12) and west-usa; seat 1 holds mexico (4) and colombia."""
    state = started(4, 7)
    put(state, "east-usa", 0, 12)
    put(state, "west-usa", 0, 3)
    put(state, "mexico", 1, 4)
    put(state, "colombia", 1, 2)
    turn_of(state, 0)
    return state


def strongest(colour: str, stat: str, low: bool = False) -> str:
    pool = decks().generals_of(colour)
    pick = min if low else max
    return pick(pool, key=lambda g: g.stats[stat]).id


def rig(state: dict[str, Any], card: str, strong: bool) -> None:
    """Seat 0 draws its best (or worst) might, seat 1 the opposite; the card is on top."""
    for seat, low in ((0, not strong), (1, strong)):
        info = state["seats"][seat]
        top = strongest(info["colour"], "might", low)
        info["generals"].remove(top)
        info["generals"].insert(0, top)
    state["sorcery"].remove(card)
    state["sorcery"].insert(0, card)


def summon(**fields: Any) -> dict[str, Any]:
    return {"t": "attack", "a": "east-usa", "b": "mexico", "m": 1, **fields}


def test_a_won_duel_that_empties_the_defence_conquers() -> None:
    state = arena()
    rig(state, "blade-storm", strong=True)
    events = ww.apply(state, 0, summon(s=11), Dice([]))
    kinds = [e.key for e in events]
    assert kinds[:2] == ["ww-ev-duel", "ww-ev-conquer"]
    params = events[0].params
    assert params["winner"] == "attacker" and params["card"] == "blade-storm"
    assert params["attacker_general"] == state["seats"][0]["fallen"][0]
    assert params["defender_general"] == state["seats"][1]["fallen"][0]
    assert state["map"]["mexico"]["o"] == 0 and stack(state, "mexico").units == 11
    assert state["turn"]["ap"] == 7 and state["sorcery_discard"] == ["blade-storm"]
    ww.check_invariants(state)


def test_a_lost_duel_costs_the_attacker_the_toll() -> None:
    state = arena()
    rig(state, "blade-storm", strong=False)
    events = ww.apply(state, 0, summon(s=11), Dice([]))
    params = events[0].params
    assert params["winner"] == "defender" and params["attacker_paid"]["units"] == params["toll"]
    assert stack(state, "east-usa").units == 12 - params["toll"]
    assert state["map"]["mexico"]["o"] == 1 and stack(state, "mexico").units == 4
    ww.check_invariants(state)


def test_summoning_needs_five_units_and_falls_back_to_dice() -> None:
    state = arena()
    with pytest.raises(RuleError, match="ww-err-summon"):
        ww.apply(state, 0, summon(s=4), Dice([]))
    state["map"]["mexico"]["w"] = 1
    state["seats"][1]["eng_gained"] += 1
    events = ww.apply(state, 0, summon(s=8), Dice([6, 6, 6, 1, 1, 1, 1]))
    # 3 left after the well-tower: dice; the defender owes 3 and is asked about its tower (W25)
    assert [e.key for e in events] == ["ww-ev-sacrifice-asked"]
    events = ww.apply(state, 1, {"t": "sacrifice", "k": 0, "w": 0}, Dice([]))
    assert [e.key for e in events[:2]] == ["ww-ev-sacrificed", "ww-ev-battle"]
    assert state["sorcery_discard"] == [] and state["seats"][0]["fallen"] == []
    ww.check_invariants(state)


def test_pools_and_the_deck_reshuffle_their_discards() -> None:
    state = arena()
    info = state["seats"][0]
    info["fallen"], info["generals"] = info["generals"], []
    state["sorcery_discard"], state["sorcery"] = state["sorcery"], []
    mine = sorcery.draw_general(state, 0, random.Random(1))
    assert len(info["generals"]) == 11 and info["fallen"] == [mine.general]
    card = sorcery.draw_card(state, random.Random(1))
    assert len(state["sorcery"]) == len(decks().sorcery) - 1
    assert state["sorcery_discard"] == [card.id]
    ww.check_invariants(state)


def test_summoning_attacks_are_listed_only_from_five_units() -> None:
    state = arena()
    listed = [a for a in ww.legal_actions(state, 0) if a["t"] == "attack" and a.get("m")]
    assert any(a["a"] == "east-usa" and a["b"] == "mexico" for a in listed)
    assert all(Stack(a.get("s", 0), a.get("h", 0), a.get("c", 0)).units >= 5 for a in listed)


def test_the_attacker_may_offer_catapults_and_the_defender_chooses() -> None:
    state = arena()
    state["map"]["east-usa"]["k"] = 1
    state["map"]["mexico"]["w"] = 1
    state["seats"][0]["eng_gained"] += 1
    state["seats"][1]["eng_gained"] += 1
    with pytest.raises(RuleError, match="ww-err-engines"):
        ww.apply(state, 0, {**summon(s=11, k=0, g=1), "m": 0}, Dice([]))
    # 11 sent, the tower kills 5: 6 roll; the catapult kills 3: 1 defender rolls.
    ww.apply(state, 0, {**summon(s=11, k=1, g=1), "m": 0}, Dice([1] * 6 + [6]))
    # 1 loss owed: the offered catapult pays it (B5: fewest units lost)
    assert state["map"]["east-usa"]["k"] == 0 and state["seats"][0]["eng_lost"] == 1
    assert stack(state, "east-usa").units == 7 and stack(state, "mexico").units == 1
    # 6 sent, the tower kills 5; 1 against 1: the defender's loss is paid with its tower
    ww.apply(state, 0, {"t": "attack", "a": "east-usa", "b": "mexico", "s": 6}, Dice([6, 1]))
    assert state["phase"] == "sacrifice" and ww.waiting_for(state) == {1}
    ww.apply(state, 1, {"t": "sacrifice", "k": 0, "w": 1}, Dice([]))
    assert state["map"]["mexico"]["w"] == 0 and state["seats"][1]["eng_lost"] == 1
    assert state["map"]["mexico"]["o"] == 1 and stack(state, "mexico").units == 1
    ww.check_invariants(state)


def play(players: int, seed: int) -> tuple[dict[str, Any], int]:
    state = ww.setup(players, table_options(), setup_rng(seed))
    step, duels = 0, 0
    while ww.result(state) is None:
        assert step < 5000, "the game does not end"
        seat = min(ww.waiting_for(state))
        for other in range(players):
            if other == seat:
                continue
            scrambled = ww.scramble_secrets(state, other)
            assert ww.view(scrambled, None) == ww.view(state, None)
            assert ww.view(scrambled, seat) == ww.view(state, seat)
        public = str(ww.view(state, None))
        assert "'generals': [" not in public and "'sorcery': [" not in public
        action = ww.autopilot(state, seat, random.Random(step))
        assert action in ww.legal_actions(state, seat)
        events = ww.apply(state, seat, action, rng_for(seed, step))
        duels += sum(1 for e in events if e.key == "ww-ev-duel")
        ww.check_invariants(state)
        step += 1
    return state, duels


@pytest.mark.parametrize(("players", "seed"), [(4, 3), (5, 4), (4, 11), (5, 12)])
def test_random_games_with_duels_keep_invariants(players: int, seed: int) -> None:
    state, _ = play(players, seed)
    assert ww.result(state) is not None


def test_the_autopilot_summons_in_some_games() -> None:
    assert sum(play(players, seed)[1] for players, seed in ((4, 3), (5, 4), (4, 5))) > 0
