"""Engine speed and size: pure rules, no store, no rendering.

For each game setup, over several seeds:

* games/s, of wall clock and of this process's CPU time: whole autopilot games, every call
  counted (autopilot, the legal actions it asks for, apply, result, waiting_for) with nothing
  else measured in the loop;
* actions per game;
* mean and p95 of one ``apply``, one ``legal_actions`` (the acting seat), one public ``view``
  and one private ``view`` (every seat), timed one call at a time on a second pass, the mean
  of one ``autopilot`` decision (which the service runs for every bot seat) and of one prompt
  stamp (the acting seat's; checked on every click and made for every private message);
* the memory a loaded state holds (tracemalloc around ``json.loads`` of the largest snapshot
  of the game, which is what the service does on every load) and the peak traced memory while
  playing one whole game;
* the JSON size of a snapshot as the store writes it (mean and largest over the game);
* copying the largest state before a move, the old way (``copy.deepcopy``) beside the
  service's way (``json.loads`` of the stored text), CPU time per copy.

Usage: ``.venv/bin/python benchmarks/bench_engines.py [--quick]``
"""

from __future__ import annotations

import copy
import json
import time
import tracemalloc
from dataclasses import dataclass
from functools import partial

from benchlib import (
    SETUPS,
    Setup,
    Timer,
    autopilot_chooser,
    banner,
    chosen,
    footer,
    headline,
    kib,
    next_seat,
    parse_args,
    play,
    print_table,
    snapshot_text,
    us,
)

from bot.engine.base import rng_for, setup_rng
from bot.games import get
from bot.table.service import prompt_stamp


@dataclass
class Figures:
    games_per_s: float
    games_per_cpu_s: float
    actions_per_game: float
    apply: Timer
    legal: Timer
    autopilot: Timer
    view_public: Timer
    view_private: Timer
    stamp: Timer
    state_bytes: int
    play_peak_bytes: int
    copy_deep_us: float
    copy_parse_us: float
    snapshot_mean: float
    snapshot_max: int


def throughput(setup: Setup, seeds: range) -> tuple[float, float, float]:
    """Games per second of wall clock and of CPU time (steadier when the machine is shared),
    and actions per game, playing with nothing else timed in the loop."""
    engine = get(setup.kind).engine
    actions = 0
    start, cpu = time.perf_counter(), time.process_time()
    for seed in seeds:
        _, log = play(engine, setup, seed)
        actions += len(log)
    cpu = time.process_time() - cpu
    elapsed = time.perf_counter() - start
    return len(seeds) / elapsed, len(seeds) / cpu, actions / len(seeds)


@dataclass
class Calls:
    apply: Timer
    legal: Timer
    autopilot: Timer
    view_public: Timer
    view_private: Timer
    stamp: Timer
    sizes: list[int]
    largest: str


def per_call(setup: Setup, seeds: range) -> Calls:
    """Time each engine call on its own; also the snapshot sizes and the largest snapshot."""
    engine = get(setup.kind).engine
    calls = Calls(Timer(), Timer(), Timer(), Timer(), Timer(), Timer(), [], "")
    for seed in seeds:
        state = engine.setup(setup.players, dict(setup.options), setup_rng(seed))
        number = 0
        while engine.result(state) is None:
            seat = next_seat(engine, state)
            number += 1
            calls.legal.time(partial(engine.legal_actions, state, seat))
            calls.view_public.time(partial(engine.view, state, None))
            for other in range(setup.players):
                calls.view_private.time(partial(engine.view, state, other))
            calls.stamp.time(partial(prompt_stamp, engine, state, seat))
            chooser = autopilot_chooser(seed, number)
            action = calls.autopilot.time(partial(engine.autopilot, state, seat, chooser))
            rng = rng_for(seed, number)
            calls.apply.time(partial(engine.apply, state, seat, action, rng))
            text = snapshot_text(state)
            calls.sizes.append(len(text.encode()))
            if len(text) > len(calls.largest):
                calls.largest = text
    return calls


def loaded_state_bytes(text: str) -> int:
    """Bytes a state holds once parsed from its snapshot (what a load keeps in memory)."""
    tracemalloc.start()
    try:
        state = json.loads(text)
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del state
    return held


def play_peak_bytes(setup: Setup, seed: int) -> int:
    """Peak traced memory while one whole game is played (state plus transient garbage)."""
    engine = get(setup.kind).engine
    tracemalloc.start()
    try:
        play(engine, setup, seed)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak


def copy_cost(text: str, repeats: int = 200) -> tuple[float, float]:
    """CPU µs per copy of the state in ``text``: deep copy of the parsed state, and parsing."""
    state = json.loads(text)
    start = time.process_time()
    for _ in range(repeats):
        copy.deepcopy(state)
    deep = (time.process_time() - start) / repeats
    start = time.process_time()
    for _ in range(repeats):
        json.loads(text)
    parse = (time.process_time() - start) / repeats
    return deep * 1e6, parse * 1e6


def measure(setup: Setup, seeds: range) -> Figures:
    games_per_s, games_per_cpu_s, actions_per_game = throughput(setup, seeds)
    calls = per_call(setup, seeds)
    deep, parse = copy_cost(calls.largest)
    return Figures(
        games_per_s=games_per_s,
        games_per_cpu_s=games_per_cpu_s,
        actions_per_game=actions_per_game,
        apply=calls.apply,
        legal=calls.legal,
        autopilot=calls.autopilot,
        view_public=calls.view_public,
        view_private=calls.view_private,
        stamp=calls.stamp,
        state_bytes=loaded_state_bytes(calls.largest),
        play_peak_bytes=play_peak_bytes(setup, seeds[0]),
        copy_deep_us=deep,
        copy_parse_us=parse,
        snapshot_mean=sum(calls.sizes) / len(calls.sizes),
        snapshot_max=max(calls.sizes),
    )


def main() -> None:
    args = parse_args(__doc__.splitlines()[0])
    seeds = range(1) if args.quick else range(20)
    banner(f"Engines: autopilot games, {len(seeds)} seeds per setup", args.quick)
    setups = [setup for setup in SETUPS if chosen(args.game, setup.kind)]
    if not args.quick:  # a quick run only checks the script works: no warm-up game
        # Warm up imports, map loading and caches so the first setup is not charged for them.
        for setup in setups:
            play(get(setup.kind).engine, setup, 10_000)
    results = {setup.label: measure(setup, seeds) for setup in setups}

    print("Speed (times in microseconds; p95 is nearest-rank)")
    print_table(
        [
            "setup",
            "games/s",
            "games/CPU s",
            "actions/game",
            "apply mean",
            "apply p95",
            "legal mean",
            "legal p95",
            "view pub mean",
            "view pub p95",
            "view priv mean",
            "view priv p95",
            "autopilot mean",
            "stamp mean",
            "stamp p95",
        ],
        [
            [
                label,
                f"{f.games_per_s:.1f}",
                f"{f.games_per_cpu_s:.1f}",
                f"{f.actions_per_game:.1f}",
                us(f.apply.mean),
                us(f.apply.percentile(95)),
                us(f.legal.mean),
                us(f.legal.percentile(95)),
                us(f.view_public.mean),
                us(f.view_public.percentile(95)),
                us(f.view_private.mean),
                us(f.view_private.percentile(95)),
                us(f.autopilot.mean),
                us(f.stamp.mean),
                us(f.stamp.percentile(95)),
            ]
            for label, f in results.items()
        ],
    )
    print("Size (KiB)")
    print_table(
        ["setup", "loaded state", "play peak (traced)", "snapshot JSON mean", "snapshot JSON max"],
        [
            [
                label,
                kib(f.state_bytes),
                kib(f.play_peak_bytes),
                kib(f.snapshot_mean),
                kib(f.snapshot_max),
            ]
            for label, f in results.items()
        ],
    )
    print("Copying the largest state before a move (CPU µs per copy)")
    print_table(
        ["setup", "copy.deepcopy", "json.loads of the stored text"],
        [
            [label, f"{f.copy_deep_us:.0f}", f"{f.copy_parse_us:.0f}"]
            for label, f in results.items()
        ],
    )
    for label, f in results.items():
        name = label.replace(" ", "-")
        headline(f"{name} games/s", f.games_per_s, "games/s")
        headline(f"{name} apply mean", f.apply.mean * 1e6, "us")
        headline(f"{name} snapshot max", f.snapshot_max / 1024, "KiB")
    footer()


if __name__ == "__main__":
    main()
