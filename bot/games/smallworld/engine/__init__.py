"""Small World (小世界): the rules engine.

``ENGINE`` is the engine (a ``bot.engine.base.GameEngine``): ``name``, ``min_players``,
``max_players``, ``options``, ``setup``, ``waiting_for``, ``legal_actions``, ``apply``, ``view``,
``result`` and ``autopilot``, plus ``check_invariants(state)`` for tests and, for the bot
players, ``determinize`` (a state sampled from a seat's view) and ``evaluate`` (each seat's
chances). The modules behind it keep the rest: ``start.setup_on_board`` (any board, for tests) and
``conquest.conquest_cost(state, seat, region_id)`` for the UI.

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
``seats[].declined[].in_hand``. Rulings: ``bot/games/smallworld/rules.md``.
"""

from __future__ import annotations

from bot.engine.base import GameEngine
from bot.games.smallworld.engine.actions import (
    FREE_ACTIONS,
    apply_action,
    legal_actions,
    waiting_for,
)
from bot.games.smallworld.engine.autopilot import choose
from bot.games.smallworld.engine.determinize import determinize
from bot.games.smallworld.engine.evaluate import evaluate
from bot.games.smallworld.engine.hidden import scramble_secrets
from bot.games.smallworld.engine.invariants import check_invariants
from bot.games.smallworld.engine.outcome import result
from bot.games.smallworld.engine.redeal import redeal
from bot.games.smallworld.engine.start import MAX_PLAYERS, MIN_PLAYERS, setup
from bot.games.smallworld.engine.views import view

ENGINE = GameEngine(
    name="smallworld",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    setup=setup,
    waiting_for=waiting_for,
    legal_actions=legal_actions,
    apply=apply_action,
    view=view,
    result=result,
    autopilot=choose,
    scramble_secrets=scramble_secrets,
    free_actions=FREE_ACTIONS,
    check_invariants=check_invariants,
    sealable=frozenset(),  # every choice shows on the board; coins change only by the rules
    determinize=determinize,
    evaluate=evaluate,
    # No rollout of its own: the autopilot plus apply costs about 0.1 ms of CPU an action in a
    # 5-player game (a whole game about 18 ms), cheap enough to be the playout policy.
    # A fork of a running game (issue 31): the face-down stacks dealt again.
    redeal=redeal,
)
