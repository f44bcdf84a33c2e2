"""War: sealed bids, the reveal, alliances, flight and the last-meeple rescue.

Attacker (the mover) and defender each choose a value 0..11 they can pay exactly; the values
are stored in ``state["war"]["bids"]`` (secret: only the bidder's own view shows its bid) and
revealed together once both are in. Against a neutral of the Lost Kingdom only the attacker
bids, more than the neutrals left on the map, and wins.

Outcomes: a lone white flag (0) loses and pays nothing while the other pays; two white flags
make an alliance (they share the region) except with two players, where there are no
alliances and the defender wins, whatever the attacker's ``tie_win`` (ruling 7); otherwise
both pay, the higher value wins and a tie goes to the defender (unless the attacker's faction
has ``tie_win``). A war between allies that does not end in two white flags breaks their
alliance, and every other region they share takes the same result: the loser's meeples leave
it.

The loser may flee with all its meeples of the war region to a region next to it (over a
border it may patrol) that starts no war and has room, paying food equal to its meeples on
the map (``free_flight``: nothing). Otherwise, or if it chooses to perish, they are lost.
A player is never left without meeples: if a loss would empty its map, one meeple goes to the
nearest empty region instead.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from bot.engine.base import Event, RuleError
from bot.games.tek.engine.bids import bid_actions, bid_error, payment_of
from bot.games.tek.engine.content import NEUTRAL
from bot.games.tek.engine.moves import arrive
from bot.games.tek.engine.powers import ally_gains, crosses, free_flight, stack_limit, tie_win
from bot.games.tek.engine.state import (
    State,
    add_alliance,
    board,
    break_alliance,
    colours,
    count,
    gain_all,
    meeples,
    neutrals_left,
    on_map,
    pay,
    regions_of,
    res_of,
    take_all,
    take_meeple,
)
from bot.games.tek.engine.words import amount_params

Outcome = tuple[list[Event], str | None]  # events, and how the round resumes once it is over


def bidders(state: State) -> list[int]:
    war = state["war"]
    return [seat for seat in (war["attacker"], war["defender"]) if seat != NEUTRAL]


def waiting(state: State) -> set[int]:
    if state["phase"] == "flee":
        return {state["flee"]["seat"]}
    return {seat for seat in bidders(state) if str(seat) not in state["war"]["bids"]}


def floor_of(state: State, seat: int) -> int:
    """Bids must be above this: 0 normally, the neutrals left when attacking a neutral."""
    return neutrals_left(state) if state["war"]["defender"] == NEUTRAL else 0


def role(state: State, seat: int) -> str:
    return "attack" if state["war"]["attacker"] == seat else "defend"


def legal_bids(state: State, seat: int) -> list[dict[str, Any]]:
    return bid_actions(state, seat, role(state, seat), floor_of(state, seat))


def ties_to(state: State, attacker: int, defender: int) -> int:
    """Who wins a war of equal non-zero values: the defender, unless the attacker's faction
    has ``tie_win``."""
    return attacker if tie_win(state, attacker) else defender


def place_bid(state: State, seat: int, action: dict[str, Any]) -> Outcome:
    war = state["war"]
    if str(seat) in war["bids"]:
        raise RuleError("tek-err-bid-done")
    side = role(state, seat)
    error = bid_error(state, seat, side, action, floor_of(state, seat))
    if error:
        raise RuleError(error[0], **error[1])
    value = action["v"]
    payment = payment_of(state, seat, side, action) if value else {"f": 0, "m": 0, "o": 0}
    assert payment is not None
    war["bids"][str(seat)] = {"v": value, **payment}
    events = [Event("tek-ev-bid", {"seat": seat})]
    if waiting(state):
        return events, None
    more, resume = reveal(state)
    return events + more, resume


def paid(state: State, seat: int, bid: dict[str, int]) -> list[Event]:
    cost = {res: bid[res] for res in ("f", "m", "o")}
    pay(state, seat, cost)
    return [Event("tek-ev-paid", {"seat": seat, **amount_params(cost)})]


def reveal(state: State) -> Outcome:
    war = state["war"]
    rid, attacker, defender = war["region"], war["attacker"], war["defender"]
    bid_a = war["bids"][str(attacker)]
    if defender == NEUTRAL:
        events = [
            Event(
                "tek-ev-reveal-neutral", {"attacker": attacker, "region": rid, "value": bid_a["v"]}
            )
        ]
        events += paid(state, attacker, bid_a)
        take_meeple(state, rid, NEUTRAL)
        state["seats"][attacker]["kills"] += 1
        events.append(Event("tek-ev-neutral-defeated", {"seat": attacker, "region": rid}))
        remember(state, [bid_a["v"], None], attacker)
        return events, close(state)
    bid_d = war["bids"][str(defender)]
    va, vd = bid_a["v"], bid_d["v"]
    events = [
        Event(
            "tek-ev-reveal",
            {"attacker": attacker, "defender": defender, "region": rid, "attack": va, "defend": vd},
        )
    ]
    if va == 0 and vd == 0 and state["players"] > 2:
        remember(state, [0, 0], None)
        return events + ally(state, attacker, defender, rid), close(state)
    # Two white flags with two players are no contest of values: the region stays the
    # defender's and no "win tied wars" power turns it (ruling 7); ties_to is for values > 0.
    if va and vd:
        tie = va == vd
        winner = ties_to(state, attacker, defender) if tie else attacker if va > vd else defender
    else:
        winner = attacker if va > vd else defender
    loser = defender if winner == attacker else attacker
    for seat, bid in ((attacker, bid_a), (defender, bid_d)):
        if bid["v"]:
            events += paid(state, seat, bid)
    remember(state, [va, vd], winner)
    events.append(Event("tek-ev-war-won", {"winner": winner, "loser": loser, "region": rid}))
    if war["allied"]:
        break_alliance(state, attacker, defender)
        events.append(Event("tek-ev-alliance-broken", {"attacker": attacker, "defender": defender}))
        for other in regions_of(state, loser):
            if other != rid and winner in colours(state, other):
                lost = take_all(state, other, loser)
                events.append(Event("tek-ev-lost", {"seat": loser, "region": other, "n": lost}))
    more, resume = defeat(state, loser, rid)
    return events + more, resume


def remember(state: State, values: list[int | None], winner: int | None) -> None:
    war = state["war"]
    state["last_war"] = {
        "region": war["region"],
        "attacker": war["attacker"],
        "defender": war["defender"],
        "values": values,
        "winner": winner,
        "allied": war["allied"],
    }


def ally(state: State, attacker: int, defender: int, rid: int) -> list[Event]:
    """Two white flags: the two share the region, as allies (again)."""
    key = "tek-ev-alliance-kept" if state["war"]["allied"] else "tek-ev-alliance"
    add_alliance(state, attacker, defender)
    events = [Event(key, {"attacker": attacker, "defender": defender, "region": rid})]
    for seat in (attacker, defender):
        events += gain_all(state, seat, ally_gains(state, seat))
    return events


# --- after a lost war ------------------------------------------------------------------------


def flee_targets(state: State, seat: int, rid: int) -> list[int]:
    """Regions next to ``rid`` the loser's meeples there may flee to, all together."""
    moving = count(state, rid, seat)
    limit = stack_limit(state, seat)
    cross = crosses(state, seat)
    return [
        near
        for near, kind in board(state).edges[rid]
        if kind in cross
        and colours(state, near) <= {seat}
        and count(state, near, seat) + moving <= limit
    ]


def flee_cost(state: State, seat: int) -> int:
    return 0 if free_flight(state, seat) else on_map(state, seat)


def defeat(state: State, loser: int, rid: int) -> Outcome:
    """The loser's meeples in the war region flee (if the loser can and wants) or are lost."""
    cost = flee_cost(state, loser)
    if flee_targets(state, loser, rid) and res_of(state, loser)["f"] >= cost:
        state["flee"] = {"seat": loser, "region": rid, "cost": cost}
        state["phase"] = "flee"
        return [], None
    lost = take_all(state, rid, loser)
    events = [Event("tek-ev-lost", {"seat": loser, "region": rid, "n": lost})]
    return events + rescue(state, loser, rid), close(state)


def flee_actions(state: State, seat: int) -> list[dict[str, Any]]:
    flight = state["flee"]
    targets = flee_targets(state, seat, flight["region"])
    return [{"t": "flee", "r": near} for near in targets] + [{"t": "perish"}]


def flee(state: State, seat: int, action: dict[str, Any]) -> Outcome:
    flight = state["flee"]
    rid = flight["region"]
    if action["t"] == "perish":
        lost = take_all(state, rid, seat)
        events = [Event("tek-ev-perish", {"seat": seat, "region": rid, "n": lost})]
        return events + rescue(state, seat, rid), close(state)
    target = action.get("r")
    if target not in flee_targets(state, seat, rid):
        raise RuleError("tek-err-flee-region", region=target)
    cost = flight["cost"]
    res_of(state, seat)["f"] -= cost
    moving = take_all(state, rid, seat)
    events = [Event("tek-ev-flee", {"seat": seat, "from": rid, "to": target, "cost": cost})]
    events += arrive(state, seat, target, moving)
    return events, close(state)


def rescue(state: State, seat: int, rid: int) -> list[Event]:
    """If ``seat`` has no meeple left on the map, one goes to the nearest empty region."""
    if on_map(state, seat) > 0:
        return []
    target = nearest_empty(state, rid)
    events = [Event("tek-ev-rescued", {"seat": seat, "region": target})]
    return events + arrive(state, seat, target)


def nearest_empty(state: State, rid: int) -> int:
    """The empty region nearest to ``rid`` over land borders of its card (fewest steps, then
    lowest id), else the lowest-id empty region anywhere. One always exists: the war region
    held at least two meeples, and there are as many regions as meeples of all colours."""
    edges = board(state).edges
    seen = {rid}
    frontier = deque([rid])
    while frontier:
        layer = sorted(
            {near for here in frontier for near, kind in edges[here] if kind == "land"} - seen
        )
        frontier = deque(layer)
        seen.update(layer)
        for near in layer:
            if not meeples(state, near):
                return near
    empty = [int(key) for key, group in state["map"].items() if not group]
    return min(empty)


def close(state: State) -> str:
    """The war (and any flight) is over: how the round goes on."""
    resume: str = state["war"]["resume"]
    state["war"] = None
    state["flee"] = None
    return resume
