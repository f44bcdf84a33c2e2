"""A legal, sensible move for any seat: the fallback for absent players and the random games.

It keeps a lord card (monarch edition) and a mission at random, uses a lord's spy skill
when it can (it costs nothing), puts its pieces on the front and its lord on its strongest
front stack, a continent's soldiers where that continent's border is most threatened
(``threat``), plays its domestic-affairs cards while it has action points to spare (a dice
card only before a good attack), attacks only where the sent units clearly outnumber the
defence left after the catapults fire, preferring targets its own mission needs (``aim``; it
knows no other seat's mission), else summons a mage where its generals are stronger and the
defence small (``duel_pick``), reinforces the front once or twice, and spends its grain on
pieces and machines (well-towers too) for the front. Every choice comes from
``legal_actions`` so it never breaks a rule; every step of a turn spends an action point or
ends, so a game always terminates.
"""

from __future__ import annotations

import random

from bot.engine.base import Action
from bot.games.worldwar.engine.actions import legal_actions
from bot.games.worldwar.engine.battle import CANNON, HORSE, SOLDIER, units_of
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.continent_troops import pending
from bot.games.worldwar.engine.missions import mission_target
from bot.games.worldwar.engine.sorcery import SUMMON_UNITS, pool_strength
from bot.games.worldwar.engine.state import (
    MAP,
    State,
    capital_of,
    front,
    lord_at,
    owner,
    stack,
)
from bot.games.worldwar.engine.war import default_sacrifice

MAP_MOVES = 2  # troop moves it makes in one turn (the rules set no limit)
MARGIN = 2  # attack only with this many more units than the defence (after well-towers)
CARD_RESERVE = 3  # action points it keeps for attacks when it plays a card
CARD_SKIP = ("move_extra",)  # cards whose use it cannot plan
DUEL_EDGE = 0  # summon only when its pool's mean stat total is at least the defender's
DUEL_TARGET = 5  # ... and the defence is small enough for one toll (3-8) to empty
TOWER_SHARE = 0.25  # how often a purchase is a well-tower (defence and 5 points each)


def sent(action: Action) -> int:
    """The combat units a listed attack or move sends (its fields are whole, never negative:
    counted without building a Stack, at every step of the bots' playouts)."""
    return action.get("s", 0) * SOLDIER + action.get("h", 0) * HORSE + action.get("c", 0) * CANNON


def defence(state: State, tid: str, catapults: int = 0) -> int:
    """The defenders an attack meets: units, 5 per well-tower, less 3 per catapult sent."""
    cell = state["map"][tid]  # units_of: the units without building a Stack (every playout step)
    return units_of(cell["u"]) + 5 * cell["w"] - 3 * catapults


def odds(state: State, action: Action) -> int:
    """How many more units an attack sends than it meets (catapults fire first)."""
    return sent(action) - defence(state, action["b"], action.get("k", 0))


def aim(state: State, seat: int, tid: str) -> float:
    """How much taking ``tid`` serves the seat's own mission (and the 50-point captures)."""
    enemy = state["map"][tid]["o"]
    worth = 1.0 if enemy is not None and lord_at(state, tid) == enemy else 0.0
    worth += 1.0 if capital_of(state, tid) is not None else 0.0
    mission_id = state["seats"][seat]["mission"]
    if mission_id is None:
        return worth
    mission = decks().mission(mission_id)
    p = mission.params
    territory = MAP.territories[tid]
    if mission.kind in ("eliminate", "capture"):
        target = mission_target(mission, seat, state["players"])
        if target is not None and enemy == target:
            worth += 4.0 if mission.kind == "capture" and lord_at(state, tid) == target else 1.5
    elif tid in p.get("hold", ()) or territory.continent in p.get("continents", ()):
        worth += 2.0
    elif "territories" in p:  # a count of territories: any one taken counts
        worth += 1.0
    elif "lords_captured" in p or "capitals_taken" in p:
        worth += 2.0 * worth  # the captures it already counts are what the mission wants
    elif "rich_territories" in p or "total_value" in p:
        worth += territory.value / 25
    return worth


def card_value(state: State, seat: int, action: Action) -> float:
    """How much it likes this card play (0: not now): targets on its front, the richest
    player to rob, the biggest enemy stack to bombard."""
    kind = decks().card(action["c"]).effect.kind
    if kind in CARD_SKIP:
        return 0
    if "a" in action and state["map"][action["a"]]["o"] == seat:
        return 2 if front(state, seat, action["a"]) else 0.5
    if "a" in action:  # units_of: the units without building a Stack
        return 1 + units_of(state["map"][action["a"]]["u"]) / 12
    if "p" in action:
        return 1 + state["seats"][action["p"]]["grain"] / 1000
    return 1


def play_card(state: State, seat: int, options: list[Action], rng: random.Random) -> Action | None:
    """A card worth playing now, if any, keeping action points for attacks."""
    if state["turn"]["ap"] <= CARD_RESERVE:
        return None
    good_attack = any(a["t"] == "attack" and odds(state, a) >= MARGIN for a in options)
    return pick_card(state, seat, [a for a in options if a["t"] == "card"], good_attack, rng)


def for_attack(card: Action) -> bool:
    """A card play that is a dice card for the seat's own attack: worth it only before a good
    attack (``good_attack`` of :func:`pick_card`)."""
    cid = card["c"]
    found = _FOR_ATTACK.get(cid)
    if found is None:
        effect = decks().card(cid).effect
        found = _FOR_ATTACK[cid] = effect.kind == "dice" and effect["scope"] != "next_defence"
    return found


# for_attack by card id, worked out once per card (asked of every card play at every step of
# the bots' playouts where cards are weighed)
_FOR_ATTACK: dict[str, bool] = {}


def pick_card(
    state: State, seat: int, cards: list[Action], good_attack: bool, rng: random.Random
) -> Action | None:
    """:func:`play_card` among the card plays ``cards``, told whether a good attack is there
    (the bots' playouts list the attacks only when a dice card asks)."""
    plays = []
    for action in cards:
        if for_attack(action) and not good_attack:
            continue
        value = card_value(state, seat, action)
        if value > 0:
            plays.append((value, rng.random(), action))
    return max(plays, key=lambda p: (p[0], p[1]))[2] if plays else None


def duel_pick(state: State, seat: int, options: list[Action], rng: random.Random) -> Action | None:
    """A summoning attack that favours it where the dice do not: its generals are no weaker
    on average than the defender's (the drawn ones lie face up), the defence is small enough
    for one toll to empty and its own stack keeps five units after the well-towers fire."""
    picks = []
    for a in options:
        if a["t"] != "attack" or not a.get("m"):
            continue
        enemy = state["map"][a["b"]]["o"]
        if enemy is None:
            continue
        edge = pool_strength(state, seat) - pool_strength(state, enemy)
        units = stack(state, a["b"]).units - 3 * a.get("k", 0)
        left = sent(a) - 5 * state["map"][a["b"]]["w"]
        if edge >= DUEL_EDGE and 0 < units <= DUEL_TARGET and left >= SUMMON_UNITS:
            picks.append((edge - units, rng.random(), a))
    return max(picks, key=lambda p: (p[0], p[1]))[2] if picks else None


def threat(state: State, seat: int, tid: str) -> int:
    """How far the strongest enemy stack one step away outnumbers the units on ``tid``."""
    near = [
        stack(state, other).units
        for other in MAP.territories[tid].links
        if owner(state, other) not in (None, seat)
    ]
    return max(near, default=0) - stack(state, tid).units


def continent_troops(state: State, seat: int, picks: list[Action], rng: random.Random) -> Action:
    """A continent's soldier goes one at a time to its most threatened territory: what keeps
    the continent whole (and its soldiers coming) is its border."""
    return max(picks, key=lambda a: (threat(state, seat, a["a"]), rng.random()))


def single(action: Action) -> bool:
    """A placement or purchase of one piece (or not one at all)."""
    return all(action.get(field, 1) == 1 for field in ("s", "h", "c", "n"))


def choose(state: State, seat: int, rng: random.Random) -> Action:
    # The autopilot places and buys one piece at a time, as before the batches were listed:
    # its choices, and so its games and the balance figures measured with it, stay the same.
    options = [a for a in legal_actions(state, seat) if a["t"] not in ("place", "buy") or single(a)]
    if not options:
        raise ValueError(f"seat {seat} has nothing to do")
    kinds = {a["t"] for a in options}
    phase = state["phase"]
    if phase == "setup":
        for kind in ("lordcard", "mission", "place", "lord"):
            picks = [a for a in options if a["t"] == kind]
            if kind == "place":
                fronts = [a for a in picks if front(state, seat, a["a"])]
                picks = fronts or picks
            if kind == "lord" and picks:  # a lord on a thin stack is 50 points for anyone
                return max(picks, key=lambda a: (stack(state, a["a"]).units, rng.random()))
            if picks:
                return rng.choice(picks)
    if phase == "sacrifice":  # B5's choice, the fewest units lost; it draws no random number
        return default_sacrifice(state)
    if phase == "capital":
        return rng.choice(options)
    if phase in ("refound",):
        return options[0]
    if "place" in kinds and pending(state):
        return continent_troops(state, seat, [a for a in options if a["t"] == "place"], rng)
    if "place" in kinds:
        picks = [a for a in options if a["t"] == "place"]
        fronts = [a for a in picks if front(state, seat, a["a"])]
        return rng.choice(fronts or picks)
    if "build" in kinds:
        builds = [a for a in options if a["t"] == "build"]
        fronts = [a for a in builds if front(state, seat, a["a"])]
        return rng.choice(fronts or builds)
    if phase == "buy":
        towers = rng.random() < TOWER_SHARE
        buys = [a for a in options if a["t"] == "buy" and (a["u"] == "tower") == towers]
        if buys and rng.random() < 0.85:
            fronts = [a for a in buys if front(state, seat, a["a"])]
            return rng.choice(fronts or buys)
        return {"t": "done"}
    spies = [a for a in options if a["t"] == "skill"]
    if spies:  # a look costs no action point: take it when the skill allows
        return rng.choice(spies)
    card = play_card(state, seat, options, rng)
    if card is not None:
        return card
    attacks = [
        a for a in options if a["t"] == "attack" and not a.get("m") and odds(state, a) >= MARGIN
    ]
    if attacks:
        return max(
            attacks, key=lambda a: (aim(state, seat, a["b"]) + odds(state, a) / 4, rng.random())
        )
    summon = duel_pick(state, seat, options, rng)
    if summon is not None:
        return summon
    if state["turn"]["moves"] < MAP_MOVES:
        moves = [
            a
            for a in options
            if a["t"] == "move"
            and not front(state, seat, a["a"])
            and front(state, seat, a["b"])
            and sent(a) > 1
        ]
        if moves:
            return rng.choice(moves)
    return {"t": "end"}
