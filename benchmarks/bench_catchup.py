"""What the catch-up picture of a turn DM costs (issue 15): for every registered game at its most
players, the board with what changed since the seat's last move marked (bot.render.highlight).

The boards come from autopilot games: pairs of public boards one round apart (as many actions
as the game has players), taken at evenly spaced points of the game. For each game: the time to
draw one board (what a "before" board costs when no channel post drew it already), the time of
the highlight itself (two PNGs decoded, compared, the changes marked, the PNG encoded), each as
wall and CPU time, the areas marked, and the marked picture's size beside the plain board's.

``--quick``: one game (Sun Tzu), three pairs.

Usage: ``.venv/bin/python benchmarks/bench_catchup.py [--quick] [--game NAME]``
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from benchlib import (
    Setup,
    Timer,
    banner,
    chosen,
    footer,
    headline,
    kib,
    ms,
    parse_args,
    play,
    print_table,
    spread,
    states_at,
)

from bot.games import available, get
from bot.render.highlight import highlight

T = TypeVar("T")


def timed(call: Callable[[], T], wall: Timer, cpu: Timer) -> T:
    start, start_cpu = time.perf_counter(), time.process_time()
    value = call()
    wall.add(time.perf_counter() - start)
    cpu.add(time.process_time() - start_cpu)
    return value


def main() -> None:
    args = parse_args(__doc__.splitlines()[0])
    banner("Catch-up pictures: board drawn, changes marked", args.quick)
    names = ("suntzu",) if args.quick else tuple(n for n in available() if chosen(args.game, n))
    pairs = 3 if args.quick else 12
    rows = []
    for name in names:
        spec = get(name)
        engine = spec.engine
        setup = Setup(f"{name} {engine.max_players}p", name, engine.max_players)
        _, log = play(engine, setup, 1)
        gap = setup.players
        starts = spread(max(0, len(log) - gap), pairs)
        steps = sorted({s for start in starts for s in (start, start + gap)})
        states = dict(zip(steps, states_at(engine, setup, 1, log, steps), strict=True))
        spec.render_board(engine.view(states[steps[0]], None), "en", None)  # fonts, art: cold once
        draw_wall, draw_cpu, mark_wall, mark_cpu = Timer(), Timer(), Timer(), Timer()
        areas, plain_sizes, marked_sizes = [], [], []
        for start in starts:
            before_view = engine.view(states[start], None)
            before = timed(partial(spec.render_board, before_view, "en", None), draw_wall, draw_cpu)
            now = spec.render_board(engine.view(states[start + gap], None), "en", None)
            marked = timed(partial(highlight, before, now), mark_wall, mark_cpu)
            areas.append(len(marked.boxes))
            plain_sizes.append(len(now))
            if marked.png is not None:
                marked_sizes.append(len(marked.png))
        rows.append(
            (
                setup.label,
                draw_wall,
                draw_cpu,
                mark_wall,
                mark_cpu,
                areas,
                plain_sizes,
                marked_sizes,
            )
        )
    print("One catch-up picture per turn DM (ms; sizes KiB)")
    print_table(
        [
            "game",
            "pairs",
            "board wall",
            "board CPU",
            "highlight wall",
            "highlight CPU",
            "areas (mean)",
            "plain PNG",
            "marked PNG",
        ],
        [
            [
                label,
                len(areas),
                ms(draw_wall.mean),
                ms(draw_cpu.mean),
                ms(mark_wall.mean),
                ms(mark_cpu.mean),
                f"{sum(areas) / len(areas):.1f}",
                kib(sum(plain) / len(plain)),
                kib(sum(marked) / len(marked)) if marked else "-",
            ]
            for label, draw_wall, draw_cpu, mark_wall, mark_cpu, areas, plain, marked in rows
        ],
    )
    for label, _, _, mark_wall, mark_cpu, _, _, _ in rows:
        headline(f"{label.split()[0]} highlight mean", mark_wall.mean * 1000, "ms")
        headline(f"{label.split()[0]} highlight CPU mean", mark_cpu.mean * 1000, "ms")
    footer()


if __name__ == "__main__":
    main()
