"""The six actions: which moves are legal, listing them, and doing them.

Every check lives in one function per action (``*_error``), used both to refuse a move and to
list the legal ones, so the menus and the rules cannot disagree. A move is checked whole
before anything changes: a refused move leaves the state as it was.

Entering a region (patrol, quest, flight, rescue) is where the limits bite:

* at most 2 meeples of a colour in a region (the faction ``stack`` power raises it);
* nobody enters a region that holds another player's last meeple;
* a region holding two colours (allies) admits no third;
* a player's last meeple may not start a war;
* a neutral of the Lost Kingdom may be attacked only by a seat that can bid more than the
  neutrals left on the map.

A move that brings a colour into a region held by exactly one other colour starts a war.

The listed moves carry a few fields for display only, which ``apply`` ignores (a move typed
without them is the same move): a patrol or quest that would start a war names the seat it
would fight (``"war": seat``, -1 for the neutrals), and a trade says how much it would really
receive, faction bonus included (``"got": n``).
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Event, RuleError
from bot.games.tek.engine.bids import max_value
from bot.games.tek.engine.content import (
    ACTIONS,
    MAX_MAGIC,
    MAX_RES,
    MAX_TOWER,
    MEEPLES,
    NEUTRAL,
    RESOURCES,
    faction,
    tower,
)
from bot.games.tek.engine.explore import discover
from bot.games.tek.engine.powers import (
    build_discount,
    crosses,
    expand_discount,
    stack_limit,
    trade_bonus,
    unsealed,
)
from bot.games.tek.engine.state import (
    State,
    add_meeple,
    board,
    count,
    gain,
    gain_all,
    is_ruins,
    neutrals_left,
    on_map,
    regions_of,
    res_of,
    searching,
    standing,
    take_meeple,
)
from bot.games.tek.engine.words import res_word

Action = dict[str, Any]


def census(state: State) -> tuple[dict[int, int], dict[int, int]]:
    """(meeples on the map per seat, the region of each seat that is down to one meeple)."""
    totals: dict[int, int] = {}
    where: dict[int, str] = {}  # a seat's last region seen, as the map's key
    for key, group in state["map"].items():
        for m in group:
            seat = m["s"]
            totals[seat] = totals.get(seat, 0) + 1
            where[seat] = key
    # Region ids made numbers only for the seats down to one meeple (the walk is the hot part).
    return totals, {s: int(where[s]) for s, n in totals.items() if n == 1 and s != NEUTRAL}


def war_target(state: State, seat: int, rid: int) -> int | None:
    """The seat whose region ``rid`` is, if ``seat`` entering it would start a war: the one
    colour there when it is not ``seat``'s. (A plain walk of the region rather than a set of
    its colours: the bots' playouts ask this for every region a move could enter.)"""
    found = None
    for m in state["map"][str(rid)]:
        colour = m["s"]
        if colour == seat:
            return None
        if found is None:
            found = colour
        elif colour != found:
            return None  # two colours (allies) there: no war, and no entry either
    return found


def entry_error(
    state: State,
    seat: int,
    rid: int,
    n: int = 1,
    ctx: tuple[dict[int, int], dict[int, int]] | None = None,
    limit: int | None = None,
) -> str | None:
    """Why ``n`` meeples of ``seat`` may not enter ``rid`` now (None: they may). A listing
    that asks about many regions passes what does not depend on the region, worked out once:
    ``ctx`` (the :func:`census`) and ``limit`` (the seat's ``stack_limit``)."""
    totals, lasts = ctx or census(state)
    if limit is None:
        limit = stack_limit(state, seat)
    # The seat's meeples and the colours there in one walk of the region: listing quests asks
    # this about every region, at every step of the bots' playouts.
    mine = 0
    here: set[int] = set()
    for m in state["map"][str(rid)]:
        here.add(m["s"])
        if m["s"] == seat:
            mine += 1
    if mine + n > limit:
        return "tek-err-stack"
    for other in here:
        if other != seat and lasts.get(other) == rid:
            return "tek-err-last-meeple"
    if seat in here or not here:
        return None
    if len(here) >= 2:
        return "tek-err-third-colour"
    if totals.get(seat, 0) <= 1:
        return "tek-err-last-attack"
    if NEUTRAL in here and max_value(state, seat, "attack") <= neutrals_left(state):
        return "tek-err-neutral-cost"
    return None


def arrive(state: State, seat: int, rid: int, n: int = 1) -> list[Event]:
    """Put ``n`` meeples of ``seat`` into ``rid``: down in ruins; a token there is taken."""
    down = is_ruins(state, rid)
    for _ in range(n):
        add_meeple(state, rid, seat, down)
    return discover(state, seat, rid)


def start_war(state: State, attacker: int, defender: int, rid: int) -> list[Event]:
    """A new mix of two colours in ``rid``: both sides bid next. After the war the round goes
    on where it stopped: the followers choose (a war of the leader's action) or the
    resolution goes on (a war of a follower's)."""
    state["war"] = {
        "region": rid,
        "attacker": attacker,
        "defender": defender,
        "bids": {},
        "allied": sorted((attacker, defender)) in state["alliances"],
        "resume": "follow" if state["phase"] == "act" else "queue",
    }
    state["phase"] = "war"
    if defender == NEUTRAL:
        return [Event("tek-ev-war-neutral", {"attacker": attacker, "region": rid})]
    return [Event("tek-ev-war", {"attacker": attacker, "defender": defender, "region": rid})]


# --- costs -----------------------------------------------------------------------------------


def build_cost(state: State, seat: int) -> int:
    level = state["seats"][seat]["tower"]
    return max(0, tower()[0][level] - build_discount(state, seat)) if level < MAX_TOWER else 0


def research_cost(state: State, seat: int) -> int:
    info = state["seats"][seat]
    if info["magic"] >= MAX_MAGIC:
        return 0
    cost: int = faction(info["faction"])["magic"][info["magic"]]
    return cost


def expand_cost(state: State, seat: int, meeples: int | None = None) -> int:
    """Food for one more meeple; ``meeples``: the seat's meeples on the map, when the caller
    has counted them (a count walks the whole map)."""
    if meeples is None:
        meeples = on_map(state, seat)
    return max(0, meeples + 1 - expand_discount(state, seat))


def trade_got(state: State, seat: int, get: str, n: int, bonus: int | None = None) -> int:
    """How much of ``get`` a legal trade of ``n`` really brings: n, plus the faction's
    ``trade_bonus`` up to the track's end (``bonus``: that power, when the caller has it)."""
    if bonus is None:
        bonus = trade_bonus(state, seat)
    room = MAX_RES - res_of(state, seat)[get] - n
    return n + max(0, min(bonus, room))


# --- checks ----------------------------------------------------------------------------------


def _int(action: Action, key: str) -> int:
    value = action.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise RuleError("tek-err-bad-action")
    return value


def _region(state: State, action: Action, key: str) -> int:
    rid = _int(action, key)
    if str(rid) not in state["map"]:
        raise RuleError("tek-err-region", region=rid)
    return rid


def patrol_error(state: State, seat: int, action: Action) -> tuple[str, dict[str, Any]] | None:
    if "up" in action:
        rid = _region(state, action, "up")
        return None if searching(state, rid, seat) else ("tek-err-no-searching", {"region": rid})
    a, b = _region(state, action, "a"), _region(state, action, "b")
    if not standing(state, a, seat):
        return "tek-err-no-meeple", {"region": a}
    kind = dict(board(state).edges[a]).get(b)
    if kind is None:
        return "tek-err-not-adjacent", {"region": b}
    if kind not in crosses(state, seat):
        return f"tek-err-{kind}", {"region": b}
    error = entry_error(state, seat, b)
    return (error, {"region": b}) if error else None


def quest_error(state: State, seat: int, action: Action) -> tuple[str, dict[str, Any]] | None:
    a, b = _region(state, action, "a"), _region(state, action, "b")
    if not standing(state, a, seat):
        return "tek-err-no-meeple", {"region": a}
    geo = board(state)
    if geo.slot_of[a] == geo.slot_of[b]:
        return "tek-err-same-card", {"region": b}
    if not unsealed(state, seat):
        for rid in (a, b):
            if rid in geo.sealed:
                return "tek-err-sealed", {"region": rid}
    error = entry_error(state, seat, b)
    return (error, {"region": b}) if error else None


def expand_error(state: State, seat: int, action: Action) -> tuple[str, dict[str, Any]] | None:
    rid = _region(state, action, "r")
    meeples = on_map(state, seat)
    if meeples >= MEEPLES:
        return "tek-err-no-supply", {}
    here = count(state, rid, seat)
    if not 1 <= here < stack_limit(state, seat):
        return "tek-err-expand-region", {"region": rid}
    cost = expand_cost(state, seat, meeples)
    if res_of(state, seat)["f"] < cost:
        return "tek-err-food", {"cost": cost}
    return None


def build_error(state: State, seat: int, action: Action) -> tuple[str, dict[str, Any]] | None:
    if state["seats"][seat]["tower"] >= MAX_TOWER:
        return "tek-err-tower-top", {}
    cost = build_cost(state, seat)
    return ("tek-err-ore", {"cost": cost}) if res_of(state, seat)["o"] < cost else None


def research_error(state: State, seat: int, action: Action) -> tuple[str, dict[str, Any]] | None:
    if state["seats"][seat]["magic"] >= MAX_MAGIC:
        return "tek-err-magic-top", {}
    cost = research_cost(state, seat)
    return ("tek-err-mana", {"cost": cost}) if res_of(state, seat)["m"] < cost else None


def trade_error(state: State, seat: int, action: Action) -> tuple[str, dict[str, Any]] | None:
    give, get, n = action.get("g"), action.get("w"), _int(action, "n")
    if give not in RESOURCES or get not in RESOURCES or give == get:
        raise RuleError("tek-err-bad-action")
    have = res_of(state, seat)
    if not 1 <= n <= have[give]:
        return "tek-err-trade-amount", {"n": n}
    if have[get] + n > MAX_RES:
        return "tek-err-trade-cap", {"n": n}
    return None


ERRORS = {
    "patrol": patrol_error,
    "quest": quest_error,
    "build": build_error,
    "research": research_error,
    "expand": expand_error,
    "trade": trade_error,
}


def check_move(state: State, seat: int, action: Action) -> None:
    """Raise the RuleError that refuses ``action`` (one of the six actions), if any."""
    kind = action.get("t")
    if kind not in ERRORS:
        raise RuleError("tek-err-bad-action")
    error = ERRORS[kind](state, seat, action)
    if error is not None:
        raise RuleError(error[0], **error[1])


# --- listing ---------------------------------------------------------------------------------


def legal_moves(state: State, seat: int, kind: str) -> list[Action]:
    """Every legal move of one action kind for ``seat`` now."""
    if kind == "patrol":
        return patrol_moves(state, seat)
    if kind == "quest":
        return quest_moves(state, seat)
    if kind == "expand":
        return [
            {"t": "expand", "r": rid}
            for rid in regions_of(state, seat)
            if expand_error(state, seat, {"r": rid}) is None
        ]
    if kind == "trade":
        have = res_of(state, seat)
        bonus = trade_bonus(state, seat)  # read once for the dozens of trades listed
        return [
            {
                "t": "trade",
                "g": give,
                "w": get,
                "n": n,
                "got": trade_got(state, seat, get, n, bonus),
            }
            for give in RESOURCES
            for get in RESOURCES
            if give != get
            for n in range(1, min(have[give], MAX_RES - have[get]) + 1)
        ]
    if kind in ("build", "research"):
        return [{"t": kind}] if ERRORS[kind](state, seat, {}) is None else []
    raise ValueError(kind)


def patrol_moves(state: State, seat: int) -> list[Action]:
    ctx = census(state)
    limit = stack_limit(state, seat)
    edges = board(state).edges
    cross = crosses(state, seat)
    moves: list[Action] = []
    for rid in regions_of(state, seat):
        if searching(state, rid, seat):
            moves.append({"t": "patrol", "up": rid})
        if not standing(state, rid, seat):
            continue
        for near, kind in edges[rid]:
            if kind in cross and entry_error(state, seat, near, 1, ctx, limit) is None:
                moves.append(entry_move("patrol", rid, near, war_target(state, seat, near)))
    return moves


def entry_move(kind: str, a: int, b: int, enemy: int | None) -> Action:
    """A listed patrol or quest from ``a`` to ``b``, naming the seat it would fight
    (``enemy``: the :func:`war_target` of ``b``)."""
    move: Action = {"t": kind, "a": a, "b": b}
    return move if enemy is None else {**move, "war": enemy}


def quest_moves(state: State, seat: int) -> list[Action]:
    ctx = census(state)
    limit = stack_limit(state, seat)
    geo = board(state)
    sealed = frozenset() if unsealed(state, seat) else geo.sealed
    starts = [
        rid for rid in regions_of(state, seat) if standing(state, rid, seat) and rid not in sealed
    ]
    if not starts:
        return []
    targets: dict[int, list[int]] = {}
    for slot, ids in enumerate(geo.by_slot):
        targets[slot] = [
            rid
            for rid in ids
            if rid not in sealed and entry_error(state, seat, rid, 1, ctx, limit) is None
        ]
    # Whom entering each target would fight, once per target (not once per start and target).
    enemies = {b: war_target(state, seat, b) for ids in targets.values() for b in ids}
    return [
        entry_move("quest", a, b, enemies[b])
        for a in starts
        for slot, ids in targets.items()
        if slot != geo.slot_of[a]
        for b in ids
    ]


# --- doing -----------------------------------------------------------------------------------


def do_move(state: State, seat: int, action: Action) -> list[Event]:
    """Do a checked move; a war it starts is set up (``state["war"]``) for the bids."""
    kind = action["t"]
    info = state["seats"][seat]
    if kind == "patrol" and "up" in action:
        rid = action["up"]
        take_meeple(state, rid, seat, down=True)
        add_meeple(state, rid, seat, down=False)
        return [Event("tek-ev-stand", {"seat": seat, "region": rid})]
    if kind in ("patrol", "quest"):
        a, b = action["a"], action["b"]
        enemy = war_target(state, seat, b)
        take_meeple(state, a, seat, down=False)
        events = [Event(f"tek-ev-{kind}", {"seat": seat, "from": a, "to": b})]
        events += arrive(state, seat, b)
        if enemy is not None:
            events += start_war(state, seat, enemy, b)
        return events
    if kind == "build":
        cost = build_cost(state, seat)
        res_of(state, seat)["o"] -= cost
        info["tower"] += 1
        return [Event("tek-ev-build", {"seat": seat, "level": info["tower"], "cost": cost})]
    if kind == "research":
        cost = research_cost(state, seat)
        res_of(state, seat)["m"] -= cost
        info["magic"] += 1
        return [Event("tek-ev-research", {"seat": seat, "level": info["magic"], "cost": cost})]
    if kind == "expand":
        cost = expand_cost(state, seat)
        res_of(state, seat)["f"] -= cost
        rid = action["r"]
        add_meeple(state, rid, seat, is_ruins(state, rid))
        return [Event("tek-ev-expand", {"seat": seat, "region": rid, "cost": cost})]
    if kind == "trade":
        give, get, n = action["g"], action["w"], action["n"]
        got = trade_got(state, seat, get, n)
        res_of(state, seat)[give] -= n
        gain(state, seat, get, n)
        params = {"seat": seat, "give": res_word(give), "get": res_word(get), "n": n}
        events = [Event("tek-ev-trade", params)]
        return events + gain_all(state, seat, [(get, got - n)])
    raise ValueError(kind)


def kinds_left(state: State) -> list[str]:
    """The actions without a shield on them, in the card's order."""
    return [kind for kind in ACTIONS if kind not in state["shields"]]
