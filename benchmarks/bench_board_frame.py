"""Channel boards before and after the table's frame (issue 26), the same views side by side.

Issue 26 added the players' names, whose move and until when, and outlines round what a move
changed to every channel board, and asked that boards stay within 10 % of their render time
before. This script draws exactly the same public views with two versions of the code: the
views come from autopilot games played here (4 points of one seeded game per game, at its
most players), are pickled, and a child process running an exported copy of ``--base`` draws
them with its renderer; this tree draws them as a channel post does now (``table_frame``: the
seats named, one to move with a deadline, three areas marked) and with no frame at all. Each
side renders every view ``--reps`` times per round, base and this tree take turns for
``--rounds`` rounds, and the per-render CPU and wall medians are printed side by side.

Usage: ``.venv/bin/python benchmarks/bench_board_frame.py [--base REV] [--rounds N] [--quick]``
"""

from __future__ import annotations

import argparse
import inspect
import pickle
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
    export_tree,
    footer,
    headline,
    play,
    print_table,
    spread,
    states_at,
)

from bot.games import available, get

Sample = dict[str, list[float]]  # "<game> <how>" -> per-render seconds (CPU or wall)


def views() -> dict[str, list[Any]]:
    """Four public views of one seeded autopilot game of every game at its most players."""
    found: dict[str, list[Any]] = {}
    for name in available():
        engine = get(name).engine
        setup = Setup(f"{name} {engine.max_players}p", name, engine.max_players)
        _, log = play(engine, setup, 0)
        states = states_at(engine, setup, 0, log, spread(len(log), 4))
        found[name] = [engine.view(state, None) for state in states]
    return found


def measure(drawn: dict[str, list[Any]], reps: int, framed: bool) -> tuple[Sample, Sample]:
    """CPU and wall seconds per render of every view, for each way this code draws it."""
    cpu: Sample = {}
    wall: Sample = {}
    for name, game_views in drawn.items():
        spec = get(name)
        ways: dict[str, Any] = {"base": lambda view, s=spec: s.render_board(view, "en")}
        if "frame" in inspect.signature(spec.render_board).parameters:
            frame = table_frame(name) if framed else None
            ways = {
                "no frame": lambda view, s=spec: s.render_board(view, "en", None),
                "table frame": lambda view, s=spec, f=frame: s.render_board(view, "en", f),
            }
        for how, draw in ways.items():
            draw(game_views[-1])  # fonts and cached layers: not measured
            for view in game_views:
                start_cpu, start_wall = time.process_time(), time.perf_counter()
                for _ in range(reps):
                    draw(view)
                cpu.setdefault(f"{name} {how}", []).append((time.process_time() - start_cpu) / reps)
                wall.setdefault(f"{name} {how}", []).append(
                    (time.perf_counter() - start_wall) / reps
                )
    return cpu, wall


def table_frame(name: str) -> Any:
    from bench_render import table_frame as frame_of

    spec = get(name)
    return frame_of(spec, spec.engine.max_players)


def child(views_file: str, reps: int) -> None:
    """Run in the base tree: draw the pickled views, print the samples as a pickle."""
    with open(views_file, "rb") as handle:
        drawn = pickle.load(handle)
    sys.stdout.buffer.write(pickle.dumps(measure(drawn, reps, framed=False)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="2a39537", help="the revision before (default 2a39537)")
    parser.add_argument("--rounds", type=int, default=2, help="turns each side takes")
    parser.add_argument("--reps", type=int, default=3, help="renders of each view per turn")
    parser.add_argument("--quick", action="store_true", help="one round of one render each")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.reps)
        return
    if args.quick:
        args.rounds, args.reps = 1, 1
    title = f"Boards before ({args.base}) and after the table's frame, same views"
    banner(title, args.quick)
    drawn = views()
    cpu: Sample = {}
    wall: Sample = {}
    with tempfile.TemporaryDirectory() as scratch:
        base = Path(scratch) / "base"
        script = export_tree(args.base, base, Path(__file__))
        views_file = Path(scratch) / "views.pickle"
        views_file.write_bytes(pickle.dumps(drawn))
        for _ in range(args.rounds):
            out = subprocess.run(
                [sys.executable, str(script), "--child", str(views_file), "--reps", str(args.reps)],
                check=True,
                capture_output=True,
                cwd=base,
                env={"PYTHONPATH": str(base), "PATH": "/usr/bin:/bin"},
                preexec_fn=ends_with_me(),
            ).stdout
            for into, got in zip((cpu, wall), pickle.loads(out), strict=True):
                for key, values in got.items():
                    into.setdefault(key, []).extend(values)
            for into, got in zip((cpu, wall), measure(drawn, args.reps, framed=True), strict=True):
                for key, values in got.items():
                    into.setdefault(key, []).extend(values)
    rows = []
    for name in drawn:
        before = statistics.median(cpu[f"{name} base"])
        row: list[object] = [
            name,
            f"{before * 1000:.1f} ({statistics.median(wall[f'{name} base']) * 1000:.1f})",
        ]
        for how in ("no frame", "table frame"):
            after = statistics.median(cpu[f"{name} {how}"])
            row.append(
                f"{after * 1000:.1f} ({statistics.median(wall[f'{name} {how}']) * 1000:.1f}) "
                f"{(after - before) / before * 100:+.0f} %"
            )
        rows.append(row)
        headline(f"{name} base CPU", before * 1000, "ms")
        headline(
            f"{name} table frame CPU", statistics.median(cpu[f"{name} table frame"]) * 1000, "ms"
        )
    print("Median ms per board render, CPU (wall), English, the same 4 views per game:")
    print_table(["board", f"base {args.base}", "now, no frame", "now, table frame"], rows)
    footer()


if __name__ == "__main__":
    main()
