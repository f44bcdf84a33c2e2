"""Collecting resources instead of following.

Each occupied region yields one resource, however many meeples stand there: plains food,
mountains ore, forest mana (capital regions likewise, by their terrain). A region where the
seat has a searching (laid down) meeple gives one free pick of any resource instead; standing
meeples in ruins give nothing. A seat down to one meeple on the map gets one more free pick.
Powers add to it (``terrain_bonus``, ``ruins_bonus``, ``collect_bonus``). Tracks stop at 9.

The free picks are part of the action (``{"t": "collect", "f": 1, "m": 0, "o": 1}``), so a
player chooses them together with the decision to collect, in the same sealed choice.
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Event, RuleError
from bot.engine.tek.content import RESOURCES, YIELD
from bot.engine.tek.powers import collect_bonus, ruins_bonus, terrain_bonus
from bot.engine.tek.state import State, board, gain, on_map, regions_of, searching


def income(state: State, seat: int) -> tuple[dict[str, int], int]:
    """(the fixed yield per resource, the number of free picks) of a collect now."""
    terrain = board(state).terrain
    fixed = dict.fromkeys(RESOURCES, 0)
    picks = 0
    for rid in regions_of(state, seat):
        kind = terrain[rid]
        if kind == "ruins":
            if searching(state, rid, seat):
                picks += 1 + ruins_bonus(state, seat)
        elif kind is not None:
            fixed[YIELD[kind]] += 1 + terrain_bonus(state, seat, kind)
    if on_map(state, seat) == 1:
        picks += 1
    for res, n in collect_bonus(state, seat):
        fixed[res] += n
    return fixed, picks


def collect_actions(state: State, seat: int) -> list[dict[str, Any]]:
    """Every way to collect now: one action per multiset of free picks."""
    _fixed, picks = income(state, seat)
    if picks == 0:
        return [{"t": "collect"}]
    return [
        {"t": "collect", "f": f, "m": m, "o": picks - f - m}
        for f in range(picks + 1)
        for m in range(picks - f + 1)
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
    fixed, _picks = income(state, seat)
    chosen = picks_of(action)
    got = {res: gain(state, seat, res, fixed[res] + chosen[res]) for res in RESOURCES}
    return [Event("tek-ev-collect", {"seat": seat, **got})]
