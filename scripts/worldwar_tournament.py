"""World War balance, measured: autopilot tournaments per player count and edition.

Plays ``--games`` seeded games for each player count (4 and 5) and each edition asked for,
every seat on autopilot, over a process pool. It counts each colour's wins (a shared win
counts 1/k to each of k winners) and each turn-order position's, how often a kept mission of
each kind was completed, how the games ended (a mission, after round 6, the last player
standing), the rounds played, the scores and the headings they came from, and what the
autopilot did (so a heuristic that never fights cannot hide imbalance). With ``--write`` the
record replaces the one between the balance markers in bot/games/worldwar/rules.md (or opens a
"## Balance" section at the end); nothing else in that file is touched.

The record names a digest of the content (decks.json and map.json): the balance test compares
it to the files as they are, so a content change without a new tournament fails.

Exits 1 when a colour's win rate lies more than ``--bound`` points from the average for its
player count, 2 if a game failed to end.

With ``--level normal|strong`` every seat is a searching bot of that level instead (issue 30
part 7: is the balance the autopilot shows also the balance good players meet?); its record
goes between markers of its own (``balance-<level>``) in a section "Balance with <level> bots",
and the autopilot's record stays as it is.

A strong record costs tens of CPU-hours, so it is played in chunks
(scripts/balance_campaign.py): ``--first N`` starts at game number N, ``--chunk FILE`` writes the
games played, raw, to FILE (scripts/balance_chunks.py), and ``--pool FILE...`` plays nothing and
builds the record from such files, the same record one run over their games gives.

Usage: ``.venv/bin/python scripts/worldwar_tournament.py [--games 2000] [--edition all] [--write]
[--level easy|normal|strong] [--first N] [--chunk FILE] [--pool FILE...]``
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
from collections.abc import Iterable
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
from bot.games.worldwar.engine import ENGINE as engine  # noqa: E402
from bot.games.worldwar.engine.content.decks import COLOURS, MISSION_KINDS, decks  # noqa: E402
from bot.games.worldwar.engine.state import MAP  # noqa: E402

DOC = ROOT / "bot" / "games" / "worldwar" / "rules.md"
CONTENT = ROOT / "bot" / "games" / "worldwar" / "engine" / "content"
CONTENT_FILES = ("decks.json", "map.json")
START, END = balance_chunks.START, balance_chunks.END
markers = balance_chunks.markers
EDITIONS = ("generals", "monarchs")
PLAYERS = (4, 5)
HEADINGS = ("mission", "continents", "lords", "capitals", "engines")
REASONS = {
    "ww-result-mission": "a mission completed",
    "ww-result-rounds": "after round 6",
    "ww-result-last": "last player standing",
}
# A 5-player autopilot game takes about 400 steps (550 at most in 5,000); far beyond that
# the autopilot would be looping.
STEP_LIMIT = 20_000

Game = dict[str, Any]


def content_digest() -> str:
    """sha256 of the content files the games were played with, in a fixed order."""
    digest = hashlib.sha256()
    for name in CONTENT_FILES:
        digest.update(name.encode())
        digest.update((CONTENT / name).read_bytes())
    return digest.hexdigest()[:16]


def editions_offered() -> tuple[str, ...]:
    """The editions a table may choose (the ``edition`` option's choices): the generals
    edition alone while the engine's ``options`` list no ``edition`` option."""
    for option in engine.options:
        if "edition" in (option.name, option.key):
            # getattr: GameOption gained ``choices`` with this option; older ones lack it.
            return tuple(getattr(option, "choices", ()) or EDITIONS)
    return EDITIONS[:1]


def table_options(edition: str) -> dict[str, Any]:
    """The options of a table opened with only the edition chosen: every other option at its
    default, as ``/game new`` stores them (continent troops on, the defender asked)."""
    options = {option.name: option.default for option in engine.options}
    return {**options, "edition": edition}


def play(
    edition: str, players: int, number: int, level: str = "easy", iterations: int | None = None
) -> Game:
    """One game, every seat at ``level`` (easy: the autopilot): its order, kept missions, how
    it ended and what was done."""
    # The seed ignores the edition, so both editions play the same deals and rolls: the
    # difference between their tables is the edition's, not the luck of the draw.
    source = RandomSource.from_seed(players * 1_000_003 + number)
    state = engine.setup(players, table_options(edition), source.setup())
    capitals = [MAP.territories[seat["capital"]].continent for seat in state["seats"]]
    actions: Counter[str] = Counter()
    events: Counter[str] = Counter()
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
        kind = "duel" if action["t"] == "attack" and action.get("m") else action["t"]
        actions[kind] += 1
        for event in engine.apply(state, seat, action, source.step(step)):
            key = event.key.removeprefix("ww-ev-")
            events[key] += 1
            # Taken in round 1, a lord shows the autopilot's setup (lords on the front).
            if key == "lord-taken" and state["round"] == 1:
                events["lord-taken-round-1"] += 1
    result = engine.result(state)
    if result is None:
        return {"edition": edition, "players": players, "number": number, "ended": False}
    return {
        "edition": edition,
        "players": players,
        "number": number,
        "ended": True,
        "steps": step,
        "order": list(state["order"]),
        "capitals": capitals,
        "winners": list(result.winners),
        "reason": result.reason,
        "round": state["round"],
        "points": result.details["points"],
        "missions": result.details["missions"],
        "completed": list(state["completed"]),
        "out": [seat["out"] for seat in state["seats"]],
        # The monarch edition's kept lord card (None in the generals edition).
        "lord_cards": [seat.get("lord_card") for seat in state["seats"]],
        "actions": dict(actions),
        "events": dict(events),
    }


def play_many(job: tuple[str, int, int, int, str, int | None]) -> list[Game]:
    """Games ``start`` … ``stop - 1`` of one edition and player count."""
    edition, players, start, stop, level, iterations = job
    return [play(edition, players, number, level, iterations) for number in range(start, stop)]


def tournament(
    edition: str,
    players: int,
    games: int,
    workers: int,
    level: str = "easy",
    iterations: int | None = None,
    first: int = 0,
) -> list[Game]:
    """Games ``first`` … ``first + games - 1`` (a game's number is its seed)."""
    # Small chunks keep both cores busy to the end although game lengths vary.
    chunk = max(1, games // (workers * 16))
    stop = first + games
    jobs = [
        (edition, players, a, min(stop, a + chunk), level, iterations)
        for a in range(first, stop, chunk)
    ]
    if workers == 1:
        return [game for job in jobs for game in play_many(job)]
    with ProcessPoolExecutor(workers) as pool:
        return [game for part in pool.map(play_many, jobs) for game in part]


def shares(games: list[Game], key: Any) -> dict[Any, tuple[float, int]]:
    """key(game, seat) -> (win rate in %, games played); a shared win counts 1/k."""
    played: Counter[Any] = Counter()
    won: dict[Any, float] = {}
    for game in games:
        for seat in range(game["players"]):
            label = key(game, seat)
            played[label] += 1
            if seat in game["winners"]:
                won[label] = won.get(label, 0.0) + 1 / len(game["winners"])
    return {label: (100 * won.get(label, 0.0) / played[label], played[label]) for label in played}


def colour_rates(games: list[Game]) -> dict[str, tuple[float, int]]:
    return shares(games, lambda game, seat: COLOURS[seat])


def position_rates(games: list[Game]) -> dict[int, tuple[float, int]]:
    return shares(games, lambda game, seat: game["order"].index(seat) + 1)


def rate_table(
    label: str, rows: Iterable[Any], rates: dict[int, dict[Any, tuple[float, int]]]
) -> list[str]:
    """One row per label, one column per player count: "rate% (games played)"."""
    counts = sorted(rates)
    lines = [
        f"| {label} | " + " | ".join(f"{p} players" for p in counts) + " |",
        "|---|" + "---|" * len(counts),
    ]
    for row in rows:
        cells = []
        for players in counts:
            rate, played = rates[players].get(row, (0.0, 0))
            cells.append(f"{rate:.1f}% ({played})" if played else "—")
        name = f"{row}{ordinal(row)}" if isinstance(row, int) else row
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return lines


def ordinal(n: int) -> str:
    return {1: "st", 2: "nd", 3: "rd"}.get(n, "th")


def colour_table(results: dict[int, list[Game]], bound: float) -> tuple[list[str], bool]:
    rates = {players: colour_rates(games) for players, games in results.items()}
    lines = rate_table("colour", COLOURS, rates)
    ok = True
    averages, gaps = [], []
    for players in sorted(rates):
        values = [rate for rate, _ in rates[players].values()]
        average = sum(values) / len(values)
        gap = max(abs(value - average) for value in values)
        ok = ok and gap <= bound
        averages.append(f"{average:.1f}%")
        gaps.append(f"{gap:.1f}")
    lines.append("| *average* | " + " | ".join(averages) + " |")
    lines.append("| *largest gap (points)* | " + " | ".join(gaps) + " |")
    return lines, ok


def mission_kind(mid: str | None) -> str:
    return decks().mission(mid).kind if mid else "none"


def ending_table(results: dict[int, list[Game]]) -> list[str]:
    """How games ended, the rounds they lasted, and which mission kind ended them."""
    counts = sorted(results)
    lines = ["| | " + " | ".join(f"{p} players" for p in counts) + " |"]
    lines.append("|---|" + "---|" * len(counts))
    for reason, words in REASONS.items():
        cells = []
        for players in counts:
            games = results[players]
            n = sum(game["reason"] == reason for game in games)
            cells.append(f"{100 * n / len(games):.1f}%")
        lines.append(f"| ended: {words} | " + " | ".join(cells) + " |")
    for kind in MISSION_KINDS:
        cells = []
        for players in counts:
            games = results[players]
            # A game ended by two missions at once counts for each kind that ended it.
            n = sum(
                any(mission_kind(game["missions"][s]) == kind for s in game["completed"])
                for game in games
            )
            cells.append(f"{100 * n / len(games):.1f}%")
        lines.append(f"| … by a mission of kind {kind} | " + " | ".join(cells) + " |")
    cells = []
    for players in counts:
        games = results[players]
        n = sum(game["round"] == 1 for game in games)
        cells.append(f"{100 * n / len(games):.1f}%")
    # A game over in round 1 is one nobody could answer: mostly a lord taken at once.
    lines.append("| ended in round 1 | " + " | ".join(cells) + " |")
    cells = []
    for players in counts:
        games = results[players]
        cells.append(f"{sum(game['round'] for game in games) / len(games):.2f}")
    lines.append("| average rounds played | " + " | ".join(cells) + " |")
    return lines


def mission_table(results: dict[int, list[Game]], by: str) -> list[str]:
    """Per mission kind (or id): kept missions completed, the mean round of completion, and
    the win rate of the seats that kept one (a shared win counts 1/k)."""
    counts = sorted(results)

    def label(mid: str | None) -> str:
        return mission_kind(mid) if by == "kind" else str(mid)

    rows = MISSION_KINDS if by == "kind" else tuple(m.id for m in decks().missions)
    header = " | ".join(f"{p} players: completed of kept (round), win rate" for p in counts)
    lines = [f"| {by} | {header} |", "|---|" + "---|" * len(counts)]
    for row in rows:
        cells = []
        for players in counts:
            kept = done = rounds = 0
            won = 0.0
            for game in results[players]:
                for seat, mid in enumerate(game["missions"]):
                    if label(mid) != row:
                        continue
                    kept += 1
                    if seat in game["winners"]:
                        won += 1 / len(game["winners"])
                    if seat in game["completed"]:
                        done += 1
                        rounds += game["round"]
            if not kept:
                cells.append("—")
                continue
            when = f" (round {rounds / done:.1f})" if done else ""
            cells.append(f"{100 * done / kept:.1f}% of {kept}{when}, wins {100 * won / kept:.1f}%")
        lines.append(f"| {row} | " + " | ".join(cells) + " |")
    return lines


def points_table(results: dict[int, list[Game]]) -> list[str]:
    """Average points per player per game by heading, and the winners' average total."""
    counts = sorted(results)
    lines = ["| points per player | " + " | ".join(f"{p} players" for p in counts) + " |"]
    lines.append("|---|" + "---|" * len(counts))
    for heading in (*HEADINGS, "total"):
        cells = []
        for players in counts:
            rows = [row for game in results[players] for row in game["points"]]
            cells.append(f"{sum(row[heading] for row in rows) / len(rows):.1f}")
        lines.append(f"| {heading} | " + " | ".join(cells) + " |")
    for heading in (*HEADINGS, "total"):
        cells = []
        for players in counts:
            rows = [game["points"][s] for game in results[players] for s in game["winners"]]
            cells.append(f"{sum(row[heading] for row in rows) / len(rows):.1f}")
        lines.append(f"| winners' {heading} | " + " | ".join(cells) + " |")
    return lines


def capital_table(results: dict[int, list[Game]]) -> list[str]:
    """Win rate by the continent the seat's capital was dealt on (the map deal's part)."""
    rates = {
        players: shares(games, lambda game, seat: game["capitals"][seat])
        for players, games in results.items()
    }
    return rate_table("capital on", sorted(MAP.continents), rates)


def lord_card_table(results: dict[int, list[Game]]) -> list[str]:
    """Win rate by the lord card kept (monarch edition): the cards are dealt, not tied to a
    colour, so an unequal card shows here and not in the colour table."""
    rates = {
        players: shares(games, lambda game, seat: game["lord_cards"][seat])
        for players, games in results.items()
    }
    return rate_table("lord card", [lord.id for lord in decks().lords], rates)


def behaviour(results: dict[int, list[Game]]) -> list[str]:
    lines = []
    for players in sorted(results):
        games = results[players]
        actions: Counter[str] = Counter()
        events: Counter[str] = Counter()
        for game in games:
            actions.update(game["actions"])
            events.update(game["events"])
        n = len(games)
        done = ", ".join(f"{k} {v / n:.2f}" for k, v in sorted(actions.items()))
        happened = ", ".join(f"{k} {v / n:.2f}" for k, v in sorted(events.items()))
        lines.append(f"* {players} players, actions per game: {done}")
        lines.append(f"* {players} players, events per game: {happened}")
    return lines


def generals_table() -> list[str]:
    """Each colour's generals as played: the mean stat total and the strongest and weakest
    (a duel compares stat totals, so a colour with stronger generals wins more duels)."""
    lines = ["| colour | mean stat total | strongest | weakest |", "|---|---|---|---|"]
    for colour in COLOURS:
        totals = [sum(g.stats.values()) for g in decks().generals_of(colour)]
        lines.append(
            f"| {colour} | {sum(totals) / len(totals):.1f} | {max(totals)} | {min(totals)} |"
        )
    return lines


def section(
    edition: str, results: dict[int, list[Game]], bound: float, level: str = "easy"
) -> tuple[str, bool]:
    colours, ok = colour_table(results, bound)
    positions = {players: position_rates(games) for players, games in results.items()}
    parts = [
        f"### {edition.capitalize()} edition",
        "Win rate per colour (seat 0–4; a shared win counts 1/k to each of its k winners; "
        "in brackets the games it played):",
        "\n".join(colours),
        "Win rate by turn-order position (1st plays first each round):",
        "\n".join(rate_table("position", range(1, max(results) + 1), positions)),
        "How the games ended:",
        "\n".join(ending_table(results)),
        "Kept missions completed (the game ends at the first completion, so a mission is "
        "completed only by the game's first finisher), the mean round of completion, and the "
        "win rate of the seats that kept one:",
        "\n".join(mission_table(results, "kind")),
        "\n".join(mission_table(results, "mission")),
        'Points, by heading (`result.details["points"]`):',
        "\n".join(points_table(results)),
        "Win rate by the continent the capital was dealt on:",
        "\n".join(capital_table(results)),
    ]
    if any(card for games in results.values() for game in games for card in game["lord_cards"]):
        parts += ["Win rate by the lord card kept:", "\n".join(lord_card_table(results))]
    parts += [
        "What the autopilot did (per game):"
        if level == "easy"
        else f"What the {level} bots did (per game):",
        "\n".join(behaviour(results)),
    ]
    return "\n\n".join(parts), ok


def cpu_seconds() -> float:
    """CPU time of this process and of its finished workers."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


def write(summary: str, level: str = "easy") -> None:
    """The record into the rules, between the level's markers only."""
    balance_chunks.write_record(DOC, summary, level)


Results = dict[str, dict[int, list[Game]]]


def chunk_file(results: Results, args: argparse.Namespace, cpu: float, wall: float) -> Game:
    """The games just played as a chunk file: what the record is built from, and the settings
    that must match for chunks to be pooled (``same``; editions may differ: each has its
    tables)."""
    searched = balance_chunks.budget(args.level, args.iterations)
    return {
        "script": "worldwar_tournament",
        "level": args.level,
        "iterations": {args.level: searched} if searched is not None else {},
        "content": content_digest(),
        "same": ["script", "level", "iterations", "content"],
        "first": args.first,
        "games": args.games,
        "results": {
            edition: {str(players): games for players, games in by_players.items()}
            for edition, by_players in results.items()
        },
        "cpu_seconds": round(cpu, 1),
        "wall_seconds": round(wall, 1),
        "ended": balance_chunks.stamp(),
    }


def pooled(paths: list[Path]) -> tuple[Results, Game]:
    """The games of every chunk at ``paths``, per edition and player count in game order, and
    the first chunk's settings (which every other shares: balance_chunks.load)."""
    chunks = balance_chunks.load(paths)
    merged: Results = {}
    for chunk in chunks:
        for edition, by_players in chunk["results"].items():
            for players, games in by_players.items():
                merged.setdefault(edition, {}).setdefault(int(players), []).extend(games)
    results: Results = {}
    for edition in [e for e in EDITIONS if e in merged]:
        results[edition] = dict(sorted(merged[edition].items()))
        for players, games in results[edition].items():
            games.sort(key=lambda game: game["number"])
            numbers = [game["number"] for game in games]
            balance_chunks.no_repeats(numbers, f"{edition}, {players} players")
    settings = balance_chunks.pooled_settings(chunks)
    return results, settings


def record(
    results: Results,
    command: str,
    level: str,
    iterations: int | None,
    bound: float,
    how: str,
) -> tuple[str, bool]:
    """The record between the level's markers, and whether every colour is within bounds. Its
    first paragraph names how it was made (``how``: time, workers, notes); the rest depends
    only on the games."""
    ok = True
    sections = []
    for edition, by_players in results.items():
        text, fine = section(edition, by_players, bound, level)
        sections.append(text)
        ok = ok and fine
    seats = "every seat on autopilot"
    if level != "easy":
        seats = f"every seat a {level} bot (bot/ai/levels.py)"
        if iterations is not None:
            seats = f"every seat a search of {iterations} iterations a decision"
    runs = {(e, p): games for e, by_players in results.items() for p, games in by_players.items()}
    sizes = {len(games) for games in runs.values()}
    ranges = {balance_chunks.seed_ranges(g["number"] for g in games) for games in runs.values()}
    total = sum(len(games) for games in runs.values())
    if len(sizes) == 1 and len(ranges) == 1:
        many = f"{sizes.pop()} games per player count and edition ({total} in all)"
        seeds = f"seeds {ranges.pop()} per player count"
    else:
        many = "games " + ", ".join(f"{e} {p} players {len(g)}" for (e, p), g in runs.items())
        many += f" ({total} in all)"
        seeds = "seeds " + "; ".join(
            f"{e} {p} players {balance_chunks.seed_ranges(g['number'] for g in games)}"
            for (e, p), games in runs.items()
        )
    start, end = markers(level)
    summary = "\n\n".join(
        [
            f"{start}\n`{command}`: {many}, {seats}, {seeds}. Content digest "
            f"`{content_digest()}` (sha256 of {' + '.join(CONTENT_FILES)}; the balance test "
            f"compares it to the files). Editions played: {', '.join(results)}.{how}",
            "Each colour's generals (they decide sorcery duels):",
            "\n".join(generals_table()),
            *sections,
        ]
    )
    return summary + f"\n{end}", ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000, help="games per player count")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--bound", type=float, default=8.0)
    parser.add_argument("--players", type=int, nargs="*", default=list(PLAYERS))
    parser.add_argument("--edition", choices=[*EDITIONS, "all"], default="all")
    parser.add_argument("--write", action="store_true", help="write the record into the doc")
    parser.add_argument("--json", type=Path, help="also write every game there (for analysis)")
    balance_chunks.add_options(parser, LEVELS)
    args = parser.parse_args()
    if args.pool:
        results, settings = pooled(args.pool)
        level, iterations = balance_chunks.level_searched(settings)
        cpu, wall = settings["cpu_seconds"], settings["wall_seconds"]
        command = f"scripts/worldwar_tournament.py --pool ({settings['chunks']} chunks)"
        how = f" Wall time {wall:.0f} s, CPU time {cpu:.0f} s, summed over the chunks."
    else:
        level, iterations = args.level, args.iterations
        offered = editions_offered()
        wanted = EDITIONS if args.edition == "all" else (args.edition,)
        editions = [edition for edition in wanted if edition in offered]
        note = ""
        if len(editions) < len(wanted):
            note = (
                " The engine's `options` offer no `edition` yet, so only the generals edition "
                "was played."
            )
            print(note.strip(), file=sys.stderr)
        if not editions:
            return 2
        wall, cpu = time.perf_counter(), cpu_seconds()
        results = {}
        for edition in editions:
            results[edition] = {}
            for players in args.players:
                games = tournament(
                    edition, players, args.games, args.workers, level, iterations, args.first
                )
                stuck = [game["number"] for game in games if not game["ended"]]
                if stuck:
                    print(
                        f"{edition}, {players} players: games {stuck} did not end", file=sys.stderr
                    )
                    return 2
                results[edition][players] = games
        wall, cpu = time.perf_counter() - wall, cpu_seconds() - cpu
        if args.chunk:
            balance_chunks.save(args.chunk, chunk_file(results, args, cpu, wall))
        command = f"scripts/worldwar_tournament.py --games {args.games} --edition {args.edition}"
        if args.players != list(PLAYERS):
            command += " --players " + " ".join(str(p) for p in args.players)
        command += balance_chunks.command_tail(args.first, level, iterations)
        how = f"{note} Wall time {wall:.0f} s, CPU time {cpu:.0f} s on {args.workers} workers."
    summary, ok = record(results, command, level, iterations, args.bound, how)
    if args.json:
        args.json.write_text(json.dumps(results), encoding="utf-8")
    print(summary)
    print(f"wall {wall:.1f} s, CPU {cpu:.1f} s (this process and its {args.workers} workers)")
    if args.write:
        write(summary, level)
    print("within bounds" if ok else f"OUT OF BOUNDS (±{args.bound} points)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
