"""The shape of a World War state and the small helpers every other module reads it with.

The state is plain JSON (bot/games/worldwar/rules.md, "Engine contract"). A territory holds its
owner, its pieces as a :class:`battle.Stack` JSON (soldiers, horses, cannons), its catapults
``k`` and well-towers ``w``. Each seat keeps two ledgers, ``gained``/``lost`` for combat units
and ``eng_gained``/``eng_lost`` for siege engines, so the invariant "every unit is on the map,
in supply or counted lost" can be checked after every action without replaying the game.
The two lord skills these helpers ask (``cap`` in :func:`limit`, ``discount`` in :func:`price`)
are read by :mod:`bot.games.worldwar.engine.skills`, below this module, so nothing imports back.
"""

from __future__ import annotations

from typing import Any, Final

from bot.engine.base import RuleError
from bot.games.worldwar.engine.battle import (
    CANNON,
    CAPITAL_LIMIT,
    ENGINES_PER_CITY,
    HORSE,
    SOLDIER,
    TERRITORY_LIMIT,
    Stack,
    take_losses,
    units_of,
)
from bot.games.worldwar.engine.content.decks import COLOURS
from bot.games.worldwar.engine.content.map import WorldMap, world
from bot.games.worldwar.engine.skills import cap_bonus, discount

State = dict[str, Any]

ROUNDS: Final = 6
ACTION_POINTS: Final = 8
ATTACK_COST: Final = 1
RELOCATE_COST: Final = 2
CAPITAL_ROUND: Final = 3  # capitals may be attacked from this round on
START_GRAIN: Final = 200
GENERALS: Final = 12
HAND: Final = 6
FREE_SOLDIERS: Final = 3  # round 1 only
GARRISON: Final = 15  # a capital's own soldiers
REPARATIONS: Final = 200
CEDED: Final = 2
RANSOM: Final = 100
START_PIECES: Final = {4: (15, 6), 5: (15, 5)}  # soldiers, horses per player
PRICES: Final = {"soldier": 20, "horse": 80, "cannon": 150, "catapult": 100, "tower": 100}
PIECE_UNITS: Final = {"soldier": 1, "horse": 5, "cannon": 10}
PIECE_FIELD: Final = {"soldier": "soldiers", "horse": "horses", "cannon": "cannons"}
ENGINE_FIELD: Final = {"catapult": "k", "tower": "w"}
SCORE_MISSION: Final = 100
SCORE_LORD: Final = 50
SCORE_CAPITAL: Final = 50
SCORE_ENGINE: Final = 5
CARD_COST: Final = 1  # action points to play a domestic-affairs card
EVENTS_PER_ROUND: Final = 2

MAP: Final[WorldMap] = world()


def err(code: str, **params: Any) -> RuleError:
    """A refusal whose code is a ``ww-err-*`` catalog key."""
    return RuleError(f"ww-err-{code}", **params)


def colour(seat: int) -> str:
    return COLOURS[seat]


def stack(state: State, tid: str) -> Stack:
    return Stack.from_json(state["map"][tid]["u"])


def set_stack(state: State, tid: str, value: Stack) -> None:
    state["map"][tid]["u"] = value.to_json()


def add(a: Stack, b: Stack) -> Stack:
    return Stack(a.soldiers + b.soldiers, a.horses + b.horses, a.cannons + b.cannons)


def sub(a: Stack, b: Stack) -> Stack:
    """``a`` less the pieces ``b``; raises (negative pieces) if ``a`` lacks them."""
    return Stack(a.soldiers - b.soldiers, a.horses - b.horses, a.cannons - b.cannons)


def owner(state: State, tid: str) -> int | None:
    value = state["map"][tid]["o"]
    return None if value is None else int(value)


def owned(state: State, seat: int) -> list[str]:
    """The seat's territories in map order."""
    board = state["map"]  # read once: asked for every seat at every step of a playout
    return [tid for tid in MAP.territories if board[tid]["o"] == seat]


def holds_any(state: State, seat: int) -> bool:
    """``bool(owned(state, seat))``, stopping at the first territory found: whether the seat
    still holds land is asked after every conquest (a bot's playouts make thousands)."""
    for cell in state["map"].values():  # noqa: SIM110 (a plain loop: cheaper than any())
        if cell["o"] == seat:
            return True
    return False


def holdings(state: State) -> dict[int | None, list[str]]:
    """Every seat's territories (``owned`` of each seat, unowned ones under None), read in one
    pass over the map: for the mission checks, which ask it of every seat after every action.
    In the stored map's order, not the map's (those checks count and compare sets)."""
    found: dict[int | None, list[str]] = {}
    for tid, cell in state["map"].items():
        found.setdefault(cell["o"], []).append(tid)  # the key as stored, as ``owned`` compares
    return found


def is_capital(state: State, tid: str) -> bool:
    # A plain loop that stops at the first match: asked about every territory in every
    # playout, and cheaper than building the list of capitals or a generator (any()).
    for info in state["seats"]:  # noqa: SIM110
        if info["capital"] == tid:
            return True
    return False


# Each continent's territories as a set, made once (every playout step checks the missions).
CONTINENT_LANDS: Final = {c.id: frozenset(c.territories) for c in MAP.continents.values()}


def continents_held(state: State, seat: int, mine: list[str] | None = None) -> list[str]:
    """The continents whose every territory the seat holds (``mine``: its territories, when
    the caller has them already)."""
    held = set(owned(state, seat) if mine is None else mine)
    return [cid for cid, lands in CONTINENT_LANDS.items() if lands <= held]


def capital_of(state: State, tid: str) -> int | None:
    for seat, info in enumerate(state["seats"]):
        if info["capital"] == tid:
            return seat
    return None


def limit(state: State, tid: str) -> int:
    """Units the territory may hold: 12, a capital 15 (ruling B7), more where a lord with the
    ``cap`` skill stands (ruling W30)."""
    base = CAPITAL_LIMIT if is_capital(state, tid) else TERRITORY_LIMIT
    return base + cap_bonus(state, tid)


def room(state: State, tid: str) -> int:
    """Units that still fit; never below 0 (a lord with the ``cap`` skill who left a stack
    above 12 leaves it there, ruling W30)."""
    return max(0, limit(state, tid) - units_of(state["map"][tid]["u"]))


def own_rooms(state: State, seat: int) -> list[tuple[str, int, bool]]:
    """The seat's territories in map order (``owned``), each with its ``room`` and whether it
    is a capital (``is_capital``): the capitals and the seat's lord read once, not per
    territory (listing what to place or buy asks them at every step of a bot's playouts)."""
    board = state["map"]
    capitals = {info["capital"] for info in state["seats"]}
    lord = state["seats"][seat]["lord"]
    out: list[tuple[str, int, bool]] = []
    for tid in MAP.territories:
        cell = board[tid]
        if cell["o"] != seat:
            continue
        capital = tid in capitals
        most = CAPITAL_LIMIT if capital else TERRITORY_LIMIT
        if tid == lord:  # cap_bonus is 0 anywhere the owner's lord is not
            most += cap_bonus(state, tid)
        # units_of(cell["u"]) and max(0, ...), inlined: a playout asks this at most steps
        here = cell["u"]
        space = (
            most
            - here.get("soldiers", 0) * SOLDIER
            - here.get("horses", 0) * HORSE
            - here.get("cannons", 0) * CANNON
        )
        out.append((tid, space if space > 0 else 0, capital))
    return out


def engine_room(state: State, tid: str, kind: str) -> int:
    return ENGINES_PER_CITY - state["map"][tid][ENGINE_FIELD[kind]]


def alive(state: State) -> list[int]:
    return [seat for seat, info in enumerate(state["seats"]) if not info["out"]]


def lord_at(state: State, tid: str) -> int | None:
    """The seat whose lord token stands on ``tid``, if any."""
    for seat, info in enumerate(state["seats"]):
        if info["lord"] == tid:
            return seat
    return None


# Each territory's links (land and sea), looked up without the map's Territory objects.
LINKS: Final = {t.id: t.links for t in MAP.territories.values()}


def front(state: State, seat: int, tid: str) -> bool:
    """A front territory: one step (land or sea) from a territory another player holds."""
    board = state["map"]  # a plain loop: asked about every territory in every playout
    for other in LINKS[tid]:
        value = board[other]["o"]
        # compared without int(): the state stores every owner as a whole number (or None)
        if value is not None and value != seat:
            return True
    return False


def price(state: State, seat: int, kind: str) -> int:
    """This round's price of ``kind`` for ``seat``: the list price, the political events'
    changes, the seat's discount cards and its lord's ``discount`` skill, never below 0."""
    change = state["fx"]["price"].get(kind, 0) - state["seats"][seat]["discount"].get(kind, 0)
    return max(0, PRICES[kind] + change - discount(state, seat, kind))


def sea_closed(state: State) -> bool:
    """A political event (``sea_closed``) shuts every sea link for the current round."""
    return bool(state["fx"]["sea"])


def links(state: State, tid: str) -> frozenset[str]:
    """Territories one step away, without the sea links while the sea is closed."""
    here = MAP.territories[tid]
    return here.neighbours if sea_closed(state) else here.links


# ``links`` in sorted order, sorted once: the playouts list attacks in this order at every step.
SORTED_LINKS: Final = {t.id: tuple(sorted(t.links)) for t in MAP.territories.values()}
SORTED_NEIGHBOURS: Final = {t.id: tuple(sorted(t.neighbours)) for t in MAP.territories.values()}


def sorted_links(state: State, tid: str) -> tuple[str, ...]:
    """``sorted(links(state, tid))``, without sorting."""
    return SORTED_NEIGHBOURS[tid] if sea_closed(state) else SORTED_LINKS[tid]


def steps(state: State, seat: int, start: str) -> dict[str, int]:
    """Own territories reached from ``start`` through own territories, with the fewest steps
    (troop moves go any distance; the extra moves of a card count steps)."""
    mine = set(owned(state, seat))
    seen = {start: 0}
    todo = [start]
    while todo:
        here = todo.pop(0)
        for other in links(state, here):
            if other in mine and other not in seen:
                seen[other] = seen[here] + 1
                todo.append(other)
    return seen


def connected(state: State, seat: int, start: str) -> set[str]:
    """Own territories reached from ``start`` through own territories (for troop moves)."""
    return set(steps(state, seat, start))


def split(source: Stack, units: int) -> tuple[Stack, Stack]:
    """Take ``units`` combat units off ``source``: (taken, left), soldiers first (ruling B6).

    A horse or cannon broken on the way gives its change to what is left, so the units always
    add up; the taken part is rebuilt as horses and soldiers.
    """
    left = take_losses(source, units)
    return Stack(units % 5, units // 5, 0), left


def seat_units(state: State, seat: int, mine: list[str] | None = None) -> int:
    """Combat units the seat has on the map, in supply, in a battle awaiting a choice and
    raised by its continents but not yet placed (the turn's ``continent_troops``, ruling W37).
    ``mine``: the seat's territories, when the caller has them already."""
    board = state["map"]  # units_of: no Stack built (each sampled state counts every seat's)
    if mine is None:
        mine = owned(state, seat)
    total = sum(units_of(board[tid]["u"]) for tid in mine)
    total += Stack.from_json(state["seats"][seat]["supply"]).units
    turn = state.get("turn")
    if turn and turn["seat"] == seat:
        total += sum((turn.get("continent_troops") or {}).values())
    if pending_force_of(state, seat):
        total += Stack.from_json(state["pending"]["force"]).units
    return total


def seat_engines(state: State, seat: int, mine: list[str] | None = None) -> int:
    """Siege engines the seat has on the map, in its kit and in a battle awaiting a choice
    (``mine``: the seat's territories, when the caller has them already)."""
    if mine is None:
        mine = owned(state, seat)
    total = sum(state["map"][t]["k"] + state["map"][t]["w"] for t in mine)
    total += sum(state["seats"][seat]["kit"].values())
    if pending_force_of(state, seat):
        total += state["pending"]["k"]
    return total


def pending_force_of(state: State, seat: int) -> bool:
    """Whether ``seat``'s attacking force (pieces ``force``, catapults ``k``) is off the map in
    a pending choice: a fallen capital's conqueror, or an attacker waiting for the defender's
    sacrifice (W25)."""
    pending = state.get("pending") or {}
    return seat in (pending.get("conqueror"), pending.get("attacker"))


def gain_units(state: State, seat: int, units: int) -> None:
    state["seats"][seat]["gained"] += units


def lose_units(state: State, seat: int, units: int) -> None:
    state["seats"][seat]["lost"] += units
