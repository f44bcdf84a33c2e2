"""One rendered board per (game, view, locale, frame) (issue 29 part 4): the channel's turn
post, the turn DMs and the catch-up ask ``BoardPictures`` for their boards; a board asked for
again, or by several at once, is drawn once; another version, locale or frame is drawn anew;
a failed render is told to every asker and drawn again on the next ask."""

from __future__ import annotations

import asyncio

from bot.engine.base import View
from bot.render.board_frame import BoardFrame, SeatTag
from bot.table.catchup_board import BoardPictures
from bot.table.renderpool import Kind, RenderPool

FRAME = BoardFrame(seats=(SeatTag("Ada", to_move=True),), marked=frozenset({"r1"}))


class Counting(RenderPool):
    """Draws nothing: notes each request and answers with bytes that name it, after ``gate``
    opens (so a test can have several askers wait on one render)."""

    def __init__(self) -> None:
        super().__init__(0)
        self.asked: list[tuple[str, View, str, BoardFrame | None]] = []
        self.gate = asyncio.Event()
        self.gate.set()
        self.fail = False

    async def render(
        self, name: str, kind: Kind, view: View, locale: str, frame: BoardFrame | None = None
    ) -> bytes | None:
        assert kind == "board"
        self.asked.append((name, view, locale, frame))
        await self.gate.wait()
        if self.fail:
            raise RuntimeError("the worker died twice")
        return f"{name} {view} {locale} {frame is not None}".encode()


def view(version: int) -> View:
    return {"version": version, "regions": {"r1": [0, version]}}


async def test_the_same_board_asked_again_is_not_drawn_again() -> None:
    pool = Counting()
    boards = BoardPictures(pool)
    first = await boards.board("suntzu", view(3), "en", FRAME)
    # the same public board, rebuilt from the state (an equal view, not the same object)
    again = await boards.board("suntzu", view(3), "en", FRAME)
    assert again == first
    assert len(pool.asked) == 1


async def test_a_new_version_locale_or_frame_is_drawn_anew() -> None:
    pool = Counting()
    boards = BoardPictures(pool)
    await boards.board("suntzu", view(3), "en", FRAME)
    await boards.board("suntzu", view(4), "en", FRAME)
    await boards.board("suntzu", view(4), "zh-TW", FRAME)
    await boards.board("suntzu", view(4), "zh-TW", None)
    await boards.board("tek", view(4), "zh-TW", None)
    assert [(name, v["version"], locale, frame) for name, v, locale, frame in pool.asked] == [
        ("suntzu", 3, "en", FRAME),
        ("suntzu", 4, "en", FRAME),
        ("suntzu", 4, "zh-TW", FRAME),
        ("suntzu", 4, "zh-TW", None),
        ("tek", 4, "zh-TW", None),
    ]


async def test_askers_at_the_same_moment_share_one_render() -> None:
    """A move's channel post, its turn DMs and a catch-up ask at once: one render."""
    pool = Counting()
    pool.gate.clear()
    boards = BoardPictures(pool)
    asks = [asyncio.create_task(boards.board("tek", view(7), "zh-CN", FRAME)) for _ in range(4)]
    other = asyncio.create_task(boards.board("tek", view(7), "en", FRAME))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    assert len(pool.asked) == 2  # one per locale, though five asked
    pool.gate.set()
    pngs = await asyncio.gather(*asks)
    assert len(set(pngs)) == 1 and pngs[0] != await other
    await boards.board("tek", view(7), "zh-CN", FRAME)
    assert len(pool.asked) == 2


async def test_an_asker_that_gives_up_leaves_the_render_to_the_others() -> None:
    pool = Counting()
    pool.gate.clear()
    boards = BoardPictures(pool)
    quitter = asyncio.create_task(boards.board("suntzu", view(1), "en"))
    stayer = asyncio.create_task(boards.board("suntzu", view(1), "en"))
    await asyncio.sleep(0)
    quitter.cancel()
    await asyncio.sleep(0)
    pool.gate.set()
    assert await stayer == b"suntzu {'version': 1, 'regions': {'r1': [0, 1]}} en False"
    assert quitter.cancelled()
    assert len(pool.asked) == 1


async def test_a_failed_render_is_told_to_every_asker_and_drawn_again_next_time() -> None:
    pool = Counting()
    pool.gate.clear()
    pool.fail = True
    boards = BoardPictures(pool)
    asks = [asyncio.create_task(boards.board("suntzu", view(2), "en")) for _ in range(3)]
    await asyncio.sleep(0)
    pool.gate.set()
    results = await asyncio.gather(*asks, return_exceptions=True)
    assert all(isinstance(result, RuntimeError) for result in results)
    assert len(pool.asked) == 1
    pool.fail = False
    assert await boards.board("suntzu", view(2), "en")
    assert len(pool.asked) == 2


async def test_only_the_latest_boards_are_kept() -> None:
    pool = Counting()
    boards = BoardPictures(pool, kept=2)
    for version in (1, 2, 3):
        await boards.board("suntzu", view(version), "en")
    await boards.board("suntzu", view(3), "en")  # kept
    await boards.board("suntzu", view(1), "en")  # the oldest went: drawn anew
    assert [v["version"] for _, v, _, _ in pool.asked] == [1, 2, 3, 1]


async def test_keeping_nothing_still_answers() -> None:
    pool = Counting()
    boards = BoardPictures(pool, kept=0)
    assert await boards.board("suntzu", view(1), "en") == await boards.board(
        "suntzu", view(1), "en"
    )
    assert len(pool.asked) == 2
