"""Information-set Monte-Carlo tree search from one seat's view (issue 30, part 2).

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): the searching seat does not know
the hidden part of the state, so every iteration samples one whole state consistent with its
view (``engine.determinize(view, seat, rng)``) and walks one tree shared by all samples. The
tree's edges are actions by their canonical key; a node's statistics hold the reward of the
seat that moved into it. Since the legal actions differ between samples, selection counts, for
each child, how often it was *available* (UCB with availability counts) instead of how often
its parent was visited.

Each iteration:

1. **Select** down the tree while every action legal in this sample has been tried (or the
   node is as wide as progressive widening allows), by UCB among the children legal here.
2. **Expand** one untried action: the rollout policy's own choice when untried, else one at
   random; with many actions progressive widening keeps the tree narrow where it is young.
3. **Play out** with the game's rollout policy (``engine.rollout`` or its autopilot) for at
   most :data:`ROLLOUT_DEPTH` actions, then score: the result if the game ended (winners
   share 1), else ``engine.evaluate`` (else an even share).
4. **Back up** each node's mover's reward.

Several seats waited for at once (sealed or simultaneous steps): the searching seat moves
first wherever it is waited for, so its own choices never depend on another seat's sealed
one. A sample whose playout an engine refuses (a :class:`RuleError`: a rare sample the rules
did not foresee) is dropped and counted, never a crash.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from bot.engine.base import Action, RuleError, State, View, action_key

EXPLORATION = 0.7  # UCB's constant; rewards are in 0..1
ROLLOUT_DEPTH = 60  # actions a playout makes before the evaluation scores it
# The tree stops growing here: memory stays bounded (a node and its action take about 0.5 kB,
# so 25 MB at most; a strong decision on Sun Tzu makes one node per iteration, 1-3 thousand).
MAX_NODES = 50_000
# Progressive widening: a node visited n times may have WIDEN_C * n ** WIDEN_ALPHA children.
WIDEN_C = 2.0
WIDEN_ALPHA = 0.5
NEUTRAL = 0.5  # the reward of a seat a playout's score does not name
SETTLED_CHECK = 50  # iterations between checks whether the choice is settled
WIDE = 12  # below this many legal actions a node simply tries them all


@dataclass(slots=True)
class Node:
    """One tree node: reached by ``action`` of ``seat`` (None at the root)."""

    seat: int | None = None
    action: Action | None = None
    visits: int = 0
    reward: float = 0.0  # summed reward of ``seat``
    available: int = 0  # iterations in which this node's action was legal
    children: dict[str, Node] = field(default_factory=dict)


@dataclass
class Outcome:
    """What a search chose and what it cost."""

    action: Action
    iterations: int = 0
    dropped: int = 0  # samples whose playout the engine refused
    nodes: int = 0
    cpu: float = 0.0


def moves(engine: Any, state: State, seat: int) -> list[Action]:
    """The moves the search weighs for ``seat``: the game's ``candidates`` (a subset of the
    legal actions that reaches every outcome) or, without them, every legal action."""
    narrowed = getattr(engine, "candidates", None)
    found = narrowed(state, seat) if narrowed is not None else None
    return found or engine.legal_actions(state, seat)


def actor(engine: Any, state: State, me: int) -> int | None:
    """The seat that moves next in a sampled state: the searching seat whenever it is waited
    for (and still has to decide), else the lowest seat that still has to."""
    waiting = engine.waiting_for(state)
    if not waiting:
        return None
    pending = getattr(engine, "pending", None)
    if pending is not None:
        waiting = {s for s in waiting if pending(state, s)} or waiting
    return me if me in waiting else min(waiting)


def score(engine: Any, state: State) -> dict[int, float]:
    """Each seat's reward where a playout stops: the result if the game ended (the winners
    share 1, a seat not named gets 0), else the engine's evaluation, else nothing (every
    seat :data:`NEUTRAL`)."""
    result = engine.result(state)
    if result is not None:
        winners = result.winners
        rewards = {s: 0.0 for s in result.scores}
        rewards.update({s: 1.0 / len(winners) for s in winners})
        return rewards
    evaluate = getattr(engine, "evaluate", None)
    if evaluate is not None:
        return dict(evaluate(state))
    return {}


class Search:
    """One decision's search: a tree, the engine and the seat's view."""

    def __init__(self, engine: Any, view: View, seat: int, seed: int) -> None:
        self.engine = engine
        self.view = view
        self.seat = seat
        self.seed = seed
        self.policy = getattr(engine, "rollout", None) or engine.autopilot
        self.root = Node()
        self.nodes = 1
        self.dropped = 0

    def sample(self, number: int) -> tuple[State, random.Random]:
        rng = random.Random(self.seed * 1_000_003 + number)
        return self.engine.determinize(self.view, self.seat, rng), rng

    def run(self, iterations: int | None, budget: float | None) -> Outcome:
        start = time.process_time()
        done = 0
        while True:
            if iterations is not None and done >= iterations:
                break
            # A level's iterations stop at its CPU ceiling on a slow machine; a count given
            # without a budget (tests, the arena) is done whatever the time.
            if budget is not None and time.process_time() - start >= budget:
                break
            if (
                done % SETTLED_CHECK == 0
                and done
                and self._settled(done, iterations, start, budget)
            ):
                break
            state, rng = self.sample(done)
            done += 1
            try:
                self.iterate(state, rng)
            except RuleError:
                self.dropped += 1
        return Outcome(
            action=self.best(),
            iterations=done,
            dropped=self.dropped,
            nodes=self.nodes,
            cpu=time.process_time() - start,
        )

    def _settled(
        self, done: int, iterations: int | None, start: float, budget: float | None
    ) -> bool:
        """Whether the choice can no longer change: the most visited action leads the next by
        more visits than the iterations left (counted, or estimated from the pace so far)."""
        visits = sorted((c.visits for c in self.root.children.values()), reverse=True)
        if len(visits) < 2:
            return False  # one action tried so far: the others may not have had their turn
        if iterations is not None:
            left = iterations - done
            if budget is not None:
                spent = time.process_time() - start
                if spent > 0:
                    left = min(left, int(done * (budget - spent) / spent))
        elif budget is not None:
            spent = time.process_time() - start
            left = int(done * (budget - spent) / spent) if spent > 0 else done
        else:
            return False
        return visits[0] - visits[1] > left

    def iterate(self, state: State, rng: random.Random) -> None:
        engine = self.engine
        node = self.root
        path: list[Node] = []
        while True:
            if engine.result(state) is not None:
                break
            mover = self.seat if node is self.root and not path else actor(engine, state, self.seat)
            if mover is None:
                break
            if mover != self.seat and len(engine.waiting_for(state)) > 1:
                # Another seat deciding at the same step as ours (a sealed placement): it does
                # not see our choice, so it must not choose by it in the tree; the policy
                # plays its part, and our next decision's node is shared by all its choices.
                engine.apply(state, mover, self.policy(state, mover, rng), rng)
                continue
            legal = moves(engine, state, mover)
            if not legal:
                break
            keyed = {f"{mover}:{action_key(a)}": a for a in legal}
            for key in keyed:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            untried = [k for k in keyed if k not in node.children]
            tried = len(keyed) - len(untried)
            if untried and (len(keyed) <= WIDE or tried < self._width(node)):
                key = self._expand_choice(state, mover, keyed, untried, rng)
                if self.nodes < MAX_NODES:
                    child = Node(seat=mover, action=keyed[key], available=1)
                    node.children[key] = child
                    self.nodes += 1
                    path.append(child)
                engine.apply(state, mover, keyed[key], rng)
                break
            key = self._select(node, keyed)
            node = node.children[key]
            path.append(node)
            engine.apply(state, mover, keyed[key], rng)
        rewards = self.playout(state, rng)
        for step in path:
            step.visits += 1
            step.reward += rewards.get(step.seat, NEUTRAL) if step.seat is not None else 0.0
        self.root.visits += 1

    def _width(self, node: Node) -> int:
        return max(1, int(WIDEN_C * max(node.visits, 1) ** WIDEN_ALPHA))

    def _expand_choice(
        self,
        state: State,
        mover: int,
        keyed: dict[str, Action],
        untried: list[str],
        rng: random.Random,
    ) -> str:
        """The rollout policy's choice if it is untried (a good first guess), else a random
        untried action."""
        try:
            suggested = f"{mover}:{action_key(self.policy(state, mover, rng))}"
        except (RuleError, ValueError):
            suggested = ""
        if suggested in untried:
            return suggested
        return untried[rng.randrange(len(untried))]

    def _select(self, node: Node, keyed: dict[str, Action]) -> str:
        best_key = ""
        best_value = -math.inf
        for key in keyed:
            child = node.children.get(key)
            if child is None:
                continue
            if child.visits == 0:
                return key
            value = child.reward / child.visits + EXPLORATION * math.sqrt(
                math.log(max(child.available, 1)) / child.visits
            )
            if value > best_value:
                best_key, best_value = key, value
        return best_key

    def playout(self, state: State, rng: random.Random) -> dict[int, float]:
        engine = self.engine
        for _ in range(ROLLOUT_DEPTH):
            if engine.result(state) is not None:
                break
            mover = actor(engine, state, self.seat)
            if mover is None:
                break
            engine.apply(state, mover, self.policy(state, mover, rng), rng)
        return score(engine, state)

    def best(self) -> Action:
        """The most visited action of the searching seat at the root (ties: the better mean)."""
        children = list(self.root.children.values())
        if not children:
            raise RuntimeError("the search tried no action")
        chosen = max(children, key=lambda c: (c.visits, c.reward / max(c.visits, 1)))
        assert chosen.action is not None
        return chosen.action
