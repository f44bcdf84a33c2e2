"""Chunk files of the balance tournaments (issue 30, part 7): games played in one run, kept raw.

A balance table with every seat a strong bot needs tens of CPU-hours, more than one session has,
so ``scripts/tek_tournament.py`` and ``scripts/worldwar_tournament.py`` can play a seeded range
of games (``--first``, ``--games``), write those games as they were played (``--chunk``), and
later build their record from any set of such files (``--pool``) exactly as one run over the
same games would. This module is only the file side of that: writing a chunk so that a killed
run leaves no half file, reading chunks back, and naming the seeds they cover.
"""

from __future__ import annotations

import argparse
import datetime
import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from bot.ai.levels import ITERATIONS


def budget(level: str, iterations: int | None) -> int | None:
    """The iterations a ``level`` seat searches a decision in a tournament: the given number,
    else the level's own, always without the CPU ceiling (a busy machine would stop the search
    early and play other games: chunks played on different days must be one measurement).
    None for ``easy``, the autopilot, which does not search."""
    if level not in ITERATIONS:
        return None
    return iterations if iterations is not None else ITERATIONS[level]


# The autopilot's balance record in a game's rules.md sits between these (the oldest markers);
# a searching level's between markers of its own, in a section "Balance with <level> bots".
START, END = "<!-- balance:start -->", "<!-- balance:end -->"


def markers(level: str) -> tuple[str, str]:
    """The markers around a level's balance record in a game's rules."""
    if level == "easy":
        return START, END
    return f"<!-- balance-{level}:start -->", f"<!-- balance-{level}:end -->"


def write_record(doc: Path, summary: str, level: str) -> None:
    """Replace only the text between the level's markers in ``doc`` (or append its Balance
    section): other sections of the rules may be edited by others at the same time, so the
    file is read right before it is written and nothing outside the markers changes."""
    start, end = markers(level)
    text = doc.read_text(encoding="utf-8")
    if start in text:
        head, rest = text.split(start, 1)
        text = head + summary + rest.split(end, 1)[1]
    else:
        title = "Balance" if level == "easy" else f"Balance with {level} bots"
        text = text.rstrip("\n") + f"\n\n## {title}\n\n" + summary + "\n"
    doc.write_text(text, encoding="utf-8")


def add_options(parser: argparse.ArgumentParser, levels: Sequence[str]) -> None:
    """The options both balance tournaments share: every seat's level and search, and the
    chunk side (``--first``, ``--chunk``, ``--pool``)."""
    parser.add_argument("--level", choices=levels, default="easy", help="every seat's level")
    parser.add_argument(
        "--iterations", type=int, help="search iterations a decision instead of the level's own"
    )
    parser.add_argument("--first", type=int, default=0, help="the first game's number (seed)")
    parser.add_argument("--chunk", type=Path, help="write the games played there, raw")
    parser.add_argument(
        "--pool", type=Path, nargs="+", help="play nothing: the record of these chunk files"
    )


def level_searched(settings: dict[str, Any]) -> tuple[str, int | None]:
    """A pooled record's level, and its iterations when they are not the level's own (what
    ``--iterations`` would have been)."""
    level = settings["level"]
    searched = settings["iterations"].get(level)
    return level, None if searched in (None, ITERATIONS.get(level)) else searched


def command_tail(first: int, level: str, iterations: int | None) -> str:
    """The part of a record's command line that names where it started and how seats played."""
    tail = f" --first {first}" if first else ""
    if level != "easy":
        tail += f" --level {level}"
        if iterations is not None:
            tail += f" --iterations {iterations}"
    return tail


def save(path: Path, chunk: dict[str, Any]) -> None:
    """Write ``chunk`` to ``path`` through a scratch file renamed over it: a run killed while
    writing leaves the old state, never half a chunk that a later pooling would read."""
    path.parent.mkdir(parents=True, exist_ok=True)
    scratch = path.with_name(path.name + ".tmp")
    scratch.write_text(json.dumps(chunk, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    scratch.replace(path)


def stamp() -> str:
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")


def load(paths: Iterable[Path]) -> list[dict[str, Any]]:
    """The chunks at ``paths``; they must have been played alike (same script, level, search
    and table settings: ``same`` fields) and cover no game twice, else a pooled record would
    mix two measurements or count a game twice."""
    paths = list(paths)
    chunks = [json.loads(path.read_text(encoding="utf-8")) for path in paths]
    if not chunks:
        raise SystemExit("no chunk to pool")
    first = chunks[0]
    for chunk, path in zip(chunks, paths, strict=True):
        for key in first["same"]:
            if chunk.get(key) != first.get(key):
                raise SystemExit(f"{path}: {key} {chunk.get(key)!r}, not {first.get(key)!r}")
    return chunks


def pooled_settings(chunks: list[dict[str, Any]]) -> dict[str, Any]:
    """The first chunk's settings (which every other shares: :func:`load`), with the time
    and the number of chunks summed over all of them."""
    settings = dict(chunks[0])
    settings["cpu_seconds"] = sum(chunk["cpu_seconds"] for chunk in chunks)
    settings["wall_seconds"] = sum(chunk["wall_seconds"] for chunk in chunks)
    settings["chunks"] = len(chunks)
    return settings


def seed_ranges(numbers: Iterable[int]) -> str:
    """Game numbers as ranges: 0–9, 20–29."""
    ordered = sorted(set(numbers))
    parts: list[str] = []
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        parts.append(str(ordered[i]) if i == j else f"{ordered[i]}–{ordered[j]}")
        i = j + 1
    return ", ".join(parts)


def no_repeats(numbers: list[int], where: str) -> None:
    repeated = sorted({n for n in numbers if numbers.count(n) > 1})
    if repeated:
        raise SystemExit(f"{where}: games {seed_ranges(repeated)} are in more than one chunk")
