"""Bytes stored per finished game, by table and column, before and after a change (issue 29 part 5).

Seeded autopilot games of every game at five players (Sun Tzu at its most players) are played
through the real ``TableService`` and ``Store``, one ``act`` call per action as clicks are, into
a fresh SQLite file per game. Then, per finished game:

* the bytes each column of each table holds (the stored values as SQLite keeps them:
  ``LENGTH(CAST(column AS BLOB))``, a compressed BLOB counted as its bytes);
* the database file after ``VACUUM``, less the same for an empty database with the schema
  (pages, row headers and indexes included: what the disk holds).

``--base REV`` runs the same script in an exported copy of that revision first (its own code
plays the same seeded games into its own file), so both columns come from one run on one
machine. The column "now, unpacked" is this code with a finished game's record left as a
running game's is (compressed snapshots, one row per action): what a game holds until its
last move. Sizes are deterministic: the same seeds give the same bytes on every run.

Usage: ``.venv/bin/python benchmarks/bench_storage.py [--base REV] [--seeds N] [--quick]``
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TypedDict

from benchlib import Setup, banner, ends_with_me, export_tree, footer, headline, kib, print_table
from tables import open_game, play_by_act

from bot.games import get
from bot.store import Store
from bot.table import TableService

PLAYERS = 5
SHOWN = 512  # bytes per game: a column holding less is summed under "other columns"
TARGET = 100 * 1000  # bytes per finished five-player game (the 100 KB)
# Tables of the store that hold a game's record; the rest (settings, timers done...) is tiny.
Sizes = dict[str, float]  # "table.column" or "file" -> bytes per finished game


class Measured(TypedDict):
    """One game's figures, as a run prints them for its parent (JSON)."""

    sizes: Sizes
    actions: int  # per game


def setups() -> list[Setup]:
    """Every game at five players, Sun Tzu at its most (fewer than five)."""
    found = []
    for name in ("suntzu", "smallworld", "tek", "worldwar"):
        players = min(PLAYERS, get(name).engine.max_players)
        found.append(Setup(f"{name} {players}p", name, players))
    return found


def file_bytes(path: Path) -> int:
    """The database's bytes after VACUUM (WAL checkpointed and removed first)."""
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        connection.execute("VACUUM")
    connection.close()
    return path.stat().st_size


def column_bytes(path: Path) -> dict[str, int]:
    """The bytes every column of every table holds, summed over its rows."""
    found: dict[str, int] = {}
    with sqlite3.connect(path) as connection:
        tables = [
            row[0]
            for row in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'"
                " AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        ]
        for table in tables:
            columns = [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
            sums = ", ".join(f"COALESCE(SUM(LENGTH(CAST({c} AS BLOB))), 0)" for c in columns)
            (totals,) = connection.execute(f"SELECT {sums} FROM {table}").fetchall()
            for column, total in zip(columns, totals, strict=True):
                found[f"{table}.{column}"] = int(total)
    connection.close()
    return found


async def empty_bytes(folder: Path) -> int:
    path = folder / "empty.db"
    store = await Store.open(path)
    await store.close()
    return file_bytes(path)


async def measure_game(folder: Path, setup: Setup, seeds: int) -> tuple[Sizes, int]:
    """Play ``seeds`` games of ``setup`` into a fresh file: bytes per game by column and the
    file's, and the actions per game."""
    path = folder / f"{setup.kind}.db"
    store = await Store.open(path)
    actions = 0
    try:
        service = TableService(store)
        for seed in range(seeds):
            table = await open_game(service, seed + 1, setup, seed)
            table = await play_by_act(service, table, [])
            if table.running:
                raise RuntimeError(f"{setup.label} seed {seed} did not finish")
            actions += table.game.version
    finally:
        await store.close()
    sizes: Sizes = {key: value / seeds for key, value in column_bytes(path).items()}
    sizes["file"] = (file_bytes(path) - await empty_bytes(folder)) / seeds
    return sizes, actions // seeds


async def measure(seeds: int, packed: bool = True) -> dict[str, Measured]:
    """Every game's bytes; ``packed`` False keeps a finished game's record as a running
    game's is (one row per action, a row per snapshot), to show what packing saves."""
    found: dict[str, Measured] = {}
    if not packed:
        from bot.store.packed_log import PackedLog

        async def unpacked(self: PackedLog, game_id: int) -> int:
            return 0

        # Replaced on purpose for this measurement, and put back below.
        kept, PackedLog.pack_log = PackedLog.pack_log, unpacked  # type: ignore[method-assign]
    try:
        with tempfile.TemporaryDirectory(prefix="bench-storage-") as name:
            for setup in setups():
                sizes, actions = await measure_game(Path(name), setup, seeds)
                found[setup.label] = {"sizes": sizes, "actions": actions}
    finally:
        if not packed:
            PackedLog.pack_log = kept  # type: ignore[method-assign]
    return found


def run_base(rev: str, seeds: int) -> dict[str, Measured]:
    """This script run by the exported tree of ``rev``: its code plays the same games."""
    with tempfile.TemporaryDirectory() as scratch:
        base = Path(scratch) / "base"
        script = export_tree(rev, base, Path(__file__))
        out = subprocess.run(
            [sys.executable, str(script), "--child", "--seeds", str(seeds)],
            check=True,
            capture_output=True,
            cwd=base,
            env={"PYTHONPATH": str(base), "PATH": "/usr/bin:/bin"},
            preexec_fn=ends_with_me(),
        ).stdout
    result: dict[str, Measured] = json.loads(out)
    return result


def report(runs: dict[str, dict[str, Measured]]) -> None:
    labels = list(runs)
    games = list(runs[labels[-1]])
    for game in games:
        keys: list[str] = []
        for run in runs.values():
            sizes = run[game]["sizes"]
            keys += [key for key in sizes if key not in keys and sizes[key] > 0]
        every = [run[game]["sizes"] for run in runs.values()]
        big = [k for k in keys if max(s.get(k, 0) for s in every) >= SHOWN]
        rest = [k for k in keys if k not in big]
        rows = []
        for key in [*sorted(k for k in big if k != "file"), "other columns", "file"]:
            row: list[object] = [key if key != "file" else "**file after VACUUM, less empty**"]
            for sizes in every:
                if key == "other columns":
                    row.append(kib(sum(sizes.get(k, 0) for k in rest)))
                else:
                    row.append(kib(sizes[key]) if key in sizes else "-")
            rows.append(row)
        actions = " / ".join(str(run[game]["actions"]) for run in runs.values())
        print(f"{game} (actions per game: {actions}); KiB per finished game:\n")
        print_table(["table.column", *labels], rows)
    rows = []
    for game in games:
        row = [game]
        for label, run in runs.items():
            sizes = run[game]["sizes"]
            size = sizes["file"]
            row.append(f"{size / 1000:.1f} KB ({kib(size)} KiB)")
            headline(f"{game} {label} stored per game", size / 1000, "KB")
        rows.append([*row, "yes" if size <= TARGET else "NO"])
    print(f"Stored per finished game (file after VACUUM); target ≤ {TARGET // 1000} KB:\n")
    print_table(["game", *labels, "now ≤ target"], rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", help="also measure this git revision, in the same run")
    parser.add_argument("--seeds", type=int, default=3, help="games per game (default 3)")
    parser.add_argument("--quick", action="store_true", help="one seed")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.quick:
        args.seeds = 1
    if args.child:
        sys.stdout.write(json.dumps(asyncio.run(measure(args.seeds))))
        return
    banner("Bytes stored per finished game", args.quick)
    runs: dict[str, dict[str, Measured]] = {}
    if args.base:
        runs[f"base {args.base}"] = run_base(args.base, args.seeds)
    runs["now, unpacked"] = asyncio.run(measure(args.seeds, False))
    runs["now"] = asyncio.run(measure(args.seeds))
    report(runs)
    footer()


if __name__ == "__main__":
    main()
