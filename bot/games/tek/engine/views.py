"""What a seat (or everybody) may see, and the secrets scrambled for the conformance suite.

Everything is public (resources, tower, magic, the map, the alliances) except the war bids
before the reveal, the sealed follow choices before they resolve (option ``quick_follow``),
and the face-down exploration tokens. A seat's own bid and pending choice appear only under
``view["me"]`` (``pending`` only with ``quick_follow``: followers asked in turn seal nothing);
the public war shows *who* has bid, never what. Nobody's view shows a face-down token's kind.

Beside the state's facts, the view carries what the prompts and pictures show, computed by the
rules' own functions so that nothing outside the engine counts a rule again: per seat its
``costs`` (build, research, expand), its ``income`` (a collect now) and its ``follow_gain``;
in a war what each side's value is made of, the value to beat and who wins ties;
``redo``, the seat asked again because its sealed follow move became illegal (quick follow);
and ``done``, what each follower asked before in this round's follow step did (in turn).
"""

from __future__ import annotations

import copy
from typing import Any

from bot.engine.base import fresh
from bot.games.tek.engine.collect import collect_gain, income
from bot.games.tek.engine.content import MAX_MAGIC, MAX_TOWER, MEEPLES, NEUTRAL, RESOURCES
from bot.games.tek.engine.moves import build_cost, census, expand_cost, research_cost
from bot.games.tek.engine.powers import follow_gains, war_bonus, war_rates
from bot.games.tek.engine.state import State, board, quick_follow, supply
from bot.games.tek.engine.war import floor_of, ties_to

SCRAMBLE_TOKENS = ("blank", "treasure", "ambush")


def public_regions(state: State) -> list[dict[str, Any]]:
    geo = board(state)
    return [
        {
            "id": rid,
            "slot": geo.slot_of[rid],
            "n": rid % 10,
            "terrain": geo.terrain[rid],
            "capital": rid in geo.capitals,
            "sealed": rid in geo.sealed,
            "meeples": [[m["s"], m["down"]] for m in state["map"][str(rid)]],
            "token": str(rid) in state["tokens"],
        }
        for rid in geo.regions
    ]


def public_seats(state: State) -> list[dict[str, Any]]:
    totals, _lasts = census(state)
    chosen = chosen_seats(state)
    rows = []
    for seat, info in enumerate(state["seats"]):
        meeples = totals.get(seat, 0)
        rows.append(
            {
                "faction": info["faction"],
                "res": dict(info["res"]),
                "magic": info["magic"],
                "tower": info["tower"],
                "meeples": meeples,
                "supply": MEEPLES - meeples,
                "kills": info["kills"],
                "chosen": seat in chosen,
                "ready": dict(info["ready"]),
                "costs": costs(state, seat),
                "income": seat_income(state, seat),
                "follow_gain": follow_gain(state, seat),
            }
        )
    return rows


def chosen_seats(state: State) -> set[int]:
    """The followers that have made this round's choice: sealed and not yet resolved (quick
    follow), or asked and done (in turn)."""
    turn = state["turn"]
    if quick_follow(state["options"]):
        return {int(seat) for seat in turn["pending"]}
    return {entry["seat"] for entry in turn["done"]}


def follow_done(state: State) -> list[dict[str, Any]]:
    """In turn: who followed or collected before now in this round's follow step, in order,
    and how (public: the moves are on the board and narrated). Empty with quick follow."""
    if quick_follow(state["options"]):
        return []
    return [{"seat": e["seat"], "action": dict(e["action"])} for e in state["turn"]["done"]]


def costs(state: State, seat: int) -> dict[str, int | None]:
    """What the seat's next build (ore), research (mana) and expansion (food) cost now, as
    ``apply`` charges them; None where the track is at its top (no faction yet: no research;
    no meeple in supply: no expansion)."""
    info = state["seats"][seat]
    magic_open = info["faction"] is not None and info["magic"] < MAX_MAGIC
    return {
        "build": build_cost(state, seat) if info["tower"] < MAX_TOWER else None,
        "research": research_cost(state, seat) if magic_open else None,
        "expand": expand_cost(state, seat) if supply(state, seat) > 0 else None,
    }


def seat_income(state: State, seat: int) -> dict[str, int]:
    """What a collect without free picks would really gain now (``f``, ``m``, ``o``, the
    tracks stopping at 9) and how many free picks it adds (``picks``)."""
    fixed, picks = income(state, seat)
    return {**collect_gain(state, seat, {}, fixed), "picks": picks}


def follow_gain(state: State, seat: int) -> dict[str, int]:
    """What the faction's ``follow_gain`` powers add to each followed action (before the
    tracks' end)."""
    gained = dict.fromkeys(RESOURCES, 0)
    for res, n in follow_gains(state, seat):
        gained[res] += n
    return gained


def public_war(state: State) -> dict[str, Any] | None:
    """The war under way: who fights where and who has bid (never what), and what counts:
    each side's rates and free points (``attack``, ``defend``: None against the neutrals),
    the value to beat (``floor``: the neutrals left, else 0) and who wins a tie (``ties``:
    ``attacker`` or ``defender``)."""
    war = state["war"]
    if war is None:
        return None
    attacker, defender = war["attacker"], war["defender"]
    return {
        "region": war["region"],
        "attacker": attacker,
        "defender": defender,
        "bid": sorted(int(seat) for seat in war["bids"]),
        "floor": floor_of(state, attacker),
        "ties": "attacker" if ties_to(state, attacker, defender) == attacker else "defender",
        "attack": side(state, attacker, "attack"),
        "defend": side(state, defender, "defend") if defender != NEUTRAL else None,
    }


def side(state: State, seat: int, role: str) -> dict[str, Any]:
    """What a side's war value is made of: each resource's points and the free points."""
    return {"rates": war_rates(state, seat), "bonus": war_bonus(state, seat, role)}


def build_view(state: State, seat: int | None, waiting: set[int]) -> dict[str, Any]:
    turn = state["turn"]
    view: dict[str, Any] = {
        "game": "tek",
        "players": state["players"],
        "options": {**state["options"], "quick_follow": quick_follow(state["options"])},
        "phase": state["phase"],
        "round": state["round"],
        "leader": state["leader"],
        "first": state["first"],
        "shields": list(state["shields"]),
        "action": turn["action"],
        "passed": turn["passed"],
        "ending": state["ending"],
        "slots": [dict(slot) for slot in state["slots"]],
        "regions": public_regions(state),
        "borders": [list(border) for border in board(state).borders],
        "seats": public_seats(state),
        "alliances": [list(pair) for pair in state["alliances"]],
        "war": public_war(state),
        "flee": dict(state["flee"]) if state["flee"] else None,
        "last_war": fresh(state["last_war"]),
        "found": [dict(item) for item in state["found"]],
        "redo": turn.get("redo"),
        "done": follow_done(state),
        "waiting": sorted(waiting),
        "result": fresh(state["result"]),
    }
    if seat is not None:
        bids = state["war"]["bids"] if state["war"] else {}
        view["me"] = {"seat": seat, "bid": dict(bids[str(seat)]) if str(seat) in bids else None}
        if "pending" in turn:
            pending = turn["pending"].get(str(seat))
            view["me"]["pending"] = fresh(pending)  # a collect carries its gain
    return view


def scramble_secrets(state: State, seat: int) -> State:
    """A copy whose secrets only ``seat`` (its bid, its sealed choice) or nobody (face-down
    tokens) may know are different; every other view must stay the same."""
    other = copy.deepcopy(state)
    war = other["war"]
    if war is not None and str(seat) in war["bids"]:
        bid = war["bids"][str(seat)]
        bid["v"] = (bid["v"] + 5) % 12
        bid["o"] += 1
    pending = other["turn"].get("pending", {})
    if str(seat) in pending:
        was = pending[str(seat)]
        pending[str(seat)] = {"t": "build"} if was.get("t") == "collect" else {"t": "collect"}
    tokens = other["tokens"]
    if tokens:
        keys = sorted(tokens)
        kinds = [tokens[key] for key in keys]
        for index, key in enumerate(keys):
            shifted = kinds[(index + 1) % len(kinds)]
            tokens[key] = shifted if shifted != kinds[index] else _another(kinds[index])
    return other


def _another(kind: str) -> str:
    return next(k for k in SCRAMBLE_TOKENS if k != kind)


def round_number(view: dict[str, Any]) -> int:
    """The round as players count it (the first is round 1): the engine counts the rounds
    finished, and the picture, the prompts and the alt text must all say the same number."""
    return int(view.get("round") or 0) + 1
