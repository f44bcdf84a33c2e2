"""What a seat can bid in a war, and how it pays exactly.

A bid's value is the points of its payment plus the faction's free points; a white flag (0)
pays nothing. Free points only ride on a bid that pays at least one point ("add free points
to non-zero bids"), and the value never passes 11 (the war die's highest face). The payment
must be worth the points *exactly*: with mana 2 and ore 1, three mana and no ore can bid 2,
4 or 6 points but not 5.

Listing every exact payment would flood the menus, so each value is offered with the payment
that spends most ore and the one that spends most mana (the same one when there is only one
way); ``apply`` accepts any exact payment.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from bot.games.tek.engine.content import MAX_BID
from bot.games.tek.engine.powers import war_bonus, war_rates
from bot.games.tek.engine.state import State, res_of

Payment = dict[str, int]
# The listed payments: most ore (then most food, least mana) and most mana (then most ore,
# least food). Whenever a value can be paid at all, both exist.
PREFER: dict[str, tuple[str, str, str]] = {
    "o": ("o", "f", "m"),
    "m": ("m", "o", "f"),
}


def points(payment: Payment, rates: dict[str, int]) -> int:
    return sum(payment.get(res, 0) * rate for res, rate in rates.items())


def payments_by_points(
    res: dict[str, int], rates: dict[str, int], cap: int
) -> dict[int, list[Payment]]:
    """points (1..cap) -> the distinct preferred payments worth exactly that much. The
    payments are shared (cached): copy one before changing it."""
    return _table((res["f"], res["m"], res["o"]), (rates["f"], rates["m"], rates["o"]), cap)


@lru_cache(maxsize=4096)
def _table(
    have: tuple[int, int, int], worth: tuple[int, int, int], cap: int
) -> dict[int, list[Payment]]:
    res = dict(zip(("f", "m", "o"), have, strict=True))
    rates = dict(zip(("f", "m", "o"), worth, strict=True))
    ranges = {r: range(min(res[r], cap // rates[r]) + 1) if rates[r] > 0 else range(1) for r in res}
    best: dict[tuple[int, str], tuple[tuple[int, ...], Payment]] = {}
    for m in ranges["m"]:
        for o in ranges["o"]:
            for f in ranges["f"]:
                total = m * rates["m"] + o * rates["o"] + f * rates["f"]
                if not 1 <= total <= cap:
                    continue
                pay = {"f": f, "m": m, "o": o}
                for first, order in PREFER.items():
                    # most of ``first``, then of the next, and spend the last one least
                    rank = (pay[order[0]], pay[order[1]], -pay[order[2]])
                    key = (total, first)
                    if key not in best or rank > best[key][0]:
                        best[key] = (rank, pay)
    table: dict[int, list[Payment]] = {}
    for total in sorted({total for total, _first in best}):
        options = table.setdefault(total, [])
        for first in PREFER:
            entry = best.get((total, first))
            if entry is not None and entry[1] not in options:
                options.append(entry[1])
    return table


def role_of(state: State, seat: int) -> str:
    war = state["war"]
    return "attack" if war is not None and war["attacker"] == seat else "defend"


def bid_options(state: State, seat: int, role: str) -> dict[int, list[Payment]]:
    """value -> payments, for every non-zero value the seat can bid now."""
    bonus = war_bonus(state, seat, role)
    cap = MAX_BID - bonus
    if cap < 1:
        return {}
    table = payments_by_points(res_of(state, seat), war_rates(state, seat), cap)
    return {total + bonus: options for total, options in table.items()}


def max_value(state: State, seat: int, role: str) -> int:
    options = bid_options(state, seat, role)
    return max(options, default=0)


def bid_actions(state: State, seat: int, role: str, floor: int) -> list[dict[str, Any]]:
    """Every listed bid: the white flag (if ``floor`` is 0) and each value above ``floor``."""
    actions: list[dict[str, Any]] = [{"t": "bid", "v": 0}] if floor == 0 else []
    for value, options in sorted(bid_options(state, seat, role).items()):
        if value > floor:
            actions += [{"t": "bid", "v": value, **pay} for pay in options]
    return actions


def bid_error(
    state: State, seat: int, role: str, action: dict[str, Any], floor: int
) -> tuple[str, dict[str, Any]] | None:
    """Why a bid is not allowed (None if it is). A bid without payment fields means the first
    listed payment for its value."""
    value = action.get("v")
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_BID:
        return "tek-err-bid-value", {}
    if value == 0:
        if floor > 0:
            return "tek-err-bid-neutral", {"n": floor}
        if any(action.get(res) for res in ("f", "m", "o")):
            return "tek-err-bid-payment", {"v": 0}
        return None
    if value <= floor:
        return "tek-err-bid-neutral", {"n": floor}
    pay = payment_of(state, seat, role, action)
    if pay is None:
        return "tek-err-bid-payment", {"v": value}
    return None


def payment_of(state: State, seat: int, role: str, action: dict[str, Any]) -> Payment | None:
    """The exact payment of a non-zero bid, or None if it is not one the seat can make."""
    value = action["v"]
    if not any(res in action for res in ("f", "m", "o")):
        options = bid_options(state, seat, role).get(value)
        return dict(options[0]) if options else None
    pay: Payment = {}
    have = res_of(state, seat)
    rates = war_rates(state, seat)
    for res in ("f", "m", "o"):
        n = action.get(res, 0)
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= have[res]:
            return None
        if n and rates[res] <= 0:
            return None  # a resource worth nothing in war is never paid
        pay[res] = n
    paid = points(pay, rates)
    if paid < 1 or paid + war_bonus(state, seat, role) != value:
        return None
    return pay
