"""A full state consistent with what one seat sees, the unknown parts sampled (issue 30, part 2).

The search plays on such states, so it never reads what its seat may not know. Nearly all of
Tiny Epic Kingdoms is public; ``views.py`` hides three things, and only those are sampled:

* the other side's war bid, once it is in (the view says *who* has bid, never what): drawn
  from that seat's listed bids;
* the other followers' sealed choices (option ``quick_follow``; the view says who has chosen):
  drawn from that seat's follow moves and collects;
* the kinds of the face-down exploration tokens: the box less the tokens found is a known
  multiset, and the tokens lying face down are a random draw from it, so they are drawn
  again from it (exactly as ``explore.place_tokens`` drew them).

A sealed choice is the seat's own decision, not chance: half the time it is what the
autopilot would choose in that seat (a model of an ordinary player), otherwise any legal one
(so the search does not bank on a rival playing like the autopilot).

Everything else is copied from the view. What the view leaves out but the state keeps is
derived from public facts: the follow queue (the followers, clockwise, not yet done or still
sealed), how the round resumes after a war (the leader's own war opens the follow step) and
whether the war's sides were allied when it began (before the reveal: allied now; after it,
the public ``last_war`` says).

Only the view and ``rng`` are read, so the sample cannot leak a secret of the true state.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import View, fresh
from bot.games.tek.engine.autopilot import choose as autopilot_choice
from bot.games.tek.engine.content import NEUTRAL, token_pool
from bot.games.tek.engine.rounds import follow_actions, followers
from bot.games.tek.engine.state import State
from bot.games.tek.engine.war import legal_bids

MODEL_SHARE = 0.5  # how often a sealed choice is sampled as the autopilot would make it


def determinize(view: View, seat: int | None, rng: random.Random) -> State:
    """A state whose ``view(state, seat)`` is ``view``; with no ``seat`` (the public view: a
    fork's start, redeal.py) every seat's sealed bid and choice is sampled."""
    state = public_state(view)
    quick = bool(view["options"]["quick_follow"])
    state["turn"] = follow_step(view, state, quick)
    state["war"] = war_of(view, state, seat)
    state["tokens"] = tokens_of(view, state, rng)
    if state["war"] is not None:
        sample_bid(view, state, seat, rng)
    if quick:
        sample_pending(view, state, seat, rng)
    return state


def public_state(view: View) -> State:
    """Every public fact of the state, as the state keeps it."""
    return {
        "game": "tek",
        "players": view["players"],
        "options": dict(view["options"]),
        "phase": view["phase"],
        "slots": [dict(slot) for slot in view["slots"]],
        "map": {
            str(region["id"]): [{"s": s, "down": down} for s, down in region["meeples"]]
            for region in view["regions"]
        },
        "seats": [
            {
                "faction": row["faction"],
                "res": dict(row["res"]),
                "magic": row["magic"],
                "tower": row["tower"],
                "ready": dict(row["ready"]),
                "kills": row["kills"],
            }
            for row in view["seats"]
        ],
        "first": view["first"],
        "leader": view["leader"],
        "shields": list(view["shields"]),
        "round": view["round"],
        "ending": view["ending"],
        "turn": None,
        "war": None,
        "flee": dict(view["flee"]) if view["flee"] else None,
        "alliances": [list(pair) for pair in view["alliances"]],
        "tokens": {},
        "found": [dict(item) for item in view["found"]],
        "last_war": fresh(view["last_war"]),
        "result": fresh(view["result"]),
    }


def step_open(view: View) -> bool:
    """Whether the round's follow step is under way: asking or resolving the followers, or
    halted by a war a follower started (the leader's own war comes before the step)."""
    if view["phase"] == "follow":
        return True
    war = view["war"]
    return view["phase"] in ("war", "flee") and war["attacker"] != view["leader"]


def follow_step(view: View, state: State, quick: bool) -> dict[str, Any]:
    turn: dict[str, Any] = {"action": view["action"], "passed": view["passed"]}
    order = followers(state)
    chosen = [s for s in order if view["seats"][s]["chosen"]]
    if not quick:
        done = [{"seat": e["seat"], "action": dict(e["action"])} for e in view["done"]]
        asked = {e["seat"] for e in done}
        queue = [s for s in order if s not in asked] if step_open(view) else []
        return {**turn, "queue": queue, "done": done}
    # Sealed: the choices wait in ``pending`` (filled in by sample_pending) and resolve in
    # follower order once all are in; while they resolve (a redo, a follower's war) the
    # queue is the sealed ones left, in that order.
    resolving = view["redo"] is not None or (step_open(view) and view["phase"] != "follow")
    queue = chosen if resolving else []
    return {**turn, "pending": {}, "queue": queue, "redo": view["redo"]}


def war_of(view: View, state: State, seat: int | None) -> dict[str, Any] | None:
    war = view["war"]
    if war is None:
        return None
    pair = sorted((war["attacker"], war["defender"]))
    if view["phase"] == "flee":
        allied = bool(view["last_war"]["allied"])  # the reveal may have broken the alliance
    else:
        allied = pair in state["alliances"]
    return {
        "region": war["region"],
        "attacker": war["attacker"],
        "defender": war["defender"],
        "bids": {},
        "allied": allied,
        "resume": "queue" if step_open(view) else "follow",
    }


def tokens_of(view: View, state: State, rng: random.Random) -> dict[str, str]:
    """The face-down tokens' kinds: a draw from the box less the tokens found."""
    spots = [str(region["id"]) for region in view["regions"] if region["token"]]
    return deal_tokens(state, spots, rng)


def deal_tokens(state: State, spots: list[str], rng: random.Random) -> dict[str, str]:
    """Kinds for the face-down tokens on ``spots``: a draw from the box less the tokens found
    (the tokens still in the box and those face down are one unseen multiset)."""
    if not spots:
        return {}
    unseen = token_pool(state["players"])
    for item in state["found"]:
        unseen.remove(item["kind"])
    drawn = rng.sample(sorted(unseen), len(spots))
    return dict(zip(spots, drawn, strict=True))


def sample_bid(view: View, state: State, seat: int | None, rng: random.Random) -> None:
    war = state["war"]
    bids = war["bids"]
    mine = view["me"]["bid"] if seat is not None else None
    if mine is not None:
        bids[str(seat)] = dict(mine)
    values = view["last_war"]["values"] if view["phase"] == "flee" else None
    for other in view["war"]["bid"]:
        if other in (seat, NEUTRAL):
            continue
        if values is not None:
            # revealed and paid: only its value is known and only its value is ever read
            value = values[0] if other == war["attacker"] else values[1]
            bids[str(other)] = {"v": value, "f": 0, "m": 0, "o": 0}
            continue
        choice = sealed_choice(state, other, legal_bids(state, other), rng)
        bids[str(other)] = {"v": choice["v"], **{r: choice.get(r, 0) for r in ("f", "m", "o")}}


def sample_pending(view: View, state: State, seat: int | None, rng: random.Random) -> None:
    """The sealed follow choices: this seat's own as it made it, the others' sampled. They
    are drawn on the state as it is now (while collecting, the state they chose on)."""
    pending = state["turn"]["pending"]
    phase = state["phase"]
    state["phase"] = "follow"  # the choices were made in the follow step
    for other in followers(state):
        if not view["seats"][other]["chosen"]:
            continue
        if other == seat:
            pending[str(seat)] = fresh(view["me"]["pending"])
        else:
            options = follow_actions(state, other)
            pending[str(other)] = dict(sealed_choice(state, other, options, rng))
    state["phase"] = phase


def sealed_choice(
    state: State, other: int, options: list[dict[str, Any]], rng: random.Random
) -> dict[str, Any]:
    if rng.random() < MODEL_SHARE:
        return autopilot_choice(state, other, rng)
    return rng.choice(options)
