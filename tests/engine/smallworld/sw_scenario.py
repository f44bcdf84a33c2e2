"""Small hand-made boards and positions for Small World rule tests.

The default board is a 4 × 4 grid of farmland, numbered row by row::

     1  2  3  4
     5  6  7  8
     9 10 11 12
    13 14 15 16

Neighbours share a side; the outer ring touches the map edge, 6, 7, 10 and 11 do not.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import Event, setup_rng
from bot.games.smallworld.engine import ENGINE as sw
from bot.games.smallworld.engine.data import DIE_FACES, POWERS, RACES, tokens_for
from bot.games.smallworld.engine.market import refill
from bot.games.smallworld.engine.start import setup_on_board
from bot.games.smallworld.engine.state import Force, State, region
from bot.games.smallworld.engine.turn import start_turn

SIZE = 4
INNER = {6, 7, 10, 11}


def grid_board(
    terrain: dict[int, str] | None = None,
    features: dict[int, set[str]] | None = None,
) -> dict[str, dict[str, Any]]:
    terrain = terrain or {}
    features = features or {}
    board: dict[str, dict[str, Any]] = {}
    for rid in range(1, SIZE * SIZE + 1):
        row, col = divmod(rid - 1, SIZE)
        adj = [
            (r * SIZE + c + 1)
            for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
            if 0 <= r < SIZE and 0 <= c < SIZE
        ]
        marks = features.get(rid, set())
        board[str(rid)] = {
            "terrain": terrain.get(rid, "farmland"),
            "mine": "mine" in marks,
            "magic": "magic" in marks,
            "cavern": "cavern" in marks,
            "edge": rid not in INNER,
            "adj": sorted(adj),
        }
    return board


def new_game(
    players: int = 2,
    terrain: dict[int, str] | None = None,
    features: dict[int, set[str]] | None = None,
    lost: set[int] | None = None,
    turns: int = 5,
    seed: int = 1,
) -> State:
    state = setup_on_board(
        grid_board(terrain, features), lost or set(), players, turns, setup_rng(seed)
    )
    state["first"] = 0
    start_turn(state, 0)
    return state


def give(
    state: State,
    seat: int,
    race: str,
    power: str | None,
    regions: dict[int, int] | None = None,
    hand: int = 0,
    declined: bool = False,
) -> Force:
    """Hand ``seat`` a race (active, or in decline) standing on ``regions``."""
    force: Force = {"race": race, "power": power, "hand": hand}
    if not declined:
        force.update(holes=0, wealthy_paid=False)
        state["seats"][seat]["active"] = force
    else:
        state["seats"][seat]["declined"].append(force)
    for rid, tokens in (regions or {}).items():
        region(state, rid).update(
            owner=seat, race=race, declined=declined, tokens=tokens, lost_tribe=0
        )
    state["box"][race] -= sum((regions or {}).values()) + hand
    assert state["box"][race] >= 0, f"more {race} than the box holds"
    restack(state)
    return force


def restack(state: State) -> None:
    """Rebuild the market and stacks from the cards nobody holds (keeps every card once)."""
    held_races: list[str] = []
    held_powers: list[str] = []
    for seat in state["seats"]:
        for force in ([seat["active"]] if seat["active"] else []) + seat["declined"]:
            held_races.append(force["race"])
            if force["power"]:
                held_powers.append(force["power"])
    assert len(set(held_races)) == len(held_races), "a race can be held only once"
    assert len(set(held_powers)) == len(held_powers), "a power can be held only once"

    state["race_stack"] = [race for race in sorted(RACES) if race not in held_races]
    state["power_stack"] = [power for power in sorted(POWERS) if power not in held_powers]
    state["power_discard"] = []
    state["market"] = []
    refill(state, random.Random(0))


def begin(state: State, seat: int) -> list[Event]:
    """Start ``seat``'s turn as if play had come round to it."""
    return start_turn(state, seat)


class Dice(random.Random):
    """A random source whose die rolls are fixed."""

    def __init__(self, *faces: int) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def choice(self, seq: Any) -> Any:
        if self.faces and tuple(seq) == DIE_FACES:
            return self.faces.pop(0)
        return super().choice(seq)


def act(
    state: State, seat: int, action: dict[str, Any], rng: random.Random | None = None
) -> list[Event]:
    events = sw.apply(state, seat, action, rng or random.Random(7))
    sw.check_invariants(state)
    return events


def keys(events: list[Event]) -> list[str]:
    return [event.key for event in events]


def tokens(state: State, rid: int) -> int:
    return region(state, rid)["tokens"]


def pick_tokens(race: str, power: str) -> int:
    return tokens_for(race, power)


def finish_turn(state: State, seat: int) -> int:
    """End the seat's conquests and redeploy by default; returns the coins it scored."""
    before = state["seats"][seat]["coins"]
    if state["phase"] == "conquer":
        act(state, seat, {"t": "end"})
    if state["phase"] == "conquer":  # the Ghouls handed over to the active race
        act(state, seat, {"t": "end"})
    if state["phase"] == "redeploy":
        actions = sw.legal_actions(state, seat)
        chosen = next(a for a in actions if a["t"] in ("redeploy", "end"))
        act(state, seat, chosen)
    return state["seats"][seat]["coins"] - before
