"""The round: the leader acts, the others follow or collect, the end check, the tower passes.

1. The leader puts a shield on an unused action and does it, or does nothing (``pass``, the
   designer's ruling: the shield is placed all the same).
2. Every other seat follows (a full move of the same action) or collects, clockwise from the
   leader's left. By default one after another, as the seed has it ("依序"): the next seat in
   ``turn["queue"]`` alone is asked, its choice is carried out at once (the next one sees it)
   and recorded in ``turn["done"]``. With the table option ``quick_follow`` all choose at once:
   the choices are sealed in ``turn["pending"]`` until all are in, then resolved one by one
   in the same order; a follow move that became illegal in the meantime (another follower
   took the region, a war cost the resources) asks that seat again (``turn["redo"]``). Either
   way a war stops the step; it goes on after the war.
3. The end check; 4. the big tower passes clockwise; 5. with five shields down the card is
   cleared, and with five players the next-but-one seat leads, so that the first choice of a
   fresh card goes round the table.

Once an end condition was met the game ends when the round that puts the fifth shield down
is over.
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Event, RuleError
from bot.games.tek.engine.collect import collect_actions, collect_error, do_collect
from bot.games.tek.engine.content import ACTIONS, MAX_MAGIC, MAX_TOWER, MEEPLES, SHIELDS
from bot.games.tek.engine.moves import ERRORS, census, check_move, do_move, kinds_left, legal_moves
from bot.games.tek.engine.powers import follow_gains
from bot.games.tek.engine.scoring import final_result
from bot.games.tek.engine.state import (
    State,
    gain_all,
    quick_follow,
    seats_around,
    turn_for,
)
from bot.games.tek.engine.words import action_word

Action = dict[str, Any]


def followers(state: State) -> list[int]:
    """Everybody but the leader, clockwise from the leader's left."""
    return seats_around(state, state["leader"])[1:]


def begin(state: State) -> list[Event]:
    state["phase"] = "act"
    state["leader"] = state["first"]
    state["turn"] = turn_for(state)
    return [Event("tek-ev-leader", {"seat": state["leader"]})]


def quick(state: State) -> bool:
    return quick_follow(state["options"])


# --- the leader ------------------------------------------------------------------------------


def lead_actions(state: State, seat: int) -> list[Action]:
    actions: list[Action] = []
    left = kinds_left(state)
    for kind in left:
        actions += legal_moves(state, seat, kind)
    return actions + [{"t": "pass", "k": kind} for kind in left]


def lead(state: State, seat: int, action: Action) -> list[Event]:
    kind = action["t"]
    if kind == "pass":
        chosen = action.get("k")
        if chosen not in ACTIONS:
            raise RuleError("tek-err-bad-action")
        if chosen in state["shields"]:
            raise RuleError("tek-err-used", action=action_word(chosen))
        state["shields"].append(chosen)
        state["turn"] = turn_for(state, chosen, passed=True)
        events = [Event("tek-ev-pass", {"seat": seat, "action": action_word(chosen)})]
        return events + open_follow(state)
    if kind not in ACTIONS:
        raise RuleError("tek-err-wrong-phase")
    if kind in state["shields"]:
        raise RuleError("tek-err-used", action=action_word(kind))
    check_move(state, seat, action)
    state["shields"].append(kind)
    state["turn"] = turn_for(state, kind)
    events = do_move(state, seat, action)
    if state["war"] is not None:
        return events
    return events + open_follow(state)


def open_follow(state: State) -> list[Event]:
    state["phase"] = "follow"
    if not quick(state):
        state["turn"]["queue"] = followers(state)
    return []


# --- the followers ---------------------------------------------------------------------------


def follow_waiting(state: State) -> set[int]:
    turn = state["turn"]
    if not quick(state):
        return set(turn["queue"][:1])
    if turn["redo"] is not None:
        return {turn["redo"]}
    return {seat for seat in followers(state) if str(seat) not in turn["pending"]}


def follow_actions(state: State, seat: int) -> list[Action]:
    return legal_moves(state, seat, state["turn"]["action"]) + collect_actions(state, seat)


def follow_error(state: State, seat: int, action: Action) -> tuple[str, dict[str, Any]] | None:
    kind = action.get("t")
    if kind == "collect":
        return collect_error(state, seat, action)
    wanted = state["turn"]["action"]
    if kind != wanted:
        if kind in ACTIONS or kind == "pass":
            return "tek-err-follow-kind", {"action": action_word(wanted)}
        raise RuleError("tek-err-bad-action")
    return ERRORS[kind](state, seat, action)


def choose(state: State, seat: int, action: Action) -> list[Event]:
    """A follower's choice: in turn, done at once; quick, sealed until all are in, or (asked
    again) done at once."""
    turn = state["turn"]
    error = follow_error(state, seat, action)
    if error is not None:
        raise RuleError(error[0], **error[1])
    if not quick(state):
        return follow_now(state, seat, action)
    if turn["redo"] is not None:
        turn["redo"] = None
        events = perform(state, seat, action)
        if state["war"] is not None:
            return events
        return events + resolve(state)
    turn["pending"][str(seat)] = dict(action)
    events = [Event("tek-ev-chosen", {"seat": seat})]
    if follow_waiting(state):
        return events
    turn["queue"] = followers(state)
    return events + resolve(state)


def follow_now(state: State, seat: int, action: Action) -> list[Event]:
    """In turn: the asked seat's choice is carried out now, for everybody to see, and the
    next follower is asked (after the war, if the move started one)."""
    turn = state["turn"]
    turn["queue"].pop(0)
    turn["done"].append({"seat": seat, "action": dict(action)})
    events = perform(state, seat, action)
    if state["war"] is not None:
        return events
    return events + ask_next(state)


def ask_next(state: State) -> list[Event]:
    """In turn: the next follower is asked, or the round ends when all have been."""
    state["phase"] = "follow"
    if state["turn"]["queue"]:
        return []
    return end_round(state)


def perform(state: State, seat: int, action: Action) -> list[Event]:
    if action["t"] == "collect":
        return do_collect(state, seat, action)
    return do_move(state, seat, action) + gain_all(state, seat, follow_gains(state, seat))


def resolve(state: State) -> list[Event]:
    """Carry out the sealed choices in order until one needs a war or a new choice."""
    turn = state["turn"]
    events: list[Event] = []
    while turn["queue"]:
        seat = turn["queue"].pop(0)
        action = turn["pending"].pop(str(seat))
        try:
            error = follow_error(state, seat, action)
        except RuleError as refused:
            error = (refused.code, refused.params)
        if error is not None:
            turn["redo"] = seat
            events.append(Event("tek-ev-redo", {"seat": seat}))
            return events
        events += perform(state, seat, action)
        if state["war"] is not None:
            return events
    return events + end_round(state)


def after_war(state: State, resume: str) -> list[Event]:
    if resume == "follow":
        return open_follow(state)
    if not quick(state):
        return ask_next(state)
    state["phase"] = "follow"
    return resolve(state)


# --- the end of a round ----------------------------------------------------------------------


def end_triggers(state: State) -> list[tuple[int, str]]:
    found = []
    meeples, _lasts = census(state)  # every seat's meeples in one walk of the map
    for seat, info in enumerate(state["seats"]):
        if meeples.get(seat, 0) >= MEEPLES:
            found.append((seat, "meeples"))
        if info["tower"] >= MAX_TOWER:
            found.append((seat, "tower"))
        if info["magic"] >= MAX_MAGIC:
            found.append((seat, "magic"))
    return found


def end_round(state: State) -> list[Event]:
    state["round"] += 1
    events: list[Event] = []
    if not state["ending"]:
        triggers = end_triggers(state)
        if triggers:
            state["ending"] = True
            events += [Event(f"tek-ev-end-{why}", {"seat": seat}) for seat, why in triggers]
    step = 1
    if len(state["shields"]) >= SHIELDS:
        if state["ending"]:
            return events + game_over(state)
        state["shields"] = []
        events.append(Event("tek-ev-cleared", {}))
        if state["players"] == SHIELDS:
            step = 2
    state["leader"] = (state["leader"] + step) % state["players"]
    state["turn"] = turn_for(state)
    state["phase"] = "act"
    return [*events, Event("tek-ev-leader", {"seat": state["leader"]})]


def game_over(state: State) -> list[Event]:
    state["phase"] = "over"
    state["turn"] = turn_for(state)
    state["result"] = final_result(state)
    winners = list(state["result"]["winners"])
    return [Event("tek-ev-game-over", {"winner": winners, "count": len(winners)})]
