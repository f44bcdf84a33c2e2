"""Faction powers: data in content/factions.json, read here through small hooks.

A faction's power *i* works from magic level *i + 1* on and stays (levels are never lost).
Levels 1-4 bend a rule; the rule modules ask these hooks instead of knowing any faction, so
adding a faction is a JSON edit. Level 5 is a scoring bonus (:func:`level_five`).

Meaning of each kind (the parameters are the JSON fields):

``war_bonus {n, when}``     +n to every non-zero bid when attacking / defending / in any war
``war_rate {res, n}``       each unit of ``res`` bid counts n points (instead of m 2, o 1, f 0)
``cross {edge}``            patrols and flights may cross ``river`` or ``cliff`` borders
``unseal``                  quests may leave and enter sealed regions
``collect_bonus {res, n}``  each collect also gains n of ``res``
``terrain_bonus {terrain, n}``  each such region yields 1 + n when collecting
``ruins_bonus {n}``         each searching region gives 1 + n free picks when collecting
``trade_bonus {n}``         a trade also gains n more of what was received
``build_discount {n}``      building costs n ore less
``expand_discount {n}``     expanding costs n food less
``follow_gain {res, n}``    each followed action (not a collect) also gains n of ``res``
``stack {n}``               up to n meeples of the colour in one region (instead of 2)
``free_flight``             fleeing a lost war costs no food
``tie_win``                 the seat's bid wins ties when attacking too
``ally_gain {res, n}``      making or keeping an alliance (two white flags) gains n of ``res``

Several powers of one kind add up (two ``war_bonus`` give both).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.tek.engine.content import MAX_MAGIC, STACK, faction, factions
from bot.games.tek.engine.state import State

BASE_RATES = {"f": 0, "m": 2, "o": 1}


def powers(state: State, seat: int) -> list[dict[str, Any]]:
    """The rule powers (levels 1-4) the seat has unlocked."""
    fid = state["seats"][seat]["faction"] if seat >= 0 else None
    if fid is None:
        return []
    level = min(state["seats"][seat]["magic"], MAX_MAGIC - 1)
    return list(faction(fid)["powers"][:level])


@dataclass(frozen=True)
class Unlocked:
    """A faction's rule powers up to one magic level, sorted by kind once."""

    listed: list[dict[str, Any]]  # the faction's list of powers they were read from
    kinds: dict[str, tuple[dict[str, Any], ...]]  # kind -> its powers, in the faction's order
    totals: dict[str, int]  # kind -> its powers' ``n`` added up (for the hooks that add them)
    stack: int  # meeples of the colour a region may hold
    terrain: Mapping[str, int]  # terrain -> its ``terrain_bonus`` (only terrains that have one)
    war: dict[str, int]  # role -> its ``war_bonus``, filled in as the roles are asked
    rates: dict[str, int]  # resource -> points a unit of it bids (``war_rates``)
    collect: tuple[tuple[str, int], ...]  # the ``collect_bonus`` gains, (res, n)


# a seat before the factions are dealt
NONE = Unlocked([], {}, {}, STACK, {}, {}, dict(BASE_RATES), ())
# (faction id, level) -> the powers unlocked at that level
_UNLOCKED: dict[tuple[str, int], Unlocked] = {}


def unlocked(state: State, seat: int) -> Unlocked:
    """The seat's unlocked rule powers. Remembered per faction and level: the bots' playouts
    ask hundreds of thousands of times a decision. An entry holds the faction's list it was
    read from and is used only while the faction still has that very list (tests register
    factions of their own under reused names)."""
    if seat < 0:
        return NONE
    info = state["seats"][seat]
    fid = info["faction"]
    if fid is None:
        return NONE
    level = info["magic"]
    if level >= MAX_MAGIC:
        level = MAX_MAGIC - 1  # level 5 is the scoring bonus, not a rule power
    listed = factions()[fid]["powers"]
    known = _UNLOCKED.get((fid, level))
    if known is None or known.listed is not listed:
        known = _sort_out(listed, level)
        _UNLOCKED[(fid, level)] = known
    return known


def _sort_out(listed: list[dict[str, Any]], level: int) -> Unlocked:
    kinds: dict[str, list[dict[str, Any]]] = {}
    for power in listed[:level]:
        kinds.setdefault(power["kind"], []).append(power)
    terrain: dict[str, int] = {}
    for power in kinds.get("terrain_bonus", []):
        terrain[power["terrain"]] = terrain.get(power["terrain"], 0) + power["n"]
    rates = dict(BASE_RATES)
    for power in kinds.get("war_rate", []):
        rates[power["res"]] = power["n"]  # a later power of the kind overrides an earlier one
    return Unlocked(
        listed=listed,
        kinds={kind: tuple(found) for kind, found in kinds.items()},
        totals={kind: sum(p.get("n", 0) for p in found) for kind, found in kinds.items()},
        stack=max([STACK, *(p["n"] for p in kinds.get("stack", []))]),
        terrain=terrain,
        war={},
        rates=rates,
        collect=tuple((p["res"], p["n"]) for p in kinds.get("collect_bonus", [])),
    )


def of_kind(state: State, seat: int, kind: str) -> tuple[dict[str, Any], ...]:
    """The seat's unlocked rule powers of ``kind``, in the faction's order."""
    return unlocked(state, seat).kinds.get(kind, ())


def _total(state: State, seat: int, kind: str) -> int:
    """The ``n`` of the seat's unlocked powers of ``kind``, added up (0 without one)."""
    return unlocked(state, seat).totals.get(kind, 0)


def has(state: State, seat: int, kind: str) -> bool:
    return kind in unlocked(state, seat).kinds


def level_five(state: State, seat: int) -> dict[str, Any] | None:
    """The level-5 scoring bonus, once the seat's magic is at level 5."""
    fid = state["seats"][seat]["faction"]
    if fid is None or state["seats"][seat]["magic"] < MAX_MAGIC:
        return None
    bonus: dict[str, Any] = faction(fid)["powers"][MAX_MAGIC - 1]
    return bonus


# --- war -------------------------------------------------------------------------------------


def war_bonus(state: State, seat: int, role: str) -> int:
    """Free points added to a non-zero bid; ``role`` is ``attack`` or ``defend``."""
    powers = unlocked(state, seat)
    if role not in powers.war:
        found = powers.kinds.get("war_bonus", ())
        powers.war[role] = sum(p["n"] for p in found if p["when"] in (role, "any"))
    return powers.war[role]


def war_rates(state: State, seat: int) -> dict[str, int]:
    return dict(unlocked(state, seat).rates)  # a copy: views hand it out


def tie_win(state: State, seat: int) -> bool:
    return has(state, seat, "tie_win")


def free_flight(state: State, seat: int) -> bool:
    return has(state, seat, "free_flight")


def ally_gains(state: State, seat: int) -> list[tuple[str, int]]:
    return [(p["res"], p["n"]) for p in of_kind(state, seat, "ally_gain")]


# --- moving ----------------------------------------------------------------------------------


def crosses(state: State, seat: int) -> frozenset[str]:
    """Border kinds the seat's patrols and flights may cross."""
    return frozenset({"land"} | {p["edge"] for p in of_kind(state, seat, "cross")})


def unsealed(state: State, seat: int) -> bool:
    return has(state, seat, "unseal")


def stack_limit(state: State, seat: int) -> int:
    if seat < 0:
        return 1
    return unlocked(state, seat).stack


# --- economy ---------------------------------------------------------------------------------


def collect_bonus(state: State, seat: int) -> list[tuple[str, int]]:
    return list(unlocked(state, seat).collect)


def terrain_bonus(state: State, seat: int, terrain: str) -> int:
    return sum(p["n"] for p in of_kind(state, seat, "terrain_bonus") if p["terrain"] == terrain)


def terrain_bonuses(state: State, seat: int) -> Mapping[str, int]:
    """Terrain -> :func:`terrain_bonus`, for the terrains that have one (a collect asks about
    every terrain it yields from). Shared by every seat of the faction and level: read only."""
    return unlocked(state, seat).terrain


def ruins_bonus(state: State, seat: int) -> int:
    return _total(state, seat, "ruins_bonus")


def trade_bonus(state: State, seat: int) -> int:
    return _total(state, seat, "trade_bonus")


def build_discount(state: State, seat: int) -> int:
    return _total(state, seat, "build_discount")


def expand_discount(state: State, seat: int) -> int:
    return _total(state, seat, "expand_discount")


def follow_gains(state: State, seat: int) -> list[tuple[str, int]]:
    return [(p["res"], p["n"]) for p in of_kind(state, seat, "follow_gain")]
