"""``python -m bot demo <game>``: a complete game with autopilot seats, offline.

It runs through the same table service, store and renderers as the bot, and writes to a folder:
the board after the start and after moves with public news (``board-NNNN.png``, at most 40,
evenly spread over the game), the final
board, each seat's private image and private messages (``seat-N-private.png``/``.txt``), the
public log (``log.txt``), the game's record (``record-<id>.json``, for ``python -m bot verify``)
and the game database (``demo.db``). No Discord token needed.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import sys
from pathlib import Path

from bot.games import available, get
from bot.i18n import SUPPORTED, set_strict, t, text
from bot.store import Store
from bot.table import TableService, presenter
from bot.table.narration import narrate
from bot.table.record import dump_record, game_record, record_filename
from bot.table.story import LoggedMove
from bot.table.story_words import story_picture

DEMO_GUILD = 1
DEMO_CHANNEL = 2
DEMO_USER_BASE = 1000
MAX_BOARDS = 40  # boards written along the way (evenly spread), besides the final one


def _spread(numbers: list[int], limit: int) -> list[int]:
    """At most ``limit`` of ``numbers``, evenly spaced, always keeping the first and last."""
    if len(numbers) <= limit:
        return numbers
    step = (len(numbers) - 1) / (limit - 1)
    return sorted({numbers[round(i * step)] for i in range(limit)})


def _fresh_folder(out: Path) -> None:
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)


async def run_demo(
    game: str, players: int | None, seed: int, out: Path, locale: str, boards: bool = True
) -> Path:
    spec = get(game)
    count = players or spec.engine.min_players
    await asyncio.to_thread(_fresh_folder, out)
    store = await Store.open(out / "demo.db")
    try:
        service = TableService(store)
        table = await service.create(
            guild_id=DEMO_GUILD,
            channel_id=DEMO_CHANNEL,
            kind=game,
            user_id=DEMO_USER_BASE,
            moderator=True,
            seed=seed,
        )
        for index in range(count):
            name = t(locale, "demo-player", number=index + 1)
            await service.join(DEMO_CHANNEL, DEMO_USER_BASE + index, name, locale)
        started = await service.start(DEMO_CHANNEL, DEMO_USER_BASE, moderator=True)
        outcome = await service.autopilot_all(started.table.id)
        table = outcome.table

        log_lines = [t(locale, "demo-title", game=text(locale, spec.title), seed=seed), ""]
        private: dict[int, list[str]] = {seat.seat: [] for seat in table.seats}
        board_numbers = [0]
        for step in started.steps + outcome.steps:
            public = [event for event in step.events if event.public]
            for line in narrate(table, public, locale):
                log_lines.append(f"#{step.number} {line}")
            for seat in private:
                mine = [event for event in step.events if event.to and seat in event.to]
                for line in narrate(table, mine, locale):
                    private[seat].append(f"#{step.number} {line}")
            if public:
                board_numbers.append(step.number)
        log_lines.append("")
        log_lines += presenter.final_lines(table, locale)  # what the channel's last post says
        (out / "log.txt").write_text("\n".join(log_lines) + "\n", encoding="utf-8")
        record = dump_record(await game_record(service, table))
        (out / record_filename(table.id)).write_bytes(record)

        if boards:
            for number in _spread(board_numbers, MAX_BOARDS):
                state = await service.state_at(table.id, number)
                png = await asyncio.to_thread(
                    spec.render_board, spec.engine.view(state, None), locale
                )
                (out / f"board-{number:04d}.png").write_bytes(png)
        final_png = await asyncio.to_thread(presenter.board_png, table, locale)
        (out / "board-final.png").write_bytes(final_png)
        # the story chart the channel's last post carries, and its alt text
        steps = await service.log(table, table.game.version)
        moves = [LoggedMove(step.number, step.seat, step.action) for step in steps]
        story = await asyncio.to_thread(story_picture, table, moves, locale)
        if story is not None:
            (out / "story.png").write_bytes(story.png)
            (out / "story-alt.txt").write_text(story.alt + "\n", encoding="utf-8")

        for seat, lines in private.items():
            lines = [*lines, "", *presenter.private_message(table, seat, locale).lines]
            (out / f"seat-{seat}-private.txt").write_text("\n".join(lines) + "\n", "utf-8")
            picture = await asyncio.to_thread(presenter.private_png, table, seat, locale)
            if picture:
                (out / f"seat-{seat}-private.png").write_bytes(picture)
        return out
    finally:
        await store.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot demo", description="Play a whole game offline with autopilot seats."
    )
    parser.add_argument("game", choices=available())
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--locale", choices=SUPPORTED, default="en")
    parser.add_argument(
        "--final-only", action="store_true", help="write only the final board image"
    )
    args = parser.parse_args(argv)
    # The demo makes the pictures of the docs: a missing word must stop it, not print a key.
    set_strict(True)
    spec = get(args.game)
    if args.players is not None and not (
        spec.engine.min_players <= args.players <= spec.engine.max_players
    ):
        parser.error(
            f"{args.game} takes {spec.engine.min_players}-{spec.engine.max_players} players"
        )
    out = args.out or Path("demo-out") / f"{args.game}-seed{args.seed}"
    asyncio.run(run_demo(args.game, args.players, args.seed, out, args.locale, not args.final_only))
    print(t(args.locale, "demo-written", path=str(out)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
