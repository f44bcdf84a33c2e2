"""Tiny Epic Kingdoms balance, measured: autopilot tournaments per player count.

Plays ``--games`` autopilot games for each player count (factions dealt at random, as the
game's default), counts each faction's wins over the games it played (a draw, still tied after
every tie-break, counts for nobody: "若仍平手，則不分勝負"), and prints the table with the average
and the largest gap, and how many games were draws. With
``--write`` the table replaces the one between the balance markers in the game's rules
(bot/games/tek/rules.md).
Exits 1 when a faction's win rate lies more than ``--bound`` points from the average for its
player count, 2 if a game failed to end. Also counts how often the autopilot took each action
and fought, surrendered or allied, so a heuristic that avoids wars cannot hide imbalance.

The games are played with the options ``/game new`` stores by default (followers asked in
turn); ``--quick-follow`` plays them with the followers choosing at once, sealed.

With ``--level normal|strong`` every seat is a searching bot of that level instead (issue 30
part 7); its table goes between markers of its own (``balance-<level>``) in a section "Balance
with <level> bots", and the autopilot's table stays as it is.

A strong table costs tens of CPU-hours, so it is played in chunks (scripts/balance_campaign.py):
``--first N`` starts at game number N, ``--chunk FILE`` writes the games played, raw, to FILE
(scripts/balance_chunks.py), and ``--pool FILE...`` plays nothing and builds the record from
such files, the same record one run over their games gives.

Usage: ``.venv/bin/python scripts/tek_tournament.py [--games 1500] [--workers 2] [--write]
[--quick-follow] [--level easy|normal|strong] [--iterations N] [--first N] [--chunk FILE]
[--pool FILE...]``
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import balance_chunks  # noqa: E402

from bot.ai.arena import seat_action  # noqa: E402
from bot.ai.levels import LEVELS  # noqa: E402
from bot.engine.base import RandomSource  # noqa: E402
from bot.games.tek.engine import ENGINE as engine  # noqa: E402
from bot.games.tek.prompts.words import faction_text, power_text  # noqa: E402
from bot.i18n import text  # noqa: E402

GAME = ROOT / "bot" / "games" / "tek"
DOC = GAME / "rules.md"
START, END = balance_chunks.START, balance_chunks.END
markers = balance_chunks.markers
STEP_LIMIT = 20_000


def content_digest() -> str:
    """sha256 of the factions played with: a chunk of other factions is another measurement."""
    return hashlib.sha256((GAME / "engine" / "content" / "factions.json").read_bytes()).hexdigest()[
        :16
    ]


def table_options(quick_follow: bool) -> dict[str, Any]:
    """The options of a table opened with none set (every option at its default)."""
    options = {option.name: option.default for option in engine.options}
    return {**options, "quick_follow": quick_follow}


def play(
    players: int,
    number: int,
    quick_follow: bool = False,
    level: str = "easy",
    iterations: int | None = None,
) -> dict[str, Any]:
    """One game, every seat at ``level`` (easy: the autopilot); its factions, winners and
    what the seats did."""
    source = RandomSource.from_seed(players * 1_000_003 + number)
    state = engine.setup(players, table_options(quick_follow), source.setup())
    counts: Counter[str] = Counter()
    for step in range(1, STEP_LIMIT):
        if engine.result(state) is not None:
            break
        seat = min(engine.waiting_for(state))
        action, _ = seat_action(
            engine,
            state,
            seat,
            level,
            autopilot_rng=source.autopilot(step),
            search_seed=(players * 1_000_003 + number) * 100_003 + step,
            iterations=balance_chunks.budget(level, iterations),
        )
        kind = action["t"]
        if kind == "bid":
            counts["bid-white" if action["v"] == 0 else "bid"] += 1
        elif state["phase"] == "act":
            counts[f"lead-{kind}"] += 1
        elif state["phase"] == "follow":
            counts["collect" if kind == "collect" else "follow"] += 1
        else:
            counts[kind] += 1
        for event in engine.apply(state, seat, action, source.step(step)):
            if event.key.startswith("tek-ev-end-"):
                counts[event.key.removeprefix("tek-ev-")] += 1
    result = engine.result(state)
    if result is None:
        return {"players": players, "number": number, "ended": False}
    counts["rounds"] = state["round"]
    counts["alliances-left"] = len(state["alliances"])
    return {
        "players": players,
        "number": number,
        "ended": True,
        "factions": [seat["faction"] for seat in state["seats"]],
        "winners": list(result.winners),
        "counts": dict(counts),
    }


def play_many(args: tuple[int, int, int, bool, str, int | None]) -> list[dict[str, Any]]:
    players, start, stop, quick_follow, level, iterations = args
    return [play(players, number, quick_follow, level, iterations) for number in range(start, stop)]


def tournament(
    players: int,
    games: int,
    workers: int,
    quick_follow: bool = False,
    level: str = "easy",
    iterations: int | None = None,
    first: int = 0,
) -> list[dict[str, Any]]:
    """Games ``first`` … ``first + games - 1`` (a game's number is its seed)."""
    chunk = max(1, games // (workers * 8))
    stop = first + games
    jobs = [
        (players, start, min(stop, start + chunk), quick_follow, level, iterations)
        for start in range(first, stop, chunk)
    ]
    if workers == 1:
        return [game for job in jobs for game in play_many(job)]
    with ProcessPoolExecutor(workers) as pool:
        return [game for part in pool.map(play_many, jobs) for game in part]


def win_rates(games: list[dict[str, Any]]) -> dict[str, tuple[float, int]]:
    """faction -> (win rate in %, games played)."""
    played: Counter[str] = Counter()
    won: dict[str, float] = {}
    for game in games:
        for seat, faction in enumerate(game["factions"]):
            played[faction] += 1
            if seat in game["winners"]:
                won[faction] = won.get(faction, 0.0) + 1 / len(game["winners"])
    return {f: (100 * won.get(f, 0.0) / played[f], played[f]) for f in sorted(played)}


def draw_rates(results: dict[int, list[dict[str, Any]]]) -> str:
    """The share of games with no winner, per player count."""
    parts = []
    for players in sorted(results):
        games = results[players]
        draws = sum(1 for game in games if not game["winners"])
        parts.append(f"{players} players {100 * draws / len(games):.1f}% ({draws})")
    return "Draws (no winner): " + ", ".join(parts) + "."


def table(results: dict[int, list[dict[str, Any]]], bound: float) -> tuple[str, bool]:
    counts = sorted(results)
    rates = {players: win_rates(results[players]) for players in counts}
    factions = sorted({f for r in rates.values() for f in r})
    lines = [
        "| faction | " + " | ".join(f"{p} players" for p in counts) + " |",
        "|---|" + "---|" * len(counts),
    ]
    ok = True
    for faction in factions:
        cells = []
        for players in counts:
            rate, played = rates[players].get(faction, (0.0, 0))
            cells.append(f"{rate:.1f}% ({played})")
        lines.append(f"| {faction} | " + " | ".join(cells) + " |")
    averages, gaps = [], []
    for players in counts:
        values = [rate for rate, _ in rates[players].values()]
        average = sum(values) / len(values)
        gap = max(abs(v - average) for v in values)
        ok = ok and gap <= bound
        averages.append(f"{average:.1f}%")
        gaps.append(f"{gap:.1f}")
    lines.append("| *average* | " + " | ".join(averages) + " |")
    lines.append("| *largest gap (points)* | " + " | ".join(gaps) + " |")
    return "\n".join(lines), ok


def factions_table() -> str:
    """The factions as they were played: names, magic costs and powers, in English words."""
    data = json.loads((GAME / "engine" / "content" / "factions.json").read_text("utf-8"))
    lines = [
        "| faction | magic costs (levels 1–5) | powers by level (5: end bonus) |",
        "|---|---|---|",
    ]
    for faction in data["factions"]:
        name = text("en", faction_text(faction["id"]))
        powers = "; ".join(
            f"{level}. {text('en', power_text(power))}"
            for level, power in enumerate(faction["powers"], 1)
        )
        costs = ", ".join(str(cost) for cost in faction["magic"])
        lines.append(f"| {name} (`{faction['id']}`) | {costs} | {powers} |")
    return "\n".join(lines)


def behaviour(results: dict[int, list[dict[str, Any]]]) -> str:
    lines = []
    for players in sorted(results):
        total: Counter[str] = Counter()
        for game in results[players]:
            total.update(game["counts"])
        n = len(results[players])
        per_game = ", ".join(f"{k} {v / n:.2f}" for k, v in sorted(total.items()))
        lines.append(f"* {players} players, per game: {per_game}")
    return "\n".join(lines)


def cpu_seconds() -> float:
    """CPU time of this process and of its finished workers."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


Results = dict[int, list[dict[str, Any]]]


def chunk_file(
    results: Results, args: argparse.Namespace, cpu: float, wall: float
) -> dict[str, Any]:
    """The games just played as a chunk file: what the record is built from, and the settings
    that must match for chunks to be pooled (``same``)."""
    searched = balance_chunks.budget(args.level, args.iterations)
    return {
        "script": "tek_tournament",
        "level": args.level,
        "iterations": {args.level: searched} if searched is not None else {},
        "quick_follow": args.quick_follow,
        "content": content_digest(),
        "same": ["script", "level", "iterations", "quick_follow", "content"],
        "first": args.first,
        "games": args.games,
        "results": {str(players): games for players, games in results.items()},
        "cpu_seconds": round(cpu, 1),
        "wall_seconds": round(wall, 1),
        "ended": balance_chunks.stamp(),
    }


def pooled(paths: list[Path]) -> tuple[Results, dict[str, Any]]:
    """The games of every chunk at ``paths``, per player count in game order, and the first
    chunk's settings (which every other shares: balance_chunks.load)."""
    chunks = balance_chunks.load(paths)
    results: Results = {}
    for chunk in chunks:
        for players, games in chunk["results"].items():
            results.setdefault(int(players), []).extend(games)
    for players, games in results.items():
        games.sort(key=lambda game: game["number"])
        balance_chunks.no_repeats([game["number"] for game in games], f"{players} players")
    settings = balance_chunks.pooled_settings(chunks)
    return dict(sorted(results.items())), settings


def record(
    results: Results,
    command: str,
    level: str,
    iterations: int | None,
    quick_follow: bool,
    bound: float,
) -> tuple[str, bool]:
    """The record between the level's markers, and whether every faction is within bounds.
    Its first paragraph names how it was made; the rest depends only on the games."""
    table_text, ok = table(results, bound)
    follow = "followers asked in turn"
    if quick_follow:
        follow = "followers choosing at once (quick_follow)"
    seats, did = "", "What the autopilot did"
    if level != "easy":
        seats, did = f"every seat a {level} bot, ", f"What the {level} bots did"
        if iterations is not None:
            seats = f"every seat a search of {iterations} iterations a decision, "
    counts = {len(games) for games in results.values()}
    if len(counts) == 1:
        many = f"{counts.pop()} games per player count"
    else:
        many = "games " + ", ".join(f"{p} players {len(g)}" for p, g in results.items())
    seeds = "; ".join(
        f"{p} players {balance_chunks.seed_ranges(game['number'] for game in games)}"
        for p, games in results.items()
    )
    start, end = markers(level)
    summary = (
        f"{start}\n`{command}`: {many} (game numbers: {seeds}), {seats}factions dealt at "
        f"random, {follow}; a draw counts for nobody; in brackets the games each faction "
        f"played.\n\n{table_text}\n\n{draw_rates(results)}\n\n"
        f"The factions as played:\n\n{factions_table()}\n\n"
        f"{did}:\n\n{behaviour(results)}\n{end}"
    )
    return summary, ok


def write(summary: str, level: str = "easy") -> None:
    """The record into the rules, between the level's markers only."""
    balance_chunks.write_record(DOC, summary, level)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1500, help="games per player count")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--bound", type=float, default=8.0)
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5])
    parser.add_argument("--write", action="store_true", help="write the table into the doc")
    parser.add_argument("--json", type=Path, help="also write the win rates there (for tuning)")
    parser.add_argument(
        "--quick-follow", action="store_true", help="followers choose at once (table option)"
    )
    balance_chunks.add_options(parser, LEVELS)
    args = parser.parse_args()
    if args.pool:
        results, settings = pooled(args.pool)
        level, iterations = balance_chunks.level_searched(settings)
        quick_follow = settings["quick_follow"]
        cpu, wall = settings["cpu_seconds"], settings["wall_seconds"]
        command = f"scripts/tek_tournament.py --pool ({settings['chunks']} chunks)"
    else:
        level, quick_follow, iterations = args.level, args.quick_follow, args.iterations
        wall, cpu = time.perf_counter(), cpu_seconds()
        results = {}
        for players in args.players:
            games = tournament(
                players, args.games, args.workers, quick_follow, level, iterations, args.first
            )
            stuck = [g for g in games if not g["ended"]]
            if stuck:
                print(f"{len(stuck)} games with {players} players did not end", file=sys.stderr)
                return 2
            results[players] = games
        wall, cpu = time.perf_counter() - wall, cpu_seconds() - cpu
        if args.chunk:
            balance_chunks.save(args.chunk, chunk_file(results, args, cpu, wall))
        command = f"scripts/tek_tournament.py --games {args.games}"
        if quick_follow:
            command += " --quick-follow"
        command += balance_chunks.command_tail(args.first, level, iterations)
    summary, ok = record(results, command, level, iterations, quick_follow, args.bound)
    if args.json:
        rates = {players: win_rates(games) for players, games in results.items()}
        args.json.write_text(json.dumps(rates, indent=1), encoding="utf-8")
    print(summary)
    print(f"wall {wall:.1f} s, CPU {cpu:.1f} s (this process and its {args.workers} workers)")
    if args.write:
        write(summary, level)
    print("within bounds" if ok else f"OUT OF BOUNDS (±{args.bound} points)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
