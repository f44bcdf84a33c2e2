"""What a seat (or everybody) may see, and the secrets scrambled for the conformance suite.

Everything is public (resources, tower, magic, the map, the alliances) except the war bids
before the reveal, the sealed follow choices before they resolve, and the face-down
exploration tokens. A seat's own bid and pending choice appear only under ``view["me"]``;
the public war shows *who* has bid, never what. Nobody's view shows a face-down token's kind.
"""

from __future__ import annotations

import copy
from typing import Any

from bot.engine.tek.moves import census
from bot.engine.tek.state import State, board

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
    pending = state["turn"]["pending"]
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
                "supply": 7 - meeples,
                "kills": info["kills"],
                "chosen": str(seat) in pending,
                "ready": dict(info["ready"]),
            }
        )
    return rows


def public_war(state: State) -> dict[str, Any] | None:
    war = state["war"]
    if war is None:
        return None
    return {
        "region": war["region"],
        "attacker": war["attacker"],
        "defender": war["defender"],
        "bid": sorted(int(seat) for seat in war["bids"]),
    }


def build_view(state: State, seat: int | None, waiting: set[int]) -> dict[str, Any]:
    turn = state["turn"]
    view: dict[str, Any] = {
        "game": "tek",
        "players": state["players"],
        "options": dict(state["options"]),
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
        "last_war": copy.deepcopy(state["last_war"]),
        "found": [dict(item) for item in state["found"]],
        "waiting": sorted(waiting),
        "result": copy.deepcopy(state["result"]),
    }
    if seat is not None:
        bids = state["war"]["bids"] if state["war"] else {}
        pending = turn["pending"].get(str(seat))
        view["me"] = {
            "seat": seat,
            "bid": dict(bids[str(seat)]) if str(seat) in bids else None,
            "pending": dict(pending) if pending is not None else None,
        }
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
    pending = other["turn"]["pending"]
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
