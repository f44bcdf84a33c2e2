"""CPU per click of the service and the presenter's text, with the text memo on and off (issue 29
part 6), side by side.

Each click is one ``act`` through the real ``TableService`` and ``Store`` (SQLite), then the
text the bot builds for it (bot/cogs/intake.py and posts.py, without Discord and without
pictures): the actor's reply (``private_message``); the turn post's "your move" line and the
board's alt text under the channel board; a DM with the news to every other seat that has
private news or must act, with the alt text of its catch-up picture; and the DM of every
other seat whose controls the move made stale (``refresh_prompts``). Pictures are not drawn:
this measures the text alone.

The same seeded autopilot games are played twice, once with the memo (``bot.table.text_memo``)
on and once off, the two runs alternating game by game so a change in the machine's load
touches both alike. CPU time (this process) is printed beside wall time, per click.

Usage: ``.venv/bin/python benchmarks/bench_click_text.py [--memo on|off|both] [--games N]
[--quick]``
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchlib import Setup, banner, footer, headline, print_table
from tables import next_move, open_game

from bot.games import get
from bot.store import Store
from bot.table import Table, TableService, presenter, text_memo

LOCALES = ("en", "zh-TW", "en", "zh-CN", "en")  # the seats' locales; the channel's is "en"


@dataclass
class Figures:
    clicks: int = 0
    asked: int = 0  # texts the presenter was asked for (situation, alt text, waiting line)
    made: int = 0  # of them, made (not found in the memo)
    act_cpu: float = 0.0
    text_cpu: float = 0.0
    act_wall: float = 0.0
    text_wall: float = 0.0


def setups() -> list[Setup]:
    found = []
    for name in ("suntzu", "smallworld", "tek", "worldwar"):
        players = min(5, get(name).engine.max_players)
        found.append(Setup(f"{name} {players}p", name, players))
    return found


def click_text(table: Table, outcome: object, stamps: dict[int, str]) -> None:
    """The text the bot makes for one accepted click (see the module's docstring)."""
    from bot.table.model import Outcome

    assert isinstance(outcome, Outcome)
    now = outcome.table
    actor = outcome.actor
    assert actor is not None
    private = outcome.private_events()
    presenter.private_message(now, actor, LOCALES[actor], private.get(actor, []))
    if not outcome.finished:
        presenter.waiting_line(now, "en")
        presenter.board_alt(now, "en")
    delivered = set()
    for seat in sorted(set(private) | outcome.seats_to_prompt()):
        if seat == actor:
            continue
        presenter.private_message(now, seat, LOCALES[seat], private.get(seat, []))
        if seat in now.waiting_humans():
            presenter.board_alt(now, LOCALES[seat])  # its catch-up picture's alt text
        delivered.add(seat)
    for seat in range(len(now.seats)):
        current = now.stamp(seat) if now.running else None
        if seat not in delivered and seat != actor and stamps.get(seat) != current:
            presenter.private_message(now, seat, LOCALES[seat])  # its controls kept current
        if current is not None:
            stamps[seat] = current


async def play(
    service: TableService, setup: Setup, channel: int, seed: int, into: Figures, limit: int
) -> None:
    """Play a game to its end (or ``limit`` clicks), timing each click's act and text."""
    table = await open_game(service, channel, setup, seed)
    stamps: dict[int, str] = {}
    for _ in range(limit):
        if not table.running:
            break
        user, action = next_move(table)
        cpu, wall = time.process_time(), time.perf_counter()
        outcome = await service.act(table.id, user, action)
        middle_cpu, middle_wall = time.process_time(), time.perf_counter()
        click_text(table, outcome, stamps)
        into.act_cpu += middle_cpu - cpu
        into.act_wall += middle_wall - wall
        into.text_cpu += time.process_time() - middle_cpu
        into.text_wall += time.perf_counter() - middle_wall
        into.clicks += 1
        table = outcome.table


class Counting:
    """The presenter's ``remembered``, counting what was asked and what had to be made."""

    def __init__(self) -> None:
        self.figures = Figures()
        self.inner = presenter.remembered

    def __call__(self, table: Table, part: str, seat: int | None, locale: str, make: Any) -> Any:
        def made() -> Any:
            self.figures.made += 1
            return make()

        self.figures.asked += 1
        return self.inner(table, part, seat, locale, made)


async def measure(modes: list[str], games: int, limit: int) -> dict[str, dict[str, Figures]]:
    found: dict[str, dict[str, Figures]] = {mode: {} for mode in modes}
    counting = Counting()
    presenter.remembered = counting
    with tempfile.TemporaryDirectory(prefix="bench-click-text-") as folder:
        store = await Store.open(Path(folder) / "games.db")
        try:
            service = TableService(store)
            channel = 0
            for setup in setups():
                for seed in range(games):
                    for mode in modes:  # the same game in each mode, one after the other
                        text_memo.ENABLED = mode == "on"
                        channel += 1
                        figures = found[mode].setdefault(setup.label, Figures())
                        counting.figures = figures
                        await play(service, setup, channel, seed, figures, limit)
        finally:
            presenter.remembered = counting.inner
            text_memo.ENABLED = True
            await store.close()
    return found


def per_click(seconds: float, clicks: int) -> str:
    return f"{seconds / clicks * 1e6:,.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memo", choices=("on", "off", "both"), default="both")
    parser.add_argument("--games", type=int, default=3, help="seeded games per game and mode")
    parser.add_argument("--quick", action="store_true", help="the first 30 clicks of one game")
    args = parser.parse_args()
    limit = 10**6
    if args.quick:
        args.games, limit = 1, 30
    modes = ["off", "on"] if args.memo == "both" else [args.memo]
    banner("CPU per click: act and the presenter's text, memo on and off", args.quick)
    found = asyncio.run(measure(modes, args.games, limit))
    rows = []
    for label in found[modes[0]]:
        for mode in modes:
            f = found[mode][label]
            rows.append(
                [
                    label,
                    mode,
                    f.clicks,
                    per_click(f.act_cpu, f.clicks),
                    per_click(f.act_wall, f.clicks),
                    per_click(f.text_cpu, f.clicks),
                    per_click(f.text_wall, f.clicks),
                    f"{f.text_cpu / (f.act_cpu + f.text_cpu) * 100:.0f} %",
                    f"{f.made:,} / {f.asked:,}",
                ]
            )
            headline(f"{label} memo {mode} text CPU per click", f.text_cpu / f.clicks * 1e6, "µs")
    print("Per click, µs: CPU (this process) and wall; text = the presenter's, no pictures\n")
    print_table(
        [
            "game",
            "memo",
            "clicks",
            "act CPU",
            "act wall",
            "text CPU",
            "text wall",
            "text share of CPU",
            "texts made / asked",
        ],
        rows,
    )
    footer()


if __name__ == "__main__":
    main()
