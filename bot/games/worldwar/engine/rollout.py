"""The playout policy of the bot players' search (issue 30, part 4): the autopilot's choices,
made cheaper.

The search plays thousands of moves per decision, and the autopilot spends most of its time
listing every legal action of a turn (each troop move between any two connected territories)
to then pick among a few kinds. This policy builds only the candidates it would pick from:

* in a turn (nothing left to place): the attacks, from the seat's stacks to the enemy
  territories next to them, rated as the autopilot rates them (``autopilot.odds``, ``aim``:
  its own mission's targets first), the cards the autopilot would play, a mage where its
  generals are the stronger, and the troop moves from the rear to the front;
* placing and buying: a whole batch at once (as many as fit) instead of one piece per action,
  on the front where the autopilot puts them, so a playout takes fewer moves;
* everything else (setup choices, a fallen capital, the defender's engines): the autopilot.

Every action it returns is one that ``legal_actions`` lists (tests/engine/worldwar/
test_rollout.py checks it over whole games). Measured at 5 players (CPU time, a shared and
busy machine; 40 games, both editions): the autopilot 219 µs per move, 458 moves, 100 ms a
game; this policy 163 µs, 341 moves, 55 ms a game. One seat of it among four autopilots won
21 % of 100 games and 26 % of 40 (fair share 20 %): no weaker.
"""

from __future__ import annotations

import random
from typing import Any, Final

from bot.engine.base import Action
from bot.games.worldwar.engine import autopilot
from bot.games.worldwar.engine.actions import (
    buy_list,
    force,
    force_of,
    kit_options,
    place_options,
    supply_units,
    waiting_for,
)
from bot.games.worldwar.engine.battle import CANNON, HORSE, SOLDIER, Stack
from bot.games.worldwar.engine.cards import card_options
from bot.games.worldwar.engine.continent_troops import pending, troops_options
from bot.games.worldwar.engine.sorcery import SUMMON_UNITS, can_summon
from bot.games.worldwar.engine.state import (
    ATTACK_COST,
    CAPITAL_ROUND,
    PRICES,
    SORTED_LINKS,
    SORTED_NEIGHBOURS,
    State,
    connected,
    front,
    room,
    sea_closed,
    stack,
)

BUY_SHARE = 0.85  # the autopilot's chance to buy again rather than end its shopping
# What a purchase is, a well-tower or not (autopilot.TOWER_SHARE), as buy_list's kinds.
TOWER: Final = ("tower",)
NOT_TOWER: Final = tuple(kind for kind in PRICES if kind != "tower")


def choose(state: State, seat: int, rng: random.Random) -> Action:
    phase = state["phase"]
    if phase == "turn" and not pending(state) and not supply_units(state, seat):
        return turn(state, seat, rng)
    if phase in ("setup", "turn", "buy"):
        batch = placing(state, seat, rng)
        if batch is not None:
            return batch
    return autopilot.choose(state, seat, rng)


def placing(state: State, seat: int, rng: random.Random) -> Action | None:
    """A whole batch to place or buy where the autopilot would put one piece (None: the
    autopilot's own choice, for the setup's other choices and the end of shopping)."""
    # The kinds of legal_actions this reads (places, builds, buys, the setup's choices), each
    # listed alone: listing the rest (a turn's moves and attacks) cost a sixth of a playout.
    waiting = seat in waiting_for(state)
    phase, info = state["phase"], state["seats"][seat]
    if phase == "setup" and waiting and (info["offer"] or info["lord_offer"]):
        return None  # a mission or lord card to keep first
    places = place_actions(state, seat) if waiting else []
    if places:
        if pending(state):  # a continent's soldiers to its most threatened border, all at once
            return max(places, key=lambda a: (autopilot.threat(state, seat, a["a"]), a["s"]))
        return _batch(state, seat, places, rng)
    if phase != "buy" or (waiting and kit_options(state, seat)):
        return None
    towers = rng.random() < autopilot.TOWER_SHARE
    buys = buy_list(state, seat, TOWER if towers else NOT_TOWER) if waiting else []
    if buys and rng.random() < BUY_SHARE:
        return _batch(state, seat, buys, rng)
    return {"t": "done"}


def place_actions(state: State, seat: int) -> list[Action]:
    """The place actions ``legal_actions`` lists for a seat it waits for, in its order, without
    listing the rest (tests/engine/worldwar/test_cheap_reads.py checks it): the setup's and
    the buying's pieces, a turn's continent soldiers or else its supply's pieces."""
    phase = state["phase"]
    if phase == "setup":
        return place_options(state, seat)
    if phase == "turn":
        # turn_options: the continent's soldiers first, then the supply's pieces if any fit
        raised = troops_options(state, seat)
        if raised:
            return raised
        return place_options(state, seat) if supply_units(state, seat) else []
    if phase == "buy":
        return place_options(state, seat) if supply_units(state, seat) else []
    return []  # the other phases list no place action


def _batch(state: State, seat: int, picks: list[Action], rng: random.Random) -> Action:
    """The autopilot's pick of one piece (at random, on the front), made as big a batch of
    that piece there as the rules allow."""
    # each territory asked once: the picks list several counts and pieces per territory
    at_front = {tid: front(state, seat, tid) for tid in {a["a"] for a in picks}}
    fronts = [a for a in picks if at_front[a["a"]]] or picks
    one = rng.choice(fronts)
    where, kind = one["a"], _kind(one)  # read once, not per action compared
    same = [a for a in fronts if a["a"] == where and _kind(a) == kind]
    return max(same, key=lambda a: a.get("n", 0) + sum(a.get(f, 0) for f in "shc"))


def _kind(action: Action) -> str:
    """What a place or buy action adds: the unit bought, or the piece field placed."""
    return str(action.get("u") or next(f for f in "shc" if f in action))


def turn(state: State, seat: int, rng: random.Random) -> Action:
    """The autopilot's turn (cards, attacks, a mage, troop moves, end) from its candidates."""
    info, now = state["seats"][seat], state["turn"]
    can_attack = now["step"] == "attack" and now["ap"] >= ATTACK_COST
    weighed: list[tuple[Action, int]] | None = None
    if now["ap"] > autopilot.CARD_RESERVE and info["hand"]:
        cards = card_options(state, seat)
        # The autopilot's play_card, with the attacks listed only when a dice card asks
        # whether a good one is there: a third of a playout's steps play a card, and most
        # of those would list the attacks for nothing (the list draws nothing from rng).
        good_attack = False
        if any(autopilot.for_attack(card) for card in cards):
            weighed = _weighed(state, seat) if can_attack else []
            good_attack = any(odds >= autopilot.MARGIN for _, odds in weighed)
        card = autopilot.pick_card(state, seat, cards, good_attack, rng)
        if card is not None:
            return card
    if weighed is None:
        weighed = _weighed(state, seat) if can_attack else []
    # (attack, odds): the odds as _weighed counted them, for the filter and the rating
    rated = [(a, odds) for a, odds in weighed if not a.get("m")]
    good = [(a, odds) for a, odds in rated if odds >= autopilot.MARGIN]
    if good:
        # aim read once per target (attacks from several places often share one; it draws
        # nothing from rng, so the draws below stay the same)
        aims = {a["b"]: 0.0 for a, _ in good}
        for dst in aims:
            aims[dst] = autopilot.aim(state, seat, dst)
        best = max(good, key=lambda pair: (aims[pair[0]["b"]] + pair[1] / 4, rng.random()))
        return best[0]
    summon = autopilot.duel_pick(state, seat, [a for a, _ in weighed], rng)
    if summon is not None:
        return summon
    if now["moves"] < autopilot.MAP_MOVES:
        moves = _moves(state, seat)
        if moves:
            return rng.choice(moves)
    return {"t": "end"}


def _attacks(state: State, seat: int) -> list[Action]:
    """The attacks the autopilot would weigh, as ``legal_actions`` lists them (everything but
    one unit sent, the catapults along): with the dice where they clearly outnumber the
    defence (``autopilot.MARGIN``), with a mage where the defence is small enough for a duel
    (``autopilot.DUEL_TARGET``)."""
    return [attack for attack, _ in _weighed(state, seat)]


def _weighed(state: State, seat: int) -> list[tuple[Action, int]]:
    """:func:`_attacks`, each with its ``autopilot.odds``: the numbers it is kept by are the
    odds, so they are handed on rather than counted again from the action. The numbers are
    checked before the rules (``barred``, read as :func:`closed`): most pairs fail them, and
    they cost far less."""
    out: list[tuple[Action, int]] = []
    board, lord = state["map"], state["seats"][seat]["lord"]
    capitals = {info["capital"] for info in state["seats"]}
    shut, truced = closed(state, seat)
    linked = SORTED_NEIGHBOURS if sea_closed(state) else SORTED_LINKS  # sorted_links, read once
    margin, duel_target = autopilot.MARGIN, autopilot.DUEL_TARGET
    for src, cell in board.items():
        if cell["o"] != seat or src in capitals:
            continue
        # the pieces read off the stored stack, without building a Stack (see force), and
        # their units as units_of counts them
        here = cell["u"]
        s, h, c = here.get("soldiers", 0), here.get("horses", 0), here.get("cannons", 0)
        units = s * SOLDIER + h * HORSE + c * CANNON
        if units < 2:
            continue
        # autopilot.sent(force_of(...)): all but the piece force_of keeps back (a soldier if
        # there is one, else a horse, else a cannon); the fields are built only for a listed
        # attack (most places list none)
        troops = units - (SOLDIER if s else HORSE if h else CANNON)
        if not troops:
            continue
        fields: dict[str, Any] | None = None
        catapults = cell["k"]
        summons = can_summon(troops)  # the same for every target
        for dst in linked[src]:
            there = board[dst]
            enemy = there["o"]  # each field of the cell read once: every pair reads them
            if enemy == seat:
                continue
            # units_of(there["u"]), inlined: the playouts' most frequent read (every pair)
            theirs = there["u"]
            held = (
                theirs.get("soldiers", 0) * SOLDIER
                + theirs.get("horses", 0) * HORSE
                + theirs.get("cannons", 0) * CANNON
                - 3 * catapults
            )
            towers = 5 * there["w"]
            odds = troops - held - towers  # autopilot.odds of the attack listed
            dice = odds >= margin
            duel = (
                summons
                and enemy is not None
                and 0 < held <= duel_target
                and troops - towers >= SUMMON_UNITS
            )
            if not (dice or duel) or dst in shut or enemy in truced:
                continue
            if fields is None:
                fields = force_of(s, h, c, lord == src)
                if catapults:
                    fields["k"] = catapults  # after the pieces, as the listing puts it
            if dice:
                out.append(({"t": "attack", "a": src, "b": dst, **fields}, odds))
            if duel:
                out.append(({"t": "attack", "a": src, "b": dst, **fields, "m": 1}, odds))
    return out


def closed(state: State, seat: int) -> tuple[frozenset[str], frozenset[int]]:
    """What ``barred`` refuses of a pair ``_attacks`` weighs (from a territory of the seat's
    that is no capital, to a linked one it does not hold; the sea's closure is in the links):
    the capitals while they may not be attacked, and the seats whose truce shields them from
    this one. Read once per listing, not per pair (tests/engine/worldwar/test_cheap_reads.py
    checks it against ``barred``)."""
    seats = state["seats"]
    early = state["round"] < CAPITAL_ROUND or bool(state["fx"]["ceasefire"])
    shut = frozenset(info["capital"] for info in seats if info["capital"]) if early else frozenset()
    truced = frozenset(enemy for enemy, info in enumerate(seats) if seat in info["truce"])
    return shut, truced


def _moves(state: State, seat: int) -> list[Action]:
    """Whole stacks (all but one unit) from a rear territory to a front one with room: the
    troop moves the autopilot makes."""
    out: list[Action] = []
    board, lord = state["map"], state["seats"][seat]["lord"]
    capitals = {info["capital"] for info in state["seats"]}
    for src, cell in board.items():
        if cell["o"] != seat or src in capitals or front(state, seat, src):
            continue
        here = stack(state, src)
        if here.units < 2:
            continue
        fields = force(here, lord == src)
        whole = Stack(fields.get("s", 0), fields.get("h", 0), fields.get("c", 0)).units
        if whole <= 1:
            continue
        for dst in sorted(connected(state, seat, src) - {src}):
            if dst in capitals or not front(state, seat, dst) or room(state, dst) < whole:
                continue
            out.append({"t": "move", "a": src, "b": dst, **fields})
    return out
