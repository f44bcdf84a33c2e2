"""Record the search's decisions at fixed iterations (issue 30: cheaper search iterations).

The table ``tests/ai/recorded/search_decisions.json.gz`` pins what the search chooses, so that work
on its speed provably changes no move: for every game with a ``determinize``, at its fewest
and most players, two seeded autopilot games and spread moments of each (a seat with more
than one legal action), it keeps the seat's view, the seed and the iterations given to
:func:`bot.ai.decide.think`, and what came out: the action, the tree's size, the dropped
samples and each root action's visits and summed reward. tests/ai/test_search_speed.py
asserts the same outcome from the same view.

The table was first recorded from main at commit 9805fd9 (before the speed work), and again
when the search began to read views with their keys in one order (a change of moves, meant),
with ``.venv/bin/python -m tests.ai.record_search_decisions``. Record it again only when a
change is meant to change the bots' moves (a rule, a rollout policy, an evaluation), and say
so in the commit.
"""

from __future__ import annotations

import copy
import gzip
import json
import random
from pathlib import Path
from typing import Any

from bot.ai.decide import think
from bot.ai.search import Search
from bot.engine.base import rng_for, setup_rng
from bot.games import available, get
from tests.autoplay import next_seat

TABLE = Path(__file__).resolve().parent / "recorded" / "search_decisions.json.gz"
SEEDS = (11, 23)
MOMENTS = 4  # decisions per game played
ITERATIONS = 40  # a tree several levels deep, at a test's cost
STRONG = 150  # the first moment of each game also at strong's iterations
MAX_STEPS = 20_000


def moments(engine: Any, players: int, seed: int) -> list[tuple[int, dict[str, Any], int]]:
    """Up to :data:`MOMENTS` (step, state, deciding seat) spread over one autopilot game,
    each a moment where the seat has more than one legal action."""
    state = engine.setup(players, {}, setup_rng(seed))
    found: list[tuple[int, dict[str, Any], int]] = []
    for number in range(MAX_STEPS):
        if engine.result(state) is not None:
            break
        seat = next_seat(engine, state)
        if len(engine.legal_actions(state, seat)) > 1:
            found.append((number, copy.deepcopy(state), seat))
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))
    if len(found) <= MOMENTS:
        return found
    return [found[round(i * (len(found) - 1) / (MOMENTS - 1))] for i in range(MOMENTS)]


def outcome_of(name: str, view: dict[str, Any], seat: int, seed: int, iterations: int) -> Any:
    """What the search makes of one decision: its action and its root's statistics."""
    kept: list[Search] = []
    original = Search.run

    def keeping(self: Search, *args: Any) -> Any:
        kept.append(self)
        return original(self, *args)

    Search.run = keeping  # type: ignore[method-assign]
    try:
        outcome = think(name, view, seat, "strong", seed, iterations=iterations)
    finally:
        Search.run = original  # type: ignore[method-assign]
    root = kept[0].root.children if kept else {}
    return {
        "action": outcome.action,
        "iterations": outcome.iterations,
        "nodes": outcome.nodes,
        "dropped": outcome.dropped,
        "root": {key: [child.visits, round(child.reward, 9)] for key, child in root.items()},
    }


def cases() -> list[dict[str, Any]]:
    found = []
    for name in available():
        engine = get(name).engine
        if getattr(engine, "determinize", None) is None:
            continue
        for players in sorted({engine.min_players, engine.max_players}):
            for seed in SEEDS:
                for index, (step, state, seat) in enumerate(moments(engine, players, seed)):
                    budgets = (
                        (ITERATIONS, STRONG) if index == 0 and seed == SEEDS[0] else (ITERATIONS,)
                    )
                    for iterations in budgets:
                        found.append(
                            {
                                "game": name,
                                "players": players,
                                "game_seed": seed,
                                "step": step,
                                "seat": seat,
                                # as the table stores it (JSON), so the view recorded is the
                                # view the test hands in
                                "view": json.loads(json.dumps(engine.view(state, seat))),
                                "seed": random.Random(f"{name}{players}{seed}{step}").getrandbits(
                                    48
                                ),
                                "iterations": iterations,
                            }
                        )
    return found


def main() -> None:
    table = []
    for case in cases():
        case["outcome"] = outcome_of(
            case["game"], case["view"], case["seat"], case["seed"], case["iterations"]
        )
        table.append(case)
        print(
            case["game"],
            case["players"],
            case["game_seed"],
            case["step"],
            case["iterations"],
            case["outcome"]["action"],
        )
    TABLE.parent.mkdir(exist_ok=True)
    # Keys in their order (no sort): a game may walk a view's dicts in order (World War does).
    data = json.dumps(table, ensure_ascii=False, separators=(",", ":"))
    with gzip.GzipFile(TABLE, "wb", mtime=0) as file:
        file.write(data.encode())
    print(f"{len(table)} decisions, {TABLE.stat().st_size} bytes")


if __name__ == "__main__":
    main()
