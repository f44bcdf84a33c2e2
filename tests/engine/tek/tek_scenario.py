"""Small hand-made positions for Tiny Epic Kingdoms rule tests.

Every seat plays the test card ``T`` on face 0 (so the tests do not depend on the designer's
cards, which may still change). In slot ``s`` its regions are ``s*10 + 1..7``::

      1 P*    2 M             P plains, M mountains, F forest, R ruins, * capital
    3 F   4 P   5 R           borders: 1-3 river, 2-5 cliff, the rest land
      6 M   7 F               7 is sealed (no quest into or out of it)

With two players slot 2 is the Lost Kingdom (ids 21..27), a neutral on each region unless
told otherwise. Factions ``plain0``..``plain4`` have no power below magic level 1;
:func:`give` hands a seat a faction with the powers a test needs.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.base import Event, setup_rng
from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.engine import content
from bot.games.tek.engine.state import State, add_meeple, new_state

FACE = {"terrain": "PMFPRMF", "capital": 1, "river": [[1, 3]], "cliff": [[2, 5]], "sealed": [7]}
OTHER_FACE = {"terrain": "FFPPMMR", "capital": 3, "river": [], "cliff": [], "sealed": []}
NOTHING = {"kind": "trade_bonus", "n": 0}  # a power that changes nothing
PLAIN_POWERS = [NOTHING] * 4 + [{"kind": "score_flat", "n": 0}]
RNG = setup_rng(0)

_patch: pytest.MonkeyPatch | None = None


def install(monkeypatch: pytest.MonkeyPatch) -> None:
    global _patch
    _patch = monkeypatch
    monkeypatch.setitem(content.cards(), "T", [FACE, OTHER_FACE])
    for seat in range(5):
        fid = f"plain{seat}"
        plain = {"id": fid, "magic": [1, 2, 3, 4, 5], "powers": PLAIN_POWERS}
        monkeypatch.setitem(content.factions(), fid, plain)


def game(
    players: int = 3,
    where: dict[int, list[Any]] | None = None,
    res: dict[int, tuple[int, int, int]] | None = None,
    leader: int = 0,
    neutrals: bool = True,
    quick: bool = False,
) -> State:
    """A game in phase ``act`` with ``leader`` to act. ``where`` maps a region id to its
    meeples: a seat (laid down if the region is ruins) or a ``(seat, down)`` pair.
    ``res`` gives a seat's (food, mana, ore); by default 3/2/1. ``quick``: the table option
    ``quick_follow`` (followers choose at once, sealed); off, they are asked in turn."""
    slots: list[dict[str, Any]] = [{"card": "T", "face": 0, "owner": s} for s in range(players)]
    if players == 2:
        slots.append({"card": "T", "face": 0, "owner": None})
    options = {"deal_factions": True, "exploration": False, "quick_follow": quick}
    state = new_state(players, options, slots)
    for seat, info in enumerate(state["seats"]):
        info["faction"] = f"plain{seat}"
        info["ready"] = {"side": True, "stock": True, "home": True}
        f, m, o = (res or {}).get(seat, (3, 2, 1))
        info["res"] = {"f": f, "m": m, "o": o}
    where = dict(where or {})
    if players == 2 and neutrals:
        for rid in range(21, 28):
            where.setdefault(rid, [-1])
    for rid, people in where.items():
        for person in people:
            seat, down = person if isinstance(person, tuple) else (person, rid % 10 == 5)
            add_meeple(state, rid, seat, down)
    state["phase"] = "act"
    state["leader"] = state["first"] = leader
    return state


def give(
    state: State, seat: int, *powers: dict[str, Any], score: dict[str, Any] | None = None
) -> None:
    """Seat ``seat`` plays a faction whose first powers are ``powers`` (all unlocked: magic is
    set to their number, or to 5 with a ``score`` bonus)."""
    assert _patch is not None, "use the cards fixture"
    padded = list(powers) + [NOTHING] * (4 - len(powers))
    fid = f"test-{seat}-{len(content.factions())}"
    bonus = score or {"kind": "score_flat", "n": 0}
    _patch.setitem(
        content.factions(), fid, {"id": fid, "magic": [1] * 5, "powers": [*padded, bonus]}
    )
    state["seats"][seat]["faction"] = fid
    state["seats"][seat]["magic"] = 5 if score else len(powers)


def act(state: State, seat: int, action: dict[str, Any], rng: random.Random = RNG) -> list[Event]:
    events = tek.apply(state, seat, action, rng)
    tek.check_invariants(state)
    return events


DISPLAY_FIELDS = ("war", "got", "gain")  # in listed actions, for display only


def plain(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Listed actions without their display-only fields, as a player may type them."""
    return [{k: v for k, v in a.items() if k not in DISPLAY_FIELDS} for a in actions]


def keys(events: list[Event]) -> list[str]:
    return [event.key for event in events]


def meeples(state: State, rid: int) -> list[tuple[int, bool]]:
    return [(m["s"], m["down"]) for m in state["map"][str(rid)]]


def res(state: State, seat: int) -> tuple[int, int, int]:
    have = state["seats"][seat]["res"]
    return have["f"], have["m"], have["o"]


def collect_all(state: State, seats: list[int]) -> list[Event]:
    """Every listed seat collects (with its first listed choice of free picks)."""
    events: list[Event] = []
    for seat in seats:
        choice = next(a for a in tek.legal_actions(state, seat) if a["t"] == "collect")
        events += act(state, seat, choice)
    return events


def collect_round(state: State) -> list[Event]:
    """Every follower still to choose collects, in the order the game asks them (one after
    another in turn; all of them, lowest seat first, with quick follow)."""
    events: list[Event] = []
    while state["phase"] == "follow":
        events += collect_all(state, [min(tek.waiting_for(state))])
    return events
