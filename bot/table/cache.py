"""The running games' rows kept in memory, so a click skips two SELECTs and the state's parse.

One :class:`GameCache` per process (:class:`~bot.table.session.Games`), bounded (least recently
used games are evicted and simply reloaded). What it holds is a copy of what the store holds,
never the authority: ``append_action`` still checks the version, and a conflict drops the
entry.

Staying current. The service puts the new row after each accepted write of its own. Every
other write reaches the cache through the store: the store calls :meth:`GameCache.changed`
after each write that touches a game's row or seats (whoever made it: a moderator's kick, the
end of a game, a second service on the same store, a test), and that drops the entry. A load
or a write can race with such a change, so the service only puts what it read or wrote while
a :class:`Watch` on the game saw no change but its own writes: a change that lands between a
SELECT and the put would otherwise be overwritten by the older row.

One process per game. The store only tells the process that made a write; a second process
writing the same database would leave this cache stale. With several bot processes (issue 16)
every process serving only some of the shards has others beside it writing the same games (a
DM click of any server's game lands on shard 0's process), so its service is made with
``shared=True``, which switches the cache off (docs/architecture.md, "Several processes").

What callers get is a fresh :class:`~bot.table.model.Table` per call (its own seat list, so
``remember_prompt`` cannot change the cached seats) sharing the cached state: the state is
read-only to everyone but the engine's ``apply``, which the service only ever runs on a
working copy parsed from the stored text.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from bot.store import GameRow, SeatRow, dump_state

DEFAULT_GAMES = 2048  # a few MB at Small World's 14 KB of text plus its parsed state per game


@dataclass(frozen=True)
class Entry:
    """One game as the store holds it, and what was worked out from it (``memo``: the seats'
    legal actions and stamps, keyed by the version they are for)."""

    game: GameRow
    seats: tuple[SeatRow, ...]
    memo: dict[Any, Any] = field(default_factory=dict, compare=False)


@dataclass(eq=False)  # each call's own: removed by identity, never by equal counts
class Watch:
    """The changes a game saw while one service call worked on it."""

    changes: int = 0  # every write the store reported for the game
    own: int = 0  # of which the watching call's own writes

    @property
    def clean(self) -> bool:
        """True while nobody else wrote the game: what the call read is still current."""
        return self.changes == self.own


class GameCache:
    """An LRU of game rows by id; ``size`` 0 switches it off (every call loads)."""

    def __init__(self, size: int = DEFAULT_GAMES) -> None:
        self.size = size
        self._entries: OrderedDict[int, Entry] = OrderedDict()
        # channel id -> the active game cached there (the store keeps one active game per
        # channel: a unique index), so finding a channel's game needs no query (issue 29
        # part 3: a slash command's acknowledgement waited for two queued SELECTs)
        self._channels: dict[int, int] = {}
        # Only the games some call is working on right now, so this stays small.
        self._watches: dict[int, list[Watch]] = {}
        self.hits = 0
        self.misses = 0

    @property
    def enabled(self) -> bool:
        return self.size > 0

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, game_id: int) -> Entry | None:
        entry = self._entries.get(game_id)
        if entry is None:
            self.misses += 1
            return None
        self.hits += 1
        self._entries.move_to_end(game_id)
        return entry

    def active_in(self, channel_id: int) -> Entry | None:
        """The channel's active game if it is cached (counted as a hit), else None: then the
        store must be asked, as a miss does not mean the channel has none."""
        game_id = self._channels.get(channel_id)
        return None if game_id is None else self.get(game_id)

    def peek(self, game_id: int) -> Entry | None:
        """The entry, if any, without counting or reordering (to patch it after a write)."""
        return self._entries.get(game_id)

    def put(self, game_id: int, entry: Entry, watch: Watch) -> None:
        """Keep ``entry`` unless somebody else changed the game while ``watch`` looked on."""
        if not self.enabled:
            return
        if not watch.clean:
            self.drop(game_id)
            return
        self.drop(game_id)  # its channel's entry too, should the row say otherwise now
        self._entries[game_id] = entry
        if entry.game.active:
            self._channels[entry.game.channel_id] = game_id
        while len(self._entries) > self.size:
            self.drop(next(iter(self._entries)))  # the least recently used

    def drop(self, game_id: int) -> None:
        entry = self._entries.pop(game_id, None)
        if entry is not None and self._channels.get(entry.game.channel_id) == game_id:
            del self._channels[entry.game.channel_id]

    def changed(self, game_id: int) -> None:
        """The store wrote the game: forget it, and tell every call watching it."""
        self.drop(game_id)
        for watch in self._watches.get(game_id, ()):
            watch.changes += 1

    @contextmanager
    def watch(self, game_id: int) -> Iterator[Watch]:
        seen = self.open_watch(game_id)
        try:
            yield seen
        finally:
            self.close_watch(game_id, seen)

    def open_watch(self, game_id: int) -> Watch:
        """Start counting the game's changes (for a session, whose watch outlives one block;
        every watch opened is closed with :meth:`close_watch`)."""
        seen = Watch()
        self._watches.setdefault(game_id, []).append(seen)
        return seen

    def close_watch(self, game_id: int, seen: Watch) -> None:
        watching = self._watches[game_id]
        watching.remove(seen)
        if not watching:
            del self._watches[game_id]

    def check(self) -> list[int]:
        """Games whose cached state no longer matches its stored text (for the tests: somebody
        changed a state that callers share read-only)."""
        return [
            game_id
            for game_id, entry in self._entries.items()
            if entry.game.state is not None
            and dump_state(entry.game.state) != entry.game.state_text
        ]
