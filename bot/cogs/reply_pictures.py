"""Pictures that follow their text: which write of a message is the latest (issue 29 part 3).

A move's reply goes out as text and controls first and gains its private picture by an edit
a moment later (bot/cogs/intake.py). Meanwhile something else may rewrite the same message: a
quicker next click on its new controls, ``refresh_prompts`` when another seat's move made its
controls stale, a seat handed over. A picture drawn for the older text must then not land on
the newer one, and the two requests must not cross on the way to Discord.

So every rewrite of a message that sets its pictures, and every picture edit, is sent while
holding that message's lock here, and a picture is sent only if no rewrite came after the
text it belongs to. Messages are tracked only while one of them is in use: nothing grows
with the number of messages the bot ever sent. One process's writes only: another process
(issue 16) does not edit a DM it did not answer.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from collections.abc import AsyncIterator


class ReplyPictures:
    def __init__(self) -> None:
        self._numbers = itertools.count(1)
        # message id -> the number of the write whose picture is still to come
        self._awaited: dict[int, int] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._users: dict[int, int] = {}  # message id -> holders and waiters of its lock

    @contextlib.asynccontextmanager
    async def _holding(self, message_id: int) -> AsyncIterator[None]:
        lock = self._locks.setdefault(message_id, asyncio.Lock())
        self._users[message_id] = self._users.get(message_id, 0) + 1
        try:
            async with lock:
                yield
        finally:
            self._users[message_id] -= 1
            if not self._users[message_id]:
                del self._users[message_id], self._locks[message_id]

    @contextlib.asynccontextmanager
    async def rewriting(
        self, message_id: int | None, *, picture_follows: bool = False
    ) -> AsyncIterator[int]:
        """Hold the message while a write that sets its pictures is sent. A picture still to
        come for an earlier write is dropped; with ``picture_follows`` this write's own is
        awaited instead. Yields the write's number (for :meth:`adding_picture`)."""
        number = next(self._numbers)
        if message_id is None:  # a message nobody else can name yet
            yield number
            return
        async with self._holding(message_id):
            if picture_follows:
                self._awaited[message_id] = number
            else:
                self._awaited.pop(message_id, None)
            try:
                yield number
            except BaseException:
                # The write failed: no picture will be added for it
                if self._awaited.get(message_id) == number:
                    del self._awaited[message_id]
                raise

    def new_message(self, message_id: int | None) -> int:
        """A message just sent (a move command's reply) whose picture is to follow: nothing
        else could name it before, so nothing came between. Returns the write's number."""
        number = next(self._numbers)
        if message_id is not None:
            self._awaited[message_id] = number
        return number

    @contextlib.asynccontextmanager
    async def adding_picture(self, message_id: int | None, number: int) -> AsyncIterator[bool]:
        """Hold the message while the picture of write ``number`` is added; yields whether it
        still belongs there (False: a later write replaced the text, send nothing)."""
        if message_id is None:
            yield True
            return
        async with self._holding(message_id):
            current = self._awaited.get(message_id) == number
            try:
                yield current
            finally:
                if current:
                    del self._awaited[message_id]
