"""The games' balance with every seat a strong bot (issue 30, part 7), played in seeded chunks
that add up across sessions.

One all-strong game costs 0.5-8 CPU-minutes and a balance table needs hundreds of games per
player count: tens of CPU-hours, far more than a session. So, as scripts/arena_campaign.py does
for the arena's rows, each row (a game at one player count) is played a chunk of a few games at
a time; a chunk is written to ``docs/balance/<game>/<row>/seeds-<first>-<last>.json`` as soon as
it ends (atomically: a killed run loses only the chunk it was playing), and the next run, on any
machine, goes on from the next seed. The games are played by the games' own tools: World War's
and Tiny Epic Kingdoms' tournaments (``--level strong --first --chunk``, their raw games) and,
for Small World's first-player advantage, the arena (its win share per turn-order position).

A chunk records the strong level's iterations (and World War's and Tiny Epic Kingdoms' content
digest) it was played at; only chunks at today's levels and content count, the others are set
aside and said so.

Usage:
  .venv/bin/python scripts/balance_campaign.py run [--rows sw3,ww4g] [--minutes 120] [--workers 2]
  .venv/bin/python scripts/balance_campaign.py table [--write]

``table --write`` puts the "so far" table between the ``balance-campaign`` markers of
docs/benchmarks.md and, for each game whose every row reached its target, the pooled record
between the ``balance-strong`` markers of the game's rules.md (the tournaments' ``--pool``).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import arena_campaign  # noqa: E402
import balance_chunks  # noqa: E402
import tek_tournament  # noqa: E402
import worldwar_tournament  # noqa: E402

from bot.ai.arena import ITERATIONS_ENV, Z95, wilson  # noqa: E402
from bot.ai.levels import ITERATIONS  # noqa: E402

FOLDER = ROOT / "docs" / "balance"
DOC = ROOT / "docs" / "benchmarks.md"
START, END = "<!-- balance-campaign:start -->", "<!-- balance-campaign:end -->"
RULES = ROOT / "bot" / "games" / "{game}" / "rules.md"
STRONG_START, STRONG_END = balance_chunks.markers("strong")
HALF_WIDTH = 0.08  # the issue's ±8 points: each share's 95 % interval this narrow, or narrower
TEK_FACTIONS = len(
    json.loads((tek_tournament.GAME / "engine" / "content" / "factions.json").read_text("utf-8"))[
        "factions"
    ]
)


@dataclass(frozen=True)
class Row:
    name: str
    game: str
    players: int
    chunk: int  # games a chunk: about 5-10 CPU-minutes at the strong level
    edition: str = ""  # World War's edition

    @property
    def label(self) -> str:
        titles = {"smallworld": "Small World", "tek": "Tiny Epic Kingdoms", "worldwar": "World War"}
        edition = f" ({self.edition})" if self.edition else ""
        return f"{titles[self.game]} {self.players}{edition}"

    @property
    def measure(self) -> str:
        return {"smallworld": "position", "tek": "faction", "worldwar": "colour"}[self.game]

    @property
    def target(self) -> int:
        """Games enough for each share to be known within ±8 points at 95 %.

        A share near the fair one, p = 1/players, measured over n seat-games has a 95 % interval
        of about ±z·sqrt(p(1-p)/n): ±8 points need n ≥ z²·p(1-p)/0.08² (151 at 2 players, 134 at
        3, 113 at 4, 97 at 5). Each game gives every colour and every turn-order position one
        seat-game, but a Tiny Epic Kingdoms faction only players/16 of one (16 factions, dealt at
        random). Rounded up to whole chunks."""
        p = 1 / self.players
        seat_games = math.ceil(Z95 * Z95 * p * (1 - p) / HALF_WIDTH**2)
        categories = TEK_FACTIONS if self.game == "tek" else self.players
        games = math.ceil(seat_games * categories / self.players)
        return math.ceil(games / self.chunk) * self.chunk

    @property
    def folder(self) -> str:
        return f"{self.game}/{self.name}"


# In the order a run plays them: Small World's first-player advantage and World War's default
# edition (the turn-order question) first, as they are cheapest or most asked for; Tiny
# Epic Kingdoms' faction rows need the most games (16 factions share the seats).
ROWS = [
    *(Row(f"sw{n}", "smallworld", n, 10) for n in (2, 3, 4, 5)),
    Row("ww4g", "worldwar", 4, 2, "generals"),
    Row("ww5g", "worldwar", 5, 2, "generals"),
    *(Row(f"tek{n}", "tek", n, 4) for n in (3, 4, 5, 2)),
    Row("ww4m", "worldwar", 4, 2, "monarchs"),
    Row("ww5m", "worldwar", 5, 2, "monarchs"),
]


def paths(row: Row, folder: Path = FOLDER) -> list[Path]:
    """The row's chunk files, in seed order (a ``.tmp`` left by a killed run is not one)."""
    found = (folder / row.folder).glob("seeds-*.json")
    return sorted(found, key=lambda path: int(path.name.split("-")[1]))


def chunks(row: Row, folder: Path = FOLDER) -> list[dict[str, Any]]:
    return [json.loads(path.read_text(encoding="utf-8")) for path in paths(row, folder)]


def content(game: str) -> str | None:
    """The content digest a chunk of ``game`` must carry to count (None: none is recorded)."""
    if game == "worldwar":
        return worldwar_tournament.content_digest()
    if game == "tek":
        return tek_tournament.content_digest()
    return None


def current(row: Row, chunk: dict[str, Any]) -> bool:
    """Whether a chunk was played at today's strong level and with today's content."""
    if chunk["iterations"].get("strong") != ITERATIONS["strong"]:
        return False
    return chunk.get("content") == content(row.game)


def current_paths(row: Row, folder: Path = FOLDER) -> list[Path]:
    return [path for path in paths(row, folder) if current(row, _read(path))]


def _read(path: Path) -> dict[str, Any]:
    return dict(json.loads(path.read_text(encoding="utf-8")))


def next_seed(row: Row, folder: Path = FOLDER) -> int:
    """The first game number no chunk of the row has played (stale chunks too: a seed is never
    played twice, so chunks of one level never overlap)."""
    return max((c["first"] + c["games"] for c in chunks(row, folder)), default=1)


def played(row: Row, folder: Path = FOLDER) -> int:
    return sum(c["games"] for c in chunks(row, folder) if current(row, c))


def _search_override() -> int | None:
    """Tests set a tiny search through the arena's variable; the chunk then says so."""
    value = os.environ.get(ITERATIONS_ENV)
    return int(value) if value else None


def play_chunk(row: Row, workers: int, folder: Path = FOLDER) -> Path:
    """Play the row's next chunk and write it."""
    first = next_seed(row, folder)
    games = max(1, min(row.chunk, row.target - played(row, folder)))
    target = folder / row.folder / f"seeds-{first}-{first + games - 1}.json"
    override = _search_override()
    if row.game == "smallworld":
        _arena_chunk(row, first, games, workers, override, target)
        return target
    script = "tek_tournament.py" if row.game == "tek" else "worldwar_tournament.py"
    command = [sys.executable, str(ROOT / "scripts" / script), "--level", "strong"]
    command += ["--players", str(row.players), "--games", str(games), "--first", str(first)]
    command += ["--workers", str(workers), "--chunk", str(target)]
    if row.edition:
        command += ["--edition", row.edition]
    if override is not None:
        command += ["--iterations", str(override)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    # 1 is a verdict (a few games are out of any bound), not a failure; the chunk is written.
    if done.returncode not in (0, 1) or not target.exists():
        raise SystemExit(f"{row.name}: {script} failed ({done.returncode}): {done.stderr}")
    return target


def _arena_chunk(
    row: Row, first: int, games: int, workers: int, override: int | None, target: Path
) -> None:
    """Small World: the arena with every seat strong; its JSON has each turn-order position's
    win share, which is what this row measures."""
    command = [sys.executable, "-m", "bot", "arena", "--game", row.game]
    command += ["--players", str(row.players), "--seats", ",".join(["strong"] * row.players)]
    command += ["--games", str(games), "--seed", str(first), "--workers", str(workers), "--json"]
    cpu = arena_campaign._children_cpu()
    wall = time.perf_counter()
    out = subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout
    chunk = json.loads(out)
    chunk.update(
        first=first,
        games=games,
        iterations={"strong": override if override is not None else ITERATIONS["strong"]},
        revision=arena_campaign._revision(),
        ended=balance_chunks.stamp(),
        cpu_seconds=round(arena_campaign._children_cpu() - cpu, 1),
        wall_seconds=round(time.perf_counter() - wall, 1),
    )
    balance_chunks.save(target, chunk)


# What a row measures, pooled over its current chunks: category -> (wins, seat-games).
Shares = dict[str, tuple[float, int]]


def shares(row: Row, folder: Path = FOLDER) -> dict[str, Shares]:
    """Each measure of the row (positions; colours and positions; factions) pooled over its
    current chunks, by the tournaments' own counting."""
    found = current_paths(row, folder)
    if not found:
        return {}
    if row.game == "smallworld":
        won: dict[str, float] = {}
        seat_games: dict[str, int] = {}
        for path in found:
            for position, share in _read(path)["positions"].items():
                name = f"{position}{worldwar_tournament.ordinal(int(position))}"
                won[name] = won.get(name, 0.0) + share["win_share"] * share["games"]
                seat_games[name] = seat_games.get(name, 0) + share["games"]
        return {"position": {name: (won[name], seat_games[name]) for name in won}}
    if row.game == "tek":
        results, _ = tek_tournament.pooled(found)
        return {"faction": _counts(tek_tournament.win_rates(results[row.players]))}
    by_edition, _ = worldwar_tournament.pooled(found)
    games = by_edition[row.edition][row.players]
    positions = worldwar_tournament.position_rates(games)
    return {
        "colour": _counts(worldwar_tournament.colour_rates(games)),
        "position": _counts(
            {f"{p}{worldwar_tournament.ordinal(p)}": positions[p] for p in sorted(positions)}
        ),
    }


def _counts(rates: dict[Any, tuple[float, int]]) -> Shares:
    """The tournaments' (rate in %, seat-games) back to (wins, seat-games)."""
    return {str(name): (rate * played / 100, played) for name, (rate, played) in rates.items()}


def cpu_hours(row: Row, folder: Path = FOLDER) -> float:
    return sum(c.get("cpu_seconds", 0.0) for c in chunks(row, folder) if current(row, c)) / 3600


def _cells(counted: Shares) -> tuple[str, str]:
    """Every category's share with its 95 % interval, and the largest gap from the mean."""
    rates = {name: won / n for name, (won, n) in counted.items() if n}
    mean = sum(rates.values()) / len(rates)
    gap = max(abs(rate - mean) for rate in rates.values())
    parts = []
    for name, (won, n) in sorted(counted.items()):
        lo, hi = wilson(won, n)
        parts.append(f"{name} {won / n:.0%} ({lo:.0%}–{hi:.0%}, {n})" if n else f"{name} —")
    return "; ".join(parts), f"{100 * gap:.1f}"


def table(folder: Path = FOLDER) -> str:
    lines = [
        "| row | games (target) | set aside | CPU-hours | measure | share (95 % CI, seat-games) "
        "| largest gap from the mean (points) |",
        "|---|---|---|---|---|---|---|",
    ]
    for row in ROWS:
        games = played(row, folder)
        stale = sum(1 for c in chunks(row, folder) if not current(row, c))
        head = f"| {row.label} `{row.name}` | {games} ({row.target}) | {stale} "
        head += f"| {cpu_hours(row, folder):.2f}"
        measured = shares(row, folder)
        if not measured:
            lines.append(f"{head} | {row.measure} | not played | — |")
        for measure, counted in measured.items():
            cells, gap = _cells(counted)
            lines.append(f"{head} | {measure} | {cells} | {gap} |")
    return "\n".join(lines)


def complete(game: str, folder: Path = FOLDER) -> bool:
    """Whether every row of ``game`` reached its target (a game with no row has not)."""
    rows = [row for row in ROWS if row.game == game]
    return bool(rows) and all(played(row, folder) >= row.target for row in rows)


def smallworld_record(folder: Path = FOLDER) -> str:
    """Small World's first-player advantage with every seat strong: the win share of each
    turn-order position per player count."""
    rows = [row for row in ROWS if row.game == "smallworld"]
    lines = [
        "`scripts/balance_campaign.py table --write`: every seat a strong bot (the arena, "
        "`--seats strong,…`), the lobby's default options; a shared win counts 1/k; in "
        "brackets the 95 % interval and the games. Chunks: docs/balance/smallworld/.",
        "",
        "| players | games | "
        + " | ".join(f"{p}{worldwar_tournament.ordinal(p)}" for p in range(1, 6))
        + " | largest gap from the mean (points) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        counted = shares(row, folder)["position"]
        cells = []
        for position in range(1, 6):
            name = f"{position}{worldwar_tournament.ordinal(position)}"
            if name not in counted:
                cells.append("—")
                continue
            won, n = counted[name]
            lo, hi = wilson(won, n)
            cells.append(f"{won / n:.1%} ({lo:.1%}–{hi:.1%})")
        _, gap = _cells(counted)
        lines.append(
            f"| {row.players} | {played(row, folder)} | " + " | ".join(cells) + f" | {gap} |"
        )
    return "\n".join(lines)


def write_records(folder: Path = FOLDER, run: Callable[..., Any] = subprocess.run) -> list[str]:
    """The strong record of every game whose rows all reached their targets, into its rules.md
    between the ``balance-strong`` markers; the games written."""
    written = []
    for game in ("smallworld", "tek", "worldwar"):
        if not complete(game, folder):
            continue
        rules = Path(str(RULES).format(game=game))
        if game == "smallworld":
            arena_campaign.write(smallworld_record(folder), rules, STRONG_START, STRONG_END)
        else:
            files = [str(p) for row in ROWS if row.game == game for p in current_paths(row, folder)]
            script = ROOT / "scripts" / f"{'tek' if game == 'tek' else 'worldwar'}_tournament.py"
            done = run([sys.executable, str(script), "--pool", *files, "--write"], cwd=ROOT)
            if done.returncode not in (0, 1):
                raise SystemExit(f"{script.name} --pool failed ({done.returncode})")
        written.append(game)
    return written


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("run", "table"))
    parser.add_argument("--rows", help="row names, comma-separated, played in this order")
    parser.add_argument("--minutes", type=float, help="start no chunk after this many minutes")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--folder", type=Path, default=FOLDER, help="where the chunks are")
    parser.add_argument("--write", action="store_true", help=f"table: into {DOC.name} (and rules)")
    args = parser.parse_args(argv)
    folder: Path = args.folder
    if args.what == "table":
        text = table(folder)
        if args.write:
            arena_campaign.write(text, DOC, START, END)
            for game in write_records(folder):
                print(f"{game}: target reached, the strong record is in its rules.md")
        print(text)
        return 0
    deadline = arena_campaign.deadline_after(args.minutes)
    for row in arena_campaign.ordered_rows(parser, ROWS, args.rows):
        done = arena_campaign.play_row(
            row, row.target, deadline, args.workers, folder, play_chunk, played
        )
        if not done:
            return 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
