"""The flow of play: setup done, turns in order, the end of a round (tax, buy), the end.

A round is every player's turn in the rolled order. After it: two political events
(:mod:`bot.games.worldwar.engine.events`, not after the last round), tax by the economic values of
held territories, then the buy phase, which every player plays at once (each buys for
himself; nobody waits for the others' shopping). The
game ends at once when a mission is complete, when one player is left, or after round 6.
"""

from __future__ import annotations

import random

from bot.engine.base import Event
from bot.games.worldwar.engine.battle import Stack, units_of
from bot.games.worldwar.engine.continent_troops import raise_troops
from bot.games.worldwar.engine.effects import draw
from bot.games.worldwar.engine.events import draw_events, expire, taxes
from bot.games.worldwar.engine.lords import hand_size, recruit, tax_bonus, turn_points
from bot.games.worldwar.engine.missions import completed, scores
from bot.games.worldwar.engine.monarchs import draw_treasures, monarchs
from bot.games.worldwar.engine.state import (
    ACTION_POINTS,
    FREE_SOLDIERS,
    ROUNDS,
    State,
    add,
    alive,
    gain_units,
)


def setup_done(state: State, seat: int) -> bool:
    info = state["seats"][seat]
    return (
        info["mission"] is not None
        and units_of(info["supply"]) == 0
        and info["lord"] is not None
        and (info["lord_card"] is not None or not monarchs(state))
    )


def start_game(state: State) -> list[Event]:
    state["round"] = 1
    return [Event("ww-ev-round", {"round": 1}), *start_turn(state, state["order"][0])]


def start_turn(state: State, seat: int) -> list[Event]:
    """8 action points (the events' change, a lord's ``action_points`` skill, less the points
    owed for reaction cards played since the last turn, never below 0: ruling W15); in
    round 1 three free soldiers to place ("第一局每个人免费三个兵"). The seat's cards that
    lasted "until your next turn" end; a lord's ``recruit`` skill brings its soldiers; each
    continent held whole raises its soldiers, placed first of all (ruling W37)."""
    state["phase"] = "turn"
    info = state["seats"][seat]
    ap = ACTION_POINTS + state["fx"]["ap"].get(str(seat), 0) + turn_points(state, seat)
    owed, info["owed_ap"] = info["owed_ap"], 0
    ap = max(0, ap - owed)
    state["turn"] = {"seat": seat, "ap": ap, "step": "attack", "swapped": False, "moves": 0,
                     "fired": {}, "boosts": [], "marches": []}  # fmt: skip
    info.update(shields={}, truce=[], ambush=[], bodyguard=False)
    events = [Event("ww-ev-turn", {"seat": seat, "round": state["round"]})]
    if owed:
        events.append(Event("ww-ev-owed", {"seat": seat, "n": owed}))
    events += recruit(state, seat)
    events += raise_troops(state, seat)
    if state["round"] == 1:
        info = state["seats"][seat]
        info["supply"] = add(Stack.from_json(info["supply"]), Stack(FREE_SOLDIERS)).to_json()
        gain_units(state, seat, FREE_SOLDIERS)
        events.append(Event("ww-ev-free", {"seat": seat, "n": FREE_SOLDIERS}))
    return events


def end_turn(state: State, seat: int, rng: random.Random) -> list[Event]:
    """Refill the hand to 6, only after one's own turn ("只可以在自己的回合之后抽取"); a hand
    above 6 (cards drawn by a card or an event) keeps its cards (ruling W14). Then the next
    player, or the end of the round."""
    info = state["seats"][seat]
    info["hand"] += draw(state, max(0, hand_size(state, seat) - len(info["hand"])))
    state["turn"] = None
    order = [s for s in state["order"] if not state["seats"][s]["out"]]
    later = [s for s in state["order"][state["order"].index(seat) + 1 :] if s in order]
    if later:
        return start_turn(state, later[0])
    return end_round(state, rng)


def end_round(state: State, rng: random.Random) -> list[Event]:
    """Two political events and, in the monarch edition, a treasure each (not after the last
    round, rulings W20 and W29), tax, the war-chest check, then the buy phase; after round 6
    the game ends."""
    events: list[Event] = [Event("ww-ev-round-end", {"round": state["round"]})]
    expire(state)
    if state["round"] < ROUNDS:
        events += draw_events(state, rng)
        events += draw_treasures(state, rng)
    for seat in alive(state):
        tax = taxes(state, seat)
        tax += tax_bonus(state, seat, tax)
        state["seats"][seat]["grain"] += tax
        events.append(Event("ww-ev-tax", {"seat": seat, "grain": tax}))
    events += check_end(state, end_of_round=True)
    if state["phase"] == "over":
        return events
    if state["round"] >= ROUNDS:
        return events + finish(state, "ww-result-rounds")
    state["phase"] = "buy"
    for seat in alive(state):
        state["seats"][seat]["done"] = False
    return [*events, Event("ww-ev-buy-phase", {"round": state["round"]})]


def buy_done(state: State, seat: int) -> list[Event]:
    state["seats"][seat]["done"] = True
    events = [Event("ww-ev-buy-done", {"seat": seat})]
    if all(state["seats"][s]["done"] for s in alive(state)):
        for info in state["seats"]:
            info["discount"] = {}
        state["round"] += 1
        events.append(Event("ww-ev-round", {"round": state["round"]}))
        first = next(s for s in state["order"] if not state["seats"][s]["out"])
        events += start_turn(state, first)
    return events


def check_end(state: State, *, end_of_round: bool = False) -> list[Event]:
    """End the game at once on a completed mission or when one player is left."""
    if state["phase"] == "over" or state["round"] < 1:
        return []
    done = completed(state, end_of_round=end_of_round)
    if done:
        state["completed"] = sorted(set(state["completed"]) | set(done))
        events = [Event("ww-ev-mission-done", {"seat": s, "mission": state["seats"][s]["mission"]})
                  for s in done]  # fmt: skip
        return events + finish(state, "ww-result-mission")
    if len(alive(state)) <= 1:
        return finish(state, "ww-result-last")
    return []


def finish(state: State, reason: str) -> list[Event]:
    """Score everyone; the highest total among players still in wins (ties share)."""
    table = scores(state)
    standing = alive(state) or list(range(state["players"]))
    best = max(table[s]["total"] for s in standing)
    winners = [s for s in standing if table[s]["total"] == best]
    state["phase"] = "over"
    state["turn"] = None
    state["pending"] = None
    state["result"] = {
        "scores": [row["total"] for row in table],
        "winners": winners,
        "reason": reason,
        "points": table,
        "missions": [info["mission"] for info in state["seats"]],
    }
    return [Event("ww-ev-game-over", {"winners": winners, "reason": reason})]
