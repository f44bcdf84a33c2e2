"""What a member sees of a whole game, before and after a change (issue 25: a quiet table).

Whole games of every game are played through the fake Discord (``tests/fakediscord``) by the
e2e drivers, each move a click, a select or a slash command on a control the bot sent, and
the noise counter (``tests/e2e/noise.py``) counts from the fake's own records: new channel
messages (lobby, start, turn posts, reminders, end, other), their edits, the mentions that
notify each member (beside how many times the game started waiting for them), the DMs each
member got (notifying and silent), and the Discord API requests (message creates, edits,
deletes, DM channel opens) per accepted action, with the wall and CPU time of each game.

Two bots are measured, each in its own subprocess so that their ``bot`` packages never mix:
``--before REV`` (default fb1be8d, a post per move) checked out with ``git worktree add`` in a
temporary folder (removed after), and ``--after`` (default: this tree; a revision or the path
of another checkout or worktree, used as it is).

The import path of a measuring subprocess (``--child``): ``PYTHONPATH`` is
``SHIM:TREE``, where TREE is the measured checkout and SHIM a temporary folder holding only a
symlink ``tests`` to *this* tree's ``tests``. ``bot`` is a regular package found only in TREE
(SHIM has none, and ``PYTHONPATH`` comes before the editable install's finder, which is
appended to ``sys.meta_path`` after the path finder), so the measured bot is TREE's own. The
``tests`` folders have no ``__init__.py``: they are namespace packages whose path is every
``tests`` folder on ``sys.path`` in order, so each test module (the counter, the drivers, the
fake) comes from this tree first and from TREE's only when this tree lacks it. If this tree's
drivers do not import against TREE's bot, the subprocess exits with code 3 and is run again
with ``TREE:SHIM`` (TREE's drivers and fake first; the counter, which an older tree lacks,
still from here). The subprocess checks that ``bot`` came from TREE before measuring.

``--quick``: one Sun Tzu game on this tree alone (no worktree), to show the script works.
``--edit-gap S``: a bot that paces its turn post's edits (``turn_edit_gap``) gets S seconds
between two edits (default 0.02: each of the drivers' quick moves its own edit, as people
playing at a human pace would see them; the bot's own default shows what pacing folds).
``--small``: the e2e test's games instead (tests/e2e/test_table_noise.py: the fewest seats,
World War's extra seats on autopilot), to see how a tree fares against the test's bounds.

Usage: ``.venv/bin/python benchmarks/bench_table_noise.py [--quick] [--before REV]
[--after REV|PATH] [--game NAME]``
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
IMPORT_FAILED = 3  # a child's exit code: this tree's test modules do not import there

# (game, players, humans, seed): every game at the player counts, then one more seat
# where the drivers can play it (all seats played by people through the fake; the drivers'
# seeds of the e2e game tests). Not here: Small World with 5 (a conquest the driver wants can
# sit past the 25 choices an autocomplete lists) and Tiny Epic Kingdoms with 5 (the shared
# driver's fallback sends /tek move an option it does not have).
PLANS: tuple[tuple[str, int, int, int], ...] = (
    ("suntzu", 2, 2, 5),
    ("smallworld", 3, 3, 6),
    ("tek", 3, 3, 10),
    ("worldwar", 4, 4, 7),
    ("smallworld", 4, 4, 6),
    ("tek", 4, 4, 10),
    ("worldwar", 5, 5, 7),
)
QUICK_PLANS = (("suntzu", 2, 2, 5),)
SMALL = "small"  # the plans of tests/e2e/noise_games.py's SMALL_PLANS, read by the child


def ends_with_me() -> Any:
    """benchlib's ``preexec_fn`` that ends a child with this process, imported only when the
    parent starts one: the measuring child must not import benchlib, which imports this
    tree's bot (see the docstring)."""
    if str(ROOT / "benchmarks") not in sys.path:
        sys.path.insert(0, str(ROOT / "benchmarks"))
    from benchlib import ends_with_me as made

    return made()


# ----- the measuring subprocess ------------------------------------------------------------------


def child(tree: Path, plans: list[tuple[str, int, int, int]] | str) -> int:
    """Measure ``plans`` (or the e2e test's, for SMALL) on TREE's bot; print one JSON line
    per game."""
    import bot

    where = Path(bot.__file__).resolve()
    if not where.is_relative_to(tree.resolve()):
        print(f"bot was imported from {where}, not from {tree}", file=sys.stderr)
        return 2
    try:
        from tests.e2e.noise_games import SMALL_PLANS, Plan, measure
    except ImportError as problem:
        print(f"the test modules do not import here: {problem!r}", file=sys.stderr)
        return IMPORT_FAILED
    chosen = list(SMALL_PLANS) if plans == SMALL else [Plan(*p) for p in plans]
    with tempfile.TemporaryDirectory(prefix="noise-") as folder:
        for plan in chosen:
            wall, cpu = time.perf_counter(), time.process_time()
            try:
                noise = asyncio.run(measure(plan, Path(folder)))
            except Exception as problem:  # one game's failure must not hide the others
                failure = f"{type(problem).__name__}: {str(problem)[:300]}"
                print(json.dumps({"label": plan.label, "error": failure}), flush=True)
                continue
            figures = noise.summary()
            figures.update(
                label=plan.label,
                wall=time.perf_counter() - wall,
                cpu=time.process_time() - cpu,
                command_mentions=sum(noise.command_mentions.values()),
                excess_mentions=sum(noise.excess_mentions().values()),
                bound=noise.post_bound,
                lost_lines=noise.lost[:5],
            )
            print(json.dumps(figures), flush=True)
    return 0


# ----- the parent: trees, subprocesses, the table --------------------------------------------


def run_side(tree: Path, plans: list[Any] | str, gap: float | None) -> list[dict[str, Any]]:
    """Run the child on TREE (see the docstring for its import path)."""
    with tempfile.TemporaryDirectory(prefix="noise-shim-") as shim:
        (Path(shim) / "tests").symlink_to(ROOT / "tests", target_is_directory=True)
        for order in ((shim, str(tree)), (str(tree), shim)):
            env = dict(os.environ, PYTHONPATH=os.pathsep.join(order), PYTHONDONTWRITEBYTECODE="1")
            if gap is not None:
                env["NOISE_EDIT_GAP"] = str(gap)
            run = subprocess.run(
                [sys.executable, __file__, "--child", str(tree), "--plans", json.dumps(plans)],
                cwd=tree,
                env=env,
                capture_output=True,
                text=True,
                preexec_fn=ends_with_me(),
            )
            if run.returncode != IMPORT_FAILED:
                break
        if run.returncode != 0:
            sys.stderr.write(run.stderr)
            raise SystemExit(f"measuring {tree} failed (exit {run.returncode})")
    return [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]


def checkout(rev_or_path: str, into: Path) -> tuple[Path, bool]:
    """A tree to measure: an existing folder as it is, else ``git worktree add`` of the
    revision (True: made here, to remove after)."""
    given = Path(rev_or_path)
    if given.is_dir():
        return given.resolve(), False
    subprocess.run(
        ["git", "worktree", "add", "--detach", "--quiet", str(into), rev_or_path],
        cwd=ROOT,
        check=True,
        preexec_fn=ends_with_me(),
    )
    return into, True


def remove(tree: Path) -> None:
    subprocess.run(
        ["git", "worktree", "remove", "--force", str(tree)],
        cwd=ROOT,
        check=False,
        preexec_fn=ends_with_me(),
    )


def describe(tree: Path) -> str:
    """The commit a tree is at (and whether it has changes not committed)."""
    head = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"],
        cwd=tree,
        capture_output=True,
        text=True,
        preexec_fn=ends_with_me(),
    ).stdout.strip()
    dirty = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=no"],
        cwd=tree,
        capture_output=True,
        text=True,
        preexec_fn=ends_with_me(),
    ).stdout.strip()
    return f"{head or '?'}{' + changes' if dirty else ''}"


def spread(values: list[int]) -> str:
    return (
        f"{min(values)}–{max(values)}"
        if values and min(values) != max(values)
        else str(values[0] if values else 0)
    )


def split(posts: dict[str, int]) -> str:
    kinds = ("lobby", "start", "turn", "reminder", "end", "command", "other")
    return " / ".join(str(posts.get(kind, 0)) for kind in kinds)


def figures(game: dict[str, Any]) -> list[tuple[str, str]]:
    """The rows of one game's column, in the table's order."""
    mentions, waits = game["mentions"], game["wait_starts"]
    return [
        ("moves (accepted actions)", str(game["moves"])),
        ("turn changes", str(game["turn_changes"])),
        ("new channel messages", str(game["new_channel_messages"])),
        ("  lobby/start/turn/reminder/end/command/other", split(game["posts"])),
        ("  bound: turn changes + lobby, start, end", str(game["bound"])),
        (
            "  over the bound (command answers aside)",
            str(max(0, game["table_messages"] - game["bound"])),
        ),
        ("channel message edits", str(game["channel_edits"])),
        ("mentions per member", spread(mentions)),
        ("  times the game began waiting for them", spread(waits)),
        (
            "  each member: mentions / wait starts",
            " · ".join(f"{m}/{w}" for m, w in zip(mentions, waits, strict=True)),
        ),
        ("  mentions beyond those (all members)", str(game["excess_mentions"])),
        ("  in answers to commands (/game kick)", str(game["command_mentions"])),
        ("DMs per member, notifying", spread(game["dm_notifying"])),
        ("DMs per member, silent", spread(game["dm_silent"])),
        ("DM edits (all members)", str(sum(game["dm_edits"]))),
        ("API requests per accepted action", f"{game['requests_per_action']:.2f}"),
        ("  the bot's own requests (all but answers)", str(game.get("own_requests", "-"))),
        ("    of them posts + edits + deletes + DM opens", str(game["message_requests"])),
        ("  interaction answers besides", str(game["interaction_requests"])),
        ("  every REST request of the game", str(game.get("all_requests", "-"))),
        ("moves missing (channel, log, record)", str(game["lost"])),
        ("wall time (s)", f"{game['wall']:.1f}"),
        ("CPU time (s)", f"{game['cpu']:.1f}"),
    ]


def side_by_side(sides: list[tuple[str, list[dict[str, Any]]]]) -> None:
    from benchlib import print_table

    headers = ["game", "figure", *(name for name, _ in sides)]
    rows: list[list[str]] = []
    labels = list(dict.fromkeys(game["label"] for _, games in sides for game in games))
    for label in labels:
        found = [next((g for g in games if g["label"] == label), None) for _, games in sides]
        measured = [figures(g) if g is not None and "error" not in g else None for g in found]
        names = [name for name, _ in next((column for column in measured if column), None) or []]
        for row, name in enumerate(names):
            cells = [column[row][1] if column else "failed" for column in measured]
            rows.append([label if row == 0 else "", name, *cells])
    print_table(headers, rows)
    for side, games in sides:
        for game in games:
            if "error" in game:
                print(f"# {side} {game['label']} failed: {game['error']}")


def headlines(name: str, games: list[dict[str, Any]]) -> None:
    from benchlib import headline

    for game in (g for g in games if "error" not in g):
        label = game["label"].replace(" ", "-").replace(",", "")
        headline(f"{name} {label} new channel messages", game["new_channel_messages"], "posts")
        headline(f"{name} {label} requests per action", game["requests_per_action"], "requests")
        headline(f"{name} {label} wall", game["wall"], "s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one Sun Tzu game, this tree only")
    parser.add_argument("--before", default="fb1be8d", help="revision or path (default fb1be8d)")
    parser.add_argument("--after", help="revision or path (default: this tree)")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--small", action="store_true", help="the e2e test's games instead")
    parser.add_argument(
        "--edit-gap",
        type=float,
        help="seconds between a turn post's edits, for a bot that paces them (default 0.02)",
    )
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--plans", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        wanted = json.loads(args.plans)
        raise SystemExit(child(Path(args.child), wanted))

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from benchlib import banner, footer

    listed = [list(p) for p in (QUICK_PLANS if args.quick else PLANS)]
    # --small: the test's four games (--game does not apply)
    plans: list[Any] | str = (
        SMALL if args.small else [p for p in listed if not args.game or p[0] in args.game]
    )
    banner("Table noise: what members see of whole games through the fake Discord", args.quick)
    with tempfile.TemporaryDirectory(prefix="noise-trees-") as folder:
        made: list[Path] = []
        try:
            wanted = [] if args.quick else [("before", args.before)]
            wanted.append(("after", args.after or str(ROOT)))
            trees = []
            for name, where in wanted:
                tree, fresh = checkout(where, Path(folder) / name)
                if fresh:
                    made.append(tree)
                trees.append((name, where, tree))
            sides = []
            for name, where, tree in trees:
                print(f"# {name}: {where} ({describe(tree)})")
                sides.append((name, run_side(tree, plans, args.edit_gap)))
            print()
            side_by_side(sides)
            for name, games in sides:
                for game in games:
                    if game.get("lost_lines"):
                        print(f"# {name} {game['label']} lost: {game['lost_lines']}")
            for name, games in sides:
                headlines(name, games)
        finally:
            for tree in made:
                remove(tree)
    footer()


if __name__ == "__main__":
    main()
