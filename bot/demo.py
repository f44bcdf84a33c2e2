"""``python -m bot demo <game>``: a complete game with autopilot seats, offline.

It runs through the same table service, store and renderers as the bot, and writes to a folder:
the board after the start and after moves with public news (``board-NNNN.png``, at most 40,
evenly spread over the game), the final
board, each seat's private image and private messages (``seat-N-private.png``/``.txt``), the
public log (``log.txt``), the game's record (``record-<id>.json``, for ``python -m bot verify``)
and the game database (``demo.db``). No Discord token needed.

The folder also gets ``demo-files.txt``, the names of the files the demo wrote there. A later
demo into the same folder deletes exactly those and nothing else, and a folder that holds
other things but no such list is refused: ``--out .`` must never empty a checkout.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from bot.engine.base import GameOption
from bot.games import available, get
from bot.i18n import SUPPORTED, set_strict, t, text
from bot.render.board_frame import BoardFrame
from bot.store import Store
from bot.table import Table, TableService, presenter
from bot.table.board_frames import changed_between, seat_tags
from bot.table.narration import narrate, result_lines
from bot.table.record import dump_record, game_record, record_filename
from bot.table.service import MAX_SEED
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


MANIFEST = "demo-files.txt"
MANIFEST_HEADER = (
    "# The files the offline demo wrote in this folder. The next demo into this folder\n"
    "# deletes these (and only these) before it writes its own.\n"
)
# SQLite's files beside the database (bot/store/sqlite.py runs it in WAL mode).
DATABASE_FILES = ("demo.db", "demo.db-wal", "demo.db-shm", "demo.db-journal")


class DemoError(Exception):
    """A demo option the demo cannot use; the message is the one line the user reads."""


class DemoFolder:
    """The folder a demo writes into, and the list (``MANIFEST``) of the files it made there.

    A file's name goes into the list before the file is created, so even a demo that stops
    half-way leaves every file it made listed, and the next run can clear them up.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._manifest = path / MANIFEST

    @classmethod
    def prepare(cls, path: Path) -> DemoFolder:
        """Make ``path`` ready for a new demo: create it, use it empty, or delete the files an
        earlier demo listed there. Anything else is refused with a :class:`DemoError`,
        before a single file is touched."""
        if path.exists() and not path.is_dir():
            raise DemoError(f"--out {path} is a file, not a folder")
        folder = cls(path)
        try:
            if folder._manifest.is_file():
                folder._clear_earlier_demo()
            elif path.is_dir() and any(path.iterdir()):
                raise DemoError(
                    f"--out {path} is not empty and holds no demo output (no {MANIFEST}): "
                    "give a new or empty folder"
                )
            path.mkdir(parents=True, exist_ok=True)
            folder._manifest.write_text(MANIFEST_HEADER, encoding="utf-8")
        except OSError as exc:
            raise DemoError(f"--out {path}: {exc.strerror or exc}") from exc
        return folder

    def _clear_earlier_demo(self) -> None:
        for line in self._manifest.read_text(encoding="utf-8").splitlines():
            name = line.strip()
            # Only plain names in this folder: a hand-edited list must not reach elsewhere.
            if not name or name.startswith("#") or name in (".", "..", MANIFEST):
                continue
            if Path(name).name != name:
                continue
            listed = self.path / name
            if listed.is_symlink() or listed.is_file():
                listed.unlink()
        self._manifest.unlink()

    def file(self, name: str) -> Path:
        """The path to write ``name`` at, listed first."""
        with self._manifest.open("a", encoding="utf-8") as manifest:
            manifest.write(name + "\n")
        return self.path / name


async def _frame_at(service: TableService, table: Table, number: int, locale: str) -> BoardFrame:
    """A board along the way as a turn post would have drawn it after move ``number``: the
    names, whom the game waited for, what that move changed outlined (no deadline offline)."""
    engine = table.spec.engine
    state = await service.state_at(table.id, number)
    waiting = set() if engine.result(state) is not None else set(engine.waiting_for(state))
    marked: frozenset[str] = frozenset()
    if number > 0:
        before = engine.view(await service.state_at(table.id, number - 1), None)
        after = engine.view(state, None)
        marked = await asyncio.to_thread(changed_between, table.spec, before, after, locale)
    return BoardFrame(seat_tags(table, None, locale, waiting), marked)


def edition_option(game: str) -> GameOption | None:
    """The game's ``edition`` option (World War's), or None for a game with one edition."""
    return next((option for option in get(game).engine.options if option.name == "edition"), None)


def default_folder(game: str, players: int, edition: str | None, locale: str, seed: int) -> Path:
    """Where a demo writes unless told: one folder per game, player count, edition, locale
    and seed, so that a run never replaces another run's files."""
    parts = [game, f"{players}p", *([edition] if edition else []), locale, f"seed{seed}"]
    return Path("demo-out") / "-".join(parts)


@dataclass(frozen=True)
class DemoResult:
    out: Path
    result: list[str]  # the final scores and who won, as the channel's last post says them


async def run_demo(
    game: str,
    players: int | None,
    seed: int,
    out: Path,
    locale: str,
    boards: bool = True,
    *,
    edition: str | None = None,
) -> DemoResult:
    """Play a whole game with autopilot seats and write its files into ``out``.

    ``out`` must be new, empty or an earlier demo's folder (:class:`DemoError` otherwise);
    only the files an earlier demo listed there are deleted."""
    spec = get(game)
    count = players or spec.engine.min_players
    folder = await asyncio.to_thread(DemoFolder.prepare, out)
    for name in DATABASE_FILES:
        folder.file(name)
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
            options={"edition": edition} if edition else None,
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
        folder.file("log.txt").write_text("\n".join(log_lines) + "\n", encoding="utf-8")
        record = dump_record(await game_record(service, table))
        folder.file(record_filename(table.id)).write_bytes(record)

        if boards:
            for number in _spread(board_numbers, MAX_BOARDS):
                frame = await _frame_at(service, table, number, locale)
                state = await service.state_at(table.id, number)
                png = await asyncio.to_thread(
                    spec.render_board, spec.engine.view(state, None), locale, frame
                )
                folder.file(f"board-{number:04d}.png").write_bytes(png)
        # The final board as the end post draws it: the names, nobody to move, no deadline.
        final_frame = BoardFrame(seat_tags(table, None, locale))
        final_png = await asyncio.to_thread(presenter.board_png, table, locale, final_frame)
        folder.file("board-final.png").write_bytes(final_png)
        # the story chart the channel's last post carries, and its alt text
        steps = await service.log(table, table.game.version)
        moves = [LoggedMove(step.number, step.seat, step.action) for step in steps]
        story = await asyncio.to_thread(story_picture, table, moves, locale)
        if story is not None:
            folder.file("story.png").write_bytes(story.png)
            folder.file("story-alt.txt").write_text(story.alt + "\n", encoding="utf-8")

        for seat, lines in private.items():
            lines = [*lines, "", *presenter.private_message(table, seat, locale).lines]
            folder.file(f"seat-{seat}-private.txt").write_text("\n".join(lines) + "\n", "utf-8")
            picture = await asyncio.to_thread(presenter.private_png, table, seat, locale)
            if picture:
                folder.file(f"seat-{seat}-private.png").write_bytes(picture)
        return DemoResult(out, result_lines(table, locale))
    finally:
        await store.close()


class _OneLineParser(argparse.ArgumentParser):
    """argparse, but a bad option is a :class:`DemoError` (one line, exit 2 in :func:`main`)
    instead of the usage block and an exit from inside the parser."""

    def error(self, message: str) -> NoReturn:
        raise DemoError(message)


class _HelpFormatter(argparse.HelpFormatter):
    """Wraps help at spaces only, so a folder like ``demo-out/<game>-...`` stays whole."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)


def _seed(value: str) -> int:
    """A seed the table service accepts (``bot.table.service.MAX_SEED``), checked here so a
    bad one is an option error and not a rule error half-way into the demo."""
    try:
        seed = int(value)
    except ValueError:
        seed = -1
    if not 0 <= seed <= MAX_SEED:
        raise argparse.ArgumentTypeError(
            f"must be a whole number from 0 to {MAX_SEED}, not {value!r}"
        )
    return seed


def _players(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number of players, not {value!r}") from None


def _parser() -> _OneLineParser:
    games = available()
    counts = ", ".join(
        f"{game} {get(game).engine.min_players}-{get(game).engine.max_players}"
        if get(game).engine.min_players != get(game).engine.max_players
        else f"{game} {get(game).engine.min_players}"
        for game in games
    )
    editions = [
        f"{game}: {' or '.join(option.choices)}, default: {option.default}"
        for game in games
        if (option := edition_option(game)) is not None
    ]
    parser = _OneLineParser(
        prog="python -m bot demo",
        formatter_class=_HelpFormatter,
        description=(
            "Play a whole game offline, the bot playing every seat, and write its boards, "
            "each seat's private pictures and messages, the log, the record (for "
            "'python -m bot verify') and the game database into a folder. No token needed. "
            "Prints the final scores, who won and the folder."
        ),
    )
    parser.add_argument(
        "game", choices=games, metavar="GAME", help=f"the game to play: {', '.join(games)}"
    )
    parser.add_argument(
        "--players",
        type=_players,
        default=None,
        metavar="N",
        help=f"how many seats ({counts}; default: the game's fewest)",
    )
    parser.add_argument(
        "--seed",
        type=_seed,
        default=1,
        metavar="N",
        help=f"the game's random seed, 0 to {MAX_SEED}: the same seed plays the same game "
        "(default: 1)",
    )
    parser.add_argument(
        "--edition",
        default=None,
        metavar="NAME",
        help=f"the game's edition, for a game that has several ({'; '.join(editions)})",
    )
    parser.add_argument(
        "--locale",
        choices=SUPPORTED,
        default="en",
        help=f"the language of the log and the pictures: {', '.join(SUPPORTED)} (default: en)",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar="DIR",
        help="the folder to write: a new or empty one, or one an earlier demo wrote (only the "
        f"files it listed in {MANIFEST} are replaced); any other folder is refused "
        "(default: demo-out/<game>-<players>p-<edition>-<locale>-seed<seed>, the edition "
        "only for a game that has several)",
    )
    parser.add_argument(
        "--final-only",
        action="store_true",
        help="write only the final board, not the boards along the way (default: off)",
    )
    return parser


def main(argv: list[str]) -> int:
    """The demo from the command line: 0 when it ran, 2 (and one line on stderr) for an
    option it cannot use."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
        spec = get(args.game)
        low, high = spec.engine.min_players, spec.engine.max_players
        if args.players is not None and not low <= args.players <= high:
            raise DemoError(f"--players: {args.game} takes {low} to {high} players")
        option = edition_option(args.game)
        if args.edition is not None and option is None:
            raise DemoError(f"--edition: {args.game} has only one edition")
        if option is not None and args.edition is not None and args.edition not in option.choices:
            raise DemoError(
                f"--edition: {args.game} has no edition {args.edition!r} "
                f"(choose from {', '.join(option.choices)})"
            )
        edition = args.edition or (str(option.default) if option is not None else None)
        players = args.players or low
        out = args.out or default_folder(args.game, players, edition, args.locale, args.seed)
        # The demo makes the pictures of the docs: a missing word must stop it, not print a key.
        set_strict(True)
        done = asyncio.run(
            run_demo(
                args.game,
                players,
                args.seed,
                out,
                args.locale,
                not args.final_only,
                edition=edition,
            )
        )
    except DemoError as exc:
        print(f"{parser.prog}: error: {exc}", file=sys.stderr)
        return 2
    for line in done.result:
        print(line)
    print(t(args.locale, "demo-written", path=str(done.out)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
