"""The animated replay of a game (issue 31 part 2): one frame per turn, the public board after
it with the turn's lines, as a GIF small enough for Discord.

A *turn* is what the channel gives one turn post (issue 25, bot.table.turns): it ends with
the move after which the game starts waiting for somebody it did not wait for just before
(the turn passed, a defender must redeploy, a new round of sealed placements began), and the
game's last move ends the last one. The log does not keep whom the game waited for, so the
game is replayed to find the turns: from its first stored snapshot (bot.table.replay), the
logged actions applied in order. The first frame is the deal.

Only public things are drawn: each board is ``engine.view(state, None)``, even after the end,
and each caption is the narration of the turn's public events, so a frame shows what the
channel showed and nothing a seat kept secret.

It must fit Discord's limit by design: frames are small (bot.render.animation), at most
``MAX_FRAMES`` of them (a longer game has consecutive turns merged into one frame, evenly),
and if the file still outgrows its byte budget it is drawn again with fewer frames. Frames
are drawn in the render workers a few at a time (so a move's pictures never wait long behind
an animation), then written as one GIF there too: the event loop only replays and words.
"""

from __future__ import annotations

import asyncio
import copy
import math
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from bot.engine.base import Event, State, View
from bot.i18n import t
from bot.render.animation import Caption, FrameSpec, Look
from bot.render.board_frame import BoardFrame
from bot.store import ActionRow
from bot.table.board_frames import seat_tags
from bot.table.model import Table
from bot.table.narration import narrate
from bot.table.presenter import start_lines
from bot.table.renderpool import RenderPool
from bot.table.replay import state_of
from bot.table.service import TableService
from bot.table.turns import new_waits

MAX_FRAMES = 150  # the deal and up to 149 turns: a long game's turns merge beyond it
MIN_FRAMES = 8  # fewer would not tell the game: past this the animation is left out
FRAMES_PER_JOB = 6  # frames one render job draws: a board waits at most for these
# (jobs run on every worker at once, so the last post waits less for its replay)
FIRST_MS = 2500  # the deal: time to see who plays
TURN_MS = 1600  # a turn: time to read its lines
LAST_MS = 8000  # the end stays before the loop starts again
MIB = 1024 * 1024
DISCORD_LIMIT = 10 * MIB  # a message's attachments, for a bot in a server without boosts
# What the last post's board and its close-up may take beside the end's files (each a PNG of
# a few hundred KiB at most: docs/benchmarks.md), and the form's own bytes.
BOARD_ALLOWANCE = 2 * MIB
MARGIN = 64 * 1024
FILENAME = "replay.gif"


class TooLarge(RuntimeError):
    """Even at ``MIN_FRAMES`` frames the animation outgrows its budget."""


@dataclass(frozen=True)
class TurnEnd:
    """A turn ended with move ``number``; the game then waited for ``waiting``."""

    number: int
    waiting: frozenset[int]


@dataclass(frozen=True)
class Animation:
    gif: bytes
    frames: int
    turns: int  # the game's turns (more than frames - 1 when turns were merged)
    moves: int


def turn_ends(table: Table, start: State, rows: Sequence[ActionRow]) -> tuple[list[TurnEnd], View]:
    """Every turn's last move, in order, and the public board at the end (replays a copy of
    ``start``, the state before the first of ``rows``: slow for a long game, run it off the
    event loop)."""
    engine = table.spec.engine
    source = table.random
    state = copy.deepcopy(start)
    before = frozenset(engine.waiting_for(state))

    def after_each_row() -> Iterator[frozenset[int]]:
        for row in rows:
            engine.apply(state, row.seat, row.action, source.step(row.number))
            yield frozenset(engine.waiting_for(state))

    # A turn ends with the move after which a new turn starts (the channel's rule, which
    # cuts the replay's turns too)...
    ends = [TurnEnd(rows[w.index].number, w.waiting) for w in new_waits(before, after_each_row())]
    # ...and the last move ends the last turn, which nobody new may have followed yet.
    if rows and (not ends or ends[-1].number != rows[-1].number):
        ends.append(TurnEnd(rows[-1].number, frozenset(engine.waiting_for(state))))
    return ends, engine.view(state, None)


def merged(ends: Sequence[TurnEnd], limit: int) -> list[TurnEnd]:
    """At most ``limit`` of ``ends``, evenly spread, the last always kept: a frame shows the
    board after the last turn it merges and the lines of all of them."""
    if len(ends) <= limit:
        return list(ends)
    return [ends[math.ceil((index + 1) * len(ends) / limit) - 1] for index in range(limit)]


def public_boards(
    table: Table, start: State, rows: Sequence[ActionRow], numbers: Sequence[int]
) -> Iterator[View]:
    """The public view after each of ``numbers`` (ascending; 0: the deal), replaying a copy
    of ``start`` lazily: one view is held at a time."""
    engine = table.spec.engine
    source = table.random
    state = copy.deepcopy(start)
    wanted = iter(numbers)
    number = next(wanted, None)
    if number == 0:
        yield engine.view(state, None)
        number = next(wanted, None)
    for row in rows:
        if number is None:
            return
        engine.apply(state, row.seat, row.action, source.step(row.number))
        if row.number == number:
            yield engine.view(state, None)
            number = next(wanted, None)


def turn_lines(table: Table, rows: Sequence[ActionRow], locale: str) -> list[str]:
    """The narration of the public events of ``rows``, as the channel told them (a sealed
    move's commitment is left out: a hash is no line to read on a picture)."""
    events = [Event.from_json(event) for row in rows for event in row.events]
    return narrate(table, [event for event in events if event.public], locale)


def captions(
    table: Table, rows: Sequence[ActionRow], ends: Sequence[TurnEnd], locale: str
) -> list[Caption]:
    """The deal's caption, then each frame's: where it is in the game and its lines."""
    more = t(locale, "animation-more-lines", count="{count}")
    frames = len(ends) + 1
    found = [
        Caption(
            t(locale, "animation-frame-start", frame=1, frames=frames),
            tuple(start_lines(table, locale)[:1]),
            more,
        )
    ]
    first = 1
    for index, end in enumerate(ends, start=2):
        told = [row for row in rows if first <= row.number <= end.number]
        header = t(
            locale,
            "animation-frame-moves",
            frame=index,
            frames=frames,
            first=first,
            last=end.number,
            count=end.number - first + 1,
        )
        found.append(Caption(header, tuple(turn_lines(table, told, locale)), more))
        first = end.number + 1
    return found


def durations(frames: int) -> list[int]:
    return [FIRST_MS] + [TURN_MS] * (frames - 2) + [LAST_MS] if frames > 1 else [LAST_MS]


async def draw_animation(
    renders: RenderPool,
    table: Table,
    start: State,
    rows: Sequence[ActionRow],
    ends: Sequence[TurnEnd],
    final: View,
    locale: str,
) -> bytes:
    """The GIF of the deal and ``ends``' boards (``final``: the last one's view): the last
    frame first (its palette and size are every frame's), then the others a few per job,
    then the file written by a worker."""
    numbers = [0, *(end.number for end in ends)]
    waits = [frozenset(table.spec.engine.waiting_for(start)), *(end.waiting for end in ends)]
    words = captions(table, rows, ends, locale)

    def spec(index: int, view: View) -> FrameSpec:
        tags = seat_tags(table, None, locale, set(waits[index]))
        return FrameSpec(view, BoardFrame(seats=tags), words[index])

    name = table.spec.name
    [last], look = await renders.animation_frames(name, [spec(len(numbers) - 1, final)], locale)
    boards = public_boards(table, start, rows, numbers[:-1])
    pngs: list[bytes] = []
    # As many batches at once as there are workers (one batch in a thread), in order.
    running: deque[asyncio.Task[tuple[list[bytes], Look]]] = deque()
    drawn, total = 0, len(numbers) - 1
    try:
        while drawn < total or running:
            while drawn < total and len(running) < max(1, renders.workers):
                count = min(FRAMES_PER_JOB, total - drawn)
                views = await asyncio.to_thread(_take, boards, count)
                batch = [spec(drawn + offset, view) for offset, view in enumerate(views)]
                job = renders.animation_frames(name, batch, locale, look)
                running.append(asyncio.ensure_future(job))
                drawn += count
            done, _ = await running.popleft()
            pngs += done
    finally:
        for task in running:
            task.cancel()
    frames = [*pngs, last]
    return await renders.encode_gif(list(zip(frames, durations(len(frames)), strict=True)))


def _take(boards: Iterator[View], count: int) -> list[View]:
    return [next(boards) for _ in range(count)]


async def animate(
    service: TableService,
    renders: RenderPool,
    table: Table,
    rows: Sequence[ActionRow],
    locale: str,
    budget: int,
    max_frames: int | None = None,
) -> Animation | None:
    """The animated replay of ``table`` (its ``rows``: the whole action log) within ``budget``
    bytes; None for a game without a move. Fewer frames (turns merged) when the first try
    outgrows the budget; :class:`TooLarge` when even ``MIN_FRAMES`` do."""
    if table.game.state is None or not rows:
        return None
    start = await state_of(service.store, table, rows[0].number - 1)
    ends, final = await asyncio.to_thread(turn_ends, table, start, rows)
    limit = MAX_FRAMES if max_frames is None else max_frames  # read now: tests lower it
    while True:
        chosen = merged(ends, max(1, limit - 1))
        gif = await draw_animation(renders, table, start, rows, chosen, final, locale)
        frames = len(chosen) + 1
        if len(gif) <= budget:
            return Animation(gif, frames, len(ends), len(rows))
        if frames <= MIN_FRAMES:
            raise TooLarge(f"{len(gif)} bytes in {frames} frames, budget {budget}")
        # Fewer frames in proportion to the excess, and at least one fewer.
        limit = max(MIN_FRAMES, min(frames - 1, int(frames * budget / len(gif) * 0.9)))
