"""World War (世界大战): the rules engine. Armies are named by colour only.

``ENGINE`` is the engine (a ``bot.engine.base.GameEngine``): ``name``, ``min_players``,
``max_players``, ``options``, ``free_actions``, ``setup``, ``waiting_for``, ``legal_actions``,
``apply``, ``view``, ``result``, ``autopilot`` and ``scramble_secrets``, plus
``check_invariants(state)`` for the tests. State, action and view shapes are the contract in
``bot/games/worldwar/rules.md`` (with the rulings B1–B8 and W1–W37).

Modules, lowest first (each imports only those above it in this list, at module level):
``battle`` (one dice roll, pure), ``content`` (map and decks), ``skills`` (a seat's lord skills
read from the state: the lookup, and the two the state's helpers ask), ``state`` (shape,
constants, helpers), ``reactions`` (reaction cards played for their holder outside its turn),
``effects`` (what cards, events and lord skills share), ``lords`` (lord skills: one hook per
kind), ``monarchs`` (the monarch edition: lord cards dealt and kept, treasures, the lord card
as duellist), ``missions`` (targets, completion and scores), ``setup`` (order roll, deal,
garrisons, missions, hands), ``army`` (setup choices, placing, buying, moves, moving the
capital), ``continent_troops`` (the soldiers a whole continent raises, placed first: W37),
``cards`` (playing domestic-affairs cards: one hook per effect kind), ``events`` (political
events: one hook per kind), ``sorcery`` (the sorcery duel: pure duel, drawing
generals and sorcery cards, the hook ``resolve`` that ``war.attack`` calls), ``war`` (attacks,
conquest, lords, capitals, elimination), ``rounds`` (turns, the end of a round, the end),
``actions`` (waiting, legal actions, dispatch), ``views``, ``autopilot``, ``invariants``,
``determinize`` (a state sampled from one seat's view), ``evaluate`` (each seat's chance
to win) and ``rollout`` (the autopilot's choices, made cheaper), which the bot players'
search (bot.ai, issue 30) plays with.

Options: ``edition`` — ``generals`` (the default: duels draw generals) or ``monarchs`` (lord
cards with skills and treasures, rulings W28–W36).

Every rule of the seed is played; where it was read one way among several, the ruling says
so: only the attacker summons a mage (W24); a defender owing losses is asked which engines of
the territory pay them (the ``sacrifice`` phase, W25); reaction cards outside one's turn are
played automatically (W15); catapults travel with attacks and troop moves and have no other
action, as in the seed ("投石车可以随军出征一格").

Events (catalog keys; ``seat``/``victim``/``captor``/``defender``/``by`` are 0-based seats,
territories are map ids)
---------------------------------------------------------------------------------------
``ww-ev-order`` {order, rolls} · ``ww-ev-capital`` {seat, territory} (dealt) ·
``ww-ev-mission-kept`` {seat} · ``ww-ev-place`` {seat, territory, units} ·
``ww-ev-lord`` {seat, territory} · ``ww-ev-round`` {round} · ``ww-ev-turn`` {seat, round} ·
``ww-ev-free`` {seat, n} · ``ww-ev-continent-troops`` {seat, continent, n (soldiers raised),
lost (those that found no room)}, ``ww-ev-continent-troops-none`` (the same, none raised) ·
``ww-ev-swap`` {seat, n} · ``ww-ev-battle`` {seat, defender,
from, to, attacker_lord, defender_lord (whose lord fought: bool), +
battle.BattleResult.to_json()} · ``ww-ev-duel`` {seat, defender, from, to,
attacker_lord, defender_lord, summoner ("attacker"), card (sorcery id), attacker_general,
defender_general (general ids),
attacker_value, defender_value, winner ("attacker"|"defender"), toll (units asked of the
loser, doubled included), doubled (bool), catapult_kills, tower_kills, attacker_paid,
defender_paid ({units, catapults, towers, survivors}), shielded, attacker_wiped_out,
defender_wiped_out} (a duel instead of the dice; the ``ww-ev-conquer`` etc. that follow are
those of a dice battle) · ``ww-ev-conquer`` {seat, victim, territory} ·
``ww-ev-lord-taken`` {seat, victim} · ``ww-ev-ransom`` {seat, captor, grain} ·
``ww-ev-capital-taken`` {seat, victim, at} · ``ww-ev-occupy`` {seat, victim, at} ·
``ww-ev-reparations`` {seat, victim, grain} · ``ww-ev-refound`` {seat, territory} ·
``ww-ev-eliminated`` {seat, by} · ``ww-ev-sacrifice-asked`` {seat (the defender), attacker,
territory, owed} (the battle waits for the defender's answer) · ``ww-ev-sacrificed`` {seat,
territory, catapults, towers, units} (the answer, before the battle's event) ·
``ww-ev-move`` {seat, from, to, units, lord} ·
``ww-ev-relocate`` {seat, from, to} · ``ww-ev-round-end`` {round} · ``ww-ev-tax`` {seat,
grain} · ``ww-ev-buy-phase`` {round} · ``ww-ev-buy`` {seat, unit, n, territory} ·
``ww-ev-buy-done`` {seat} · ``ww-ev-mission-done`` {seat, mission} ·
``ww-ev-card`` {seat, card, + what it did: territory/territories, units, grain, from, target,
look, unit, n, victim} · ``ww-ev-seen`` {seat, look, round, what} (to the spy alone) ·
``ww-ev-event`` {event, + seats/territories it named} · ``ww-ev-build`` {seat, unit,
territory} · ``ww-ev-lord-escaped`` {seat, territory} ·
``ww-ev-game-over`` {winners, reason} (reason ``ww-result-mission|rounds|last``) ·
``ww-ev-lord-card`` {seat, card (lord id)} · ``ww-ev-treasure`` {seat, treasure, might,
intellect, command, charm (the stats after it)} · ``ww-ev-skill`` {seat, skill ("spy":
target, look | "recruit": territory, units | "escape": territory)} · ``ww-ev-reaction``
{seat, card ("ambush": territory | "bodyguard": territory (the capital) | "veto": against
(the seat whose card it cancels), countered (that card))} · ``ww-ev-owed`` {seat, n} (the
action points taken at the start of its turn). ``ww-ev-card`` carries ``vetoed: true`` when
a Veto cancelled it. In the monarch edition ``ww-ev-duel`` names ``attacker_lord_card`` and
``defender_lord_card`` (the generals are null; in the generals edition the other way round).

Errors (``RuleError.code``)
---------------------------
``ww-err-game-over``, ``ww-err-bad-action``, ``ww-err-not-your-turn``, ``ww-err-wrong-phase``,
``ww-err-territory`` {territory}, ``ww-err-not-yours`` {territory}, ``ww-err-mission-kept``,
``ww-err-mission-offer``, ``ww-err-capital-place`` {territory}, ``ww-err-supply``,
``ww-err-full`` {territory, room}, ``ww-err-lord-placed``, ``ww-err-not-front`` {territory},
``ww-err-grain`` {cost, grain}, ``ww-err-engines`` {territory}, ``ww-err-not-connected``
{territory}, ``ww-err-capital-move``, ``ww-err-pieces`` {territory}, ``ww-err-leave-one``
{territory}, ``ww-err-no-lord`` {territory}, ``ww-err-action-points`` {cost, left},
``ww-err-moved`` (no attack after a troop move), ``ww-err-not-adjacent`` {territory},
``ww-err-own-territory`` {territory}, ``ww-err-capital-early`` {round}, ``ww-err-ceded``,
``ww-err-place-first``, ``ww-err-swapped``, ``ww-err-not-in-hand`` {card},
``ww-err-player`` {seat}, ``ww-err-reaction``, ``ww-err-no-ransom``, ``ww-err-sea-closed``
{territory}, ``ww-err-ceasefire``, ``ww-err-truce`` {seat}, ``ww-err-summon`` {units, need}
(a mage needs at least ``need`` = 5 units sent; ``units`` were sent),
``ww-err-sacrifice`` {catapults, towers, owed} (the engines there and the losses owed),
``ww-err-lord-card-kept``, ``ww-err-lord-card-offer``, ``ww-err-skill`` (no use of the skill
left), ``ww-err-troops-first`` {continent, n} (a continent's soldiers are placed first, W37),
``ww-err-troops-where`` {territory, continent}, ``ww-err-troops-count`` {continent, n}.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import GameEngine, GameOption, Result, View
from bot.games.worldwar.engine import actions, autopilot, rollout
from bot.games.worldwar.engine.determinize import determinize
from bot.games.worldwar.engine.evaluate import evaluate
from bot.games.worldwar.engine.invariants import check_invariants
from bot.games.worldwar.engine.redeal import redeal
from bot.games.worldwar.engine.setup import setup
from bot.games.worldwar.engine.state import State
from bot.games.worldwar.engine.views import build_view, scramble_secrets

MIN_PLAYERS = 4
MAX_PLAYERS = 5


def _setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"World War is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    return setup(players, options, rng)


def _view(state: State, seat: int | None) -> View:
    return build_view(state, seat, actions.waiting_for(state))


def _result(state: State) -> Result | None:
    outcome = state["result"]
    if outcome is None:
        return None
    return Result(
        scores=dict(enumerate(outcome["scores"])),
        winners=tuple(outcome["winners"]),
        reason=outcome["reason"],
        details={"points": outcome["points"], "missions": outcome["missions"]},
    )


ENGINE = GameEngine(
    name="worldwar",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=(
        # "游戏分为两个版本,武将版和君主版": generals draw generals for duels; monarchs keep a
        # lord card
        GameOption("edition", str, "generals", choices=("generals", "monarchs")),
        # "占领大洲加分加兵": a whole continent raises soldiers each turn (W37)
        GameOption("continent_troops", bool, True),
        # the defender's engines chosen at once instead of asking it (W25), for quick tables
        GameOption("quick_sacrifice", bool, False),
    ),
    free_actions=actions.FREE_ACTIONS,
    setup=_setup,
    waiting_for=actions.waiting_for,
    legal_actions=actions.legal_actions,
    apply=actions.apply_action,
    view=_view,
    result=_result,
    autopilot=autopilot.choose,
    scramble_secrets=scramble_secrets,
    check_invariants=check_invariants,
    sealable=frozenset({"mission", "card", "attack"}),  # missions; cancelled cards; twins
    determinize=determinize,
    evaluate=evaluate,
    rollout=rollout.choose,
    # A fork of a running game (issue 31): the face-down piles dealt again.
    redeal=redeal,
)
