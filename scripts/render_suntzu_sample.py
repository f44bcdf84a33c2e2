"""Write sample Sun Tzu boards and hands, made by the real engine, to a folder for viewing.

    .venv/bin/python scripts/render_suntzu_sample.py /tmp/suntzu [--seed 7]

Each moment of a game (setup, placing, battles, draw, late game, game over) is reached by
letting the engine's autopilot play; every moment is drawn in all three locales. The boards
carry what the table adds in play (issue 26): example players' names, "to move" with a
deadline for the seats the game waits for.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.engine.base import rng_for, setup_rng  # noqa: E402
from bot.games.suntzu.engine import ENGINE as engine  # noqa: E402
from bot.games.suntzu.render import render_board, render_private  # noqa: E402
from bot.i18n import set_strict  # noqa: E402
from bot.render.board_frame import BoardFrame, SeatTag  # noqa: E402

State = dict[str, Any]
LOCALES = ("en", "zh-TW", "zh-CN")
# Example players (a long one, to show the cut) and a deadline as the table words it.
PLAYERS = ("Mei Lin", "Alexander the Unhurried of Macedon")
DEADLINE = "Sat 28 Nov, 14:00 UTC"


def play_until(
    seed: int, beginner: bool, stop: Callable[[State], bool], limit: int = 2000
) -> State:
    """Autopilot both seats from a fresh game until ``stop(state)`` holds or the game ends."""
    state = engine.setup(2, {"beginner": beginner}, setup_rng(seed))
    pending = engine.pending
    assert pending is not None  # Sun Tzu keeps sealed seats among the waited-for
    number = 0
    while not stop(state) and number < limit:
        # a seat that has locked in stays "waiting" (so nobody learns it); move the others
        undecided = [s for s in sorted(engine.waiting_for(state)) if pending(state, s)]
        if not undecided:
            break
        seat = undecided[0]
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))
        number += 1
    return state


def moments(seed: int) -> dict[str, State]:
    def phase(name: str, round_at_least: int = 1) -> Callable[[State], bool]:
        return lambda s: engine.view(s, None)["phase"] == name and s["round"] >= round_at_least

    def some_placed(s: State) -> bool:
        return s["phase"] == "place" and sum(c is not None for c in s["placement"][0]) >= 3

    return {
        "start": play_until(seed, False, lambda s: True),
        "beginner-start": play_until(seed, True, lambda s: True),
        "placing": play_until(seed, False, some_placed),
        "battles": play_until(seed, False, lambda s: len(s["battles"]) >= 3 and s["round"] >= 2),
        "draw": play_until(seed, True, phase("draw", 4)),
        "late": play_until(seed, False, phase("place", 8)),
        "over": play_until(seed, False, lambda s: False),
    }


def example_frame(state: State) -> BoardFrame:
    """The table's part of a board: the example players, the waited-for ones with a deadline."""
    waiting = engine.waiting_for(state)
    seats = tuple(
        SeatTag(name, to_move=seat in waiting, deadline=DEADLINE if seat in waiting else None)
        for seat, name in enumerate(PLAYERS)
    )
    return BoardFrame(seats)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    set_strict(True)  # a missing word stops the script instead of printing its key
    args.folder.mkdir(parents=True, exist_ok=True)
    for name, state in moments(args.seed).items():
        for locale in LOCALES:
            started = time.perf_counter()
            board = render_board(engine.view(state, None), locale, example_frame(state))
            (args.folder / f"{name}-board-{locale}.png").write_bytes(board)
            elapsed = time.perf_counter() - started
            print(f"{name:15} {locale:6} board {len(board) / 1024:6.0f} KiB {elapsed:5.2f} s")
            for seat in (0, 1):
                hand = render_private(engine.view(state, seat), locale)
                if hand is not None:
                    (args.folder / f"{name}-hand{seat}-{locale}.png").write_bytes(hand)
    return 0


if __name__ == "__main__":
    sys.exit(main())
