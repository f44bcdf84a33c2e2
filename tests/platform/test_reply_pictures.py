"""bot/cogs/reply_pictures.py: a reply's picture lands only on the text it was drawn for, and
no write of a message overtakes another on its way out (issue 29 part 3)."""

from __future__ import annotations

import asyncio
import contextlib

from bot.cogs.reply_pictures import ReplyPictures


async def test_a_picture_lands_on_its_own_text() -> None:
    pictures = ReplyPictures()
    async with pictures.rewriting(7, picture_follows=True) as write:
        pass
    async with pictures.adding_picture(7, write) as current:
        assert current
    assert not pictures._awaited and not pictures._locks, "nothing kept once the picture is in"


async def test_a_later_rewrite_drops_the_earlier_picture() -> None:
    pictures = ReplyPictures()
    async with pictures.rewriting(7, picture_follows=True) as first:
        pass
    # a refreshed prompt (or a seat handed over) sets the message's pictures meanwhile
    async with pictures.rewriting(7):
        pass
    async with pictures.adding_picture(7, first) as current:
        assert not current


async def test_the_next_click_drops_the_picture_of_the_one_before() -> None:
    pictures = ReplyPictures()
    async with pictures.rewriting(7, picture_follows=True) as first:
        pass
    async with pictures.rewriting(7, picture_follows=True) as second:
        pass
    async with pictures.adding_picture(7, first) as current:
        assert not current
    async with pictures.adding_picture(7, second) as current:
        assert current
    assert not pictures._awaited


async def test_a_rewrite_waits_for_a_picture_on_its_way() -> None:
    """The two requests never cross: a rewrite is sent only once the picture edit in flight
    has been answered."""
    pictures = ReplyPictures()
    order: list[str] = []
    async with pictures.rewriting(7, picture_follows=True) as write:
        pass
    sending = asyncio.Event()

    async def picture() -> None:
        async with pictures.adding_picture(7, write) as current:
            assert current
            sending.set()
            await asyncio.sleep(0.01)  # the edit's request
            order.append("picture")

    async def rewrite() -> None:
        await sending.wait()
        async with pictures.rewriting(7):
            order.append("rewrite")

    await asyncio.gather(picture(), rewrite())
    assert order == ["picture", "rewrite"]
    assert not pictures._locks and not pictures._users


async def test_other_messages_do_not_wait() -> None:
    pictures = ReplyPictures()
    # while message 7 is held, message 8 is written: one lock for all would block forever
    async with pictures.rewriting(7, picture_follows=True) as write, pictures.rewriting(8):
        pass
    async with pictures.adding_picture(7, write) as current:
        assert current


async def test_a_new_messages_picture_is_awaited_until_a_click_rewrites_it() -> None:
    pictures = ReplyPictures()
    write = pictures.new_message(9)  # a move command's ephemeral reply, just sent
    async with pictures.rewriting(9, picture_follows=True):  # a click on its controls
        pass
    async with pictures.adding_picture(9, write) as current:
        assert not current


async def test_a_write_that_fails_awaits_no_picture() -> None:
    pictures = ReplyPictures()
    with contextlib.suppress(RuntimeError):
        async with pictures.rewriting(7, picture_follows=True):
            raise RuntimeError("the interaction expired")
    assert not pictures._awaited and not pictures._locks
