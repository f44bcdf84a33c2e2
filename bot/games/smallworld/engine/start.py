"""The start of a game: the printed map for the player count (or any board, for tests), the
first market and the first player."""

from __future__ import annotations

import random
from typing import Any

from bot.games.smallworld.engine.maps import load_map
from bot.games.smallworld.engine.market import deal
from bot.games.smallworld.engine.state import State, board_from_regions, new_state
from bot.games.smallworld.engine.turn import start_turn

MIN_PLAYERS = 2
MAX_PLAYERS = 5


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Small World is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    game_map = load_map(players)
    regions = list(game_map.regions.values())
    lost = {reg.id for reg in regions if reg.lost_tribe}
    return setup_on_board(board_from_regions(regions), lost, players, game_map.turns, rng)


def setup_on_board(
    board: dict[str, dict[str, Any]],
    lost_tribes: set[int],
    players: int,
    turns: int,
    rng: random.Random,
    map_id: int | None = None,
) -> State:
    """Start a game on any board (the real maps, or small hand-made ones in tests)."""
    state = new_state(board, lost_tribes, players, turns, players if map_id is None else map_id)
    deal(state, rng)
    state["first"] = rng.randrange(players)
    start_turn(state, state["first"])
    return state
