"""What one search iteration costs, ``--base`` (A) beside this tree (B), the same decisions
(issue 30: cheaper search iterations).

Every game with a ``determinize`` at its most players: the seat to move at spread moments of
one seeded autopilot game (a seat with more than one legal action), each a strong decision
(:func:`bot.ai.decide.think` at strong's iterations, a fixed seed). A git worktree of
``--base`` is made in a scratch folder, with this script and the benchmark harness copied in,
so that both sides measure the same way; each side then makes every decision in a process of
its own, the two taking turns for ``--rounds`` rounds. Printed per game: the CPU (and wall)
milliseconds per iteration of each side and the CPU (and wall) seconds of a whole strong
decision (the median of the rounds), and whether both sides chose the same moves (they must:
the speed work changes no move).

The CPU time is the process's own, the steadier figure on a busy machine; a busy machine still
slows both sides (the load average is printed at the start and the end).

``--quick``: one decision per game at a few iterations, one round (for
tests/test_benchmarks_run.py).

``--depth``: instead, how much of a game one playout covers per game (rounds, and how many
playouts reach the end): the playout depth is 60 actions in every game.

Usage: ``.venv/bin/python benchmarks/bench_search_cost.py [--base REV] [--rounds N] [--quick]
[--depth]``
"""

from __future__ import annotations

import argparse
import json
import pickle
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchlib import (
    Setup,
    banner,
    ends_with_me,
    footer,
    headline,
    next_seat,
    play,
    print_table,
    spread,
    states_at,
)

BASE = "9805fd9"  # main before the search was made cheaper
STRONG = 150  # strong's iterations (bot/ai/levels.py at the base)
QUICK_ITERATIONS = 5
MOMENTS = 4  # decisions per game
SEED = 7  # the autopilot game the decisions are taken from

# game -> [(view, seat, seed)]
Decisions = dict[str, list[tuple[dict[str, Any], int, int]]]


def decisions(count: int) -> Decisions:
    """``count`` decisions per searchable game at its most players."""
    from bot.games import available, get

    found: Decisions = {}
    for name in available():
        engine = get(name).engine
        if getattr(engine, "determinize", None) is None:
            continue
        setup = Setup(f"{name} {engine.max_players}p", name, engine.max_players)
        _, log = play(engine, setup, SEED)
        for state in states_at(engine, setup, SEED, log, spread(len(log) - 1, count * 3)):
            if engine.result(state) is not None:
                continue
            seat = next_seat(engine, state)
            if len(engine.legal_actions(state, seat)) > 1 and len(found.get(name, [])) < count:
                number = len(found.get(name, []))
                found.setdefault(name, []).append((engine.view(state, seat), seat, 1000 + number))
    return found


def child(path: str, iterations: int) -> None:
    """Make every decision of the pickle at ``path`` with this process's code; print, as JSON,
    each decision's CPU and wall seconds, iterations and chosen move."""
    from bot.ai.decide import think
    from bot.games import get

    asked: Decisions = pickle.loads(Path(path).read_bytes())
    out: dict[str, list[dict[str, Any]]] = {}
    for name, cases in asked.items():
        engine = get(name).engine
        think(engine, cases[0][0], cases[0][1], "strong", 1, iterations=2)  # imports, caches
        for view, seat, seed in cases:
            cpu, wall = time.process_time(), time.perf_counter()
            outcome = think(engine, view, seat, "strong", seed, iterations=iterations)
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            out.setdefault(name, []).append(
                {
                    "cpu": cpu,
                    "wall": wall,
                    "iterations": outcome.iterations,
                    "action": outcome.action,
                }
            )
    print(json.dumps(out))


def reached(state: dict[str, Any]) -> int:
    """The round (Small World: the turn) a game state has reached."""
    return int(state.get("round", state.get("turn", 0)))


def playout_depth() -> None:
    """How much of a game a playout of ``ROLLOUT_DEPTH`` actions covers, per game and player
    count: rounds (Small World: turns) from 6 moments of one autopilot game, 5 samples each,
    and how many playouts reach the game's end. Measured only: changing the depth changes
    moves."""
    import random

    from bot.ai.search import ROLLOUT_DEPTH, actor
    from bot.engine.base import Determinize
    from bot.games import available, get

    rows = []
    for name in available():
        engine = get(name).engine
        # Optional, so not on the Engine protocol (a GameEngine field, None when unsupplied).
        determinize: Determinize | None = getattr(engine, "determinize", None)
        if determinize is None:
            continue
        policy = getattr(engine, "rollout", None) or engine.autopilot
        for players in sorted({engine.min_players, engine.max_players}):
            setup = Setup(f"{name} {players}p", name, players)
            _, log = play(engine, setup, SEED)
            spans: list[int] = []
            ended = 0
            for state in states_at(engine, setup, SEED, log, spread(len(log) - 1, 8)[1:-1]):
                seat = next_seat(engine, state)
                for number in range(5):
                    rng = random.Random(number)
                    sample = determinize(engine.view(state, seat), seat, rng)
                    start = reached(sample)
                    for _ in range(ROLLOUT_DEPTH):
                        mover = actor(engine, sample, seat)
                        if engine.result(sample) is not None or mover is None:
                            break
                        engine.apply(sample, mover, policy(sample, mover, rng), rng)
                    spans.append(reached(sample) - start)
                    ended += engine.result(sample) is not None
            rows.append(
                [
                    f"{name} {players}p",
                    str(len(log)),
                    f"{sum(spans) / len(spans):.1f} ({min(spans)}-{max(spans)})",
                    f"{ended}/{len(spans)}",
                ]
            )
    print(f"A playout of {ROLLOUT_DEPTH} actions, from 6 moments x 5 samples per row:")
    print_table(["game", "game length (actions)", "rounds covered", "reach the end"], rows)


def worktree(rev: str, folder: Path) -> Path:
    """A detached git worktree of ``rev`` in ``folder``, with this tree's copy of this script
    and of the harness; the path of the script there."""
    root = Path(__file__).resolve().parent.parent
    subprocess.run(
        ["git", "-C", str(root), "worktree", "add", "--detach", "--quiet", str(folder), rev],
        check=True,
        preexec_fn=ends_with_me(),
    )
    for mine in (Path(__file__), root / "benchmarks" / "benchlib.py"):
        shutil.copyfile(mine, folder / "benchmarks" / mine.name)
    return folder / "benchmarks" / Path(__file__).name


def remove_worktree(folder: Path) -> None:
    root = Path(__file__).resolve().parent.parent
    subprocess.run(
        ["git", "-C", str(root), "worktree", "remove", "--force", str(folder)],
        check=False,
        preexec_fn=ends_with_me(),
    )


def run_side(script: Path, tree: Path, asked: Path, iterations: int) -> dict[str, Any]:
    command = [sys.executable, str(script), "--child", str(asked)]
    command += ["--iterations", str(iterations)]
    out = subprocess.run(
        command,
        check=True,
        capture_output=True,
        text=True,
        cwd=tree,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
        preexec_fn=ends_with_me(),
    ).stdout
    loaded: dict[str, Any] = json.loads(out)
    return loaded


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default=BASE, help=f"the revision before (default {BASE})")
    parser.add_argument("--rounds", type=int, default=3, help="turns each side takes")
    parser.add_argument("--quick", action="store_true", help="one small decision per game")
    parser.add_argument(
        "--depth", action="store_true", help="only: how much of a game a playout covers"
    )
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--iterations", type=int, default=STRONG, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.iterations)
        return
    if args.depth:
        playout_depth()
        return
    iterations = QUICK_ITERATIONS if args.quick else STRONG
    rounds = 1 if args.quick else args.rounds
    banner(f"Search cost per iteration: A = {args.base}, B = this tree, same decisions", args.quick)
    asked = decisions(1 if args.quick else MOMENTS)
    here = Path(__file__).resolve().parent.parent
    runs: dict[str, list[dict[str, Any]]] = {"A": [], "B": []}
    with tempfile.TemporaryDirectory() as scratch:
        tree = Path(scratch) / "base"
        script = worktree(args.base, tree)
        try:
            pickled = Path(scratch) / "decisions.pickle"
            pickled.write_bytes(pickle.dumps(asked))
            for _ in range(rounds):
                runs["A"].append(run_side(script, tree, pickled, iterations))
                runs["B"].append(run_side(Path(__file__).resolve(), here, pickled, iterations))
        finally:
            remove_worktree(tree)
    rows = []
    for name, cases in asked.items():
        figures: dict[str, dict[str, float]] = {}
        for side in ("A", "B"):
            per_iteration: dict[str, list[float]] = {"cpu": [], "wall": []}
            per_decision: dict[str, list[float]] = {"cpu": [], "wall": []}
            for run in runs[side]:
                made = run[name]
                done = sum(d["iterations"] for d in made)
                for clock in ("cpu", "wall"):
                    spent = sum(d[clock] for d in made)
                    per_iteration[clock].append(spent / done)
                    per_decision[clock].append(spent / len(made))
            figures[side] = {
                f"{kind} {clock}": statistics.median(values[clock])
                for kind, values in (("iteration", per_iteration), ("decision", per_decision))
                for clock in ("cpu", "wall")
            }
        a, b = figures["A"], figures["B"]
        same = all(
            x["action"] == y["action"]
            for run_a, run_b in zip(runs["A"], runs["B"], strict=True)
            for x, y in zip(run_a[name], run_b[name], strict=True)
        )
        from bot.games import get

        players = get(name).engine.max_players
        rows.append(
            [
                f"{name}",
                str(players),
                str(len(cases)),
                f"{a['iteration cpu'] * 1000:.2f} ({a['iteration wall'] * 1000:.2f})",
                f"{b['iteration cpu'] * 1000:.2f} ({b['iteration wall'] * 1000:.2f})",
                f"{(b['iteration cpu'] / a['iteration cpu'] - 1) * 100:+.0f} %",
                f"{a['decision cpu']:.3f} ({a['decision wall']:.3f})",
                f"{b['decision cpu']:.3f} ({b['decision wall']:.3f})",
                "yes" if same else "NO",
            ]
        )
        headline(f"{name} A CPU per iteration", a["iteration cpu"] * 1000, "ms")
        headline(f"{name} B CPU per iteration", b["iteration cpu"] * 1000, "ms")
        headline(f"{name} B CPU per decision", b["decision cpu"], "s")
    print(
        f"Medians of {rounds} round(s); each decision {iterations} iterations (strong's "
        f"{STRONG} in a full run); CPU (wall):"
    )
    print_table(
        [
            "game",
            "players",
            "decisions",
            "A ms/iteration",
            "B ms/iteration",
            "CPU change",
            "A s/decision",
            "B s/decision",
            "same moves",
        ],
        rows,
    )
    footer()


if __name__ == "__main__":
    main()
