"""Small World (小世界): the rules engine.

The module itself is the engine (``bot.engine.base.Engine``): ``name``, ``min_players``,
``max_players``, ``options``, ``setup``, ``waiting_for``, ``legal_actions``, ``apply``, ``view``,
``result`` and ``autopilot``, plus ``check_invariants(state)`` for tests and
``conquest_cost(state, seat, region_id)`` for the UI.

Actions (compact JSON dicts; region ids are the printed numbers, seats are 0-based)
----------------------------------------------------------------------------------
Picking (phase ``pick``)
    ``{"t": "pick", "i": 2}``           take market combo 2 (0 = top, costs ``i`` coins).
Expanding (phase ``conquer``; the acting "force" is the seat's active race, or first its
Ghouls in decline, see ``view["force"]``)
    ``{"t": "decline"}``                go into decline instead of expanding (turn start only).
    ``{"t": "abandon", "r": 5}``        take every token of region 5 back (before conquering).
    ``{"t": "conquer", "r": 17}``       conquer region 17 with the tokens it costs.
                                        ``legal_actions`` adds ``"c": cost`` for display only;
                                        ``apply`` ignores ``"c"``.
    ``{"t": "roll", "r": 17}``          final conquest of region 17 with the reinforcement die
                                        (1..3 tokens short, at least 1 in hand); ends conquests.
    ``{"t": "berserk"}``                Berserk: roll the die before choosing the next target.
    ``{"t": "dragon", "r": 9}``         Dragon Master: take region 9 with one token, once a turn.
    ``{"t": "convert", "r": 12}``       Sorcerers: replace the lone active token in region 12.
    ``{"t": "end"}``                    stop conquering (the Ghouls' segment hands over to the
                                        active race; the active race goes on to redeploy).
Redeploying (phase ``redeploy``, the seat's own turn)
    ``{"t": "fortress", "r": 4}``       Fortified: place this turn's fortress.
    ``{"t": "hero", "r": [3, 8]}``      Heroic: put the two heroes on regions 3 and 8.
    ``{"t": "camp", "n": {"4": 2}}``    Bivouacking: the whole encampment layout (<= 5).
    ``{"t": "ally", "s": 2}``           Diplomat: seat 2 may not attack you until your next turn.
    ``{"t": "redeploy"}``               the default layout (what ``legal_actions`` lists).
    ``{"t": "redeploy", "n": {"5": 3, "9": 1}}``  the full token layout of every region the
                                        seat holds with a race that has tokens to place (active
                                        race, and Ghouls in decline); every such region >= 1,
                                        totals preserved. Ends the turn (scoring follows).
    ``{"t": "end"}``                    keep the layout as it is (only when no tokens are in hand).
After scoring (phase ``stout``, Stout only)
    ``{"t": "decline"}`` or ``{"t": "end"}``.
Defenders (phase ``defenders``: several seats at once, after the attacker's turn)
    ``{"t": "redeploy", "n": {...}}``   place the tokens the seat got back when it lost regions.
``legal_actions`` lists conquer/roll/dragon/convert/abandon per legal region, exactly one
default ``{"t": "redeploy"}`` (no layout: the engine's default, short enough for any button)
and the marker actions with sensible defaults; arbitrary layouts are validated by ``apply``.

Phases: ``pick`` -> ``conquer`` -> ``redeploy`` -> (``stout``) -> (``defenders``) -> next seat;
``over`` at the end. Coins are secret: they appear only in a seat's private view
(``view["me"]["coins"]``) and in private events.

The public view follows the shared interface and adds: ``force`` ("active", or "ghouls" while
Ghouls in decline conquer), ``available`` (while conquering: the tokens that force can use now,
its spare tokens on the map included), ``berserk`` (a pending Berserk roll), ``last_roll`` (the
die this turn), ``regions[].terrain``, ``seats[].ally`` (a Diplomat's protected-from seat) and
``seats[].declined[].in_hand``. Rulings: ``docs/rules/smallworld.md``.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import Action, Event, GameOption, Result, View
from bot.engine.smallworld import actions as _actions
from bot.engine.smallworld import autopilot as _autopilot
from bot.engine.smallworld.conquest import cost_for
from bot.engine.smallworld.hidden import scramble_secrets
from bot.engine.smallworld.invariants import check_invariants
from bot.engine.smallworld.maps import load_map
from bot.engine.smallworld.market import deal
from bot.engine.smallworld.state import State, acting_force, board_from_regions, new_state
from bot.engine.smallworld.turn import start_turn
from bot.engine.smallworld.views import build_view

name = "smallworld"
min_players = 2
max_players = 5
options: tuple[GameOption, ...] = ()
# Actions whose parameters the player composes (not listed whole by legal_actions): the
# fields each takes. Everything else a player sends must be one of the listed actions.
free_actions: dict[str, tuple[str, ...]] = {"redeploy": ("n",), "hero": ("r",), "camp": ("n",)}

__all__ = [
    "apply",
    "autopilot",
    "check_invariants",
    "conquest_cost",
    "free_actions",
    "legal_actions",
    "max_players",
    "min_players",
    "name",
    "options",
    "result",
    "scramble_secrets",
    "setup",
    "setup_on_board",
    "view",
    "waiting_for",
]


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    if not min_players <= players <= max_players:
        raise ValueError(f"Small World is for {min_players} to {max_players} players")
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


def waiting_for(state: State) -> set[int]:
    return _actions.waiting_for(state)


def legal_actions(state: State, seat: int) -> list[Action]:
    return _actions.legal_actions(state, seat)


def apply(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    return _actions.apply_action(state, seat, action, rng)


def view(state: State, seat: int | None) -> View:
    return build_view(state, seat, waiting_for(state))


def result(state: State) -> Result | None:
    outcome = state["result"]
    if outcome is None:
        return None
    return Result(
        scores=dict(enumerate(outcome["coins"])),
        winners=tuple(outcome["winners"]),
        details={"tokens": outcome["tokens"]},
    )


def autopilot(state: State, seat: int, rng: random.Random) -> Action:
    return _autopilot.choose(state, seat, rng)


def conquest_cost(state: State, seat: int, region_id: int) -> int:
    """Tokens the seat's conquering race (Ghouls in decline first, else the active race) would
    need for ``region_id`` now, with every reduction it has (at least 1)."""
    force, declined = acting_force(state) if seat == state["active"] else (None, False)
    if force is None:
        force = state["seats"][seat]["active"]
        declined = False
    if force is None:
        raise ValueError(f"seat {seat} has no race to conquer with")
    return cost_for(state, force, declined, region_id)
