"""Channel boards of this tree against ``--base``, the same views, the same frame (issue 29 part 4).

Every game's public board at its most players is drawn as a channel post draws it (the
table's frame: seats named, one to move with a deadline, three areas marked; ``bench_render``'s
``table_frame``) from the same pickled views: 4 points of one seeded autopilot game per game.
A child process running an exported copy of ``--base`` draws them with its code, this tree
with its own; the two take turns for ``--rounds`` rounds, each drawing every view ``--reps``
times a round. Printed per game: the median CPU (and wall) ms per board of each side, the
largest PNG of each, and how far each side's picture is from the full-colour picture it was
reduced from (the share of pixels off by more than 8 in a channel) and from the other side's.

The CPU time is the process's own, the steadier figure on a busy machine; a busy machine
still slows both sides (the load average is printed at the start and the end).

Usage: ``.venv/bin/python benchmarks/bench_board_cost.py [--base REV] [--rounds N]
[--locale en] [--quick]``
"""

from __future__ import annotations

import argparse
import io
import pickle
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench_board_frame import views
from benchlib import banner, ends_with_me, export_tree, footer, headline, print_table
from PIL import Image, ImageChops

from bot.games import get

OFF_BY = 8  # a pixel is "changed" when a channel moved by more than this
Result = dict[str, Any]  # "cpu"/"wall": game -> per-render seconds; "png"/"full": game -> list


def measure(drawn: dict[str, list[Any]], reps: int, locale: str) -> Result:
    """CPU and wall seconds per board of every view, its PNG and its full-colour picture."""
    from bench_render import table_frame

    from bot.render import canvas

    pictures: list[Image.Image] = []
    finish = canvas.Canvas.finish

    def keeping(self: canvas.Canvas, colours: int | None = None) -> bytes:
        pictures.append(self.picture())
        return finish(self, colours)

    result: Result = {"cpu": {}, "wall": {}, "png": {}, "full": {}}
    for name, game_views in drawn.items():
        spec = get(name)
        frame = table_frame(spec, spec.engine.max_players)
        spec.render_board(game_views[-1], locale, frame)  # fonts and cached layers: not measured
        for view in game_views:
            start_cpu, start_wall = time.process_time(), time.perf_counter()
            for _ in range(reps):
                spec.render_board(view, locale, frame)
            result["cpu"].setdefault(name, []).append((time.process_time() - start_cpu) / reps)
            result["wall"].setdefault(name, []).append((time.perf_counter() - start_wall) / reps)
        # once more, untimed, keeping what was drawn: the PNG and the picture before its palette
        # Swapped on purpose for one pass that keeps each picture, and put back below.
        canvas.Canvas.finish = keeping  # type: ignore[method-assign]
        try:
            pngs = [spec.render_board(view, locale, frame) for view in game_views]
        finally:
            canvas.Canvas.finish = finish  # type: ignore[method-assign]
        result["png"][name] = pngs
        result["full"][name] = [picture.tobytes() for picture in pictures]
        result.setdefault("size", {})[name] = pictures[0].size if pictures else None
        pictures.clear()
    return result


def changed_share(a: Image.Image, b: Image.Image) -> float:
    """The share of pixels where some channel differs by more than ``OFF_BY``."""
    difference = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    red, green, blue = (
        channel.point(lambda value: 255 if value > OFF_BY else 0) for channel in difference.split()
    )
    moved = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    return moved.histogram()[255] / (moved.width * moved.height)


def child(views_file: str, reps: int, locale: str) -> None:
    """Run in the base tree: draw the pickled views, print the result as a pickle."""
    with open(views_file, "rb") as handle:
        drawn = pickle.load(handle)
    sys.stdout.buffer.write(pickle.dumps(measure(drawn, reps, locale)))


def merge(into: Result, got: Result) -> None:
    for key in ("cpu", "wall"):
        for name, values in got[key].items():
            into.setdefault(key, {}).setdefault(name, []).extend(values)
    for key in ("png", "full", "size"):
        into[key] = got[key]  # the same every round


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="26df25e", help="the revision before (default 26df25e)")
    parser.add_argument("--rounds", type=int, default=3, help="turns each side takes")
    parser.add_argument("--reps", type=int, default=3, help="renders of each view per turn")
    parser.add_argument("--locale", default="en", help="the boards' language")
    parser.add_argument("--quick", action="store_true", help="one round of one render each")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.reps, args.locale)
        return
    if args.quick:
        args.rounds, args.reps = 1, 1
    banner(f"Boards at the most players: {args.base} against this tree, same views", args.quick)
    drawn = views()
    base: Result = {}
    now: Result = {}
    with tempfile.TemporaryDirectory() as scratch:
        tree = Path(scratch) / "base"
        script = export_tree(args.base, tree, Path(__file__))
        views_file = Path(scratch) / "views.pickle"
        views_file.write_bytes(pickle.dumps(drawn))
        command = [sys.executable, str(script), "--child", str(views_file)]
        command += ["--reps", str(args.reps), "--locale", args.locale]
        for _ in range(args.rounds):
            out = subprocess.run(
                command,
                check=True,
                capture_output=True,
                cwd=tree,
                env={"PYTHONPATH": f"{tree}:{tree / 'benchmarks'}", "PATH": "/usr/bin:/bin"},
                preexec_fn=ends_with_me(),
            ).stdout
            merge(base, pickle.loads(out))
            merge(now, measure(drawn, args.reps, args.locale))
    rows = []
    for name in drawn:
        before, after = (statistics.median(side["cpu"][name]) * 1000 for side in (base, now))
        walls = [statistics.median(side["wall"][name]) * 1000 for side in (base, now)]
        size = now["size"][name]
        shares: dict[str, list[float]] = {"base": [], "now": [], "between": []}
        for base_png, now_png, base_full, now_full in zip(
            base["png"][name], now["png"][name], base["full"][name], now["full"][name], strict=True
        ):
            base_image = Image.open(io.BytesIO(base_png))
            now_image = Image.open(io.BytesIO(now_png))
            base_colour = Image.frombytes("RGB", size, base_full)
            shares["base"].append(changed_share(base_image, base_colour))
            shares["now"].append(changed_share(now_image, Image.frombytes("RGB", size, now_full)))
            shares["between"].append(changed_share(base_image, now_image))
        kib = [max(len(png) for png in side["png"][name]) / 1024 for side in (base, now)]
        rows.append(
            [
                name,
                f"{before:.1f} ({walls[0]:.1f})",
                f"{after:.1f} ({walls[1]:.1f})",
                f"{(after - before) / before * 100:+.0f} %",
                f"{kib[0]:.0f} / {kib[1]:.0f}",
                " ".join(f"{max(shares[key]) * 100:.2f}" for key in ("base", "now", "between")),
            ]
        )
        headline(f"{name} base CPU", before, "ms")
        headline(f"{name} now CPU", after, "ms")
        headline(f"{name} now PNG max", kib[1], "KiB")
    print(f"Median ms per board, CPU (wall), {args.locale}, the same 4 views per game at its most")
    print("players;", end=" ")
    print(f"pixels off by > {OFF_BY}, worst of the 4 views, % (base vs its full colour, now vs")
    print("its full colour, base vs now):")
    print_table(
        ["board", f"base {args.base}", "now", "CPU change", "PNG max KiB base / now", "pixels %"],
        rows,
    )
    footer()


if __name__ == "__main__":
    main()
