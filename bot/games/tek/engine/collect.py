"""Collecting resources instead of following.

Each occupied region yields one resource, however many meeples stand there: plains food,
mountains ore, forest mana (capital regions likewise, by their terrain). A region where the
seat has a searching (laid down) meeple gives one free pick of any resource instead; standing
meeples in ruins give nothing. A seat down to one meeple on the map gets one more free pick.
Powers add to it (``terrain_bonus``, ``ruins_bonus``, ``collect_bonus``). Tracks stop at 9.

The free picks are part of the action (``{"t": "collect", "f": 1, "m": 0, "o": 1}``), so a
player chooses them together with the decision to collect, in the same sealed choice. The
listed collects also carry what they would gain (``"gain": {"f", "m", "o"}``, for display).
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Event, RuleError
from bot.games.tek.engine.content import MAX_RES, RESOURCES, YIELD
from bot.games.tek.engine.powers import collect_bonus, ruins_bonus, terrain_bonuses
from bot.games.tek.engine.state import State, board, gain, res_of
from bot.games.tek.engine.words import amount_params


def income(state: State, seat: int) -> tuple[dict[str, int], int]:
    """(the fixed yield per resource, the number of free picks) of a collect now."""
    terrain = board(state).terrain
    fixed = dict.fromkeys(RESOURCES, 0)
    picks = 0
    # The powers' bonuses, each looked up once (a view works out every seat's income).
    bonus = terrain_bonuses(state, seat)
    ruins: int | None = None
    # One walk over the map notes only the seat's own meeples: how many in each region and
    # where one is searching (the bots' playouts work out incomes tens of thousands of times).
    here: dict[str, int] = {}
    searching: set[str] = set()
    for key, group in state["map"].items():
        for m in group:
            if m["s"] == seat:
                here[key] = here.get(key, 0) + 1
                if m["down"]:
                    searching.add(key)
    for key in here:
        kind = terrain[int(key)]
        if kind == "ruins":
            if key in searching:
                if ruins is None:
                    ruins = ruins_bonus(state, seat)
                picks += 1 + ruins
        elif kind is not None:
            fixed[YIELD[kind]] += 1 + bonus.get(kind, 0)
    meeples = sum(here.values())
    if meeples == 1:
        picks += 1
    for res, n in collect_bonus(state, seat):
        fixed[res] += n
    return fixed, picks


def collect_gain(
    state: State, seat: int, chosen: dict[str, int], fixed: dict[str, int] | None = None
) -> dict[str, int]:
    """What a collect with the free picks ``chosen`` really gains now, each track stopping
    at 9 (``do_collect`` gains exactly this); ``fixed``: the :func:`income` yield, when the
    caller has it."""
    if fixed is None:
        fixed, _picks = income(state, seat)
    have = res_of(state, seat)
    return {
        res: max(0, min(fixed[res] + chosen.get(res, 0), MAX_RES - have[res])) for res in RESOURCES
    }


def collect_actions(
    state: State, seat: int, known: tuple[dict[str, int], int] | None = None
) -> list[dict[str, Any]]:
    """Every way to collect now: one action per multiset of free picks, each with what it
    would gain (``"gain"``, for display only: ``apply`` ignores it); ``known``: the
    :func:`income` now, when the caller has it."""
    fixed, picks = known or income(state, seat)
    ways = [
        {"f": f, "m": m, "o": picks - f - m} for f in range(picks + 1) for m in range(picks - f + 1)
    ]
    return [
        {"t": "collect", **(way if picks else {}), "gain": collect_gain(state, seat, way, fixed)}
        for way in ways
    ]


def picks_of(action: dict[str, Any]) -> dict[str, int]:
    picks = {}
    for res in RESOURCES:
        n = action.get(res, 0)
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise RuleError("tek-err-bad-action")
        picks[res] = n
    return picks


def collect_error(
    state: State, seat: int, action: dict[str, Any]
) -> tuple[str, dict[str, Any]] | None:
    _fixed, picks = income(state, seat)
    chosen = sum(picks_of(action).values())
    if chosen != picks:
        return "tek-err-picks", {"n": picks}
    return None


def do_collect(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    gained = collect_gain(state, seat, picks_of(action))
    got = {res: gain(state, seat, res, gained[res]) for res in RESOURCES}
    return [Event("tek-ev-collect", {"seat": seat, **amount_params(got)})]
