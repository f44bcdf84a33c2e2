"""Facts that hold after every action; the tests and the random games check them all."""

from __future__ import annotations

from collections import Counter

from bot.games.tek.engine.content import (
    ACTIONS,
    MAX_MAGIC,
    MAX_RES,
    MAX_TOWER,
    MEEPLES,
    NEUTRAL,
    SHIELDS,
    token_pool,
)
from bot.games.tek.engine.powers import stack_limit
from bot.games.tek.engine.state import State, board, quick_follow, seats_around

PHASES = ("faction", "setup", "act", "follow", "war", "flee", "over")


class InvariantError(AssertionError):
    pass


def check(condition: bool, message: str) -> None:
    if not condition:
        raise InvariantError(message)


def check_invariants(state: State) -> None:
    check(state["phase"] in PHASES, f"unknown phase {state['phase']}")
    check_meeples(state)
    check_regions(state)
    check_seats(state)
    check_round(state)
    check_follow(state)
    check_tokens(state)


def check_meeples(state: State) -> None:
    """35 meeples: each colour's 7 are on the map or in its supply (supplies are not stored
    but derived, so what can go wrong is more than 7 on the map, or a neutral that is neither
    on the Lost Kingdom nor counted as defeated)."""
    players = state["players"]
    on_map: Counter[int] = Counter(m["s"] for group in state["map"].values() for m in group)
    check(set(on_map) <= {NEUTRAL, *range(players)}, f"meeples of unknown colours {on_map}")
    for seat in range(players):
        check(on_map[seat] <= MEEPLES, f"seat {seat} has {on_map[seat]} meeples on the map")
    kills = sum(info["kills"] for info in state["seats"])
    if players == 2:
        check(on_map[NEUTRAL] + kills == MEEPLES, "neutrals on the map + defeated != 7")
    else:
        check(on_map[NEUTRAL] == 0 and kills == 0, "neutrals without a Lost Kingdom")
    if state["phase"] not in ("faction", "setup"):
        for seat in range(players):
            check(on_map[seat] >= 1, f"seat {seat} has no meeple on the map")


def check_regions(state: State) -> None:
    geo = board(state)
    war = state["war"]
    contested = war["region"] if war is not None else None
    check(sorted(map(int, state["map"])) == list(geo.regions), "a region is missing")
    for rid in geo.regions:
        group = state["map"][str(rid)]
        check(group == sorted(group, key=lambda m: (m["s"], m["down"])), f"{rid}: unsorted")
        counts = Counter(m["s"] for m in group)
        check(len(counts) <= 2, f"region {rid} holds {len(counts)} colours")
        for seat, n in counts.items():
            check(n <= stack_limit(state, seat), f"region {rid}: {n} meeples of seat {seat}")
        if len(counts) == 2 and rid != contested:
            a, b = sorted(counts)
            check([a, b] in state["alliances"], f"region {rid}: two colours, not allies")
        for m in group:
            if m["down"]:
                check(geo.terrain[rid] == "ruins", f"region {rid}: searching outside ruins")
        if NEUTRAL in counts:
            check(geo.slot_of[rid] == 2 and state["players"] == 2, f"{rid}: stray neutral")


def check_seats(state: State) -> None:
    for seat, info in enumerate(state["seats"]):
        for res, n in info["res"].items():
            check(0 <= n <= MAX_RES, f"seat {seat}: {res} = {n}")
        check(0 <= info["magic"] <= MAX_MAGIC, f"seat {seat}: magic {info['magic']}")
        check(0 <= info["tower"] <= MAX_TOWER, f"seat {seat}: tower {info['tower']}")
    chosen = [info["faction"] for info in state["seats"] if info["faction"] is not None]
    check(len(chosen) == len(set(chosen)), "a faction is played twice")
    for pair in state["alliances"]:
        a, b = pair
        check(0 <= a < b < state["players"], f"bad alliance {pair}")
    check(state["players"] > 2 or not state["alliances"], "an alliance in a two-player game")


def check_round(state: State) -> None:
    shields = state["shields"]
    check(len(shields) <= SHIELDS, "more than five shields")
    check(len(set(shields)) == len(shields) and set(shields) <= set(ACTIONS), "bad shields")
    check(0 <= state["leader"] < state["players"], "bad leader")
    phase = state["phase"]
    check((state["war"] is not None) == (phase in ("war", "flee")), "war and phase disagree")
    check((state["flee"] is not None) == (phase == "flee"), "flight and phase disagree")
    if phase in ("follow", "war", "flee"):
        check(state["turn"]["action"] in ACTIONS, "a round without an action")
        check(state["turn"]["action"] == shields[-1], "the action is not the last shield")
    if phase == "over":
        check(state["result"] is not None, "over without a result")
    war = state["war"]
    if war is not None:
        here = {m["s"] for m in state["map"][str(war["region"])]}
        if phase == "war":
            check({war["attacker"], war["defender"]} <= here, "a war without both sides")


def check_follow(state: State) -> None:
    """The follow step's record fits its mode. In turn: the followers asked (``done``) and
    those still to ask (``queue``) are the leader's followers in clockwise order, during the
    step and any war it caused; before the step and between rounds there is none."""
    turn = state["turn"]
    if quick_follow(state["options"]):
        check("done" not in turn, "a follow record in quick follow")
        return
    check("pending" not in turn and turn.get("redo") is None, "sealed choices in turn order")
    asked = [entry["seat"] for entry in turn["done"]] + turn["queue"]
    phase = state["phase"]
    followers = seats_around(state, state["leader"])[1:]
    if phase == "follow":
        check(bool(turn["queue"]) and asked == followers, f"follow order {asked}")
    elif phase in ("war", "flee") and asked:
        check(asked == followers, f"follow order {asked} in a war")
    else:
        check(not asked, f"a follow record in phase {phase}")


def check_tokens(state: State) -> None:
    for rid in state["tokens"]:
        check(not state["map"][rid], f"a token under meeples in region {rid}")
    kinds = Counter(state["tokens"].values()) + Counter(item["kind"] for item in state["found"])
    pool = Counter(token_pool(state["players"]))
    check(not kinds - pool, "more tokens than the box holds")
