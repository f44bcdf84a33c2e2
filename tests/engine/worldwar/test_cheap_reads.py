"""The cheaper readings the bots' playouts use (issue 30, parts 5 and 7) give what the readings
they replace give, on every state of whole autopilot games: the speed work changes no move."""

from __future__ import annotations

import copy
import itertools
import random
from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine.base import fresh, rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine import autopilot, battle, cards, reactions, rollout
from bot.games.worldwar.engine.actions import (
    buy_list,
    can_place,
    force,
    force_of,
    kit_options,
    place_options,
    supply_of,
    supply_units,
)
from bot.games.worldwar.engine.battle import Role, Side, Stack, die_value, units_of
from bot.games.worldwar.engine.content.decks import COLOURS, decks
from bot.games.worldwar.engine.continent_troops import pending
from bot.games.worldwar.engine.evaluate import progress
from bot.games.worldwar.engine.missions import check_of, checker, completed, done, scores
from bot.games.worldwar.engine.reactions import VETO
from bot.games.worldwar.engine.setup import usable, usable_ids
from bot.games.worldwar.engine.sorcery import SUMMON_UNITS
from bot.games.worldwar.engine.state import (
    ENGINE_FIELD,
    MAP,
    front,
    holdings,
    holds_any,
    is_capital,
    links,
    own_rooms,
    owned,
    owner,
    room,
    seat_engines,
    seat_units,
    sorted_links,
)
from bot.games.worldwar.engine.war import barred

from .helpers import table_options

GAMES = [(4, "generals", 31), (5, "generals", 32), (4, "monarchs", 33), (5, "monarchs", 34)]


def states(players: int, edition: str, seed: int) -> Iterator[tuple[dict[str, Any], int]]:
    """Every state of one autopilot game, with the seat to move."""
    state = ww.setup(players, table_options(edition), setup_rng(seed))
    step = 0
    while ww.result(state) is None and step < 3000:
        seat = min(ww.waiting_for(state))
        yield state, seat
        ww.apply(state, seat, ww.autopilot(state, seat, random.Random(step)), rng_for(seed, step))
        step += 1


@pytest.mark.parametrize(("players", "edition", "seed"), GAMES)
def test_cheap_reads_match_the_plain_ones(players: int, edition: str, seed: int) -> None:
    checked = picked = refused = 0
    for state, seat in states(players, edition, seed):
        held = holdings(state)
        capitals = [info["capital"] for info in state["seats"]]
        for k in range(players):
            assert sorted(held.get(k, [])) == sorted(owned(state, k))
            assert supply_units(state, k) == supply_of(state, k).units
            assert holds_any(state, k) == bool(owned(state, k))
            plain_rooms = [(t, room(state, t), is_capital(state, t)) for t in owned(state, k)]
            assert own_rooms(state, k) == plain_rooms
            info = state["seats"][k]
            if info["mission"] is not None:
                mission = decks().mission(info["mission"])
                for end in (False, True):
                    plain = done(state, k, mission, end_of_round=end)
                    assert done(state, k, mission, end_of_round=end, mine=held.get(k, [])) == plain
        finished = [
            k
            for k, info in enumerate(state["seats"])
            if not info["out"]
            and info["mission"] is not None
            and done(state, k, decks().mission(info["mission"]))
        ]
        assert completed(state) == finished
        for k in range(players):  # every mission of the deck, kept or not, for every seat
            for mission in decks().missions:
                for end in (False, True):
                    plain = done(state, k, mission, end_of_round=end)
                    assert check_of(mission.id)(state, k, end) == plain  # cached by id
        for tid, cell in state["map"].items():
            assert units_of(cell["u"]) == Stack.from_json(cell["u"]).units
            assert cell["o"] is None or type(cell["o"]) is int  # front compares it as it is
            for k in range(players):
                plain_front = any(
                    owner(state, t) is not None and owner(state, t) != k
                    for t in MAP.territories[tid].links
                )
                assert front(state, k, tid) == plain_front
            assert is_capital(state, tid) == (tid in capitals)
            assert list(sorted_links(state, tid)) == sorted(links(state, tid))
            here = Stack.from_json(cell["u"])
            if here.units:
                for lord in (False, True):
                    counts = (here.soldiers, here.horses, here.cannons)
                    assert force_of(*counts, lord) == force(here, lord)
        for k in range(players):  # rollout.closed against barred, on every pair _attacks weighs
            shut, truced = rollout.closed(state, k)
            for src in owned(state, k):
                if src in capitals:
                    continue
                for dst in links(state, src):
                    enemy = state["map"][dst]["o"]
                    if enemy != k:
                        quick = dst in shut or enemy in truced
                        assert quick == (barred(state, k, src, dst) is not None)
                        refused += quick
        if state["phase"] == "turn" and seat == state["turn"]["seat"]:
            plays = [a for a in ww.legal_actions(state, seat) if a["t"] in ("attack", "card")]
            for a in plays:
                if a["t"] == "attack":
                    pieces = Stack(a.get("s", 0), a.get("h", 0), a.get("c", 0))
                    assert autopilot.sent(a) == pieces.units
            if state["turn"]["ap"] > autopilot.CARD_RESERVE:
                # play_card through pick_card: the same card from the same draws
                cards = [a for a in plays if a["t"] == "card"]
                first = autopilot.play_card(state, seat, plays, random.Random(7))
                good = any(
                    a["t"] == "attack" and autopilot.odds(state, a) >= autopilot.MARGIN
                    for a in plays
                )
                assert autopilot.pick_card(state, seat, cards, good, random.Random(7)) == first
                picked += first is not None
        checked += 1
    assert checked > 100  # whole games were read, not a few states
    assert picked > 0  # and cards were chosen both ways
    assert refused > 0  # and pairs were barred


def shaken(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A copy of ``state`` with a board and ledgers no game would reach so soon: one seat holds
    most of the map, and the stacks, engines, grain, capitals and lords taken are drawn, so
    that every kind of mission is seen both complete and not."""
    out = copy.deepcopy(state)
    players = out["players"]
    favoured, share = rng.randrange(players), rng.choice((0.5, 0.8, 0.95, 1.0))
    tids = list(out["map"])
    for cell in out["map"].values():
        cell["o"] = favoured if rng.random() < share else rng.choice([None, *range(players)])
        cell["u"] = Stack(rng.randint(0, 12), rng.randint(0, 2), rng.randint(0, 1)).to_json()
        cell["k"], cell["w"] = rng.randint(0, 3), rng.randint(0, 3)
    for info in out["seats"]:
        info["grain"] = rng.randint(0, 1200)
        info["capital"] = rng.choice(tids)
        info["capitals"] = [rng.randrange(players) for _ in range(rng.randint(0, 3))]
        info["lords"] = [rng.randrange(players) for _ in range(rng.randint(0, 3))]
        info["out"] = rng.random() < 0.3
        info["held_by"] = rng.choice([None, None, rng.randrange(players)])
        info["truce"] = [k for k in range(players) if rng.random() < 0.3]
    out["round"] = rng.randint(1, 6)
    out["fx"]["ceasefire"] = rng.random() < 0.3
    return out


@pytest.mark.parametrize(("players", "edition", "seed"), GAMES)
def test_mission_checks_match_done_on_shaken_boards(players: int, edition: str, seed: int) -> None:
    """checker against done on boards where missions are complete (the autopilot's games end
    before most are): both answers seen for every mission of the deck; rollout.closed
    against barred with truces and ceasefires drawn."""
    rng = random.Random(seed)
    seen: dict[str, set[bool]] = {m.id: set() for m in decks().missions}
    barring = {False: 0, True: 0}
    held = {False: 0, True: 0}
    for number, (state, _seat) in enumerate(states(players, edition, seed)):
        if number % 10:
            continue
        for _ in range(8):
            board = shaken(state, rng)
            for k in range(players):
                for mission in decks().missions:
                    for end in (False, True):
                        plain = done(board, k, mission, end_of_round=end)
                        assert checker(mission)(board, k, end) == plain
                        seen[mission.id].add(plain)
                assert holds_any(board, k) == bool(owned(board, k))
                held[holds_any(board, k)] += 1
                shut, truced = rollout.closed(board, k)
                capitals = {info["capital"] for info in board["seats"]}
                for src in owned(board, k):
                    for dst in links(board, src):
                        enemy = board["map"][dst]["o"]
                        if src not in capitals and enemy != k:
                            quick = dst in shut or enemy in truced
                            assert quick == (barred(board, k, src, dst) is not None)
                            barring[quick] += 1
    # a colour missing at the table (green at 4 players) is never eliminated nor captured
    absent = {m.id for m in decks().missions if m.target in COLOURS[players:]}
    assert all(seen[mid] == {False} for mid in absent)
    assert all(seen[mid] == {False, True} for mid in seen.keys() - absent), seen
    assert min(barring.values()) > 100  # rollout.closed against barred: pairs open and shut
    assert min(held.values()) > 10  # holds_any: seats with land and without


@pytest.mark.parametrize("role", ["attacker", "defender"])
@pytest.mark.parametrize("lord", [False, True])
@pytest.mark.parametrize("grudge", [False, True])
@pytest.mark.parametrize("boost", [(), ((1, 2),), ((1, 1), (2, 3))])
def test_ordered_dice_match_the_plain_ranking(
    role: Role, lord: bool, grudge: bool, boost: tuple[tuple[int, int], ...]
) -> None:
    """battle._ordered (faces sorted directly where no lord raises them) against the ranking
    by die_value it replaces, on every roll of up to four dice."""
    side = Side(Stack(5), lord=lord, grudge=grudge, boost=boost)
    for count in range(5):
        for faces in itertools.product(range(1, 7), repeat=count):
            ranked = sorted(((die_value(f, role, lord, grudge), f) for f in faces), reverse=True)
            values = [v for v, _ in ranked]
            for n, many in boost:
                values = [v + n if k < many else v for k, v in enumerate(values)]
            plain = (tuple(f for _, f in ranked), tuple(values))
            assert battle._ordered(list(faces), role, side) == plain


def plain_sabotage(state: dict[str, Any], seat: int, fx: Any) -> list[dict[str, Any]]:
    """The sabotage targets as first written: _next_to_me asked of every territory."""
    near = [t for t in MAP.territories if cards._next_to_me(state, seat, t)]
    if fx["target"] == "units":
        return [{"a": t} for t in near if Stack.from_json(state["map"][t]["u"]).units >= 2]
    cell = state["map"]
    return [{"a": t, "u": u} for t in near for u, f in ENGINE_FIELD.items() if cell[t][f]]


@pytest.mark.parametrize(("players", "edition", "seed"), GAMES)
def test_sabotage_targets_match_the_plain_listing(players: int, edition: str, seed: int) -> None:
    """cards._sabotage_choices (the seat's territories read once) against _next_to_me of
    every territory, for every sabotage card, on whole games and on shaken boards."""
    effects = [c.effect for c in decks().domestic if c.effect.kind == "sabotage"]
    assert {fx["target"] for fx in effects} == {"units", "engine"}
    rng, listed = random.Random(seed), 0
    for number, (state, _seat) in enumerate(states(players, edition, seed)):
        boards = [state, shaken(state, rng)] if number % 10 == 0 else [state]
        for board in boards:
            for k in range(players):
                for fx in effects:
                    quick = cards._sabotage_choices(board, k, fx)
                    assert quick == plain_sabotage(board, k, fx)
                    listed += len(quick)
    assert listed > 100


@pytest.mark.parametrize("players", [4, 5])
def test_usable_ids_are_the_usable_missions(players: int) -> None:
    """setup.usable_ids (cached per seat and table size) against usable of every mission:
    the missions against oneself and against absent colours left out, the others kept."""
    for seat in range(players):
        plain = {m.id for m in decks().missions if usable(m, seat, players)}
        assert usable_ids(seat, players) == plain
        assert f"eliminate-{COLOURS[seat]}" not in plain and "occupy-24" in plain


def test_for_attack_is_the_dice_cards_for_ones_own_attack() -> None:
    """autopilot.for_attack (cached by card id) against the card's effect, asked twice of
    every card of the deck (the second answer from the cache)."""
    kinds = set()
    for card in decks().domestic:
        fx = card.effect
        plain = fx.kind == "dice" and fx["scope"] != "next_defence"
        for _ in range(2):
            assert autopilot.for_attack({"t": "card", "c": card.id}) == plain
        kinds.add(plain)
    assert kinds == {False, True}


@pytest.mark.parametrize(("players", "edition", "seed"), GAMES)
def test_playout_attacks_are_the_listed_ones_the_autopilot_weighs(
    players: int, edition: str, seed: int
) -> None:
    """rollout._attacks (pieces and links read inline, the fields built only for a listed
    attack) against the attacks legal_actions lists, kept by the autopilot's numbers: with
    the dice where they outnumber the defence by MARGIN, with a mage where a duel can empty
    it. The same actions in the same order."""
    weighed = 0
    for state, seat in states(players, edition, seed):
        turn = state.get("turn")
        if state["phase"] != "turn" or seat != turn["seat"] or turn["step"] != "attack":
            continue
        if turn["ap"] < 1 or pending(state) or supply_units(state, seat):
            continue  # the rollout weighs attacks only once everything is placed
        expected = []
        for a in ww.legal_actions(state, seat):
            if a["t"] != "attack":
                continue
            there = state["map"][a["b"]]
            held = units_of(there["u"]) - 3 * a.get("k", 0)
            if a.get("m"):
                keep = (
                    there["o"] is not None
                    and 0 < held <= autopilot.DUEL_TARGET
                    and autopilot.sent(a) - 5 * there["w"] >= SUMMON_UNITS
                )
            else:
                keep = autopilot.odds(state, a) >= autopilot.MARGIN
            if keep:
                expected.append(a)
        assert rollout._attacks(state, seat) == expected
        for attack, odds in rollout._weighed(state, seat):  # the odds handed on
            assert odds == autopilot.odds(state, attack)
        weighed += len(expected)
    assert weighed > 50


@pytest.mark.parametrize(("players", "edition", "seed"), GAMES)
def test_playout_places_and_buys_are_the_listed_ones(players: int, edition: str, seed: int) -> None:
    """rollout.place_actions and actions.buy_list (each kind listed alone) against the place
    and buy actions legal_actions lists, for every seat on every state: the same actions in
    the same order; actions.can_place against place_options listing any."""
    places = buys = placeable = 0
    for state, _ in states(players, edition, seed):
        for k in range(players):
            listed = ww.legal_actions(state, k)
            expected = [a for a in listed if a["t"] == "place"]
            waiting = k in ww.waiting_for(state)
            assert can_place(state, k) == bool(place_options(state, k))
            # place_options reads the supply's counts as stored, not through a Stack
            supply = state["seats"][k]["supply"]
            plain = Stack.from_json(supply).to_json()
            assert {f: supply.get(f, 0) for f in plain} == plain
            assert all(type(supply.get(f, 0)) is int for f in plain)
            placeable += can_place(state, k)
            assert (rollout.place_actions(state, k) if waiting else []) == expected
            if state["phase"] == "buy" and waiting:
                assert buy_list(state, k) == [a for a in listed if a["t"] == "buy"]
                for kinds in (rollout.TOWER, rollout.NOT_TOWER):
                    expected = [a for a in listed if a["t"] == "buy" and a["u"] in kinds]
                    assert buy_list(state, k, kinds) == expected
                assert bool(kit_options(state, k)) == any(a["t"] == "build" for a in listed)
                buys += len(buy_list(state, k))
            places += len(expected)
    assert places > 100 and buys > 100  # both kinds were listed, many times
    assert placeable > 100


def containers(value: Any) -> list[int]:
    """The ids of every list and dict inside a JSON value, itself included."""
    if isinstance(value, dict):
        return [id(value), *(i for item in value.values() for i in containers(item))]
    if isinstance(value, list):
        return [id(value), *(i for item in value for i in containers(item))]
    return []


@pytest.mark.parametrize(("players", "edition", "seed"), GAMES)
def test_battle_record_copy_is_a_fresh_copy(players: int, edition: str, seed: int) -> None:
    """battle.copy_record (the record's shape known) against fresh, on every battle and duel
    of whole games: equal, and sharing no list or dict with the record it copies."""
    seen: set[str] = set()
    for state, _ in states(players, edition, seed):
        record = state["last_battle"]
        if record is None:
            continue
        copied = battle.copy_record(record)
        assert copied == fresh(record)
        assert not set(containers(copied)) & set(containers(record))
        seen.add(record["kind"])
    assert "ww-ev-battle" in seen


@pytest.mark.parametrize(("players", "edition", "seed"), GAMES)
def test_recruit_spots_match_the_plain_filter(players: int, edition: str, seed: int) -> None:
    """cards._recruit_spots (a lord's card reading the lord's place alone) against own_rooms
    filtered as the card says, for every recruit card and seat on every state."""
    effects = [c.effect for c in decks().domestic if c.effect.kind == "recruit"]
    assert {fx["where"] for fx in effects} >= {"lord", "frontier", "chosen"}
    found = 0
    for state, _ in states(players, edition, seed):
        for k in range(players):
            spots = [t for t, space, capital in own_rooms(state, k) if space > 0 and not capital]
            for fx in effects:
                if fx["where"] == "lord":
                    plain = [t for t in spots if t == state["seats"][k]["lord"]]
                elif fx["where"] == "frontier":
                    plain = [t for t in spots if front(state, k, t)]
                else:
                    plain = spots
                assert cards._recruit_spots(state, k, fx) == plain
                found += fx["where"] == "lord" and bool(plain)
    assert found > 0  # a lord's place had room, many times


@pytest.mark.parametrize(("players", "edition", "seed"), GAMES)
def test_veto_precheck_misses_no_holder(players: int, edition: str, seed: int) -> None:
    """reactions.veto first asks whether any other seat holds a Veto: never false where the
    card's targets hold one (every card play of the seat to move, on every state)."""
    named = 0
    for state, seat in states(players, edition, seed):
        if state["phase"] != "turn" or seat != state["turn"]["seat"]:
            continue
        others = [s for s, info in enumerate(state["seats"]) if s != seat and VETO in info["hand"]]
        for play in cards.card_options(state, seat):
            holders = [
                s for s in reactions.targets(state, seat, play) if VETO in state["seats"][s]["hand"]
            ]
            assert not holders or others
            assert set(holders) <= set(others)
            named += bool(reactions.targets(state, seat, play))
    assert named > 0  # card plays named other players


@pytest.mark.parametrize(("players", "edition", "seed"), GAMES)
def test_scoring_reads_the_holdings_as_it_read_owned(players: int, edition: str, seed: int) -> None:
    """evaluate.standing and determinize read every seat's territories once (holdings, in
    the stored map's order) for scores, progress, seat_units and seat_engines: each gives
    what it gives with owned (the map's order), for every seat and every mission of the
    deck, on every state."""
    checked = 0
    for state, _ in states(players, edition, seed):
        held = holdings(state)
        plain = {k: owned(state, k) for k in range(players)}
        assert scores(state, held) == scores(state)
        for k in range(players):
            assert seat_units(state, k, held.get(k, [])) == seat_units(state, k)
            assert seat_engines(state, k, held.get(k, [])) == seat_engines(state, k)
            for mission in decks().missions:
                fast = progress(state, k, mission, held)
                assert fast == progress(state, k, mission, plain)
                checked += fast > 0
    assert checked > 100  # missions were under way, many times
