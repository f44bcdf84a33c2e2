"""Render sample Small World boards (every player count, mid-game) and print their figures.

    .venv/bin/python scripts/render_smallworld_sample.py [OUT_DIR] [--steps N] [--locale zh-TW]

Plays the real engine with autopilot seats for N actions (default 60), renders the public
board, writes ``smallworld-<players>p-<locale>.png`` and prints size, pixels and render time.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from bot.engine.base import State, rng_for, setup_rng
from bot.games.smallworld.engine import ENGINE as engine
from bot.games.smallworld.render import render_board
from bot.i18n import set_strict


def play(players: int, steps: int, seed: int) -> State:
    state = engine.setup(players, {}, setup_rng(seed))
    for number in range(steps):
        if engine.result(state) is not None:
            break
        seat = min(engine.waiting_for(state))
        rng = rng_for(seed, number)
        engine.apply(state, seat, engine.autopilot(state, seat, rng), rng_for(seed, number))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="smallworld-samples")
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--locale", default="en")
    args = parser.parse_args()
    set_strict(True)  # a missing word stops the script instead of printing its key
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for players in (2, 3, 4, 5):
        view = engine.view(play(players, args.steps, args.seed), None)
        started = time.perf_counter()
        png = render_board(view, args.locale)
        elapsed = time.perf_counter() - started
        path = out / f"smallworld-{players}p-{args.locale}.png"
        path.write_bytes(png)
        print(f"{players} players: {len(png) / 1024:7.1f} KiB  {elapsed * 1000:6.0f} ms  {path}")


if __name__ == "__main__":
    main()
