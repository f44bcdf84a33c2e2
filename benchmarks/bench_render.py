"""Render speed and PNG size of every board image, in every locale.

The states come from autopilot games, taken at evenly spaced points from the start to the end
(so early, crowded and final boards all count). Images measured:

* every game's public board at each player count (``--quick``: the most players);
* every game's private picture at the fewest players, every seat's.

Boards are drawn as a channel post draws them, with the table's frame (players' names, whose
move and until when, three areas marked as the last move's: ``table_frame``).

For each image and locale: mean, median and p95 render time (view to PNG bytes, as the bot does
it in a worker thread), the mean and median CPU time of the process during a render (less
disturbed than the wall clock when other work shares the machine) and the PNG size. The first
render of each image, which loads fonts and art, is reported on its own and left out.

Memory: the peak traced by tracemalloc during one render (Python objects only: Pillow keeps
pixels in C buffers that tracemalloc does not see), and the size of the final image's pixels
(width x height x 4 bytes) as a lower bound of that C side.

``--quick`` renders the final boards in English only, each game at its most players.

Usage: ``.venv/bin/python benchmarks/bench_render.py [--quick]``
"""

from __future__ import annotations

import io
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass, field

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
from PIL import Image

from bot.engine.base import Engine, State, View, setup_rng
from bot.games import GameSpec, available, get
from bot.i18n import SUPPORTED
from bot.render.board_frame import BoardFrame, SeatTag


@dataclass(frozen=True)
class Picture:
    """One kind of image: which game, how its views are made and which renderer draws them."""

    label: str
    setup: Setup
    views: Callable[[State], list[View]]
    render: Callable[[View, str], bytes | None]


def _pictures(every_count: bool, games: list[str] | None = None) -> list[Picture]:
    """For every registered game: its board at the most players (at every player count with
    ``every_count``) and its private picture at the fewest, when it draws one."""
    found: list[Picture] = []
    for name in available():
        if not chosen(games, name):
            continue
        spec = get(name)
        engine = spec.engine
        counts = range(engine.min_players, engine.max_players + 1)
        for players in counts if every_count else (engine.max_players,):
            suffix = f" {players}p" if len(counts) > 1 else ""
            found.append(
                Picture(
                    f"{name} board{suffix}",
                    Setup(f"{name} {players}p", name, players),
                    board_views(engine),
                    framed(spec, table_frame(spec, players)),
                )
            )
        fewest = engine.min_players
        probe = engine.setup(fewest, {}, setup_rng(1))
        if spec.render_private(engine.view(probe, 0), "en") is not None:
            found.append(
                Picture(
                    f"{name} hand",
                    Setup(f"{name} {fewest}p", name, fewest),
                    hand_views(engine, fewest),
                    spec.render_private,
                )
            )
    return found


def board_views(engine: Engine) -> Callable[[State], list[View]]:
    """The public view of a state: what the board shows."""
    return lambda state: [engine.view(state, None)]


def hand_views(engine: Engine, players: int) -> Callable[[State], list[View]]:
    """Each seat's own view of a state of ``players`` seats: what each hand shows."""
    return lambda state: [engine.view(state, seat) for seat in range(players)]


def framed(spec: GameSpec, frame: BoardFrame) -> Callable[[View, str], bytes | None]:
    """The game's board renderer with ``frame`` always given."""
    return lambda view, locale: spec.render_board(view, locale, frame)


def table_frame(spec: GameSpec, players: int) -> BoardFrame:
    """What a channel board carries in play (issue 26): every seat named (names of a usual
    length, one in Chinese), the first seat to move with a deadline, and three areas marked as
    a move's changes (the game's first three, when it names areas)."""
    names = ("Ada Lovelace", "小明", "Grace H.", "bob_the_builder", "Zoë")
    seats = tuple(
        SeatTag(names[seat % len(names)], to_move=seat == 0, deadline="Sat 28 Nov, 14:00 UTC")
        for seat in range(players)
    )
    marked: frozenset[str] = frozenset()
    if spec.board_areas is not None:
        probe = spec.engine.setup(players, {}, setup_rng(1))
        areas = spec.board_areas(spec.engine.view(probe, None), "en")
        marked = frozenset([area.id for area in areas if not area.group][:3])
    return BoardFrame(seats, marked)


@dataclass
class Row:
    timer: Timer = field(default_factory=Timer)  # wall-clock time
    cpu: Timer = field(default_factory=Timer)  # this process's CPU time: steadier on a busy box
    sizes: list[int] = field(default_factory=list)
    pixels: int = 0


def game_states(picture: Picture, seeds: range, points: int) -> list[State]:
    engine = get(picture.setup.kind).engine
    found: list[State] = []
    for seed in seeds:
        _, log = play(engine, picture.setup, seed)
        found += states_at(engine, picture.setup, seed, log, spread(len(log), points))
    return found


def pixel_bytes(png: bytes) -> int:
    with Image.open(io.BytesIO(png)) as image:
        width, height = image.size
    return width * height * 4


def traced_peak(render: Callable[[View, str], bytes | None], view: View, locale: str) -> int:
    tracemalloc.start()
    try:
        render(view, locale)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak


def measure(
    picture: Picture,
    seeds: range,
    points: int,
    locales: tuple[str, ...],
    rows: dict[tuple[str, str], Row],
    cold: dict[str, float],
    peaks: dict[str, int],
) -> None:
    """Render every view of ``picture`` in every locale, filling the three result maps."""
    views = [view for state in game_states(picture, seeds, points) for view in picture.views(state)]
    render = picture.render
    # The first render in the process pays for loading fonts and art: report it apart.
    start = time.perf_counter()
    render(views[-1], locales[0])
    cold[picture.label] = time.perf_counter() - start
    for locale in locales:
        row = rows.setdefault((picture.label, locale), Row())
        for view in views:
            wall, cpu = time.perf_counter(), time.process_time()
            png = render(view, locale)
            row.cpu.add(time.process_time() - cpu)
            row.timer.add(time.perf_counter() - wall)
            if png is None:
                continue  # a hand with nothing to show draws no image
            row.sizes.append(len(png))
            row.pixels = max(row.pixels, pixel_bytes(png))
    peaks[picture.label] = traced_peak(render, views[-1], locales[-1])


def main() -> None:
    args = parse_args(__doc__.splitlines()[0])
    seeds = range(1) if args.quick else range(2)
    points = 1 if args.quick else 4  # quick: the final board only
    locales = ("en",) if args.quick else SUPPORTED
    banner(
        f"Render: {len(seeds)} seed(s), {points} point(s) per game, locales {', '.join(locales)}",
        args.quick,
    )

    rows: dict[tuple[str, str], Row] = {}
    cold: dict[str, float] = {}
    peaks: dict[str, int] = {}
    for picture in _pictures(every_count=not args.quick, games=args.game):
        measure(picture, seeds, points, locales, rows, cold, peaks)

    print("Render time (ms, view to PNG; nearest-rank median and p95; CPU = the process's CPU)")
    print_table(
        [
            "image",
            "locale",
            "renders",
            "mean ms",
            "median ms",
            "p95 ms",
            "CPU mean ms",
            "CPU median ms",
            "PNG mean KiB",
            "PNG max KiB",
        ],
        [
            [
                label,
                locale,
                len(row.timer.samples),
                ms(row.timer.mean),
                ms(row.timer.percentile(50)),
                ms(row.timer.percentile(95)),
                ms(row.cpu.mean),
                ms(row.cpu.percentile(50)),
                kib(sum(row.sizes) / len(row.sizes)) if row.sizes else "-",
                kib(max(row.sizes)) if row.sizes else "-",
            ]
            for (label, locale), row in rows.items()
        ],
    )
    print("Memory of one render (KiB)")
    print_table(
        ["image", "traced peak (Python)", "final pixels (w x h x 4)"],
        [
            [
                label,
                kib(peaks[label]),
                kib(max(row.pixels for (other, _), row in rows.items() if other == label)),
            ]
            for label in peaks
        ],
    )
    print("First (untimed above) render of each image in this process, loading fonts and art:")
    print(", ".join(f"{label} {ms(seconds)} ms" for label, seconds in cold.items()))
    print()
    for label in peaks:
        timers = [row.timer for (other, _), row in rows.items() if other == label]
        samples = [sample for timer in timers for sample in timer.samples]
        headline(f"{label.replace(' ', '-')} render mean", sum(samples) / len(samples) * 1000, "ms")
    footer()


if __name__ == "__main__":
    main()
