"""The animated replay of issue 31 part 2 (bot.table.animation, bot.render.animation): one frame
per turn as the channel's turn posts cut them, each frame the public board with that turn's
lines, nothing a seat hid, a GIF that decodes back to its frames, within its byte budget for
the longest game of each kind (fewer frames, turns merged, when a budget is tight)."""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import io
import logging
from types import SimpleNamespace
from typing import Any

import pytest
from PIL import Image

from bot import games
from bot.engine.base import Event
from bot.games import get
from bot.i18n import t
from bot.render import animation as pictures
from bot.render.animation import CAPTION_ROWS, FRAME_WIDTH, Caption, FrameSpec, Look
from bot.render.board_frame import BoardFrame
from bot.store import ActionRow, ReplayEdit
from bot.table import TableService
from bot.table import animation as replay
from bot.table.animation_cache import AnimationCache
from bot.table.model import Step, Table
from bot.table.narration import narrate
from bot.table.renderpool import RenderPool
from bot.table.replay import state_of
from bot.table.turns import wait_starts

GUILD, CHANNEL, MOD = 1, 10, 99
GAMES = ("suntzu", "smallworld", "tek", "worldwar")
SQLITE = pytest.mark.parametrize("store", ["sqlite"], indirect=True)  # the replay, not the store
# The longest game of each kind at its most players that the benchmark found among 30 seeds
# (benchmarks/bench_replay_animation.py --seeds 30, docs/benchmarks.md): the most turns, then
# the most moves. game: (seed, its moves, its turns)
LONGEST = {
    "suntzu": (13, 191, 32),
    "smallworld": (23, 192, 51),
    "tek": (13, 300, 255),
    "worldwar": (25, 487, 62),
}
# Moves before a turn ends with a secret held (Tiny Epic Kingdoms' are few between its turns).
SECRET_MOVES = {"tek": 90}
POST_BUDGET = (
    replay.DISCORD_LIMIT - replay.BOARD_ALLOWANCE - replay.MARGIN - 400 * 1024
)  # what a last post with its story chart and record leaves the replay


async def new_game(service: TableService, game: str, seed: int) -> Table:
    players = get(game).engine.max_players
    await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind=game, user_id=MOD, moderator=True, seed=seed
    )
    for user in range(1, players + 1):
        await service.join(CHANNEL, user, f"Player {user}", "en")
    return (await service.start(CHANNEL, MOD, moderator=True)).table


async def finished(service: TableService, game: str, seed: int) -> Table:
    table = await new_game(service, game, seed)
    return (await service.autopilot_all(table.id)).table


async def played(service: TableService, game: str, seed: int, moves: int) -> Table:
    """A running game after ``moves`` of the autopilot's moves, made as players' clicks."""
    table = await new_game(service, game, seed)
    engine = table.spec.engine
    for _ in range(moves):
        waiting = sorted(engine.waiting_for(table.state))
        if engine.pending is not None:
            waiting = [s for s in waiting if engine.pending(table.state, s)] or waiting
        seat = waiting[0]
        action = engine.autopilot(table.state, seat, table.random.autopilot(table.game.version + 1))
        table = (await service.act(table.id, table.user_of(seat), action)).table
    assert table.running
    return table


class Spy(RenderPool):
    """Draws in threads and keeps every frame it was asked for."""

    def __init__(self) -> None:
        super().__init__(0)
        self.specs: list[FrameSpec] = []

    async def animation_frames(
        self, name: str, specs: list[FrameSpec], locale: str, look: Look | None = None
    ) -> tuple[list[bytes], Look]:
        self.specs += specs
        return await super().animation_frames(name, specs, locale, look)


def decoded(gif: bytes) -> list[Image.Image]:
    with Image.open(io.BytesIO(gif)) as image:
        assert image.format == "GIF"
        frames = []
        for index in range(image.n_frames):
            image.seek(index)
            frames.append(image.convert("RGB"))
        return frames


# -- the pictures --------------------------------------------------------------------------


def p_frame(colours: dict[tuple[int, int, int, int], int]) -> bytes:
    """A 40x30 P-mode PNG on a fixed palette, index 1 everywhere but in the given boxes."""
    frame = Image.new("P", (40, 30), 1)
    frame.putpalette([0, 0, 0, 200, 30, 30, 30, 200, 30, 30, 30, 200] + [9] * (252 * 3))
    for box, index in colours.items():
        frame.paste(index, box)
    out = io.BytesIO()
    frame.save(out, "PNG")
    return out.getvalue()


def test_the_gif_decodes_back_to_its_frames_and_merges_repeated_ones() -> None:
    first = p_frame({})
    second = p_frame({(5, 5, 10, 10): 2})
    third = p_frame({(5, 5, 10, 10): 2, (30, 20, 38, 28): 3})
    gif = pictures.encode_gif([(first, 100), (second, 200), (second, 300), (third, 400)])
    frames = decoded(gif)
    expected = [first, second, third]
    assert len(frames) == len(expected)  # the repeated frame lengthened the one before
    for got, png in zip(frames, expected, strict=True):
        with Image.open(io.BytesIO(png)) as want:
            assert got.tobytes() == want.convert("RGB").tobytes()
    with Image.open(io.BytesIO(gif)) as image:
        durations = []
        for index in range(image.n_frames):
            image.seek(index)
            durations.append(image.info["duration"])
        assert image.info.get("loop") == 0
    assert durations == [100, 500, 400]


def test_a_frame_not_on_a_palette_is_refused() -> None:
    out = io.BytesIO()
    Image.new("RGB", (4, 4)).save(out, "PNG")
    with pytest.raises(ValueError):
        pictures.encode_gif([(out.getvalue(), 100)])
    with pytest.raises(ValueError):
        pictures.encode_gif([])


MORE = "… {count} more"


@pytest.mark.parametrize(
    ("lines", "rows"),
    [
        ((), []),
        (("one",), ["one"]),
        (("one", "two", "three"), ["one", "two", "three"]),
        (tuple(f"line {n}" for n in range(CAPTION_ROWS)), [f"line {n}" for n in range(5)]),
        # more lines than rows: the first, how many were left out, the last ones
        (tuple(f"line {n}" for n in range(9)),
         ["line 0", "… 5 more", "line 6", "line 7", "line 8"]),
    ],
)  # fmt: skip
def test_a_caption_keeps_the_first_and_last_lines_and_counts_the_rest(
    lines: tuple[str, ...], rows: list[str]
) -> None:
    assert CAPTION_ROWS == 5
    assert pictures.caption_rows(Caption("h", lines, MORE), "en") == rows


def test_a_caption_wraps_chinese_and_leaves_out_what_the_font_cannot_draw() -> None:
    line = "機器人 1（強）🤖 從南方進攻，擊敗了藍色吳方的兩名將領，佔領了整個北方的三個省份並且得分"
    rows = pictures.caption_rows(Caption("h", (line,), MORE), "zh-TW")
    assert len(rows) >= 2 and "🤖" not in "".join(rows)
    assert "".join(rows).replace(" ", "") == line.replace("🤖", "").replace(" ", "")


# -- the turns -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ends", "limit", "kept"),
    [
        ([1, 2, 3], 5, [1, 2, 3]),
        ([1, 2, 3], 3, [1, 2, 3]),
        ([1, 2, 3, 4, 5, 6], 3, [2, 4, 6]),
        ([1, 2, 3, 4, 5, 6, 7], 3, [3, 5, 7]),
        ([1, 2, 3, 4, 5], 1, [5]),
    ],
)
def test_merged_turns_are_evenly_spread_and_end_on_the_last(
    ends: list[int], limit: int, kept: list[int]
) -> None:
    turns = [replay.TurnEnd(number, frozenset()) for number in ends]
    assert [end.number for end in replay.merged(turns, limit)] == kept


async def rows_and_start(service: TableService, table: Table) -> tuple[list[ActionRow], Any]:
    rows = await service.actions(table.id)
    return rows, await state_of(service.store, table, 0)


@pytest.mark.parametrize("game", GAMES)
@SQLITE
async def test_turns_end_where_the_channel_starts_a_new_turn_post(
    service: TableService, game: str
) -> None:
    table = await finished(service, game, seed=2)
    rows, start = await rows_and_start(service, table)
    ends, final = replay.turn_ends(table, start, rows)
    # The turn posts' own rule (bot.table.turns), fed with whom the game waited for after
    # each move, found here by a replay of our own.
    engine = table.spec.engine
    source = table.random
    state = engine.setup(len(table.seats), dict(table.game.options), source.setup())
    assert state == start
    steps = []
    for row in rows:
        engine.apply(state, row.seat, row.action, source.step(row.number))
        waiting = frozenset(engine.waiting_for(state))
        steps.append(Step(row.number, row.seat, row.action, (), False, waiting=waiting))
    starts = sorted({wait.number for wait in wait_starts(engine.waiting_for(start), steps)})
    expected = starts if starts[-1] == rows[-1].number else [*starts, rows[-1].number]
    assert [end.number for end in ends] == expected
    assert final == engine.view(state, None)
    assert 1 < len(ends) < len(rows)  # turns of several moves, and more than one turn


@pytest.mark.parametrize("game", GAMES)
@SQLITE
async def test_each_frame_says_its_turns_lines_over_the_public_board_after_it(
    service: TableService, game: str
) -> None:
    table = await played(service, game, seed=4, moves=30)
    rows, start = await rows_and_start(service, table)
    ends, _ = replay.turn_ends(table, start, rows)
    spy = Spy()
    made = await replay.animate(service, spy, table, rows, "zh-TW", POST_BUDGET)
    assert made is not None and made.frames == len(ends) + 1 == len(spy.specs)
    last, *others = spy.specs  # the last frame is drawn first: its palette is everyone's
    specs = [*others, last]
    engine = table.spec.engine
    bounds = [0, *(end.number for end in ends)]
    for index, spec in enumerate(specs):
        state = await state_of(service.store, table, bounds[index])
        assert spec.view == engine.view(state, None)  # the public board, never a seat's
        if index == 0:
            assert spec.caption.header == t(
                "zh-TW", "animation-frame-start", frame=1, frames=len(specs)
            )
            continue
        told = [row for row in rows if bounds[index - 1] < row.number <= bounds[index]]
        events = [Event.from_json(e) for row in told for e in row.events]
        lines = narrate(table, [e for e in events if e.public], "zh-TW")
        assert spec.caption.lines == tuple(lines)  # that turn's lines, as the channel said them
        assert f"{index + 1}/{len(specs)}" in spec.caption.header
        awaited = {seat for seat, tag in enumerate(spec.frame.seats) if tag.to_move}
        assert awaited == set(engine.waiting_for(state))  # whom the game waited for then
    frames = decoded(made.gif)
    assert len(frames) <= made.frames and frames[0].size[0] == FRAME_WIDTH


@pytest.mark.parametrize("game", GAMES)
@SQLITE
async def test_no_frame_shows_what_a_seat_hid(
    service: TableService, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The animation's bytes are the same when every seat's secrets (and the face-down decks)
    are dealt otherwise in every state it might draw: it draws public views only."""
    table = await played(service, game, seed=6, moves=SECRET_MOVES.get(game, 24))
    rows = await service.actions(table.id)
    honest = await replay.animate(service, RenderPool(0), table, rows, "en", POST_BUDGET)
    spec = get(game)
    engine = spec.engine
    seats = len(table.seats)
    changed: list[bool] = []

    def scrambled_view(state: Any, seat: int | None) -> Any:
        other = state
        for owner in range(seats):
            other = engine.scramble_secrets(other, owner)
        changed.append(other != state)
        return engine.view(other, seat)

    liar = dataclasses.replace(spec, engine=dataclasses.replace(engine, view=scrambled_view))
    monkeypatch.setitem(games._registry, game, liar)
    assert table.spec.engine.view is scrambled_view
    scrambled = await replay.animate(service, RenderPool(0), table, rows, "en", POST_BUDGET)
    assert honest is not None and scrambled is not None
    assert any(changed), "no secret was scrambled: the test would prove nothing"
    assert scrambled.gif == honest.gif


# -- the budget ----------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
@SQLITE
async def test_the_longest_game_fits_the_last_post(service: TableService, game: str) -> None:
    seed, moves, turns = LONGEST[game]
    table = await finished(service, game, seed=seed)
    rows, start = await rows_and_start(service, table)
    ends, _ = replay.turn_ends(table, start, rows)
    assert (len(rows), len(ends)) == (moves, turns), "not the benchmark's longest game"
    made = await replay.animate(service, RenderPool(0), table, rows, "zh-TW", POST_BUDGET)
    assert made is not None
    assert made.frames == min(len(ends) + 1, replay.MAX_FRAMES)
    assert len(made.gif) <= POST_BUDGET
    frames = decoded(made.gif)
    assert frames[0].size[0] == FRAME_WIDTH and frames[-1].size == frames[0].size


@SQLITE
async def test_a_tight_budget_merges_turns_and_an_impossible_one_gives_up(
    service: TableService,
) -> None:
    table = await played(service, "tek", seed=3, moves=60)
    rows = await service.actions(table.id)
    full = await replay.animate(service, RenderPool(0), table, rows, "en", POST_BUDGET)
    assert full is not None and full.frames > replay.MIN_FRAMES + 2
    budget = len(full.gif) * 2 // 3
    fewer = await replay.animate(service, RenderPool(0), table, rows, "en", budget)
    assert fewer is not None and len(fewer.gif) <= budget
    assert replay.MIN_FRAMES <= fewer.frames < full.frames and fewer.turns == full.turns
    with pytest.raises(replay.TooLarge):
        await replay.animate(service, RenderPool(0), table, rows, "en", 10_000)


class PostedMessage:
    """What ``add_replay`` needs of a sent message: its attachments and an edit."""

    def __init__(self, sizes: list[int], message_id: int = 1) -> None:
        self.id = message_id
        self.attachments = [
            SimpleNamespace(size=size, filename=f"file{number}.png")
            for number, size in enumerate(sizes)
        ]
        self.edits: list[list[Any]] = []

    async def edit(self, *, attachments: list[Any]) -> None:
        self.edits.append(attachments)


@SQLITE
async def test_the_last_post_gains_its_replay_by_an_edit_and_keeps_it_when_none_is_drawn(
    service: TableService, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from bot.cogs import endfiles

    table = await played(service, "suntzu", seed=3, moves=10)
    made = await endfiles.final_files(service, table, "en")
    assert [f.filename for f in made] == ["story.png", f"record-{table.id}.json"]

    posted = PostedMessage([300_000, 50_000])
    pending = ReplayEdit(table.id, table.game.channel_id, posted.id, "en")
    await service.add_replay_edit(pending)
    await endfiles.add_replay(service, table, "en", RenderPool(0), posted)  # type: ignore[arg-type]
    assert await service.replay_edits() == []  # made: no longer pending
    [edit] = posted.edits
    assert edit[:2] == posted.attachments  # the post's files stay, the replay after them
    [gif] = edit[2:]
    assert gif.filename == "replay.gif" and t("en", "suntzu-title") in (gif.description or "")

    async def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("no pictures today")

    monkeypatch.setattr(endfiles, "animate", broken)
    untouched = PostedMessage([300_000], message_id=2)
    await service.add_replay_edit(dataclasses.replace(pending, message_id=2, locale="zh-TW"))
    with caplog.at_level(logging.WARNING):  # another language: not kept, drawn anew
        await endfiles.add_replay(service, table, "zh-TW", RenderPool(0), untouched)  # type: ignore[arg-type]
    assert untouched.edits == []  # the post stays as it is
    assert await service.replay_edits() == []  # and no start retries what cannot be drawn
    assert "animated replay" in caplog.text and "RuntimeError" in caplog.text


async def test_askers_of_one_animation_wait_for_one_drawing_and_it_is_kept() -> None:
    cache = AnimationCache(size=2)
    started = asyncio.Event()
    release = asyncio.Event()
    calls = 0

    async def draw() -> replay.Animation:
        nonlocal calls
        calls += 1
        started.set()
        await release.wait()
        return replay.Animation(b"x" * 100, 9, 8, 20)

    key = (1, 0, 20, "en")
    first = asyncio.ensure_future(cache.get(key, 1000, draw))
    await started.wait()
    second = asyncio.ensure_future(cache.get(key, 1000, draw))
    await asyncio.sleep(0)
    release.set()
    assert (await first) is (await second) and calls == 1  # one drawing for both
    assert (await cache.get(key, 1000, draw)) is not None and calls == 1  # kept
    assert (await cache.get(key, 50, draw)) is not None and calls == 2  # too large: drawn again
    for other in range(2, 4):  # the cache is bounded: the oldest goes
        await cache.get((other, 0, 20, "en"), 1000, draw)
    assert len(cache.kept) == 2 and key not in cache.kept


async def test_the_render_workers_draw_the_frames_and_write_the_file() -> None:
    engine = get("suntzu").engine
    from bot.engine.base import RandomSource

    state = engine.setup(2, {}, RandomSource("x").setup())
    spec = FrameSpec(engine.view(state, None), BoardFrame(), Caption("1/2", ("a",), MORE))
    pool = RenderPool(1)
    await pool.start()
    try:
        [first], look = await pool.animation_frames("suntzu", [spec], "en")
        [again], same = await pool.animation_frames("suntzu", [spec], "en", look)
        assert (first, look) == (again, same)
        gif = await pool.encode_gif([(first, 100), (again, 100)])
        assert gif == pictures.encode_gif([(first, 100), (again, 100)])
        assert pool.worker_pids() and pool.restarts == 0
    finally:
        await pool.close()


def test_a_captions_text_reads_on_a_phone() -> None:
    """A phone shows the frame about 400 px wide: the caption's smallest text still reads at
    12 px there (the boards' own rule is 8 px at 400 px wide, issue 26)."""
    phone = 400 / FRAME_WIDTH
    assert min(pictures.LINE_SIZE, pictures.HEADER_SIZE) * phone >= 11
    assert pictures.LINE_SIZE * phone >= 12


@SQLITE
async def test_workers_drawing_batches_at_once_make_the_same_file(service: TableService) -> None:
    """Two workers draw two batches at a time; the frames still come in the game's order."""
    table = await played(service, "tek", seed=8, moves=30)
    rows = await service.actions(table.id)
    here = await replay.animate(service, RenderPool(0), table, rows, "en", POST_BUDGET)
    pool = RenderPool(2)
    await pool.start()
    try:
        there = await replay.animate(service, pool, table, rows, "en", POST_BUDGET)
    finally:
        await pool.close()
    assert here is not None and there is not None
    assert here.frames > 2 * replay.FRAMES_PER_JOB  # more batches than workers
    assert there.gif == here.gif


async def test_a_stopping_bot_stops_the_drawings_under_way() -> None:
    cache = AnimationCache()
    started = asyncio.Event()

    async def forever() -> replay.Animation:
        started.set()
        await asyncio.Event().wait()
        raise AssertionError("never reached")

    asker = asyncio.ensure_future(cache.get((1, 0, 5, "en"), 1000, forever))
    await started.wait()
    cache.cancel()
    with pytest.raises(asyncio.CancelledError):
        await asker
    assert len(cache.kept) == 0


async def test_a_drawing_that_fails_after_its_only_asker_gave_up_is_not_left_unretrieved() -> None:
    """asyncio's "Task exception was never retrieved" (logged when the task is collected)
    must not come of a drawing whose asker was cancelled; the next asker meets the failure."""
    cache = AnimationCache()
    started = asyncio.Event()
    fail = asyncio.Event()
    reported: list[dict[str, Any]] = []
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(lambda _, context: reported.append(context))
    try:

        async def failing() -> replay.Animation:
            started.set()
            await fail.wait()
            raise RuntimeError("the render workers are gone")

        key = (1, 0, 5, "en")
        asker = asyncio.ensure_future(cache.get(key, 1000, failing))
        await started.wait()
        [drawing] = cache._drawing.values()
        asker.cancel()
        with pytest.raises(asyncio.CancelledError):
            await asker
        fail.set()
        await asyncio.wait([drawing])
        # Done, not cancelled: it failed with nobody left (not asked: asking retrieves it).
        assert drawing.done() and not drawing.cancelled()
        del drawing
        gc.collect()  # a task's unretrieved exception is reported when it is collected
        await asyncio.sleep(0)
        assert reported == []
        started.clear()
        with pytest.raises(RuntimeError):  # the next asker draws again and is told
            await cache.get(key, 1000, failing)
        assert cache.drawn == 2 and len(cache.kept) == 0
    finally:
        loop.set_exception_handler(None)
