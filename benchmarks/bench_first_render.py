"""The first board a fresh render worker draws, with and without its lobby's warm-up.

Each measurement runs in a new Python process (imports, fonts and map layers all cold), for
every registered game at its most players: the first board's wall and CPU time when nothing
was drawn before, and when ``bot.table.renderworker.warm`` ran first for that game and player
count (what a render worker does while the game's lobby gathers), side by side. The
warm-up's own time is printed too.

Usage: ``.venv/bin/python benchmarks/bench_first_render.py [--quick]``
"""

from __future__ import annotations

import json
import subprocess
import sys

from benchlib import ROOT, banner, chosen, ends_with_me, footer, headline, parse_args, print_table

PROBE = """
import json, sys, time
warm = sys.argv[2] == "warm"
from bot.engine.base import setup_rng
from bot.games import get
from bot.table.renderworker import warm as warm_game
spec = get(sys.argv[1]); engine = spec.engine
took = time.perf_counter()
if warm:
    warm_game(sys.argv[1], engine.max_players, "zh-CN")
took = time.perf_counter() - took
state = engine.setup(engine.max_players, {}, setup_rng(99))
wall, cpu = time.perf_counter(), time.process_time()
spec.render_board(engine.view(state, None), "zh-CN")
print(json.dumps({"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu,
                  "warm_up": took}))
"""


def first_render(game: str, warm: bool) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, game, "warm" if warm else "cold"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        preexec_fn=ends_with_me(),
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    args = parse_args(__doc__.splitlines()[0])
    runs = 1 if args.quick else 3
    banner(f"First render in a fresh process, {runs} run(s) each", args.quick)
    sys.path.insert(0, str(ROOT))
    from bot.games import available

    # A quick run only checks that the script works: two games are enough.
    games = [g for g in available() if chosen(args.game, g)]
    if args.quick and not args.game:
        games = [g for g in games if g in ("suntzu", "smallworld")]
    rows = []
    for game in games:
        cold = [first_render(game, warm=False) for _ in range(runs)]
        warm = [first_render(game, warm=True) for _ in range(runs)]

        def best(found: list[dict[str, float]], key: str) -> float:
            return min(run[key] for run in found) * 1000

        rows.append(
            [
                game,
                f"{best(cold, 'wall'):.0f}",
                f"{best(cold, 'cpu'):.0f}",
                f"{best(warm, 'wall'):.0f}",
                f"{best(warm, 'cpu'):.0f}",
                f"{best(warm, 'warm_up'):.0f}",
            ]
        )
        headline(f"{game} first render cold", best(cold, "wall"), "ms")
        headline(f"{game} first render after warm-up", best(warm, "wall"), "ms")
    print_table(
        [
            "game (most players)",
            "cold wall ms",
            "cold CPU ms",
            "after warm-up wall ms",
            "after warm-up CPU ms",
            "warm-up itself ms",
        ],
        rows,
    )
    footer()


if __name__ == "__main__":
    main()
