"""The animated replays this process drew, kept, and drawn once however many ask (issue 31
part 2: ``/game replay animated:true`` and the last post's ``replay.gif``).

Anybody may ask for a game's animation, and drawing one takes seconds of CPU (up to ~9 s for
the longest Tiny Epic Kingdoms game), so on a small server it must not be drawn again for
every asker: a finished GIF is kept per (game, epoch, version, locale) in a small LRU (the
epoch counts take-backs: after an undo a version means another game, so a GIF of before is
never shown), and askers of a GIF being drawn wait for that one drawing (single flight).
What is kept is only what any channel member could see (public boards, public lines), so one
GIF serves every asker alike.

Each asker brings a byte budget (the last post's is smaller: its other files take some): a
kept GIF serves any budget it fits; one that does not fit is drawn again for that budget,
not kept over the first.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Awaitable, Callable

from bot.table.animation import Animation
from bot.table.history import takebacks
from bot.table.replay_pages import Kept
from bot.table.service import TableService

KEPT_ANIMATIONS = 4  # a few MiB each at most: some tens of MiB in the worst case

Key = tuple[int, int, int, str]  # game, epoch, version, locale


class AnimationCache:
    def __init__(self, size: int = KEPT_ANIMATIONS) -> None:
        self.kept: Kept[Key, Animation] = Kept(size)
        self._drawing: dict[Key, asyncio.Task[Animation | None]] = {}
        self.drawn = 0  # drawings started (the tests count them)

    async def get(
        self, key: Key, budget: int, draw: Callable[[], Awaitable[Animation | None]]
    ) -> Animation | None:
        """The animation of ``key`` within ``budget`` bytes: kept, being drawn (waited
        for), or drawn now by ``draw`` and kept. None: the game has no move to show."""
        found = self.kept.get(key)
        if found is None:
            task = self._drawing.get(key)
            if task is None:
                task = asyncio.ensure_future(self._draw(key, draw))
                task.add_done_callback(_retrieve_failure)
                self._drawing[key] = task
            # Shielded: one asker giving up (a cancelled interaction) stops nobody else's.
            found = await asyncio.shield(task)
            if found is None:
                return None
        if len(found.gif) <= budget:
            return found
        # Drawn for a larger budget (rare: the last post's is the smaller one, and the same
        # frames nearly always fit it): drawn for this one, the kept one left for the others.
        self.drawn += 1
        return await draw()

    def cancel(self) -> None:
        """Stop every drawing under way (the bot stops: its render workers are closing)."""
        for task in self._drawing.values():
            task.cancel()

    async def _draw(
        self, key: Key, draw: Callable[[], Awaitable[Animation | None]]
    ) -> Animation | None:
        self.drawn += 1
        try:
            made = await draw()
            if made is not None:
                self.kept.put(key, made)
            return made
        finally:
            self._drawing.pop(key, None)


def _retrieve_failure(task: asyncio.Task[Animation | None]) -> None:
    """Mark a failed drawing's exception as seen. Each asker still waiting gets it from its
    own await and reports it; when every asker gave up (a cancelled interaction), nobody is
    left to tell, and asyncio would log "Task exception was never retrieved" when the task is
    collected. The next asker draws again and meets the failure itself."""
    if not task.cancelled():
        task.exception()


_caches: weakref.WeakKeyDictionary[TableService, AnimationCache] = weakref.WeakKeyDictionary()


def animations_of(service: TableService) -> AnimationCache:
    """The process's kept animations (one cache per service)."""
    cache = _caches.get(service)
    if cache is None:
        cache = _caches[service] = AnimationCache()
    return cache


async def epoch_of(service: TableService, game_id: int) -> int:
    """How many times the game was taken back (an undo or a rollback)."""
    return await takebacks(service.store, game_id)
