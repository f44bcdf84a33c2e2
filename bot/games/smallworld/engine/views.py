"""What a seat (or everybody) may see. Coins are secret and appear only under ``"me"``.

Besides the board, the view carries the public facts that otherwise only the log would hold
(who went first, what the seat whose turn it is has done this turn, the discarded badges, a
Halfling's holes used and whether Wealthy has paid): everybody saw them happen, and a bot
player rebuilding a whole state from one view (``determinize``) needs them.
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import View, fresh
from bot.games.smallworld.engine.actions import waiting_for
from bot.games.smallworld.engine.state import State, region_ids, tokens_on_map
from bot.games.smallworld.engine.turn import available_tokens


def public_regions(state: State) -> list[dict[str, Any]]:
    rows = []
    regions, places = state["regions"], state["board"]
    for rid in region_ids(state):
        key = str(rid)  # once per region: the view is built for every stamp
        reg = regions[key]
        rows.append(
            {
                "id": rid,
                "terrain": places[key]["terrain"],
                "owner": reg["owner"],
                "race": reg["race"],
                "declined": reg["declined"],
                "tokens": reg["tokens"],
                "lost_tribe": reg["lost_tribe"],
                "markers": {
                    "lair": reg["lair"],
                    "fortress": reg["fortress"],
                    "encampment": reg["camp"],
                    "hero": reg["hero"],
                    "dragon": reg["dragon"],
                    "hole": reg["hole"],
                },
            }
        )
    return rows


def public_seats(state: State) -> list[dict[str, Any]]:
    rows = []
    for seat in range(state["players"]):
        info = state["seats"][seat]
        active = info["active"]
        races = ([active["race"]] if active else []) + [f["race"] for f in info["declined"]]
        rows.append(
            {
                "active": None
                if active is None
                else {
                    "race": active["race"],
                    "power": active["power"],
                    "in_hand": active["hand"],
                    "holes": active.get("holes", 0),
                    "wealthy_paid": active.get("wealthy_paid", False),
                },
                "declined": [
                    {"race": force["race"], "power": force["power"], "in_hand": force["hand"]}
                    for force in info["declined"]
                ],
                "tokens_on_map": sum(tokens_on_map(state, race) for race in races),
                "ally": info["ally"],
            }
        )
    return rows


def build_view(state: State, seat: int | None, waiting: set[int]) -> dict[str, Any]:
    turn = state["turn_state"]
    view: dict[str, Any] = {
        "game": "smallworld",
        "players": state["players"],
        "turn": state["turn"],
        "turns": state["turns"],
        "active": state["active"],
        "phase": state["phase"],
        "force": turn["force"],
        "map": state["map"],
        "regions": public_regions(state),
        "market": [dict(combo) for combo in state["market"]],
        "seats": public_seats(state),
        "waiting": sorted(waiting),
        # Tokens the conquering force can use now, spare tokens on its regions included
        # (they are public anyway): what a player means by "how many do I have".
        "available": available_tokens(state) if state["phase"] == "conquer" else None,
        "berserk": turn["berserk"],
        "last_roll": state["last_roll"],
        "result": fresh(state["result"]),
        # Public facts a perfect memory would have from the log (see the module's docstring).
        "first": state["first"],
        "turn_state": fresh(turn),
        "power_discard": list(state["power_discard"]),
    }
    if seat is not None:
        view["me"] = {"seat": seat, "coins": state["seats"][seat]["coins"]}
    return view


def view(state: State, seat: int | None) -> View:
    """The engine's ``view``: what ``seat`` (None: everybody) sees now."""
    return build_view(state, seat, waiting_for(state))
