"""Tiny Epic Kingdoms (史詩小帝國): the rules engine.

``ENGINE`` is the engine (a ``bot.engine.base.GameEngine``): its facts and pure functions,
taken from the modules below, with ``check_invariants(state)`` for the tests. The state, action
and view shapes are the contract in the game's ``rules.md`` (beside this package, with the
rulings); the cards, factions, tower and exploration tokens are data in ``content/*.json``.

Modules: ``content`` (the JSON files, the geometry of the cards in play), ``state`` (shape and
helpers), ``setup`` (deal, factions, side/stock/home), ``rounds`` (leader, followers, the end of
a round), ``moves`` (the six actions and the limits of entering a region), ``collect``,
``bids`` and ``war`` (sealed bids, alliances, flight, rescue), ``explore`` (tokens),
``powers`` (faction power hooks), ``scoring``, ``views`` (with the costs, yields and war
figures the prompts show, and the scramble of secrets), ``autopilot``, ``invariants``,
``words`` (catalog-key parameters), ``actions`` (dispatch), ``determinize`` (a full state
sampled from a seat's view, for the search), ``evaluate`` (each seat's chance to win).
Listed actions carry display-only fields ``apply`` ignores: ``war`` on a patrol or quest that
starts a war, ``got`` on a trade, ``gain`` on a collect (``moves``, ``collect``).

Events (catalog keys; seats are 0-based seat numbers in params named ``seat``, ``attacker``,
``defender``, ``winner``, ``loser``; ``region`` / ``from`` / ``to`` are region ids (slot * 10 +
1..7); ``res``, ``give``, ``get``, ``action``, ``faction``, ``token`` are catalog-key values
``tek-res-<f|m|o>``, ``tek-action-<kind>``, ``tek-faction-<id>``, ``tek-token-<kind>``;
``{amounts}`` stands for ``f, m, o`` (the numbers), ``total`` (their sum) and ``amounts`` (the
non-zero ones as a list of ``tek-amount`` words, for "2 mana, 1 ore"))
---------------------------------------------------------------------------------------------
Setup
    ``tek-ev-faction``      {seat, faction}            a faction chosen (option deal off)
    ``tek-ev-side``         {seat, side}               side 0 or 1 of the home card
    ``tek-ev-stock``        {seat, {amounts}}          the starting resources
    ``tek-ev-home``         {seat, region}             two meeples placed there
The round
    ``tek-ev-leader``       {seat}                     takes the big tower (also at the start)
    ``tek-ev-pass``         {seat, action}             shield placed on it, nothing done
    ``tek-ev-patrol``       {seat, from, to}
    ``tek-ev-stand``        {seat, region}             a patrol stands a searching meeple up
    ``tek-ev-quest``        {seat, from, to}
    ``tek-ev-build``        {seat, level, cost}        cost 0: a stone token
    ``tek-ev-research``     {seat, level, cost}        cost 0: a scroll token
    ``tek-ev-expand``       {seat, region, cost}
    ``tek-ev-trade``        {seat, give, get, n}       n of ``give`` for n of ``get``
    ``tek-ev-gain``         {seat, res, n}             a power's or a token's extra resources
    ``tek-ev-chosen``       {seat}                     a follower has made its sealed choice
                                                      (option ``quick_follow``)
    ``tek-ev-collect``      {seat, {amounts}}          what a collect really gained
    ``tek-ev-redo``         {seat}                     its sealed follow move became illegal:
                                                      it chooses again (``quick_follow``)
    ``tek-ev-end-meeples`` / ``tek-ev-end-tower`` / ``tek-ev-end-magic``  {seat}
                                                      an end condition met (once, at the
                                                      first end check that finds any)
    ``tek-ev-cleared``      {}                         five shields down: the card is cleared
    ``tek-ev-game-over``    {winner: [seats], count}   count 1, or 0 for a draw (no winner)
War
    ``tek-ev-war``          {attacker, defender, region}   both bid now (secretly)
    ``tek-ev-war-neutral``  {attacker, region}         a Lost Kingdom neutral is attacked
    ``tek-ev-bid``          {seat}                     has bid (never the value)
    ``tek-ev-reveal``       {attacker, defender, region, attack, defend}   both values
    ``tek-ev-reveal-neutral``  {attacker, region, value}
    ``tek-ev-paid``         {seat, {amounts}}          a bid's payment
    ``tek-ev-war-won``      {winner, loser, region}
    ``tek-ev-neutral-defeated``  {seat, region}
    ``tek-ev-alliance``     {attacker, defender, region}   two white flags: allies
    ``tek-ev-alliance-kept``   {attacker, defender, region}   allies white-flagged again
    ``tek-ev-alliance-broken`` {attacker, defender}   a war between allies
    ``tek-ev-lost``         {seat, region, n}          n meeples lost there
    ``tek-ev-flee``         {seat, from, to, cost}     the loser fled (cost in food)
    ``tek-ev-perish``       {seat, region, n}          the loser chose not to flee
    ``tek-ev-rescued``      {seat, region}             a player's last meeple saved there
Exploration tokens
    ``tek-ev-token``        {seat, region, token}      a token taken (then its effect:
                                                      ``tek-ev-gain``, ``tek-ev-research``,
                                                      ``tek-ev-build`` or one of these)
    ``tek-ev-recruit``      {seat, region}             a free meeple joins there
    ``tek-ev-ambush``       {seat, region}             the entering meeple is lost
    ``tek-ev-ambush-spared``   {seat, region}          ... but not a player's last one

Errors (``RuleError.code``, with params)
----------------------------------------
``tek-err-game-over``, ``tek-err-bad-action``, ``tek-err-not-your-turn``,
``tek-err-wrong-phase``, ``tek-err-faction-taken``, ``tek-err-setup-done``,
``tek-err-stock`` {total}, ``tek-err-side-first``, ``tek-err-home-region`` {region},
``tek-err-used`` {action} (the action has a shield), ``tek-err-follow-kind`` {action} (followers
do the leader's action or collect), ``tek-err-region`` {region} (no such region),
``tek-err-no-searching`` {region}, ``tek-err-no-meeple`` {region} (no standing meeple there),
``tek-err-not-adjacent`` {region}, ``tek-err-river`` {region}, ``tek-err-cliff`` {region},
``tek-err-same-card`` {region} (a quest goes to another card), ``tek-err-sealed`` {region},
``tek-err-stack`` {region}, ``tek-err-last-meeple`` {region} (another player's last meeple is
there), ``tek-err-third-colour`` {region}, ``tek-err-last-attack`` {region} (your last meeple
may not start a war), ``tek-err-neutral-cost`` {region} (you cannot bid more than the neutrals
left), ``tek-err-no-supply``, ``tek-err-expand-region`` {region}, ``tek-err-food`` {cost},
``tek-err-ore`` {cost}, ``tek-err-mana`` {cost}, ``tek-err-tower-top``, ``tek-err-magic-top``,
``tek-err-trade-amount`` {n}, ``tek-err-trade-cap`` {n}, ``tek-err-picks`` {n} (a collect
names exactly n free picks), ``tek-err-bid-done``, ``tek-err-bid-value``,
``tek-err-bid-payment`` {v}, ``tek-err-bid-neutral`` {n} (bid more than n), ``tek-err-flee-region``
{region}.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import GameEngine, GameOption, Result, View
from bot.games.tek.engine import actions, autopilot
from bot.games.tek.engine.determinize import determinize
from bot.games.tek.engine.evaluate import evaluate
from bot.games.tek.engine.invariants import check_invariants
from bot.games.tek.engine.redeal import redeal
from bot.games.tek.engine.setup import setup as deal
from bot.games.tek.engine.state import State
from bot.games.tek.engine.views import build_view, scramble_secrets

MIN_PLAYERS = 2
MAX_PLAYERS = 5


def _setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    # the registry's lobby keeps the count in range; a direct caller (a script, a test) is
    # told plainly instead of getting a half-dealt board
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Tiny Epic Kingdoms is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    return deal(players, options, rng)


def _view(state: State, seat: int | None) -> View:
    return build_view(state, seat, actions.waiting_for(state))


def _result(state: State) -> Result | None:
    outcome = state["result"]
    if outcome is None:
        return None
    return Result(
        scores=dict(enumerate(outcome["scores"])),
        winners=tuple(outcome["winners"]),
        details={"points": outcome["details"]},
    )


ENGINE = GameEngine(
    name="tek",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=(
        GameOption("deal_factions", bool, True),
        GameOption("exploration", bool, False),
        # on: the followers choose all at once, sealed (faster asynchronous play); off, the
        # seed's way: one after another (rules.md, ruling 2)
        GameOption("quick_follow", bool, False),
        GameOption("all_factions", bool, True),  # off: the base box's 13 (ruling 20)
    ),
    free_actions={},  # every action is listed by legal_actions
    setup=_setup,
    waiting_for=actions.waiting_for,
    legal_actions=actions.legal_actions,
    apply=actions.apply_action,
    view=_view,
    result=_result,
    autopilot=autopilot.choose,
    scramble_secrets=scramble_secrets,
    check_invariants=check_invariants,
    # the search (issue 30): a full state sampled from a seat's view
    determinize=determinize,
    evaluate=evaluate,  # each seat's chance to win from its projected end score
    # no rollout of its own: the search plays out with the autopilot, cheap enough (about
    # 160 us CPU per action with apply at five players, a whole game about 30 ms)
    # War bids and the followers' choices (the six actions and collect) are sealed.
    sealable=frozenset(
        {"bid", "collect", "patrol", "quest", "build", "research", "expand", "trade"}
    ),
    # A fork of a running game (issue 31): the face-down tokens' kinds dealt again.
    redeal=redeal,
)
